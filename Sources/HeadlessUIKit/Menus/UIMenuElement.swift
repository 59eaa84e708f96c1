import Foundation

/// An entry of a menu: an action or a submenu (docs/uikit-rules.md 6.10).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIMenuElement {
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off, on, mixed
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu: a title and its children, actions and submenus (docs/uikit-rules.md 6.10).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear in the parent menu, between separators, rather than behind a row of their own.
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("menu.\(title)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               children: newChildren)
    }

    /// The rows the menu shows, in order: each visible action or (non-inline) submenu, with inline submenus'
    /// rows in their place, separated from their neighbours (`nil` marks a separator).
    func rows() -> [UIMenuElement?] {
        var rows: [UIMenuElement?] = []
        for child in children {
            if let action = child as? UIAction, action.attributes.contains(.hidden) { continue }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
                let inner = menu.rows()
                guard !inner.isEmpty else { continue }
                if let last = rows.last, last != nil { rows.append(nil) }
                rows += inner
                rows.append(nil)
            } else {
                rows.append(child)
            }
        }
        while let last = rows.last, last == nil { rows.removeLast() }
        return rows
    }
}
