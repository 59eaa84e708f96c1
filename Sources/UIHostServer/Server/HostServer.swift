import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The server's main loop: takes transport events, hands messages to the automation host on the main thread, and
/// sends replies and notifications back. The transport's own thread only moves bytes.
@MainActor
public final class HostServer {
    public let automation: AutomationHost
    private let transport: MessageTransport
    private var sessions: [ConnectionID: ClientSession] = [:]
    /// Longest the loop sleeps before looking at the clock and the stop flag.
    public var pollInterval: TimeInterval = 0.05

    public init(automation: AutomationHost, transport: MessageTransport) {
        self.automation = automation
        self.transport = transport
    }

    /// Serves until `shouldStop` returns true (checked at least every `pollInterval`).
    public func serve(until shouldStop: () -> Bool) {
        while !shouldStop() {
            let events = transport.waitForEvents(timeout: pollInterval)
            handle(events)
            automation.tick()
            flushNotifications()
        }
    }

    /// Handles transport events in order.
    public func handle(_ events: [TransportEvent]) {
        for event in events {
            switch event {
            case .opened(let connection, _):
                sessions[connection] = automation.openSession(connection)
            case let .message(connection, bytes, isBinary):
                let session = sessions[connection] ?? {
                    let session = automation.openSession(connection)
                    sessions[connection] = session
                    return session
                }()
                if isBinary {
                    transport.send(automation.binaryFrameReply(), to: connection)
                } else if let reply = automation.handle(bytes, from: session) {
                    transport.send(reply, to: connection)
                }
            case let .oversize(connection, limit):
                transport.send(automation.oversizeReply(limit: limit), to: connection)
            case .closed(let connection):
                sessions[connection] = nil
                automation.closeSession(connection)
            }
            flushNotifications()
        }
    }

    private func flushNotifications() {
        for (connection, message) in automation.takeOutbox() where sessions[connection] != nil {
            transport.send(message, to: connection)
        }
    }

    /// Closes every client with a normal close frame.
    public func closeAll() {
        for connection in sessions.keys.sorted() {
            transport.close(connection, code: 1001, reason: "uihost is shutting down")
        }
    }
}
