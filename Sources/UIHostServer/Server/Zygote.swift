import Foundation
import UIHostRender

/// `uihost serve --zygote`: a process that has paid for the executable's start (loading, linking, the runtime's
/// set-up) and read the app once, then forks a fresh host for each request, so a test suite that wants a new host
/// per test does not pay for a new executable each time (docs/protocol.md, The command line).
///
/// It talks in lines. It prints `uihost zygote ready` once, then reads commands on standard input:
/// - `fork PATH` or `fork PATH<tab>FOLDER`: forks a child that opens `PATH` (a FIFO the caller made and reads) for
///   writing, makes it its standard output and error, and returns from `run()` to serve as `uihost serve` would,
///   printing its ready line there; `FOLDER`, when given, is its recordings folder instead of `--recordings-dir`'s.
///   The zygote answers `forked PID`, or `error MESSAGE`.
/// - Any other line is answered `error MESSAGE` naming it.
///
/// When a child exits the zygote prints `exited PID STATUS` (the exit status, or minus the signal that ended it).
/// It exits on end of input, or once the process that started it has exited (as `--exit-with-parent` watches it:
/// `UIHOST_PARENT_PID`, else the parent at start).
///
/// The app is launched in each child, never in the zygote, and the zygote runs no app code: each host starts from
/// the same unlaunched state a new process has. A fork copies only the calling thread, so the zygote forks only
/// while it is the process's one thread, and refuses to start otherwise.
public enum Zygote {
    /// The write end of the pipe the SIGCHLD handler writes to (a handler may only do async-signal-safe things).
    nonisolated(unsafe) private static var childSignalPipe: Int32 = -1

    /// What a forked child was asked for beyond the zygote's options.
    public struct Request: Equatable, Sendable {
        /// The FIFO its output goes to.
        public var output: String
        /// Its recordings folder, when the request names one.
        public var recordingsDirectory: String?

        /// `PATH` or `PATH<tab>FOLDER`, as after `fork `; nil when the path is empty.
        public init?(_ text: Substring) {
            let fields = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard let path = fields.first, !path.isEmpty else { return nil }
            output = String(path)
            recordingsDirectory = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
        }
    }

    /// Returns in each forked child, with its standard output and error on the caller's FIFO, and what it was asked
    /// for; the zygote itself loops until it exits. Throws when the process is not single-threaded or the pipes
    /// cannot be made.
    public static func run() throws -> Request {
        let threads = threadCount()
        guard threads == 1 else {
            throw ZygoteError("uihost serve --zygote: \(threads) threads are running before the first fork, and a "
                              + "fork copies only one; run `uihost serve` without --zygote")
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw ZygoteError("uihost serve --zygote: no pipe for SIGCHLD: \(String(cString: strerror(errno)))")
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        childSignalPipe = pipeEnds[1]
        // Writing to a starter that has gone fails with EPIPE (and `say` exits) instead of killing by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(Zygote.childSignalPipe, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART | SA_NOCLDSTOP
        sigaction(SIGCHLD, &action, nil)
        let parent = getenv("UIHOST_PARENT_PID").flatMap { pid_t(String(cString: $0)) } ?? getppid()
        say("uihost zygote ready")

        var input: [UInt8] = []
        while true {
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, 100)
            if ready < 0 && errno != EINTR { exit(1) }
            if fds[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(pipeEnds[0], &drain, drain.count) > 0 {}
                reapChildren()
            }
            if getppid() != parent { exit(0) }
            guard fds[0].revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(0, &chunk, chunk.count)
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { exit(0) }
            guard count > 0 else { continue }
            input += chunk[0..<count]
            while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: input[..<newline], as: UTF8.self)
                input.removeSubrange(...newline)
                if let request = handle(line, pipeEnds: pipeEnds, zygote: getpid()) { return request }
            }
        }
    }

    /// Runs one command; the request in a forked child, which then returns it from `run()`.
    private static func handle(_ line: String, pipeEnds: [Int32], zygote: pid_t) -> Request? {
        guard line.hasPrefix("fork "), let request = Request(line.dropFirst(5)) else {
            say("error unknown command '\(line)'; the zygote takes `fork PATH` or `fork PATH<tab>FOLDER` (a FIFO "
                + "for the host's output, and its recordings folder)")
            return nil
        }
        let child = fork()
        if child < 0 {
            say("error fork failed: \(String(cString: strerror(errno)))")
            return nil
        }
        guard child == 0 else {
            say("forked \(child)")
            return nil
        }
        // The child: an ordinary host from here on. It watches the zygote as its parent (`--exit-with-parent`),
        // which exits with the process that started it.
        signal(SIGCHLD, SIG_DFL)
        // No threads sharing the Swift runtime's locks with this, the parent's first thread (see the function).
        BandThreads.useTheCallingThreadOnly()
        close(pipeEnds[0])
        close(pipeEnds[1])
        setenv("UIHOST_PARENT_PID", String(zygote), 1)
        let output = open(request.output, O_WRONLY | O_CLOEXEC)
        guard output >= 0 else { _exit(71) }
        dup2(output, 1)
        dup2(output, 2)
        close(output)
        let devNull = open("/dev/null", O_RDONLY)
        if devNull >= 0 {
            dup2(devNull, 0)
            close(devNull)
        }
        return request
    }

    private static func reapChildren() {
        var status: Int32 = 0
        while true {
            let pid = waitpid(-1, &status, WNOHANG)
            guard pid > 0 else { return }
            let signalNumber = status & 0x7f
            say("exited \(pid) \(signalNumber == 0 ? (status >> 8) & 0xff : -signalNumber)")
        }
    }

    /// Writes one line of the zygote's answers; exits when nobody reads them any more (the starter has gone).
    private static func say(_ line: String) {
        if !ServerRunner.writeLine(line, to: 1) { exit(0) }
    }

    /// The threads of this process, from /proc/self/task.
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}

public struct ZygoteError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
