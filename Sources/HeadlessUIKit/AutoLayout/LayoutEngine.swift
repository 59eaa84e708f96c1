import ConstraintSolver
import Foundation

/// Auto Layout's engine for one host (docs/uikit-rules.md 11.40, 11.44-11.49, 11.85-11.90): the active constraints as linear relations
/// in an incremental simplex solver (`ConstraintSolver`), and the frames it solves.
///
/// Every view or layout guide a constraint mentions is an item with four unknowns: the origin and size of its
/// frame, in its superview's coordinates (a guide: its owning view's). An attribute is read in the coordinates of
/// the view the constraint is installed on (the closest common ancestor), so an item's origin there is the sum of
/// the origins on the way up. What else holds the items:
/// - a view that translates its autoresizing mask into constraints has its frame as four required constraints,
///   whose constants follow the frame as it changes (UIKit's `NSAutoresizingMaskLayoutConstraint`);
/// - a view placed by constraints hugs its intrinsic content size (`width <= intrinsic` at the hugging priority)
///   and resists compression (`width >= intrinsic` at the compression-resistance priority), per axis;
/// - a system guide is its owner's bounds less the insets of the moment (safe area, layout margins, readable
///   width); a scroll view's content guide is the content size, which the scroll view takes after layout.
/// A constraint that conflicts with the required ones already in is not added: it is reported ("Unable to
/// simultaneously satisfy constraints") and stays active but broken, as UIKit breaks it.
@MainActor
final class LayoutEngine {
    /// Held without a property observer: an observed struct property is copied on every mutation, and a copy of
    /// the tableau makes the next change copy it whole. Every change bumps `generation` by hand instead.
    @exclusivity(unchecked) var solver = Solver()

    /// Names this engine among every host's engines, for the items views and guides keep.
    let serial: Int = {
        LayoutEngine.nextSerial += 1
        return LayoutEngine.nextSerial
    }()
    private static var nextSerial = 0

    init() {
        Self.register(self)
    }

    // The engine's tables are read for every item of every constraint added; no access to one overlaps another, so
    // their exclusivity is not checked at run time.
    @exclusivity(unchecked) private(set) var items: [Int: Item] = [:]
    /// The item each of the items' four variables belongs to, by variable id: the solver names the variables a
    /// change moved, and the engine lays out only their views' superviews (docs/uikit-rules.md 11.104).
    /// Each variable's item as its place in `ownerItems` (LayoutEngine+Items.swift, 11.115).
    @exclusivity(unchecked) var owners = VariableIndex()
    @exclusivity(unchecked) var ownerItems: [Item?] = []
    var freeOwnerPlaces: [Int] = []
    /// The active constraints' records, in no particular order; each constraint knows where its record is
    /// (`NSLayoutConstraint.engineSlot`, 11.113).
    /// Changed only through `setRecord(_:)` and `removeRecord(of:)` (LayoutEngine+Items.swift).
    @exclusivity(unchecked) var records: [Record] = []
    /// Views whose frame holds changed since they were last read.
    @exclusivity(unchecked) var changedFrames: [UIView] = []
    /// Items to bring up to date at the next pass besides those: intrinsic sizes invalidated.
    var dirtyItems: [Int] = []
    /// Views `setNeedsUpdateConstraints()` marked, for the next constraints pass.
    var needingConstraintUpdate: [LayoutItemReference] = []
    /// Views that have gained a subview constraints place since the last pass: they lay out, applying every frame.
    @exclusivity(unchecked) var newlyConstrainedParents: [LayoutItemReference] = []
    /// The engine's own constraints that a constraint being added back into a conflict conflicts with, for its
    /// report (LayoutEngine+Recovery.swift).
    var systemConstraintsInConflict: [String] = []
    /// The terms of the constraint being added, kept from one add to the next.
    @exclusivity(unchecked) private var termBuffer: [ConstraintSolver.Term] = []
    /// Items whose intrinsic size is read at every pass (UIKit's own views with content; others invalidate).
    private var polledItems: [Int] = []
    /// Guide items, whose insets are read at every pass.
    private var guideItems: [Int] = []
    /// How many of the items are inset guides (`Item.isInsetGuide`).
    var insetGuideCount = 0
    /// Whether anything the engine solves depends on a safe area or on layout margins: only then does a view whose
    /// safe area changed ask for another round of layout (docs/uikit-rules.md 11.108).
    var holdsInsetGuides: Bool { insetGuideCount > 0 }
    /// Bumped by every change to the solver, so a pass that changed nothing marks nothing.
    @exclusivity(unchecked) var generation = 0
    @exclusivity(unchecked) private var markedGeneration = -1
    private var passes = 0
    /// While `NSLayoutConstraint.activate` adds a batch: whether it does, and the effective layout direction of the
    /// superview last asked (LayoutEngine+Batch.swift): the superview as a pointer, compared in place with a view's
    /// back pointer, and held by `batchDirectionParent` while the memo is kept.
    var isAddingBatch = false
    var batchDirection: (parent: Unmanaged<UIView>, direction: UIUserInterfaceLayoutDirection)?
    var batchDirectionParent: UIView?

