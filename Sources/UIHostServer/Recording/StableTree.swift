import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The app's state as a checkpoint sees it: one line per view and per controller, addressed by position rather than
/// by ref (refs differ between hosts, positions do not), so a recording made in one host can be checked in another.
///
/// A view line is its path (`w0/1/3`: window 0 back to front, then subview indices), its class, then every field a
/// view node reports (PROTOCOL.md, A view node) that is not at its default, as `name=value`. A controller line is its
/// path (`c0/1/p`: window 0's root, child 1, what that presented), its class, title and appearance, and the size of a
/// navigation stack or the selected tab. The hash is FNV-1a (64 bits) over the lines, so the same state gives the
/// same hash in any process.
@MainActor
struct StableTree: Equatable {
    let lines: [String]

    init(lines: [String]) { self.lines = lines }

    init(windows: [UIWindow], nodes: ViewNodes) {
        var lines: [String] = []
        lines.reserveCapacity(64)
        for (index, window) in windows.enumerated() {
            Self.addViews(window, path: "w\(index)", nodes: nodes, to: &lines)
        }
        for (index, window) in windows.enumerated() {
            if let root = window.rootViewController { Self.addControllers(root, path: "c\(index)", to: &lines) }
        }
        self.lines = lines
    }

    /// 16 hex digits.
    var hash: String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines {
            var line = line
            line.withUTF8 { bytes in
                for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
            value = (value ^ 0x0a) &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: Lines

    /// Fields a node always has, left out of the line when they have their default value.
    private static let defaults: [String: JSON] = [
        "tag": .int(0), "hidden": .bool(false), "alpha": .double(1), "userInteractionEnabled": .bool(true),
        "accessibilityIdentifier": .null, "accessibilityLabel": .null,
    ]

    private static func addViews(_ view: UIView, path: String, nodes: ViewNodes, to lines: inout [String]) {
        var line = path + " " + ClassNames.name(of: view)
        let fields = nodes.basicFields(view)
        let frame = fields["frame"]
        for (key, value) in fields.pairs {
            switch key {
            case "ref", "class": continue
            case "bounds" where Self.isPlainBounds(value, of: frame): continue
            case "controller":
                line += " controller=" + (value["class"]?.stringValue ?? "?")
                continue
            default:
                if let standard = defaults[key], Self.same(standard, value) { continue }
            }
            line += " " + key + "=" + Self.text(value)
        }
        lines.append(line)
        let subviews = view.subviews
        for index in subviews.indices {
            addViews(subviews[index], path: path + "/" + String(index), nodes: nodes, to: &lines)
        }
    }

    private static func addControllers(_ controller: UIViewController, path: String, to lines: inout [String]) {
        var line = path + " " + ClassNames.name(of: controller)
        if let title = controller.title { line += " title=" + Self.text(.string(title)) }
        line += " " + controller.appearanceState.rawValue
        if !controller.isViewLoaded { line += " viewNotLoaded" }
        if let navigation = controller as? UINavigationController {
            line += " stack=" + String(navigation.viewControllers.count)
        }
        if let tabs = controller as? UITabBarController {
            line += " selectedTab=" + (tabs.selectedIndex == NSNotFound ? "none" : String(tabs.selectedIndex))
        }
        lines.append(line)
        for (index, child) in controller.children.enumerated() {
            addControllers(child, path: path + "/" + String(index), to: &lines)
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            addControllers(presented, path: path + "/p", to: &lines)
        }
    }

    /// Bounds at the origin with the frame's size say nothing the frame does not.
    private static func isPlainBounds(_ bounds: JSON, of frame: JSON?) -> Bool {
        bounds["x"]?.doubleValue == 0 && bounds["y"]?.doubleValue == 0
            && bounds["width"]?.doubleValue == frame?["width"]?.doubleValue
            && bounds["height"]?.doubleValue == frame?["height"]?.doubleValue
    }

    private static func same(_ a: JSON, _ b: JSON) -> Bool {
        if let x = a.doubleValue, let y = b.doubleValue { return x == y }
        return a == b
    }

    /// A value as the line shows it: rectangles as `(x,y,width,height)`, everything else as compact JSON.
    static func text(_ value: JSON) -> String {
        if case .object(let object) = value, object.count == 4, let x = object["x"]?.doubleValue,
           let y = object["y"]?.doubleValue, let width = object["width"]?.doubleValue,
           let height = object["height"]?.doubleValue {
            return "(" + number(x) + "," + number(y) + "," + number(width) + "," + number(height) + ")"
        }
        return String(decoding: value.serialized(), as: UTF8.self)
    }

    private static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        JSON.writeNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
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
            guard keepStart >= 0, keepEnd >= 0, keepStart + keepEnd <= old.count else { return nil }
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
