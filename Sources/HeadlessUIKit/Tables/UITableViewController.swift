import Foundation

/// A controller whose view is a table and which is that table's data source and delegate (docs/uikit-rules.md 6.5).
///
/// Every data source and delegate method is declared here (and overridden with `override`, as in UIKit). With
/// static content from a storyboard (`<tableView dataMode="static">`) they answer from it: sections, titles,
/// cells and heights; without, there are no sections' rows until a subclass says so. `clearsSelectionOnViewWillAppear`
/// deselects the selected rows in `viewWillAppear`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let style: UITableView.Style
    open var clearsSelectionOnViewWillAppear = true
    /// Sections and cells from a storyboard's static table.
    var staticContent: StaticTableContent?

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The view, as a table. Setting it sets the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// A table the size of the screen, with this controller as data source and delegate (from the storyboard
    /// scene or the named nib when there is one).
    open override func loadView() {
        // docs/uikit-rules.md 8.28: a storyboard scene's view, or the named nib's.
        if storyboard != nil && storyboardScene != nil || nibName != nil {
            super.loadView()
        }
        guard let table = viewIfLoaded as? UITableView else {
            if let view = viewIfLoaded {
                Runtime.current.report("\(type(of: self))'s view is a \(type(of: view)), not a UITableView: using a new table")
            }
            view = UITableView(frame: UIScreen.main.bounds, style: style)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.dataSource = self
            tableView.delegate = self
            return
        }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        staticContent?.sections.count ?? 1
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticContent?.section(section)?.cells.count ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = staticContent?.cell(at: indexPath) { return cell }
        Runtime.current.report("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:): row \(indexPath.row) of section \(indexPath.section) shows an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticContent?.section(section)?.headerTitle
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticContent?.section(section)?.footerTitle
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { staticContent == nil }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        Runtime.current.report("\(type(of: self)) does not override tableView(_:commit:forRowAt:): the \(editingStyle) of row \(indexPath.row) in section \(indexPath.section) changed nothing")
    }

    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        staticContent?.height(at: indexPath) ?? tableView.rowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }

    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }

    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}

    /// The table's refresh control (UIKit's `UITableViewController.refreshControl`, docs/uikit-rules.md 6.7).
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A static table from a storyboard: sections with titles and their ready-made cells.
@MainActor
struct StaticTableContent {
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        /// Each cell's height from the file (nil: the table's row height).
        var heights: [CGFloat?]
    }

    var sections: [Section]

    func section(_ index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let section = section(indexPath.section), section.cells.indices.contains(indexPath.row) else { return nil }
        return section.cells[indexPath.row]
    }

    func height(at indexPath: IndexPath) -> CGFloat? {
        guard let section = section(indexPath.section), section.heights.indices.contains(indexPath.row) else { return nil }
        return section.heights[indexPath.row]
    }
}
