import Foundation

/// Editing rows (docs/uikit-rules.md 6.5): swipe to delete, editing mode with delete and insert controls, and moving
/// rows with the reorder control.
///
/// Swipe to delete: a drag to the left on a row whose `editingStyleForRowAt` is `.delete` and which
/// `canEditRowAt` (outside editing mode) moves the row's content with the finger and shows the delete button under
/// it (`willBeginEditingRowAt` first). Released past 60 % of the row's width it deletes at once (UIKit's full
/// swipe); past half the button's width it stays open; otherwise it closes (`didEndEditingRowAt`). Tapping the
/// button calls `tableView(_:commit: .delete, forRowAt:)` then `didEndEditingRowAt`; a touch anywhere else on the
/// table only closes it.
///
/// Editing mode (`setEditing(true, animated:)`): each editable row shows a delete or insert control at its left
/// (tapping delete shows the delete button, tapping insert commits `.insert`) and, when `canMoveRowAt`, a reorder
/// control at its right: dragging it moves the row, and on release `targetIndexPathForMoveFromRowAt` decides
/// where it lands and `moveRowAt` tells the data source.
extension UITableView {
    /// The fraction of the row's width past which a released swipe deletes at once.
    static let fullSwipeFraction: CGFloat = 0.6

    func editingDidChange() {
        closeOpenSwipe()
        for (indexPath, cell) in visibleCellsByIndexPath {
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) } else { cellEditingDidChange(cell, at: indexPath) }
        }
        if isEditing, !allowsSelectionDuringEditing {
            for indexPath in selectedIndexPaths { setRow(indexPath, selected: false) }
        }
    }

    /// Adds or removes the editing and reorder controls of a cell to match its editing state.
    func cellEditingDidChange(_ cell: UITableViewCell, at knownIndexPath: IndexPath? = nil) {
        let indexPath = knownIndexPath ?? indexPath(for: cell)
        var style = UITableViewCell.EditingStyle.none
        var movable = false
        if cell.isEditing, let indexPath {
            if dataSource?.tableView(self, canEditRowAt: indexPath) == true {
                style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            }
            movable = dataSource?.tableView(self, canMoveRowAt: indexPath) == true
        }
        if cell.editingControl?.style != style || (style == .none && cell.editingControl != nil) {
            cell.editingControl?.removeFromSuperview()
            cell.editingControl = nil
            if style != .none {
                let control = TableEditingControlView(style: style)
                cell.addSubview(control)
                cell.editingControl = control
            }
        }
        if movable, cell.reorderControl == nil {
            let control = TableReorderControlView(frame: .zero)
            cell.addSubview(control)
            cell.reorderControl = control
        } else if !movable, let control = cell.reorderControl {
            control.removeFromSuperview()
            cell.reorderControl = nil
        }
        if !cell.isEditing { cell.hideDeleteConfirmation() }
        cell.setNeedsLayout()
    }

    // MARK: Swipe to delete

    /// Whether a drag with this translation, begun at `point`, is a swipe to delete or a swipe that reveals
    /// actions (docs/uikit-rules.md 6.8).
    func swipeMayBegin(translation: CGPoint, at point: CGPoint) -> Bool {
        guard !isEditing, translation.x != 0, abs(translation.x) > abs(translation.y),
              let indexPath = indexPathForRow(at: point), visibleCellsByIndexPath[indexPath] != nil else { return false }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) == true else { return false }
        if let configuration = swipeConfiguration(at: indexPath, leading: translation.x > 0) {
            return !configuration.actions.isEmpty
        }
        return translation.x < 0 && (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }

    private func swipeConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        return leading ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// A swipe action's button was tapped, or a full swipe chose the first action: the handler runs, and its
    /// completion closes the row's actions (docs/uikit-rules.md 6.8).
    func perform(_ action: UIContextualAction, from button: UIView, in cell: UITableViewCell) {
        action.handler(action, button) { [weak self, weak cell] _ in
            guard let self, let cell, let indexPath = self.indexPath(for: cell), self.swipedIndexPath == indexPath else { return }
            self.closeOpenSwipe()
        }
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let start = swipeRecognizer.startPoint(in: self), let indexPath = indexPathForRow(at: start),
                  let cell = visibleCellsByIndexPath[indexPath] else { return }
            if let open = swipedIndexPath, open != indexPath { closeOpenSwipe() }
            swipedIndexPath = indexPath
            askDelegate("tableView(_:willBeginEditingRowAt:)") { $0.tableView(self, willBeginEditingRowAt: indexPath) }
            let leading = pan.translation(in: self).x > 0
            if let configuration = swipeConfiguration(at: indexPath, leading: leading), cell.swipeActionsView == nil {
                let actions = TableSwipeActionsView(configuration: configuration, leading: leading)
                cell.addSubview(actions)
                cell.swipeActionsView = actions
            } else if !leading {
                attachDeleteButton(to: cell, at: indexPath)
            }
            cell.swipeOffset = swipeOffset(for: pan, in: cell)
        case .changed:
            guard let indexPath = swipedIndexPath, let cell = visibleCellsByIndexPath[indexPath] else { return }
            cell.swipeOffset = swipeOffset(for: pan, in: cell)
        case .ended, .cancelled:
            guard let indexPath = swipedIndexPath, let cell = visibleCellsByIndexPath[indexPath] else { return }
            if let actions = cell.swipeActionsView {
                endActionSwipe(pan, cell: cell, actions: actions)
                return
            }
            guard let button = cell.deleteConfirmationView else { return }
            let pulled = -pan.translation(in: self).x
            if pan.state == .ended, pulled > cell.bounds.width * Self.fullSwipeFraction {
                commitEditing(.delete, of: cell)
            } else if pan.state == .ended, pulled >= button.preferredWidth / 2 {
                cell.showingDeleteConfirmation = true
                cell.swipeOffset = -button.preferredWidth
            } else {
                closeOpenSwipe()
            }
        case .possible, .failed:
            break
        }
    }

    /// The row's content follows the finger towards the side whose actions it reveals.
    private func swipeOffset(for pan: UIPanGestureRecognizer, in cell: UITableViewCell) -> CGFloat {
        let x = pan.translation(in: self).x
        return cell.swipeActionsView?.isLeading == true ? max(0, x) : min(0, x)
    }

    /// docs/uikit-rules.md 6.8: released past 60 % of the row, the first action is performed (when the
    /// configuration allows a full swipe); past half the buttons' width they stay open; otherwise they close.
    private func endActionSwipe(_ pan: UIPanGestureRecognizer, cell: UITableViewCell, actions: TableSwipeActionsView) {
        let pulled = abs(swipeOffset(for: pan, in: cell))
        if pan.state == .ended, pulled > cell.bounds.width * Self.fullSwipeFraction,
           actions.configuration.performsFirstActionWithFullSwipe, let first = actions.buttons.first {
            perform(first.action, from: first, in: cell)
        } else if pan.state == .ended, pulled >= actions.preferredWidth / 2 {
            cell.showingDeleteConfirmation = true
            cell.swipeOffset = actions.isLeading ? actions.preferredWidth : -actions.preferredWidth
        } else {
            closeOpenSwipe()
        }
    }

    /// Shows the delete button of a row (the editing control's delete, or a swipe).
    func showDeleteConfirmation(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if let open = swipedIndexPath, open != indexPath { closeOpenSwipe() }
        if !isEditing {
            askDelegate("tableView(_:willBeginEditingRowAt:)") { $0.tableView(self, willBeginEditingRowAt: indexPath) }
        }
        swipedIndexPath = indexPath
        attachDeleteButton(to: cell, at: indexPath)
        cell.showingDeleteConfirmation = true
        cell.swipeOffset = -(cell.deleteConfirmationView?.preferredWidth ?? 0)
    }

    private func attachDeleteButton(to cell: UITableViewCell, at indexPath: IndexPath) {
        guard cell.deleteConfirmationView == nil else { return }
        let title = tableDelegate.map { $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) } ?? "Delete"
        let button = TableDeleteConfirmationView(title: title ?? "Delete")
        cell.addSubview(button)
        cell.deleteConfirmationView = button
    }

    /// Closes an open delete button; returns whether one was open.
    @discardableResult
    func closeOpenSwipe() -> Bool {
        guard let indexPath = swipedIndexPath else { return false }
        swipedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.hideDeleteConfirmation()
        if !isEditing {
            askDelegate("tableView(_:didEndEditingRowAt:)") { $0.tableView(self, didEndEditingRowAt: indexPath) }
        }
        return true
    }

    /// The delete button or the insert control was tapped: tells the data source.
    func commitEditing(_ style: UITableViewCell.EditingStyle, of cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        let wasSwipe = swipedIndexPath == indexPath && !isEditing
        if swipedIndexPath == indexPath {
            swipedIndexPath = nil
            cell.hideDeleteConfirmation()
        }
        askDataSource("tableView(_:commit:forRowAt:)") { $0.tableView(self, commit: style, forRowAt: indexPath) }
        if wasSwipe {
            askDelegate("tableView(_:didEndEditingRowAt:)") { $0.tableView(self, didEndEditingRowAt: indexPath) }
        }
    }

    // MARK: Reordering

    func beginReordering(_ cell: UITableViewCell, at point: CGPoint) {
        guard reordering == nil, let indexPath = indexPath(for: cell) else { return }
        reordering = TableReordering(cell: cell, from: indexPath, startCenterY: cell.center.y, startY: point.y)
        bringSubviewToFront(cell)
    }

    func continueReordering(_ cell: UITableViewCell, at point: CGPoint) {
        guard let reordering, reordering.cell === cell else { return }
        let lowest = geometry.contentHeight - cell.bounds.height / 2
        cell.center.y = min(max(reordering.startCenterY + point.y - reordering.startY, cell.bounds.height / 2), lowest)
    }

    func endReordering(_ cell: UITableViewCell, cancelled: Bool) {
        guard let current = reordering, current.cell === cell else { return }
        reordering = nil
        let source = current.from
        var proposed = indexPathForRow(at: CGPoint(x: 1, y: cell.center.y)) ?? source
        if !cancelled, proposed != source {
            proposed = askDelegate("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)") {
                $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            } ?? proposed
        }
        guard !cancelled, proposed != source, geometry.contains(proposed) else {
            setNeedsLayout()
            return
        }
        askDataSource("tableView(_:moveRowAt:to:)") { $0.tableView(self, moveRowAt: source, to: proposed) }
        applyRowMove(from: source, to: proposed)
    }
}

/// A row being dragged by its reorder control.
struct TableReordering {
    weak var cell: UITableViewCell?
    let from: IndexPath
    let startCenterY: CGFloat
    let startY: CGFloat
}

/// The swipe-to-delete drag: a pan that begins only for a leftward, mostly horizontal drag on a deletable row.
@MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil, let touch = touches.first, let window = touch.window {
            start = touch.location(in: window)
        }
        super.touchesBegan(touches, with: event)
    }

    override func mayBegin(with translation: CGPoint) -> Bool {
        guard let table = view as? UITableView, let point = startPoint(in: table) else { return false }
        return table.swipeMayBegin(translation: translation, at: point)
    }

    /// Where the finger first landed, in `view`'s coordinates.
    func startPoint(in view: UIView) -> CGPoint? {
        guard let start, let window = view.window else { return nil }
        return view.convert(start, from: window)
    }

    override func reset() {
        super.reset()
        start = nil
    }
}
