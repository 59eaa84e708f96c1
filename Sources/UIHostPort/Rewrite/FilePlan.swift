/// A selector one file names, by `#selector` or a `Selector("…")` string: the methods registered as actions, and
/// the ones left when no ported type declares the method.
struct SelectorUse: Equatable {
    var selector: String
    var location: SourceLocation
}

/// What porting one file takes: its edits, the selectors it names and what it leaves.
struct FilePlan {
    var edits: [TextEdit] = []
    var selectorUses: [SelectorUse] = []
    var left: [LeftItem] = []
}
