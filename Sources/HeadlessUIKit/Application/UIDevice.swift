import Foundation

/// The physical orientation the device reports (docs/uikit-rules.md 9.1).
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The protocol name, e.g. `"landscapeLeft"`.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// The orientation of the app's user interface. Device landscapeLeft is interface landscapeRight and vice versa:
/// turning the device left turns the interface right (docs/uikit-rules.md 9.1).
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }

    /// The interface orientation matching a device orientation, or nil for flat and unknown ones.
    public init?(deviceOrientation: UIDeviceOrientation) {
        switch deviceOrientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: return nil
        }
    }

    var mask: UIInterfaceOrientationMask {
        switch self {
        case .unknown: []
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    public func contains(_ orientation: UIInterfaceOrientation) -> Bool {
        !orientation.mask.isEmpty && contains(orientation.mask)
    }
}

/// The emulated device. `orientation` is what the host last told it (docs/uikit-rules.md 9.1).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDevice {
    /// The device of the host in use.
    public class var current: UIDevice { Runtime.current.device }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    let profile: DeviceProfile
    public internal(set) var orientation: UIDeviceOrientation = .portrait
    /// The generic name, as iOS 16 and later give apps without the user-assigned-name entitlement: "iPhone" or "iPad".
    public var name: String { model }
    /// "iPhone" or "iPad"; the exact model is the profile's (`DeviceProfile.model`).
    public var model: String { profile.idiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour the runtime follows where eras differ.
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }
    public private(set) var isGeneratingDeviceOrientationNotifications = true

    init(profile: DeviceProfile) {
        self.profile = profile
    }

    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() {}
}
