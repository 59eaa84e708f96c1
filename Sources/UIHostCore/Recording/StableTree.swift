import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The app's state as a checkpoint sees it: one line per view and per controller, addressed by position rather than
/// by ref (refs differ between hosts, positions do not), so a recording made in one host can be checked in another.
///
/// A view line is its path (`w0/1/3`: window 0 back to front, then subview indices), its class, then every field a
/// view node reports (docs/protocol.md, A view node) that is not at its default, as `name=value` (strings as JSON,
/// rectangles as `(x,y,width,height)`). A controller line is its
/// path (`c0/1/p`: window 0's root, child 1, what that presented), its class, title and appearance, and the size of a
/// navigation stack or the selected tab. The hash is FNV-1a (64 bits) over the lines, so the same state gives the
/// same hash in any process.
@MainActor
struct StableTree: Equatable {
    /// The lines, each ended by a newline, as one buffer: checkpoints hash and compare it without making strings.
    let bytes: [UInt8]

    init(lines: [String]) {
        var bytes: [UInt8] = []
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0a)
        }
        self.bytes = bytes
    }

    init(windows: [UIWindow]) {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        for (index, window) in windows.enumerated() {
            var path = Array("w\(index)".utf8)
            Self.writeView(window, path: &path, offset: nil, into: &out)
        }
        for (index, window) in windows.enumerated() {
            guard let root = window.rootViewController else { continue }
            var path = Array("c\(index)".utf8)
            Self.writeController(root, path: &path, into: &out)
        }
        bytes = out
    }

    var lines: [String] {
        bytes.split(separator: 0x0a).map { String(decoding: $0, as: UTF8.self) }
    }

    /// 16 hex digits: FNV-1a (64 bits) over the lines, each followed by a newline.
    var hash: String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: Lines

    /// One line per view, depth first. The fields are those of a view node (docs/protocol.md) that are not at their
    /// default; a new node field belongs here too, or checkpoints will not see it change.
    private static func writeView(_ view: UIView, path: inout [UInt8], offset: CGPoint?, into out: inout [UInt8]) {
        let isWindow = view is UIWindow
        let identity = view.transform.isIdentity
        let frame: CGRect
        if isWindow {
            frame = view.bounds
        } else if let offset, identity {
            frame = view.frame.offsetBy(dx: offset.x, dy: offset.y)
        } else {
            frame = view.window == nil ? view.frame : view.convert(view.bounds, to: nil)
        }
        let bounds = view.bounds
        out.append(contentsOf: path)
        out.append(0x20)
        out.append(contentsOf: ClassNames.name(of: view).utf8)
        if view.tag != 0 {
            append(" tag=", &out)
            JSON.writeInteger(Int64(view.tag), to: &out)
        }
        append(" frame=", &out)
        write(frame, &out)
        if bounds.origin != .zero || bounds.size != frame.size {
            append(" bounds=", &out)
            write(bounds, &out)
        }
        if view.isHidden { append(" hidden=true", &out) }
        if view.alpha != 1 {
            append(" alpha=", &out)
            JSON.writeNumber(Double(view.alpha), to: &out)
        }
        if !view.isUserInteractionEnabled { append(" userInteractionEnabled=false", &out) }
        if let identifier = view.accessibilityIdentifier {
            append(" accessibilityIdentifier=", &out)
            JSON.writeString(identifier, to: &out)
        }
        if let label = view.accessibilityLabel {
            append(" accessibilityLabel=", &out)
            JSON.writeString(label, to: &out)
        }
        if view.isFirstResponder { append(" isFirstResponder=true", &out) }
        // Control values (a label's text, a switch's state...) as view nodes report them, so a changed value is a
        // divergence too.
        for (name, value) in ControlFields.fields(of: view) {
            out.append(0x20)
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: "="))
            value.write(to: &out)
        }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            append(" controller=", &out)
            out.append(contentsOf: ClassNames.name(of: controller).utf8)
        }
        out.append(0x0a)
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        var childOffset: CGPoint?
        if isWindow {
            childOffset = CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
        } else if offset != nil, identity, view.window != nil {
            childOffset = CGPoint(x: frame.origin.x - bounds.origin.x, y: frame.origin.y - bounds.origin.y)
        }
        let length = path.count
        for index in subviews.indices {
            path.append(0x2f)
            JSON.writeInteger(Int64(index), to: &path)
            writeView(subviews[index], path: &path, offset: childOffset, into: &out)
            path.removeSubrange(length...)
        }
    }

    private static func writeController(_ controller: UIViewController, path: inout [UInt8], into out: inout [UInt8]) {
        out.append(contentsOf: path)
        out.append(0x20)
        out.append(contentsOf: ClassNames.name(of: controller).utf8)
        if let title = controller.title {
            append(" title=", &out)
            JSON.writeString(title, to: &out)
        }
        out.append(0x20)
        out.append(contentsOf: controller.appearanceState.rawValue.utf8)
        if !controller.isViewLoaded { append(" viewNotLoaded", &out) }
        if let navigation = controller as? UINavigationController {
            append(" stack=", &out)
            JSON.writeInteger(Int64(navigation.viewControllers.count), to: &out)
        }
        if let tabs = controller as? UITabBarController {
            append(" selectedTab=", &out)
            if tabs.selectedIndex == NSNotFound { append("none", &out) } else { JSON.writeInteger(Int64(tabs.selectedIndex), to: &out) }
        }
        out.append(0x0a)
        let length = path.count
        for (index, child) in controller.children.enumerated() {
            path.append(0x2f)
            JSON.writeInteger(Int64(index), to: &path)
            writeController(child, path: &path, into: &out)
            path.removeSubrange(length...)
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            append("/p", &path)
            writeController(presented, path: &path, into: &out)
            path.removeSubrange(length...)
        }
    }

    @inline(__always)
    private static func append(_ text: StaticString, _ out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func write(_ rect: CGRect, _ out: inout [UInt8]) {
        out.append(0x28)
        JSON.writeNumber(Double(rect.origin.x), to: &out)
        out.append(0x2c)
        JSON.writeNumber(Double(rect.origin.y), to: &out)
        out.append(0x2c)
        JSON.writeNumber(Double(rect.size.width), to: &out)
        out.append(0x2c)
        JSON.writeNumber(Double(rect.size.height), to: &out)
        out.append(0x29)
    }

    // MARK: Differences

    /// The lines that changed from `old` to `new`: the unchanged lines at both ends are kept, the middle replaced.
    /// `RecordingFormat` writes it as a step's `delta`; applying it to `old` gives `new`.
    struct Delta: Equatable {
        var keepStart: Int
        var keepEnd: Int
        var lines: [String]

        init(keepStart: Int, keepEnd: Int, lines: [String]) {
            self.keepStart = keepStart
            self.keepEnd = keepEnd
            self.lines = lines
        }

        init(from old: [String], to new: [String]) {
            var start = 0
            let shorter = min(old.count, new.count)
            while start < shorter, old[start] == new[start] { start += 1 }
            var end = 0
            while end < shorter - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
            self.init(keepStart: start, keepEnd: end, lines: Array(new[start..<(new.count - end)]))
        }

        /// nil when `old` is too short for what the delta keeps (the file does not belong together).
        func applied(to old: [String]) -> [String]? {
            // Compared without adding: a file may hold any two integers, and their sum may overflow.
            guard keepStart >= 0, keepEnd >= 0, keepStart <= old.count, keepEnd <= old.count - keepStart else { return nil }
            return Array(old[..<keepStart]) + lines + Array(old[(old.count - keepEnd)...])
        }
    }

    /// A readable difference: the lines only `expected` has (`-`) and only `actual` has (`+`), around the changed
    /// part, in the order of the tree. Lines present in both with the same path are paired as one change.
    static func diff(expected: [String], actual: [String]) -> String {
        let delta = Delta(from: expected, to: actual)
        let removed = Array(expected[delta.keepStart..<(expected.count - delta.keepEnd)])
        let added = delta.lines
        guard !removed.isEmpty || !added.isEmpty else { return "(no difference)" }
        // A longest common subsequence over the changed middle keeps lines both sides share out of the diff.
        let n = removed.count, m = added.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n * m <= 4_000_000 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = removed[i] == added[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var out: [String] = []
        if delta.keepStart > 0 { out.append("  \(expected[delta.keepStart - 1])") }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, removed[i] == added[j] {
                i += 1; j += 1
            } else if j >= m || (i < n && table[i + 1][j] >= table[i][j + 1]) {
                out.append("- \(removed[i])")
                i += 1
            } else {
                out.append("+ \(added[j])")
                j += 1
            }
        }
        if delta.keepEnd > 0 { out.append("  \(expected[expected.count - delta.keepEnd])") }
        return out.joined(separator: "\n")
    }
}
