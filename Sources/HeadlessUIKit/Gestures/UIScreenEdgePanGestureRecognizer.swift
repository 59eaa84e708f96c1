import Foundation

/// A pan that starts at an edge of the screen (docs/uikit-rules.md 5.7). It fails unless its first finger touches
/// down within `edgeRegion` of one of `edges` (window bounds, current interface orientation), and unless its
/// movement when it would begin leads away from that edge more than along it. `edges` defaults to none, so it
/// never begins until set.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// 20 pt: how close to the edge the finger must touch down (UIKit does not document its figure).
    public static let edgeRegion: CGFloat = 20

    open var edges: UIRectEdge = []
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdges.isEmpty, let touch = trackedTouches.first, let window = touch.window {
            let point = touch.windowLocation, bounds = window.bounds, region = Self.edgeRegion
            var near: UIRectEdge = []
            if point.x - bounds.minX < region { near.insert(.left) }
            if bounds.maxX - point.x <= region { near.insert(.right) }
            if point.y - bounds.minY < region { near.insert(.top) }
            if bounds.maxY - point.y <= region { near.insert(.bottom) }
            startEdges = near.intersection(edges)
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func mayBegin(with translation: CGPoint) -> Bool {
        let dx = translation.x, dy = translation.y
        if startEdges.contains(.left), dx > abs(dy) { return true }
        if startEdges.contains(.right), -dx > abs(dy) { return true }
        if startEdges.contains(.top), dy > abs(dx) { return true }
        if startEdges.contains(.bottom), -dy > abs(dx) { return true }
        return false
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
