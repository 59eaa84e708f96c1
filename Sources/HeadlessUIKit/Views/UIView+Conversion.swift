import Foundation

/// Converting points and rects between views (docs/uikit-rules.md 4.2, 4.3). Conversion goes through each view's
/// center, anchor point, bounds origin and transform, never through `frame`. Views in different windows meet in screen
/// coordinates; `nil` means the receiver's window.
extension UIView {
    /// A point in this view's coordinates, in its superview's coordinates.
    @inline(__always)
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorFraction
        let dx = point.x - (_bounds.origin.x + _bounds.size.width * anchor.x)
        let dy = point.y - (_bounds.origin.y + _bounds.size.height * anchor.y)
        if _transform.isIdentity { return CGPoint(x: _center.x + dx, y: _center.y + dy) }
        let t = _transform
        return CGPoint(x: _center.x + t.a * dx + t.c * dy + t.tx, y: _center.y + t.b * dx + t.d * dy + t.ty)
    }

    /// A point in the superview's coordinates, in this view's coordinates.
    @inline(__always)
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        var dx = point.x - _center.x
        var dy = point.y - _center.y
        if !_transform.isIdentity {
            let inverse = _transform.inverted()
            let x = inverse.a * dx + inverse.c * dy + inverse.tx
            let y = inverse.b * dx + inverse.d * dy + inverse.ty
            dx = x
            dy = y
        }
        let anchor = anchorFraction
        return CGPoint(x: dx + _bounds.origin.x + _bounds.size.width * anchor.x,
                       y: dy + _bounds.origin.y + _bounds.size.height * anchor.y)
    }

    /// The topmost ancestor, and the point in the space above it: the screen for a window, else the root's own
    /// coordinates.
    private func pointToTop(_ point: CGPoint) -> (top: UIView, point: CGPoint) {
        var view = self
        var point = point
        while let parent = view.superview {
            point = view.pointToSuperview(point)
            view = parent
        }
        if view is UIWindow { point = view.pointToSuperview(point) }
        return (view, point)
    }

    private func pointFromTop(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        var point = point
        let top = chain.removeLast()
        if top is UIWindow { point = top.pointFromSuperview(point) }
        for view in chain.reversed() { point = view.pointFromSuperview(point) }
        return point
    }

    /// The view `nil` stands for: the receiver's window, or its topmost ancestor when it has none.
    private var conversionTarget: UIView {
        if let window { return window }
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? conversionTarget
        if target === self { return point }
        if target === superview { return pointToSuperview(point) }
        return target.pointFromTop(pointToTop(point).point)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? conversionTarget
        if source === self { return point }
        if source === superview { return pointFromSuperview(point) }
        return pointFromTop(source.pointToTop(point).point)
    }

    /// The box enclosing the converted corners: a rect across a rotation becomes its bounding box, sizes positive.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if view == nil || view === window, let offset = translationToWindow() {
            return rect.standardized.offsetBy(dx: offset.x, dy: offset.y)
        }
        // Two views of one window with only translations above them: the difference of their offsets.
        if let view, view._window != nil, view._window === _window, let mine = translationToWindow(),
           let theirs = view.translationToWindow() {
            return rect.standardized.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
        }
        return boundingBox(of: corners(of: rect).map { convert($0, to: view) })
    }

    /// Where this view's coordinate origin lies in its window, when only translations lie on the way up (the
    /// common case, and the cheap one); nil when a transform is on the way or the view is in no window.
    ///
    /// Summed from the window down, each view's offset added to its superview's translation: a layout pass that
    /// holds the superview's translation gets the same bits in one step (`translation(belowSuperview:)`,
    /// docs/uikit-rules.md 11.126).
    func translationToWindow() -> CGPoint? {
        guard _window != nil else { return nil }
        return translationBelowTop()
    }

    private func translationBelowTop() -> CGPoint? {
        guard let parent = superview else { return self is UIWindow ? .zero : nil }
        guard let above = parent.translationBelowTop() else { return nil }
        return translation(belowSuperview: above)
    }

    /// This view's translation to its window given its superview's; nil when its own transform is not the identity.
    @inline(__always)
    func translation(belowSuperview above: CGPoint) -> CGPoint? {
        guard _transform.isIdentity else { return nil }
        let anchor = anchorFraction
        return CGPoint(x: above.x + (_center.x - _bounds.size.width * anchor.x - _bounds.origin.x),
                       y: above.y + (_center.y - _bounds.size.height * anchor.y - _bounds.origin.y))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view, view._window != nil, view._window === _window, let mine = translationToWindow(),
           let theirs = view.translationToWindow() {
            return rect.standardized.offsetBy(dx: theirs.x - mine.x, dy: theirs.y - mine.y)
        }
        return boundingBox(of: corners(of: rect).map { convert($0, from: view) })
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