    // MARK: Constraints

    func add(_ constraint: NSLayoutConstraint) {
        guard let ancestor = constraint.installedOn else { return }
        add(constraint, installedOn: ancestor, sides: constraint.sides)
    }

    /// Adds the constraint as `first - (multiplier·second + constant) ⋈ 0`, its terms written straight into one
    /// expression (each item resolved once, no intermediate expressions).
    /// `sides` are the constraint's sides as `NSLayoutConstraint.sides` gives them (nil: an item is gone).
    func add(_ constraint: NSLayoutConstraint, installedOn ancestor: UIView, sides: NSLayoutConstraint.Sides?) {
        guard let sides else {
            reportNotAdded(constraint, installedOn: ancestor)
            return
        }
        add(constraint, installedOn: ancestor, presentSides: sides)
    }

    private func reportNotAdded(_ constraint: NSLayoutConstraint, installedOn ancestor: UIView) {
        Runtime.current.report("constraint \(constraint) not added: one of its items is gone or is not inside \(type(of: ancestor))")
    }

    /// `add(_:installedOn:sides:)` for sides whose items are all there (activation reads them once and hands them
    /// on as they are: each copy of an optional wrapping them retains their items again).
    func add(_ constraint: NSLayoutConstraint, installedOn ancestor: UIView, presentSides sides: NSLayoutConstraint.Sides) {
        var touched = ItemKeys()
        var scrollContent = false
        // A plain view (the usual container) is no scroll view, known without a cast (11.128).
        if type(of: ancestor) != UIView.self && ancestor is UIScrollView {
            for view in constraint.views where view !== ancestor {
                scrollContent = true
                break
            }
        }
        // The terms are written into the buffer the add before used (given back below, emptied): no allocation per
        // constraint. Swapped in and out, so that nothing else holds the buffer and it is emptied in place.
        var expression = ConstraintSolver.Expression(constant: 0 - Double(constraint.constant))
        swap(&expression.terms, &termBuffer)
        if expression.terms.capacity < 8 { expression.terms.reserveCapacity(8) }
        // Written without closures: a main-actor closure checks at run time that it runs on the main actor.
        var added = false
        if append(sides.first, times: 1, in: ancestor, scrollContent: scrollContent, to: &expression, touched: &touched) {
            if let second = sides.second {
                added = append(second, times: -Double(constraint.multiplier), in: ancestor, scrollContent: scrollContent,
                               to: &expression, touched: &touched)
            } else {
                added = true
            }
        }
        guard added else {
            reportNotAdded(constraint, installedOn: ancestor)
            return
        }
        // The keys are moved into the record, not copied (docs/uikit-rules.md 11.145).
        var record = Record(constraint: constraint, id: nil, items: consume touched)
        do {
            let solverConstraint = Constraint(normalized: expression, constraint.relation.solverRelation,
                                              priority: Priority(Double(constraint.priority.rawValue)))
            do throws(SolverError) {
                generation &+= 1
                record.id = try solver.addConstraint(solverConstraint)
            } catch {
                var systemID: ConstraintID?
                if error == .unsatisfiable, let id = addYieldingContentSizes(solverConstraint, items: record.items) {
                    record.id = id
                } else if error == .unsatisfiable, constraint.isMadeBySystem,
                          breakAppConstraint(conflictingWith: [constraint.description], toAllow: {
                              systemID = try? solver.addConstraint(solverConstraint)
                              return systemID != nil
                          }) {
                    // A container's constraint wins over the app's (7.69, 11.256).
                    record.id = systemID
                } else {
                    reportUnsatisfiable(breaking: constraint, items: record.items, because: error)
                    if error == .unsatisfiable {
                        record.id = addBroken(Constraint(normalized: expression, constraint.relation.solverRelation,
                                                         priority: Self.brokenPriority))
                        record.isBroken = true
                    }
                }
            }
        }
        setRecord(consume record)
        // The solver keeps no expression: the buffer is the engine's alone again.
        expression.removeAllTerms()
        swap(&expression.terms, &termBuffer)
    }

