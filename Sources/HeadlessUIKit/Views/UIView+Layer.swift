import Foundation

/// The view's layer (docs/uikit-rules.md 17.1-17.4). Views are made by the hundred thousand and most never show
/// their layer, so it is made on first use; until then the view's geometry takes the default anchor point.
extension UIView: CALayerDelegate {
    /// The layer, an instance of `layerClass`, made the first time it is asked for.
    public var layer: CALayer {
        if let layer = _layer { return layer }
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = type.init()
        layer.attach(to: self)
        _layer = layer
        return layer
    }

    /// Records the view's layer tree into the current `UIGraphics` context, scaled from the bounds into `rect`
    /// (docs/uikit-rules.md 17.23). False when no context is current.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let b = bounds
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0 { context.scaleBy(x: rect.width / b.width, y: rect.height / b.height) }
        context.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// Our addition: the layer if it has been made, else nil (the protocol reads it without making one).
    @inlinable public var layerIfLoaded: CALayer? { _layer }

    /// The layer's anchor point in unit coordinates, the middle while there is no layer.
    @inline(__always)
    var anchorFraction: CGPoint {
        if let layer = _layer { return layer._anchorPoint }
        return CGPoint(x: 0.5, y: 0.5)
    }
}
