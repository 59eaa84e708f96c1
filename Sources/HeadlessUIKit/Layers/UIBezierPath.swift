import Foundation

/// Which corners of a rectangle `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its drawing attributes, in UIKit's coordinates (y down) (docs/uikit-rules.md 17.15). `clockwise`
/// means clockwise on screen, the opposite of Core Graphics' word for the same arc.
open class UIBezierPath: CustomStringConvertible {
    var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Corners of `cornerRadius`, at most half the shorter side. UIKit draws continuous corners here; these are
    /// circular, with the same bounds.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = Swift.min(Swift.max(cornerRadius, 0), Swift.min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// The chosen corners are quarter-ellipses of `cornerRadii` (each clamped to half its side); the rest are square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerRadii.width, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerRadii.height, 0), r.height / 2)
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        corner(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        corner(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        corner(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        corner(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi)
        path.closeSubpath()
    }

    private func corner(_ center: CGPoint, _ radii: CGSize, from angle: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let scale = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: 1, y: radii.height / radii.width).translatedBy(x: -center.x, y: -center.y)
        let arc = CGMutablePath()
        arc.addArc(center: center, radius: radii.width, startAngle: angle, endAngle: angle + .pi / 2, clockwise: false)
        path.addPath(CGPath(elements: Array(arc.elements.dropFirst())), transform: scale)
    }

    /// An arc from `startAngle` to `endAngle`, clockwise on screen when `clockwise` is true.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy()!
    }

    /// A snapshot of the path.
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy()! }
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: CGPath.transformed(path.elements, transform))
    }

    public var isEmpty: Bool { path.isEmpty }
    /// Control points included, as UIKit documents.
    public var bounds: CGRect { path.boundingBox }
    public var currentPoint: CGPoint { path.currentPoint }

    /// Uses the path's fill rule (`usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Our addition: the dash lengths and phase set with `setLineDash`.
    public var lineDash: (pattern: [CGFloat], phase: CGFloat) { (dashPattern, dashPhase) }

    /// Fills into the current `UIGraphics` context, if there is one, with its fill colour.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Narrows the current `UIGraphics` context's clip to the path.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Our addition: the path as an arc tangent to two lines from the current point (see `CGMutablePath`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    /// Strokes into the current `UIGraphics` context, if there is one, with this path's line attributes.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    public var description: String { "UIBezierPath(\(path.elements.count) elements, bounds \(bounds))" }
}

extension UIColor {
    /// Makes this the fill and stroke colour of the current `UIGraphics` context.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