    /// Room for `count` more constraints, for a large batch activated at once: the tables grow once.
    func reserveCapacity(adding count: Int) {
        records.reserveCapacity(records.count + count)
        // About four constraints per item in a screen built with anchors, and a few items besides (the containers):
        // the item tables grow once too (11.129).
        let itemCount = count / 4 + count / 128 + 4
        items.reserveCapacity(items.count + itemCount)
        owners.reserveCapacity(owners.count + itemCount * 4)
        ownerItems.reserveCapacity(ownerItems.count + itemCount)
        solver.reserveCapacity(addingConstraints: count)
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = removeRecord(of: constraint) else { return }
        generation &+= 1
        if let id = record.id { try? solver.removeConstraint(id) }
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let index = recordIndex(of: constraint) else { return }
        let record = records[index]
        // The views the change moves have their superviews laid out at the next pass (11.104); this asks for it.
        Runtime.current.layoutRequested = true
        guard let id = record.id, !record.isBroken else {
            // A broken constraint is tried again, as required, with its new constant.
            remove(constraint)
            add(constraint)
            return
        }
        do throws(SolverError) {
            generation &+= 1
            try solver.updateConstant(id, to: Double(constraint.constant))
        } catch {
            // A container's constraint moves anyway, and one of the app's is broken (7.69, 11.256).
            if constraint.isMadeBySystem, breakAppConstraint(conflictingWith: [constraint.description], toAllow: {
                (try? solver.updateConstant(id, to: Double(constraint.constant))) != nil
            }) { return }
            // Broken by its new constant: held again just below required, as one added so (11.120).
            remove(constraint)
            add(constraint)
        }
    }

    /// docs/uikit-rules.md 11.120: a broken required constraint stays in the engine just below required, above every
    /// optional priority an app can give: the engine keeps it as nearly satisfied as the required ones allow, and it
    /// holds again as soon as they let it (a cell measured at an estimated height, then given its own).
    static let brokenPriority = Priority(Double(1000).nextDown)

    /// docs/uikit-rules.md 11.226: a required constraint that conflicts with a required content-size constraint of
    /// one of its own views is added, and the content-size constraint is the one broken. UIKit makes content-size
    /// constraints in the constraints pass, after the constraints a file or the code gave the view, so they are the
    /// newer ones and 11.86 breaks them. Nil when no such view lets the constraint in.
    private func addYieldingContentSizes(_ constraint: Constraint, items ids: ItemKeys) -> ConstraintID? {
        var yielding: [(item: Item, view: UIView)] = []
        for id in ids {
            guard let item = items[id], item.holdsRequiredContentSize, let view = item.object as? UIView else { continue }
            yielding.append((item, view))
        }
        guard !yielding.isEmpty else { return nil }
        for entry in yielding { dropOwn(entry.item) }
        generation &+= 1
        let id = try? solver.addConstraint(constraint)
        // Held again: those that now conflict are broken and reported (`addOwn`'s `contentSize`).
        for entry in yielding { holdContentSize(entry.item, entry.view) }
        return id
    }

