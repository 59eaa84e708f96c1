/// The constraints installed on one view, in the order they were added (`UIView.constraints`; docs/uikit-rules.md
/// 11.152).
///
/// Most views a screen's constraints place hold one or two constraints of their own (a width, a height, an aspect
/// ratio): those are kept in place, so that installing them allocates nothing. A view that gets a third (a container,
/// a screen's root view) keeps them all in one array from then on, which `constraints` hands out without a copy.
@MainActor
struct InstalledConstraints {
    /// Up to two constraints, while the view has had no more (`list` is empty then).
    private var first: NSLayoutConstraint?
    private var second: NSLayoutConstraint?
    /// Every constraint, once the view has had more than two (`first` and `second` are nil then).
    private var list: [NSLayoutConstraint] = []

    var isEmpty: Bool { first == nil && list.isEmpty }

    /// The constraints in the order they were added.
    var array: [NSLayoutConstraint] {
        if !list.isEmpty { return list }
        guard let first else { return [] }
        guard let second else { return [first] }
        return [first, second]
    }

    mutating func append(_ constraint: NSLayoutConstraint) {
        if !list.isEmpty {
            list.append(constraint)
        } else if first == nil {
            first = constraint
        } else if second == nil {
            second = constraint
        } else {
            list = [first!, second!, constraint]
            first = nil
            second = nil
        }
    }

    /// Whether one of the constraints satisfies the predicate, asked without building the array.
    func contains(where predicate: (NSLayoutConstraint) -> Bool) -> Bool {
        if !list.isEmpty { return list.contains(where: predicate) }
        if let first, predicate(first) { return true }
        if let second, predicate(second) { return true }
        return false
    }

    /// Removes the constraint wherever it is, the others keeping their order.
    mutating func remove(_ constraint: NSLayoutConstraint) {
        if !list.isEmpty {
            list.removeAll { $0 === constraint }
        } else if first === constraint {
            first = second
            second = nil
        } else if second === constraint {
            second = nil
        }
    }
}
