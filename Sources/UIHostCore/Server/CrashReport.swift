import Foundation
import Synchronization
import UIHostProtocol

/// What the host is doing, kept where a crash handler can read it, and that handler: when the app's code (or the
/// host's) traps — `fatalError`, a failed precondition, nil force-unwrapped, a bad memory access — the host prints
/// one line on stderr naming the request it was carrying out and the recordings it was writing, then lets the
/// signal go on to what was there before (the Swift runtime's backtracer, or the default action), so the process
/// still ends by the signal. On Linux, Swift's traps are `ud2` (SIGILL) on x86_64 and `brk` (SIGTRAP) on arm64.
///
/// The handler only reads preallocated memory and calls `write`, `sigaction` and `raise`, which are
/// async-signal-safe. The text is composed on the main thread as the host works: the activity for every request
/// (a few hundred instructions), the recordings clause when a recording starts or stops. Each has two slots; the
/// writer fills the one not in use and then publishes it with one atomic store, so the handler never reads a
/// half-written text.
public enum CrashReport {
    /// Bytes of one slot; longer texts are cut.
    static let capacity = 1024
    /// The signals reported: every one a trap or a fault ends in.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    private static let activity = Slots()
    private static let recordings = Slots()
    /// The dispositions the handler replaced, by signal number, restored before the signal is raised again.
    /// Written once by `install`, before any handler can run; read only by the handler.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()

    private static let installed = Atomic<Bool>(false)

    /// Installs the handler for `signals`, once per process (later calls do nothing).
    public static func install() {
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Touch every static before a handler can run, so none is initialised inside one.
        _ = previous
        _ = activity
        _ = recordings
        if activity.isEmpty { setActivity("starting") }
        if recordings.isEmpty { setRecordings([]) }
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, _, _ in CrashReport.report(signal: number) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(number, &action, previous + Int(number))
        }
    }

    // MARK: What the host is doing (main thread)

    /// A request being dispatched: `handling METHOD (request id ID) from client N`.
    static func handling(method: String, id: JSON?, client: ConnectionID) {
        activity.write { text in
            text.append("handling ")
            text.append(method)
            switch id {
            case .none:
                text.append(" (a notification, no id)")
            case .some(.int(let value)):
                text.append(" (request id ")
                text.append(value)
                text.append(")")
            case .some(.double(let value)):
                text.append(" (request id ")
                text.append(Int(exactly: value) ?? 0)
                text.append(")")
            case .some(.string(let value)):
                text.append(" (request id \"")
                text.append(value, limit: 64)
                text.append("\")")
            case .some:
                text.append(" (request id null)")
            }
            text.append(" from client ")
            text.append(client.rawValue)
        }
    }

    /// Anything else the host does between requests.
    static func setActivity(_ description: StaticString) {
        activity.write { $0.append(description) }
    }

    static func setActivity(_ description: String) {
        activity.write { $0.append(description) }
    }

    /// The files being recorded to, which the line tells the user are whole up to the last step.
    static func setRecordings(_ paths: [String]) {
        let clause: String
        switch paths.count {
        case 0: clause = "; no recording was being written"
        case 1: clause = "; the recording \(paths[0]) holds every step completed before this one, each line whole and without an end line: `uihost replay \(paths[0])` replays them and says so"
        default: clause = "; the recordings \(paths.joined(separator: ", ")) hold every step completed before this one, each line whole and without an end line: `uihost replay FILE` replays them and says so"
        }
        recordings.write { $0.append(clause) }
    }

    /// The line as the handler would write it for `signal` (for tests and logs).
    static func line(signal: Int32) -> String {
        "uihost: crashed with \(String(describing: signalName(signal))) while \(activity.text)\(recordings.text)\n"
    }

    // MARK: The handler (any thread, inside a signal handler)

    private static func report(signal: Int32) {
        write(StaticString("uihost: crashed with "))
        write(signalName(signal))
        write(StaticString(" while "))
        activity.writeCurrent()
        recordings.writeCurrent()
        write(StaticString("\n"))
        // On to whatever handled the signal before (Swift's backtracer, or the default action: the process ends by
        // the signal). A fault re-raised here is delivered when the handler returns.
        let number = Int(signal)
        if unsafeBitCast(previous[number].__sigaction_handler.sa_handler, to: Int.self) == 1 {  // SIG_IGN
            previous[number].__sigaction_handler.sa_handler = nil  // SIG_DFL
        }
        sigaction(signal, previous + number, nil)
        raise(signal)
    }

    private static func signalName(_ signal: Int32) -> StaticString {
        switch signal {
        case SIGILL: "SIGILL (a Swift runtime trap: fatalError, a failed precondition, nil force-unwrapped, an overflow...)"
        case SIGTRAP: "SIGTRAP (a Swift runtime trap: fatalError, a failed precondition, nil force-unwrapped, an overflow...)"
        case SIGABRT: "SIGABRT (abort)"
        case SIGSEGV: "SIGSEGV (a bad memory access)"
        case SIGBUS: "SIGBUS (a bad memory access)"
        case SIGFPE: "SIGFPE (an arithmetic fault)"
        default: "a signal"
        }
    }

    fileprivate static func write(_ text: StaticString) {
        write(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    fileprivate static func write(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var done = 0
        while done < count {
            let written = Glibc.write(STDERR_FILENO, bytes + done, count - done)
            if written <= 0 { return }
            done += written
        }
    }

    /// Two fixed buffers for one text and which one is current (slot index in bit 0, length above it).
    private final class Slots: @unchecked Sendable {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * CrashReport.capacity)
        let current = Atomic<Int>(-1)

        var isEmpty: Bool { current.load(ordering: .acquiring) < 0 }

        func write(_ compose: (inout Text) -> Void) {
            let state = current.load(ordering: .relaxed)
            let slot = state < 0 ? 0 : 1 - (state & 1)
            var text = Text(start: bytes + slot * CrashReport.capacity)
            compose(&text)
            current.store(text.count << 1 | slot, ordering: .releasing)
        }

        func writeCurrent() {
            let state = current.load(ordering: .acquiring)
            guard state >= 0 else { return }
            CrashReport.write(bytes + (state & 1) * CrashReport.capacity, count: state >> 1)
        }

        var text: String {
            let state = current.load(ordering: .acquiring)
            guard state >= 0 else { return "" }
            return String(decoding: UnsafeBufferPointer(start: bytes + (state & 1) * CrashReport.capacity, count: state >> 1), as: UTF8.self)
        }
    }

    /// Appends into one slot, cutting at its capacity.
    struct Text {
        let start: UnsafeMutablePointer<UInt8>
        private(set) var count = 0

        init(start: UnsafeMutablePointer<UInt8>) { self.start = start }

        mutating func append(_ byte: UInt8) {
            guard count < CrashReport.capacity else { return }
            start[count] = byte
            count += 1
        }

        mutating func append(_ text: StaticString) {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        /// At most `limit` bytes of the text's UTF-8 (composed on the main thread, before any signal).
        mutating func append(_ text: String, limit: Int = CrashReport.capacity) {
            var text = text
            text.withUTF8 { utf8 in append(UnsafeBufferPointer(rebasing: utf8.prefix(limit))) }
        }

        /// One copy of as many of the bytes as there is room for.
        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let length = min(bytes.count, CrashReport.capacity - count)
            guard length > 0, let base = bytes.baseAddress else { return }
            (start + count).update(from: base, count: length)
            count += length
        }

        mutating func append(_ value: Int) {
            if value < 0 { append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                repeat {
                    buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                while count > 0 {
                    count -= 1
                    append(buffer[count])
                }
            }
        }
    }
}
