import Foundation

/// What every anchor is: one attribute of a view or layout guide, or the distance between two anchors of one axis
/// (`anchorWithOffset(to:)`). Anchors make inactive constraints (docs/uikit-rules.md 11.28-11.33).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public class NSLayoutAnchorBase: @MainActor CustomStringConvertible {
    enum Source {
        case attribute(weak: WeakItem, NSLayoutConstraint.Attribute)
        case distance(from: NSLayoutAnchorBase, to: NSLayoutAnchorBase)
    }

    /// The item, held without a weak reference for views (`LayoutItemReference`).
    @MainActor struct WeakItem {
        private let reference: LayoutItemReference
        init(object: AnyObject) { reference = LayoutItemReference(object) }
        var object: AnyObject? { reference.object }
    }

    let source: Source

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        source = .attribute(weak: WeakItem(object: item), attribute)
    }

    init(from: NSLayoutAnchorBase, to: NSLayoutAnchorBase) {
        source = .distance(from: from, to: to)
    }

    /// The anchor of `item` (a view or a layout guide) for `attribute`, of the class its axis calls for; nil for
    /// margin attributes (their anchors are the margins guide's) and `notAnAttribute`.
    static func anchor(of item: AnyObject, for attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchorBase? {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX: NSLayoutXAxisAnchor(item: item, attribute: attribute)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: NSLayoutYAxisAnchor(item: item, attribute: attribute)
        case .width, .height: NSLayoutDimension(item: item, attribute: attribute)
        default: nil
        }
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? {
        if case .attribute(let item, _) = source { return item.object }
        return nil
    }

    var attribute: NSLayoutConstraint.Attribute {
        if case .attribute(_, let attribute) = source { return attribute }
        return .width
    }

    /// `UILabel:0x….leading`, as UIKit names an anchor.
    public var name: String {
        switch source {
        case let .attribute(item, attribute):
            guard let object = item.object else { return "(gone).\(attribute)" }
            return "\(NSLayoutConstraint.itemName(object)).\(attribute)"
        case let .distance(from, to):
            return "\(to.name) - \(from.name)"
        }
    }

    public var description: String { name }

    var term: NSLayoutConstraint.Term? {
        switch source {
        case let .attribute(item, attribute):
            guard let object = item.object else { return nil }
            return .attribute(object, attribute)
        case let .distance(from, to):
            return .distance(from: from, to: to)
        }
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchorBase?, multiplier: CGFloat = 1,
                        constant: CGFloat = 0) -> NSLayoutConstraint {
        var reason: String?
        let first = term
        if first == nil { reason = "the anchor's item is gone" }
        var second: NSLayoutConstraint.Term?
        if let other {
            second = other.term
            if second == nil { reason = reason ?? "the other anchor's item is gone" }
            if case .attribute = source, case .attribute = other.source,
               let mismatch = NSLayoutConstraint.axisMismatch(attribute, other.attribute) {
                reason = reason ?? mismatch
            }
        }
        let placeholder: NSLayoutConstraint.Term = .attribute(self, .width)
        return NSLayoutConstraint(first: first ?? placeholder, relation: relation, second: second,
                                  multiplier: multiplier, constant: constant, invalidReason: reason)
    }
}

/// A typed anchor: `constraint(equalTo:)` takes only anchors of the same kind, as UIKit's generic does.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: NSLayoutAnchorBase {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// The standard space between two sibling views, and between a view and its superview's edge, used by
/// `…SystemSpacing…` and the visual format's `-` (docs/uikit-rules.md 11.32, 11.61).
public enum LayoutSpacing {
    public static let siblings: CGFloat = 8
    public static let superviewEdge: CGFloat = 20
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (positive when the other lies after it).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: self, to: otherAnchor)
    }

    /// `self = anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }
}

public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: self, to: otherAnchor)
    }

    /// `self = anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: multiplier * LayoutSpacing.siblings)
    }
}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, to: nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// What has edge, center and size anchors: views and layout guides (11.28). The anchors are made when asked for;
/// two reads give two anchors that make the same constraints.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol LayoutAnchorOwner: AnyObject {}

extension LayoutAnchorOwner {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

extension UIView: LayoutAnchorOwner {}
