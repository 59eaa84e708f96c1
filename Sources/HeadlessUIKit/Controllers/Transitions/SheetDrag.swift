import Foundation

/// A finger dragging a page or form sheet (docs/uikit-rules.md 7.39-7.40): a vertical pan on the presentation's
/// container that takes only touches coming down on the sheet. Dragged down from its smallest detent the sheet is
/// dismissed as the user dismisses it, the transition held while the finger is down; dragged from a larger detent,
/// or up, it moves between detents and tells the delegate where it came to rest.
@MainActor
final class SheetDrag: UIGestureRecognizerDelegate {
    private enum Mode {
        case idle
        /// Moving between detents; the detents' heights when the drag began.
        case detents([(detent: UISheetPresentationController.Detent, height: CGFloat)])
        /// Dismissing; what ends the held dismissal.
        case dismissal((Bool) -> Void)
        /// A dismissal that was refused, or nowhere to go: the sheet stays put.
        case refused
    }

    unowned let sheet: UISheetPresentationController
    let recognizer = UIPanGestureRecognizer()
    private var mode = Mode.idle
    private var startFrame = CGRect.zero

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = self
        recognizer.addTarget(self, action: SheetDrag.handle)
    }

    /// Touches on the sheet itself, outside any scroll view that scrolls vertically (pulling such content down is
    /// not handed to the sheet here: not yet done).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheetView = sheet.presentedView, let touched = touch.view, touched.isDescendant(of: sheetView) else {
            return false
        }
        var view: UIView? = touched
        while let current = view, current !== sheetView {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
               scroll.contentSize.height + scroll.adjustedContentInset.top + scroll.adjustedContentInset.bottom
                > scroll.bounds.height {
                return false
            }
            view = current.superview
        }
        return true
    }

    /// A drag that starts more vertical than horizontal.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let moved = recognizer.translation(in: nil)
        return abs(moved.y) > abs(moved.x)
    }

    private func handle(_ recognizer: UIPanGestureRecognizer) {
        guard let view = sheet.presentedView, let container = sheet.containerView else { return }
        let moved = recognizer.translation(in: container).y
        switch recognizer.state {
        case .began:
            startFrame = view.frame
            let detents = sheet.currentDetentContext.map(sheet.resolvedDetents(in:)) ?? []
            let atSmallest = detents.first.map { view.frame.height <= $0.height + 0.5 } ?? true
            if moved > 0, atSmallest {
                mode = sheet.beginDraggedDismissal().map(Mode.dismissal) ?? .refused
            } else {
                mode = detents.count > 1 ? .detents(detents) : .refused
            }
            follow(moved, in: container)
        case .changed:
            follow(moved, in: container)
        case .ended, .cancelled, .failed:
            let speed = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
            lift(moved: moved, speed: speed, ended: recognizer.state == .ended, in: container)
            mode = .idle
        default:
            break
        }
    }

    /// The sheet's top follows the finger, its bottom staying on the container's (7.39, 7.40).
    private func follow(_ moved: CGFloat, in container: UIView) {
        guard let view = sheet.presentedView else { return }
        let top: CGFloat
        switch mode {
        case .dismissal:
            top = startFrame.minY + max(0, moved)
        case .detents(let detents):
            let highest = startFrame.maxY - (detents.last?.height ?? startFrame.height)
            let lowest = startFrame.maxY - (detents.first?.height ?? startFrame.height)
            top = min(max(startFrame.minY + moved, highest), lowest)
        case .idle, .refused:
            return
        }
        view.frame = CGRect(x: startFrame.minX, y: top, width: startFrame.width, height: startFrame.maxY - top)
    }

    private func lift(moved: CGFloat, speed: CGFloat, ended: Bool, in container: UIView) {
        switch mode {
        case .dismissal(let end):
            // 7.39: decided as the swipe back decides.
            let lift = FingerLift(progress: moved / max(1, startFrame.height), speed: speed, ended: ended,
                                  duration: ModalPresentation.transitionDuration)
            MainRunLoop.current.schedule(
                after: lift.remaining, repeating: 0, kind: .transition,
                detail: lift.finishes ? "sheet dismissal finishing" : "sheet dismissal cancelled"
            ) { [weak self] _ in
                end(lift.finishes)
                if !lift.finishes { self?.sheet.relayOut() }
            }
        case .detents(let detents):
            // 7.40: the detent nearest the sheet's height, or the next one the way a flick goes.
            let height = startFrame.maxY - (sheet.presentedView?.frame.minY ?? startFrame.minY)
            var target = detents.min { abs($0.height - height) < abs($1.height - height) }!
            if speed < -FingerLift.decisiveSpeed, let higher = detents.first(where: { $0.height > height + 0.5 }) {
                target = higher
            } else if speed > FingerLift.decisiveSpeed, let lower = detents.last(where: { $0.height < height - 0.5 }) {
                target = lower
            }
            let before = sheet.currentDetentIdentifier
            sheet.selectedDetentIdentifier = target.detent.identifier
            sheet.relayOut()
            if before != target.detent.identifier {
                (sheet.delegate as? UISheetPresentationControllerDelegate)?
                    .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
            }
        case .refused, .idle:
            sheet.relayOut()
        }
    }
}

extension UISheetPresentationController {
    /// The identifier of the detent the sheet rests at now.
    var currentDetentIdentifier: Detent.Identifier? {
        currentDetentContext.flatMap { currentDetent(in: $0)?.0.identifier }
    }
}
