import Foundation
import Synchronization
import HeadlessUIKit

/// Runs a host server the way `uihost serve` does: starts the transport, prints the single ready line, serves
/// until SIGINT or SIGTERM, then closes every client with a close frame and returns.
@MainActor
public struct ServerRunner {
    public let transport: TransportConfiguration
    public let host: HostConfiguration
    public let logLevel: String

    public init(transport: TransportConfiguration, host: HostConfiguration, logLevel: String = "info") {
        self.transport = transport
        self.host = host
        self.logLevel = logLevel
    }

    public func run() throws {
        StopSignal.install()
        CrashReport.install()
        AllocatorTuning.keepLargeBuffers()
        let automation = try AutomationHost(configuration: host)
        let webSocket = WebSocketServer(configuration: transport)
        let port = try webSocket.start()
        let server = HostServer(automation: automation, transport: webSocket)
        let shownHost = transport.host.contains(":") ? "[\(transport.host)]" : transport.host
        // The one ready line, written straight to the descriptor so it is never held in a buffer.
        FileHandle.standardOutput.write(Data("uihost listening on ws://\(shownHost):\(port)/\n".utf8))
        log("info", "serving app '\(host.app.name)' on \(host.device.name) with a \(host.clock.rawValue) clock")
        server.serve(until: { StopSignal.received })
        log("info", "shutting down")
        automation.finishRecordings()
        server.closeAll()
        webSocket.stop()
    }

    private func log(_ level: String, _ message: String) {
        let order = ["error", "warning", "info", "debug"]
        guard let wanted = order.firstIndex(of: logLevel), let this = order.firstIndex(of: level), this <= wanted else { return }
        FileHandle.standardError.write(Data("uihost: \(message)\n".utf8))
    }
}

/// SIGINT and SIGTERM, caught by a plain `sigaction` handler whichever thread the kernel picks: it only stores to
/// an atomic, which is async-signal-safe, and the serve loop polls it. (A dispatch signal source with the signals
/// ignored lost about one SIGTERM in a hundred when started from Python: the kernel could deliver it to a thread
/// that had it unblocked, where the ignore disposition dropped it.)
enum StopSignal {
    private static let flag = Atomic<Bool>(false)

    static var received: Bool { flag.load(ordering: .acquiring) }

    static func install() {
        _ = received  // initialises the flag before any handler can touch it
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in StopSignal.flag.store(true, ordering: .releasing) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            sigaddset(&signals, number)
        }
        // A parent may start us with these blocked (Foundation's Process does): unblock them on this thread, which
        // the transport's thread inherits, so the kernel has a thread to deliver them to.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
