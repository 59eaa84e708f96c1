import Foundation

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// How strokes are drawn: width, caps, joins and dashes.
public struct CGStrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat = 1
    public var lineCap: CGLineCap = .butt
    public var lineJoin: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var dashPhase: CGFloat = 0
    public var dashLengths: [CGFloat] = []

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }
}

/// One recorded drawing operation (docs/uikit-rules.md 17.17). `transform` is the current transformation matrix
/// when it was made: it maps the operation's coordinates to the context's, in points, y down.
public enum CGDrawingCommand: Sendable {
    case fill(path: CGPath, rule: CGPathFillRule, color: CGColor, transform: CGAffineTransform)
    case stroke(path: CGPath, style: CGStrokeStyle, color: CGColor, transform: CGAffineTransform)
    /// Narrows the clip until the matching `restoreGState`.
    case clip(path: CGPath, rule: CGPathFillRule, transform: CGAffineTransform)
    case clear(rect: CGRect, transform: CGAffineTransform)
    case image(UIImage, rect: CGRect, transform: CGAffineTransform)
    /// Text set in a box: laid out and drawn by the screenshots (docs/uikit-rules.md 19.4).
    case text(CGTextBox, transform: CGAffineTransform)
    /// A gradient filling the current clip (docs/uikit-rules.md 19.6).
    case gradient(CGGradientDrawing, transform: CGAffineTransform)
    /// Sets the shadow that later fills and strokes cast, until the matching `restoreGState` (19.3).
    case shadow(offset: CGSize, blur: CGFloat, color: CGColor?)
    /// Draws only the shadow that filling the path would cast with the current shadow (19.3).
    case castShadow(path: CGPath, transform: CGAffineTransform)
    /// Blurs what is already drawn, within `rect` (a visual effect view's backdrop, docs/uikit-rules.md 19.28):
    /// a Gaussian of `radius` points, sampling past the rect's edges.
    case backdropBlur(rect: CGRect, radius: CGFloat, transform: CGAffineTransform)
    case saveGState
    case restoreGState
    /// Starts a transparency layer (docs/uikit-rules.md 19.8): what is drawn until the matching
    /// `endTransparencyLayer` is composited as one picture at `alpha`, within `rect` (under `transform`) when given.
    case beginTransparencyLayer(rect: CGRect?, alpha: CGFloat, transform: CGAffineTransform)
    /// What follows, up to the end of the open transparency layer, is that layer's mask (19.29): not shown, its
    /// alpha is what the layer's picture is composited through.
    case beginMask
    case endTransparencyLayer
}

