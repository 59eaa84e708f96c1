import ConstraintSolver
import Foundation

/// What the engine keeps per view or guide (its item) and per active constraint (its record).
extension LayoutEngine {
    /// One view or guide the engine knows.
    @MainActor final class Item {
        private let reference: LayoutItemReference
        var object: AnyObject? { reference.object }
        let x = Variable(), y = Variable(), width = Variable(), height = Variable()
        /// Constraints the engine made for the item (frame, content size, guide definition, baselines), with the
        /// function that gives each one's constant now.
        var own: [(id: ConstraintID, constant: () -> Double)] = []
        /// What `own` was made from: the item's kind of hold and the priorities of its content-size constraints.
        var hold: Hold = .none
        /// The superview a translating view's flexible size is held against (docs/uikit-rules.md 11.160).
        var sizeParent: LayoutItemReference?
        /// The priority of a translating view's frame hold: required in a hierarchy, `parentlessFrameHold` for a view
        /// without a superview (docs/uikit-rules.md 6.87).
        var frameHoldPriority: Priority = .required
        /// The constants `own` last had.
        var constants: [Double] = []
        /// New constants for `own` that conflicted with the app's constraints when no single one of those could be
        /// broken to make room (docs/uikit-rules.md 11.256): not searched for again until they change.
        var refusedConstants: [Double] = []
        /// Baselines as distances the engine keeps up to date, with their defining constraints (kept when the
        /// hold is rebuilt: constraints refer to the variables).
        var firstBaseline: Variable?
        var lastBaseline: Variable?
        var baselines: [(id: ConstraintID, constant: () -> Double, last: Double)] = []

        /// A view's alignment insets as the engine last read them (docs/uikit-rules.md 11.177): its attributes are
        /// its frame's moved by them. `hasAlignmentInsets` is false for nearly every view, which pays nothing more.
        var alignmentInsets = UIEdgeInsets.zero
        var hasAlignmentInsets = false
        /// A safe area, layout margins or readable content guide: its frame follows its owner's insets.
        var isInsetGuide = false
        /// The engine's `markedGeneration` when the item's moved view was last marked (`markMovedViews`).
        var markedGeneration = -1
        /// The engine that made the item (`LayoutEngine.serial`): a view or guide keeps its item (`engineItem`), and
        /// a view met by another host's engine is a new item there.
        let engineSerial: Int

        /// Whether a content-size constraint of the view is required (docs/uikit-rules.md 11.226).
        var holdsRequiredContentSize: Bool {
            guard case let .contentSize(hugH, hugV, resistH, resistV, hasWidth, hasHeight) = hold else { return false }
            return (hasWidth && max(hugH, resistH) >= .required) || (hasHeight && max(hugV, resistV) >= .required)
        }

        init(_ object: AnyObject, engineSerial: Int) {
            reference = LayoutItemReference(object)
            self.engineSerial = engineSerial
        }
    }

    enum Hold: Equatable {
        case none
        case frame
        case contentSize(UILayoutPriority, UILayoutPriority, UILayoutPriority, UILayoutPriority, hasWidth: Bool, hasHeight: Bool)
        case guide
    }

    /// An active constraint as the solver holds it: `id` is nil when the solver could not take it at all, and
    /// `isBroken` says it conflicted with the required ones and is held just below required (11.120).
    ///
    /// The record holds its constraint strongly, as the view it is installed on does: a weak reference would give
    /// every constraint a side table, and every later retain and release of it the runtime's slow path. A record
    /// whose view is gone (`installedOn` nil) is dropped at the next sweep (`prune`), and is not reported before.
    struct Record {
        let constraint: NSLayoutConstraint
        var id: ConstraintID?
        var items: ItemKeys
        var isBroken = false

        /// The constraint while it is installed: nil once the view it was installed on is gone.
        @MainActor var liveConstraint: NSLayoutConstraint? { constraint.installedOn == nil ? nil : constraint }
    }

