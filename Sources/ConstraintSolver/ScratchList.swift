/// A short list the solver reuses from one add to the next (the symbols of a constraint's terms, the variables the add
/// met first): emptied by setting its count to zero, its buffer kept and its elements overwritten in place
/// (docs/uikit-rules.md 11.144). Emptying an `Array` removes its elements through the standard library's generic
/// paths, and taking a list out of the solver and back (so that the solver could change while it was in use) cost
/// retains and releases on every add. Only for elements with nothing to release (symbols, variables).
struct ScratchList<Element> {
    private var storage: ContiguousArray<Element> = []
    /// How many elements the list holds: `storage` may hold more, left from earlier use.
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    mutating func removeAll() {
        count = 0
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index < count, "ScratchList index out of range")
        return storage[index]
    }

    /// The index of the first element that satisfies `predicate`, nil when none does.
    func firstIndex(where predicate: (Element) -> Bool) -> Int? {
        for index in 0..<count where predicate(storage[index]) { return index }
        return nil
    }
}
