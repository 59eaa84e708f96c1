import Foundation

/// A button in a navigation bar or toolbar (docs/uikit-rules.md 7.5).
///
/// Target-action has three Swift-native forms, since there are no Objective-C selectors (docs/uikit-rules.md 0):
/// a typed method reference (`target: self, action: Editor.save`; the target is held weakly), a named action
/// (`action: "save:"`, sent through `UIApplication.sendAction`, so a nil target walks the responder chain), and
/// `primaryAction`. Tapping the item's view in its bar performs the primary action if there is one, else the
/// target-action.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The accessibility label UIKit gives the system item (English).
        var label: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a `.fixedSpace` item, or of any item when positive.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The colour the item's view is drawn in (docs/uikit-rules.md 6.28): nil takes the bar's tint, as a view's
    /// nil tint takes its superview's.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// Shown by a tap when the item has no primary action and no target-action (docs/uikit-rules.md 6.10).
    open var menu: UIMenu?
    /// The menu this item shows now, while it does.
    private(set) weak var menuView: ContextMenuView?
    public private(set) var systemItem: SystemItem?
    open weak var target: AnyObject?
    /// The view a bar shows this item with, while one does: a popover anchored on the item points at it (7.9).
    weak var shownView: UIView?
    open var action: Selector?
    private var typedAction: ((UIBarButtonItem) -> Void)?
    /// A storyboard's triggered segue (docs/uikit-rules.md 8.40): performed on a tap, after the item's action.
    var segueTrigger: ((UIBarButtonItem) -> Void)?

    public override init() {
        super.init()
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing an image (docs/uikit-rules.md 6.28): drawn in the item's tint unless the image is drawn as
    /// its original, with no title.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A typed target-action: `UIBarButtonItem(title: "Save", style: .done, target: self, action: Editor.save)`.
    public init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                   action: @escaping (Target) -> () -> Void) {
        super.init()
        self.title = title
        self.style = style
        self.target = target
        typedAction = { [weak target] _ in if let target { action(target)() } }
    }

    /// A typed target-action whose method takes the item: `action: Editor.save(_:)`.
    public init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                   action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        super.init()
        self.title = title
        self.style = style
        self.target = target
        typedAction = { [weak target] item in if let target { action(target)(item) } }
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        super.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        super.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// iOS 14's item with a primary action and a menu; without a title it takes the action's title.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
        self.image = image ?? primaryAction?.image
        if let title {
            self.title = title
        } else if let title = primaryAction?.title, !title.isEmpty {
            self.title = title
        }
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    override var displayTitle: String? { accessibilityLabel ?? title ?? systemItem?.label }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The view a navigation bar or toolbar shows the item with (not a custom view): labelled with the item's
    /// title, showing its image (docs/uikit-rules.md 6.28) in its tint, tapped through `performTap()`.
    func makeItemView(identifier: String) -> BarItemView {
        let traits: UIAccessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        let view = BarItemView(label: displayTitle, identifier: accessibilityIdentifier ?? identifier,
                               traits: traits) { [weak self] in self?.performTap() }
        view.icon = systemItem == nil ? image : nil
        view.tintColor = tintColor
        if let attributes = shownTitleAttributes {
            view.titleFont = attributes[.font] as? UIFont
            if let color = attributes[.foregroundColor] as? UIColor { view.tintColor = color }
        }
        shownView = view
        return view
    }

    /// What a tap on the item's view does. Returns whether anything ran.
    @discardableResult
    func performTap() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(from: self)
            return true
        }
        if let typedAction {
            typedAction(self)
            return true
        }
        if let action {
            let sent = UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
            segueTrigger?(self)
            return sent || segueTrigger != nil
        }
        if let segueTrigger {
            segueTrigger(self)
            return true
        }
        if let menu, let view = shownView, let window = view.window {
            menuView = ContextMenuView.show(menu, anchoredTo: view, in: window) { [weak self] action in
                self?.menuView?.removeFromSuperview()
                action?.perform(from: self)
            }
            return true
        }
        return false
    }
}
