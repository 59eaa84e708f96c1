import Foundation

// `os.log` for ported apps (docs/uikit-rules.md 18.7): the port turns `import os` into `import HeadlessOSLog`, and
// `Logger` and `os_log` here write each message as one line to the host log. A module of its own, so that only files
// that imported `os` see this `Logger` (swift-log has one too) and HeadlessUIKit stays free of I/O. Nothing is
// redacted: the host is a development tool, and on iOS an attached debugger sees private values too.

/// Where the app's log lines go: standard error by default, where the host writes its own lines (the console, on
/// iOS). Hosts and tests redirect it.
public enum HostLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sink: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Replaces where lines go and returns the previous destination.
    @discardableResult
    public static func redirect(to newSink: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        lock.lock()
        defer { lock.unlock() }
        let previous = sink
        sink = newSink
        return previous
    }

    public static func write(_ line: String) {
        lock.lock()
        let current = sink
        lock.unlock()
        current(line)
    }
}

/// A message's level, with os.log's names.
public struct OSLogType: Equatable, Sendable {
    public let name: String

    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// A log's subsystem and category.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    /// Drops every message.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    func write(_ message: String, type: OSLogType) {
        guard self !== OSLog.disabled else { return }
        let origin = [subsystem, category].filter { !$0.isEmpty }.joined(separator: "/")
        HostLog.write("app: \(type.name)\(origin.isEmpty ? "" : " " + origin): \(message)")
    }
}

/// How os.log would treat an interpolated value. The host log shows every value in full.
public enum OSLogPrivacy: Sendable {
    case auto, `public`, `private`, sensitive
}

/// A `Logger` message: a string interpolation whose values may carry os.log's privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<Value>(_ value: Value, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
    }

    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// `os.Logger`: a subsystem and category, and a method per level.
public struct Logger: Sendable {
    private let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }
    public init() { log = .default }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { log.write(message.text, type: level) }
    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}

/// `os_log("Loaded %{public}@ in %d ms", log: log, type: .info, name, milliseconds)`: a printf-style format, with
/// os.log's `{public}` and `{private}` markers dropped.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    let plain = format.description.replacingOccurrences(of: "{public}", with: "")
        .replacingOccurrences(of: "{private}", with: "")
    log.write(String(format: plain, arguments: arguments), type: type)
}

/// `os_log(.error, log: log, "Failed: \(reason)")`, the interpolating form.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text, type: type)
}