    /// The keys of the items a constraint's terms name (its views and guides, and the views between them and the
    /// view it is installed on), as `LayoutItemReference.key(of:)` gives them. The first four are kept in place and
    /// the rest in an array, so that recording a constraint allocates nothing in the usual case (11.112).
    struct ItemKeys: Sequence {
        private var first: (Int, Int, Int, Int) = (0, 0, 0, 0)
        private var more: [Int] = []
        private(set) var count = 0

        @inline(__always)
        mutating func append(_ key: Int) {
            switch count {
            case 0: first.0 = key
            case 1: first.1 = key
            case 2: first.2 = key
            case 3: first.3 = key
            default: more.append(key)
            }
            count += 1
        }

        func key(at index: Int) -> Int {
            switch index {
            case 0: first.0
            case 1: first.1
            case 2: first.2
            case 3: first.3
            default: more[index - 4]
            }
        }

        struct Iterator: IteratorProtocol {
            let keys: ItemKeys
            var index = 0

            mutating func next() -> Int? {
                guard index < keys.count else { return nil }
                index += 1
                return keys.key(at: index - 1)
            }
        }

        func makeIterator() -> Iterator { Iterator(keys: self) }

        var underestimatedCount: Int { count }
    }

    /// Where the constraint's record is in `records`, nil when the engine holds none for it: read from the
    /// constraint (`engineSlot`), tagged with the engine that wrote it (11.113).
    func recordIndex(of constraint: NSLayoutConstraint) -> Int? {
        let slot = constraint.engineSlot
        guard slot.serial == serial, slot.index >= 0, slot.index < records.count,
              records[slot.index].constraint === constraint else { return nil }
        return slot.index
    }

    /// Keeps the record of its constraint, in place of the one it had. The record is taken, not copied: a copy
    /// retains its constraint and its keys again (docs/uikit-rules.md 11.145).
    func setRecord(_ record: consuming Record) {
        if let index = recordIndex(of: record.constraint) {
            records[index] = record
            return
        }
        record.constraint.engineSlot = (serial, records.count)
        records.append(record)
    }

    /// Takes the constraint's record out: the last record moves into its place.
    func removeRecord(of constraint: NSLayoutConstraint) -> Record? {
        guard let index = recordIndex(of: constraint) else { return nil }
        let record = records[index]
        let last = records.removeLast()
        if index < records.count {
            records[index] = last
            last.constraint.engineSlot = (serial, index)
        }
        constraint.engineSlot = (0, -1)
        return record
    }

    /// Notes the item as the owner of its four variables: the solver names the variables a change moved, and the
    /// engine lays out only their views' superviews (11.104). The item gets a place in `ownerItems`, which its
    /// variables map to through a table with a cheap integer hash, rather than a `Dictionary` from variable to item
    /// (SipHash for each of four inserts per item and each look-up, 11.115).
    func noteOwner(_ item: Item) {
        let place: Int
        if let free = freeOwnerPlaces.popLast() {
            place = free
            ownerItems[place] = item
        } else {
            place = ownerItems.count
            ownerItems.append(item)
        }
        owners[item.x] = place
        owners[item.y] = place
        owners[item.width] = place
        owners[item.height] = place
    }

    func forgetOwner(_ item: Item) {
        guard let place = owners[item.x] else { return }
        for variable in [item.x, item.y, item.width, item.height] { owners[variable] = nil }
        ownerItems[place] = nil
        freeOwnerPlaces.append(place)
    }

    /// The item whose variable this is, nil for a variable of no item (a baseline's).
    func owner(of variable: Variable) -> Item? {
        guard let place = owners[variable] else { return nil }
        return ownerItems[place]
    }

    /// The item the engine holds for a view or guide, read from the object itself (no table look-up).
    func existingItem(for object: AnyObject) -> Item? {
        let item: Item?
        if let view = object as? UIView {
            item = view.engineItem
        } else if let guide = object as? UILayoutGuide {
            item = guide.engineItem
        } else {
            item = nil
        }
        guard let item, item.engineSerial == serial else { return nil }
        return item
    }
}
