import Foundation

/// Drawing a layer tree into a context (docs/uikit-rules.md 17.23, 19.2): the display list the screenshots replay.
extension CALayer {
    /// Records this layer and its sublayers into `ctx`, in this layer's coordinates. Each visible layer (not hidden,
    /// opacity above 0) is recorded between a save and a restore: its shadow (19.3), its background colour filling
    /// its bounds (rounded by `cornerRadius` on the `maskedCorners`), a clip to the same shape when it masks to its
    /// bounds, its `contents` image, its own drawing (`draw(in:)`: a gradient or shape layer's), for a view's layer
    /// the runtime view's standard content and the view's `draw(_:)` with the context current, its sublayers in
    /// `zPosition` order (17.25) moved into place, then its border. A layer of opacity below 1 that allows group
    /// opacity (the default) is drawn whole into a transparency layer composited at that opacity (19.8); otherwise
    /// opacity multiplies into the colours recorded through the context's alpha. A layer with a `mask` is drawn
    /// whole into a transparency layer whose mask is the mask layer, drawn last, placed as a sublayer (19.29).
    public func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(ctx.state.alpha * CGFloat(opacity))
        let grouped = (opacity < 1 && allowsGroupOpacity) || mask != nil
        if grouped { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        defer {
            if grouped { ctx.endTransparencyLayer() }
            ctx.restoreGState()
        }
        let b = bounds
        let shape = outline(of: b)
        recordShadow(in: ctx, shape: shape)
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
        }
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        recordContents(in: ctx, bounds: b)
        draw(in: ctx)
        if let view = owningView {
            view.drawStandardContent(in: ctx)
            UIGraphicsPushContext(ctx)
            view.draw(b)
            UIGraphicsPopContext()
        }
        for sublayer in sublayersInDrawingOrder {
            render(placed: sublayer, in: ctx)
        }
        if borderWidth > 0, let borderColor {
            // The border lies inside the bounds.
            let inset = b.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(outline(of: inset, radius: Swift.max(0, cornerRadius - borderWidth / 2)))
            ctx.strokePath()
        }
        if let mask {
            ctx.beginMask()
            render(placed: mask, in: ctx)
        }
    }

    /// Draws `sublayer` (or the mask) in this layer's coordinates: to its position, through its transform, back by
    /// its anchor.
    private func render(placed sublayer: CALayer, in ctx: CGContext) {
        ctx.saveGState()
        let a = sublayer._anchorPoint, sb = sublayer.bounds
        ctx.translateBy(x: sublayer.position.x, y: sublayer.position.y)
        ctx.concatenate(sublayer.affineTransform())
        ctx.translateBy(x: -(sb.minX + a.x * sb.width), y: -(sb.minY + a.y * sb.height))
        sublayer.render(in: ctx)
        ctx.restoreGState()
    }

    /// The shadow of `shadowPath`, else of the (rounded) bounds when the layer has a background colour: the colour
    /// at `shadowOpacity`, `shadowOffset` away, blurred by `shadowRadius` (19.3).
    private func recordShadow(in ctx: CGContext, shape: CGPath) {
        guard shadowOpacity > 0, let shadowColor, let path = shadowPath ?? (backgroundColor == nil ? nil : shape)
        else { return }
        ctx.saveGState()
        ctx.setShadow(offset: shadowOffset, blur: shadowRadius,
                      color: shadowColor.copy(alpha: shadowColor.alpha * CGFloat(shadowOpacity)))
        ctx.castShadow(of: path)
        ctx.restoreGState()
    }

    /// A `UIImage` or `CGImage` in `contents`, placed in the bounds by `contentsGravity`.
    private func recordContents(in ctx: CGContext, bounds b: CGRect) {
        let image: UIImage
        if let ui = contents as? UIImage {
            image = ui
        } else if let cg = contents as? CGImage {
            image = UIImage(cgImage: cg, scale: contentsScale)
        } else {
            return
        }
        ctx.draw(image, in: Self.place(image.size, in: b, gravity: contentsGravity))
    }

    /// Where content of `size` goes in `rect` for a gravity.
    static func place(_ size: CGSize, in rect: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        guard size.width > 0, size.height > 0 else { return rect }
        switch gravity {
        case .resize:
            return rect
        case .resizeAspect, .resizeAspectFill:
            let sx = rect.width / size.width, sy = rect.height / size.height
            let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.contains("left") ? rect.minX : name.contains("right") ? rect.maxX - size.width
                : rect.midX - size.width / 2
            let y = name.hasPrefix("top") ? rect.minY : name.hasPrefix("bottom") ? rect.maxY - size.height
                : rect.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The bounds, rounded by the corner radius on the masked corners.
    func outline(of rect: CGRect, radius: CGFloat? = nil) -> CGPath {
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
