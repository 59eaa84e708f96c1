import Foundation

/// Where everything of a table is, top to bottom, in content coordinates: the table header view, then per section
/// its header, rows and footer, then the table footer view. Rows are found by binary search over running sums, so
/// finding the visible rows of a 100,000-row table costs a few comparisons.
struct TableGeometry {
    struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// `rowTops[i]` is row i's top relative to the end of the header; `rowTops[count]` is the rows' total height.
        var rowTops: [CGFloat]
        /// Rows whose height is automatic (self-sizing): estimated until the row is shown and measured.
        var automatic: [Bool] = []

        var rowCount: Int { rowTops.count - 1 }
        var rowsTop: CGFloat { top + headerHeight }
        var bottom: CGFloat { rowsTop + rowTops[rowCount] + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }
    var rowCounts: [Int] { sections.map(\.rowCount) }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    func isAutomatic(_ indexPath: IndexPath) -> Bool {
        let automatic = sections[indexPath.section].automatic
        return indexPath.row < automatic.count && automatic[indexPath.row]
    }

    func rowHeight(_ indexPath: IndexPath) -> CGFloat {
        let tops = sections[indexPath.section].rowTops
        return tops[indexPath.row + 1] - tops[indexPath.row]
    }

    /// Gives one row another height: the rows after it, and the sections after its section, move by the difference.
    mutating func setRowHeight(_ indexPath: IndexPath, to height: CGFloat) {
        let delta = height - rowHeight(indexPath)
        guard delta != 0 else { return }
        for row in (indexPath.row + 1)..<sections[indexPath.section].rowTops.count {
            sections[indexPath.section].rowTops[row] += delta
        }
        for section in (indexPath.section + 1)..<sections.count { sections[section].top += delta }
    }

    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        let section = sections[indexPath.section]
        let top = section.rowsTop + section.rowTops[indexPath.row]
        return CGRect(x: 0, y: top, width: width, height: section.rowTops[indexPath.row + 1] - section.rowTops[indexPath.row])
    }

    func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].headerHeight)
    }

    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: s.bottom - s.footerHeight, width: width, height: s.footerHeight)
    }

    func sectionRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: width, height: s.bottom - s.top)
    }

    /// The row whose rect contains `y`, if any.
    func indexPath(atY y: CGFloat) -> IndexPath? {
        guard let sectionIndex = lastIndex(in: sections.count, where: { sections[$0].top <= y }) else { return nil }
        let section = sections[sectionIndex]
        let local = y - section.rowsTop
        guard local >= 0, local < section.rowTops[section.rowCount] else { return nil }
        guard let row = lastIndex(in: section.rowCount, where: { section.rowTops[$0] <= local }) else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// Every row whose rect meets `minY..<maxY`, in order.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            let localMin = minY - section.rowsTop, localMax = maxY - section.rowsTop
            var row = lastIndex(in: section.rowCount, where: { section.rowTops[$0] <= localMin }) ?? 0
            while row < section.rowCount, section.rowTops[row] < localMax {
                if section.rowTops[row + 1] > localMin, section.rowTops[row + 1] > section.rowTops[row] {
                    result.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
        }
        return result
    }

    /// The last index in `0..<count` for which `isBefore` holds, for a predicate true up to some index and false after.
    private func lastIndex(in count: Int, where isBefore: (Int) -> Bool) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
