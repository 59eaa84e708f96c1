import Foundation

/// A colour space, named only: every colour here is sRGB or grey, and nothing converts between spaces.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Components per colour, without alpha.
    public let numberOfComponents: Int

    init(name: String, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    public static let sRGB = CGColorSpace(name: "kCGColorSpaceSRGB", numberOfComponents: 3)
    public static let genericGrayGamma2_2 = CGColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2", numberOfComponents: 1)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// An immutable colour: its components in its colour space, alpha last (docs/uikit-rules.md 17.7). Components are
/// clamped to 0...1 (NaN becomes 0), as `UIColor` clamps. Two colours are equal when their spaces and components
/// are, as `CGColorEqualToColor` says.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour components followed by alpha: four for sRGB, two for grey.
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?

    init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGB, components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .genericGrayGamma2_2, components: [gray, alpha])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    /// Our addition: red, green, blue and alpha, a grey spread over the three channels.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (c[0], c[1], c[2], c[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(\(colorSpace?.name ?? "none"): \((components ?? []).map { "\($0)" }.joined(separator: " ")))"
    }
}

public func CGColorEqualToColor(_ a: CGColor?, _ b: CGColor?) -> Bool { a == b }

extension UIColor {
    /// The Core Graphics colour: a dynamic colour resolved with `UITraitCollection.current`, as UIKit does
    /// (docs/uikit-rules.md 17.8).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public var cgColor: CGColor {
        let resolved = resolvedColor(with: UITraitCollection.current)
        return CGColor(red: resolved.redComponent, green: resolved.greenComponent, blue: resolved.blueComponent,
                       alpha: resolved.alphaComponent)
    }

    /// A grey colour becomes the same grey in sRGB.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
