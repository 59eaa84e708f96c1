import Foundation

/// A closure-based action (docs/uikit-rules.md 0, 6.10): a control's or bar item's primary action, or a menu entry.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIAction: UIMenuElement {
    public typealias Handler = @MainActor (UIAction) -> Void

    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    open var identifier: Identifier?
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    /// Shown as a checkmark in a menu; set it in the handler for toggles.
    open var state: State
    /// The item or control that performed the action last.
    public internal(set) weak var sender: AnyObject?
    let handler: Handler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping Handler) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
