import Foundation

/// An sRGB colour. Every initializer clamps its components to `0...1`
/// (NaN becomes 0); there is no extended range. A dynamic colour (the system
/// colours, `init(dynamicProvider:)`, asset-catalog colours) resolves per trait
/// collection with `resolvedColor(with:)`; its own components are its light
/// appearance (docs/uikit-rules.md 13.3).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour for a trait collection, for dynamic colours.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Ours, package-only as the other additions below are, so apps' own extensions of these names are the only
    /// ones their code sees (docs/uikit-rules.md 6.42): the clamped red component.
    package let redComponent: CGFloat
    /// Our addition: the clamped green component.
    package let greenComponent: CGFloat
    /// Our addition: the clamped blue component.
    package let blueComponent: CGFloat
    /// Our addition: the clamped alpha component.
    package let alphaComponent: CGFloat
    /// Our addition: a dynamic colour's dark appearance (an asset catalog colour set's dark variant, a system
    /// colour's dark value); nil for a fixed colour (docs/uikit-rules.md 13.3, 15.9).
    package var darkVariant: UIColor? { provider.map { $0(UITraitCollection(userInterfaceStyle: .dark)) } }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = UIColor.clamp(red)
        greenComponent = UIColor.clamp(green)
        blueComponent = UIColor.clamp(blue)
        alphaComponent = UIColor.clamp(alpha)
        provider = nil
    }

    /// An any-appearance colour with its dark-appearance one (`UIColor(named:)`): dynamic when there is a dark one.
    convenience init(_ any: UIColor, darkVariant: UIColor?) {
        if let dark = darkVariant {
            self.init(light: any, dark: dark)
        } else {
            self.init(red: any.redComponent, green: any.greenComponent, blue: any.blueComponent, alpha: any.alphaComponent)
        }
    }

    /// A colour that is worked out for each trait collection (iOS 13): the provider's light answer gives this
    /// object's own components.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        redComponent = light.redComponent
        greenComponent = light.greenComponent
        blueComponent = light.blueComponent
        alphaComponent = light.alphaComponent
        provider = dynamicProvider
    }

    /// Our addition: a colour with a light and a dark appearance.
    package convenience init(light: UIColor, dark: UIColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour under a trait collection: a dynamic colour's answer for it, else the colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour changes with traits.
    public var isDynamic: Bool { provider != nil }

    /// docs/uikit-rules.md 6.102: a Display P3 colour, kept as its sRGB components (the P3 primaries converted
    /// through linear light; what falls outside sRGB is clamped, as every colour here is).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
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

    /// Parses `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, hex digits in either case; nil for anything else. Not UIKit
    /// API, so package-only (docs/uikit-rules.md 6.36): apps declare their own `UIColor(hex:)`, which a public one
    /// here would make ambiguous.
    package convenience init?(hex: String) {
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
        if let provider {
            return UIColor { traits in provider(traits).withAlphaComponent(alpha) }
        }
        return UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Our addition: `"#RRGGBBAA"`, upper-case, each component rounded to the
    /// nearest of 0...255. This is the colour format of the UIHost protocol.
    package var hexString: String {
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

    // docs/uikit-rules.md 13.3: the system colours with their iOS light and dark values.
    private static func system(_ light: UInt32, _ dark: UInt32) -> UIColor {
        UIColor(light: UIColor(rgba: light), dark: UIColor(rgba: dark))
    }

    public static let systemBlue = system(0x007AFFFF, 0x0A84FFFF)
    public static let systemRed = system(0xFF3B30FF, 0xFF453AFF)
    public static let systemGreen = system(0x34C759FF, 0x30D158FF)
    public static let systemOrange = system(0xFF9500FF, 0xFF9F0AFF)
    public static let systemYellow = system(0xFFCC00FF, 0xFFD60AFF)
    public static let systemPink = system(0xFF2D55FF, 0xFF375FFF)
    public static let systemPurple = system(0xAF52DEFF, 0xBF5AF2FF)
    public static let systemTeal = system(0x5AC8FAFF, 0x64D2FFFF)
    public static let systemIndigo = system(0x5856D6FF, 0x5E5CE6FF)
    public static let systemBrown = system(0xA2845EFF, 0xAC8E68FF)
    public static let systemMint = system(0x00C7BEFF, 0x63E6E2FF)
    public static let systemCyan = system(0x32ADE6FF, 0x64D2FFFF)
    public static let systemGray = system(0x8E8E93FF, 0x8E8E93FF)
    public static let systemGray2 = system(0xAEAEB2FF, 0x636366FF)
    public static let systemGray3 = system(0xC7C7CCFF, 0x48484AFF)
    public static let systemGray4 = system(0xD1D1D6FF, 0x3A3A3CFF)
    public static let systemGray5 = system(0xE5E5EAFF, 0x2C2C2EFF)
    public static let systemGray6 = system(0xF2F2F7FF, 0x1C1C1EFF)
    public static let systemBackground = system(0xFFFFFFFF, 0x000000FF)
    public static let secondarySystemBackground = system(0xF2F2F7FF, 0x1C1C1EFF)
    public static let tertiarySystemBackground = system(0xFFFFFFFF, 0x2C2C2EFF)
    public static let systemGroupedBackground = system(0xF2F2F7FF, 0x000000FF)
    public static let secondarySystemGroupedBackground = system(0xFFFFFFFF, 0x1C1C1EFF)
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7FF, 0x2C2C2EFF)
    /// Deprecated in iOS 13 for `systemGroupedBackground`, which it is since (docs/uikit-rules.md 6.31).
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static let label = system(0x000000FF, 0xFFFFFFFF)
    public static let secondaryLabel = system(0x3C3C4399, 0xEBEBF599)
    public static let tertiaryLabel = system(0x3C3C434C, 0xEBEBF54C)
    public static let quaternaryLabel = system(0x3C3C432E, 0xEBEBF529)
    public static let placeholderText = system(0x3C3C434C, 0xEBEBF54C)
    public static let link = system(0x007AFFFF, 0x0984FFFF)
    public static let separator = system(0x3C3C4349, 0x54545899)
    public static let opaqueSeparator = system(0xC6C6C8FF, 0x38383AFF)
    public static let systemFill = system(0x78788033, 0x7878805C)
    public static let secondarySystemFill = system(0x78788029, 0x78788052)
    public static let tertiarySystemFill = system(0x7676801F, 0x7676803D)
    public static let quaternarySystemFill = system(0x74748014, 0x7676802E)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
