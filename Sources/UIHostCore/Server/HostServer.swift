import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The server's main loop: takes transport events, hands messages to the automation host on the main thread, and
/// sends replies and notifications back. The transport's own thread only moves bytes.
@MainActor
public final class HostServer {
    public let automation: AutomationHost
    private let transport: MessageTransport
    /// Per connection, where a large reply streams out in parts as it is written.
    private var replyStreams: [ConnectionID: ReplyStream] = [:]
    /// Longest the loop sleeps before looking at the clock and the stop flag.
    public var pollInterval: TimeInterval = 0.05
    /// Where the server says what a client's log should show (a client dropped for not reading); one line each.
    public var log: (String) -> Void = { _ in }

    public init(automation: AutomationHost, transport: MessageTransport) {
        self.automation = automation
        self.transport = transport
    }

    /// Events taken from the transport and not handled yet, per connection, oldest first.
    private var waiting: [ConnectionID: PendingEvents] = [:]
    /// The connections with waiting events, in the order their next event will be handled.
    private var turns: [ConnectionID] = []

    /// Serves until `shouldStop` returns true (checked at least every `pollInterval`).
    ///
    /// Clients take turns: each round handles the oldest waiting event of every connection that has one, and
    /// looks for new events between rounds. A client that sends a flood of costly requests (40 `tree.get`s of
    /// 10,000 views, say) therefore delays another client's call by at most one of them, not by the whole flood.
    public func serve(until shouldStop: () -> Bool) {
        while !shouldStop() {
            CrashReport.setActivity("waiting for clients")
            queue(transport.waitForEvents(timeout: turns.isEmpty ? pollInterval : 0))
            handleOneRound()
            automation.tick()
            flushNotifications()
        }
    }

    /// Handles transport events: every connection's in order, the connections taking turns.
    public func handle(_ events: [TransportEvent]) {
        queue(events)
        while !turns.isEmpty { handleOneRound() }
    }

    private func queue(_ events: [TransportEvent]) {
        for event in events {
            let connection = event.connection
            if waiting[connection, default: PendingEvents()].append(event) { turns.append(connection) }
        }
    }

    private func handleOneRound() {
        let round = turns
        turns.removeAll(keepingCapacity: true)
        for connection in round {
            guard let event = waiting[connection]?.takeFirst() else { continue }
            if waiting[connection]?.isEmpty == true {
                waiting[connection] = nil
            } else {
                turns.append(connection)
            }
            handle(event)
        }
    }

    private func handle(_ event: TransportEvent) {
        switch event {
        case .opened(let connection, _):
            automation.openSession(connection)
        case let .message(connection, bytes, isBinary):
            let session = automation.session(connection) ?? automation.openSession(connection)
            if isBinary {
                transport.send(automation.binaryFrameReply(), to: connection)
            } else {
                let reply = automation.handle(bytes, from: session, stream: replyStream(for: connection))
                // What the request caused goes out before its reply: a client whose call has returned has every
                // event that call caused (docs/protocol.md, Events).
                flushNotifications()
                if let reply { transport.send(reply, to: connection) }
            }
        case let .oversize(connection, limit):
            transport.send(automation.oversizeReply(limit: limit), to: connection)
        case let .dropped(connection, reason):
            let name = automation.session(connection)?.clientName.map { " ('\($0)')" } ?? ""
            log("dropped client \(connection)\(name): \(reason)")
        case .closed(let connection):
            replyStreams[connection] = nil
            automation.closeSession(connection)
        case let .httpGet(request, get):
            transport.respond(automation.serveHTTP(get), to: request)
        }
        flushNotifications()
    }

    private func replyStream(for connection: ConnectionID) -> ReplyStream {
        if let stream = replyStreams[connection] { return stream }
        // Pieces a little under the transport's fragment size, so a piece and the node that tipped it over the
        // threshold still go out as one fragment.
        let stream = ReplyStream(pieceBytes: transport.partBytes - 4096) { [transport] piece, isFirst, isLast in
            let kind: MessagePart = isFirst ? (isLast ? .whole : .first) : (isLast ? .last : .middle)
            transport.sendPart(piece, of: kind, to: connection)
        }
        replyStreams[connection] = stream
        return stream
    }

    private func flushNotifications() {
        for (connection, message) in automation.takeOutbox() where automation.session(connection) != nil {
            transport.send(message, to: connection)
        }
    }

    /// Closes every client with a normal close frame.
    public func closeAll() {
        for connection in automation.sessionIDs {
            transport.close(connection, code: 1001, reason: "uihost is shutting down")
        }
    }
}

/// One connection's waiting events: an array read from a moving head, so taking the first is cheap.
private struct PendingEvents {
    private var events: [TransportEvent] = []
    private var head = 0

    var isEmpty: Bool { head == events.count }

    /// Appends; true when the queue was empty before (the connection needs a turn).
    mutating func append(_ event: TransportEvent) -> Bool {
        let wasEmpty = isEmpty
        events.append(event)
        return wasEmpty
    }

    mutating func takeFirst() -> TransportEvent? {
        guard head < events.count else { return nil }
        let event = events[head]
        events[head] = .closed(ConnectionID(0))  // lets a large message go now rather than when the queue empties
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        }
        return event
    }
}
