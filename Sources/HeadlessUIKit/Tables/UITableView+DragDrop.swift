import Foundation

extension UITableView {
    /// Installs the table's drag and drop interactions when a delegate is first set, and keeps the drag one's
    /// `isEnabled` on `dragInteractionEnabled` (docs/uikit-rules.md 6.69).
    func updateListDragDrop() {
        guard dragDelegate != nil || dropDelegate != nil else {
            listDragDrop?.drag.isEnabled = false
            return
        }
        let parts = listDragDrop ?? TableDragDrop(table: self)
        if listDragDrop == nil {
            listDragDrop = parts
            addInteraction(parts.drag)
            addInteraction(parts.drop)
        }
        parts.drag.isEnabled = dragInteractionEnabled && dragDelegate != nil
    }
}

/// A table's drag and drop (docs/uikit-rules.md 6.69): a drag interaction whose items come from the drag delegate
/// for the row under the press, and a drop interaction that asks the drop delegate with the destination row and
/// hands it a coordinator on drop.
@MainActor
final class TableDragDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let table: UITableView
    private(set) var drag: UIDragInteraction!
    private(set) var drop: UIDropInteraction!
    /// The rows the items of the drag in flight came from.
    private var sources: [(item: UIDragItem, indexPath: IndexPath)] = []
    private var proposal = UITableViewDropProposal(operation: .cancel)
    private var destination: IndexPath?

    init(table: UITableView) {
        self.table = table
        drag = UIDragInteraction(delegate: self)
        drop = UIDropInteraction(delegate: self)
    }

    // MARK: Drag side

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let delegate = table.dragDelegate,
              let indexPath = table.indexPathForRow(at: session.location(in: table)) else { return [] }
        let items = delegate.tableView(table, itemsForBeginning: session, at: indexPath)
        sources = items.map { ($0, indexPath) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        table.dragDelegate?.tableView(table, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        table.dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        sources = []
        table.dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }

    // MARK: Drop side

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let delegate = table.dropDelegate else { return false }
        return delegate.tableView(table, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        table.dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        guard let delegate = table.dropDelegate else { return UIDropProposal(operation: .cancel) }
        destination = destinationIndexPath(for: session)
        proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        table.dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let delegate = table.dropDelegate else { return }
        let items = session.items.map { item in
            TableDropItem(dragItem: item, sourceIndexPath: sources.first { $0.item === item }?.indexPath)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal,
                                               session: session)
        delegate.tableView(table, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        table.dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    /// The row under the finger; below the last row, the end of the last section (its last row when the drag
    /// comes from this table, since a moved row leaves a place). UIHost's choice.
    private func destinationIndexPath(for session: UIDropSession) -> IndexPath? {
        let point = session.location(in: table)
        if let row = table.indexPathForRow(at: point) { return row }
        let last = table.numberOfSections - 1
        guard last >= 0 else { return nil }
        let rows = table.numberOfRows(inSection: last)
        if rows > 0, point.y < table.rectForRow(at: IndexPath(row: 0, section: 0)).minY { return IndexPath(row: 0, section: 0) }
        return IndexPath(row: max(0, rows - (sources.isEmpty ? 0 : 1)), section: last)
    }
}

@MainActor
final class TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize = .zero

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    /// Where `drop(_:toRowAt:)` put each item, in call order.
    private(set) var drops: [(UIDragItem, IndexPath)] = []

    init(items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        drops.append((dragItem, indexPath))
        let animator = DragAnimator()
        MainRunLoop.current.perform("UITableViewDropCoordinator.drop") { animator.run() }
        return animator
    }
}
