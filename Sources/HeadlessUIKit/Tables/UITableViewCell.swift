import Foundation

/// One row of a table (docs/uikit-rules.md 6.5). Content goes in `contentView`; the four built-in styles lay out
/// `textLabel`, `detailTextLabel` and `imageView` there, each made the first time it is read, as UIKit does.
///
/// Metrics (UIKit's are not published; these are close to an iPhone's): 16 pt margins; the image at the left margin,
/// text 16 pt after it; `.value1` puts the detail right-aligned at the right margin, `.value2` puts the title
/// right-aligned in a 91 pt column and the detail 6 pt after it, `.subtitle` stacks the two labels, centred. The
/// accessory takes the right of the cell: 34 pt for a disclosure indicator, 39 for a checkmark, 47 for a detail
/// button, 67 for both, a custom `accessoryView`'s width plus 16; `contentView` is what is left.
///
/// Subclasses made by class registration are made with `init(style: .default, reuseIdentifier:)`, through the
/// required `init(forReuseWithIdentifier:)`, which a subclass inherits when it overrides both designated
/// initializers (`init(style:reuseIdentifier:)` and `init?(coder:)`), as UIKit subclasses do.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITableViewCell: UIView {
    /// Where the separator below the cell starts and ends (docs/uikit-rules.md 16.41): a value set on the cell wins;
    /// else the table's `separatorInset` (16 pt in from the left by default).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableView?.separatorInset ?? UITableView.defaultSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsDisplay()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?

    /// The separator hairline in the cell's bounds (docs/uikit-rules.md 16.41): negative insets count as 0; with the
    /// table's `separatorInsetReference` `.fromAutomaticInsets` the left inset is counted from the cell's left
    /// layout margin, where its text starts.
    func separatorFrame(scale: CGFloat) -> CGRect {
        let inset = separatorInset
        var left = max(0, inset.left)
        if tableView?.separatorInsetReference == .fromAutomaticInsets { left += layoutMargins.left }
        let width = max(0, bounds.width - left - max(0, inset.right))
        return CGRect(x: bounds.minX + left, y: bounds.maxY - 1 / scale, width: width, height: 1 / scale)
    }

    /// The separator along the bottom (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawCellSeparator(self, ctx) }

    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable, CustomStringConvertible {
        case none, delete, insert
        public var description: String {
            switch self {
            case .none: "none"
            case .delete: "delete"
            case .insert: "insert"
            }
        }
    }

    public static let margin: CGFloat = 16

    public let style: CellStyle
    public private(set) var reuseIdentifier: String?
    public let contentView: UIView

    open var accessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    /// Replaces the built-in accessory when set.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false

    /// docs/uikit-rules.md 6.89: setting the property is `setSelected(_:animated: false)`; the table selects a row
    /// with `setSelected(_:animated:)`, so an override of the property hears only code that sets it, as in UIKit.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Setting it is `setHighlighted(_:animated: false)` (docs/uikit-rules.md 6.89).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Setting it is `setEditing(_:animated: false)` (docs/uikit-rules.md 6.89).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false
    private var editingState = false
    /// Whether the swipe-to-delete button shows.
    public internal(set) var showingDeleteConfirmation = false

    /// How far a swipe has moved the content to the left (0 or negative).
    var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
    var builtInAccessory: TableAccessoryView?
    var deleteConfirmationView: TableDeleteConfirmationView?
    /// The buttons of the row's open swipe actions (docs/uikit-rules.md 6.8).
    var swipeActionsView: TableSwipeActionsView?
    var editingControl: TableEditingControlView?
    var reorderControl: TableReorderControlView?
    /// The table that shows the cell now.
    weak var tableView: UITableView?
    /// What selecting the row also does: a storyboard cell's triggered segue, with the cell as sender.
    var selectionSegueTrigger: ((UITableViewCell) -> Void)?
    /// What the cell shows, as a value (docs/uikit-rules.md 16.31): its content view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = ContentConfigurationHost.apply(contentConfiguration, in: contentView, replacing: configuredContentView) }
    }
    var configuredContentView: (UIView & UIContentView)?
    /// The cell's background as a value: shown as `backgroundView` (docs/uikit-rules.md 16.31).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundView = backgroundConfiguration?.makeView(tint: tintColor) }
    }

    open var automaticallyUpdatesContentConfiguration = true
    /// Called with the cell's state each time `updateConfiguration(using:)` runs (docs/uikit-rules.md 16.42).
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// The cell's state now (docs/uikit-rules.md 16.42): its traits, selection, highlight, editing, and whether it
    /// is swiped open. A subclass adds its own values under custom keys.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// Runs `updateConfiguration(using:)` with the state now (at once: there is no deferred pass here).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Brings the cell up to date with `state` (docs/uikit-rules.md 16.42): called before the table shows the cell
    /// and whenever its selection, highlight or editing changes. The default updates the content configuration
    /// for the state and calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration {
            ContentConfigurationHost.update(configuredContentView, showing: contentConfiguration, for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Set while the table prepares the cell for display: its state changes then make one update, after.
    var holdsConfigurationUpdates = false

    private func configurationStateDidChange() {
        if !holdsConfigurationUpdates { setNeedsUpdateConfiguration() }
    }

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        // docs/uikit-rules.md 11.201: the content view fills the new cell at once, as UIKit's does.
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        style = .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpCell()
    }

    /// `UITableViewCell()`, as real code writes it: a default-style cell without a reuse identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The cell that `dequeueReusableCell` makes for a registered class: `init(style: .default, reuseIdentifier:)`.
    public required convenience init(forReuseWithIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpCell() {
        contentView.accessibilityIdentifier = nil
        // docs/uikit-rules.md 11.121: the cell takes the table's side margins (the reason code that wants none sets
        // `preservesSuperviewLayoutMargins = false` and zero margins), and its content view the cell's, with 11 pt
        // above and below.
        preservesSuperviewLayoutMargins = true
        contentView.preservesSuperviewLayoutMargins = true
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 8, bottom: 11, right: 8)
        addSubview(contentView)
        isAccessibilityElement = false
    }

    /// Sets the reuse identifier of a cell that was made without one (storyboard prototypes).
    func adoptReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }

    // MARK: Built-in labels (made when first read)

    /// The title label, in every style.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        if style == .value2 {
            label.font = .boldSystemFont(ofSize: 12)
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The detail label: nil in the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        switch style {
        case .value1:
            label.textAlignment = .right
            label.textColor = .gray
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        default:
            label.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view: nil in the value2 style.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Overridable hooks (in the class body: Swift cannot override extension members)

    /// Called by `dequeueReusableCell` before it hands this cell out again. Reset content here; the default does
    /// nothing (UIKit resets alpha, editing and selection itself, and so does the table).
    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != selectedState
        selectedState = selected
        propagateHighlight()
        if changed { configurationStateDidChange() }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedState
        highlightedState = highlighted
        propagateHighlight()
        if changed { configurationStateDidChange() }
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        tableView?.cellEditingDidChange(self)
        setNeedsLayout()
        configurationStateDidChange()
    }

    /// Sets `isSelected`; `setSelected(_:animated: false)`.
    public func setSelectedState(_ selected: Bool) { setSelected(selected, animated: false) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// Includes `.selected` while the cell is selected, as UIKit's cells report it.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Layout

    private func propagateHighlight() {
        let lit = isSelected || isHighlighted
        storedTextLabel?.isHighlighted = lit
        storedDetailTextLabel?.isHighlighted = lit
        storedImageView?.isHighlighted = lit
    }

    private func accessoryDidChange() {
        builtInAccessory?.removeFromSuperview()
        builtInAccessory = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let view = TableAccessoryView(type: accessoryType)
            addSubview(view)
            builtInAccessory = view
        }
        setNeedsLayout()
    }

    /// The width the accessory takes at the right of the cell.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + Self.margin }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 39
        case .detailButton: return 47
        case .detailDisclosureButton: return 67
        }
    }

    /// The widths the cell keeps beside its content view: the editing control and indentation before it, the
    /// accessory and reorder control after it.
    private var contentViewSideWidths: (leading: CGFloat, trailing: CGFloat) {
        ((editingControl != nil ? TableEditingControlView.width : 0) + CGFloat(indentationLevel) * indentationWidth,
         accessoryWidth + (reorderControl != nil ? TableReorderControlView.width : 0))
    }

    /// docs/uikit-rules.md 11.200: the cell is measured by its content view's constraints at the width the content
    /// view would have in a cell `targetSize` wide; a cell whose content view has none answers its current size.
    /// The table asks this of a self-sizing row's cell, so an override (a cell sizing itself to a collection view
    /// inside it) gives the row its height.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.hasConstrainedSubviews else {
            fittingFoundNoConstraints = true
            return bounds.size
        }
        let (leading, trailing) = contentViewSideWidths
        updateConstraintsIfNeeded()
        let fitted = contentView.engineFittingSize(CGSize(width: max(0, targetSize.width - leading - trailing),
                                                          height: targetSize.height),
                                                   horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return CGSize(width: fitted.width + leading + trailing, height: fitted.height)
    }

    /// Set when the default fitting found no constraints in the content view, so the table gives the row the
    /// default height (an override that answers without calling super is taken as it answers).
    var fittingFoundNoConstraints = false

    private func layoutCell() {
        let size = bounds.size
        let (leading, trailing) = contentViewSideWidths
        contentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: max(0, size.width - leading - trailing),
                                   height: size.height)
        if let accessory = accessoryView ?? builtInAccessory {
            let width = accessoryView?.bounds.width ?? accessoryWidth - Self.margin
            let height = accessoryView?.bounds.height ?? size.height
            accessory.frame = CGRect(x: size.width - trailing + swipeOffset, y: (size.height - height) / 2,
                                     width: width, height: height)
        }
        editingControl?.frame = CGRect(x: 0, y: 0, width: TableEditingControlView.width, height: size.height)
        reorderControl?.frame = CGRect(x: size.width - TableReorderControlView.width, y: 0,
                                       width: TableReorderControlView.width, height: size.height)
        if let button = deleteConfirmationView {
            let width = button.preferredWidth
            button.frame = CGRect(x: size.width + swipeOffset, y: 0, width: max(width, -swipeOffset), height: size.height)
        }
        if let actions = swipeActionsView {
            let width = max(actions.preferredWidth, abs(swipeOffset))
            actions.frame = actions.isLeading ? CGRect(x: swipeOffset - width, y: 0, width: width, height: size.height)
                : CGRect(x: size.width + swipeOffset, y: 0, width: width, height: size.height)
        }
        layoutLabels(in: contentView.bounds)
    }

    private func layoutLabels(in area: CGRect) {
        let margin = Self.margin
        var textX = margin
        if let imageView = storedImageView {
            let imageSize = imageView.image?.size ?? .zero
            imageView.frame = CGRect(x: margin, y: (area.height - imageSize.height) / 2, width: imageSize.width,
                                     height: imageSize.height)
            if imageSize.width > 0 { textX = imageView.frame.maxX + margin }
        }
        let available = max(0, area.width - textX - margin)
        switch style {
        case .default:
            storedTextLabel?.frame = CGRect(x: textX, y: 0, width: available, height: area.height)
        case .value1:
            let detailWidth = min(available, storedDetailTextLabel.map { $0.sizeThatFits(.zero).width } ?? 0)
            storedDetailTextLabel?.frame = CGRect(x: area.width - margin - detailWidth, y: 0, width: detailWidth,
                                                  height: area.height)
            storedTextLabel?.frame = CGRect(x: textX, y: 0, width: max(0, available - detailWidth), height: area.height)
        case .value2:
            let column: CGFloat = 91
            storedTextLabel?.frame = CGRect(x: margin, y: 0, width: column, height: area.height)
            let detailX = margin + column + 6
            storedDetailTextLabel?.frame = CGRect(x: detailX, y: 0, width: max(0, area.width - detailX - margin),
                                                  height: area.height)
        case .subtitle:
            // docs/uikit-rules.md 8.35: each label one line tall, in the pixels of the cell's screen.
            let titleHeight = storedTextLabel.map { $0.font.lineHeight.roundedUp(toScale: screenScale) } ?? 0
            let detailHeight = storedDetailTextLabel.map { $0.font.lineHeight.roundedUp(toScale: screenScale) } ?? 0
            let top = (area.height - titleHeight - detailHeight) / 2
            storedTextLabel?.frame = CGRect(x: textX, y: top, width: available, height: titleHeight)
            storedDetailTextLabel?.frame = CGRect(x: textX, y: top + titleHeight, width: available, height: detailHeight)
        }
    }

    /// Back to the state a fresh cell has, before `prepareForReuse`.
    func resetForReuse() {
        if isSelected { setSelected(false, animated: false) }
        if isHighlighted { setHighlighted(false, animated: false) }
        swipeOffset = 0
        hideDeleteConfirmation()
        alpha = 1
    }

    func hideDeleteConfirmation() {
        showingDeleteConfirmation = false
        deleteConfirmationView?.removeFromSuperview()
        deleteConfirmationView = nil
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        swipeOffset = 0
    }
}
