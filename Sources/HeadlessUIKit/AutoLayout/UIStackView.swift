import Foundation

/// A view that lays out a list of views in a row or a column, built on Auto Layout as UIKit's is
/// (docs/uikit-rules.md 11.65-11.80).
///
/// The stack view draws nothing. It places its `arrangedSubviews` with `NSLayoutConstraint`s of its own, identified
/// as UIKit identifies them (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-hiding`...), between itself (its `layoutMarginsGuide` when `isLayoutMarginsRelativeArrangement`) and
/// those views. Any change to the arrangement (the list, axis, distribution, alignment, spacing, a view's
/// `isHidden`) marks the stack view with `setNeedsUpdateConstraints()`, and its `updateConstraints` throws the old
/// constraints away and makes the new ones before the next layout. The constraint set is in
/// `UIStackView+Arrangement.swift`.
///
/// The stack view has no intrinsic content size (11.80): its natural size comes from those constraints, the
/// arranged views' intrinsic sizes plus the spacing, so position constraints alone can place it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length of the axis (11.71-11.76).
    public enum Distribution: Int, Sendable, CaseIterable {
        case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
    }

    /// How the arranged views sit across the axis (11.77). `top` is `leading` and `bottom` is `trailing`, as in
    /// UIKit, where they share raw values.
    public enum Alignment: Int, Sendable, CaseIterable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// As spacing, "use the default": for `spacing` that is 0, for a custom spacing it is `spacing` (11.69, 11.70).
    /// UIKit's value is `FLT_MAX`.
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As spacing, "use the system spacing" between the two views, 8 pt here (`LayoutSpacing.siblings`). UIKit's
    /// value is `FLT_MIN`.
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view places, in stack order; always a subset of `subviews` (11.66).
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The gap between adjacent arranged views: exact for the fill distributions, a minimum for equalSpacing and
    /// equalCentering. Negative values overlap the views (11.69).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Vertical stacks only: gaps run from the last baseline of a view to the first baseline of the next (11.79).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The arranged views are placed within the layout margins instead of the bounds (11.79).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacing after an arranged view, set with `setCustomSpacing(_:after:)`.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made and has active.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The arranged views' intrinsic lengths along the axis that the fillProportionally constraints were made
    /// with; nil when the distribution is another.
    var proportionsBasis: [CGFloat]?
    /// The arrangement changed since the constraints were made.
    var arrangementIsStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Non-failable, as UIKit's is (docs/uikit-rules.md 11.138), so a subclass's `required init(coder:)` chains to it.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// Adds each view as an arranged view and as a subview, in order (11.66).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The stack view needs its constraints made before its first layout.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: The arranged list (11.66, 11.67)

    /// Appends `view` to the arranged views (moving it to the end if it is already arranged) and makes it a
    /// subview if it is not one; a view that is already a subview keeps its place among the subviews.
    open func addArrangedSubview(_ view: UIView) {
        let end = arrangedSubviews.contains(where: { $0 === view }) ? arrangedSubviews.count - 1 : arrangedSubviews.count
        insertArrangedSubview(view, at: end)
    }

    /// Puts `view` at `stackIndex` in the arranged views. A view already arranged only changes its stack index (its
    /// subview index stays); any other view is also added as a subview if it is not one. An index past the end is
    /// refused (UIKit raises an exception; the host reports it and goes on).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            Runtime.current.report("insertArrangedSubview ignored: a UIStackView cannot arrange itself")
            return
        }
        let current = arrangedSubviews.firstIndex { $0 === view }
        let limit = current == nil ? arrangedSubviews.count : arrangedSubviews.count - 1
        guard stackIndex >= 0, stackIndex <= limit else {
            Runtime.current.report("insertArrangedSubview(_:at: \(stackIndex)) ignored: the index is out of bounds for a stack view with \(arrangedSubviews.count) arranged subviews")
            return
        }
        if let current {
            arrangedSubviews.remove(at: current)
            arrangedSubviews.insert(view, at: stackIndex)
        } else {
            if view.superview !== self {
                addSubview(view)
                // addSubview may have been refused (the view is an ancestor of the stack view).
                guard view.superview === self else { return }
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            arrangedSubviews.insert(view, at: stackIndex)
        }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged views. It stays a subview and stays where it is on screen, but the stack
    /// view no longer places it (11.66). Its custom spacing is forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        // The constraints that placed it go now, so that it is not held until the next constraints pass.
        let stale = arrangementConstraints.filter { $0.views.contains { $0 === view } }
        NSLayoutConstraint.deactivate(stale)
        arrangementConstraints.removeAll { constraint in stale.contains { $0 === constraint } }
        arrangementDidChange()
    }

    /// A subview that leaves the stack view leaves the arranged views too (11.66).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Custom spacing (11.70)

    /// The gap after `arrangedSubview`, which beats `spacing`. `spacingUseDefault` goes back to `spacing`;
    /// `spacingUseSystem` asks for the system spacing. Ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Passes

    /// Remakes the arrangement's constraints when something changed, then calls super.
    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            rebuildArrangementConstraints()
        }
        super.updateConstraints()
    }

    /// Keeps the fillProportionally shares in step with the arranged views' intrinsic sizes (a label's text may
    /// have changed since the constraints were made), then lets the engine's frames be applied.
    open override func layoutSubviews() {
        if let basis = proportionsBasis, basis != proportionalLengths(of: visibleArrangedSubviews) {
            rebuildArrangementConstraints()
        }
        super.layoutSubviews()
    }

    /// Something about the arrangement changed: its constraints are made again before the next layout.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    /// Called by `UIView.isHidden` on the superview of a view whose `isHidden` changed (11.67). Inside an animation
    /// block the stack view lays out at once, so that the collapse (or the reappearance) is part of the animation,
    /// as it is in UIKit.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        if UIView.inheritedAnimationDuration > 0, window != nil { layoutIfNeeded() }
    }
}
