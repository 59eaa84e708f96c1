import Foundation

/// A device the host can emulate (docs/uikit-rules.md 3.2): screen size in points in portrait, and scale.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The protocol and command-line name, e.g. `"iphone-8"`.
    public let name: String
    public let model: String
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let idiom: UIUserInterfaceIdiom

    public init(name: String, model: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        self.name = name
        self.model = model
        self.portraitSize = portraitSize
        self.scale = scale
        self.idiom = idiom
    }

    /// The seeds' device: 320×480 points at 1x.
    public static let iPhone3GS = DeviceProfile(name: "iphone-3gs", model: "iPhone", portraitSize: CGSize(width: 320, height: 480), scale: 1, idiom: .phone)
    /// The default device: 375×667 points at 2x.
    public static let iPhone8 = DeviceProfile(name: "iphone-8", model: "iPhone", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone)
    /// 768×1024 points at 2x.
    public static let iPad = DeviceProfile(name: "ipad", model: "iPad", portraitSize: CGSize(width: 768, height: 1024), scale: 2, idiom: .pad)

    public static let all: [DeviceProfile] = [.iPhone3GS, .iPhone8, .iPad]

    /// The profile with this protocol name (`"iphone-8"`), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name.lowercased() }
    }

    public var description: String { name }

    /// Height of the status bar in points.
    public static let statusBarHeight: CGFloat = 20
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}

/// The emulated screen. `bounds` follows the interface orientation, as on iOS 8 and later (docs/uikit-rules.md 3.3).
@MainActor
open class UIScreen {
    /// The screen of the host in use.
    public class var main: UIScreen { Runtime.current.screen }

    public let profile: DeviceProfile
    public private(set) var bounds: CGRect
    public var scale: CGFloat { profile.scale }
    public var nativeScale: CGFloat { profile.scale }
    /// The screen's pixel size in portrait.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.portraitSize.width * scale, height: profile.portraitSize.height * scale)
    }

    init(profile: DeviceProfile) {
        self.profile = profile
        self.bounds = CGRect(origin: .zero, size: profile.portraitSize)
    }

    func orient(_ orientation: UIInterfaceOrientation) {
        let size = profile.portraitSize
        bounds = orientation.isLandscape
            ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
            : CGRect(origin: .zero, size: size)
    }
}
