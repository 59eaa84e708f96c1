import Foundation

/// A rectangle on screen and the object that manages its content (docs/uikit-rules.md 4).
///
/// Geometry follows UIKit: `bounds` and `center` are stored, `transform` applies about the center, and `frame` is
/// derived (the bounding box of the transformed bounds when the transform is not the identity). Concerns live in
/// extensions: hierarchy, layout and display, conversion and hit testing, animation, the layer.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Geometry (docs/uikit-rules.md 4.1, 4.2)

    // Hot stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`): every access is
    // on the main actor and none is held across a call that could reach it again, and the checks were a quarter
    // of the instructions of a tap (see docs/benchmarks.md).

    @exclusivity(unchecked) var _bounds: CGRect
    @exclusivity(unchecked) var _center: CGPoint
    @exclusivity(unchecked) var _transform: CGAffineTransform = .identity

    /// A frame with a non-finite component is reported and replaced by `.zero`, as the geometry setters ignore one.
    public init(frame: CGRect) {
        var frame = frame.standardized
        if !frame.isFiniteRect {
            Runtime.current.report("init(frame: \(frame)) of \(Self.self): every component must be finite; using .zero")
            frame = .zero
        }
        _bounds = CGRect(origin: .zero, size: frame.size)
        _center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// `init?(coder:)` exists so UIKit code that declares it compiles; there are no nib archives here.
    public required init?(coder: NSCoder) {
        _bounds = .zero
        _center = .zero
        super.init()
    }

    /// The view's rectangle in its superview's coordinates. With a non-identity transform it is the bounding box of
    /// the transformed bounds; setting it then moves the center only (UIKit documents the frame as undefined there).
    open var frame: CGRect {
        get {
            let size = _bounds.size
            let anchor = anchorFraction
            if _transform.isIdentity {
                return CGRect(x: _center.x - size.width * anchor.x, y: _center.y - size.height * anchor.y,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y,
                               width: size.width, height: size.height)
            return local.applying(_transform).offsetBy(dx: _center.x, dy: _center.y)
        }
        set {
            guard newValue.isFiniteRect else {
                Runtime.current.report("frame \(newValue) of \(Self.self) ignored: every component must be finite")
                return
            }
            let frame = newValue.standardized
            let anchor = anchorFraction
            center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
            if _transform.isIdentity {
                // Read and written whole: `bounds.size =` goes through the property's modify coroutine, which
                // allocates its frame for an overridable property (docs/uikit-rules.md 11.147).
                bounds = CGRect(origin: bounds.origin, size: frame.size)
            }
        }
    }

    /// The view's own coordinate system. Changing the origin scrolls the content (subviews); changing the size
    /// resizes the view around its center.
    open var bounds: CGRect {
        get { _bounds }
        set {
            guard newValue.isFiniteRect else {
                Runtime.current.report("bounds \(newValue) of \(Self.self) ignored: every component must be finite")
                return
            }
            setBounds(newValue.standardized)
        }
    }

    /// Stores new bounds and tells what depends on them; `bounds` standardizes them first, the engine's frames
    /// may carry a negative size (docs/uikit-rules.md 11.123).
    func setBounds(_ newValue: CGRect) {
        guard newValue != _bounds else { return }
        let oldSize = _bounds.size
        Runtime.current.animator.willChange(self, .bounds)
        _bounds = newValue
        if isInLayoutEngine { Runtime.current.layoutEngine?.frameChanged(self) }
        if newValue.size != oldSize {
            boundsSizeDidChange(from: oldSize)
        } else {
            setNeedsLayout()  // docs/uikit-rules.md 4.8: a scroll (origin change) triggers layout
        }
        if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // 6.62
    }

    /// The center of the frame in the superview's coordinates; with a layer anchor point other than the middle,
    /// the point of the frame at the anchor (the layer's `position`, docs/uikit-rules.md 17.3).
    open var center: CGPoint {
        get { _center }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Runtime.current.report("center \(newValue) of \(Self.self) ignored: both coordinates must be finite")
                return
            }
            guard newValue != _center else { return }
            Runtime.current.animator.willChange(self, .center)
            _center = newValue
            if isInLayoutEngine { Runtime.current.layoutEngine?.frameChanged(self) }
            if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // 6.62
        }
    }

    /// Applied about the center (docs/uikit-rules.md 4.2).
    open var transform: CGAffineTransform {
        get { _transform }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else {
                Runtime.current.report("transform \(newValue) of \(Self.self) ignored: every component must be finite")
                return
            }
            guard newValue != _transform else { return }
            Runtime.current.animator.willChange(self, .transform)
            _transform = newValue
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    // MARK: Appearance and behaviour flags (docs/uikit-rules.md 4.6)

    /// Defaults to 0 (docs/uikit-rules.md 4.5).
    open var tag: Int {
        get { _tag }
        set {
            if newValue != _tag { ViewIndex.tagChanged(self, from: _tag, to: newValue) }
            _tag = newValue
        }
    }
    /// The stored tag. `viewWithTag` reads it directly (an override of `tag` is not consulted): a full search of
    /// 100,000 views is a benchmark target.
    @exclusivity(unchecked) nonisolated(unsafe) final var _tag = 0

    /// Hides the view and its subtree: no drawing, no touches; layout still runs.
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet {
            guard isHidden != oldValue else { return }
            if !isHidden, window != nil { requeueDisplayInSubtree(Runtime.current) }
            if isHidden { resignFirstResponderInSubtree() }
            // A stack view collapses or restores a hidden arranged view (docs/uikit-rules.md 11.67).
            (superview as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
            if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // 6.62
        }
    }

    /// Below 0.01 the view cannot be hit. Clamped to 0...1.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet {
            if !alpha.isFinite { alpha = oldValue; return }
            if alpha < 0 { alpha = 0 } else if alpha > 1 { alpha = 1 }
            if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // 6.62
        }
        willSet {
            if newValue != alpha { Runtime.current.animator.willChange(self, .alpha) }
        }
    }

    open var backgroundColor: UIColor? {
        willSet {
            if newValue != backgroundColor { Runtime.current.animator.willChange(self, .backgroundColor) }
        }
    }

    open var isOpaque: Bool = true
    open var clipsToBounds: Bool = false
    /// A view whose alpha masks this view and its subviews (its layer becomes the layer's `mask`, 19.29), placed by
    /// its frame in this view's bounds; not a subview.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            _tintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }
    private var _tintColor: UIColor?

    /// Called when the view's tint changes: its own `tintColor` set to another colour, or an ancestor's that it
    /// takes (docs/uikit-rules.md 6.48). Overrides update what they draw in the tint; the default does nothing.
    open func tintColorDidChange() {}

    /// Tells this view, then the subviews that take their tint from it, depth first.
    private func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview._tintColor == nil { subview.tintDidChange() }
    }

    /// True by default; UILabel and UIImageView turn it off.
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    /// False by default: only the first touch of a multi-touch sequence reaches the view.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    /// While this view tracks a touch, no other view in its window receives touches.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    @exclusivity(unchecked) open var autoresizesSubviews: Bool = true

    // MARK: Accessibility (docs/uikit-rules.md 4.10)

    // Read for every node of every tree.get and by selectors: no dynamic exclusivity checks (see above).
    open var accessibilityIdentifier: String? {
        get { _accessibilityIdentifier }
        set {
            if newValue != _accessibilityIdentifier {
                ViewIndex.identifierChanged(self, from: _accessibilityIdentifier, to: newValue)
            }
            _accessibilityIdentifier = newValue
        }
    }
    /// The stored identifier, which `ViewIndex` indexes.
    @exclusivity(unchecked) nonisolated(unsafe) final var _accessibilityIdentifier: String?
    /// This view's places in `ViewIndex`'s buckets of views sharing a tag or an identifier.
    nonisolated(unsafe) final var _tagIndexSlot = 0
    nonisolated(unsafe) final var _identifierIndexSlot = 0
    @exclusivity(unchecked) open var accessibilityLabel: String?
    open var accessibilityHint: String?
    @exclusivity(unchecked) open var accessibilityValue: String?
    open var isAccessibilityElement: Bool = false
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Our addition: the `id` of the storyboard element this view was built from (`"Hm1-Lb-0a1"`), nil for a view
    /// made in code. Kept so the protocol layer can report a view's storyboard id (docs/uikit-rules.md 8.12).
    public internal(set) var storyboardElementID: String?

    // MARK: Hierarchy storage

    // The back pointers (superview, window, owning controller) do not keep their targets alive, as in UIKit. They
    // are unowned rather than weak: the owner clears them when it goes away (the deinitializers below and in
    // UIWindow and UIViewController) and on every removal, so they never dangle, and reading them on the touch path
    // costs no weak-reference side table. `nonisolated(unsafe)` lets those deinitializers, which Swift runs
    // nonisolated, clear them; everything else reaches them through the main actor.

    public internal(set) var superview: UIView? {
        get { _superview }
        set { _superview = newValue }
    }
    nonisolated var _superview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The superview as the back pointer itself. Read in place (`isSuperview(_:)`, `sharesSuperview(with:)`, the walk
    /// of the layout marks) it takes no reference, where binding `superview` retains the view and releases it again,
    /// on the runtime's slow path for a view with weak references (a screen's root view, a window): done for every
    /// constraint a screen installs (docs/uikit-rules.md 11.155).
    @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?

    /// Whether `view` is this view's superview, compared through the back pointer without taking a reference.
    func isSuperview(_ view: UIView) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether this view and `other` have the same superview (both have one), compared in place.
    func sharesSuperview(with other: UIView) -> Bool {
        guard let reference = superviewReference else { return false }
        return reference.toOpaque() == other.superviewReference?.toOpaque()
    }
    public internal(set) var subviews: [UIView] {
        get { _subviews }
        set { _subviews = newValue }
        // In place: with only get and set, `subviews.insert(...)` copied the whole array on every call, so adding
        // n subviews cost n² retains.
        _modify { yield &_subviews }
    }
    @exclusivity(unchecked) nonisolated(unsafe) var _subviews: [UIView] = []
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _window: UIWindow?
    /// The controller whose root view this is, for the responder chain.
    @exclusivity(unchecked) nonisolated(unsafe) package internal(set) unowned(unsafe) var owningViewController: UIViewController?

    /// The layer, made on first use of `layer` (docs/uikit-rules.md 17.1). The view retains it; the layer's pointer
    /// back is cleared in `deinit`.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var _layer: CALayer?

    /// The class of the view's layer, `CALayer` by default: override to give the view another layer class.
    open class var layerClass: AnyClass { CALayer.self }

    /// Whether `ViewDirectory` lists this view.
    @exclusivity(unchecked) nonisolated(unsafe) package internal(set) var isInViewDirectory = false

    deinit {
        if let layer = _layer { layer.owningView = nil }
        for subview in _subviews where subview._superview === self { subview._superview = nil }
        if isInViewDirectory { ViewDirectory.remove(number: instanceNumber) }
        if _tag != 0 { ViewIndex.tagChanged(self, from: _tag, to: 0) }
        if _accessibilityIdentifier != nil { ViewIndex.identifierChanged(self, from: _accessibilityIdentifier, to: nil) }
    }

    /// Clears the window pointer of every view in this subtree that points at `window`: the window is going away.
    nonisolated func forgetWindow(_ window: UIWindow) {
        if _window === window { _window = nil }
        for subview in _subviews { subview.forgetWindow(window) }
    }

    /// The window the view is in, or nil.
    open var window: UIWindow? { _window }

    // MARK: Layout and display state

    @exclusivity(unchecked) var needsLayout = true
    /// Some view at or below this one needs layout: the pass follows these marks down from the window.
    @exclusivity(unchecked) var needsLayoutInSubtree = true
    /// The union of the rects passed to `setNeedsDisplay` since the last draw, or nil when clean.
    var pendingDisplayRect: CGRect? = .infinite

    // MARK: Responder chain (docs/uikit-rules.md 5.4)

    /// The view's controller if this is that controller's root view, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    override var responderWindow: UIWindow? { firstResponderWindow }

    // MARK: Gesture recognizers (docs/uikit-rules.md 5.5; the logic is in `UIView+GestureRecognizers.swift`)

    /// nil until a recognizer is added: touch delivery looks at it on the touched view and every ancestor.
    @exclusivity(unchecked) var gestureRecognizerStorage: [UIGestureRecognizer]?
    /// The interactions added with `addInteraction(_:)` (docs/uikit-rules.md 6.10).
    var interactionStorage: [UIInteraction] = []

    /// The recognizers attached to this view, in the order added. Setting it detaches the old ones and attaches
    /// the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Asked on the view each of a recognizer's touches began on when the recognizer leaves `possible`; false
    /// makes it fail. Controls use it to keep their ancestors' recognizers from taking their touches.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Overridable hooks (the logic lives in the extensions: Swift cannot override extension members)

    /// Called before the view moves to a new superview (nil: removal). See `UIView+Hierarchy.swift` for the order.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    /// Called on the view and every descendant when the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out subviews. The default gives the subviews that Auto Layout places the frames the engine solved
    /// (docs/uikit-rules.md 11.48); autoresizing has already run when the size changed. Overrides call super first
    /// to keep constraint-based layout.
    open func layoutSubviews() {
        if autoLayout != nil || hasConstrainedSubviews { applyEngineFramesToSubviews() }
    }

    /// Why the view's next layout applies the engine's frames: every subview's (`.all`, and `.none` when the
    /// layout was asked for some other way) or only those the engine moved (docs/uikit-rules.md 11.104).
    @exclusivity(unchecked) var engineLayoutRequest: EngineLayoutRequest = .none
    /// The view's appearance override and trait-change registrations: nil until it has one.
    var traitState: TraitState?

    /// Called after the view's traits changed (docs/uikit-rules.md 13.4).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The runtime's own response to a trait change, after `traitCollectionDidChange(_:)` and the registrations: an
    /// app's override of that method, with or without super, cannot skip it. Colours are redrawn when the
    /// appearance changed, and a new text size lays the view out. A size class change marks nothing here: the
    /// rotation or resize that caused it lays out what moved. Subclasses whose metrics follow a trait add to it
    /// (7.70's bars).
    func runtimeTraitsDidChange(from previous: UITraitCollection, to now: UITraitCollection) {
        if now.hasDifferentColorAppearance(comparedTo: previous) { setNeedsDisplay() }
        if now.preferredContentSizeCategory != previous.preferredContentSizeCategory { setNeedsLayout() }
    }

    /// Auto Layout's state for this view: nil until the view first takes part (most views never do).
    @exclusivity(unchecked) var autoLayout: AutoLayoutState?
    /// Some subview is placed by the engine: this view's layout applies the solved frames.
    @exclusivity(unchecked) var hasConstrainedSubviews = false
    /// The engine has variables for this view: a frame change of a view that translates its frame is news to it.
    @exclusivity(unchecked) var isInLayoutEngine = false
    /// The engine's item for this view (its variables), kept here so that the engine finds it without a table
    /// look-up for each constraint that names the view (docs/uikit-rules.md 11.107).
    @exclusivity(unchecked) var engineItem: LayoutEngine.Item?

    /// Updates the constraints this view installs. Called bottom-up, before layout, on views marked with
    /// `setNeedsUpdateConstraints()`; an override changes its constraints and calls super last.
    open func updateConstraints() {
        autoLayout?.needsUpdateConstraints = false
    }

    /// Whether the view needs constraint-based layout even before it has constraints (its
    /// `updateConstraints` is then called once before its first layout).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the view is laid out with other safe area insets than it last had (`UIView+SafeArea.swift`).
    open func safeAreaInsetsDidChange() {}
    /// Called when `layoutMargins` is set to a new value.
    open func layoutMarginsDidChange() {}
    /// Whether `layoutMargins` include the safe area insets (true by default, as in UIKit).
    open var insetsLayoutMarginsFromSafeArea = true
    /// The margins set, 8 pt on each side by default.
    var ownLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// How the view's content reads: a forced direction decides which side leading is for it and its subviews
    /// (docs/uikit-rules.md 11.103).
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            Runtime.current.layoutEngine?.directionChanged()
            setNeedsLayout()
        }
    }

    /// `layoutMargins` was set: a controller's root view then keeps them (above the system minimum, 11.51).
    var hasCustomLayoutMargins = false
    /// Whether the view's margins grow to keep clear of its superview's where they reach into it (docs/uikit-rules.md
    /// 11.52). False by default.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { setNeedsLayout() } }
    }

    /// Whether the side margins grow so that the area between them is no wider than the readable width
    /// (`UILayoutGuide.readableWidth`, centred; docs/uikit-rules.md 8.23, 11.54). False by default.
    open var layoutMarginsFollowReadableWidth = false {
        didSet { if layoutMarginsFollowReadableWidth != oldValue { setNeedsLayout() } }
    }
    /// The safe area insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The size that best fits `size`. The default keeps the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size that best fits `targetSize` by the view's constraints, both dimensions pulled towards it at the
    /// fitting priority (docs/uikit-rules.md 11.56). Open, as UIKit's: cells override it to size themselves.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled towards `targetSize` at the
    /// given priorities (docs/uikit-rules.md 11.56, 11.57; `layoutFittingCompressedSize` asks for the smallest,
    /// `layoutFittingExpandedSize` for the largest). A view no constraint sizes answers its current size. Open, as
    /// UIKit's: table and collection views ask the cell itself when they size it (11.200), so overrides count.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        engineFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Resizes to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The insets from the frame to the alignment rectangle, the rectangle Auto Layout places and sizes
    /// (docs/uikit-rules.md 11.176): zero by default. A view whose insets change calls
    /// `invalidateIntrinsicContentSize()`, as an image view does when it takes a new image (11.179).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: the frame less `alignmentRectInsets` (docs/uikit-rules.md 11.176).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        AlignmentRect.inset(frame, by: alignmentRectInsets)
    }

    /// The frame for `alignmentRect`: the rectangle grown by `alignmentRectInsets` (docs/uikit-rules.md 11.176).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return AlignmentRect.inset(alignmentRect, by: UIEdgeInsets(top: -insets.top, left: -insets.left,
                                                                    bottom: -insets.bottom, right: -insets.right))
    }

    /// Draws the view's content into the current `UIGraphics` context; the screenshots call it with the bounds
    /// (docs/uikit-rules.md 17.23, 19.1). The view's own drawing is empty.
    open func draw(_ rect: CGRect) {}

    /// What the runtime's own views (image views, controls, bars) show, drawn before `draw(_:)` into `ctx` in the
    /// view's coordinates (docs/uikit-rules.md 19.5). Apps' views draw through `draw(_:)`.
    func drawStandardContent(in ctx: CGContext) {}

    /// The deepest view containing `point` that can receive touches (docs/uikit-rules.md 5.1; `UIView+HitTesting.swift`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // As CGRect.contains, on the stored bounds, which are always standardized.
        let b = _bounds
        return point.x >= b.origin.x && point.x < b.origin.x + b.size.width
            && point.y >= b.origin.y && point.y < b.origin.y + b.size.height
    }
}

public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
