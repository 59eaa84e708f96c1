import Foundation

/// The parser behind `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// (docs/uikit-rules.md 11.59-11.64).
///
/// It reads the format as UIKit's parser does: one ASCII character at a time, left to right, with no whitespace
/// allowed anywhere, and it stops at the first error, at the character UIKit's caret points to. Grammar, as the
/// parser accepts it (a little more than Apple's published grammar: a connection's single predicate may carry a
/// relation and a priority without parentheses, `->=8@750-`):
///
///     format     := ('H:' | 'V:')? ('|' connection view | view) (connection (view | '|'))*      ('|' ends it)
///     view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection := ''  (flush: 0)  |  '-' before '[' or '|'  (standard space)
///                 | '-' (predicate | '(' predicate (',' predicate)* ')') '-'
///     predicate  := ('==' | '<=' | '>=')? (number | metric | view name, in a view only) ('@' (number | metric))?
///
/// A number is read as `strtod` reads it in the C locale, and must start with a digit or `-`. Names are C
/// identifiers, looked up in the metrics first, then in the views.
///
/// Which items and attributes each connection relates (UIKit's choice, kept exactly): in `H:` the later view's
/// leading edge equals the earlier view's trailing edge plus the space (`b.leading == a.trailing + 8`); an edge
/// pinned to `|` is the superview's same edge on the view's side (`a.leading == superview.leading + 20`,
/// `superview.trailing == b.trailing + 20`). `.directionLeftToRight` uses left/right instead;
/// `.directionRightToLeft` uses them mirrored (the later view lies to the left: `a.left == b.right + 8`). `V:`
/// uses top/bottom, or, with `.spacingBaselineToBaseline`, the lower view's first baseline and the upper view's
/// last baseline.
@MainActor
struct VisualFormatParser {
    typealias Attribute = NSLayoutConstraint.Attribute
    typealias Relation = NSLayoutConstraint.Relation

    /// One constraint to make, once the whole format has parsed.
    struct Spec {
        var first: AnyObject
        var firstAttribute: Attribute
        var relation: Relation
        var second: AnyObject?
        var secondAttribute: Attribute
        var constant: CGFloat
        var priority: Float
        /// nil for the alignment constraints, which UIKit prints as equations.
        var mark: VisualFormatMark?
    }

    /// `relation constant @priority`, or `relation view` inside a view's parentheses.
    private struct Predicate {
        var relation: Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: Float = 1000
    }

    private enum Connection {
        /// `[a][b]`: the two edges touch.
        case flush
        /// `-` alone: the standard space.
        case standard
        case predicates([Predicate])
    }

