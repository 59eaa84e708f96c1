import Foundation
import Synchronization
import HeadlessUIKit
import UIHostCore
import UIHostWebSocket

/// Runs a host server the way `uihost serve` does: starts the transport, prints the single ready line, serves
/// until SIGINT or SIGTERM (or, with `exitWithParent`, until the parent process has exited), then closes every client
/// with a close frame and returns.
@MainActor
public struct ServerRunner {
    public let transport: TransportConfiguration
    public let configuration: HostConfiguration
    public let logLevel: String
    public let exitWithParent: Bool

    public init(transport: TransportConfiguration, configuration: HostConfiguration, logLevel: String = "info",
                exitWithParent: Bool = false) {
        self.transport = transport
        self.configuration = configuration
        self.logLevel = logLevel
        self.exitWithParent = exitWithParent
    }

    public func run() throws {
        // A starter that dies closes the pipes our output goes to: a write there must fail, not end the process by
        // SIGPIPE (which also ran the crash reporter, so an `--exit-with-parent` host took about 1.5 s to go).
        signal(SIGPIPE, SIG_IGN)
        StopSignal.install()
        CrashReport.install()
        AllocatorTuning.keepLargeBuffers()
        let automation = try AutomationHost(configuration: configuration)
        var transport = transport
        transport.hostPaths = AutomationHost.httpPaths
        let webSocket = WebSocketServer(configuration: transport)
        // The serve loop sleeps in waitForEvents between rounds: a stop signal wakes it, so the host exits as soon
        // as it is told to rather than at its next poll.
        StopSignal.whenReceived { webSocket.interruptWait() }
        let port = try webSocket.start()
        let server = HostServer(automation: automation, transport: webSocket)
        server.log = { [self] in log("warning", $0) }
        // docs/uikit-rules.md 18.11: what the app's runtime reported (iOS's console errors), as it happens.
        automation.problemLog = { [self] in log("warning", "app problem: \($0)") }
        let shownAddress = transport.bindAddress.contains(":") ? "[\(transport.bindAddress)]" : transport.bindAddress
        // The one ready line, written straight to the descriptor so it is never held in a buffer.
        Self.writeLine("uihost listening on \(transport.webSocketScheme)://\(shownAddress):\(port)/", to: 1)
        if let warning = Self.exposureWarning(transport) { log("warning", warning) }
        if let note = configuration.deviceNote { log("info", note) }
        log("info", "serving app '\(configuration.app.name)' on \(configuration.device.name) with a \(configuration.clock.rawValue) clock")
        automation.logNewProblems()
        let parent = exitWithParent ? ParentWatch() : nil
        server.serve(until: { StopSignal.received || parent?.hasExited == true })
        if parent?.hasExited == true {
            log("info", "the process that started uihost (pid \(parent?.pid ?? 0)) has exited")
        }
        log("info", "shutting down")
        automation.finishRecordings()
        server.closeAll()
        webSocket.stop()
    }

    /// What a bind beyond loopback risks, when nothing guards it (SECURITY.md): nil when it binds loopback only or
    /// needs a token.
    static func exposureWarning(_ transport: TransportConfiguration) -> String? {
        guard !transport.bindsLoopbackOnly, transport.token == nil else { return nil }
        return "listening on \(transport.bindAddress) without a token: anyone who can reach this port can drive the app, "
            + "read everything on its screen and write recordings. Give --token (or UIHOST_TOKEN)"
            + (transport.usesTLS ? "." : ", and --tls-cert/--tls-key so the token and the app's data do not cross the network in the clear.")
    }

    private func log(_ level: String, _ message: String) {
        let order = ["error", "warning", "info", "debug"]
        guard let wanted = order.firstIndex(of: logLevel), let this = order.firstIndex(of: level), this <= wanted else { return }
        Self.writeLine("uihost: \(message)", to: 2)
    }

    /// Writes `line` and a newline straight to `descriptor` (never held in a buffer); false when the write failed.
    /// Callers here ignore a failure: the starter may have gone, and nobody reads any more (see `run`), where
    /// `FileHandle.write` would trap.
    @discardableResult
    nonisolated static func writeLine(_ line: String, to descriptor: Int32) -> Bool {
        let bytes = Array((line + "\n").utf8)
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}

/// The process that started this one, for `--exit-with-parent`: once it has exited the kernel gives this process
/// another parent (init or a subreaper), which `getppid` shows. Looked at no more often than every 50 ms, since the
/// serve loop asks after every round of messages.
///
/// A starter that sets `UIHOST_PARENT_PID` to its own pid (the Python client does) closes a gap: a parent that dies
/// while this process is still starting, before the watch reads `getppid`, would otherwise pass its successor off
/// as the parent and leave the host running.
final class ParentWatch {
    let pid: pid_t
    private var lastLook = DispatchTime.now().uptimeNanoseconds
    private var exited = false

    var hasExited: Bool {
        if exited { return true }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastLook >= 50_000_000 else { return false }
        lastLook = now
        exited = getppid() != pid
        return exited
    }

    /// `expected`: the parent's pid as the starter gave it; by default `UIHOST_PARENT_PID`, else `getppid()`.
    init(expected: pid_t? = ProcessInfo.processInfo.environment["UIHOST_PARENT_PID"].flatMap { pid_t($0) }) {
        pid = expected ?? getppid()
    }
}

/// SIGINT and SIGTERM, caught by a plain `sigaction` handler whichever thread the kernel picks: it only stores to
/// an atomic, which is async-signal-safe, and the serve loop polls it. (A dispatch signal source with the signals
/// ignored lost about one SIGTERM in a hundred when started from Python: the kernel could deliver it to a thread
/// that had it unblocked, where the ignore disposition dropped it.)
///
/// The handler also posts a semaphore (`sem_post` is async-signal-safe too), which a thread of its own waits on to
/// run `whenReceived`'s body outside the handler: there it may take locks and wake the serve loop.
enum StopSignal {
    private static let flag = Atomic<Bool>(false)
    nonisolated(unsafe) private static let posted: UnsafeMutablePointer<sem_t> = {
        let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
        return semaphore
    }()

    static var received: Bool { flag.load(ordering: .acquiring) }

    static func install() {
        _ = received  // initialises the flag and the semaphore before any handler can touch them
        _ = posted
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                StopSignal.flag.store(true, ordering: .releasing)
                sem_post(StopSignal.posted)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            sigaddset(&signals, number)
        }
        // A parent may start us with these blocked (Foundation's Process does): unblock them on this thread, which
        // the transport's thread inherits, so the kernel has a thread to deliver them to.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Runs `body` on a thread of its own after every stop signal (once per signal received).
    static func whenReceived(_ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread {
            while true {
                if sem_wait(StopSignal.posted) == 0 { body() }
            }
        }
    }
}