    private func addBroken(_ constraint: Constraint) -> ConstraintID? {
        generation &+= 1
        return try? solver.addConstraint(constraint)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard recordIndex(of: constraint) != nil else { return }
        remove(constraint)
        add(constraint)
        Runtime.current.layoutRequested = true
    }

    /// A view's baseline, as a distance from its top that the engine keeps up to date.
    func baseline(of item: Item, first: Bool) -> ConstraintSolver.Expression {
        if let variable = first ? item.firstBaseline : item.lastBaseline { return ConstraintSolver.Expression(variable) }
        let variable = Variable()
        if first { item.firstBaseline = variable } else { item.lastBaseline = variable }
        let view = item.object as? UIView
        // From the top: the text's ascender for a view that shows text, else the bottom; the last baseline is
        // measured from the bottom (the text's descender).
        let constant: () -> Double = { [unowned item] in
            guard let view = item.object as? UIView, let font = Self.textFont(of: view) else { return 0 }
            // 11.221: attributed text in several styles has its first and last lines' own baselines.
            if let label = view as? UILabel, let baselines = label.styledBaselines {
                return Double(first ? baselines.first : baselines.last)
            }
            return first ? Double(font.ascender) : Double(-font.descender)
        }
        let hasText = view.map { Self.textFont(of: $0) != nil } ?? false
        let expression: ConstraintSolver.Expression
        if first {
            expression = hasText ? ConstraintSolver.Expression(variable) : variable - item.height
        } else {
            expression = variable - item.height
        }
        // first: baseline == ascender (or == height); last: baseline == height - descender (or == height).
        let sign: Double = first && hasText ? 1 : -1
        let value = sign * constant()
        generation &+= 1
        if let id = try? solver.addConstraint(Constraint(expression, .equal, ConstraintSolver.Expression(value))) {
            item.baselines.append((id, { sign * constant() }, value))
        }
        return ConstraintSolver.Expression(variable)
    }

    // MARK: Items

    /// `item(for:)` for a view, read from the view without a cast (`existingItem(for:)`).
    func viewItem(_ view: UIView) -> Item {
        if let item = view.engineItem, item.engineSerial == serial { return item }
        return item(for: view)
    }

    func item(for object: AnyObject) -> Item {
        if let item = existingItem(for: object) { return item }
        let id = LayoutItemReference.key(of: object)
        let item = Item(object, engineSerial: serial)
        items[id] = item
        noteOwner(item)
        if let view = object as? UIView {
            view.engineItem = item
            view.isInLayoutEngine = true
            noteAlignmentInsets(item, AlignmentRect.insets(of: view))
            if view.translatesAutoresizingMaskIntoConstraints {
                holdFrame(item, view)
            } else {
                noteConstrained(view)
                holdContentSize(item, view)
            }
            if Self.hasChangingContent(view) { polledItems.append(id) }
        } else if let guide = object as? UILayoutGuide {
            guide.engineItem = item
            defineGuide(item, guide)
            guideItems.append(id)
        }
        return item
    }

