// A program that imports UIHostServer gets the host core and the WebSocket transport with it: an app with `@main`
// serves the protocol (ServedApp.swift), and `uihost` needs nothing else.
@_exported import UIHostCore
@_exported import UIHostWebSocket
