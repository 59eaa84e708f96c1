import Foundation

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How `contents` is placed in the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The object a layer asks to lay out and draw it. A view is its layer's delegate.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol CALayerDelegate: AnyObject {
    func layoutSublayers(of layer: CALayer)
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// A rectangle of content with geometry, appearance and sublayers (docs/uikit-rules.md 17).
///
/// A view's layer (`UIView.layer`, made on first use) holds no geometry of its own: frame, bounds, position,
/// opacity, hidden, `masksToBounds` and background colour read and write the view's (17.2), and its sublayers are
/// its view's subviews' layers interleaved with any layers added in code (17.4). The anchor point is the one
/// geometric value the layer keeps, and the view's geometry reads it (17.3). A layer made in code keeps all of its
/// state itself. Nothing is drawn: appearance properties are recorded for the protocol and for the screenshots.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class CALayer: @MainActor CustomStringConvertible {
    // MARK: Storage

    /// The view whose layer this is. Not retained (the view retains its layer); the view clears it when it goes.
    nonisolated(unsafe) unowned(unsafe) var owningView: UIView?
    /// Whether this is a view's layer; stays true after the view is gone.
    var isViewBacked = false

    // The geometry and flags of a layer that is not a view's.
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedOpacity: Float = 1
    var storedHidden = false
    var storedMasksToBounds = false
    var storedBackgroundColor: CGColor?
    /// The full transform; for a view's layer, its affine part is the view's transform unless the view changed it.
    var storedTransform = CATransform3D.identity
    /// Read by the view's geometry on every frame and conversion (17.3).
    @exclusivity(unchecked) var _anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The sublayer list. For a view's layer it is brought in step with the subviews whenever it is read (17.4).
    var storedSublayers: [CALayer] = []
    /// Weak: layers are few, and a layer may outlive its superlayer.
    weak var storedSuperlayer: CALayer?
    weak var storedDelegate: CALayerDelegate?
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    /// The animations added with `add(_:forKey:)` (docs/uikit-rules.md 17.22).
    var attachedAnimations: [AttachedAnimation] = []

    public required init() {}

    /// A layer with the other layer's properties, as Core Animation makes presentation copies.
    public convenience init(layer: Any) {
        self.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        copyAppearance(from: other)
    }

    /// Makes this the layer of `view`.
    func attach(to view: UIView) {
        owningView = view
        isViewBacked = true
        contentsScale = Runtime.current.screen.scale
    }

    func copyAppearance(from other: CALayer) {
        transform = other.transform
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsScale = other.contentsScale
        contentsGravity = other.contentsGravity
        name = other.name
    }

    // MARK: Geometry shared with a view (docs/uikit-rules.md 17.2, 17.3)

    open var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let view = owningView { view.bounds = newValue; return }
            guard newValue.isFiniteRect else { return report("bounds \(newValue) ignored: not finite") }
            storedBounds = newValue.standardized
        }
    }

    /// Where the anchor point lies in the superlayer: a view's center.
    open var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let view = owningView { view.center = newValue; return }
            guard newValue.x.isFinite, newValue.y.isFinite else { return report("position \(newValue) ignored") }
            storedPosition = newValue
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at `position` and that transforms turn about.
    /// Changing it keeps the position and moves the frame (17.3).
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return report("anchorPoint \(newValue) ignored") }
            guard newValue != _anchorPoint else { return }
            _anchorPoint = newValue
            if let view = owningView {
                if view.isInLayoutEngine { Runtime.current.layoutEngine?.frameChanged(view) }
                view.superview?.setNeedsLayout()
            }
        }
    }

    /// The rectangle in the superlayer: the bounds placed so that the anchor point sits at `position`, then
    /// transformed about it (the bounding box when the transform is not the identity).
    open var frame: CGRect {
        get {
            if let view = owningView { return view.frame }
            return Self.frame(bounds: storedBounds, position: storedPosition, anchor: _anchorPoint,
                              transform: CATransform3DGetAffineTransform(storedTransform))
        }
        set {
            if let view = owningView { view.frame = newValue; return }
            guard newValue.isFiniteRect else { return report("frame \(newValue) ignored: not finite") }
            let frame = newValue.standardized
            storedPosition = CGPoint(x: frame.minX + _anchorPoint.x * frame.width,
                                     y: frame.minY + _anchorPoint.y * frame.height)
            if CATransform3DGetAffineTransform(storedTransform).isIdentity { storedBounds.size = frame.size }
        }
    }

    static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let w = bounds.size.width, h = bounds.size.height
        let local = CGRect(x: -anchor.x * w, y: -anchor.y * h, width: w, height: h)
        if transform.isIdentity { return local.offsetBy(dx: position.x, dy: position.y) }
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// The layer's place in front of or behind its siblings (docs/uikit-rules.md 17.25): sublayers draw, and
    /// `hitTest(_:)` tries them, in `zPosition` order, siblings with equal values in `sublayers` order. The
    /// `sublayers` array keeps its order, and views' hit testing follows their subviews, as in UIKit.
    open var zPosition: CGFloat = 0
    open var anchorPointZ: CGFloat = 0

    /// Its affine part is the view's transform for a view's layer (17.6): setting a 3-D transform gives the view
    /// `CATransform3DGetAffineTransform` of it; reading gives the 3-D transform set last unless the view's
    /// transform has changed since, then the view's transform as a 3-D one.
    open var transform: CATransform3D {
        get {
            guard let view = owningView else { return storedTransform }
            let affine = view.transform
            if CATransform3DGetAffineTransform(storedTransform) == affine { return storedTransform }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            storedTransform = newValue
            if let view = owningView { view.transform = CATransform3DGetAffineTransform(newValue) }
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Applied to the sublayers about the anchor point; stored only.
    open var sublayerTransform = CATransform3D.identity

    // MARK: Appearance shared with a view (docs/uikit-rules.md 17.2)

    /// A view's alpha.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view = owningView { view.alpha = CGFloat(newValue); return }
            guard newValue.isFinite else { return }
            storedOpacity = Swift.min(Swift.max(newValue, 0), 1)
        }
    }

    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedHidden }
        set { if let view = owningView { view.isHidden = newValue } else { storedHidden = newValue } }
    }

    /// A view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? storedMasksToBounds }
        set { if let view = owningView { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }

    /// A view's background colour, a dynamic one resolved with the view's traits (17.8).
    open var backgroundColor: CGColor? {
        get {
            guard let view = owningView else { return storedBackgroundColor }
            guard let color = view.backgroundColor else { return nil }
            var resolved: CGColor?
            view.traitCollection.performAsCurrent { resolved = color.cgColor }
            return resolved
        }
        set {
            if let view = owningView { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
            else { storedBackgroundColor = newValue }
        }
    }

    // MARK: Appearance of the layer alone (docs/uikit-rules.md 17.5)

    open var cornerRadius: CGFloat = 0
    /// All four corners by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    /// Opaque black by default.
    open var borderColor: CGColor? = .black
    /// Opaque black by default; no shadow shows while `shadowOpacity` is 0.
    open var shadowColor: CGColor? = .black
    open var shadowOpacity: Float = 0
    /// (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    /// An image (a `CGImage` or `UIImage` in apps); kept as given.
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// 1 for a layer made in code; the screen's scale for a view's layer.
    open var contentsScale: CGFloat = 1
    open var isOpaque = false
    open var isDoubleSided = true
    open var name: String?
    /// A layer whose alpha masks this one; not one of the sublayers.
    open var mask: CALayer?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsGroupOpacity = true
    open var needsDisplayOnBoundsChange = false

    /// Our addition: whether any appearance property the protocol reports differs from its default (17.11).
    public var hasCustomAppearance: Bool {
        cornerRadius != 0 || borderWidth != 0 || shadowOpacity != 0 || masksToBounds
            || shadowOffset != CGSize(width: 0, height: -3) || shadowRadius != 3 || shadowColor != .black
            || borderColor != .black || shadowPath != nil
    }

    /// The view for a view's layer; otherwise the delegate set, held weakly.
    open var delegate: CALayerDelegate? {
        get { owningView ?? storedDelegate }
        set { if !isViewBacked { storedDelegate = newValue } }
    }

    // MARK: Layout and display (docs/uikit-rules.md 17.9)

    /// A view's layer asks its view for layout; another layer is laid out by `layoutIfNeeded()`.
    open func setNeedsLayout() {
        if let view = owningView { view.setNeedsLayout() } else { needsLayoutFlag = true }
    }

    open func needsLayout() -> Bool {
        if let view = owningView { return view.needsLayout }
        return needsLayoutFlag
    }

    /// Lays out this layer and then its sublayers where they need it; a view's layer lays out its view.
    open func layoutIfNeeded() {
        if let view = owningView { view.layoutIfNeeded(); return }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in storedSublayers where !sublayer.isViewBacked { sublayer.layoutIfNeeded() }
    }

    /// Asks the delegate; a view's layer leaves layout to its view's `layoutSubviews()`.
    open func layoutSublayers() {
        if !isViewBacked { storedDelegate?.layoutSublayers(of: self) }
    }

    open func setNeedsDisplay() {
        if let view = owningView { view.setNeedsDisplay() } else { needsDisplayFlag = true }
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        if let view = owningView { view.setNeedsDisplay(rect) } else { needsDisplayFlag = true }
    }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Asks the delegate to display, as Core Animation does; then `draw(in:)` into a recording context the size
    /// of the bounds.
    open func display() {
        if let delegate = storedDelegate {
            delegate.display(self)
            return
        }
        let context = CGContext(size: bounds.size, scale: contentsScale)
        draw(in: context)
    }

    open func draw(in ctx: CGContext) {
        storedDelegate?.draw(self, in: ctx)
    }

    // MARK: Hit testing (docs/uikit-rules.md 17.10)

    /// Whether `p`, in this layer's coordinates, lies in the bounds.
    open func contains(_ p: CGPoint) -> Bool {
        let b = bounds
        return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
    }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates. Hidden
    /// layers and their sublayers are skipped; outside a layer that masks to its bounds, nothing inside it is hit.
    /// Later sublayers are tried first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = pointFromSuperlayer(p)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The sublayers back to front as they draw: by `zPosition`, equal ones in `sublayers` order (17.25).
    var sublayersInDrawingOrder: [CALayer] {
        let layers = sublayers ?? []
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    func report(_ message: String) {
        Runtime.current.report("\(Self.self): \(message)")
    }

    public var description: String {
        "<\(Self.self)\(name.map { " \"\($0)\"" } ?? ""); frame = \(frame)>"
    }
}
