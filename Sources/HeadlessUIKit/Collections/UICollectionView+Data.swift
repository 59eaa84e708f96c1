import Foundation

/// Reading the data and keeping the visible elements' views as subviews (docs/uikit-rules.md 16.1-16.3).
extension UICollectionView {
    // MARK: Reloading

    /// Reads everything again on the next layout: counts, layout, cells. Visible views go back to their queues and
    /// the selection is cleared (docs/uikit-rules.md 16.8).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the counts now if they have not been read, or `reloadData` asked for it.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: indexPath) }
        visibleCellsByIndexPath.removeAll()
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) { endDisplaying(view, key) }
        visibleSupplementaryViews.removeAll()
        selectedIndexPaths.removeAll()
        prefetcher.forget()
        interactiveMovement = nil
        highlightedIndexPath = nil
        touchedIndexPath = nil
        itemCounts = readCounts()
        collectionViewLayout.dataDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Asks the data source for its section and item counts.
    func readCounts() -> [Int] {
        guard dataSource != nil else { return [] }
        let sections = max(0, askDataSource("numberOfSections(in:)") { $0.numberOfSections(in: self) } ?? 0)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            var items = askDataSource("collectionView(_:numberOfItemsInSection:)") {
                $0.collectionView(self, numberOfItemsInSection: section)
            } ?? 0
            if items < 0 {
                Runtime.current.report("collectionView(_:numberOfItemsInSection: \(section)) returned \(items): an item count cannot be negative; using 0")
                items = 0
            }
            counts.append(items)
        }
        return counts
    }

    // MARK: Laying out the visible elements

    /// Gives every element that meets the bounds a view at its place, and returns the others' views to their
    /// queues. Self-sizing cells the layout accepts new sizes for make it lay out again (a few rounds at most: the
    /// flow layout measures an item once).
    func layoutVisibleContent() {
        loadDataIfNeeded()
        for _ in 0..<8 {
            guard layoutVisibleElements() else { break }
        }
        updatePrefetching()
    }

    /// Asks the layout to prepare if it was invalidated or the bounds change invalidates it (16.2).
    func prepareLayout() {
        let layout = collectionViewLayout
        if let last = lastLayoutBounds, last != bounds, !layout.needsPrepare,
           layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            layout.needsPrepare = true
        }
        lastLayoutBounds = bounds
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let bands = layout.orthogonalBands
        if !bands.isEmpty || !orthogonalScrollers.isEmpty { updateOrthogonalScrollers(bands) }
    }

    /// One round of `layoutVisibleContent`; true when a self-sizing cell made the layout compute again.
    private func layoutVisibleElements() -> Bool {
        prepareLayout()
        let visible = bounds
        let layout = collectionViewLayout
        let bands = layout.orthogonalBands
        var attributes = layout.layoutAttributesForElements(in: visible) ?? []
        if !bands.isEmpty { attributes = withOrthogonalCells(attributes, bands: bands, visible: visible) }
        layout.visibleElementsWillShow(attributes, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        var wantedCells: [(IndexPath, UICollectionViewLayoutAttributes)] = []
        var wantedSupplementary: [(CollectionElementKey, UICollectionViewLayoutAttributes)] = []
        var wantedDecorations: [(CollectionElementKey, UICollectionViewLayoutAttributes)] = []
        var cellKeys = Set<IndexPath>(minimumCapacity: attributes.count)
        var viewKeys = Set<CollectionElementKey>()
        for element in attributes where !element.isHidden {
            switch element.representedElementCategory {
            case .cell:
                // An orthogonal section's cells were chosen by its own scroll view's bounds.
                guard bands[element.indexPath.section] != nil || element.frame.intersects(visible),
                      isValid(element.indexPath), cellKeys.insert(element.indexPath).inserted else { continue }
                wantedCells.append((element.indexPath, element))
            case .supplementaryView:
                let key = element.elementKey
                guard element.frame.intersects(visible), viewKeys.insert(key).inserted else { continue }
                wantedSupplementary.append((key, element))
            case .decorationView:
                let key = element.elementKey
                guard element.frame.intersects(visible), viewKeys.insert(key).inserted else { continue }
                wantedDecorations.append((key, element))
            }
        }
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (indexPath, cell) in visibleCellsByIndexPath where !cellKeys.contains(indexPath) { leaving.append((indexPath, cell)) }
        for (indexPath, cell) in leaving.sorted(by: { $0.0 < $1.0 }) {
            visibleCellsByIndexPath[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        var leavingViews: [(CollectionElementKey, UICollectionReusableView)] = []
        for (key, view) in visibleSupplementaryViews where !viewKeys.contains(key) { leavingViews.append((key, view)) }
        for (key, view) in leavingViews.sorted(by: { $0.0 < $1.0 }) {
            visibleSupplementaryViews[key] = nil
            endDisplaying(view, key)
        }
        removeDecorationViews(keeping: viewKeys)
        placeDecorationViews(wantedDecorations)

        var invalidated = false
        wantedCells.sort { $0.0 < $1.0 }
        for (indexPath, element) in wantedCells {
            let container = bands[indexPath.section] != nil ? orthogonalScrollers[indexPath.section] : nil
            var placed = container.map { element.shifted(by: $0.frame.origin) } ?? element
            if let movement = interactiveMovement, movement.current == indexPath, let position = movement.position,
               let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position) {
                placed = moving
            }
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell.superview !== (container ?? self) { addCell(cell, to: container) }
                place(cell, placed)
                continue
            }
            guard let cell = makeCell(at: indexPath) else { continue }
            place(cell, placed)
            visibleCellsByIndexPath[indexPath] = cell
            addCell(cell, to: container)
            askDelegate("collectionView(_:willDisplay:forItemAt:)") { $0.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
            if selfSize(cell, element) { invalidated = true }
        }
        for (key, element) in wantedSupplementary {
            if let view = visibleSupplementaryViews[key] {
                place(view, element)
                continue
            }
            guard let view = makeSupplementaryView(key) else { continue }
            place(view, element)
            visibleSupplementaryViews[key] = view
            addSubview(view)
            askDelegate("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)") {
                $0.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
            if selfSize(view, element) { invalidated = true }
        }
        if invalidated { collectionViewLayout.prepareIfNeeded() }
        return invalidated
    }

    /// Cells go below the supplementary views, above the background view and the decoration views (16.1, 16.37);
    /// an orthogonal section's cells go into its scroll view (16.33).
    private func addCell(_ cell: UICollectionViewCell, to container: UIScrollView?) {
        if let container {
            container.addSubview(cell)
        } else {
            insertSubview(cell, at: (backgroundView == nil ? 0 : 1) + visibleDecorationViews.count)
        }
    }

    /// Gives the view its attributes: frame (or, under a transform, bounds and centre), transform, alpha, hidden.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        if attributes.transform.isIdentity {
            if !view.transform.isIdentity { view.transform = .identity }
            if view.frame != attributes.frame { view.frame = attributes.frame }
        } else {
            view.bounds = CGRect(origin: view.bounds.origin, size: attributes.frame.size)
            view.center = attributes.center
            view.transform = attributes.transform
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        // UIKit draws elements by zIndex through their layers' zPosition (17.25); most views never need a layer.
        let z = CGFloat(attributes.zIndex)
        if z != 0 || (view._layer.map { $0.zPosition != 0 } ?? false) { view.layer.zPosition = z }
        view.apply(attributes)
    }

    /// Offers the view's preferred attributes to the layout (docs/uikit-rules.md 16.12); true when the layout takes
    /// them and computes again.
    private func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard layout.wantsPreferredAttributes(for: attributes) else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
        guard preferred.frame.size != attributes.frame.size,
              layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.recordPreferredAttributes(preferred, original: attributes)
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        layout.invalidateLayout(with: context)
        layout.needsPrepare = true
        return true
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let cell = askDataSource("collectionView(_:cellForItemAt:)", { $0.collectionView(self, cellForItemAt: indexPath) }) else {
            return nil
        }
        cellsCreated += 1
        if cell.reuseIdentifier == nil {
            Runtime.current.report("collectionView(_:cellForItemAt: [\(indexPath.section), \(indexPath.item)]) returned a cell that was not dequeued; UIKit requires cells from dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:)")
        }
        if cell.superview != nil, visibleCellsByIndexPath.values.contains(where: { $0 === cell }) {
            Runtime.current.report("collectionView(_:cellForItemAt: [\(indexPath.section), \(indexPath.item)]) returned a cell that is already in use; return a new or dequeued cell for each item")
        }
        let selected = selectedIndexPaths.contains(indexPath)
        cell.holdsConfigurationUpdates = true
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        cell.holdsConfigurationUpdates = false
        // docs/uikit-rules.md 16.42: the cell is brought up to date with its state once, before it is shown.
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    private func makeSupplementaryView(_ key: CollectionElementKey) -> UICollectionReusableView? {
        askDataSource("collectionView(_:viewForSupplementaryElementOfKind:at:)") {
            $0.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
    }

    /// The cell leaves the screen: off the collection view, `didEndDisplaying`, and into its reuse queue.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.isHighlighted = false }
        askDelegate("collectionView(_:didEndDisplaying:forItemAt:)") {
            $0.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        if let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) }
    }

    func endDisplaying(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        view.removeFromSuperview()
        askDelegate("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)") {
            $0.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        if let identifier = view.reuseIdentifier {
            supplementaryPool[Self.supplementaryKey(key.kind, identifier), default: []].append(view)
        }
    }

    // MARK: Looking things up

    public var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The item count the collection view holds for `section` (0 for a section it does not have, reported).
    public func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard itemCounts.indices.contains(section) else {
            Runtime.current.report("numberOfItems(inSection: \(section)): the collection view has \(itemCounts.count) section(s)")
            return 0
        }
        return itemCounts[section]
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// Why an index path is not one of the items, for reports.
    func describeBounds(of indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "an index path for a collection view has a section and an item" }
        guard itemCounts.indices.contains(indexPath.section) else {
            return "the collection view has \(itemCounts.count) section(s), so section \(indexPath.section) does not exist"
        }
        return "section \(indexPath.section) has \(itemCounts[indexPath.section]) item(s), so item \(indexPath.item) does not exist"
    }

    /// The layout's attributes for an item the collection view has, after preparing the layout.
    func layoutAttributesIfValid(forItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValid(indexPath) else { return nil }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        prepareLayout()
        return layoutAttributesIfValid(forItemAt: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        prepareLayout()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (in the collection view's coordinates, that is content coordinates), if any. Over an
    /// orthogonal section, the item that shows there as the section has scrolled (16.35).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        prepareLayout()
        var point = point
        let orthogonal = orthogonalSection(at: point)
        if let orthogonal { point = CGPoint(x: point.x + orthogonal.offset.x, y: point.y + orthogonal.offset.y) }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter { element in
            guard element.representedElementCategory == .cell, !element.isHidden, element.frame.contains(point),
                  isValid(element.indexPath) else { return false }
            if let orthogonal { return element.indexPath.section == orthogonal.section }
            return orthogonalScrollers[element.indexPath.section] == nil
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// The item a visible cell shows; nil for a cell that is not on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        for (indexPath, visible) in visibleCellsByIndexPath where visible === cell { return indexPath }
        return nil
    }

    public func indexPath(forSupplementaryView view: UICollectionReusableView) -> IndexPath? {
        for (key, visible) in visibleSupplementaryViews where visible === view { return key.indexPath }
        return nil
    }

    /// The cell of a visible item; nil when the item is off screen (as of the last layout).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    public var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items with cells on screen, in index path order (UIKit gives no order; sorted here so scripts can rely
    /// on it).
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
}
