/// Attaching recognizers to views (docs/uikit-rules.md 5.5).
///
/// A recognizer belongs to one view at a time. Adding it to a second view moves it: it leaves the first view's
/// `gestureRecognizers` (UIKit does the same, silently). Detaching a recognizer whose gesture is under way
/// cancels it (began/changed → cancelled, actions fire) or fails it (possible), and it resets at once: the
/// touches it had came from the view it left.
extension UIView {
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let current = gestureRecognizer.view {
            if current === self { return }
            current.removeGestureRecognizer(gestureRecognizer)
        }
        if gestureRecognizerStorage == nil { gestureRecognizerStorage = [] }
        gestureRecognizerStorage!.append(gestureRecognizer)
        gestureRecognizer.view = self
        Runtime.current.gestures.attachedCount += 1
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self, var list = gestureRecognizerStorage else { return }
        var index = 0
        while index < list.count {
            if list[index] === gestureRecognizer { list.remove(at: index) } else { index += 1 }
        }
        gestureRecognizerStorage = list.isEmpty ? nil : list
        let gestures = Runtime.current.gestures
        gestures.recognizerWasDetached(gestureRecognizer)
        gestureRecognizer.view = nil
        gestures.attachedCount = max(0, gestures.attachedCount - 1)
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in gestureRecognizerStorage ?? [] where !recognizers.contains(where: { $0 === old }) {
            removeGestureRecognizer(old)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
