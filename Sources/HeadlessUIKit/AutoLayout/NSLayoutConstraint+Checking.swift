import Foundation

/// Whether a constraint holds in the geometry as it is now, measured from the views' frames rather than the engine
/// (what an inspector shows, and what a test of a laid-out storyboard asks).
extension NSLayoutConstraint {
    /// True when the relation holds in the current frames within `tolerance` points; nil when an item is gone
    /// or the constraint is not installed.
    public func holds(tolerance: CGFloat = 0.5) -> Bool? {
        guard let ancestor = installedOn ?? commonAncestorIfAny() else { return nil }
        let scrollContent = ancestor is UIScrollView && views.contains { $0 !== ancestor }
        guard let firstTerm, let first = Self.currentValue(firstTerm, in: ancestor, scrollContent: scrollContent) else { return nil }
        var rhs = constant
        if let secondTerm {
            guard let second = Self.currentValue(secondTerm, in: ancestor, scrollContent: scrollContent) else { return nil }
            rhs += multiplier * second
        }
        switch relation {
        case .equal: return abs(first - rhs) <= tolerance
        case .lessThanOrEqual: return first <= rhs + tolerance
        case .greaterThanOrEqual: return first >= rhs - tolerance
        }
    }

    private func commonAncestorIfAny() -> UIView? {
        let views = self.views
        guard let first = views.first else { return nil }
        return Self.closestCommonAncestor(first, views.dropFirst())
    }

    static func currentValue(_ term: Term, in ancestor: UIView, scrollContent: Bool) -> CGFloat? {
        switch term {
        case let .distance(from, to):
            guard let start = from.term, let end = to.term,
                  let a = currentValue(start, in: ancestor, scrollContent: scrollContent),
                  let b = currentValue(end, in: ancestor, scrollContent: scrollContent) else { return nil }
            return b - a
        case let .attribute(item, attribute):
            var rect: CGRect
            var view: UIView
            if let itemView = item as? UIView {
                view = itemView
                rect = itemView.bounds
                if attribute.isMargin {
                    rect = rect.inset(by: itemView.layoutMargins)
                } else if !(attribute == .firstBaseline || attribute == .lastBaseline) || LayoutEngine.textFont(of: itemView) == nil {
                    // docs/uikit-rules.md 11.177: measured on the alignment rectangle (a baseline in text is where
                    // the text is).
                    rect = AlignmentRect.inset(rect, by: AlignmentRect.insets(of: itemView))
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                view = owner
                rect = guide.layoutFrame
            } else {
                return nil
            }
            if scrollContent, let scrollView = item as? UIScrollView, scrollView === ancestor, !attribute.isMargin {
                // Between a scroll view and its content, the scroll view's edges are its content's, and its width,
                // height and centres its frame's, where it shows its content now (11.90).
                switch attribute {
                case .width, .height, .centerX, .centerY: rect = scrollView.bounds
                default: rect = CGRect(origin: .zero, size: scrollView.contentSize)
                }
            } else if view !== ancestor {
                // A negative size (11.123) keeps its sign: only its origin is converted.
                rect = rect.size.width < 0 || rect.size.height < 0
                    ? CGRect(origin: view.convert(rect.origin, to: ancestor), size: rect.size)
                    : view.convert(rect, to: ancestor)
            } else if let guide = item as? UILayoutGuide,
                      guide.kind == .scrollContent || guide.kind == .scrollFrame || guide.kind == .safeArea {
                // docs/uikit-rules.md 11.184: a scroll view's content and frame guides are in its content's
                // coordinates already (the frame guide where the content is scrolled to), as its subviews' frames are;
                // so is a view's safe area, which is in its bounds (11.227).
            } else {
                rect.origin = CGPoint(x: rect.origin.x - view.bounds.origin.x, y: rect.origin.y - view.bounds.origin.y)
            }
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            // Edges from the origin and size as they are: `minX`/`maxX` would standardize a negative size.
            let minX = rect.origin.x, maxX = rect.origin.x + rect.size.width
            let minY = rect.origin.y, maxY = rect.origin.y + rect.size.height
            switch attribute.withoutMargin {
            case .leading: return rightToLeft ? -maxX : minX
            case .trailing: return rightToLeft ? -minX : maxX
            case .left: return minX
            case .right: return maxX
            case .centerX: return (minX + maxX) / 2
            case .width: return rect.size.width
            case .top: return minY
            case .bottom: return maxY
            case .centerY: return (minY + maxY) / 2
            case .height: return rect.size.height
            case .firstBaseline:
                if let view = item as? UIView, let font = LayoutEngine.textFont(of: view) { return minY + font.ascender }
                return maxY
            case .lastBaseline:
                if let view = item as? UIView, let font = LayoutEngine.textFont(of: view) { return maxY + font.descender }
                return maxY
            default: return nil
            }
        }
    }
}

extension HeadlessHost {
    /// Auto Layout's problems as they are now: the constraints the engine broke and the views whose layout is
    /// ambiguous (docs/uikit-rules.md 11.58, 11.86).
    public struct LayoutProblems {
        public let brokenConstraints: [NSLayoutConstraint]
        public let ambiguousViews: [UIView]
    }

    public func layoutProblems() -> LayoutProblems {
        makeCurrent()
        guard let engine = runtime.layoutEngine else { return LayoutProblems(brokenConstraints: [], ambiguousViews: []) }
        engine.prepareLayoutPass(windows: runtime.windows)
        let ambiguous = engine.constrainedViews.filter { $0.window != nil && $0.hasAmbiguousLayout }
            .sorted { $0.instanceNumber < $1.instanceNumber }
        return LayoutProblems(brokenConstraints: engine.brokenConstraints, ambiguousViews: ambiguous)
    }
}
