print("uihost")
