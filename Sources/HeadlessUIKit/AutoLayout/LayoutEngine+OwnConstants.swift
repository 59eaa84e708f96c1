import ConstraintSolver
import Foundation

/// The constraints the engine makes for its items and keeps up to date (docs/uikit-rules.md 11.85, 11.151,
/// 11.256): a system guide's definition, and each item's constants brought up to date before a layout pass.
extension LayoutEngine {
    /// A system guide in its owner's coordinates: the owner's bounds less the insets of the moment.
    func defineGuide(_ item: Item, _ guide: UILayoutGuide) {
        guard guide.kind != .custom, let owner = guide.owningView else { return }
        item.hold = .guide
        if guide.kind != .scrollContent && guide.kind != .scrollFrame {
            item.isInsetGuide = true
            insetGuideCount += 1
        }
        let ownerItem = self.item(for: owner)
        switch guide.kind {
        case .scrollContent:
            addOwn(item, ConstraintSolver.Expression(item.x), .equal) { 0 }
            addOwn(item, ConstraintSolver.Expression(item.y), .equal) { 0 }
        case .scrollFrame:
            addOwn(item, ConstraintSolver.Expression(item.x), .equal) { [unowned item] in Double((item.object as? UILayoutGuide)?.owningView?.bounds.minX ?? 0) }
            addOwn(item, ConstraintSolver.Expression(item.y), .equal) { [unowned item] in Double((item.object as? UILayoutGuide)?.owningView?.bounds.minY ?? 0) }
            addOwn(item, item.width - ownerItem.width, .equal) { 0 }
            addOwn(item, item.height - ownerItem.height, .equal) { 0 }
        default:
            // docs/uikit-rules.md 11.227: a safe area is in its owner's coordinate system, its bounds: a scroll view's
            // follows the content offset, as its frame guide does.
            addOwn(item, ConstraintSolver.Expression(item.x), .equal) { [unowned item] in Self.guideOrigin(item, vertical: false) }
            addOwn(item, ConstraintSolver.Expression(item.y), .equal) { [unowned item] in Self.guideOrigin(item, vertical: true) }
            addOwn(item, item.width - ownerItem.width, .equal) { [unowned item] in
                guard let insets = (item.object as? UILayoutGuide)?.insets else { return 0 }
                return Double(-(insets.left + insets.right))
            }
            addOwn(item, item.height - ownerItem.height, .equal) { [unowned item] in
                guard let insets = (item.object as? UILayoutGuide)?.insets else { return 0 }
                return Double(-(insets.top + insets.bottom))
            }
        }
    }

    /// Brings an item's own constraints up to date: their constants, and their kind when the view changed between
    /// translating its frame and being placed by constraints, or its content priorities changed.
    func refresh(_ item: Item) {
        guard let object = item.object else { return }
        if let view = object as? UIView {
            let insets = AlignmentRect.insets(of: view)
            if insets != item.alignmentInsets { alignmentInsetsChanged(item, to: insets) }
            let translating = view.translatesAutoresizingMaskIntoConstraints
            if translating, item.hold != .frame || item.sizeParent?.object !== Self.sizeParent(of: view)?.view
                || item.frameHoldPriority != Self.frameHoldPriority(of: view) {
                rebuild(item, view)
                return
            }
            if !translating {
                let size = view.intrinsicContentSize
                let expected = Hold.contentSize(view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
                                                view.contentCompressionResistancePriority(for: .horizontal),
                                                view.contentCompressionResistancePriority(for: .vertical),
                                                hasWidth: size.width >= 0, hasHeight: size.height >= 0)
                if item.hold != expected {
                    rebuild(item, view)
                    return
                }
            }
        }
        for index in item.baselines.indices {
            let value = item.baselines[index].constant()
            guard value != item.baselines[index].last else { continue }
            generation &+= 1
            if (try? solver.updateConstant(item.baselines[index].id, to: value)) != nil { item.baselines[index].last = value }
        }
        var changed: [(index: Int, value: Double)] = []
        for index in item.own.indices {
            let value = item.own[index].constant()
            if value != item.constants[index] { changed.append((index, value)) }
        }
        guard !changed.isEmpty else { return }
        generation &+= 1
        // Constants that no single constraint of the app's made room for are not searched for, nor reported, again
        // at every pass (a guide's insets are read at each). Compared in place: this runs for every moved view.
        let refusedBefore = !item.refusedConstants.isEmpty
            && item.refusedConstants.elementsEqual(changed.lazy.map(\.value))
        // A content size yields to the app's required constraints instead (11.226): only frames and guides win.
        let systemWins = item.hold == .frame || item.hold == .guide
        if applyOwnConstants(changed, of: item)
            || (systemWins && !refusedBefore && applyBreakingAppConstraint(ownChanges(changed, of: item), of: item,
                                                                            at: changed.map(\.index))) {
            for change in changed { item.constants[change.index] = change.value }
            if !item.refusedConstants.isEmpty { item.refusedConstants = [] }
            return
        }
        item.refusedConstants = changed.map(\.value)
        for change in changed {
            do throws(SolverError) {
                try solver.updateConstant(item.own[change.index].id, to: change.value)
                item.constants[change.index] = change.value
            } catch {
                // Breaking one constraint of the app's does not resolve it (11.256).
                guard !refusedBefore else { continue }
                if !systemWins, let view = object as? UIView {
                    Runtime.current.report("Unable to simultaneously satisfy constraints: the intrinsic content size of \(type(of: view)):\(NSLayoutConstraint.address(view)) conflicts with required constraints; the engine keeps its previous content size")
                    continue
                }
                let kept = object is UIView ? "frame" : "layout frame"
                for description in systemDescriptions(of: item, at: [change.index]) {
                    Runtime.current.report("Unable to simultaneously satisfy constraints: \(description) conflicts with required constraints; the engine keeps its previous \(kept)")
                }
            }
        }
    }

    /// Applies `changed` (indices into the item's own constraints) to the solver at once, as constants that hold
    /// only together (a guide's origin and size, 11.151) each conflict alone. One change, the usual case of a moved
    /// view, goes without building the list.
    private func applyOwnConstants(_ changed: [(index: Int, value: Double)], of item: Item) -> Bool {
        if changed.count == 1 {
            return (try? solver.updateConstant(item.own[changed[0].index].id, to: changed[0].value)) != nil
        }
        return (try? solver.updateConstants(ownChanges(changed, of: item))) != nil
    }

    private func ownChanges(_ changed: [(index: Int, value: Double)], of item: Item) -> [(id: ConstraintID, constant: Double)] {
        changed.map { (id: item.own[$0.index].id, constant: $0.value) }
    }

    func rebuild(_ item: Item, _ view: UIView) {
        dropOwn(item)
        if view.translatesAutoresizingMaskIntoConstraints { holdFrame(item, view) } else { holdContentSize(item, view) }
    }
}
