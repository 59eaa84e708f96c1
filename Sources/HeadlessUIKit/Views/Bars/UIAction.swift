import Foundation

/// A closure-based action (docs/uikit-rules.md 0), as `UIBarButtonItem(primaryAction:)` takes it. Only the title and
/// the handler are modelled; menus are not.
@MainActor
open class UIAction {
    public typealias Handler = @MainActor (UIAction) -> Void

    open var title: String
    open var identifier: String?
    /// The item or control that performed the action last.
    public internal(set) weak var sender: AnyObject?
    let handler: Handler

    public init(title: String = "", identifier: String? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
