import Foundation

/// The constraints a stack view makes for its arrangement (docs/uikit-rules.md 11.67-11.79).
///
/// "Canvas" is what the arranged views are laid out in: the stack view, or its `layoutMarginsGuide` when
/// `isLayoutMarginsRelativeArrangement`. Along the axis ("start", "end", "length": leading/trailing/width for a
/// horizontal stack, top/bottom/height for a vertical one), over the visible arranged views v0…vn:
/// - `UISV-canvas-connection`: v0.start == canvas.start and canvas.end == vn.end (11.71);
/// - `UISV-spacing`: v(i+1).start == vi.end + gap (fill, fillEqually, fillProportionally) or >= (equalSpacing,
///   equalCentering), the gap being the custom spacing after vi or else `spacing` (11.69, 11.70); baseline to
///   baseline in a vertical stack with `isBaselineRelativeArrangement` (11.79);
/// - `UISV-fill-equally`: vi.length == v0.length (11.73);
/// - `UISV-fill-proportionally` @999: vi.length == share × (canvas.length − the gaps), the share being vi's
///   intrinsic length over the sum of them (equal shares when none has one) (11.74);
/// - `UISV-distributing`: equal gaps (equalSpacing, required) or equal distances between centers (equalCentering,
///   @749: below compression resistance, so the gaps first shrink to `spacing`, then the views shrink) (11.75, 11.76);
/// - `UISV-ambiguity-suppression`: vi.length == 0 at a priority between 10 and 20 that grows with i. It settles
///   only what every higher priority leaves open, so it decides ties between equal hugging or compression
///   priorities by index: the earliest view takes extra room, the latest gives up room first (11.72, 11.75).
/// Across the axis ("leading", "trailing", "center", "breadth"), with f the first visible view (11.77):
/// - fill: f pinned to both canvas edges (`UISV-canvas-connection`), the others to f's edges (`UISV-alignment`);
/// - leading/top, center, trailing/bottom: f's edge or center on the canvas's, the others on f's; every view kept
///   inside the canvas (`UISV-spanning-boundary`);
/// - firstBaseline/lastBaseline (horizontal stacks; a vertical stack treats them as leading/trailing): the
///   baselines equal to f's, inside the canvas, and the group pulled to the canvas's top (first) or bottom (last)
///   at priority 20;
/// - every alignment but fill: the canvas pulled to the views' breadth @51 (`UISV-spanning-fit`), and each view's
///   breadth pulled to 0 @25 (`UISV-ambiguity-suppression`), which only matters for a view without an intrinsic
///   breadth.
/// A hidden arranged view (11.67) gets `UISV-hiding`: length == 0, its start on the end of the visible view
/// before it (the canvas's start if none), and across the axis only its position; it takes no part in spacing.
extension UIStackView {
    /// The attributes along the stack's axis and across it.
    struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, center, length) = (.leading, .trailing, .centerX, .width)
            } else {
                (start, end, center, length) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// Priorities of the constraints that are not required.
    enum ArrangementPriority {
        static let fillProportionally = UILayoutPriority(999)
        static let equalCentering = UILayoutPriority(749)
        static let spanningFit = UILayoutPriority(51)
        static let breadthSuppression = UILayoutPriority(25)
        static let baselineGravity = UILayoutPriority(20)
        static let emptyCanvas = UILayoutPriority(25)

        /// The index tie-break: from 10 (first view) up to just under 20 (last view).
        static func order(_ index: Int, of count: Int) -> UILayoutPriority {
            UILayoutPriority(10 + 10 * Float(index) / Float(max(1, count)))
        }
    }

    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The intrinsic lengths along the axis that fillProportionally shares by (no intrinsic length counts as 0).
    func proportionalLengths(of views: [UIView]) -> [CGFloat] {
        views.map { view in
            let size = view.intrinsicContentSize
            return max(0, axis == .horizontal ? size.width : size.height)
        }
    }

    /// `spacing`, or the custom spacing after `view`, with the two special values resolved (11.69, 11.70).
    func gap(after view: UIView) -> CGFloat {
        let standard = Self.resolve(spacing, default: 0)
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return standard }
        return Self.resolve(custom, default: standard)
    }

    static func resolve(_ value: CGFloat, default standard: CGFloat) -> CGFloat {
        if value == spacingUseSystem { return LayoutSpacing.siblings }
        if value == spacingUseDefault { return standard }
        return value
    }

    /// Throws the arrangement's constraints away and makes them again from the current state.
    func rebuildArrangementConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = visibleArrangedSubviews
        var made = axisConstraints(visible, canvas: canvas)
        made += alignmentConstraints(visible, canvas: canvas)
        made += hidingConstraints(visible, canvas: canvas)
        NSLayoutConstraint.activate(made)
        arrangementConstraints = made
        proportionsBasis = distribution == .fillProportionally ? proportionalLengths(of: visible) : nil
    }

    // MARK: Along the axis

    private func axisConstraints(_ views: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let edges = Edges(axis)
        guard let first = views.first, let last = views.last else {
            return [Self.make(canvas, edges.length, .equal, nil, .notAnAttribute,
                              priority: ArrangementPriority.emptyCanvas, "UISV-ambiguity-suppression")]
        }
        var made = [
            Self.make(first, edges.start, .equal, canvas, edges.start, "UISV-canvas-connection"),
            Self.make(canvas, edges.end, .equal, last, edges.end, "UISV-canvas-connection"),
        ]
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let exact = [.fill, .fillEqually, .fillProportionally].contains(distribution)
        var gaps: [CGFloat] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = self.gap(after: previous)
            gaps.append(gap)
            made.append(Self.make(next, baselines ? .firstBaseline : edges.start, exact ? .equal : .greaterThanOrEqual,
                                  previous, baselines ? .lastBaseline : edges.end, constant: gap, "UISV-spacing"))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                made.append(Self.make(view, edges.length, .equal, first, edges.length, "UISV-fill-equally"))
            }
        case .fillProportionally:
            let lengths = proportionalLengths(of: views)
            let total = lengths.reduce(0, +)
            let spacingTotal = gaps.reduce(0, +)
            for (view, length) in zip(views, lengths) {
                let share = total > 0 ? length / total : 1 / CGFloat(views.count)
                made.append(Self.make(view, edges.length, .equal, canvas, edges.length, multiplier: share,
                                      constant: -share * spacingTotal,
                                      priority: ArrangementPriority.fillProportionally, "UISV-fill-proportionally"))
            }
        case .equalSpacing:
            let (from, to) = baselines ? (NSLayoutConstraint.Attribute.lastBaseline, NSLayoutConstraint.Attribute.firstBaseline) : (edges.end, edges.start)
            made += equalDistances(views, from: from, to: to, priority: .required)
        case .equalCentering:
            made += equalDistances(views, from: edges.center, to: edges.center, priority: ArrangementPriority.equalCentering)
        }
        for (index, view) in views.enumerated() {
            made.append(Self.make(view, edges.length, .equal, nil, .notAnAttribute,
                                  priority: ArrangementPriority.order(index, of: views.count), "UISV-ambiguity-suppression"))
        }
        return made
    }

    /// The distance from each view's `from` to the next view's `to` equals the first such distance.
    private func equalDistances(_ views: [UIView], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute,
                                priority: UILayoutPriority) -> [NSLayoutConstraint] {
        let pairs = Array(zip(views, views.dropFirst()))
        guard let reference = pairs.first else { return [] }
        func distance(_ pair: (UIView, UIView)) -> NSLayoutDimension? {
            guard let start = pair.0.anchor(for: from), let end = pair.1.anchor(for: to) else { return nil }
            return NSLayoutDimension(from: start, to: end)
        }
        guard let referenceDistance = distance(reference) else { return [] }
        return pairs.dropFirst().compactMap { pair in
            guard let other = distance(pair) else { return nil }
            let constraint = other.makeConstraint(.equal, to: referenceDistance)
            constraint.priority = priority
            constraint.identifier = "UISV-distributing"
            return constraint
        }
    }

    // MARK: Across the axis

    /// The alignment with the baselines of a vertical stack read as leading and trailing (11.77).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    private func alignmentConstraints(_ views: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let across = Edges(axis == .horizontal ? .vertical : .horizontal)
        guard let first = views.first else {
            return [Self.make(canvas, across.length, .equal, nil, .notAnAttribute,
                              priority: ArrangementPriority.emptyCanvas, "UISV-ambiguity-suppression")]
        }
        let alignment = effectiveAlignment
        var made: [NSLayoutConstraint] = []
        /// The attribute that lines the views up, or nil for the baselines' and fill's own handling.
        let line: NSLayoutConstraint.Attribute?
        switch alignment {
        case .fill:
            made.append(Self.make(first, across.start, .equal, canvas, across.start, "UISV-canvas-connection"))
            made.append(Self.make(canvas, across.end, .equal, first, across.end, "UISV-canvas-connection"))
            for view in views.dropFirst() {
                made.append(Self.make(view, across.start, .equal, first, across.start, "UISV-alignment"))
                made.append(Self.make(view, across.end, .equal, first, across.end, "UISV-alignment"))
            }
            return made
        case .leading: line = across.start
        case .center: line = across.center
        case .trailing: line = across.end
        case .firstBaseline, .lastBaseline: line = nil
        }
        if let line {
            made.append(Self.make(first, line, .equal, canvas, line, "UISV-canvas-connection"))
            for view in views.dropFirst() {
                made.append(Self.make(view, line, .equal, first, line, "UISV-alignment"))
            }
        } else {
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in views.dropFirst() {
                made.append(Self.make(view, baseline, .equal, first, baseline, "UISV-alignment"))
            }
            // The group sits against the canvas's top (first baseline) or bottom (last baseline).
            let edge = alignment == .firstBaseline ? across.start : across.end
            for view in views {
                made.append(Self.make(view, edge, .equal, canvas, edge, priority: ArrangementPriority.baselineGravity,
                                      "UISV-canvas-connection"))
            }
        }
        for view in views {
            if alignment != .leading {
                made.append(Self.make(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary"))
            }
            if alignment != .trailing {
                made.append(Self.make(view, across.end, .lessThanOrEqual, canvas, across.end, "UISV-spanning-boundary"))
            }
            made.append(Self.make(view, across.length, .equal, nil, .notAnAttribute,
                                  priority: ArrangementPriority.breadthSuppression, "UISV-ambiguity-suppression"))
        }
        made.append(Self.make(canvas, across.length, .equal, nil, .notAnAttribute,
                              priority: ArrangementPriority.spanningFit, "UISV-spanning-fit"))
        return made
    }

    // MARK: Hidden views

    private func hidingConstraints(_ visible: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let edges = Edges(axis)
        let across = Edges(axis == .horizontal ? .vertical : .horizontal)
        let line: NSLayoutConstraint.Attribute = switch effectiveAlignment {
        case .fill, .leading, .firstBaseline: across.start
        case .center: across.center
        case .trailing, .lastBaseline: across.end
        }
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            made.append(Self.make(view, edges.length, .equal, nil, .notAnAttribute, "UISV-hiding"))
            if let previous {
                made.append(Self.make(view, edges.start, .equal, previous, edges.end, "UISV-hiding"))
            } else {
                made.append(Self.make(view, edges.start, .equal, canvas, edges.start, "UISV-hiding"))
            }
            made.append(Self.make(view, line, .equal, canvas, line, "UISV-alignment"))
            made.append(Self.make(view, across.length, .equal, nil, .notAnAttribute,
                                  priority: ArrangementPriority.breadthSuppression, "UISV-ambiguity-suppression"))
        }
        return made
    }

    // MARK: Making one

    static func make(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                     _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                     constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
