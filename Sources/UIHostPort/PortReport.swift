/// Something the port could not carry over, with where it is and why: the list `uihost port` prints and that
/// makes it exit 1 (docs/uikit-rules.md 18.4).
public struct LeftItem: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var reason: String

    public var description: String { "\(location): \(reason)" }
}

/// What one port did: the files written into the output folder and what was left.
public struct PortReport: Sendable {
    /// Paths relative to the output folder, in the order written: the ported sources, then the registrations.
    public var writtenFiles: [String] = []
    /// Sorted by file and line.
    public var left: [LeftItem] = []

    /// 0 when everything was ported, 1 when something was left.
    public var exitCode: Int32 { left.isEmpty ? 0 : 1 }
}