    private let format: String
    private let chars: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var horizontal = true
    private var specs: [Spec] = []
    private var alignments: [Spec] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?, views: [String: Any]) {
        self.format = format
        self.chars = Array(format.utf8)
        self.options = options
        self.metrics = metrics ?? [:]
        self.views = views
    }

    /// The constraints, in UIKit's order: for each view from the first, the connection that leads to it, then its
    /// own size predicates; then the connection to a closing `|`; then the alignment constraints the options ask
    /// for, pair by pair, in increasing attribute order.
    mutating func parse() throws(VisualFormatError) -> [Spec] {
        guard !chars.isEmpty else { throw VisualFormatError(reason: "It's an empty string.", format: format, position: nil) }
        guard chars.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError(reason: "It contains non-ASCII characters.", format: format, position: nil)
        }
        if chars[0] == UInt8(ascii: "H") || chars[0] == UInt8(ascii: "V") {
            horizontal = chars[0] == UInt8(ascii: "H")
            position = 1
            guard at(":") else {
                throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                                      : "Expected ':' after 'V' to specify vertical arrangement")
            }
            position = 2
        }
        var previous: AnyObject
        if at("|") {
            position += 1
            guard position < chars.count else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            try finish(connection, from: nil, to: view)
            specs += sizes
            previous = view
        } else {
            let (view, sizes) = try parseView()
            specs += sizes
            previous = view
        }
        while position < chars.count {
            let connection = try parseConnection()
            if at("[") {
                let (view, sizes) = try parseView()
                try finish(connection, from: previous, to: view)
                specs += sizes
                previous = view
            } else if at("|") {
                position += 1
                try finish(connection, from: previous, to: nil)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        if position < chars.count { throw fail("Expected the end of the format string") }
        return specs + alignments
    }

    // MARK: Pieces

    /// `[name]` or `[name(predicates)]`, with the size constraints of its predicates.
    private mutating func parseView() throws(VisualFormatError) -> (AnyObject, [Spec]) {
        guard at("[") else { throw fail("Expected a view") }
        position += 1
        guard position < chars.count else { throw fail("Expected a view") }
        let name = scanName()
        guard !name.isEmpty else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.") }
        guard let view = Self.layoutItem(value) else {
            throw fail("\(name) in the views dictionary is a \(type(of: value)), not a view or a layout guide.")
        }
        if at("]") {
            position += 1
            return (view, [])
        }
        guard at("(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        position += 1
        guard position < chars.count else {
            throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view")
        }
        let predicates = try parsePredicateList(sizing: view)
        guard at(")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        position += 1
        guard at("]") else { throw fail("Expected ']' after specifying thickness.") }
        position += 1
        let size: Attribute = horizontal ? .width : .height
        let sizes = predicates.map { predicate in
            Spec(first: view, firstAttribute: size, relation: predicate.relation, second: predicate.view,
                 secondAttribute: predicate.view == nil ? .notAnAttribute : size, constant: predicate.constant,
                 priority: predicate.priority, mark: VisualFormatMark(standardSpace: nil))
        }
        return (view, sizes)
    }

    /// Nothing, `-`, `-N-`, `-(…)-`.
    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard at("-") else { return .flush }
        position += 1
        if at("|") || at("[") { return .standard }
        let predicates: [Predicate]
        if at("-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else if at("(") {
            position += 1
            predicates = try parsePredicateList(sizing: nil)
            guard at(")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
        } else {
            predicates = [try parsePredicate(sizing: nil)]
        }
        if at(",") {
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard at("-") else { throw fail("Expected a '-' here") }
        position += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(sizing view: AnyObject?) throws(VisualFormatError) -> [Predicate] {
        var predicates = [try parsePredicate(sizing: view)]
        while at(",") {
            position += 1
            predicates.append(try parsePredicate(sizing: view))
        }
        return predicates
    }

    /// `sizing` is the view whose width or height the predicate sets, nil in a connection.
    private mutating func parsePredicate(sizing view: AnyObject?) throws(VisualFormatError) -> Predicate {
        guard position < chars.count else { throw fail("Expected more input") }
        var predicate = Predicate()
        if at("<") || at(">") || at("=") {
            predicate.relation = at("<") ? .lessThanOrEqual : at(">") ? .greaterThanOrEqual : .equal
            position += 1
            guard at("=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            position += 1
        }
        let (constant, other) = try parseConstant(sizing: view)
        predicate.constant = CGFloat(constant)
        predicate.view = other
        if at("@") {
            position += 1
            let (priority, _) = try parseConstant(sizing: view)
            guard priority > 0 else {
                throw fail("Invalid priority specified: \(Self.g(priority)). Priority must be greater than 0")
            }
            guard priority <= 1000 else {
                throw fail("Invalid priority specified: \(Self.g(priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = Float(priority)
        }
        return predicate
    }

    /// A number, a metric's value, or (inside a view's parentheses) another view, whose same dimension the
    /// predicate then relates to: `(0, view)`.
    private mutating func parseConstant(sizing view: AnyObject?) throws(VisualFormatError) -> (Double, AnyObject?) {
        guard position < chars.count else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let c = chars[position]
        if c == UInt8(ascii: "-") || Self.isDigit(c) {
            guard let (value, end) = scanNumber() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            position = end
            return (value, nil)
        }
        guard Self.isNameStart(c) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = scanName()
        if let metric = metrics[name] {
            guard let value = Self.number(metric) else {
                throw fail("The metric \"\(name)\" is a \(type(of: metric)), not a number.")
            }
            return (value, nil)
        }
        if let other = views[name] {
            guard view != nil else {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            guard let item = Self.layoutItem(other) else {
                throw fail("\(name) in the views dictionary is a \(type(of: other)), not a view or a layout guide.")
            }
            return (0, item)
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    // MARK: Constraints

    /// The constraints of one connection between `earlier` and `later` (nil: the superview, `|`), and the
    /// alignment constraints between two views.
    private mutating func finish(_ connection: Connection, from earlier: AnyObject?, to later: AnyObject?) throws(VisualFormatError) {
        let baselines = options.contains(.spacingBaselineToBaseline)
        if horizontal, baselines { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        // `|`: the superview of the view beside it. (Between two views it is not needed; the view stands in.)
        let pipe: AnyObject
        switch (earlier, later) {
        case let (view?, nil), let (nil, view?):
            guard let superview = Self.superitem(of: view) else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            pipe = superview
        case let (view?, _?):
            pipe = view
        case (nil, nil):
            return
        }

        let direction = options.intersection(.directionMask)
        let absolute = horizontal && !direction.isEmpty
        let mirrored = horizontal && direction == .directionRightToLeft
        let start: Attribute = horizontal ? (absolute ? .left : .leading) : .top
        let end: Attribute = horizontal ? (absolute ? .right : .trailing) : .bottom
        // The item on the far side (right, below) measures from its near edge; the superview from its own far edge.
        let (near, far) = mirrored ? (later, earlier) : (earlier, later)
        let first: (AnyObject, Attribute) = far.map { ($0, baselines ? .firstBaseline : start) } ?? (pipe, end)
        let second: (AnyObject, Attribute) = near.map { ($0, baselines ? .lastBaseline : end) } ?? (pipe, start)

        let predicates: [Predicate]
        var standard: CGFloat?
        switch connection {
        case .flush:
            predicates = [Predicate()]
        case .standard:
            let space = earlier == nil || later == nil ? LayoutSpacing.superviewEdge : LayoutSpacing.siblings
            standard = space
            predicates = [Predicate(constant: space)]
        case .predicates(let list):
            predicates = list
        }
        for predicate in predicates {
            specs.append(Spec(first: first.0, firstAttribute: first.1, relation: predicate.relation, second: second.0,
                              secondAttribute: second.1, constant: predicate.constant, priority: predicate.priority,
                              mark: VisualFormatMark(standardSpace: standard)))
        }

        guard let earlier, let later else { return }
        let (a, b) = mirrored ? (later, earlier) : (earlier, later)
        for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
            guard let attribute = Attribute(rawValue: bit) else { continue }
            if (attribute.axis == .horizontal) == horizontal {
                throw fail(horizontal
                    ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
            }
            alignments.append(Spec(first: a, firstAttribute: attribute, relation: .equal, second: b,
                                   secondAttribute: attribute, constant: 0, priority: 1000, mark: nil))
        }
    }

    // MARK: Characters

    private func at(_ character: Unicode.Scalar) -> Bool {
        position < chars.count && chars[position] == UInt8(ascii: character)
    }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
    private static func isNameStart(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || isLetter(c) }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f")) }

    /// A C identifier at the position (empty when there is none), moving past it.
    private mutating func scanName() -> String {
        let start = position
        guard position < chars.count, Self.isNameStart(chars[position]) else { return "" }
        position += 1
        while position < chars.count, Self.isNameStart(chars[position]) || Self.isDigit(chars[position]) { position += 1 }
        return String(decoding: chars[start..<position], as: UTF8.self)
    }

    /// The longest number `strtod` reads at the position (decimal with an exponent, hexadecimal, `inf`, `nan`), and
    /// the index after it; nil when there is none. Does not move.
    private func scanNumber() -> (Double, Int)? {
        let n = chars.count
        var i = position
        if i < n, chars[i] == UInt8(ascii: "-") { i += 1 }
        func matches(_ word: String, at index: Int) -> Bool {
            let bytes = Array(word.utf8)
            guard index + bytes.count <= n else { return false }
            return zip(chars[index..<index + bytes.count], bytes).allSatisfy { ($0 | 0x20) == $1 }
        }
        var end: Int?
        if matches("infinity", at: i) {
            end = i + 8
        } else if matches("inf", at: i) || matches("nan", at: i) {
            end = i + 3
        } else if i + 1 < n, chars[i] == UInt8(ascii: "0"), chars[i + 1] | 0x20 == UInt8(ascii: "x"),
                  let hexEnd = scanDigits(from: i + 2, hex: true) {
            end = hexEnd
        } else {
            end = scanDigits(from: i, hex: false)
        }
        guard let end else { return nil }
        let text = String(decoding: chars[position..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return (value, end)
    }

    /// Digits with an optional fraction and exponent (`e` or, in hexadecimal, `p`), from `start`; the index after
    /// them, or nil when no digit is there.
    private func scanDigits(from start: Int, hex: Bool) -> Int? {
        let n = chars.count
        let digit = hex ? Self.isHexDigit : Self.isDigit
        var i = start
        var digits = 0
        while i < n, digit(chars[i]) { i += 1; digits += 1 }
        if i < n, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, digit(chars[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < n, chars[i] | 0x20 == UInt8(ascii: hex ? "p" : "e") {
            var j = i + 1
            if j < n, chars[j] == UInt8(ascii: "+") || chars[j] == UInt8(ascii: "-") { j += 1 }
            if j < n, Self.isDigit(chars[j]) {
                while j < n, Self.isDigit(chars[j]) { j += 1 }
                i = j
            }
        }
        return i
    }

    // MARK: Values

    /// A metric's value as a number: any integer or floating-point type, `NSNumber`, `UILayoutPriority`, or a
    /// string that reads as a number (UIKit asks the object for its `doubleValue`).
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let priority as UILayoutPriority: return Double(priority.rawValue)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return convert(number)
        case let number as NSNumber: return number.doubleValue
        case let text as String: return Double(text)
        default: return nil
        }
    }

    private static func convert<T: BinaryFloatingPoint>(_ value: T) -> Double { Double(value) }

    /// A view or a layout guide from the views dictionary.
    static func layoutItem(_ value: Any) -> AnyObject? {
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        return nil
    }

    /// What `|` stands for next to `item`: a view's superview, a guide's owning view.
    static func superitem(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// `%g`, as UIKit prints a refused priority.
    static func g(_ value: Double) -> String { String(format: "%g", value) }
}
