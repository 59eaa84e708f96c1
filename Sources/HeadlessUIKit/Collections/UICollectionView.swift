import Foundation

/// Items in sections, placed by a layout (docs/uikit-rules.md 16.1-16.11).
///
/// The layout (`collectionViewLayout`) says where every element goes; the collection view asks it, after each
/// scroll, for the elements in its bounds, and only those have views: cells for items, reusable views for
/// supplementary elements (headers, footers), as ordinary subviews. A view whose element leaves the bounds goes back
/// to the reuse queue of its identifier, where `dequeueReusableCell(withReuseIdentifier:for:)` finds it again
/// (calling `prepareForReuse`). The data source's counts are read on the first layout and by `reloadData()`.
/// Concerns live in extensions: data and views (`UICollectionView+Data.swift`), registration (`+Registration`),
/// selection (`+Selection`), batch updates (`+Updates`), scrolling to items (`+Scrolling`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem` and `selectItem` put an item: one vertical and one horizontal choice at most;
    /// empty means "as little as needed to show it" (docs/uikit-rules.md 16.9).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Setting it installs the layout at once (its `collectionView` becomes this view) and lays out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            install(collectionViewLayout)
        }
    }

    /// Drag and drop (docs/uikit-rules.md 6.68): the delegates, and whether drags begin (Apple: on iPad only
    /// unless turned on).
    open weak var dragDelegate: UICollectionViewDragDelegate?
    open weak var dropDelegate: UICollectionViewDropDelegate?
    open var dragInteractionEnabled = UIDevice.current.userInterfaceIdiom == .pad

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { needsReload = true; setNeedsLayout() } }
    }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    /// Whether `prefetchDataSource` hears of the items about to show (docs/uikit-rules.md 16.38).
    open var isPrefetchingEnabled = true
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var reorderingCadence = 0

    // MARK: Storage for the extensions

    var needsReload = true
    /// The item count of each section, as the collection view knows them (read from the data source on reload,
    /// changed by batch updates).
    var itemCounts: [Int] = []
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var cellRegistrations: [String: () -> UICollectionViewCell] = [:]
    var supplementaryRegistrations: [String: () -> UICollectionReusableView] = [:]
    var cellPool: [String: [UICollectionViewCell]] = [:]
    var supplementaryPool: [String: [UICollectionReusableView]] = [:]
    var visibleDecorationViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// Decoration kinds already reported as having no registered class.
    var unregisteredDecorationKinds: Set<String> = []
    var prefetcher = ListPrefetcher()
    /// The item being moved interactively (16.39): where it was, where it shows now, and the touch's position.
    var interactiveMovement: (original: IndexPath, current: IndexPath, position: CGPoint?)?
    /// The scroll views of orthogonally scrolling sections, by section (16.33).
    var orthogonalScrollers: [Int: CollectionOrthogonalScrollView] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    /// The bounds the layout was last asked about, to tell it of bounds changes.
    var lastLayoutBounds: CGRect?
    /// The delegate, as a collection view delegate (the scroll view stores it as a scroll view delegate).
    weak var collectionDelegate: UICollectionViewDelegate?
    /// The touch that may select an item, and the item it began on.
    weak var selectionTouch: UITouch?
    var touchedIndexPath: IndexPath?
    var highlightedIndexPath: IndexPath?
    var batch = TableBatch()
    /// Counts how many cells the collection view has had its data source make (the benchmark's "cells created").
    public internal(set) var cellsCreated = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        install(layout)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        install(collectionViewLayout)
    }

    private func install(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            Runtime.current.report("a UICollectionViewLayout was installed in a second collection view; a layout serves one collection view at a time, the first one no longer has it")
            if other.collectionViewLayout === layout { other.collectionViewLayout = UICollectionViewLayout() }
        }
        layout.collectionView = self
        layout.needsPrepare = true
        lastLayoutBounds = nil
        setNeedsLayout()
    }

    /// Our addition: sets the layout (UIKit animates when asked; nothing animates here), then runs `completion`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        if let completion {
            MainRunLoop.current.schedule(after: 0, repeating: 0, kind: .animation, detail: "collection view layout change") { _ in
                completion(true)
            }
        }
    }

    // MARK: Overridable hooks (in the class body: Swift cannot override extension members)

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutVisibleContent()
    }

    /// The source of row and item context menus, once there is a delegate (docs/uikit-rules.md 6.10).
    var contextMenuSource: ListContextMenuSource?

    override func delegateDidChange() {
        collectionDelegate = delegate as? UICollectionViewDelegate
        installContextMenusIfNeeded()
        if delegate != nil, collectionDelegate == nil {
            Runtime.current.report("\(type(of: delegate!)) set as a UICollectionView's delegate is not a UICollectionViewDelegate: the collection view hears nothing from it beyond scrolling; adopt UICollectionViewDelegate")
        }
        // A flow layout reads per-item sizes from the delegate.
        collectionViewLayout.invalidateLayout()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { selectionTouchBegan(touch) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { selectionTouchEnded(touch, cancelled: false) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { selectionTouchEnded(touch, cancelled: true) }
    }

    // MARK: Delegate and data source calls

    /// Logs a data source call (kind `.delegate`) and makes it.
    @inline(__always)
    func askDataSource<Result>(_ name: String, _ call: (UICollectionViewDataSource) -> Result) -> Result? {
        guard let dataSource else { return nil }
        Runtime.current.logCallback(name, .delegate, dataSource)
        return call(dataSource)
    }

    /// Logs a delegate call (kind `.delegate`) and makes it.
    @inline(__always)
    func askDelegate<Result>(_ name: String, _ call: (UICollectionViewDelegate) -> Result) -> Result? {
        guard let collectionDelegate else { return nil }
        Runtime.current.logCallback(name, .delegate, collectionDelegate)
        return call(collectionDelegate)
    }

    /// The layout was invalidated: lay out again.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }
}