/// A drawing context that records what is drawn instead of making pixels (docs/uikit-rules.md 17.17): a display
/// list that the screenshots can replay. The graphics state (colours, stroke style, transform) follows Core
/// Graphics, including the save/restore stack and the current path, which filling or stroking uses up.
public final class CGContext: @unchecked Sendable {
    /// The size in points and the scale of the image being drawn.
    public let size: CGSize
    public let scale: CGFloat
    /// Our addition: every operation, in order.
    public private(set) var commands: [CGDrawingCommand] = []

    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = CGStrokeStyle()
        var ctm = CGAffineTransform.identity
        var alpha: CGFloat = 1
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
    }
    var state = GState()
    var savedStates: [GState] = []
    /// For each open transparency layer, the depth of `savedStates` inside it.
    private var layerStarts: [Int] = []
    /// The current path, in the coordinates it was built in (the CTM applies when it is used).
    var path = CGMutablePath()

    /// Our addition: a context of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    // MARK: Graphics state

    public func saveGState() {
        savedStates.append(state)
        commands.append(.saveGState)
    }

    /// An unmatched restore is ignored, as is one that would reach past the start of the open transparency layer.
    public func restoreGState() {
        guard savedStates.count > (layerStarts.last ?? 0), let saved = savedStates.popLast() else { return }
        state = saved
        commands.append(.restoreGState)
    }

    /// Begins a transparency layer (docs/uikit-rules.md 19.8): until `endTransparencyLayer()`, drawing goes into a
    /// clear picture that is then composited at the context's present alpha. Inside, the alpha is 1 and there is
    /// no shadow, as in Core Graphics; the graphics state is saved and restored around it.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(rect: nil)
    }

    /// Begins a transparency layer bounded by `rect`: nothing outside it is drawn until the layer ends.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(rect: rect)
    }

    /// Ends the innermost transparency layer, restoring the state it began in; ignored when none is open.
    public func endTransparencyLayer() {
        guard let start = layerStarts.popLast() else { return }
        while savedStates.count > start { restoreGState() }
        guard let saved = savedStates.popLast() else { return }
        state = saved
        commands.append(.endTransparencyLayer)
    }

    /// Our addition: what is drawn from here to the end of the innermost transparency layer masks that layer
    /// (a layer's `mask`, docs/uikit-rules.md 19.29); ignored when no layer is open.
    public func beginMask() {
        guard !layerStarts.isEmpty else { return }
        commands.append(.beginMask)
    }

    private func beginLayer(rect: CGRect?) {
        commands.append(.beginTransparencyLayer(rect: rect, alpha: state.alpha, transform: state.ctm))
        savedStates.append(state)
        layerStarts.append(savedStates.count)
        state.alpha = 1
        state.shadow = nil
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// Later drawing casts a shadow `offset` away (in the context's base coordinates, y down as in UIKit), blurred
    /// by `blur` points; a nil or clear colour turns it off (docs/uikit-rules.md 19.3).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let color = color.map { withAlpha($0) }
        state.shadow = (offset, Swift.max(0, blur), color)
        commands.append(.shadow(offset: offset, blur: Swift.max(0, blur), color: color))
    }
    /// Our addition: draws only the shadow that filling `path` casts with the current shadow, not the fill; a layer's
    /// shadow (19.3).
    public func castShadow(of path: CGPath) {
        guard state.shadow != nil else { return }
        commands.append(.castShadow(path: path, transform: state.ctm))
    }

    /// Our addition: blurs what is already drawn under `rect` by a Gaussian of `radius` points, within the clip (a
    /// visual effect view's backdrop, 19.28). Nothing for a radius of 0 or less.
    public func blurBackdrop(in rect: CGRect, radius: CGFloat) {
        guard radius > 0, radius.isFinite else { return }
        commands.append(.backdropBlur(rect: rect, radius: radius, transform: state.ctm))
    }

    /// A shadow one third black, as Core Graphics gives.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase
        state.stroke.dashLengths = lengths
    }

    // MARK: The transform

    public var ctm: CGAffineTransform { state.ctm }
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    // MARK: The current path

    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { path.currentPoint }
    public var boundingBoxOfPath: CGRect { path.boundingBox }
    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ other: CGPath) { path.addPath(other) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func closePath() { path.closeSubpath() }

    // MARK: Drawing

    /// Fills and/or strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path.copy()!
        path = CGMutablePath()
        guard !current.isEmpty else { return }
        switch mode {
        case .fill, .eoFill:
            recordFill(current, mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            recordStroke(current)
        case .fillStroke, .eoFillStroke:
            recordFill(current, mode == .eoFillStroke ? .evenOdd : .winding)
            recordStroke(current)
        }
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    public func strokePath() { drawPath(using: .stroke) }

    public func fill(_ rect: CGRect) { recordFill(CGPath(rect: rect, transform: nil), .winding) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { recordFill(CGPath(ellipseIn: rect, transform: nil), .winding) }
    public func stroke(_ rect: CGRect) { recordStroke(CGPath(rect: rect, transform: nil)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.stroke.lineWidth
        state.stroke.lineWidth = width
        stroke(rect)
        state.stroke.lineWidth = saved
    }
    public func strokeEllipse(in rect: CGRect) { recordStroke(CGPath(ellipseIn: rect, transform: nil)) }
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
            index += 2
        }
        recordStroke(segments)
    }
    public func clear(_ rect: CGRect) { commands.append(.clear(rect: rect, transform: state.ctm)) }

    /// Narrows the clip to the current path, then empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        let current = path.copy()!
        path = CGMutablePath()
        commands.append(.clip(path: current, rule: rule, transform: state.ctm))
    }

    public func clip(to rect: CGRect) {
        commands.append(.clip(path: CGPath(rect: rect, transform: nil), rule: .winding, transform: state.ctm))
    }

    /// Our addition standing in for drawing a `CGImage`: records the image and where it goes.
    public func draw(_ image: UIImage, in rect: CGRect) {
        commands.append(.image(image, rect: rect, transform: state.ctm))
    }

    /// Our addition: records text drawn by `NSString.draw(at:withAttributes:)` and its kin: left-aligned, wrapped
    /// at words, as many lines as the rect holds.
    public func recordText(_ text: String, in rect: CGRect, fontName: String, fontSize: CGFloat, color: CGColor) {
        recordText(CGTextBox(text: text, rect: rect, fontName: fontName, fontSize: fontSize, color: color))
    }

    /// Our addition: records text set in a box (docs/uikit-rules.md 19.4); the context's alpha multiplies its colour.
    public func recordText(_ box: CGTextBox) {
        var box = box
        box.color = withAlpha(box.color)
        for index in box.fragments.indices { box.fragments[index].color = withAlpha(box.fragments[index].color) }
        commands.append(.text(box, transform: state.ctm))
    }

    /// Fills the clip with a gradient along the line from `start` to `end`, extended past the ends with the end
    /// colours (Core Graphics' `drawsBeforeStartLocation` and `drawsAfterEndLocation` always on).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]) {
        commands.append(.gradient(CGGradientDrawing(gradient: withAlpha(gradient), kind: .linear(start: start, end: end)),
                                  transform: state.ctm))
    }

    /// Fills the clip with a gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]) {
        let kind = CGGradientDrawing.Kind.radial(startCenter: startCenter, startRadius: startRadius,
                                                 endCenter: endCenter, endRadius: endRadius)
        commands.append(.gradient(CGGradientDrawing(gradient: withAlpha(gradient), kind: kind), transform: state.ctm))
    }

    /// Fills the clip with a gradient round `center`, starting at `angle` and going once round (19.16).
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        commands.append(.gradient(CGGradientDrawing(gradient: withAlpha(gradient), kind: .conic(center: center, angle: angle)),
                                  transform: state.ctm))
    }

    private func withAlpha(_ gradient: CGGradient) -> CGGradient {
        state.alpha == 1 ? gradient : CGGradient(stops: gradient.stops.map { ($0.location, withAlpha($0.color)) })
    }

    private func withAlpha(_ color: CGColor) -> CGColor {
        state.alpha == 1 ? color : (color.copy(alpha: color.alpha * state.alpha) ?? color)
    }

    private func recordFill(_ path: CGPath, _ rule: CGPathFillRule) {
        commands.append(.fill(path: path, rule: rule, color: withAlpha(state.fillColor), transform: state.ctm))
    }

    private func recordStroke(_ path: CGPath) {
        commands.append(.stroke(path: path, style: state.stroke, color: withAlpha(state.strokeColor),
                                transform: state.ctm))
    }
}
