/// Objective-C selector spelling for Swift declarations, the way Swift infers it for `@objc` members: what a
/// storyboard's `<action selector=…>` and HeadlessUIKit's `Selector` carry.
enum ObjCSelectorName {
    /// `tap()` is `tap`, `tap(_:)` is `tap:`, `tap(_:with:)` is `tap:with:`, `tap(sender:)` is `tapWithSender:`,
    /// `move(to:)` is `moveTo:` (no "With" before a preposition), and a throwing method gains Objective-C's error
    /// parameter (`save()` is `saveAndReturnError:`, `save(_:)` is `save:error:`).
    static func method(_ name: String, labels: [String?], isThrowing: Bool = false) -> String {
        guard let first = labels.first else {
            return isThrowing ? name + "AndReturnError:" : name
        }
        var selector = name
        if let first {
            let joinsDirectly = startsWithPreposition(first) || endsWithPreposition(name)
            selector += (joinsDirectly ? "" : "With") + capitalized(first)
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        if isThrowing { selector += "error:" }
        return selector
    }

    /// `#selector(getter: title)` is `title`.
    static func getter(_ property: String) -> String { property }

    /// `#selector(setter: title)` is `setTitle:`.
    static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The words Swift treats as prepositions when it names selectors.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func startsWithPreposition(_ label: String) -> Bool {
        let firstWord = label.prefix { !$0.isUppercase }
        return prepositions.contains(String(firstWord))
    }

    private static func endsWithPreposition(_ name: String) -> Bool {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return prepositions.contains(name) }
        return prepositions.contains(name[start...].lowercased())
    }
}
