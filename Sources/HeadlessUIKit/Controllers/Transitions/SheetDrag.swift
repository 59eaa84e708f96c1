import Foundation

/// A finger dragging a page or form sheet (docs/uikit-rules.md 7.39-7.40, 7.43): a vertical pan on the
/// presentation's container that takes only touches coming down on the sheet, and drags over scrolled content only
/// when that content is at its top. Dragged down from its smallest detent the sheet is
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

    /// Touches on the sheet itself, in its scroll views too: whose a drag there is, the sheet's or the scroll
    /// view's, is decided when it begins (7.43).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheetView = sheet.presentedView, let touched = touch.view else { return false }
        return touched.isDescendant(of: sheetView)
    }

    /// A drag that starts more vertical than horizontal, and that the content under it does not scroll (7.43).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        takesDrag(moved: recognizer.translation(in: nil), in: recognizer.claimedTouches.first.flatMap(scrollView(under:)))
    }

    /// The innermost scroll view under `touch`, inside the sheet, that scrolls vertically.
    func scrollView(under touch: UITouch) -> UIScrollView? {
        guard let sheetView = sheet.presentedView else { return nil }
        var view = touch.view
        while let current = view, current !== sheetView {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled, scroll.scrollsVertically { return scroll }
            view = current.superview
        }
        return nil
    }

    /// 7.43: whether a drag that has moved `moved` (window points) over `scrollView` (nil: over no scroll view)
    /// moves the sheet. It must be more vertical than horizontal; over a scroll view, the content must be at its
    /// top, and then a drag down is the sheet's, and a drag up is too while `prefersScrollingExpandsWhenScrolledToEdge`
    /// holds and the sheet is below its largest detent. Otherwise the scroll view scrolls.
    func takesDrag(moved: CGPoint, in scrollView: UIScrollView?) -> Bool {
        guard abs(moved.y) > abs(moved.x) else { return false }
        guard let scrollView else { return true }
        guard scrollView.contentOffset.y <= scrollView.minimumOffset.y + 0.5 else { return false }
        if moved.y > 0 { return true }
        guard sheet.prefersScrollingExpandsWhenScrolledToEdge, let view = sheet.presentedView,
              let largest = sheet.currentDetentContext.map(sheet.resolvedDetents(in:))?.last else { return false }
        return largest.height > view.frame.height + 0.5
    }

    /// 7.43: whether a sheet's drag takes the drag that `scrollView`'s pan is about to begin (its content then
    /// does not scroll): the sheet must be receiving the same touch, and the scroll view be the one under it.
    static func takesDrag(of scrollView: UIScrollView) -> Bool {
        let pan = scrollView.panGestureRecognizer
        guard let touch = pan.claimedTouches.first else { return false }
        var view = scrollView.superview
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] {
                guard let drag = recognizer.delegate as? SheetDrag, recognizer === drag.recognizer,
                      recognizer.claimedTouches.contains(where: { $0 === touch }) else { continue }
                return drag.scrollView(under: touch) === scrollView
                    && drag.takesDrag(moved: pan.translation(in: nil), in: scrollView)
            }
            view = current.superview
        }
        return false
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
