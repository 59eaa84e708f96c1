import Foundation

/// Decoration views (docs/uikit-rules.md 16.37): views the layout places by kind, from the class registered on the
/// layout (`register(_:forDecorationViewOfKind:)`), with no data source or delegate call. They sit above the
/// background view and below every cell and supplementary view, in `zIndex` order among themselves; one leaving the
/// bounds goes to its kind's reuse queue and comes back through `prepareForReuse()`.
extension UICollectionView {
    /// Puts the decoration views whose elements left the bounds in their queues.
    func removeDecorationViews(keeping keys: Set<CollectionElementKey>) {
        guard !visibleDecorationViews.isEmpty else { return }
        for key in visibleDecorationViews.keys.sorted() where !keys.contains(key) {
            guard let view = visibleDecorationViews.removeValue(forKey: key) else { continue }
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
    }

    /// Gives each decoration element in the bounds a view at its place.
    func placeDecorationViews(_ wanted: [(CollectionElementKey, UICollectionViewLayoutAttributes)]) {
        let ordered = wanted.sorted { ($0.1.zIndex, $0.0) < ($1.1.zIndex, $1.0) }
        for (key, element) in ordered {
            if let view = visibleDecorationViews[key] {
                place(view, element)
                continue
            }
            guard let view = makeDecorationView(key) else { continue }
            place(view, element)
            insertSubview(view, at: (backgroundView == nil ? 0 : 1) + visibleDecorationViews.count)
            visibleDecorationViews[key] = view
        }
    }

    /// A view for a decoration element: one from its kind's queue, else a new one of the layout's registered class.
    /// A kind with no class is reported once per kind (UIKit raises) and shows nothing.
    private func makeDecorationView(_ key: CollectionElementKey) -> UICollectionReusableView? {
        if var queue = decorationPool[key.kind], let reused = queue.popLast() {
            decorationPool[key.kind] = queue
            reused.resetForReuse()
            Runtime.current.logCallback("prepareForReuse", .view, reused)
            reused.prepareForReuse()
            return reused
        }
        guard let type = collectionViewLayout.decorationViewClasses[key.kind] else {
            if unregisteredDecorationKinds.insert(key.kind).inserted {
                Runtime.current.report("could not dequeue a decoration view of kind \"\(key.kind)\": the layout has no class for it; call register(_:forDecorationViewOfKind: \"\(key.kind)\") on the layout (UIKit raises)")
            }
            return nil
        }
        return type.init(forReuseWithIdentifier: key.kind)
    }

    /// The decoration views on screen, in index path order (our addition, for tests and the host).
    public func visibleDecorationViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleDecorationViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }
}
