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
