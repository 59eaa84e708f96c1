import Foundation

/// A controller whose view is a collection view and which is its data source and delegate (docs/uikit-rules.md
/// 16.20). Every data source and delegate method is declared here (override them with `override`, as in UIKit);
/// by default there is one section with no items. `clearsSelectionOnViewWillAppear` deselects the selected items in
/// `viewWillAppear`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var clearsSelectionOnViewWillAppear = true
    /// Stored for UIKit code: interactive movement is not simulated.
    open var installsStandardGestureForInteractiveMovement = false
    open var useLayoutToLayoutNavigationTransitions = false
    private var initialLayout: UICollectionViewLayout?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view, as a collection view. Setting it sets the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given to the initializer until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
    }

    /// A collection view the size of the screen with the layout given, this controller as data source and delegate
    /// (from the storyboard scene when there is one).
    open override func loadView() {
        // docs/uikit-rules.md 8.28: a storyboard scene's view, or the named nib's.
        if storyboard != nil && storyboardScene != nil || nibName != nil {
            super.loadView()
        }
        guard let collection = viewIfLoaded as? UICollectionView else {
            if let view = viewIfLoaded {
                Runtime.current.report("\(type(of: self))'s view is a \(type(of: view)), not a UICollectionView: using a new collection view")
            }
            let made = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout ?? UICollectionViewFlowLayout())
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            made.dataSource = self
            made.delegate = self
            view = made
            return
        }
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Runtime.current.report("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:): item \(indexPath.item) of section \(indexPath.section) shows an empty cell")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewController.empty"
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.first.flatMap { self.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point) }
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView,
                             willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
}
