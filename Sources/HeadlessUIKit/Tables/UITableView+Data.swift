import Foundation

/// Reading the data, reusing cells and keeping the visible rows' cells as subviews (docs/uikit-rules.md 6.5).
extension UITableView {
    // MARK: Registration and reuse

    /// Makes cells of `cellClass` (a `UITableViewCell` subclass) for `identifier`, with
    /// `init(forReuseWithIdentifier:)`, which calls `init(style: .default, reuseIdentifier:)`. nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            Runtime.current.report("register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\") ignored: \(cellClass) is not a UITableViewCell subclass")
            return
        }
        cellRegistrations[identifier] = { type.init(forReuseWithIdentifier: identifier) }
    }

    /// Our addition: makes the cells for `identifier` with a closure (storyboard prototypes, cells with their own
    /// initializers).
    public func register(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () -> UITableViewCell) {
        cellRegistrations[identifier] = make
    }

    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            Runtime.current.report("register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\") ignored: \(aClass) is not a UITableViewHeaderFooterView subclass")
            return
        }
        headerFooterRegistrations[identifier] = { type.init(forReuseWithIdentifier: identifier) }
    }

    /// A cell for `indexPath`: one from the reuse queue (after `prepareForReuse`), else a new one of the registered
    /// class. An identifier nothing registered is reported (UIKit raises) and gives a default-style cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            Runtime.current.report("dequeueReusableCell(withIdentifier: \"\(identifier)\", for: [\(indexPath.section), \(indexPath.row)]): no class, closure or storyboard prototype is registered for \"\(identifier)\"; register one with register(_:forCellReuseIdentifier:). Using a default-style cell")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if geometry.contains(indexPath) {
            placeBeforeMeasuring(cell, at: indexPath, in: geometry.rowRect(indexPath, width: bounds.width))
        }
        return cell
    }

    /// Whether the row sizes itself and has not been measured yet.
    private func isUnmeasured(_ indexPath: IndexPath) -> Bool {
        geometry.isAutomatic(indexPath) && measuredRowHeights[indexPath] == nil
    }

    /// Puts the cell at its row; a cell of a row not measured yet keeps its own height (its prototype's) until it
    /// is, so its constraints never meet the row's estimate (docs/uikit-rules.md 11.83, 11.120).
    private func placeBeforeMeasuring(_ cell: UITableViewCell, at indexPath: IndexPath, in rect: CGRect) {
        cell.frame = isUnmeasured(indexPath)
            ? CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: cell.frame.height) : rect
    }

    /// A cell from the reuse queue (after `prepareForReuse`), else a new registered one, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusePool[identifier], let cell = queue.popLast() {
            reusePool[identifier] = queue
            cell.resetForReuse()
            Runtime.current.logCallback("prepareForReuse", .view, cell)
            cell.prepareForReuse()
            return cell
        }
        guard let make = cellRegistrations[identifier] else { return nil }
        let cell = make()
        if cell.reuseIdentifier == nil { cell.adoptReuseIdentifier(identifier) }
        return cell
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterPool[identifier], let view = queue.popLast() {
            headerFooterPool[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier]?()
    }

    // MARK: Reloading

    /// Reads everything again on the next layout: counts, heights, cells. Visible cells go back to their queues
    /// and the selection is cleared, as in UIKit.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the data now if it has not been read, or reloadData asked for it.
    func loadDataIfNeeded() {
        if needsReload {
            reloadNow()
        } else if needsGeometry {
            needsGeometry = false
            applyGeometry(buildGeometry())
        }
    }

    private func reloadNow() {
        needsReload = false
        needsGeometry = false
        measuredRowHeights.removeAll()
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
        visibleCellsByIndexPath.removeAll()
        removeSupplementaryViews()
        selectedIndexPaths.removeAll()
        prefetcher.forget()
        highlightedIndexPath = nil
        touchedIndexPath = nil
        applyGeometry(buildGeometry())
    }

    func applyGeometry(_ newGeometry: TableGeometry) {
        geometry = newGeometry
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        setNeedsLayout()
    }

    /// Asks the data source for the counts and the delegate for the heights.
    func buildGeometry() -> TableGeometry {
        var result = TableGeometry()
        guard dataSource != nil else { return result }
        let sectionCount = max(0, askDataSource("numberOfSections(in:)") { $0.numberOfSections(in: self) } ?? 0)
        let defaultRow = rowHeight >= 0 ? rowHeight : Self.defaultRowHeight
        var y = tableHeaderView?.frame.height ?? 0
        result.tableHeaderHeight = y
        result.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var rows = askDataSource("tableView(_:numberOfRowsInSection:)") {
                $0.tableView(self, numberOfRowsInSection: section)
            } ?? 0
            if rows < 0 {
                Runtime.current.report("tableView(_:numberOfRowsInSection: \(section)) returned \(rows): a row count cannot be negative; using 0")
                rows = 0
            }
            var tops: [CGFloat] = []
            tops.reserveCapacity(rows + 1)
            tops.append(0)
            var total: CGFloat = 0
            var automatic: [Bool] = []
            if let delegate = tableDelegate {
                automatic.reserveCapacity(rows)
                for row in 0..<rows {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = delegate.tableView(self, heightForRowAt: indexPath)
                    if height >= 0 {
                        total += height
                        automatic.append(false)
                    } else {
                        total += measuredRowHeights[indexPath] ?? estimatedHeight(indexPath, delegate)
                        automatic.append(true)
                    }
                    tops.append(total)
                }
            } else {
                automatic = Array(repeating: rowHeight < 0, count: rows)
                for row in 0..<rows {
                    total += rowHeight >= 0 ? rowHeight : measuredRowHeights[IndexPath(row: row, section: section)] ?? defaultEstimate
                    tops.append(total)
                }
            }
            var entry = TableGeometry.Section(top: y, headerHeight: headerHeight(section), footerHeight: footerHeight(section),
                                              rowTops: tops)
            entry.automatic = automatic
            result.sections.append(entry)
            y = entry.bottom
        }
        result.tableFooterHeight = tableFooterView?.frame.height ?? 0
        return result
    }

    /// A self-sizing row's height before it is shown: the delegate's estimate, else `estimatedRowHeight`, else
    /// the default row height (an estimate of 0 or `automaticDimension` means the default here).
    private func estimatedHeight(_ indexPath: IndexPath, _ delegate: UITableViewDelegate) -> CGFloat {
        let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        return estimate > 0 ? estimate : defaultEstimate
    }

    private var defaultEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight }

    /// A self-sizing row's height (docs/uikit-rules.md 11.83, 11.200): what the cell's `systemLayoutSizeFitting`
    /// answers at the row's width (by default its content view fitted by its constraints), or the default height
    /// when no constraint gives it one.
    func selfSizedHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        // The cell's own subtree only: `layoutIfNeeded` could lay out the table again from inside its layout.
        cell.layoutSubtreeIfNeeded()
        cell.fittingFoundNoConstraints = false
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        guard !cell.fittingFoundNoConstraints else { return Self.defaultRowHeight }
        return size.height > 0 ? size.height : Self.defaultRowHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForHeaderInSection: section), height >= 0 { return height }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        guard titled || style != .plain else { return 0 }
        return sectionHeaderHeight >= 0 ? sectionHeaderHeight : Self.defaultSectionHeaderHeight
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForFooterInSection: section), height >= 0 { return height }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        guard titled || style != .plain else { return 0 }
        return sectionFooterHeight >= 0 ? sectionFooterHeight : Self.defaultSectionHeaderHeight
    }

    // MARK: Laying out the visible rows

    /// Gives every row that meets the bounds a cell at its place, and returns the others' cells to their queues.
    func layoutVisibleContent() {
        loadDataIfNeeded()
        // Shown self-sizing rows take their measured heights; the rows after them move, so look again (a few
        // rounds at most: a measured row is not measured twice).
        for _ in 0..<8 {
            guard layoutVisibleRows() else { break }
        }
        updatePrefetching()
    }

    /// One round of `layoutVisibleContent`; true when a self-sizing row got another height than it had.
    private func layoutVisibleRows() -> Bool {
        let width = bounds.width
        if contentSize.width != width { contentSize.width = width }
        let visible = bounds
        let wanted = geometry.indexPaths(from: visible.minY, to: visible.maxY)
        var remeasured = false
        var wantedSet = Set<IndexPath>(minimumCapacity: wanted.count)
        for indexPath in wanted { wantedSet.insert(indexPath) }
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) && reordering?.cell !== cell {
            leaving.append((indexPath, cell))
        }
        for (indexPath, cell) in leaving.sorted(by: { $0.0 < $1.0 }) {
            visibleCellsByIndexPath[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for indexPath in wanted {
            let rect = geometry.rowRect(indexPath, width: width)
            if let cell = visibleCellsByIndexPath[indexPath] {
                if reordering?.cell !== cell { cell.frame = rect }
                continue
            }
            guard let cell = makeCell(at: indexPath) else { continue }
            // A self-sizing cell is measured at the row's width and its own height, before it takes the row's.
            let measuring = isUnmeasured(indexPath)
            placeBeforeMeasuring(cell, at: indexPath, in: rect)
            visibleCellsByIndexPath[indexPath] = cell
            insertSubview(cell, at: 0)
            if measuring {
                let height = selfSizedHeight(of: cell, width: width)
                measuredRowHeights[indexPath] = height
                let delta = height - rect.height
                if delta != 0 {
                    geometry.setRowHeight(indexPath, to: height)
                    // A row above the visible area that grows or shrinks keeps what is on screen in place.
                    if rect.maxY <= visible.minY { bounds.origin.y += delta }
                    contentSize = CGSize(width: width, height: geometry.contentHeight)
                    remeasured = true
                }
                cell.frame = geometry.rowRect(indexPath, width: width)
            }
            askDelegate("tableView(_:willDisplay:forRowAt:)") { $0.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        layoutSupplementaryViews(in: visible)
        return remeasured
    }

    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cell = askDataSource("tableView(_:cellForRowAt:)", { $0.tableView(self, cellForRowAt: indexPath) }) else {
            return nil
        }
        if cell.superview != nil, cell.superview !== self || visibleCellsByIndexPath.values.contains(where: { $0 === cell }) {
            Runtime.current.report("tableView(_:cellForRowAt: [\(indexPath.section), \(indexPath.row)]) returned a cell that is already in use; return a new or dequeued cell for each row")
        }
        cell.tableView = self
        let selected = selectedIndexPaths.contains(indexPath)
        cell.holdsConfigurationUpdates = true
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) } else { cellEditingDidChange(cell, at: indexPath) }
        cell.holdsConfigurationUpdates = false
        // docs/uikit-rules.md 16.42: the cell is brought up to date with its state once, before it is shown.
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    /// The cell leaves the screen: off the table, `didEndDisplaying`, and into its reuse queue.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        askDelegate("tableView(_:didEndDisplaying:forRowAt:)") {
            $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    private func removeSupplementaryViews() {
        for view in headerViews.values { recycleSupplementary(view) }
        for view in footerViews.values { recycleSupplementary(view) }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    private func recycleSupplementary(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool[identifier, default: []].append(reusable)
        }
    }

    /// Section headers and footers of the visible sections (plain tables keep the header of the top section pinned
    /// below the top inset while its rows show), and the table's header and footer views.
    private func layoutSupplementaryViews(in visible: CGRect) {
        let width = bounds.width
        var shownSections = Set<Int>()
        for (index, section) in geometry.sections.enumerated() where section.bottom > visible.minY && section.top < visible.maxY {
            shownSections.insert(index)
            if section.headerHeight > 0 {
                let view = headerViews[index] ?? makeSupplementary(header: true, section: index)
                if let view {
                    headerViews[index] = view
                    var rect = geometry.headerRect(index, width: width)
                    if style == .plain {
                        let pinned = visible.minY + adjustedContentInset.top
                        rect.origin.y = min(max(rect.origin.y, pinned), section.bottom - section.footerHeight - rect.height)
                        rect.origin.y = max(rect.origin.y, section.top)
                    }
                    view.frame = rect
                    bringSubviewToFront(view)
                }
            }
            if section.footerHeight > 0 {
                let view = footerViews[index] ?? makeSupplementary(header: false, section: index)
                if let view {
                    footerViews[index] = view
                    view.frame = geometry.footerRect(index, width: width)
                }
            }
        }
        for (index, view) in headerViews where !shownSections.contains(index) {
            recycleSupplementary(view)
            headerViews[index] = nil
        }
        for (index, view) in footerViews where !shownSections.contains(index) {
            recycleSupplementary(view)
            footerViews[index] = nil
        }
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: width,
                                  height: geometry.tableFooterHeight)
        }
    }

    private func makeSupplementary(header: Bool, section: Int) -> UIView? {
        let custom = header
            ? askDelegate("tableView(_:viewForHeaderInSection:)") { $0.tableView(self, viewForHeaderInSection: section) } ?? nil
            : askDelegate("tableView(_:viewForFooterInSection:)") { $0.tableView(self, viewForFooterInSection: section) } ?? nil
        let view: UIView
        if let custom {
            view = custom
        } else {
            let title = header
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            guard let title else { return nil }
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.textLabel?.text = title
            titled.accessibilityIdentifier = header ? "header.\(section)" : "footer.\(section)"
            view = titled
        }
        addSubview(view)
        return view
    }

    // MARK: Looking things up

    public var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sections.count
    }

    /// The row count the table holds for `section` (0 for a section it does not have, reported).
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            Runtime.current.report("numberOfRows(inSection: \(section)): the table has \(geometry.sections.count) section(s)")
            return 0
        }
        return geometry.sections[section].rowCount
    }

    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return geometry.sectionRect(section, width: bounds.width)
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        return geometry.rowRect(indexPath, width: bounds.width)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return geometry.headerRect(section, width: bounds.width)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return geometry.footerRect(section, width: bounds.width)
    }

    /// The row at `point` (in the table's coordinates, that is content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.indexPath(atY: point.y)
    }

    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        return geometry.indexPaths(from: rect.minY, to: rect.maxY)
    }

    /// The row a visible cell shows; nil for a cell that is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (indexPath, visible) in visibleCellsByIndexPath where visible === cell { return indexPath }
        return nil
    }

    /// The cell of a visible row; nil when the row is off screen (as of the last layout).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row shows at `scrollPosition` (`.none`: as little as needed), within the scrolling limits.
    /// In a plain table `.top` puts the row below its section's pinned header. An index path the table does not
    /// have is reported (UIKit raises) and nothing moves.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else {
            Runtime.current.report("scrollToRow(at: [\(indexPath.section), \(indexPath.row)]) ignored: \(describeBounds(of: indexPath))")
            return
        }
        let rect = geometry.rowRect(indexPath, width: bounds.width)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let pinnedHeader = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        var offset = contentOffset
        switch scrollPosition {
        case .top:
            offset.y = rect.minY - inset.top - pinnedHeader
        case .middle:
            offset.y = rect.midY - inset.top - visibleHeight / 2
        case .bottom:
            offset.y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY - pinnedHeader < offset.y + inset.top {
                offset.y = rect.minY - inset.top - pinnedHeader
            } else if rect.maxY > offset.y + inset.top + visibleHeight {
                offset.y = rect.maxY - inset.top - visibleHeight
            }
        }
        let target = clampedOffset(offset)
        if animated {
            setContentOffset(target, animated: true)
        } else {
            stopMotion()
            contentOffset = target
        }
    }

    /// Why an index path is not one of the table's rows, for reports.
    func describeBounds(of indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "an index path for a table has a section and a row" }
        guard geometry.sections.indices.contains(indexPath.section) else {
            return "the table has \(geometry.sections.count) section(s), so section \(indexPath.section) does not exist"
        }
        return "section \(indexPath.section) has \(geometry.sections[indexPath.section].rowCount) row(s), so row \(indexPath.row) does not exist"
    }
}
