import Foundation

/// Rows in sections, scrolled vertically (docs/uikit-rules.md 6.5).
///
/// Only the rows that meet the bounds have cells, and those cells are ordinary subviews, laid out in
/// `layoutSubviews` (so after each scroll): a cell that leaves the bounds goes back to the reuse queue of its
/// identifier, where `dequeueReusableCell(withIdentifier:for:)` finds it again (calling `prepareForReuse`). The data
/// is read on the first layout and by `reloadData()`; heights are asked for every row then (as UIKit does with
/// `estimatedRowHeight` 0), so the rows' positions are known without laying them out. Concerns live in extensions:
/// data and cells (`UITableView+Data.swift`), selection (`+Selection`), editing (`+Editing`), batch updates
/// (`+Updates`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// "Use the default": for `rowHeight` 44 pt, for section header and footer heights 28 pt (when the section has a
    /// title, or the table is grouped).
    public static let automaticDimension: CGFloat = -1
    public static let defaultRowHeight: CGFloat = 44
    public static let defaultSectionHeaderHeight: CGFloat = 28

    public let style: Style

    /// Drag and drop (docs/uikit-rules.md 6.68): the delegates, and whether drags begin (Apple: on iPad only
    /// unless turned on).
    open weak var dragDelegate: UITableViewDragDelegate? { didSet { updateListDragDrop() } }
    open weak var dropDelegate: UITableViewDropDelegate? { didSet { updateListDragDrop() } }
    open var dragInteractionEnabled = UIDevice.current.userInterfaceIdiom == .pad { didSet { updateListDragDrop() } }
    /// The table's own drag and drop interactions and their adapters, once a delegate is set (6.69).
    var listDragDrop: TableDragDrop?

    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { needsReload = true; setNeedsLayout() } }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Stored for UIKit code; heights are asked for every row on reload, so estimates are not used.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var backgroundView: UIView?

    /// Above the first section, full width, its own height.
    open var tableHeaderView: UIView? {
        didSet { replaceChrome(oldValue, with: tableHeaderView) }
    }
    /// Below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceChrome(oldValue, with: tableFooterView) }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// The separator inset of cells that set none themselves (docs/uikit-rules.md 16.41).
    open var separatorInset = UITableView.defaultSeparatorInset {
        didSet { if separatorInset != oldValue { for cell in visibleCells { cell.setNeedsDisplay() } } }
    }
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// What separator insets count from: the cell's edges (the default) or its automatic inset, the left layout
    /// margin (docs/uikit-rules.md 16.41).
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges {
        didSet { if separatorInsetReference != oldValue { for cell in visibleCells { cell.setNeedsDisplay() } } }
    }
    /// Whether `prefetchDataSource` hears of the rows about to show (docs/uikit-rules.md 16.38).
    open var isPrefetchingEnabled = true
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?

    // MARK: Storage for the extensions

    var needsReload = true
    /// Heights changed (a header view, an update) but the data stays: positions are recomputed on the next layout.
    var needsGeometry = false
    var geometry = TableGeometry()
    /// Heights of self-sizing rows measured when they were shown (docs/uikit-rules.md 11.81-11.83), until the data
    /// is reloaded.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The cells on screen, by the row they show.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var prefetcher = ListPrefetcher()
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var cellRegistrations: [String: () -> UITableViewCell] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var headerFooterRegistrations: [String: () -> UITableViewHeaderFooterView] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    /// The delegate, as a table delegate (the scroll view stores it as a scroll view delegate).
    weak var tableDelegate: UITableViewDelegate?
    /// The touch that may select a row, and the row it began on.
    weak var selectionTouch: UITouch?
    var touchedIndexPath: IndexPath?
    var highlightedIndexPath: IndexPath?
    /// A touch that only closed an open swipe-to-delete button.
    weak var swallowedTouch: UITouch?
    var swipedIndexPath: IndexPath?
    var batch = TableBatch()
    var reordering: TableReordering?
    let swipeRecognizer = TableSwipeGestureRecognizer()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        alwaysBounceVertical = true
        swipeRecognizer.name = "UITableView.swipeToDelete"
        swipeRecognizer.addTarget(self, action: UITableView.handleSwipe)
        addGestureRecognizer(swipeRecognizer)
    }

    // MARK: Overridable hooks (in the class body: Swift cannot override extension members)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleContent()
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        editingState = editing
        editingDidChange()
    }

    /// The source of row and item context menus, once there is a delegate (docs/uikit-rules.md 6.10).
    var contextMenuSource: ListContextMenuSource?

    override func delegateDidChange() {
        tableDelegate = delegate as? UITableViewDelegate
        installContextMenusIfNeeded()
        if delegate != nil, tableDelegate == nil {
            Runtime.current.report("\(type(of: delegate!)) set as a UITableView's delegate is not a UITableViewDelegate: the table hears nothing from it beyond scrolling; adopt UITableViewDelegate")
        }
        needsReload = true
        setNeedsLayout()
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
    func askDataSource<Result>(_ name: String, _ call: (UITableViewDataSource) -> Result) -> Result? {
        guard let dataSource else { return nil }
        Runtime.current.logCallback(name, .delegate, dataSource)
        return call(dataSource)
    }

    /// Logs a delegate call (kind `.delegate`) and makes it.
    @inline(__always)
    func askDelegate<Result>(_ name: String, _ call: (UITableViewDelegate) -> Result) -> Result? {
        guard let tableDelegate else { return nil }
        Runtime.current.logCallback(name, .delegate, tableDelegate)
        return call(tableDelegate)
    }

    private func replaceChrome(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        needsGeometry = true
        setNeedsLayout()
    }
}