    /// `contentSize`: the UIKit description of a content-size constraint, which the engine breaks (held just below
    /// required, 11.120) when it conflicts with required constraints already in (docs/uikit-rules.md 11.226).
    func addOwn(_ item: Item, _ lhs: ConstraintSolver.Expression, _ relation: ConstraintSolver.Relation,
                priority: Priority = .required, contentSize: (() -> String)? = nil, constant: @escaping () -> Double) {
        let value = constant()
        do throws(SolverError) {
            generation &+= 1
            let id = try solver.addConstraint(Constraint(lhs, relation, ConstraintSolver.Expression(value), priority: priority))
            item.own.append((id, constant))
            item.constants.append(value)
        } catch {
            if error == .unsatisfiable, let contentSize {
                reportBrokenContentSize(contentSize(), of: item)
                generation &+= 1
                let broken = Constraint(lhs, relation, ConstraintSolver.Expression(value), priority: Self.brokenPriority)
                if let id = try? solver.addConstraint(broken) {
                    item.own.append((id, constant))
                    item.constants.append(value)
                }
                return
            }
            // The system's constraint wins over the app's (11.256).
            if error == .unsatisfiable, priority == .required {
                var id: ConstraintID?
                let retried = breakAppConstraint(conflictingWith: systemDescriptions(of: item, at: [item.own.count])) {
                    id = try? solver.addConstraint(Constraint(lhs, relation, ConstraintSolver.Expression(value), priority: priority))
                    return id != nil
                }
                if retried, let id {
                    item.own.append((id, constant))
                    item.constants.append(value)
                    return
                }
            }
            if error == .unsatisfiable, let view = item.object as? UIView {
                Runtime.current.report("""
                    Unable to simultaneously satisfy constraints: the frame of \(type(of: view)) (it translates its autoresizing mask into constraints) conflicts with required constraints on it.
                    Will attempt to recover by breaking constraint
                    \(Self.autoresizingDescription(view))
                    Set translatesAutoresizingMaskIntoConstraints = false on views that constraints place.
                    """)
            }
        }
    }

    func dropOwn(_ item: Item) {
        generation &+= 1
        for own in item.own { try? solver.removeConstraint(own.id) }
        item.own.removeAll()
        item.constants.removeAll()
        item.hold = .none
    }

    /// Wrapping labels and text views whose height depends on the width just solved: brought up to date until the solution holds
    /// still (a few rounds at most).
    private func settleWrappingLabels() {
        for _ in 0..<4 {
            let before = generation
            for id in polledItems {
                guard let item = items[id], let view = item.object as? UIView, Self.wrapsAtSolvedWidth(view) else { continue }
                refresh(item)
            }
            if generation == before { return }
        }
    }

    func forget(_ guide: UILayoutGuide) {
        guard let item = items.removeValue(forKey: LayoutItemReference.key(of: guide)) else { return }
        guide.engineItem = nil
        discard(item)
    }

    /// Takes an item's variables and own constraints out of the solver (its object is gone or forgotten).
    private func discard(_ item: Item) {
        forgetOwner(item)
        dropOwn(item)
        generation &+= 1
        for baseline in item.baselines { try? solver.removeConstraint(baseline.id) }
        if item.isInsetGuide { insetGuideCount -= 1 }
    }

    // MARK: Passes

    /// Before a layout pass: the constraints pass (`updateConstraints`, deepest views first, for the views marked
    /// by `setNeedsUpdateConstraints()`), the items whose frames, insets or intrinsic sizes may have changed brought
    /// up to date, and, when the solution changed, the superviews of the views it moved marked for layout.
    func prepareLayoutPass(windows: [UIWindow]) {
        if !needingConstraintUpdate.isEmpty {
            let views = needingConstraintUpdate.compactMap(\.view)
            needingConstraintUpdate.removeAll()
            for view in views.sorted(by: { $0.depth > $1.depth }) where view.needsUpdateConstraints() {
                view.runConstraintsPass()
            }
        }
        passes &+= 1
        // Freed views and constraints are few and cost only memory until then: a sweep now and then.
        if passes % 1024 == 0 { prune() }
        let frames = changedFrames
        changedFrames.removeAll()
        for view in frames {
            if let item = existingItem(for: view) { refresh(item) }
        }
        let dirty = dirtyItems
        dirtyItems.removeAll()
        for id in dirty + polledItems + guideItems {
            if let item = items[id] { refresh(item) }
        }
        settleWrappingLabels()
        if !newlyConstrainedParents.isEmpty {
            let parents = newlyConstrainedParents
            newlyConstrainedParents.removeAll()
            for parent in parents { parent.view?.setNeedsLayout() }
        }
        guard generation != markedGeneration else { return }
        markedGeneration = generation
        markMovedViews()
    }

