import Foundation

/// Zooming (docs/uikit-rules.md 6.4): the delegate's `viewForZooming(in:)` is scaled by a transform, with its frame's
/// origin at the content's origin, and `contentSize` follows its scaled size, as UIKit does.
///
/// A pinch keeps the content point under the fingers' centroid under it: the centroid may move, which pans too.
/// The scale stays within `minimumZoomScale...maximumZoomScale` (no zoom bounce past the limits). The delegate
/// hears `scrollViewWillBeginZooming`, `scrollViewDidZoom` per change (with `scrollViewDidScroll` when the offset
/// moves) and `scrollViewDidEndZooming(_:with:atScale:)`.
extension UIScrollView {
    /// Sets the scale around the middle of the visible area. Animated: the change is made at once and
    /// `scrollViewDidEndZooming` follows after 0.3 s of host time (there are no intermediate frames).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            Runtime.current.report("setZoomScale(\(scale), animated:) of \(type(of: self)) ignored: the scale must be a positive finite number")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else {
            storedZoomScale = clampedScale(scale)
            return
        }
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + middle.x) / storedZoomScale, y: (contentOffset.y + middle.y) / storedZoomScale)
        applyZoom(clampedScale(scale), to: view, anchor: anchor, at: middle)
        if animated { endZoomingLater(view) }
    }

    /// Zooms so `rect` (in the zoom view's own coordinates) fills the visible area, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else {
            Runtime.current.report("zoom(to: \(rect), animated:) of \(type(of: self)) ignored: the rect needs a positive finite size")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let scale = clampedScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        applyZoom(scale, to: view, anchor: CGPoint(x: rect.midX, y: rect.midY), at: middle)
        if animated { endZoomingLater(view) }
    }

    func clampedScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Adds the pinch recognizer while zooming is possible, and removes it when it is not.
    func updatePinchRecognizer() {
        if maximumZoomScale > minimumZoomScale {
            guard pinchGestureRecognizer == nil else { return }
            let pinch = UIPinchGestureRecognizer()
            pinch.name = "UIScrollView.pinch"
            pinch.delegate = self
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
        let clamped = clampedScale(storedZoomScale)
        if clamped != storedZoomScale { setZoomScale(clamped, animated: false) }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = delegate?.viewForZooming(in: self) else { return }
            zoomingView = view
            isZooming = true
            zoomStartScale = storedZoomScale
            let centroid = pinch.location(in: self)
            zoomAnchor = CGPoint(x: centroid.x / storedZoomScale, y: centroid.y / storedZoomScale)
            notifyDelegate("scrollViewWillBeginZooming(_:with:)") { $0.scrollViewWillBeginZooming(self, with: view) }
            zoomToFingers(pinch, view: view)
        case .changed:
            guard let view = zoomingView else { return }
            zoomToFingers(pinch, view: view)
        case .ended, .cancelled:
            guard let view = zoomingView else { return }
            isZooming = false
            zoomingView = nil
            notifyDelegate("scrollViewDidEndZooming(_:with:atScale:)") {
                $0.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
            }
        case .possible, .failed:
            break
        }
    }

    private func zoomToFingers(_ pinch: UIPinchGestureRecognizer, view: UIView) {
        let centroid = pinch.location(in: self)
        let onScreen = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
        applyZoom(clampedScale(zoomStartScale * pinch.scale), to: view, anchor: zoomAnchor, at: onScreen)
    }

    /// Scales `view` to `scale` and scrolls so its unscaled point `anchor` sits at `point` of the visible area.
    private func applyZoom(_ scale: CGFloat, to view: UIView, anchor: CGPoint, at point: CGPoint) {
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        notifyDelegate("scrollViewDidZoom") { $0.scrollViewDidZoom(self) }
        contentOffset = clampedOffset(CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y))
    }

    private func endZoomingLater(_ view: UIView) {
        MainRunLoop.current.schedule(after: ScrollMotion.settleDuration, repeating: 0, kind: .animation,
                                     detail: "scroll view zoom animation") { [weak self, weak view] _ in
            guard let self else { return }
            self.notifyDelegate("scrollViewDidEndZooming(_:with:atScale:)") {
                $0.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
            }
        }
    }
}
