import Foundation

/// A view that turns a tap on itself, not on one of its subviews, into `backgroundTapped()`: the clear layers
/// behind popovers, menus and searches that end them when tapped (docs/uikit-rules.md 6.10, 6.12, 7.10).
@MainActor
class BackgroundTapView: UIView {
    private weak var trackedTouch: UITouch?

    /// Called once per tap that began and ended on this view.
    func backgroundTapped() {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = touches.first { $0.view === self }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackedTouch = nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        backgroundTapped()
    }
}
