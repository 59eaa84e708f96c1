import Foundation
import Testing
import HeadlessUIKit
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore
import UIHostTesting

/// The host core's serving rules, through its transport seam (`InMemoryTransport`): no socket, no process.
/// docs/protocol.md, Transport (turns) and Events (events before the reply; a vanished client's fingers).
@Suite @MainActor struct HostServerTests {
    private let transport = InMemoryTransport()
    private let server: HostServer

    init() throws {
        let automation = try AutomationHost(configuration: HostConfiguration(app: AppDescription(name: "demo") { DemoAppDelegate() }))
        server = HostServer(automation: automation, transport: transport)
    }

    private func send(_ connection: ConnectionID, _ id: Int, _ method: String, _ params: String = "{}") {
        let text = #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
        transport.inject(.message(connection, Array(text.utf8), isBinary: false))
    }

    /// Hands the server everything injected so far, as its loop would.
    private func serve() {
        server.handle(transport.waitForEvents(timeout: 0))
    }

    private func sent(to connection: ConnectionID) throws -> [JSON] {
        try transport.takeSent(to: connection).map { try JSONParser.parse($0) }
    }

    @Test func clientsTakeTurnsWithTheOldestWaitingMessageOfEachPerRound() throws {
        transport.inject(.opened(1, origin: nil))
        transport.inject(.opened(2, origin: nil))
        for id in 1...3 { send(1, id, "clock.advance", #"{"ms":1000}"#) }
        send(2, 1, "clock.advance", #"{"ms":1000}"#)
        let start = server.automation.host.clock.now * 1000
        serve()
        // Round 1: client 1's first, then client 2's; rounds 2 and 3: client 1's others.
        #expect(try sent(to: 1).map { $0["result"]?["ms"]?.doubleValue } == [start + 1000, start + 3000, start + 4000])
        #expect(try sent(to: 2).map { $0["result"]?["ms"]?.doubleValue } == [start + 2000])
    }

    /// docs/protocol.md, Screenshots: a GET of /snapshot.png is answered on the main loop with screen.snapshot's
    /// bytes, in turn with the clients' messages; refusals are plain text.
    @Test func aSnapshotGetIsAnsweredWithTheSamePNGAsScreenSnapshot() throws {
        transport.inject(.opened(1, origin: nil))
        send(1, 1, "screen.snapshot", #"{"scale":1}"#)
        transport.inject(.httpGet(900, HTTPRequest(path: "/snapshot.png", arguments: [HTTPArgument("scale", "1"),
                                                                                      HTTPArgument("_", "7")])))
        transport.inject(.httpGet(901, HTTPRequest(path: "/snapshot.png", arguments: [HTTPArgument("view", #"{"tag":9999}"#)])))
        transport.inject(.httpGet(902, HTTPRequest(path: "/other.png")))
        serve()
        let png = try #require(Data(base64Encoded: try sent(to: 1)[0]["result"]?["png"]?.stringValue ?? ""))
        #expect(transport.httpResponses[900] == HTTPResponse(status: 200, contentType: "image/png", body: Array(png)))
        #expect(transport.httpResponses[901] == .text(404, #"no view matches {"tag":9999}; tree.get shows the views there are"#))
        #expect(transport.httpResponses[902] == .text(404, "Not found: /other.png. The host serves /snapshot.png and the inspector at /inspector/."))
    }

    @Test func theEventsARequestCausedGoOutBeforeItsReply() throws {
        transport.inject(.opened(1, origin: nil))
        send(1, 1, "events.subscribe", #"{"events":["app.lifecycle"]}"#)
        send(1, 2, "app.home")
        serve()
        let messages = try sent(to: 1)
        #expect(messages.map { $0["method"]?.stringValue ?? "reply \($0["id"]?.intValue ?? 0)" } == [
            "reply 1", "app.lifecycle", "app.lifecycle", "reply 2",
        ])
        #expect(messages[1]["params"]?["callback"] == "applicationWillResignActive")
        #expect(messages[2]["params"]?["callback"] == "applicationDidEnterBackground")
    }

    @Test func aClientThatGoesAwayMidGestureHasOnlyItsOwnFingersCancelled() throws {
        transport.inject(.opened(1, origin: nil))
        transport.inject(.opened(2, origin: nil))
        send(2, 1, "events.subscribe", #"{"events":["touch.delivered"]}"#)
        send(1, 1, "input.touch", #"{"touches":[{"id":5,"phase":"began","x":100,"y":300}]}"#)
        send(2, 2, "input.touch", #"{"touches":[{"id":6,"phase":"began","x":200,"y":300}]}"#)
        serve()
        _ = try sent(to: 1)
        _ = try sent(to: 2)
        transport.inject(.closed(1))
        serve()
        #expect(server.automation.host.activeTouches.map(\.identifier) == [6])
        let events = try sent(to: 2)
        #expect(events.map { $0["method"]?.stringValue } == ["touch.delivered"])
        #expect(events.first?["params"]?["phase"] == "cancelled")
    }

    @Test func aClosedClientIsSentNothingMoreAndItsSessionIsGone() throws {
        transport.inject(.opened(1, origin: nil))
        send(1, 1, "session.hello", #"{"client":"gone"}"#)
        transport.inject(.closed(1))
        serve()
        #expect(server.automation.session(1) == nil)
        #expect(server.automation.sessionIDs.isEmpty)
        #expect(try sent(to: 1).count == 1)
    }
}
