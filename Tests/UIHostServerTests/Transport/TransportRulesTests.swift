import CLibWebSockets
import Foundation
import UIHostProtocol
import Testing
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// The transport's rules that need no socket: handshake policy, inspector path resolution, reassembly, queueing.
@Suite struct HandshakePolicyTests {
    private func policy(token: String? = nil, allowed: [String] = [], maximum: Int = 64) -> HandshakePolicy {
        var configuration = TransportConfiguration()
        configuration.token = token
        configuration.allowedOrigins = allowed
        configuration.maximumConnections = maximum
        return HandshakePolicy(configuration: configuration, port: 8765)
    }

    private func status(_ policy: HandshakePolicy, path: String = "/", authorization: String? = nil,
                        query: String? = nil, origin: String? = nil, open: Int = 0) -> UInt32? {
        policy.check(path: path, authorization: authorization, queryToken: query, origin: origin,
                     openConnections: open)?.status
    }

    @Test func withoutATokenConfiguredAnyClientWithoutOriginIsAccepted() {
        #expect(status(policy()) == nil)
    }

    @Test func tokenMustMatchInBearerHeaderOrQuery() {
        let guarded = policy(token: "abc")
        #expect(status(guarded) == 401)
        #expect(status(guarded, authorization: "Bearer abc") == nil)
        #expect(status(guarded, authorization: "bearer  abc") == nil)
        #expect(status(guarded, authorization: "Bearer abcd") == 401)
        #expect(status(guarded, authorization: "Basic abc") == 401)
        #expect(status(guarded, query: "abc") == nil)
        #expect(status(guarded, query: "ab") == 401)
    }

    @Test func ownOriginsAndAllowedOnesPassOthersAreForbidden() {
        let checked = policy(allowed: ["https://Tools.Example/"])
        for origin in ["http://127.0.0.1:8765", "http://localhost:8765", "http://[::1]:8765", "https://tools.example"] {
            #expect(status(checked, origin: origin) == nil, "\(origin)")
        }
        for origin in ["http://127.0.0.1:8766", "http://evil.example", "null", "http://localhost"] {
            #expect(status(checked, origin: origin) == 403, "\(origin)")
        }
    }

    @Test func tokenIsCheckedBeforeOriginAndLimit() {
        #expect(status(policy(token: "abc", maximum: 0), origin: "http://evil.example") == 401)
        #expect(status(policy(maximum: 0), origin: "http://evil.example") == 403)
    }

    @Test func connectionLimitAnswers503() {
        #expect(status(policy(maximum: 2), open: 1) == nil)
        #expect(status(policy(maximum: 2), open: 2) == 503)
    }

    @Test func onlyTheRootPathIsAWebSocketEndpoint() {
        #expect(status(policy(), path: "/ws") == 404)
    }

    @Test func refusalMessagesSayWhatWouldBeRight() {
        let refusal = policy(token: "abc").check(path: "/", authorization: nil, queryToken: nil, origin: nil,
                                                 openConnections: 0)
        #expect(refusal?.message.contains("Authorization: Bearer <token>") == true)
    }
}

@Suite struct InspectorFilesTests {
    @Test func resolvesFilesInsideTheDirectoryAndRefusesTheRest() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        let files = InspectorFiles(directory: fixture.directory)
        let root = try #require(files.root)

        #expect(files.resolve("/inspector/") == .file(path: root + "/index.html", contentType: "text/html; charset=utf-8"))
        #expect(files.resolve("/inspector/icon.svg") == .file(path: root + "/icon.svg", contentType: "image/svg+xml"))
        #expect(files.resolve("/inspector") == .redirect(location: "/inspector/"))
        #expect(files.resolve("/inspector/missing.js") == .notFound)
        #expect(files.resolve("/inspectors") == .notFound)
        #expect(files.resolve("/") == .notFound)
        for path in ["/inspector/../secret.txt", "/inspector/./index.html", "/inspector//etc/passwd",
                     "/inspector/a\\..\\secret.txt", "/inspector/%2e%2e/secret.txt", "/inspector/.hidden"] {
            #expect(files.resolve(path) == .forbidden, "\(path)")
        }
    }

    @Test func symbolicLinkOutOfTheDirectoryIsRefused() throws {
        let fixture = try InspectorFixture()
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.directory + "/leak.txt",
                                                   withDestinationPath: fixture.base.path + "/secret.txt")

        #expect(InspectorFiles(directory: fixture.directory).resolve("/inspector/leak.txt") == .forbidden)
    }

    @Test func withoutADirectoryNothingIsServed() {
        #expect(InspectorFiles(directory: nil).resolve("/inspector/") == .notFound)
    }
}

