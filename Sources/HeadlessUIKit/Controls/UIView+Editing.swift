import Foundation

extension UIView {
    /// Makes the first responder in this view's subtree (a text field being edited...) resign. With `force` it
    /// loses first-responder status even if it refuses, as UIKit documents. Returns whether nothing in the subtree
    /// is first responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let view = responder as? UIView ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view === self || view.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }
}
