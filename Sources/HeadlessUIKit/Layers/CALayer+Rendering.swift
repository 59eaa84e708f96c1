import Foundation

/// Drawing a layer tree into a context (docs/uikit-rules.md 17.23): the display list the screenshots will replay.
extension CALayer {
    /// Records this layer and its sublayers into `ctx`, in this layer's coordinates. Each visible layer (not hidden,
    /// opacity above 0) is recorded between a save and a restore: its background colour filling its bounds (rounded
    /// by `cornerRadius` on the `maskedCorners`), a clip to the same shape when it masks to its bounds, its content
    /// (`draw(in:)`, or for a view's layer the view's `draw(_:)` with the context current), its sublayers moved into
    /// place in `zPosition` order (17.25), then its border. Opacity multiplies into the colours recorded through the context's alpha.
    public func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(ctx.state.alpha * CGFloat(opacity))
        let b = bounds
        let shape = outline(of: b)
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
        }
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        if let view = owningView {
            UIGraphicsPushContext(ctx)
            view.draw(b)
            UIGraphicsPopContext()
        } else {
            draw(in: ctx)
        }
        for sublayer in sublayersInDrawingOrder {
            ctx.saveGState()
            // The sublayer's coordinates in ours: to its position, through its transform, back by its anchor.
            let a = sublayer._anchorPoint, sb = sublayer.bounds
            ctx.translateBy(x: sublayer.position.x, y: sublayer.position.y)
            ctx.concatenate(sublayer.affineTransform())
            ctx.translateBy(x: -(sb.minX + a.x * sb.width), y: -(sb.minY + a.y * sb.height))
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        if borderWidth > 0, let borderColor {
            // The border lies inside the bounds.
            let inset = b.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(outline(of: inset, radius: Swift.max(0, cornerRadius - borderWidth / 2)))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }

    /// The bounds, rounded by the corner radius on the masked corners.
    private func outline(of rect: CGRect, radius: CGFloat? = nil) -> CGPath {
        let r = radius ?? cornerRadius
        guard r > 0 else { return CGPath(rect: rect, transform: nil) }
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: r, height: r)).cgPath
    }
}
