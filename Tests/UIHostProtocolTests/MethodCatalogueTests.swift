import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct MethodCatalogueTests {
    @Test func describesEveryProtocolMethodInTheOpenRPCDocument() {
        let document = MethodCatalogue.openRPC(serverVersion: "0.1.0")
        let names = document["methods"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        for name in ["rpc.discover", "session.hello", "app.state", "app.launch", "tree.get", "view.find", "view.get",
                     "view.set", "controller.tree", "input.tap", "input.touch", "clock.now", "clock.advance",
                     "app.waitForIdle", "events.subscribe", "events.unsubscribe", "device.rotate", "segue.perform",
                     "session.replay"] {
            #expect(names.contains(name), "missing \(name)")
        }
        #expect(document["openrpc"] == "1.2.6")
    }
}
