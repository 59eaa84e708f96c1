import Foundation

/// Colours at locations from 0 to 1 (docs/uikit-rules.md 19.6). Locations left out spread the colours evenly.
public final class CGGradient: @unchecked Sendable {
    /// Our addition: the stops, sorted by location.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// Our addition: a gradient of these stops.
    public init(stops: [(location: CGFloat, color: CGColor)]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Core Graphics' initializer; nil without colours. The colour space is ignored: colours keep their own.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let places = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        self.init(stops: zip(places, colors).map { ($0, $1) })
    }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// One gradient fill of the display list: the stops, and the line or circles they run along.
public struct CGGradientDrawing: @unchecked Sendable {
    public enum Kind: Sendable {
        case linear(start: CGPoint, end: CGPoint)
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
        /// Round `center`, the first stop at `angle` (radians, clockwise from the x axis on a y-down screen) and the
        /// others a turn after it (docs/uikit-rules.md 19.16).
        case conic(center: CGPoint, angle: CGFloat)
    }

    public let gradient: CGGradient
    public let kind: Kind
}

/// Text set in a rectangle, as a label or `NSString.draw(in:)` sets it (docs/uikit-rules.md 19.4): lines broken at
/// words to the rect's width (or at characters, or not at all: `lineBreakMode`), at most `numberOfLines` lines (0:
/// as many as the rect's height holds), the last shown line truncated with "…" at its tail, head or middle when text
/// is left over, each line aligned by `alignment`. Lines are `UIFont.lineHeight` apart, the first baseline
/// `UIFont.ascender` below the top.
public struct CGTextBox: Sendable {
    public var text: String
    public var rect: CGRect
    public var fontName: String
    public var fontSize: CGFloat
    public var color: CGColor
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    public var numberOfLines: Int
    /// Attributed text in several fonts or colours, already set in lines (docs/uikit-rules.md 11.190): when there are
    /// fragments they are drawn as they are, and `text`, `fontName` and the setting values above are not used.
    public var fragments: [CGTextFragment] = []

    public init(text: String, rect: CGRect, fontName: String, fontSize: CGFloat, color: CGColor,
                alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                numberOfLines: Int = 0) {
        self.text = text
        self.rect = rect
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
    }

    /// The font the box is set in, for its vertical metrics.
    public var font: UIFont { UIFont(name: fontName, size: fontSize) ?? .systemFont(ofSize: fontSize) }
}

/// Our addition: a piece of one line of attributed text in one font and colour, placed in its box: `origin` is the
/// left end of its baseline, from the box's top left (docs/uikit-rules.md 11.190).
public struct CGTextFragment: Sendable {
    public var text: String
    public var fontName: String
    public var fontSize: CGFloat
    public var color: CGColor
    public var origin: CGPoint
    /// Points added after every character (`.kern`, docs/uikit-rules.md 11.216).
    public var kern: CGFloat = 0

    public init(text: String, fontName: String, fontSize: CGFloat, color: CGColor, origin: CGPoint) {
        self.text = text
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.origin = origin
    }
}
