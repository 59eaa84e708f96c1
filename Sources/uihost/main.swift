print("uihost: waiting for transport")
