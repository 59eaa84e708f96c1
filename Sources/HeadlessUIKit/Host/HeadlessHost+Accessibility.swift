import Foundation

extension HeadlessHost {
    /// Turns one of the device's accessibility settings on or off, as a user would in Settings: `UIAccessibility`
    /// answers the new value and, when it changed, its status notification is posted (docs/uikit-rules.md 6.74).
    public func setAccessibilitySetting(_ setting: UIAccessibility.Setting, _ on: Bool) {
        makeCurrent()
        UIAccessibility.set(setting, on)
    }
}
