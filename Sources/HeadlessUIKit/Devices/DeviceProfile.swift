import Foundation

/// A device the host can emulate (docs/uikit-rules.md 14): its screen in points and scale, its status bar, the
/// safe-area insets of a full-screen window in each orientation, its size classes, the interface orientations the
/// hardware allows, and the Interface Builder device ids (`<device id="retina6_12"/>`) that stand for it.
///
/// The catalogue of every profile is in `DeviceProfile+Catalogue.swift`; `named(_:)` finds one by its protocol
/// name and `forStoryboardDevice(id:)` by a storyboard's design device.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal and vertical size classes of a full-screen app in one orientation.
    public struct SizeClasses: Hashable, Sendable {
        public let horizontal: UIUserInterfaceSizeClass
        public let vertical: UIUserInterfaceSizeClass

        public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The protocol and command-line name, lowercase and hyphenated: `"iphone-15-pro"`.
    public let name: String
    /// The name Apple sells the device under: `"iPhone 15 Pro"`. (`UIDevice.model` is the generic `"iPhone"`.)
    public let model: String
    public let idiom: UIUserInterfaceIdiom
    /// The screen in points, portrait.
    public let portraitSize: CGSize
    /// Points to rendered pixels (`UIScreen.scale`).
    public let scale: CGFloat
    /// Points to the panel's pixels (`UIScreen.nativeScale`): differs from `scale` where the rendering is scaled
    /// down to the panel (8 Plus: 1080 pixels for 414 points; 12 mini and 13 mini: 1080 for 375).
    public let nativeScale: CGFloat
    /// The panel in pixels, portrait (`UIScreen.nativeBounds`): the points times `scale` unless the rendering is
    /// scaled to the panel.
    public let nativeResolution: CGSize
    /// The status bar's height in portrait. In landscape an iPhone hides its status bar (docs/uikit-rules.md 14.4).
    public let statusBarHeight: CGFloat
    /// The safe-area insets of a full-screen window in portrait.
    public let portraitSafeAreaInsets: UIEdgeInsets
    /// The safe-area insets of a full-screen window in landscape (left and right alike).
    public let landscapeSafeAreaInsets: UIEdgeInsets
    public let portraitSizeClasses: SizeClasses
    public let landscapeSizeClasses: SizeClasses
    /// The interface orientations the hardware allows, whatever the app says: iPhones with a home indicator never
    /// turn the interface upside down (docs/uikit-rules.md 14.6).
    public let supportedInterfaceOrientations: UIInterfaceOrientationMask
    /// The Interface Builder device ids that map to this profile (`forStoryboardDevice(id:)`).
    public let storyboardDevices: [String]

    public init(name: String, model: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
                nativeScale: CGFloat? = nil, nativeResolution: CGSize? = nil, statusBarHeight: CGFloat, portraitSafeAreaInsets: UIEdgeInsets,
                landscapeSafeAreaInsets: UIEdgeInsets, portraitSizeClasses: SizeClasses,
                landscapeSizeClasses: SizeClasses, supportedInterfaceOrientations: UIInterfaceOrientationMask,
                storyboardDevices: [String] = []) {
        self.name = name
        self.model = model
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.nativeResolution = nativeResolution
            ?? CGSize(width: portraitSize.width * scale, height: portraitSize.height * scale)
        self.statusBarHeight = statusBarHeight
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.storyboardDevices = storyboardDevices
    }

    public var description: String { name }

    /// The screen in points in an interface orientation.
    public func screenSize(for orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets of a full-screen window in an interface orientation (docs/uikit-rules.md 14.3-14.5).
    /// Upside down mirrors portrait (only home-button devices turn that way).
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        guard orientation.isLandscape else {
            guard orientation == .portraitUpsideDown else { return portraitSafeAreaInsets }
            let portrait = portraitSafeAreaInsets
            return UIEdgeInsets(top: portrait.top, left: portrait.right, bottom: portrait.bottom, right: portrait.left)
        }
        return landscapeSafeAreaInsets
    }

    /// Whether the portrait top inset is the status bar and nothing else: a device with a home button (no home
    /// indicator below), whose safe area loses its top inset while the status bar is hidden (docs/uikit-rules.md
    /// 11.167).
    public var topInsetIsStatusBarAlone: Bool {
        portraitSafeAreaInsets.bottom == 0 && portraitSafeAreaInsets.top == statusBarHeight
    }

    /// The status bar's height in an interface orientation: none on an iPhone in landscape (docs/uikit-rules.md 14.4).
    public func statusBarHeight(for orientation: UIInterfaceOrientation) -> CGFloat {
        idiom == .phone && orientation.isLandscape ? 0 : statusBarHeight
    }

    public func sizeClasses(for orientation: UIInterfaceOrientation) -> SizeClasses {
        orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
    }

    /// The profile with this protocol name (`"iphone-8"`, any case), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// The profile for an Interface Builder design device id (`"retina6_12"`, the `id` of a storyboard's
    /// `<device>` element), or nil for an id no profile claims (docs/uikit-rules.md 14.8).
    public static func forStoryboardDevice(id: String, toolsVersion: Double? = nil) -> DeviceProfile? {
        let key = id.lowercased()
        if let version = toolsVersion,
           let later = laterCanvases.first(where: { $0.id == key && version >= $0.fromToolsVersion }) {
            return named(later.profile)
        }
        return all.first { $0.storyboardDevices.contains(key) }
    }

    /// docs/uikit-rules.md 14.12: storyboard devices that Xcode draws differently from some version on, and the
    /// profile such files run on: Xcode 14 (tools version 21000) and later draw `retina6_1` with a 48-pt top.
    static let laterCanvases: [(id: String, fromToolsVersion: Double, profile: String)] = [
        ("retina6_1", 21000, "iphone-xr"),
    ]
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1

    /// The protocol name: `"phone"`, `"pad"` or `"unspecified"`.
    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        }
    }
}
