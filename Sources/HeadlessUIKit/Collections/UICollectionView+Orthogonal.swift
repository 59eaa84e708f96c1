import Foundation

/// Orthogonally scrolling sections (docs/uikit-rules.md 16.33-16.35). As in UIKit, such a section's cells live in a
/// scroll view of its own, a subview of the collection view laid over the section's groups as wide as the content
/// area (as tall, in a horizontal layout). The layout's attributes keep the frames the section has before it
/// scrolls; a cell's frame is that frame in its scroll view's content. The collection view shows the cells whose
/// frames meet that scroll view's bounds where they meet the collection view's own, and lays out again whenever the
/// section scrolls (a swipe, with its snapping; `scrollToItem`).
extension UICollectionView {
    /// Our addition: the scroll view an orthogonal section scrolls in (UIKit's is private), once the section has
    /// shown; nil for other sections.
    public func orthogonalScrollView(forSection section: Int) -> UIScrollView? {
        orthogonalScrollers[section]
    }

    /// Each orthogonal section's scroll offset, by section.
    var orthogonalOffsets: [Int: CGPoint] {
        orthogonalScrollers.isEmpty ? [:] : orthogonalScrollers.mapValues(\.contentOffset)
    }

    /// Makes, moves and removes the sections' scroll views to match the layout. A section keeps its offset while it
    /// stays orthogonal, on screen or not.
    func updateOrthogonalScrollers(_ bands: [Int: OrthogonalBand]) {
        for section in orthogonalScrollers.keys.sorted() where bands[section] == nil {
            orthogonalScrollers[section]?.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for section in bands.keys.sorted() {
            let band = bands[section]!
            if let scroller = orthogonalScrollers[section] {
                if scroller.band != band { scroller.apply(band, initial: false) }
                continue
            }
            let scroller = CollectionOrthogonalScrollView(band: band, owner: self)
            orthogonalScrollers[section] = scroller
            insertSubview(scroller, at: (backgroundView == nil ? 0 : 1) + visibleDecorationViews.count)
        }
    }

    /// `attributes` with the orthogonal sections' cells chosen again: those that meet each section's scroll view's
    /// bounds, within the collection view's visible `rect`.
    func withOrthogonalCells(_ attributes: [UICollectionViewLayoutAttributes], bands: [Int: OrthogonalBand],
                             visible rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result = attributes.filter { $0.representedElementCategory != .cell || bands[$0.indexPath.section] == nil }
        for section in bands.keys.sorted() {
            guard let frame = bands[section]?.frame, frame.intersects(rect),
                  let offset = orthogonalScrollers[section]?.contentOffset else { continue }
            let shown = frame.intersection(rect).offsetBy(dx: offset.x, dy: offset.y)
            for element in collectionViewLayout.layoutAttributesForElements(in: shown) ?? []
            where element.representedElementCategory == .cell && element.indexPath.section == section
                && element.frame.intersects(shown) {
                result.append(element)
            }
        }
        return result
    }

    /// The orthogonal section whose scroll view lies under `point` (collection view coordinates), and its offset.
    func orthogonalSection(at point: CGPoint) -> (section: Int, offset: CGPoint)? {
        for (section, scroller) in orthogonalScrollers where scroller.frame.contains(point) {
            return (section, scroller.contentOffset)
        }
        return nil
    }

    /// Scrolls an orthogonal section across so that `rect` (an item's frame as the layout gives it) shows at
    /// `position` there; false when the item's section does not scroll on its own.
    func scrollOrthogonalSection(_ section: Int, toShow rect: CGRect, at position: ScrollPosition, animated: Bool) -> Bool {
        guard let scroller = orthogonalScrollers[section] else { return false }
        let local = rect.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
        var target = scroller.clampedOffset(scroller.offset(showing: local, at: position))
        if scroller.band.vertical { target.y = scroller.contentOffset.y } else { target.x = scroller.contentOffset.x }
        if animated {
            scroller.setContentOffset(target, animated: true)
        } else {
            scroller.stopMotion()
            scroller.contentOffset = target
        }
        return true
    }
}

/// The scroll view of an orthogonal section (UIKit's, `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`, is
/// private too). It shows no indicators and adjusts no insets; its paging and snapping follow the section's
/// behaviour (16.34).
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView {
    private(set) var band: OrthogonalBand
    private weak var owner: UICollectionView?

    init(band: OrthogonalBand, owner: UICollectionView) {
        self.band = band
        self.owner = owner
        super.init(frame: band.frame)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        apply(band, initial: true)
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the section's place, size and behaviour; a new one starts with its first group at rest.
    func apply(_ band: OrthogonalBand, initial: Bool) {
        self.band = band
        frame = band.frame
        contentSize = band.contentSize
        let (before, after) = band.centeringInsets
        contentInset = band.vertical ? UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
                                     : UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
        isPagingEnabled = band.behavior == .paging
        switch band.behavior {
        case .paging, .groupPaging, .groupPagingCentered: decelerationRate = .fast
        case .none, .continuous, .continuousGroupLeadingBoundary: decelerationRate = .normal
        }
        let first = band.groups > 0 ? band.restingOffset(ofGroup: 0) : 0
        if initial {
            contentOffset = clampedOffset(band.vertical ? CGPoint(x: first, y: 0) : CGPoint(x: 0, y: first))
        } else if motion == nil, !isDragging {
            contentOffset = clampedOffset(contentOffset)
        }
    }

    override func didScroll() {
        super.didScroll()
        owner?.setNeedsLayout()
    }

    override func restingTarget(forProjected projected: CGPoint) -> CGPoint {
        let cross = band.vertical ? projected.x : projected.y
        let start = band.vertical ? dragStartOffset.x : dragStartOffset.y
        guard let snapped = band.snappedOffset(projected: cross, start: start) else {
            return super.restingTarget(forProjected: projected)
        }
        return clampedOffset(band.vertical ? CGPoint(x: snapped, y: projected.y) : CGPoint(x: projected.x, y: snapped))
    }
}

extension UICollectionViewLayoutAttributes {
    /// A copy whose frame is in the coordinates of a view at `origin` (an orthogonal section's scroll view).
    func shifted(by origin: CGPoint) -> UICollectionViewLayoutAttributes {
        let copy = copy()
        copy.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        return copy
    }
}

extension UICollectionViewCell {
    /// Our addition: the collection view showing this cell, directly or in an orthogonal section's scroll view.
    public var owningCollectionView: UICollectionView? {
        if let collectionView = superview as? UICollectionView { return collectionView }
        if let scroller = superview as? CollectionOrthogonalScrollView { return scroller.superview as? UICollectionView }
        return nil
    }
}
