import Foundation

/// Scrolling to items (docs/uikit-rules.md 16.9).
extension UICollectionView {
    /// Scrolls so the item shows at `scrollPosition` (per axis: the edge or centre named; an axis with no choice
    /// moves as little as needed to show the item), within the scrolling limits. An index path the collection view
    /// does not have is reported (UIKit raises) and nothing moves.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        prepareLayout()
        guard let rect = layoutAttributesIfValid(forItemAt: indexPath)?.frame else {
            Runtime.current.report("scrollToItem(at: [\(indexPath.map(String.init).joined(separator: ", "))]) ignored: \(describeBounds(of: indexPath))")
            return
        }
        let target = mainTarget(showing: rect, inSection: indexPath.section, at: scrollPosition)
        _ = scrollOrthogonalSection(indexPath.section, toShow: rect, at: scrollPosition, animated: animated)
        if animated {
            setContentOffset(target, animated: true)
        } else {
            stopMotion()
            contentOffset = target
        }
    }

    /// Our addition for the host: scrolls as little as needed so the whole item shows (docs/uikit-rules.md 16.9).
    /// False when the collection view does not have the item.
    @discardableResult
    public func scrollItemIntoView(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        prepareLayout()
        guard let rect = layoutAttributesIfValid(forItemAt: indexPath)?.frame else { return false }
        _ = scrollOrthogonalSection(indexPath.section, toShow: rect, at: [], animated: false)
        stopMotion()
        contentOffset = mainTarget(showing: rect, inSection: indexPath.section, at: [])
        layoutIfNeeded()
        return true
    }

    /// The collection view's offset that shows `rect` at `position`; an orthogonal section's item moves it along
    /// the layout's direction only (its section's scroll view takes the other, 16.35).
    private func mainTarget(showing rect: CGRect, inSection section: Int, at position: ScrollPosition) -> CGPoint {
        var target = clampedOffset(offset(showing: rect, at: position))
        if let band = orthogonalScrollers[section]?.band {
            if band.vertical { target.x = contentOffset.x } else { target.y = contentOffset.y }
        }
        return target
    }
}

extension UIScrollView {
    /// The offset that puts `rect` (content coordinates) at `position` on each axis, or moves as little as needed
    /// to show it on an axis with no position named; not yet within the limits.
    func offset(showing rect: CGRect, at position: UICollectionView.ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = rect.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = rect.midY - inset.top - visibleHeight / 2
        } else if position.contains(.bottom) {
            offset.y = rect.maxY - inset.top - visibleHeight
        } else if rect.minY < offset.y + inset.top {
            offset.y = rect.minY - inset.top
        } else if rect.maxY > offset.y + inset.top + visibleHeight {
            offset.y = rect.maxY - inset.top - visibleHeight
        }
        if position.contains(.left) {
            offset.x = rect.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = rect.midX - inset.left - visibleWidth / 2
        } else if position.contains(.right) {
            offset.x = rect.maxX - inset.left - visibleWidth
        } else if rect.minX < offset.x + inset.left {
            offset.x = rect.minX - inset.left
        } else if rect.maxX > offset.x + inset.left + visibleWidth {
            offset.x = rect.maxX - inset.left - visibleWidth
        }
        return offset
    }
}
