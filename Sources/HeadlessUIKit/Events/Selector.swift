/// An action's name, standing in for Objective-C selectors, which Swift on Linux does not have
/// (docs/uikit-rules.md 0). Storyboards and nil-targeted actions name actions this way (`"didTap:"`);
/// responders say which names they handle by overriding `UIResponder.action(for:)` or through
/// `UIResponder.registerAction(_:for:perform:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
