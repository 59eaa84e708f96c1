import Foundation

/// The device a storyboard was designed on: the `<device>` child of its `<document>`, as Xcode writes it
/// (`<device id="retina6_12" orientation="portrait" appearance="light"/>`). The frames in the file are that device's.
public struct StoryboardDesignDevice: Sendable, Equatable {
    /// Interface Builder's device id: `retina4_7`, `retina6_12`, `ipad12_9rounded`...
    public let id: String
    /// `portrait` or `landscape`, when given.
    public let orientation: String?
    /// The document's `toolsVersion`: which Xcode saved it (20037 is Xcode 13.2, 21701 Xcode 14.2...).
    public let toolsVersion: Double?

    public init(id: String, orientation: String? = nil, toolsVersion: Double? = nil) {
        self.id = id
        self.orientation = orientation
        self.toolsVersion = toolsVersion
    }

    /// Whether the file was laid out in landscape.
    public var isLandscape: Bool { orientation == "landscape" }

    /// The profile the id maps to for the Xcode that saved the file, or nil when no profile claims it
    /// (docs/uikit-rules.md 14.8, 14.12).
    public var profile: DeviceProfile? { DeviceProfile.forStoryboardDevice(id: id, toolsVersion: toolsVersion) }
}

extension StoryboardDesignDevice {
    /// The design device of a file saved before Xcode 8, which writes no `<device>` (docs/uikit-rules.md 8.31):
    /// an iPad-only document (`targetRuntime="iOS.CocoaTouch.iPad"`, Xcode 5 to 7) was laid out on a 768 x 1024
    /// iPad; otherwise the first simulated screen a scene or the document's default metrics chose
    /// (`<simulatedScreenMetrics type="retina47"/>`) names the canvas. A file with neither (Xcode 6 and 7's
    /// any-size squares) has none. A simulated landscape orientation makes it a landscape design.
    static func legacy(_ root: XMLElementNode) -> StoryboardDesignDevice? {
        let toolsVersion = toolsVersion(root["toolsVersion"])
        let orientation = first(in: root) { $0.name == "simulatedOrientationMetrics" ? $0["orientation"] : nil }
        let landscape = orientation?.hasPrefix("landscape") == true ? "landscape" : nil
        if root["targetRuntime"] == "iOS.CocoaTouch.iPad" {
            return StoryboardDesignDevice(id: "ipad9_7", orientation: landscape, toolsVersion: toolsVersion)
        }
        let screen = first(in: root) { $0.name == "simulatedScreenMetrics" ? $0["type"] : nil }
        guard let id = screen.flatMap({ simulatedScreens[$0] }) else { return nil }
        return StoryboardDesignDevice(id: id, orientation: landscape, toolsVersion: toolsVersion)
    }

    /// A document's `toolsVersion` as a number (docs/uikit-rules.md 8.55): `21701` and `14854.2` as written, and a
    /// version in three parts (`32700.99.1234`, as Xcode 16 writes) by its first two, `32700.99`. Nil for text that
    /// does not start with a number.
    static func toolsVersion(_ text: String?) -> Double? {
        guard let text else { return nil }
        return Double(text.split(separator: ".", omittingEmptySubsequences: false).prefix(2).joined(separator: "."))
    }

    /// Interface Builder's simulated screen types before Xcode 8, as the device ids that replaced them.
    static let simulatedScreens = ["retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7",
                                   "retina55": "retina5_5", "iPad": "ipad9_7"]

    /// The first value `pick` gives in a depth-first walk of the tree.
    private static func first(in node: XMLElementNode, _ pick: (XMLElementNode) -> String?) -> String? {
        if let value = pick(node) { return value }
        for child in node.children {
            if let value = first(in: child, pick) { return value }
        }
        return nil
    }
}
