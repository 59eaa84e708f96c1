import Foundation

/// Layout and display (docs/uikit-rules.md 2.2, 4.7, 4.8).
///
/// Layout triggers: a bounds size change (the view and its superview), a transform change, a bounds origin change
/// (scrolling), a subview added or removed (the parent, and the added view), and `setNeedsLayout()`. Marks propagate
/// up so that the pass after each event walks down from each window only into subtrees that need it.
extension UIView {
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    public func setNeedsLayout() {
        if isMarkedForLayout { return }
        engineLayoutRequest = .all
        markNeedsLayout()
    }

    /// Whether `setNeedsLayout()` would change nothing: the view is marked to apply every frame, and so are its
    /// superview (or it has none) and the runtime, as marking left them. Activation marks the view each constraint
    /// is installed on, most of a screen's on its root view, and a frame applied marks the view and its superview
    /// (docs/uikit-rules.md 11.153). The superview's mark is read through the back pointer in place (11.155).
    private var isMarkedForLayout: Bool {
        guard needsLayout, needsLayoutInSubtree, case .all = engineLayoutRequest else { return false }
        if let reference = superviewReference {
            unowned(unsafe) let parent = reference.takeUnretainedValue()
            if !parent.needsLayoutInSubtree { return false }
        }
        return Runtime.current.layoutRequested
    }

    /// The engine moved `subview` (docs/uikit-rules.md 11.104): this view lays out, and when nothing else asked
    /// for its layout, its default `layoutSubviews` applies the frames of the subviews the engine moved only.
    func setNeedsLayout(forEngineMove subview: UIView) {
        switch engineLayoutRequest {
        case .all:
            if needsLayout { return }
        case .moved:
            engineLayoutRequest.append(subview)
            if needsLayout { return }
        case .none:
            // Laid out already for another reason: every frame will be applied.
            if needsLayout { return }
            engineLayoutRequest = .moved([subview])
        }
        markNeedsLayout()
    }

    private func markNeedsLayout() {
        needsLayout = true
        Runtime.current.layoutRequested = true
        needsLayoutInSubtree = true
        // Up through the back pointers themselves, in place: no reference is taken to the views on the way (11.155).
        var reference = superviewReference
        while let current = reference {
            unowned(unsafe) let view = current.takeUnretainedValue()
            if view.needsLayoutInSubtree { break }
            view.needsLayoutInSubtree = true
            reference = view.superviewReference
        }
    }

    /// Runs pending layout now, top-down, starting from the topmost ancestor that needs it.
    public func layoutIfNeeded() {
        Runtime.current.updateTraitsIfNeeded()
        if let engine = Runtime.current.layoutEngine { engine.prepareLayoutPass(windows: Runtime.current.windows) }
        var root: UIView = self
        var view = superview
        while let ancestor = view {
            if ancestor.needsLayout { root = ancestor }
            view = ancestor.superview
        }
        root.layoutSubtreeIfNeeded()
    }

    /// Top-down: this view's `layoutSubviews` (between its controller's will/did hooks), then marked subviews.
    /// `superview`: the superview's safe area and translation to the window, worked out once for all its subviews
    /// (docs/uikit-rules.md 11.107, 11.126); nil at the top of the pass.
    func layoutSubtreeIfNeeded(superview known: SuperviewGeometry? = nil) {
        if needsLayout {
            needsLayout = false
            refreshSafeAreaInsets(superview: known)
            let runtime = Runtime.current
            let controller = owningViewController
            if let controller {
                controller.updateContentUnavailableIfNeeded()
                runtime.logCallback("viewWillLayoutSubviews", .viewController, controller)
                controller.viewWillLayoutSubviews()
            }
            runtime.logCallback("layoutSubviews", .view, self)
            layoutSubviews()
            controller?.placeContentUnavailableView()
            if let guides = autoLayout?.layoutGuides, !guides.isEmpty { updateTrackingGuides(guides) }
            if !needsLayout { engineLayoutRequest = .none }
            if let controller {
                runtime.logCallback("viewDidLayoutSubviews", .viewController, controller)
                controller.viewDidLayoutSubviews()
            }
        }
        guard needsLayoutInSubtree else { return }
        needsLayoutInSubtree = false
        // This view's safe area and translation, after its own layout, for the subviews that lay out (worked out
        // at the first).
        var geometry: SuperviewGeometry?
        var geometryKnown = false
        for subview in subviews where subview.needsLayoutInSubtree {
            if !geometryKnown {
                geometry = geometryForSubviews(superview: known)
                geometryKnown = true
            }
            subview.layoutSubtreeIfNeeded(superview: geometry)
        }
        // A layoutSubviews that marked its own view again gets its turn in the next pass.
        if needsLayout { needsLayoutInSubtree = true }
    }

