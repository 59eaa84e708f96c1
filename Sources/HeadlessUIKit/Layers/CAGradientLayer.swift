import Foundation

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient (docs/uikit-rules.md 17.12). Points are in unit coordinates of the bounds;
/// the default runs from the top edge's middle to the bottom edge's middle. Axial and radial gradients are drawn
/// (docs/uikit-rules.md 19.6), and conic ones (19.16).
open class CAGradientLayer: CALayer {
    /// `CGColor`s, as Core Animation takes them.
    open var colors: [Any]?
    /// Where each colour sits, 0...1; nil spreads them evenly.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    /// Our addition: the colours that are `CGColor`s, in order.
    public var cgColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    /// Fills the bounds: axial along `startPoint` to `endPoint`; radial from `startPoint` out to an ellipse whose
    /// radii are the distances from `startPoint` to `endPoint` along each axis (19.6); conic round `startPoint`,
    /// the first colour towards `endPoint` (19.16).
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let places = locations.map { $0.map { CGFloat($0.doubleValue) } }
        guard let gradient = CGGradient(colorsSpace: nil, colors: cgColors, locations: places) else { return }
        let b = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        ctx.saveGState()
        ctx.clip(to: b)
        switch type {
        case .axial:
            ctx.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint))
        case .radial:
            let center = point(startPoint), edge = point(endPoint)
            let rx = abs(edge.x - center.x), ry = abs(edge.y - center.y)
            if rx > 0, ry > 0 {
                ctx.translateBy(x: center.x, y: center.y)
                ctx.scaleBy(x: rx, y: ry)
                ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
            }
        case .conic:
            let center = point(startPoint), towards = point(endPoint)
            ctx.drawConicGradient(gradient, center: center, angle: atan2(towards.y - center.y, towards.x - center.x))
        default:
            break
        }
        ctx.restoreGState()
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path (docs/uikit-rules.md 17.12). Defaults as in Core Animation: filled in
/// opaque black, not stroked, a line width of 1, the whole stroke (`strokeStart` 0, `strokeEnd` 1).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = .black
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?

    /// Records the fill and then the stroke of the path, as the screenshots will draw them.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path else { return }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, lineWidth > 0 {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setMiterLimit(miterLimit)
            ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
            ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
            ctx.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
            ctx.addPath(path)
            ctx.strokePath()
        }
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer showing a string (docs/uikit-rules.md 17.12): stored properties only, Core Animation's defaults
/// (36 pt, white, not wrapped).
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A font name or a `UIFont`; nil means Helvetica.
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = .white
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
}
