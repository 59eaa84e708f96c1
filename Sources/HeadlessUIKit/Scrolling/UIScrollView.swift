import Foundation

/// A view whose bounds origin is the scrolled position of its content (docs/uikit-rules.md 6.4).
///
/// `contentOffset` is `bounds.origin`; subviews are the content, placed in content coordinates. The scroll view's own
/// `panGestureRecognizer` drags the content (`UIScrollView+Dragging.swift`); when the finger lifts the content
/// decelerates, snaps to a page or bounces back on the host clock, one frame every 1/60 s
/// (`UIScrollView+Motion.swift`); a pinch zooms the delegate's `viewForZooming(in:)` (`UIScrollView+Zooming.swift`).
///
/// Touches on the content: with `delaysContentTouches` (default true) the content gets `touchesBegan` only once the
/// finger has rested for `contentTouchDelay` (0.15 s) or lifted without dragging; a drag that starts first never
/// reaches the content. With `canCancelContentTouches` (default true) a drag that starts after the content got its
/// touches takes them over (the content gets `touchesCancelled`) when `touchesShouldCancel(in:)` agrees; otherwise
/// the content keeps the touch and nothing scrolls.
///
/// The scroll view is the delegate of its own recognizers, as in UIKit: do not replace their delegates.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// How fast the content slows down: the fraction of its speed kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998, UIKit's value.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99, UIKit's value.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    /// How long a resting finger waits before the content gets `touchesBegan` (UIKit's documented short delay).
    public static let contentTouchDelay: TimeInterval = 0.15

    // MARK: Content geometry

    open var contentSize: CGSize = .zero {
        didSet {
            if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // docs/uikit-rules.md 6.62
            if contentSize != oldValue { scrollEdgeMayHaveChanged() }  // 7.66
        }
    }

    /// The refresh control `refreshControl` installed (docs/uikit-rules.md 6.7).
    var installedRefreshControl: UIRefreshControl?

    /// Extra scrollable room around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            if KeyValueObserving.isActive { KeyValueObserving.objectDidChange(self) }  // docs/uikit-rules.md 6.62
        }
    }

    /// The insets scrolling uses: `contentInset` plus the safe area insets on the edges
    /// `contentInsetAdjustmentBehavior` adjusts (UIKit 11+): `.never` none; `.always` all four; `.scrollableAxes`
    /// top and bottom when the content scrolls vertically (taller than the bounds, or `alwaysBounceVertical`), left
    /// and right when it scrolls horizontally; `.automatic` as `.scrollableAxes`, and top and bottom always when the
    /// scroll view is the content scroll view (7.44: the controller's view, or its first subview) of a controller in
    /// a navigation or tab bar controller whose `automaticallyAdjustsScrollViewInsets` is true (docs/uikit-rules.md
    /// 7.17).
    open var adjustedContentInset: UIEdgeInsets {
        let (vertical, horizontal) = safeAreaAdjustedAxes
        let safe = safeAreaInsets
        var inset = contentInset
        inset.top += refreshInset
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The axes on which `adjustedContentInset` takes in the safe area (see there).
    var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .scrollableAxes, .automatic:
            var vertical = alwaysBounceVertical || contentSize.height > bounds.height
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic, let controller = controllerObservingAsContent,
               controller.automaticallyAdjustsScrollViewInsets,
               controller.navigationController != nil || controller.tabBarController != nil {
                vertical = true
            }
            return (vertical, horizontal)
        }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// The adjusted inset last reported.
    private var reportedAdjustedContentInset = UIEdgeInsets.zero

    /// A refresh control began or ended refreshing: the room it takes changes (docs/uikit-rules.md 6.7).
    func refreshingChanged() {
        adjustedContentInsetMayHaveChanged()
    }

    /// Reports a new `adjustedContentInset` (the hook, then the delegate); content resting at the top stays at
    /// the top, as in UIKit.
    func adjustedContentInsetMayHaveChanged() {
        let old = reportedAdjustedContentInset, new = adjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        if contentOffset.y == -old.top { contentOffset.y = -new.top }
        scrollEdgeMayHaveChanged()  // 7.66
        adjustedContentInsetDidChange()
        notifyDelegate("scrollViewDidChangeAdjustedContentInset") { $0.scrollViewDidChangeAdjustedContentInset(self) }
    }

    /// The point of the content at the scroll view's top-left corner: `bounds.origin`. Setting it moves the
    /// content at once and tells the delegate `scrollViewDidScroll`; it does not stop a deceleration under way.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Watches origin changes: every one is a scroll the delegate hears about.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { didScroll() }
        }
    }

    // MARK: Behaviour

    open weak var delegate: UIScrollViewDelegate? {
        didSet { delegateDidChange() }
    }

    /// Disabling it disables the pan recognizer: fingers no longer scroll (code still can).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    /// Dragging past the content's edge stretches (rubber band) and the content springs back.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var decelerationRate: DecelerationRate = .normal
    open var delaysContentTouches = true {
        didSet { delayRecognizer.isEnabled = delaysContentTouches }
    }
    open var canCancelContentTouches = true
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets (deprecated in iOS 13): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: State

    /// A finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// The content is being dragged.
    open internal(set) var isDragging = false
    /// The content moves on after the finger lifted.
    open internal(set) var isDecelerating = false

    // MARK: Zooming (UIScrollView+Zooming.swift)

    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// The zoom view's scale; setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    open var bouncesZoom = true
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    // MARK: Recognizers

    /// Drags the content. Its delegate is the scroll view.
    public let panGestureRecognizer: UIPanGestureRecognizer
    /// Zooms the content; nil while zooming is impossible (`maximumZoomScale` not above `minimumZoomScale`).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Holds the content's touches back for `contentTouchDelay` (`delaysContentTouches`).
    let delayRecognizer: ContentTouchDelayRecognizer

    // MARK: Bookkeeping for the extensions

    var storedZoomScale: CGFloat = 1
    var dragStartOffset: CGPoint = .zero
    var motion: ScrollMotion?
    var motionTimer: HostTimer?
    /// Counts motions started, so a frame can tell whether its motion was replaced while it ran.
    var motionGeneration = 0
    var zoomAnchor: CGPoint = .zero
    var zoomStartScale: CGFloat = 1
    weak var zoomingView: UIView?

    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollPanGestureRecognizer()
        delayRecognizer = ContentTouchDelayRecognizer()
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        panGestureRecognizer = ScrollPanGestureRecognizer()
        delayRecognizer = ContentTouchDelayRecognizer()
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        clipsToBounds = true
        panGestureRecognizer.name = "UIScrollView.pan"
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        delayRecognizer.name = "UIScrollView.delayContentTouches"
        delayRecognizer.delegate = self
        addGestureRecognizer(delayRecognizer)
    }

    // MARK: Overridable hooks (in the class body: Swift cannot override extension members)

    /// Whether a drag that starts after `view` got its touches may take them over. UIKit's default: yes, except
    /// for a `UIControl`, which keeps its touch (docs/uikit-rules.md 6.4).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Called after each change of `contentOffset`, before the delegate's `scrollViewDidScroll`. Subclasses (the
    /// table view) lay out their content here.
    func didScroll() {
        scrollEdgeMayHaveChanged()  // 7.66: the bars watching this scroll view
        notifyDelegate("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
    }

    /// The delegate changed. Subclasses cache their own view of it.
    func delegateDidChange() {}

    /// Where a drag whose glide would carry the content to `projected` comes to rest, before the delegate's
    /// `scrollViewWillEndDragging` may move it: with paging the nearest page (at most one from where the drag
    /// started), else `projected` within the limits. A collection view's orthogonal sections snap to their groups
    /// here (docs/uikit-rules.md 16.34).
    func restingTarget(forProjected projected: CGPoint) -> CGPoint {
        isPagingEnabled ? pageTarget(for: projected) : clampedOffset(projected)
    }

    // MARK: UIGestureRecognizerDelegate (for its own recognizers)

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return true }
        return panShouldBegin()
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // The delay recognizer only holds touches back, and a pinch pans as it zooms: the scroll view's own
        // recognizers never compete with each other.
        isOwnRecognizer(gestureRecognizer) && isOwnRecognizer(otherGestureRecognizer)
    }

    private func isOwnRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === panGestureRecognizer || recognizer === delayRecognizer || recognizer === pinchGestureRecognizer
    }

    // MARK: Delegate calls

    /// Logs the delegate call (kind `.delegate`) and makes it.
    func notifyDelegate(_ name: String, _ call: (UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        Runtime.current.logCallback(name, .delegate, delegate)
        call(delegate)
    }

    // MARK: Limits

    /// The smallest and largest offsets the content rests at.
    var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    var maximumOffset: CGPoint {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = minimumOffset
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - size.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - size.height))
    }

    /// `offset` brought within the resting limits.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether a finger moves the content along each axis: the content is larger than the view there, or the view
    /// bounces there anyway (`alwaysBounce…`).
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }
}
