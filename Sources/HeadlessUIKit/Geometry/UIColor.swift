import Foundation

/// An sRGB colour. Every initializer clamps its components to `0...1`
/// (NaN becomes 0); there is no extended range and no dynamic (dark-mode) colour:
/// the system colours have their iOS light-mode values.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Our addition: the clamped red component.
    public let redComponent: CGFloat
    /// Our addition: the clamped green component.
    public let greenComponent: CGFloat
    /// Our addition: the clamped blue component.
    public let blueComponent: CGFloat
    /// Our addition: the clamped alpha component.
    public let alphaComponent: CGFloat
    /// Our addition: for an asset catalog colour with a dark appearance (`UIColor(named:)`), that colour; nil for
    /// every other colour. The components are the any-appearance colour's. Choosing per trait collection is not
    /// done here (docs/uikit-rules.md 15.9).
    public let darkVariant: UIColor?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = UIColor.clamp(red)
        greenComponent = UIColor.clamp(green)
        blueComponent = UIColor.clamp(blue)
        alphaComponent = UIColor.clamp(alpha)
        darkVariant = nil
    }

    /// An any-appearance colour that keeps its dark-appearance one (`UIColor.named(_:)`).
    init(_ any: UIColor, darkVariant: UIColor?) {
        redComponent = any.redComponent
        greenComponent = any.greenComponent
        blueComponent = any.blueComponent
        alphaComponent = any.alphaComponent
        self.darkVariant = darkVariant
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A hue of 1 is the same as a hue of 0 (red).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var h = UIColor.clamp(hue)
        if h == 1 {
            h = 0
        }
        let s = UIColor.clamp(saturation)
        let v = UIColor.clamp(brightness)
        let sector = (h * 6).rounded(.down)
        let f = h * 6 - sector
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Our addition: parses `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, hex digits in
    /// either case. Returns nil for anything else.
    public convenience init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let value = UInt32(digits, radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(rgba: rgba)
    }

    private convenience init(rgba: UInt32) {
        self.init(
            red: CGFloat(rgba >> 24 & 0xFF) / 255,
            green: CGFloat(rgba >> 16 & 0xFF) / 255,
            blue: CGFloat(rgba >> 8 & 0xFF) / 255,
            alpha: CGFloat(rgba & 0xFF) / 255
        )
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        if value.isNaN {
            return 0
        }
        return Swift.min(Swift.max(value, 0), 1)
    }

    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// Always succeeds. A grey gives its exact level; any other colour gives its
    /// Rec. 601 luma, `0.299 r + 0.587 g + 0.114 b`.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = redComponent, g = greenComponent, b = blueComponent
        white?.pointee = (r == g && g == b) ? r : 0.299 * r + 0.587 * g + 0.114 * b
        alpha?.pointee = alphaComponent
        return true
    }

    /// Always succeeds. Greys report hue 0 and saturation 0.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = redComponent, g = greenComponent, b = blueComponent
        let maximum = Swift.max(r, g, b)
        let delta = maximum - Swift.min(r, g, b)
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta
                if h < 0 {
                    h += 6
                }
            } else if maximum == g {
                h = (b - r) / delta + 2
            } else {
                h = (r - g) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = alphaComponent
        return true
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Our addition: `"#RRGGBBAA"`, upper-case, each component rounded to the
    /// nearest of 0...255. This is the colour format of the UIHost protocol.
    public var hexString: String {
        func byte(_ component: CGFloat) -> Int {
            Int((component * 255).rounded())
        }
        return String(
            format: "#%02X%02X%02X%02X",
            byte(redComponent), byte(greenComponent), byte(blueComponent), byte(alphaComponent)
        )
    }

    public var description: String {
        String(
            format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)",
            Double(redComponent), Double(greenComponent), Double(blueComponent), Double(alphaComponent)
        )
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.redComponent == rhs.redComponent
            && lhs.greenComponent == rhs.greenComponent
            && lhs.blueComponent == rhs.blueComponent
            && lhs.alphaComponent == rhs.alphaComponent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    public static let systemBlue = UIColor(rgba: 0x007AFFFF)
    public static let systemRed = UIColor(rgba: 0xFF3B30FF)
    public static let systemGreen = UIColor(rgba: 0x34C759FF)
    public static let systemOrange = UIColor(rgba: 0xFF9500FF)
    public static let systemYellow = UIColor(rgba: 0xFFCC00FF)
    public static let systemGray = UIColor(rgba: 0x8E8E93FF)
    public static let systemTeal = UIColor(rgba: 0x5AC8FAFF)
    public static let systemPink = UIColor(rgba: 0xFF2D55FF)
    public static let systemIndigo = UIColor(rgba: 0x5856D6FF)
    public static let systemPurple = UIColor(rgba: 0xAF52DEFF)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(rgba: 0x3C3C4399)
    public static let separator = UIColor(rgba: 0x3C3C4349)
}
