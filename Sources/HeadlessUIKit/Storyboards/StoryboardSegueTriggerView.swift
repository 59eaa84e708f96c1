import Foundation

/// The view a storyboard control element (a `<button>`...) becomes when it carries a triggered segue: a touch that
/// ends inside it fires the segue (shouldPerformSegue → prepare → perform), as UIKit's touch-up-inside does.
///
/// Interim, until the runtime has `UIControl`: then such an element becomes its control and the segue a
/// `.touchUpInside` action. An element with a registered `customClass` keeps its class and cannot trigger its
/// segue; the storyboard notes it.
@MainActor
final class StoryboardSegueTriggerView: UIView {
    var onTouchUpInside: (() -> Void)?
    private weak var trackedTouch: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = touches.first
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        if point(inside: touch.location(in: self), with: event) { onTouchUpInside?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
    }
}
