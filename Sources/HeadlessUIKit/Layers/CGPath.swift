import Foundation

/// How a path's inside is decided: by a nonzero winding number, or by an odd number of crossings.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// One element of a path, with the points it adds (docs/uikit-rules.md 17.13).
public enum CGPathElement: Equatable, Hashable, Sendable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case closeSubpath

    var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): [p]
        case .addQuadCurveToPoint(let c, let p): [c, p]
        case .addCurveToPoint(let c1, let c2, let p): [c1, c2, p]
        case .closeSubpath: []
        }
    }
}

/// An immutable path: subpaths of lines and quadratic and cubic Béziers (docs/uikit-rules.md 17.13, 17.14). Arcs
/// and ellipses become cubic Béziers as in Core Graphics, one per quarter turn at most.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Our addition: the elements, in order, for anyone replaying the path.
    public internal(set) var elements: [CGPathElement] = []

    init(elements: [CGPathElement]) {
        self.elements = elements
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: Self.transformed(elements, transform?.pointee ?? .identity))
    }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element; after a close, the start of that subpath; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                start = p
                current = p
            case .closeSubpath:
                current = start
            default:
                current = element.points.last!
            }
        }
        return current
    }

    /// The box of every point, control points included; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.box(of: elements.flatMap(\.points))
    }

    /// The tight box of what the path covers: the end points and the extremes of its curves, control points
    /// excluded; `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                points.append(p)
                current = p
                start = p
            case .addLineToPoint(let p):
                points.append(p)
                current = p
            case .addQuadCurveToPoint(let c, let p):
                points.append(p)
                for t in Self.quadExtremes(current, c, p) { points.append(Self.quad(current, c, p, t)) }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                points.append(p)
                for t in Self.cubicExtremes(current, c1, c2, p) { points.append(Self.cubic(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return Self.box(of: points)
    }

    /// Whether `point` is inside the path filled with `rule`, after `transform`. Open subpaths count as closed;
    /// curves are flattened finely (a point within 1e-3 of a curve may fall either way).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let polygons = Self.flatten(Self.transformed(elements, transform))
        var winding = 0
        for polygon in polygons where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && Self.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && Self.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, box \(boundingBox))" }

    // MARK: Geometry helpers

    static func transformed(_ elements: [CGPathElement], _ t: CGAffineTransform) -> [CGPathElement] {
        guard !t.isIdentity else { return elements }
        return elements.map { element in
            switch element {
            case .moveToPoint(let p): .moveToPoint(p.applying(t))
            case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
            case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(control: c.applying(t), end: p.applying(t))
            case .addCurveToPoint(let c1, let c2, let p):
                .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The parameters in (0, 1) where a coordinate of the quadratic has a zero derivative.
    static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, e) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + e
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// The parameters in (0, 1) where a coordinate of the cubic has a zero derivative.
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative over 3 is qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts.append((-qb + root) / (2 * qa))
                    ts.append((-qb - root) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The subpaths as polygons, curves cut into 64 straight pieces each.
    static func flatten(_ elements: [CGPathElement]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        let pieces = 64
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                if !polygon.isEmpty { polygons.append(polygon) }
                polygon = [p]
                current = p
            case .addLineToPoint(let p):
                polygon.append(p)
                current = p
            case .addQuadCurveToPoint(let c, let p):
                for i in 1...pieces { polygon.append(quad(current, c, p, CGFloat(i) / CGFloat(pieces))) }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                for i in 1...pieces { polygon.append(cubic(current, c1, c2, p, CGFloat(i) / CGFloat(pieces))) }
                current = p
            case .closeSubpath:
                if !polygon.isEmpty { polygons.append(polygon) }
                current = polygon.first ?? current
                polygon = [current]
            }
        }
        if polygon.count > 1 { polygons.append(polygon) }
        return polygons
    }
}

/// A path that can be added to (docs/uikit-rules.md 17.13).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [CGPathElement]) {
        super.init(elements: elements)
    }

    /// Whether a subpath is open for lines to be added to it.
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Without a current point nothing is added and the mistake is reported, as Core Graphics logs it.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("addLine(to:)") else { return }
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("addQuadCurve(to:control:)") else { return }
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), end: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("addCurve(to:control1:control2:)") else { return }
        elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                         end: end.applying(transform)))
    }

    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A closed subpath: the top-left corner, then along the top edge, down the right edge, back along the bottom.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Four cubic quarter-ellipses from the middle of the right edge, towards increasing y first, then closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        appendArc(center: center, rx: rx, ry: ry, start: 0, sweep: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// Corners are quarter-ellipses of `cornerWidth` by `cornerHeight`, each clamped to half the side.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ch = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.minY + ch), rx: cw, ry: ch, start: -.pi / 2, sweep: .pi / 2,
                  transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), rx: cw, ry: ch, start: 0, sweep: .pi / 2,
                  transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        appendArc(center: CGPoint(x: r.minX + cw, y: r.maxY - ch), rx: cw, ry: ch, start: .pi / 2, sweep: .pi / 2,
                  transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        appendArc(center: CGPoint(x: r.minX + cw, y: r.minY + ch), rx: cw, ry: ch, start: .pi, sweep: .pi / 2,
                  transform: transform)
        closeSubpath()
    }

    /// An arc of a circle. Angles are in radians from the positive x axis towards positive y. `clockwise` follows
    /// Core Graphics' y-up convention: false sweeps towards increasing angles, true towards decreasing ones (so on
    /// UIKit's flipped screen the words are the other way round; `UIBezierPath` takes the screen's meaning). A sweep
    /// of a full turn or more draws the whole circle once. A line joins the current point to the arc's start, or the
    /// arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep <= -fullTurn { sweep = -fullTurn } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep > 0 { sweep -= fullTurn }
            }
        } else {
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep < 0 { sweep += fullTurn }
            }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint {
            elements.append(.addLineToPoint(start.applying(transform)))
        } else {
            move(to: start, transform: transform)
        }
        appendArc(center: center, rx: radius, ry: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians (positive towards increasing angles) from `startAngle`, at most a full turn, joined
    /// to the current point by a line as `addArc(center:…)` is.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let sweep = Swift.max(-2 * .pi, Swift.min(2 * .pi, delta))
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
               clockwise: sweep < 0, transform: transform)
    }

    /// A line from the current point towards `tangent1End`, then the arc of `radius` that turns onto the line from
    /// `tangent1End` to `tangent2End`, ending where it touches that line. With the three points in a line or a
    /// radius of 0 it is a line to `tangent1End`. Needs a current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        // The current point is stored transformed; work in the untransformed space the other points are given in.
        let p0 = currentPoint.applying(transform.inverted())
        func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint? {
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? CGPoint(x: dx / length, y: dy / length) : nil
        }
        guard radius > 0, let v1 = unit(p0.x - tangent1End.x, p0.y - tangent1End.y),
              let v2 = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y) else {
            return addLine(to: tangent1End, transform: transform)
        }
        let cosine = Swift.max(-1, Swift.min(1, v1.x * v2.x + v1.y * v2.y))
        let angle = acos(cosine)
        guard angle > 1e-12, angle < .pi - 1e-12 else { return addLine(to: tangent1End, transform: transform) }
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: tangent1End.x + v1.x * distance, y: tangent1End.y + v1.y * distance)
        let end = CGPoint(x: tangent1End.x + v2.x * distance, y: tangent1End.y + v2.y * distance)
        guard let bisector = unit(v1.x + v2.x, v1.y + v2.y) else { return addLine(to: tangent1End, transform: transform) }
        let toCenter = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x * toCenter, y: tangent1End.y + bisector.y * toCenter)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: start, transform: transform)
        appendArc(center: center, rx: radius, ry: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// Appends the path's elements, after `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: CGPath.transformed(path.elements, transform))
    }

    /// Cubic pieces of an elliptical arc, each at most a quarter turn, from the current point (its start).
    private func appendArc(center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, sweep: CGFloat,
                           transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        // The control distance that makes a cubic follow a circular arc of `step`.
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let control1 = CGPoint(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1))
            let end = CGPoint(x: center.x + rx * c1, y: center.y + ry * s1)
            elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                             end: end.applying(transform)))
            angle = next
        }
    }

    private func needsCurrentPoint(_ call: String) -> Bool {
        if hasCurrentPoint { return true }
        if Thread.isMainThread {
            MainActor.assumeIsolated { Runtime.current.report("CGMutablePath.\(call): no current point; ignored") }
        }
        return false
    }
}
