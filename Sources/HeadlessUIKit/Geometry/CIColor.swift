import Foundation

/// Core Image's colour, which UIKit brings in (`UIColor(ciColor:)`; docs/uikit-rules.md 6.37): an sRGB colour with
/// unpremultiplied components. The components are kept as given, as Core Image keeps them.
public final class CIColor: Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A UIKit colour's components (a dynamic colour's own, its light appearance).
    public convenience init(color: UIColor) {
        self.init(red: color.redComponent, green: color.greenComponent, blue: color.blueComponent,
                  alpha: color.alphaComponent)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    public static var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public static var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public static var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    public static var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public static var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public static var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    public static var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    public static var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    public static var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    public static var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    public var description: String { "CIColor(\(red) \(green) \(blue) \(alpha))" }

    public static func == (lhs: CIColor, rhs: CIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}

extension UIColor {
    /// The Core Image colour's components, clamped to `0...1` as every UIColor initializer clamps them.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}
