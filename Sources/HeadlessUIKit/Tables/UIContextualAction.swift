import Foundation

/// An action a swipe across a table row reveals (iOS 11, docs/uikit-rules.md 6.8).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// Runs the action: the action, the button that shows it, and a completion to call with whether it was done.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// Red for destructive actions, grey for normal ones, unless set.
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions of one side of a row, first action nearest the edge; a full swipe performs the first.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// The buttons of a row's open swipe actions.
@MainActor
final class TableSwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let isLeading: Bool
    let buttons: [TableSwipeActionButton]

    init(configuration: UISwipeActionsConfiguration, leading: Bool) {
        self.configuration = configuration
        isLeading = leading
        buttons = configuration.actions.map(TableSwipeActionButton.init)
        super.init(frame: .zero)
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    var preferredWidth: CGFloat { buttons.reduce(0) { $0 + $1.preferredWidth } }

    /// The first action nearest the edge the swipe came from: rightmost for trailing actions, leftmost for leading.
    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = preferredWidth > 0 ? bounds.width / preferredWidth : 0
        var x: CGFloat = isLeading ? 0 : bounds.width
        for button in buttons {
            let width = button.preferredWidth * scale
            if isLeading {
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width
            } else {
                x -= width
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            }
        }
    }
}

/// One action's button: a tap performs the action.
@MainActor
final class TableSwipeActionButton: UIView {
    let action: UIContextualAction

    init(_ action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        accessibilityLabel = action.title
        isAccessibilityElement = true
        accessibilityTraits = .button
        backgroundColor = action.backgroundColor
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    /// The title's width in the 17 pt system font plus 15 pt each side, as the delete button's.
    var preferredWidth: CGFloat {
        UIFont.systemFont(ofSize: 17).boundingSize(of: action.title ?? "", constrainedToWidth: .greatestFiniteMagnitude,
                                                   numberOfLines: 1).width + 30
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event),
              let cell = superview?.superview as? UITableViewCell else { return }
        cell.tableView?.perform(action, from: self, in: cell)
    }
}
