import Foundation

/// The layer tree (docs/uikit-rules.md 17.4).
///
/// A view's layer lists its subviews' layers in subview order, with the layers added in code among them where they
/// were put. The list is brought in step with the subviews each time it is read or changed, so the view hierarchy
/// pays nothing for it: a subview gone is dropped; the subview layers keep the places subview layers held, in the
/// new subview order; a new subview's layer goes to the top if it is the topmost subview, else directly above the
/// layer of the subview below it (or, for the bottom subview, directly below the lowest subview layer).
extension CALayer {
    /// nil when there are none, as in Core Animation.
    public var sublayers: [CALayer]? {
        get {
            syncWithSubviews()
            return storedSublayers.isEmpty ? nil : storedSublayers
        }
        set {
            syncWithSubviews()
            for layer in storedSublayers where !layer.isViewBacked { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A view's layer's superlayer is its superview's layer.
    public var superlayer: CALayer? {
        if isViewBacked { return owningView?.superview?.layer }
        return storedSuperlayer
    }

    public func addSublayer(_ layer: CALayer) {
        syncWithSubviews()
        insert(layer, at: storedSublayers.count)
    }

    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Without a sibling, or with one that is not a sublayer, the layer goes to the top (`below`) or bottom.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        syncWithSubviews()
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            if sibling != nil { report("insertSublayer(_:below:): the sibling is not a sublayer; adding at the top") }
            return insert(layer, at: storedSublayers.count)
        }
        let current = storedSublayers.firstIndex { $0 === layer }
        insert(layer, at: current.map { $0 < index ? index - 1 : index } ?? index)
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        syncWithSubviews()
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            if sibling != nil { report("insertSublayer(_:above:): the sibling is not a sublayer; adding at the top") }
            return insert(layer, at: storedSublayers.count)
        }
        let current = storedSublayers.firstIndex { $0 === layer }
        insert(layer, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Puts `newLayer` where `oldLayer` is; does nothing (and reports) when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        syncWithSubviews()
        guard oldLayer !== newLayer else { return }
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return report("replaceSublayer(_:with:): the old layer is not a sublayer")
        }
        oldLayer.removeFromSuperlayer()
        syncWithSubviews()
        insert(newLayer, at: Swift.min(index, storedSublayers.count))
    }

    /// A view's layer takes its view out of its superview (17.4).
    public func removeFromSuperlayer() {
        if isViewBacked {
            owningView?.removeFromSuperview()
            return
        }
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// Inserts `layer` at `index` of the (synchronised) list without it. A view's layer can only go under a view's layer,
    /// and moves its view there: it becomes a subview at the place its layer takes among the subview layers.
    func insert(_ layer: CALayer, at index: Int) {
        guard layer !== self else { return report("a layer cannot be its own sublayer") }
        var ancestor = superlayer
        while let current = ancestor {
            if current === layer { return report("a layer cannot be added below itself") }
            ancestor = current.superlayer
        }
        if layer.isViewBacked {
            guard let view = owningView, let child = layer.owningView else {
                return report("a view's layer can only become a sublayer of another view's layer")
            }
            syncWithSubviews()
            let others = storedSublayers.filter { $0 !== layer }
            let subviewIndex = others.prefix(Swift.max(0, Swift.min(index, others.count))).filter(\.isViewBacked).count
            view.insertSubview(child, at: subviewIndex)
            syncWithSubviews()
            if let current = storedSublayers.firstIndex(where: { $0 === layer }) {
                storedSublayers.remove(at: current)
                storedSublayers.insert(layer, at: Swift.max(0, Swift.min(index, storedSublayers.count)))
            }
            return
        }
        layer.removeFromSuperlayer()
        syncWithSubviews()
        storedSublayers.insert(layer, at: Swift.max(0, Swift.min(index, storedSublayers.count)))
        layer.storedSuperlayer = self
    }

    /// Brings a view's layer's list in step with the view's subviews (the rule above).
    func syncWithSubviews() {
        guard isViewBacked else { return }
        guard let view = owningView else {
            storedSublayers.removeAll { $0.isViewBacked }
            return
        }
        let subviews = view.subviews
        if subviews.isEmpty && storedSublayers.isEmpty { return }
        // Drop the layers of views that are no longer subviews.
        storedSublayers.removeAll { $0.isViewBacked && $0.owningView?.superview !== view }
        var listed = Set<ObjectIdentifier>()
        for layer in storedSublayers where layer.isViewBacked { listed.insert(ObjectIdentifier(layer)) }
        // Reorder the listed subview layers within their places.
        let places = storedSublayers.indices.filter { storedSublayers[$0].isViewBacked }
        var next = 0
        for subview in subviews {
            guard let layer = subview._layer, listed.contains(ObjectIdentifier(layer)) else { continue }
            storedSublayers[places[next]] = layer
            next += 1
        }
        // Place the new ones.
        for (i, subview) in subviews.enumerated() {
            if let layer = subview._layer, listed.contains(ObjectIdentifier(layer)) { continue }
            let layer = subview.layer
            let position: Int
            if i == subviews.count - 1 {
                position = storedSublayers.count
            } else if i > 0, let below = storedSublayers.firstIndex(where: { $0 === subviews[i - 1]._layer }) {
                position = below + 1
            } else {
                position = storedSublayers.firstIndex(where: { $0.isViewBacked }) ?? storedSublayers.count
            }
            storedSublayers.insert(layer, at: position)
            listed.insert(ObjectIdentifier(layer))
        }
    }

    // MARK: Converting between layers (docs/uikit-rules.md 17.10)

    /// A point in this layer's coordinates, in its superlayer's: about the anchor point, through the affine part of
    /// the transform, then to the position.
    func pointToSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = _anchorPoint
        let dx = p.x - (b.minX + a.x * b.width), dy = p.y - (b.minY + a.y * b.height)
        let t = affineTransform(), pos = position
        return CGPoint(x: pos.x + t.a * dx + t.c * dy + t.tx, y: pos.y + t.b * dx + t.d * dy + t.ty)
    }

    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = _anchorPoint, pos = position
        let inverse = affineTransform().inverted()
        let dx = p.x - pos.x, dy = p.y - pos.y
        let x = inverse.a * dx + inverse.c * dy + inverse.tx, y = inverse.b * dx + inverse.d * dy + inverse.ty
        return CGPoint(x: x + b.minX + a.x * b.width, y: y + b.minY + a.y * b.height)
    }

    /// The root of the tree, and `p` in the root's coordinates.
    private func pointToRoot(_ p: CGPoint) -> (root: CALayer, point: CGPoint) {
        var layer = self, p = p
        while let parent = layer.superlayer {
            p = layer.pointToSuperlayer(p)
            layer = parent
        }
        return (layer, p)
    }

    private func pointFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        chain.removeLast()
        var p = p
        for layer in chain.reversed() { p = layer.pointFromSuperlayer(p) }
        return p
    }

    /// `nil` stands for this layer's root. Layers in different trees convert as if their roots coincided.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l, l !== self else { return l == nil ? pointFromRoot(p) : p }
        return pointFromRoot(l.pointToRoot(p).point)
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l, l !== self else { return l == nil ? pointToRoot(p).point : p }
        return l.pointFromRoot(pointToRoot(p).point)
    }

    /// The box enclosing the converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.box(corners(of: r).map { convert($0, from: l) })
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.box(corners(of: r).map { convert($0, to: l) })
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
