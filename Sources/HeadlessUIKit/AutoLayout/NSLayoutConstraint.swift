import Foundation

/// One linear relation between two layout attributes (docs/uikit-rules.md 11.1-11.25):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A new constraint is inactive. Activating it installs it on the closest common ancestor of its items (a layout
/// guide counts as its owning view); a constraint whose items share no ancestor, that mixes leading/trailing with
/// left/right, or that has a non-finite number is not activated, and the problem is reported (UIKit raises an
/// exception there; the host keeps running). `constant` may change at any time, cheaply.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSLayoutConstraint: Hashable, @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// Equal only to itself, as NSObject's `isEqual(_:)` (docs/uikit-rules.md 11.143).
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// One side of the relation: an item's attribute, or (for `anchorWithOffset(to:)`) the distance between two
    /// anchors of one axis.
    enum Term {
        case attribute(AnyObject, Attribute)
        case distance(from: NSLayoutAnchorBase, to: NSLayoutAnchorBase)
    }

    /// A side as the constraint keeps it: its item without owning it (UIKit's `firstItem` and `secondItem` are weak). A
    /// constraint installed on a view it names (a width, an aspect ratio) would otherwise keep the view alive.
    @MainActor private enum StoredTerm {
        case attribute(NSLayoutAnchorBase.WeakItem, Attribute)
        case distance(from: NSLayoutAnchorBase, to: NSLayoutAnchorBase)

        init(_ term: Term) {
            switch term {
            case let .attribute(item, attribute): self = .attribute(NSLayoutAnchorBase.WeakItem(object: item), attribute)
            case let .distance(from, to): self = .distance(from: from, to: to)
            }
        }

        /// The side, nil once its item is gone. (No closures on this path, which activation takes for every
        /// constraint: a main-actor closure checks at run time that it runs on the main actor.)
        var term: Term? {
            switch self {
            case let .attribute(item, attribute):
                guard let object = item.object else { return nil }
                return .attribute(object, attribute)
            case let .distance(from, to):
                return .distance(from: from, to: to)
            }
        }

        var attribute: Attribute {
            if case .attribute(_, let attribute) = self { return attribute }
            return .notAnAttribute
        }
    }

    private let storedFirst: StoredTerm
    private let storedSecond: StoredTerm?
    /// The first side; nil once its item is gone.
    var firstTerm: Term? { storedFirst.term }
    /// The second side; nil for a constant relation, or once its item is gone (`hasLostAnItem`).
    var secondTerm: Term? { storedSecond?.term }
    /// Whether an item the constraint named has been freed.
    var hasLostAnItem: Bool { firstTerm == nil || (storedSecond != nil && secondTerm == nil) }
    /// Both sides with their items looked up, once; nil once an item is gone. Activation looks the items up
    /// here and hands the sides on to the engine rather than asking again at each step.
    var sides: Sides? {
        guard let first = firstTerm else { return nil }
        guard let storedSecond else { return Sides(first: first, second: nil) }
        guard let second = storedSecond.term else { return nil }
        return Sides(first: first, second: second)
    }

    struct Sides {
        let first: Term
        /// Nil for a constant relation.
        let second: Term?
    }
    public let relation: Relation
    public let multiplier: CGFloat
    /// Why the constraint cannot be activated, found when it was made (mixed axes, non-finite numbers).
    let invalidReason: String?

    // Read for every constraint activated: no dynamic exclusivity checks on it, its priority and its view.
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Runtime.current.report("constant \(constant) of \(self) ignored: it must be finite")
                constant = oldValue
                return
            }
            Runtime.current.layoutEngine?.constantChanged(self)
        }
    }

    /// Changing between required and optional once the constraint is installed is refused, as UIKit refuses it.
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if installedOn != nil, (priority == .required) != (oldValue == .required) {
                Runtime.current.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self) keeps priority \(oldValue). Deactivate it, change the priority, then activate it again.")
                priority = oldValue
                return
            }
            if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
                Runtime.current.report("priority \(priority.rawValue) of \(self) ignored: priorities run from 1 to 1000")
                priority = oldValue
                return
            }
            Runtime.current.layoutEngine?.priorityChanged(self)
        }
    }

    open var identifier: String?
    open var shouldBeArchived = false
    /// The view the constraint is installed on while it is active.
    var installedOn: UIView? {
        get { installedOnReference?.view }
        // Not `newValue.map(...)`: a main-actor closure checks at run time that it runs on the main actor, and
        // activation sets this for every constraint.
        set {
            if let newValue {
                installedOnReference = LayoutItemReference(view: newValue)
            } else {
                installedOnReference = nil
            }
        }
    }
    @exclusivity(unchecked) private var installedOnReference: LayoutItemReference?
    /// Where the engine keeps this constraint's record while it is active (`LayoutEngine.records`): the engine's
    /// serial and the record's index, so that no table is hashed per constraint (docs/uikit-rules.md 11.113).
    @exclusivity(unchecked) var engineSlot = (serial: 0, index: -1)
    /// Made by the runtime for a stack view, an autoresizing mask... and shown by name in `description`.
    var kind: String { "NSLayoutConstraint" }
    /// Set on the constraints UIKit's containers make to hold a controller's view where they put it
    /// (`UIView-Encapsulated-Layout-*`, 7.45, 7.69): in a conflict with the app's required constraints they win, and
    /// one of the app's is broken (11.256).
    var isMadeBySystem = false
    /// Set on the constraints the visual format language made: `description` prints them in that language
    /// (NSLayoutConstraint+VisualFormat.swift).
    var visualFormatMark: VisualFormatMark?

    init(first: Term, relation: Relation, second: Term?, multiplier: CGFloat, constant: CGFloat, invalidReason: String? = nil) {
        storedFirst = StoredTerm(first)
        storedSecond = second.map(StoredTerm.init)
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        var reason = invalidReason
        if reason == nil, !multiplier.isFinite || !constant.isFinite {
            reason = "the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers"
        }
        self.invalidReason = reason
    }

    /// `view1.attr1 = multiplier × view2.attr2 + constant`. `toItem` nil (with `.notAnAttribute`) makes a constant
    /// relation, such as a width. Items are views or layout guides.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        var reason: String?
        if !(first is UIView || first is UILayoutGuide) {
            reason = "the first item \(type(of: view1)) is not a view or a layout guide"
        }
        var second: Term?
        if let view2 {
            let object = view2 as AnyObject
            if !(object is UIView || object is UILayoutGuide) {
                reason = reason ?? "the second item \(type(of: view2)) is not a view or a layout guide"
            }
            if attr2 == .notAnAttribute {
                reason = reason ?? "a second item needs an attribute other than notAnAttribute"
            }
            second = .attribute(object, attr2)
        } else if attr2 != .notAnAttribute {
            reason = reason ?? "a second attribute (\(attr2)) needs a second item"
        }
        if attr1 == .notAnAttribute { reason = reason ?? "the first attribute cannot be notAnAttribute" }
        if second != nil, let mixed = Self.axisMismatch(attr1, attr2) { reason = reason ?? mixed }
        if second == nil, !attr1.isSize {
            reason = reason ?? "a constraint with no second item can only set a width or a height, not \(attr1)"
        }
        self.init(first: .attribute(first, attr1), relation: relation, second: second, multiplier: multiplier,
                  constant: c, invalidReason: reason)
    }

    /// docs/uikit-rules.md 6.101: NSObject's initialiser, which apps use for a placeholder they replace before
    /// activating (`var height = NSLayoutConstraint()`): no items (`firstItem` nil), not an attribute, constant 0.
    /// Activating it is reported and ignored (UIKit raises).
    public convenience init() {
        self.init(first: .attribute(PlaceholderItem(), .notAnAttribute), relation: .equal, second: nil, multiplier: 1,
                  constant: 0, invalidReason: "it was made with NSLayoutConstraint() and names no items; make it from an anchor or with init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)")
    }

    /// The item of a placeholder constraint: held weakly and released at once, so the constraint names none.
    private final class PlaceholderItem {}

    static func axisMismatch(_ a: Attribute, _ b: Attribute) -> String? {
        if a.axis != b.axis, !(a.isSize && b.isSize) {
            return "a constraint cannot relate a \(a.axis == .horizontal ? "horizontal" : "vertical") attribute (\(a)) to a \(b.axis == .horizontal ? "horizontal" : "vertical") one (\(b))"
        }
        if (a.isDirectional && b.isAbsolute) || (a.isAbsolute && b.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    public var firstItem: AnyObject? {
        if case .attribute(let item, _)? = firstTerm { return item }
        return nil
    }

    public var secondItem: AnyObject? {
        if case .attribute(let item, _)? = secondTerm { return item }
        return nil
    }

    public var firstAttribute: Attribute { storedFirst.attribute }

    public var secondAttribute: Attribute { storedSecond?.attribute ?? .notAnAttribute }

    public var firstAnchor: NSLayoutAnchorBase? { firstTerm?.anchor }
    public var secondAnchor: NSLayoutAnchorBase? { secondTerm?.anchor }

    /// Active constraints take part in layout. Setting it installs the constraint on (or removes it from) the
    /// closest common ancestor of its items.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                guard installedOn == nil else { return }
                // The sides read once, and not wrapped in an optional again on the way (each copy of the sides
                // retains their items).
                guard let sides = self.sides else {
                    _ = commonAncestor(of: nil)  // reports why
                    return
                }
                guard let ancestor = commonAncestor(ofSides: sides) else { return }
                ancestor.install(self, presentSides: sides)
            } else {
                installedOn?.uninstall(self)
            }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        let runtime = Runtime.current
        if constraints.count >= 64 { runtime.engine.reserveCapacity(adding: constraints.count) }
        // An engine made by the first constraint installed (a small first batch) takes this batch one by one.
        let engine = runtime.layoutEngine
        let outer = engine?.beginBatch() ?? false
        for constraint in constraints { constraint.isActive = true }
        engine?.endBatch(outer: outer)
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the constraint's items live in (a guide's owning view), first item first.
    var views: [UIView] { Self.views(firstTerm, secondTerm) }

    private static func views(_ first: Term?, _ second: Term?) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(2)
        func add(_ term: Term?) {
            switch term {
            case .attribute(let item, _)?:
                if let view = Self.view(of: item) { views.append(view) }
            case .distance(let from, let to)?:
                if let view = from.item.flatMap(Self.view(of:)) { views.append(view) }
                if let view = to.item.flatMap(Self.view(of:)) { views.append(view) }
            case nil:
                break
            }
        }
        add(first)
        add(second)
        return views
    }

    static func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that is an ancestor (or itself) of every item; nil, with the problem reported, when the
    /// constraint cannot be active.
    func commonAncestor() -> UIView? { commonAncestor(of: sides) }

    /// `commonAncestor(of:)` for sides whose items are all there.
    private func commonAncestor(ofSides sides: Sides) -> UIView? {
        if invalidReason == nil, let ancestor = Self.usualCommonAncestor(sides) { return ancestor }
        return commonAncestor(of: sides)
    }

    /// The usual shape, one or two items that are views or guides with owners, without building a list of views;
    /// nil for any other shape (and when the items share no ancestor).
    private static func usualCommonAncestor(_ sides: Sides) -> UIView? {
        guard case let .attribute(firstItem, _) = sides.first, let firstView = view(of: firstItem) else { return nil }
        // The second side matched in place, without binding it first (a copy of the side retains its item).
        switch sides.second {
        case nil:
            return firstView
        case let .attribute(secondItem, _)?:
            guard let secondView = view(of: secondItem) else { return nil }
            return closestCommonAncestor(firstView, secondView)
        case .distance?:
            return nil
        }
    }

    /// `commonAncestor()` for the sides already looked up (nil: an item is gone).
    func commonAncestor(of sides: Sides?) -> UIView? {
        if let invalidReason {
            Runtime.current.report("Unable to activate constraint \(self): \(invalidReason)")
            return nil
        }
        if let sides, let ancestor = Self.usualCommonAncestor(sides) { return ancestor }
        var views: [UIView] = []
        if let sides { views = Self.views(sides.first, sides.second) }
        guard let first = views.first else {
            Runtime.current.report("Unable to activate constraint \(self): its item is gone, or a layout guide has no owning view; add the guide to a view with addLayoutGuide(_:) first")
            return nil
        }
        guard let ancestor = Self.closestCommonAncestor(first, views.dropFirst()) else {
            Runtime.current.report("Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return nil
        }
        return ancestor
    }

    /// The closest view that is `first` or an ancestor of it and of every view in `others`.
    static func closestCommonAncestor(_ first: UIView, _ others: ArraySlice<UIView>) -> UIView? {
        var ancestor: UIView? = first
        for view in others {
            guard let candidate = ancestor else { return nil }
            ancestor = closestCommonAncestor(candidate, view)
        }
        return ancestor
    }

    /// The closest view that is `first` or an ancestor of it, and `second` or an ancestor of it.
    static func closestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        // The usual cases without walking up to the window: one view, siblings, a view and its superview.
        if second === first { return first }
        // Compared through the back pointers in place: a reference is taken only to the answer (docs/uikit-rules.md
        // 11.147, 11.155).
        if second.sharesSuperview(with: first) || second.isSuperview(first) { return second.superview }
        if first.isSuperview(second) { return second }
        var ancestor: UIView? = first
        while let candidate = ancestor, !second.isDescendant(of: candidate) {
            ancestor = candidate.superview
        }
        return ancestor
    }

    // MARK: Text

    /// UIKit's form: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leadingMargin + 20 @750   (active)>`.
    public var description: String {
        var text = "<\(kind):\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        if let visual = visualFormatText() { return "\(text) \(visual)>" }
        text += " \(firstTerm.map(Self.describe) ?? "(gone).\(firstAttribute)") \(relation.symbol) "
        var right = ""
        if storedSecond != nil {
            right = secondTerm.map(Self.describe) ?? "(gone).\(secondAttribute)"
            if multiplier != 1 { right = "\(Self.number(multiplier))*\(right)" }
            if constant != 0 { right += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        text += right
        if priority != .required { text += " @\(priority)" }
        text += isActive ? "   (active)>" : ">"
        return text
    }

    public var debugDescription: String { description }

    static func describe(_ term: Term) -> String {
        switch term {
        case let .attribute(item, attribute):
            return "\(itemName(item)).\(attribute)"
        case let .distance(from, to):
            return "\(to.name) - \(from.name)"
        }
    }

    static func itemName(_ item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide {
            return guide.displayName
        }
        return "\(String(describing: type(of: item))):\(address(item))"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Term {
    @MainActor var anchor: NSLayoutAnchorBase? {
        switch self {
        case let .attribute(item, attribute):
            if let view = item as? UIView { return view.anchor(for: attribute) }
            if let guide = item as? UILayoutGuide { return guide.anchor(for: attribute) }
            return nil
        case .distance:
            return nil
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            .horizontal
        default:
            .vertical
        }
    }

    var isSize: Bool { self == .width || self == .height }
    // Switches rather than a list's `contains`: read for every attribute of every constraint added.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
    var isAbsolute: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The same edge without the margin (`leadingMargin` → `leading`).
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

extension NSLayoutConstraint {
    /// `UILayoutConstraintAxis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
