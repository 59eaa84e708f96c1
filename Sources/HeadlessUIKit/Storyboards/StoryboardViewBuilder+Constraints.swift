import Foundation

/// Auto Layout from the storyboard (docs/uikit-rules.md 8.5-8.11): once a scene's view tree is built, each view
/// that constraints of the file place stops translating its autoresizing mask, then every installed `<constraint>`
/// becomes an `NSLayoutConstraint` added to the view whose `<constraints>` list holds it. From then on the layout
/// passes place those views, on every device and after every rotation; the frames in the file are only where the
/// views start.
extension StoryboardViewBuilder {
    /// What a constraint's item id stands for.
    private enum Item {
        case object(AnyObject, NSLayoutConstraint.Attribute)
        /// A view excluded from the any/any size class: the constraint is not installed, as in UIKit, where it
        /// is installed together with the view.
        case uninstalled
        case problem(String)
    }

    /// The content priorities and margin setting the file gives the view (docs/uikit-rules.md 8.9). Xcode writes a
    /// hugging priority only when it is not 250 and a compression resistance only when it is not 750, for every
    /// class: absent means those values (its own defaults, 251 for labels and image views and 750 for switches,
    /// steppers and activity indicators, are written out).
    func applyLayoutAttributes(_ element: StoryboardViewElement, to view: UIView) {
        func set(_ value: Float?, _ fallback: Float, _ current: UILayoutPriority, _ apply: (UILayoutPriority) -> Void) {
            let priority = UILayoutPriority(value ?? fallback)
            if priority != current { apply(priority) }
        }
        set(element.horizontalHuggingPriority, 250, view.contentHuggingPriority(for: .horizontal)) {
            view.setContentHuggingPriority($0, for: .horizontal)
        }
        set(element.verticalHuggingPriority, 250, view.contentHuggingPriority(for: .vertical)) {
            view.setContentHuggingPriority($0, for: .vertical)
        }
        set(element.horizontalCompressionResistancePriority, 750,
            view.contentCompressionResistancePriority(for: .horizontal)) {
            view.setContentCompressionResistancePriority($0, for: .horizontal)
        }
        set(element.verticalCompressionResistancePriority, 750,
            view.contentCompressionResistancePriority(for: .vertical)) {
            view.setContentCompressionResistancePriority($0, for: .vertical)
        }
        if let insets = element.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = element.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let readable = element.layoutMarginsFollowReadableWidth { view.layoutMarginsFollowReadableWidth = readable }
        if let margins = element.layoutMargins {
            // docs/uikit-rules.md 8.23: left to right here, so leading is left either way (11.50).
            view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom,
                                              right: margins.trailing)
        }
    }

    /// Installs the constraints of every element built so far, then forgets them (a prototype cell's builder
    /// calls it once per cell made).
    mutating func installConstraints() {
        let built = laidOut
        laidOut.removeAll()
        guard built.contains(where: { !$0.element.constraints.isEmpty }) else {
            for (element, view) in built where element.translatesAutoresizingMaskIntoConstraints == false && !element.hasFixedFrame {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            return
        }
        var guides: [String: UILayoutGuide] = [:]
        for (element, view) in built {
            if let id = element.safeAreaGuideID { guides[id] = view.safeAreaLayoutGuide }
            if let id = element.layoutMarginsGuideID { guides[id] = view.layoutMarginsGuide }
            if let scrollView = view as? UIScrollView {
                if let id = element.contentLayoutGuideID { guides[id] = scrollView.contentLayoutGuide }
                if let id = element.frameLayoutGuideID { guides[id] = scrollView.frameLayoutGuide }
            }
        }
        let placed = Self.viewsPlacedByConstraints(built.map(\.element))
        for (element, view) in built where Self.translates(element, placed: placed) == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for (element, view) in built {
            for constraint in element.constraints where !constraint.isPlaceholder {
                // docs/uikit-rules.md 8.17: a constraint of a size class, or one that names a subview a size class
                // adds and removes, is made now and installed by the size-class binding.
                let required = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                    .compactMap { sizeClassSubviewIDs[$0] } + (element.id.flatMap { sizeClassSubviewIDs[$0] }.map { [$0] } ?? [])
                let variable = constraint.id.map(element.dependsOnSizeClass) ?? false
                if variable || !required.isEmpty {
                    guard let made = install(constraint, on: view, listedBy: element, guides: guides, activate: false) else { continue }
                    sizeClassBinding.constraints.append(.init(constraint: made, owner: view, id: constraint.id,
                                                              byDefault: !constraint.isExcludedFromDefaultSizeClass,
                                                              variations: element.sizeClassVariations,
                                                              requiredSubviews: Array(Set(required))))
                } else if constraint.isInstalled {
                    install(constraint, on: view, listedBy: element, guides: guides)
                }
            }
        }
        bindSizeClasses(root: built.first?.view)
    }

    /// Applies the size-class binding for the traits of now and keeps it applied as the root view's size classes
    /// change (docs/uikit-rules.md 8.17).
    private mutating func bindSizeClasses(root: UIView?) {
        let binding = sizeClassBinding
        sizeClassBinding = SizeClassBinding()
        sizeClassSubviewIDs.removeAll()
        guard !binding.isEmpty, let root else { return }
        binding.apply(root.window == nil ? UITraitCollection.current : root.traitCollection)
        root.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
            binding.apply(view.traitCollection)
        }
    }

    /// The ids of the views that some constraint of the file sizes or places: every item other than the view that
    /// lists the constraint, and that view itself when the constraint is about it alone (a width, a height, an
    /// aspect ratio). Placeholder and excluded constraints count: the view is still laid out by constraints, the
    /// app's own or another size class's.
    static func viewsPlacedByConstraints(_ elements: [StoryboardViewElement]) -> Set<String> {
        var placed: Set<String> = []
        for element in elements {
            for constraint in element.constraints {
                let first = constraint.firstItem ?? element.id
                let items = [first, constraint.secondItem].compactMap { $0 }
                let others = items.filter { $0 != element.id }
                if others.isEmpty, let id = element.id {
                    placed.insert(id)
                } else {
                    placed.formUnion(others)
                }
            }
        }
        return placed
    }

    /// docs/uikit-rules.md 8.8: whether the view keeps translating its autoresizing mask. `"NO"` in the file says
    /// no. Otherwise a view the file's constraints place does not, as Interface Builder turns the flag off for the
    /// views it lays out with constraints (files from before Xcode wrote the attribute, or written by hand, omit
    /// it); except a controller's root view, a cell's content view and a nib's top-level view, which their
    /// containers or loaders size (8.25), and a view marked `fixedFrame`. Nil: leave the view as it is.
    static func translates(_ element: StoryboardViewElement, placed: Set<String>) -> Bool? {
        // A fixed frame wins over the flag: Interface Builder keeps such a view where it is drawn (11.37).
        if element.hasFixedFrame { return nil }
        if element.translatesAutoresizingMaskIntoConstraints == false { return false }
        if element.key == "view" || element.key == "contentView" || element.isNibTopLevel { return nil }
        if let id = element.id, placed.contains(id) { return false }
        return nil
    }

    @discardableResult
    private mutating func install(_ model: StoryboardConstraint, on owner: UIView, listedBy element: StoryboardViewElement,
                                  guides: [String: UILayoutGuide], activate: Bool = true) -> NSLayoutConstraint? {
        let name = "constraint '\(model.id ?? "")' (line \(model.line))"
        let first = model.firstItem.map { resolve($0, model.firstAttribute, guides: guides) }
            ?? .object(owner, model.firstAttribute)
        let second = model.secondItem.map { resolve($0, model.secondAttribute, guides: guides) }
        var items: [(AnyObject, NSLayoutConstraint.Attribute)?] = []
        for item in [first, second] {
            switch item {
            case let .object(object, attribute)?: items.append((object, attribute))
            case nil: items.append(nil)
            case .uninstalled?: return nil
            case let .problem(problem)?:
                storyboard.note("\(name) of \(describe(element)) is not installed: \(problem)")
                return nil
            }
        }
        guard let (firstObject, firstAttribute) = items[0] else { return nil }
        let constraint = NSLayoutConstraint(
            item: firstObject, attribute: firstAttribute, relatedBy: model.relation, toItem: items[1]?.0,
            attribute: items[1]?.1 ?? model.secondAttribute, multiplier: model.multiplier, constant: model.constant)
        if let reason = constraint.invalidReason {
            storyboard.note("\(name) of \(describe(element)) is not installed: \(reason)")
            return nil
        }
        constraint.priority = UILayoutPriority(model.priority)
        constraint.identifier = model.identifier
        if !model.classConstants.isEmpty {
            // docs/uikit-rules.md 8.17: set for the size classes of the moment, and again when they change.
            sizeClassBinding.constants.append(.init(constraint: constraint, constant: model.constant,
                                                    classConstants: model.classConstants))
        }
        if let id = model.id {
            objects[id] = constraint
            elementNames[id] = "constraint"
        }
        if !activate { return constraint }
        if constraint.views.allSatisfy({ $0 === owner || $0.isDescendant(of: owner) }) {
            owner.addConstraint(constraint)
        } else {
            storyboard.note("\(name) is listed by \(describe(element)) but names a view outside it: installed on "
                            + "the closest common ancestor of its items instead")
            constraint.isActive = true
        }
        return constraint
    }

    /// The object and attribute an item id and attribute stand for. The old top and bottom layout guides stand
    /// for edges of the root view and its safe area, as `topLayoutGuide` does in code (`LegacyLayoutGuide`,
    /// docs/uikit-rules.md 8.6 and 7.18).
    private func resolve(_ id: String, _ attribute: NSLayoutConstraint.Attribute,
                         guides: [String: UILayoutGuide]) -> Item {
        if uninstalledViewIDs.contains(id) { return .uninstalled }
        if let guide = guides[id] { return .object(guide, attribute) }
        let controller = scene.controller
        if id == controller.topLayoutGuideID || id == controller.bottomLayoutGuideID {
            let legacy: LegacyLayoutGuide = id == controller.topLayoutGuideID ? .top : .bottom
            let which = legacy == .top ? "top" : "bottom"
            guard let root = controller.view?.id.flatMap({ objects[$0] as? UIView }) else {
                return .problem("it names the \(which) layout guide '\(id)' outside its controller's view")
            }
            guard let edge = legacy.edge(attribute, in: root) else {
                return .problem("the \(which) layout guide '\(id)' is modelled by its top and bottom only, not its "
                                + "\(attribute); use the safe area instead")
            }
            return .object(edge.item, edge.attribute)
        }
        switch objects[id] {
        case let view as UIView:
            return .object(view, attribute)
        case let object?:
            return .problem("its item '\(id)' is a \(elementNames[id].map { "<\($0)>" } ?? "\(type(of: object))"), "
                            + "not a view or a layout guide")
        case nil:
            return .problem("its item '\(id)' is not a view or layout guide of this scene")
        }
    }

    private func describe(_ element: StoryboardViewElement) -> String {
        "<\(element.elementName)> '\(element.id ?? "")'"
    }
}
