import Foundation
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
        let stop = StopFlag()
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.set() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }

        let automation = try AutomationHost(configuration: host)
        let webSocket = WebSocketServer(configuration: transport)
        let port = try webSocket.start()
        let server = HostServer(automation: automation, transport: webSocket)
        let shownHost = transport.host.contains(":") ? "[\(transport.host)]" : transport.host
        // The one ready line, written straight to the descriptor so it is never held in a buffer.
        FileHandle.standardOutput.write(Data("uihost listening on ws://\(shownHost):\(port)/\n".utf8))
        log("info", "serving app '\(host.app.name)' on \(host.device.name) with a \(host.clock.rawValue) clock")
        server.serve(until: { stop.isSet })
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

/// Set from a signal handler's queue, read by the main loop.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