@Suite struct MessageAssemblerTests {
    private func feed(_ assembler: inout MessageAssembler, _ text: String, binary: Bool = false,
                      ends: Bool) -> MessageAssembler.Outcome {
        Array(text.utf8).withUnsafeBytes { assembler.append($0, isBinary: binary, endsMessage: ends) }
    }

    @Test func chunksAreJoinedUntilTheMessageEnds() {
        var assembler = MessageAssembler(limit: 100)
        #expect(feed(&assembler, "ab", binary: true, ends: false) == .incomplete)
        #expect(feed(&assembler, "cd", ends: false) == .incomplete)
        #expect(feed(&assembler, "e", ends: true) == .message(Array("abcde".utf8), isBinary: true))
        #expect(feed(&assembler, "next", ends: true) == .message(Array("next".utf8), isBinary: false))
    }

    @Test func messageAtTheLimitPassesOneBeyondIsReportedOnceAndDropped() {
        var assembler = MessageAssembler(limit: 4)
        #expect(feed(&assembler, "abcd", ends: true) == .message(Array("abcd".utf8), isBinary: false))
        #expect(feed(&assembler, "abc", ends: false) == .incomplete)
        #expect(feed(&assembler, "de", ends: false) == .oversize)
        #expect(feed(&assembler, "fgh", ends: false) == .incomplete)
        #expect(feed(&assembler, "i", ends: true) == .incomplete)
        #expect(feed(&assembler, "ok", ends: true) == .message(Array("ok".utf8), isBinary: false))
        #expect(feed(&assembler, "abcde", ends: true) == .oversize)
    }
}

@Suite struct OutboundQueueTests {
    @Test func largeMessagesGoOutAsFragmentsSmallOnesWhole() {
        var queue = OutboundQueue()
        let size = OutboundQueue.chunkSize + 10
        queue.append([UInt8](repeating: 1, count: size), isBinary: false)
        queue.append([2, 2], isBinary: true)
        #expect(queue.byteCount == size + 2)

        var frames: [(count: Int, flags: UInt32)] = []
        while let chunk = queue.next() {
            frames.append((chunk.bytes.count, chunk.flags.rawValue))
            queue.consume(chunk)
        }

        #expect(frames.map(\.count) == [OutboundQueue.chunkSize, 10, 2])
        #expect(frames.map(\.flags) == [LWS_WRITE_TEXT.rawValue | LWS_WRITE_NO_FIN.rawValue,
                                        LWS_WRITE_CONTINUATION.rawValue, LWS_WRITE_BINARY.rawValue])
        #expect(queue.isEmpty && queue.byteCount == 0)
    }
}

@Suite struct EventInboxTests {
    /// A stop signal wakes the serve loop through `interrupt()`: a wait with no time limit returns, with nothing.
    @Test func interruptEndsAWaitThatHasNoTimeLimit() {
        let inbox = EventInbox()
        let returned = DispatchSemaphore(value: 0)
        let waiter = Thread {
            #expect(inbox.wait(timeout: nil).isEmpty)
            returned.signal()
        }
        waiter.start()
        inbox.interrupt()
        #expect(returned.wait(timeout: .now() + 10) == .success)
    }

    @Test func anInterruptBeforeTheWaitEndsTheNextWaitOnlyAndKeepsQueuedEvents() {
        let inbox = EventInbox()
        inbox.interrupt()
        #expect(inbox.wait(timeout: nil).isEmpty)
        inbox.append(.closed(7))
        inbox.interrupt()
        #expect(inbox.wait(timeout: nil) == [.closed(7)])
        #expect(inbox.wait(timeout: 0.01).isEmpty, "the interrupt was used up by the wait that had an event")
    }
}
