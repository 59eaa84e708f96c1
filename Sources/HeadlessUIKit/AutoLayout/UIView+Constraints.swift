import Foundation

/// What Auto Layout keeps per view, made the first time the view takes part (docs/uikit-rules.md 11).
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints installed on this view (it is their closest common ancestor), in the order they were added.
    @exclusivity(unchecked) var installed = InstalledConstraints()
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var layoutGuides: [UILayoutGuide] = []
    var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]
    var needsUpdateConstraints = false
    /// The `UIView-Encapsulated-Layout-*` constraints a container holds this view with (7.69): left, top, width,
    /// height.
    var encapsulation: [NSLayoutConstraint] = []

    init(for view: UIView) {
        // docs/uikit-rules.md 11.41: controls with a fixed size hug it harder than other views.
        let hugs: UILayoutPriority = view is UISwitch || view is UIStepper || view is UIActivityIndicatorView ? .defaultHigh : .defaultLow
        hugging = (hugs, hugs)
        needsUpdateConstraints = type(of: view).requiresConstraintBasedLayout
        if needsUpdateConstraints { Runtime.current.engine.needsConstraintUpdate(view) }
    }
}

/// Constraint-based layout on views (docs/uikit-rules.md 11.1-11.58).
extension UIView {
    var layoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState(for: self)
        autoLayout = state
        return state
    }

    /// True (the default for views made in code): the frame and autoresizing mask place the view, and the engine
    /// treats that frame as required. False: constraints place it.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue { superview?.hasConstrainedSubviews = true }
            Runtime.current.layoutEngine?.translationChanged(self)
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed.array ?? [] }

    /// Installs `constraint` on this view (it should be the closest common ancestor of its items, or one of them).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn == nil else { return }
        if let reason = constraint.invalidReason {
            Runtime.current.report("Unable to install constraint \(constraint) on \(type(of: self)): \(reason)")
            return
        }
        for view in constraint.views where !(view === self || view.isDescendant(of: self)) {
            Runtime.current.report("The view hierarchy is not prepared for the constraint \(constraint): when added to a view, the constraint's items must be descendants of that view (or the view itself). It was not installed on \(type(of: self)).")
            return
        }
        install(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        uninstall(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Installs the constraint here and adds it to the engine; `sides` are its sides, when the caller has
    /// looked them up already.
    func install(_ constraint: NSLayoutConstraint, sides: NSLayoutConstraint.Sides? = nil) {
        if let sides {
            install(constraint, presentSides: sides)
            return
        }
        layoutState.installed.append(constraint)
        constraint.installedOn = self
        Runtime.current.engine.add(constraint, installedOn: self, sides: constraint.sides)
        // docs/uikit-rules.md 6.100: a layout pass is asked for; only the views the new solution moves lay out.
        Runtime.current.constraintsChanged()
    }

    /// `install(_:sides:)` for sides whose items are all there, handed on to the engine as they are.
    func install(_ constraint: NSLayoutConstraint, presentSides sides: NSLayoutConstraint.Sides) {
        layoutState.installed.append(constraint)
        constraint.installedOn = self
        Runtime.current.engine.add(constraint, installedOn: self, presentSides: sides)
        Runtime.current.constraintsChanged()  // 6.100
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout?.installed.remove(constraint)
        constraint.installedOn = nil
        Runtime.current.layoutEngine?.remove(constraint)
        Runtime.current.constraintsChanged()  // 6.100
    }

    /// UIKit removes, when a view leaves its superview, the constraints that tie the view or its subtree to views
    /// outside it (docs/uikit-rules.md 11.84).
    func deactivateConstraintsCrossing(subtree root: UIView) {
        var ancestor: UIView? = root.superview
        while let view = ancestor {
            for constraint in view.constraints where constraint.views.contains(where: { $0 === root || $0.isDescendant(of: root) }) {
                view.uninstall(constraint)
            }
            ancestor = view.superview
        }
    }

    // MARK: Anchors

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    func anchor(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchorBase? {
        NSLayoutAnchorBase.anchor(of: self, for: attribute)
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else { return }
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in constraintsReferencing(guide) { constraint.installedOn?.uninstall(constraint) }
        autoLayout?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        Runtime.current.layoutEngine?.forget(guide)
    }

    private func constraintsReferencing(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            found += current.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            view = current.superview
        }
        return found
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = autoLayout?.systemGuides[kind] { return guide }
        let guide = kind == .keyboard ? UIKeyboardLayoutGuide(owningView: self) : UILayoutGuide(system: kind, owningView: self)
        layoutState.systemGuides[kind] = guide
        return guide
    }

    // MARK: Content size (docs/uikit-rules.md 11.38-11.43)

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = autoLayout ?? AutoLayoutState(for: self)
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        Runtime.current.layoutEngine?.contentPrioritiesChanged(self)
        superview?.setNeedsLayout()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = autoLayout ?? AutoLayoutState(for: self)
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        Runtime.current.layoutEngine?.contentPrioritiesChanged(self)
        superview?.setNeedsLayout()
    }

    // MARK: Passes (docs/uikit-rules.md 11.44-11.49)

    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        Runtime.current.engine.needsConstraintUpdate(self)
        setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs the constraints pass for this view and its subviews now: subviews first, then this view.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayout?.needsUpdateConstraints == true else { return }
        runConstraintsPass()
    }

    /// This view's part of the constraints pass: its controller's `updateViewConstraints` for a root view, else
    /// its own `updateConstraints`.
    func runConstraintsPass() {
        let runtime = Runtime.current
        if let controller = owningViewController {
            runtime.logCallback("updateViewConstraints", .viewController, controller)
            controller.updateViewConstraints()
        } else {
            runtime.logCallback("updateConstraints", .view, self)
            updateConstraints()
        }
        autoLayout?.needsUpdateConstraints = false
    }

    /// How many superviews the view has.
    var depth: Int {
        var depth = 0
        var view = superview
        while let current = view {
            depth += 1
            view = current.superview
        }
        return depth
    }

    /// docs/uikit-rules.md 11.123: the frame as the engine solved it. A size the constraints make negative stays
    /// negative, as UIKit applies it (its edges are where the constraints put them); `frame`'s setter would
    /// standardize it.
    ///
    /// docs/uikit-rules.md 11.161: a switch takes the size its constraints give it (its `frame` setter keeps 51×31
    /// for code, as `init(frame:)` does); it still draws a 51×31 switch.
    func applyEngineFrame(_ frame: CGRect) {
        let throughBounds = frame.size.width < 0 || frame.size.height < 0 || self is UISwitch
        guard throughBounds, transform.isIdentity else {
            self.frame = frame
            return
        }
        let anchor = anchorFraction
        center = CGPoint(x: frame.origin.x + frame.size.width * anchor.x, y: frame.origin.y + frame.size.height * anchor.y)
        setBounds(CGRect(origin: bounds.origin, size: frame.size))
    }

    /// Gives the subviews that constraints place the frames the engine solved.
    func applyEngineFramesToSubviews() {
        guard let engine = Runtime.current.layoutEngine else { return }
        let onlyMoved = engineLayoutRequest.isMoved
        engine.syncChangedFrames()
        let targets: [UIView]
        if onlyMoved, case let .moved(moved) = engineLayoutRequest {
            targets = moved.filter { $0.superview === self }
        } else {
            targets = subviews
        }
        engineLayoutRequest = .none
        // A view without subviews (most views a screen's constraints place) has no frame to read.
        if !targets.isEmpty {
            for (subview, frame) in zip(targets, engine.solvedFrames(of: targets)) {
                if let frame, frame != subview.frame { subview.applyEngineFrame(frame) }
            }
        }
        if let scrollView = self as? UIScrollView, let size = engine.solvedContentSize(of: scrollView),
           size != scrollView.contentSize {
            scrollView.contentSize = size
        }
    }

    // MARK: Fitting (docs/uikit-rules.md 11.56, 11.57)

    /// The size the view's constraints give it when its width and height are pulled towards `targetSize` at the
    /// given priorities (`layoutFittingCompressedSize` asks for the smallest, `layoutFittingExpandedSize` for the
    /// largest). A view no constraint sizes answers its current size. What `UIView`'s overridable
    /// `systemLayoutSizeFitting` methods answer by default.
    func engineFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // The constraints pass runs first, for this view's subtree, as UIKit's does: a view that is not in a
        // window yet (a cell being measured, a stack view) has its constraints made before it is measured.
        updateConstraintsIfNeeded()
        return Runtime.current.engine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Debugging (docs/uikit-rules.md 11.58)

    /// The active constraints that size or place this view on `axis`, its content-size constraints included.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        Runtime.current.layoutEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// Whether the constraints leave the view's frame free to take more than one value.
    public var hasAmbiguousLayout: Bool {
        Runtime.current.layoutEngine?.isAmbiguous(self) ?? false
    }

    /// UIKit moves an ambiguous view to another valid frame; here the engine's answer is deterministic and stays.
    public func exerciseAmbiguityInLayout() {}
}

extension UIScrollView {
    /// The content area: constraints to it give the scroll view its `contentSize` (docs/uikit-rules.md 11.55, 11.90).
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's visible frame, which does not scroll.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}

/// What a view's next layout asks of the engine (docs/uikit-rules.md 11.104).
enum EngineLayoutRequest {
    /// Nothing said: a layout applies every subview's solved frame.
    case none
    /// The layout was asked for (`setNeedsLayout()`): every subview's solved frame.
    case all
    /// Only the engine asked: the frames of these subviews, which it moved.
    case moved([UIView])

    var isMoved: Bool {
        if case .moved = self { return true }
        return false
    }

    mutating func append(_ view: UIView) {
        guard case var .moved(views) = self else { return }
        self = .none
        views.append(view)
        self = .moved(views)
    }
}