    /// A tracking guide's constraints follow where its layout left it (11.137).
    private func updateTrackingGuides(_ guides: [UILayoutGuide]) {
        for case let guide as UITrackingLayoutGuide in guides where guide.tracksConstraints {
            guide.updateTrackedConstraints()
        }
    }

    // MARK: Sizing

    public func invalidateIntrinsicContentSize() {
        if isInLayoutEngine { Runtime.current.layoutEngine?.intrinsicSizeChanged(self) }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Autoresizing (docs/uikit-rules.md 4.7)

    func boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            let newSize = _bounds.size
            for subview in subviews {
                subview.autoresize(superviewSizeFrom: oldSize, to: newSize)
            }
        }
        if contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Distributes the superview's size change over this view's flexible margins and size, in proportion to their
    /// current lengths (equal shares when those are all zero). With nothing flexible on an axis, the view keeps its
    /// left (top) margin and size.
    func autoresize(superviewSizeFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let frame = self.frame
        let (x, width) = Self.distribute(
            newSize.width - oldSize.width,
            lead: frame.minX, length: frame.width, trail: oldSize.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.distribute(
            newSize.height - oldSize.height,
            lead: frame.minY, length: frame.height, trail: oldSize.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let resized = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        if resized != frame { self.frame = resized }
    }

    static func distribute(_ delta: CGFloat, lead: CGFloat, length: CGFloat, trail: CGFloat,
                           flexible: (lead: Bool, length: Bool, trail: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(lead, flexible.lead), (length, flexible.length), (trail, flexible.trail)]
        let flexibleParts = parts.filter(\.1)
        guard delta != 0, !flexibleParts.isEmpty else { return (lead, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.0 }
        func share(_ part: (CGFloat, Bool)) -> CGFloat {
            guard part.1 else { return 0 }
            return total == 0 ? delta / CGFloat(flexibleParts.count) : delta * part.0 / total
        }
        return (lead + share(parts[0]), length + share(parts[1]))
    }

    // MARK: Display (docs/uikit-rules.md 2.2)

    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks `rect` for redrawing; every mark before the next display pass coalesces into one `draw(_:)` call
    /// with the union of the rects.
    public func setNeedsDisplay(_ rect: CGRect) {
        if let pending = pendingDisplayRect {
            pendingDisplayRect = pending.union(rect)
        } else {
            pendingDisplayRect = rect
            if window != nil { Runtime.current.needsDisplay(self) }
        }
    }

    var isHiddenInHierarchy: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    func displayIfNeeded() {
        guard let rect = pendingDisplayRect, window != nil, !isHiddenInHierarchy else { return }
        pendingDisplayRect = nil
        let drawRect = rect.isInfinite ? bounds : rect
        Runtime.current.logCallback("draw(_:)", .view, self)
        draw(drawRect)
    }

    /// Queues draws that waited while this subtree was hidden.
    func requeueDisplayInSubtree(_ runtime: Runtime) {
        if pendingDisplayRect != nil { runtime.needsDisplay(self) }
        for subview in subviews { subview.requeueDisplayInSubtree(runtime) }
    }
}
