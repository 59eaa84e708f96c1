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

    /// The profile the id maps to, or nil when no profile claims it (docs/uikit-rules.md 14.8).
    /// docs/uikit-rules.md 14.12: Xcode 14 and later draw `retina6_1` with the 48-pt top iOS 14 reports, where
    /// Xcode 13 and earlier drew 44: a file saved by Xcode 14 or later runs on `iphone-xr` (48).
    public var profile: DeviceProfile? {
        if id == "retina6_1", let version = toolsVersion, version >= 21000 { return DeviceProfile.named("iphone-xr") }
        return DeviceProfile.forStoryboardDevice(id: id)
    }
}
