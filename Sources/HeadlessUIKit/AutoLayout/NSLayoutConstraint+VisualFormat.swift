import Foundation

/// A visual format UIKit refuses (docs/uikit-rules.md 11.64). UIKit raises `NSInvalidArgumentException` with
/// `description` as its reason; `NSLayoutConstraint.constraints(visualFormat:options:metrics:views:)` throws it.
public struct VisualFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// UIKit's message, such as `a is not a key in the views dictionary.`
    public let reason: String
    /// The format as given.
    public let format: String
    /// The index of the character where parsing stopped (the format is ASCII: characters and bytes agree), which
    /// the caret points to; nil when the whole format is refused (empty, or not ASCII).
    public let position: Int?

    public init(reason: String, format: String, position: Int?) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// UIKit's exception reason (literal, note the space before each line break):
    ///
    ///     Unable to parse constraint format: ␤<reason> ␤<format> ␤<position spaces>^
    ///
    /// or `Unable to parse constraint format: It's an empty string.` on one line.
    public var description: String {
        guard let position else { return "Unable to parse constraint format: \(reason)" }
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}

/// What `description` needs to print a constraint the visual format made in that form (docs/uikit-rules.md 11.16).
struct VisualFormatMark: Sendable {
    /// The standard space the constraint was made with (`-`), printed `NSSpace(8)` while the constant still is it.
    var standardSpace: CGFloat?
}

extension NSLayoutConstraint {
    /// The constraints a visual format describes (docs/uikit-rules.md 11.59-11.63), inactive: activate them.
    ///
    /// - `H:` (the default) or `V:`; `|` is the superview of the view next to it; `[name]` a view or layout guide
    ///   from `views`, with optional size predicates `[name(>=50@750,<=100)]` or `[a(==b)]` (same width or height
    ///   as another view).
    /// - Connections: nothing (flush, 0), `-` (the standard space: 8 between siblings, 20 to `|`, `LayoutSpacing`),
    ///   `-N-`, `-metric-`, `-(>=N@P,…)-`. Relations `==` (the default), `<=`, `>=`; priorities `@N` or `@metric`,
    ///   in (0, 1000]. Metrics are numbers (`Int`, `Double`, `CGFloat`, `NSNumber`, `UILayoutPriority`…).
    /// - `H:` relates leading/trailing edges (`b.leading == a.trailing + 8`, `a.leading == superview.leading + 20`,
    ///   `superview.trailing == b.trailing + 20`); `.directionLeftToRight` uses left/right, and
    ///   `.directionRightToLeft` left/right mirrored. `V:` relates top/bottom (baselines with
    ///   `.spacingBaselineToBaseline`).
    /// - Each `alignAll…` option adds, for every pair of adjacent views, `earlier.attribute == later.attribute`; an
    ///   attribute on the format's own axis is an error.
    ///
    /// Order (deterministic, UIKit's): for each view from the first, the connection that leads to it, then the
    /// view's size predicates in the order written; then the connection to a closing `|`; then the alignment
    /// constraints, pair by pair from the left, attributes in increasing raw value.
    ///
    /// A malformed format (docs/uikit-rules.md 11.64) throws the error UIKit would raise, with its message.
    public static func constraints(visualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]? = nil,
                                   views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics, views: views)
        return try parser.parse().map { spec in
            let constraint = NSLayoutConstraint(item: spec.first, attribute: spec.firstAttribute,
                                                relatedBy: spec.relation, toItem: spec.second,
                                                attribute: spec.secondAttribute, multiplier: 1,
                                                constant: spec.constant)
            if spec.priority != UILayoutPriority.required.rawValue { constraint.priority = UILayoutPriority(spec.priority) }
            constraint.visualFormatMark = spec.mark
            return constraint
        }
    }

    /// UIKit's method: `constraints(visualFormat:options:metrics:views:)`, except that where UIKit raises
    /// `NSInvalidArgumentException` for a malformed format, the host reports the exception's reason
    /// (`HeadlessHost.problems`) and answers no constraints.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions,
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try constraints(visualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            Runtime.current.report(error.description)
            return []
        }
    }

    // MARK: Description

    /// The constraint in visual-format form, as UIKit prints the constraints the format made while they keep the
    /// shape of a connection or a size (docs/uikit-rules.md 11.16):
    /// `H:|-(NSSpace(20))-[UIView:0x…]   (active, names: '|':UIView:0x… )`, `H:[UIView:0x…]-(10)-[UIView:0x…]   (active)`,
    /// `V:[UIView:0x…(>=44@750)]   (active)`; left/right attributes end the format with `(LTR)`. nil for any
    /// other constraint, which prints as an equation (a size equal to another view's, an alignment).
    func visualFormatText() -> String? {
        guard let mark = visualFormatMark, multiplier == 1, case .attribute(let first, let a1) = firstTerm else { return nil }
        func predicate(_ value: String) -> String {
            let relation = relation == .equal ? "" : relation.symbol
            let priority = priority == .required ? "" : "@\(priority)"
            return "\(relation)\(value)\(priority)"
        }
        var space = Self.number(constant)
        if let standard = mark.standardSpace, standard == constant { space = "NSSpace(\(Self.number(standard)))" }
        let name = Self.itemName
        var body: String
        var pipe: AnyObject?
        switch secondTerm {
        case nil:
            guard a1.isSize else { return nil }
            body = "\(a1 == .width ? "H" : "V"):[\(name(first))(\(predicate(Self.number(constant))))]"
        case .attribute(let second, let a2)?:
            let axis = a1.axis == .horizontal ? "H" : "V"
            let starts: [NSLayoutConstraint.Attribute] = [.leading, .left, .top]
            let ends: [NSLayoutConstraint.Attribute] = [.trailing, .right, .bottom]
            if a1 == a2, starts.contains(a1), second === VisualFormatParser.superitem(of: first) {
                body = "\(axis):|-(\(predicate(space)))-[\(name(first))]"
                pipe = second
            } else if a1 == a2, ends.contains(a1), first === VisualFormatParser.superitem(of: second) {
                body = "\(axis):[\(name(second))]-(\(predicate(space)))-|"
                pipe = first
            } else if let index = starts.firstIndex(of: a1), a2 == ends[index] {
                body = "\(axis):[\(name(second))]-(\(predicate(space)))-[\(name(first))]"
            } else {
                return nil
            }
        case .distance?:
            return nil
        }
        if a1.isAbsolute { body += "(LTR)" }
        // 11.14: an inactive constraint carries no "active" tag; the names clause stays.
        let names = pipe.map { "names: '|':\(name($0)) " }
        switch (isActive, names) {
        case (true, nil): return "\(body)   (active)"
        case (true, let names?): return "\(body)   (active, \(names))"
        case (false, nil): return body
        case (false, let names?): return "\(body)   (\(names))"
        }
    }
}
