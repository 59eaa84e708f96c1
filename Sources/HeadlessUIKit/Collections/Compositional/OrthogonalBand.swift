import Foundation

/// Where an orthogonally scrolling section's groups sit, and where its scroll view comes to rest
/// (docs/uikit-rules.md 16.33-16.35). "Main" is the layout's scrolling direction, "cross" the section's own.
struct OrthogonalBand: Equatable {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The layout scrolls vertically (the section then scrolls horizontally).
    var vertical: Bool
    /// The groups' extent along the main direction, in the collection view's content coordinates.
    var start: CGFloat
    var length: CGFloat
    /// The collection view's content area across: the section's scroll view is this long.
    var crossLength: CGFloat
    /// From the section's leading edge to past its last group and its trailing inset.
    var contentCrossLength: CGFloat
    /// Where the first group starts across (the section's leading inset), each group's length and the space between.
    var firstGroup: CGFloat
    var groupLength: CGFloat
    var groupSpacing: CGFloat
    var groups: Int

    /// The section's scroll view's frame in the collection view's content coordinates.
    var frame: CGRect {
        vertical ? CGRect(x: 0, y: start, width: crossLength, height: length)
                 : CGRect(x: start, y: 0, width: length, height: crossLength)
    }

    var contentSize: CGSize {
        vertical ? CGSize(width: contentCrossLength, height: length) : CGSize(width: length, height: contentCrossLength)
    }

    /// The offset across at which group `index` rests: its leading edge at the section's leading inset, or, for
    /// `.groupPagingCentered`, its centre at the scroll view's centre.
    func restingOffset(ofGroup index: Int) -> CGFloat {
        let leading = firstGroup + CGFloat(index) * (groupLength + groupSpacing)
        if behavior == .groupPagingCentered { return leading + groupLength / 2 - crossLength / 2 }
        return leading - firstGroup
    }

    /// `.groupPagingCentered` lets the first and last groups rest centred: the room that needs before the content
    /// and after it (the scroll view's content insets across).
    var centeringInsets: (before: CGFloat, after: CGFloat) {
        guard behavior == .groupPagingCentered, groups > 0 else { return (0, 0) }
        let before = max(0, -restingOffset(ofGroup: 0))
        let after = max(0, restingOffset(ofGroup: groups - 1) + crossLength - contentCrossLength)
        return (before, after)
    }

    /// The group whose resting offset is nearest `offset`.
    func nearestGroup(to offset: CGFloat) -> Int {
        let pitch = groupLength + groupSpacing
        guard groups > 0, pitch > 0 else { return 0 }
        let index = ((offset - restingOffset(ofGroup: 0)) / pitch).rounded()
        return Int(min(max(index, 0), CGFloat(groups - 1)))
    }

    /// Where a drag that started at `start` and heads for `projected` comes to rest across, before the limits:
    /// nil for `.continuous` and `.paging` (the scroll view's own glide and pages); the nearest group boundary for
    /// `.continuousGroupLeadingBoundary`; for `.groupPaging` and `.groupPagingCentered` the nearest group at most one
    /// group away from the one the drag started on.
    func snappedOffset(projected: CGFloat, start: CGFloat) -> CGFloat? {
        switch behavior {
        case .none, .continuous, .paging:
            return nil
        case .continuousGroupLeadingBoundary:
            return restingOffset(ofGroup: nearestGroup(to: projected))
        case .groupPaging, .groupPagingCentered:
            let from = nearestGroup(to: start)
            let wanted = min(max(nearestGroup(to: projected), from - 1), from + 1)
            return restingOffset(ofGroup: wanted)
        }
    }
}
