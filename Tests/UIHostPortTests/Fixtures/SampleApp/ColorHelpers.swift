import UIKit

/// Colour helpers of the kind apps declare for themselves (docs/uikit-rules.md 6.36, 6.42). HeadlessUIKit keeps
/// its own members of these names to its package, so an app's are the only ones the app's code sees.
extension UIColor {
    convenience init(light: UIColor, dark: UIColor, highContrast: UIColor? = nil) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : highContrast ?? light }
    }

    var redComponent: CGFloat {
        var red: CGFloat = 0
        _ = getRed(&red, green: nil, blue: nil, alpha: nil)
        return red
    }

    var hexString: String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: nil)
        return String(format: "#%02x%02x%02x", Int(red * 255), Int(green * 255), Int(blue * 255))
    }
}

@MainActor
enum Palette {
    static let accent = UIColor(light: .systemBlue, dark: .systemTeal)
    static var accentHex: String { accent.hexString }
    static var accentRed: CGFloat { accent.redComponent }
}
