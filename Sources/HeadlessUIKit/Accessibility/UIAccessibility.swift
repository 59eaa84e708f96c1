import Foundation

/// UIKit's accessibility settings and announcements (docs/uikit-rules.md 6.74). A host has the settings of a new
/// device: every one is off (UIHost's choice), so apps take their ordinary paths (animations run, colours are not
/// darkened). A test or the host turns a setting on with `HeadlessHost.setAccessibilitySetting(_:_:)`, which posts
/// the setting's status notification, as iOS does when the user changes it in Settings.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public enum UIAccessibility {
    /// The settings a host can change.
    public enum Setting: Sendable, CaseIterable {
        case reduceMotion, voiceOver, boldText, reduceTransparency, darkerSystemColors, grayscale, invertColors,
             differentiateWithoutColor, onOffSwitchLabels, buttonShapes, prefersCrossFadeTransitions
    }

    /// The host's settings turned on.
    static var enabled: Set<Setting> {
        get { Runtime.current.accessibilitySettings }
        set { Runtime.current.accessibilitySettings = newValue }
    }

    public static var isReduceMotionEnabled: Bool { enabled.contains(.reduceMotion) }
    public static var isVoiceOverRunning: Bool { enabled.contains(.voiceOver) }
    public static var isBoldTextEnabled: Bool { enabled.contains(.boldText) }
    public static var isReduceTransparencyEnabled: Bool { enabled.contains(.reduceTransparency) }
    public static var isDarkerSystemColorsEnabled: Bool { enabled.contains(.darkerSystemColors) }
    public static var isGrayscaleEnabled: Bool { enabled.contains(.grayscale) }
    public static var isInvertColorsEnabled: Bool { enabled.contains(.invertColors) }
    public static var shouldDifferentiateWithoutColor: Bool { enabled.contains(.differentiateWithoutColor) }
    public static var isOnOffSwitchLabelsEnabled: Bool { enabled.contains(.onOffSwitchLabels) }
    public static var buttonShapesEnabled: Bool { enabled.contains(.buttonShapes) }
    public static var prefersCrossFadeTransitions: Bool { enabled.contains(.prefersCrossFadeTransitions) }
    /// Always true: a host plays video previews.
    public static var isVideoAutoplayEnabled: Bool { true }

    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let onOffSwitchLabelsDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public static let buttonShapesEnabledStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange =
        Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    static func statusNotification(for setting: Setting) -> Foundation.Notification.Name {
        switch setting {
        case .reduceMotion: reduceMotionStatusDidChangeNotification
        case .voiceOver: voiceOverStatusDidChangeNotification
        case .boldText: boldTextStatusDidChangeNotification
        case .reduceTransparency: reduceTransparencyStatusDidChangeNotification
        case .darkerSystemColors: darkerSystemColorsStatusDidChangeNotification
        case .grayscale: grayscaleStatusDidChangeNotification
        case .invertColors: invertColorsStatusDidChangeNotification
        case .differentiateWithoutColor: differentiateWithoutColorDidChangeNotification
        case .onOffSwitchLabels: onOffSwitchLabelsDidChangeNotification
        case .buttonShapes: buttonShapesEnabledStatusDidChangeNotification
        case .prefersCrossFadeTransitions: prefersCrossFadeTransitionsStatusDidChange
        }
    }

    /// What an app announces to assistive technologies (`UIAccessibility.post(notification:argument:)`).
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// The announcements posted, oldest first, with their arguments (no assistive technology runs on a host; tests
    /// read them).
    public static var postedNotifications: [(notification: Notification, argument: Any?)] {
        Runtime.current.accessibilityAnnouncements
    }

    /// Tells assistive technologies about a change; recorded in `postedNotifications`.
    public static func post(notification: Notification, argument: Any?) {
        Runtime.current.accessibilityAnnouncements.append((notification, argument))
    }

    /// Turns a setting on or off and posts its status notification when it changed (docs/uikit-rules.md 6.74).
    static func set(_ setting: Setting, _ on: Bool) {
        guard enabled.contains(setting) != on else { return }
        if on { enabled.insert(setting) } else { enabled.remove(setting) }
        NotificationCenter.default.post(name: statusNotification(for: setting), object: nil)
    }
}