    /// docs/uikit-rules.md 11.104: the views whose solved frames the last changes moved have their superviews
    /// marked for layout, which applies those frames; a scroll view whose content guide moved takes its new
    /// content size in its layout, and the owner of a tracking guide that moved lays out too.
    private func markMovedViews() {
        for variable in solver.takeChangedVariables() {
            // An item is looked at once per marking, however many of its four unknowns moved.
            guard let item = owner(of: variable), item.markedGeneration != markedGeneration else { continue }
            item.markedGeneration = markedGeneration
            guard let object = item.object else { continue }
            if let view = object as? UIView {
                guard !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else { continue }
                parent.setNeedsLayout(forEngineMove: view)
            } else if let guide = object as? UILayoutGuide, let owner = guide.owningView,
                      guide.kind == .scrollContent || (guide as? UITrackingLayoutGuide)?.tracksConstraints == true {
                // A tracking guide looks at where it is after its owner's layout (11.137).
                owner.setNeedsLayout()
            }
        }
    }

    /// Frames of translating views changed during layout (a container placed its child's view): their holds
    /// follow before the engine's frames are read.
    func syncChangedFrames() {
        guard !changedFrames.isEmpty else { return }
        let views = changedFrames
        changedFrames.removeAll()
        for view in views {
            if let item = existingItem(for: view) { refresh(item) }
        }
        // Safe areas and margins move with frames.
        for item in items.values where item.hold == .guide { refresh(item) }
    }

    private func prune() {
        // From the end: a removal moves the last record, already looked at, into the freed place.
        for index in records.indices.reversed() where records[index].liveConstraint == nil {
            let record = records[index]
            generation &+= 1
            if let solverID = record.id { try? solver.removeConstraint(solverID) }
            _ = removeRecord(of: record.constraint)
        }
        for (id, item) in items where item.object == nil {
            discard(item)
            items[id] = nil
        }
    }

    /// `systemLayoutSizeFitting`: the view's size when pulled towards `target` at the fitting priorities, its own
    /// frame's size let go for the question if it translates its frame.
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        prepareLayoutPass(windows: [])
        let item = self.item(for: view)
        var released: [ConstraintID] = []
        if item.hold == .frame, item.own.count >= 4 {
            for own in item.own[2...3] {
                generation &+= 1
                try? solver.removeConstraint(own.id)
                released.append(own.id)
            }
        }
        func priority(_ value: UILayoutPriority) -> Priority { Priority(Double(min(1000, max(1, value.rawValue)))) }
        // The target and the answer are alignment rectangle sizes (docs/uikit-rules.md 11.178).
        let insets = item.alignmentInsets
        let insetWidth = Double(insets.left + insets.right), insetHeight = Double(insets.top + insets.bottom)
        generation &+= 1
        let pulls = [
            try? solver.addConstraint(Constraint(item.width, .equal, Double(target.width) + insetWidth, priority: priority(horizontal))),
            try? solver.addConstraint(Constraint(item.height, .equal, Double(target.height) + insetHeight, priority: priority(vertical))),
        ].compactMap { $0 }
        settleWrappingLabels()
        let size = CGSize(width: max(0, Self.clean(solver.value(of: item.width) - insetWidth)),
                          height: max(0, Self.clean(solver.value(of: item.height) - insetHeight)))
        generation &+= 1
        for id in pulls { try? solver.removeConstraint(id) }
        if !released.isEmpty {
            // Put the frame's size back as it was held.
            let own = item.own
            item.own.removeSubrange(2...3)
            item.constants.removeSubrange(2...3)
            let widthConstant = own[2].constant, heightConstant = own[3].constant
            addOwnAt(item, 2, ConstraintSolver.Expression(item.width), widthConstant)
            addOwnAt(item, 3, ConstraintSolver.Expression(item.height), heightConstant)
        }
        return size
    }

    private func addOwnAt(_ item: Item, _ index: Int, _ lhs: ConstraintSolver.Expression, _ constant: @escaping () -> Double) {
        let value = constant()
        generation &+= 1
        guard let id = try? solver.addConstraint(Constraint(lhs, .equal, ConstraintSolver.Expression(value),
                                                            priority: item.frameHoldPriority)) else { return }
        item.own.insert((id, constant), at: index)
        item.constants.insert(value, at: index)
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: ConstraintSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
