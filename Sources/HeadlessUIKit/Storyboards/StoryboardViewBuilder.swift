import Foundation

/// Builds a scene's view tree from its model, then connects outlets, actions and triggered segues.
///
/// A `<view>` becomes a `UIView` (or the registered class of its `customClass`); a control or display element
/// (`<label>`, `<button>`, `<switch>`, `<textField>`...) becomes its UIKit class with its attributes
/// (`StoryboardViewBuilder+Controls`). Actions are attached to their control's events through target-action; a
/// control's triggered segue fires on its `touchUpInside`, a cell's when its row is selected.
@MainActor
struct StoryboardViewBuilder {
    let storyboard: UIStoryboard
    let scene: StoryboardScene
    /// The scene's instantiated objects by id: the views built, and the controller.
    var objects: [String: AnyObject] = [:]
    /// The element name of each built object, for notes.
    var elementNames: [String: String] = [:]
    /// Every element built, with its view, in the order of the file: their constraints are installed once the
    /// whole tree is built (`installConstraints()`).
    var laidOut: [(element: StoryboardViewElement, view: UIView)] = []
    /// The ids of the views built but not added to their superview (excluded from the any/any size class), and of
    /// their descendants.
    var uninstalledViewIDs: Set<String> = []
    /// What depends on the size classes in the tree built (docs/uikit-rules.md 8.17), and the ids of the subviews
    /// it adds and removes, with their descendants.
    var sizeClassBinding = SizeClassBinding()
    var sizeClassSubviewIDs: [String: String] = [:]
    /// Table views built, with their elements and, for static tables, their cells by section.
    private var tables: [(table: UITableView, element: StoryboardViewElement, sections: [StaticTableContent.Section])] = []
    /// Collection views built, with their elements (`StoryboardViewBuilder+Collections`).
    var collections: [(collectionView: UICollectionView, element: StoryboardViewElement)] = []
    /// The ids of objects made and connected with the controller, before its view (its bar items, 8.40): the
    /// view's builder does not connect their outlets, actions and segues again.
    var preconnectedIDs: Set<String> = []

    init(storyboard: UIStoryboard, scene: StoryboardScene) {
        self.storyboard = storyboard
        self.scene = scene
    }

    /// Sends `awakeFromNib` to the views under `root` (itself included) that this builder made, depth first
    /// (docs/uikit-rules.md 8.19); views their own classes made in `init(coder:)` get none, as in UIKit.
    func awakeViews(under root: UIView) {
        let made = Set(objects.values.compactMap { ($0 as? UIView).map(ObjectIdentifier.init) })
        func visit(_ view: UIView) {
            if made.contains(ObjectIdentifier(view)) { view.awakeFromNib() }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    mutating func build(_ element: StoryboardViewElement) -> UIView {
        if element.elementName == "tableViewCell" { return buildCell(element) }
        if element.elementName == "collectionViewCell" || element.elementName == "collectionReusableView" {
            return buildReusableView(element)
        }
        let view = makeView(element)
        apply(element, to: view)
        if let id = element.id {
            objects[id] = view
            elementNames[id] = element.elementName
        }
        laidOut.append((element, view))
        if !element.toolbarItems.isEmpty || !element.navigationItems.isEmpty { fillBar(view, from: element) }
        if let table = view as? UITableView, let attributes = element.table { configure(table, element, attributes) }
        if let collectionView = view as? UICollectionView, element.collection != nil {
            if element.customClass != nil, element.collection?.flowLayout != nil {
                collectionView.collectionViewLayout = Self.flowLayout(element)
            }
            collections.append((collectionView, element))
        }
        for (index, child) in element.subviews.enumerated() {
            // docs/uikit-rules.md 8.34: a visual effect view's `<view key="contentView">` is the content view the
            // effect view made, not a second view added beside it.
            if child.key == "contentView", let effectView = view as? UIVisualEffectView {
                adoptContentView(child, effectView.contentView)
                for content in child.subviews { effectView.contentView.addSubview(build(content)) }
                continue
            }
            let subview = build(child)
            // docs/uikit-rules.md 8.7, 8.17: a subview that a size class leaves out is made (outlets reach it) but
            // installed only while the size classes call for it.
            if let id = child.id, element.dependsOnSizeClass(id) {
                sizeClassBinding.subviews.append(.init(id: id, superview: view, subview: subview,
                                                       byDefault: !element.excludedSubviewIDs.contains(id),
                                                       variations: element.sizeClassVariations, fileIndex: index))
                for descendant in child.allElements.compactMap(\.id) { sizeClassSubviewIDs[descendant] = id }
                continue
            }
            // A stack view's subviews in the file are its arranged subviews, in order (docs/uikit-rules.md 8.13).
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        return view
    }

    // MARK: Tables

    private static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    private static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    private static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    /// Row and section heights from the file; a static table's cells are built now, with the scene.
    private mutating func configure(_ table: UITableView, _ element: StoryboardViewElement,
                                    _ attributes: StoryboardTableAttributes) {
        if let height = attributes.rowHeight, height >= 0 { table.rowHeight = height }
        if let height = attributes.sectionHeaderHeight, height >= 0 { table.sectionHeaderHeight = height }
        if let height = attributes.sectionFooterHeight, height >= 0 { table.sectionFooterHeight = height }
        if let height = attributes.estimatedRowHeight, height >= 0 { table.estimatedRowHeight = height }
        // docs/uikit-rules.md 8.44: the header and footer keep the height the file gives them.
        if let header = attributes.headerView { table.tableHeaderView = build(header) }
        if let footer = attributes.footerView { table.tableFooterView = build(footer) }
        var sections: [StaticTableContent.Section] = []
        if attributes.dataMode == "static" {
            for section in attributes.sections {
                let cells = section.cells.map { buildCell($0) }
                let heights = section.cells.map { cell -> CGFloat? in
                    cell.table?.rowHeight.flatMap { $0 >= 0 ? $0 : nil } ?? cell.frame.map(\.height)
                }
                sections.append(StaticTableContent.Section(headerTitle: section.headerTitle,
                                                           footerTitle: section.footerTitle, cells: cells, heights: heights))
            }
        }
        tables.append((table, element, sections))
    }

    /// A `<tableViewCell>`: the style's labels and image view take the file's text, the content view's other
    /// subviews are built into `contentView`.
    mutating func buildCell(_ element: StoryboardViewElement) -> UITableViewCell {
        let attributes = element.table ?? StoryboardTableAttributes()
        let style = attributes.cellStyle.flatMap { Self.cellStyles[$0] } ?? .default
        var cell: UITableViewCell?
        if let customClass = element.customClass {
            if let made = StoryboardRegistry.viewFactory(customClass, module: element.customModule)?() {
                if let made = made as? UITableViewCell {
                    cell = made
                    made.adoptReuseIdentifier(attributes.reuseIdentifier)
                } else {
                    storyboard.note("view class '\(customClass)' of <tableViewCell> '\(element.id ?? "")' is not a UITableViewCell subclass: using UITableViewCell")
                }
            } else {
                storyboard.note("view class '\(customClass)' of <tableViewCell> '\(element.id ?? "")' is not registered: using UITableViewCell. Fix: UIStoryboard.register(\(customClass).self)")
            }
        }
        let made = cell ?? UITableViewCell(style: style, reuseIdentifier: attributes.reuseIdentifier)
        apply(element, to: made)
        if let accessory = attributes.accessoryType.flatMap({ Self.accessoryTypes[$0] }) { made.accessoryType = accessory }
        if let selection = attributes.selectionStyle.flatMap({ Self.selectionStyles[$0] }) { made.selectionStyle = selection }
        if let id = element.id {
            objects[id] = made
            elementNames[id] = element.elementName
        }
        laidOut.append((element, made))
        for child in element.subviews {
            guard child.key == "contentView" else {
                made.addSubview(build(child))
                continue
            }
            adoptContentView(child, made.contentView)
            for content in child.subviews {
                if let id = content.id, let builtIn = builtInView(of: made, id: id, attributes: attributes) {
                    builtIn.accessibilityIdentifier = content.accessibilityIdentifier
                    builtIn.storyboardElementID = id
                    if let label = builtIn as? UILabel { label.text = content.text }
                    objects[id] = builtIn
                    elementNames[id] = content.elementName
                    // The cell places its style's own labels and image view: they are not laid out from the file.
                    continue
                }
                made.contentView.addSubview(build(content))
            }
        }
        return made
    }

    /// A table or collection cell's (or a visual effect view's) `contentView` element, applied to the content view
    /// the view made: its id, colour, layout attributes and margins (docs/uikit-rules.md 8.23), and its frame, where
    /// the content view starts as the cell does, so constraints installed before the first layout meet the size
    /// they were designed in, not an empty one (11.120).
    mutating func adoptContentView(_ element: StoryboardViewElement, _ contentView: UIView) {
        if let id = element.id {
            objects[id] = contentView
            elementNames[id] = element.elementName
        }
        contentView.storyboardElementID = element.id
        laidOut.append((element, contentView))
        if let color = element.backgroundColor { contentView.backgroundColor = resolve(color, of: element) }
        applyLayoutAttributes(element, to: contentView)
        if let frame = element.frame { contentView.frame = frame }
    }

    /// The style's own label or image view that the element with this id stands for, if it is one.
    private func builtInView(of cell: UITableViewCell, id: String, attributes: StoryboardTableAttributes) -> UIView? {
        if id == attributes.textLabelID { return cell.textLabel }
        if id == attributes.detailTextLabelID { return cell.detailTextLabel }
        if id == attributes.imageViewID { return cell.imageView }
        return nil
    }

    /// Registers each prototype under its reuse identifier (every dequeue builds a new cell from it, with its
    /// outlets and its selection segue) and gives a static table's controller its sections.
    func connectTables(to controller: UIViewController) {
        for (table, element, sections) in tables {
            guard let attributes = element.table else { continue }
            for prototype in attributes.prototypes {
                guard let identifier = prototype.table?.reuseIdentifier else {
                    storyboard.note("prototype cell '\(prototype.id ?? "")' of <tableView> '\(element.id ?? "")' has no reuse identifier: it cannot be dequeued; set its Identifier in Interface Builder")
                    continue
                }
                let storyboard = self.storyboard, scene = self.scene
                table.register(forCellReuseIdentifier: identifier) { [weak controller] in
                    var builder = StoryboardViewBuilder(storyboard: storyboard, scene: scene)
                    let cell = builder.buildCell(prototype)
                    builder.buildGestureRecognizers(inBuiltViews: true)
                    builder.installConstraints()
                    builder.connectOutlets(builtOnly: true)
                    if let controller {
                        builder.connectActions(to: controller, builtOnly: true)
                        builder.connectSegueTriggers(to: controller)
                    }
                    builder.awakeViews(under: cell)
                    return cell
                }
            }
            guard attributes.dataMode == "static" else { continue }
            guard let tableController = controller as? UITableViewController, tableController.view === table else {
                storyboard.note("static cells of <tableView> '\(element.id ?? "")' are shown only by the table view controller whose view it is; the table stays empty")
                continue
            }
            tableController.staticContent = StaticTableContent(sections: sections)
        }
    }

    private func makeView(_ element: StoryboardViewElement) -> UIView {
        if let customClass = element.customClass {
            if let factory = StoryboardRegistry.viewFactory(customClass, module: element.customModule),
               let view = factory() {
                return view
            }
            let fallback = Self.controlElementNames.contains(element.elementName)
                || element.elementName == "tableView" || element.elementName == "collectionView"
                ? element.elementName : "view"
            storyboard.note("view class '\(customClass)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                            + "registered: using the class of <\(fallback)>. Fix: UIStoryboard.register(\(customClass).self)")
        }
        if let control = makeControl(element) { return control }
        if element.elementName == "tableView" {
            let style: UITableView.Style = element.table?.style == "grouped" ? .grouped
                : element.table?.style == "insetGrouped" ? .insetGrouped : .plain
            return UITableView(frame: element.frame ?? .zero, style: style)
        }
        if element.elementName == "collectionView" {
            return makeCollectionView(element)
        }
        if element.elementName == "stackView" {
            return makeStackView(element)
        }
        // docs/uikit-rules.md 8.18: elements whose UIKit class the runtime has.
        let frame = element.frame ?? .zero
        switch element.elementName {
        case "scrollView": return UIScrollView(frame: frame)
        case "navigationBar": return UINavigationBar(frame: frame)
        case "toolbar": return UIToolbar(frame: frame)
        case "pickerView": return UIPickerView(frame: frame)
        case "visualEffectView": return makeVisualEffectView(element)
        default: break
        }
        if !["view", "containerView"].contains(element.elementName) {
            storyboard.note("<\(element.elementName)> elements are made as plain UIViews (frame, tag, colours, "
                            + "accessibility; text or title as accessibilityLabel) until the runtime has their class")
        }
        return UIView(frame: element.frame ?? .zero)
    }

    func apply(_ element: StoryboardViewElement, to view: UIView) {
        // docs/uikit-rules.md 8.11: the frame in the file is where the view starts; constraints move it.
        if let frame = element.frame { view.frame = frame }
        view.storyboardElementID = element.id
        applyLayoutAttributes(element, to: view)
        view.tag = element.tag
        view.isHidden = element.isHidden
        view.alpha = element.alpha
        if let enabled = element.isUserInteractionEnabled {
            view.isUserInteractionEnabled = enabled
        } else if element.elementName == "label" || element.elementName == "imageView" {
            view.isUserInteractionEnabled = false
        }
        if let value = element.isMultipleTouchEnabled { view.isMultipleTouchEnabled = value }
        if let value = element.isExclusiveTouch { view.isExclusiveTouch = value }
        if let value = element.isOpaque { view.isOpaque = value }
        if let value = element.clipsToBounds { view.clipsToBounds = value }
        if let value = element.autoresizesSubviews { view.autoresizesSubviews = value }
        if let value = element.autoresizingMask { view.autoresizingMask = value }
        if let value = element.contentMode { view.contentMode = value }
        if let color = element.backgroundColor { view.backgroundColor = resolve(color, of: element) }
        if let color = element.tintColor, let resolved = resolve(color, of: element) { view.tintColor = resolved }

        view.accessibilityIdentifier = element.accessibilityIdentifier
        view.accessibilityHint = element.accessibilityHint
        if Self.controlElementNames.contains(element.elementName) {
            // The classes derive their label from their text or title unless the file sets one.
            if let label = element.accessibilityLabel { view.accessibilityLabel = label }
            configureControl(view, element)
        } else {
            view.accessibilityLabel = element.accessibilityLabel ?? element.text ?? element.title
        }
        for attribute in element.runtimeAttributes { apply(attribute, to: view, element: element) }
    }

    private func apply(_ attribute: StoryboardRuntimeAttribute, to view: UIView, element: StoryboardViewElement) {
        switch (attribute.keyPath, attribute.value) {
        case let ("accessibilityIdentifier", .string(value)): view.accessibilityIdentifier = value
        case let ("accessibilityLabel", .string(value)): view.accessibilityLabel = value
        case let ("accessibilityHint", .string(value)): view.accessibilityHint = value
        case let ("tag", .number(value)): view.tag = Int(value)
        default:
            if let value = storyboard.inspectableValue(attribute.value) {
                if StoryboardRegistry.setInspectable(attribute.keyPath, on: view, to: value) { return }
                // docs/uikit-rules.md 6.83: UIKit's own keys ("layer.cornerRadius") are set by key-value coding.
                switch KeyValueCoding.setUIKitKeyPath(value, of: view, keyPath: attribute.keyPath) {
                case .set: return
                case .wrongType(let wanted):
                    storyboard.note("runtime attribute '\(attribute.keyPath)' of <\(element.elementName)> '\(element.id ?? "")' "
                                    + "is not applied: it takes \(wanted), not \(type(of: value))")
                    return
                case .unknownKey: break
                }
            }
            storyboard.note("runtime attribute '\(attribute.keyPath)' of <\(element.elementName)> "
                            + "'\(element.id ?? "")' is not applied: key-value coding here knows UIKit's keys of docs/uikit-rules.md 6.81 only; register it with UIStoryboard.registerInspectable or set it in code")
        }
    }

    func resolve(_ color: StoryboardColor, of element: StoryboardViewElement) -> UIColor? {
        if let resolved = storyboard.document.resolve(color) { return resolved }
        // docs/uikit-rules.md 15.9: a named colour the file does not copy comes from the app's asset catalogs.
        if case let .named(name) = color, let asset = Runtime.current.resources?.colors[name] {
            return UIColor.named(asset)
        }
        storyboard.note("colour \(color) of <\(element.elementName)> '\(element.id ?? "")' is not defined in the file "
                        + "or the app's asset catalogs: left unset")
        return nil
    }

    // MARK: Connections

    private func describe(_ id: String) -> String {
        if id == scene.controller.id, let object = objects[id] {
            return "\(type(of: object)) '\(id)'"
        }
        return "<\(elementNames[id] ?? "object")> '\(id)'"
    }

    /// Sets every outlet whose source and destination were instantiated, through the registered setters. An
    /// outlet that cannot be set stays nil, with a note saying why.
    func connectOutlets(builtOnly: Bool = false) {
        let repeating = builtOnly ? [] : repeatingContentIDs()
        for outlet in scene.outlets {
            if builtOnly, objects[outlet.source] == nil || objects[outlet.destination] == nil { continue }
            if repeating.contains(outlet.source) || repeating.contains(outlet.destination) { continue }
            if wasConnectedWithTheController(outlet) { continue }
            if let table = objects[outlet.source] as? UITableView, outlet.property == "dataSource" || outlet.property == "delegate" {
                connect(table, outlet)
                continue
            }
            if let collectionView = objects[outlet.source] as? UICollectionView,
               outlet.property == "dataSource" || outlet.property == "delegate" {
                connect(collectionView, outlet)
                continue
            }
            if outlet.property == "view", let controller = objects[outlet.source] as? UIViewController,
               outlet.source == scene.controller.id {
                // A nib's File's Owner: UIKit's own outlet (docs/uikit-rules.md 8.26).
                guard let view = objects[outlet.destination] as? UIView else {
                    storyboard.note("outlet 'view' of \(describe(outlet.source)) stays nil: its destination '\(outlet.destination)' is not a view")
                    continue
                }
                controller.view = view
                continue
            }
            guard let source = objects[outlet.source] else {
                storyboard.note("outlet '\(outlet.property)' (line \(outlet.line)) is not connected: its source "
                                + "'\(outlet.source)' is not instantiated")
                continue
            }
            guard let destination = objects[outlet.destination] else {
                storyboard.note("outlet '\(outlet.property)' of \(describe(outlet.source)) stays nil: its destination "
                                + "'\(outlet.destination)' is not instantiated (a constraint, bar item, cell...)")
                continue
            }
            if connectBuiltInOutlet(outlet, from: source, to: destination) { continue }
            guard let set = StoryboardRegistry.outletSetter(outlet.property, on: source) else {
                // docs/uikit-rules.md 18.9: iOS's KVC error, then where and how to fix it; the outlet stays nil.
                let owner: AnyObject.Type = type(of: source)
                let text = "The outlet '\(outlet.property)' of \(describe(outlet.source)) (storyboard '\(storyboard.name)', "
                    + "line \(outlet.line)) stays nil: nothing registered it. Fix: port the sources with `uihost port`, "
                    + "or UIStoryboard.registerOutlet(\"\(outlet.property)\", for: \(owner).self) { ... }"
                storyboard.note(text, problem: ObjCRuntimeError.undefinedKey(outlet.property, on: source) + " " + text)
                continue
            }
            set(destination)
        }
    }

    /// The ids of what the prototype cells of the tables and collection views built here hold, with the gesture
    /// recognizers that only views in them list (8.36): each dequeued cell connects those itself, so the scene
    /// leaves them, and says nothing of them.
    private func repeatingContentIDs() -> Set<String> {
        func ids(_ element: StoryboardViewElement) -> [String] { (element.id.map { [$0] } ?? []) + element.subviews.flatMap(ids) }
        let prototypes = tables.flatMap { $0.element.table?.prototypes ?? [] }
            + collections.flatMap { ($0.element.collection?.prototypes ?? []) + ($0.element.collection?.supplementaryPrototypes.map { $0.element } ?? []) }
        var repeating = Set(prototypes.flatMap(ids))
        guard !repeating.isEmpty else { return [] }
        let holders = scene.outlets.filter { $0.property == "gestureRecognizers" }
        for recognizer in scene.gestureRecognizers {
            guard let id = recognizer.id else { continue }
            let held = holders.filter { $0.destination == id }.map(\.source)
            if !held.isEmpty, held.allSatisfy(repeating.contains) { repeating.insert(id) }
        }
        return repeating
    }

    /// Whether both ends of the outlet were made with the controller, which connected it then (8.40).
    private func wasConnectedWithTheController(_ outlet: StoryboardOutlet) -> Bool {
        !preconnectedIDs.isEmpty && [outlet.source, outlet.destination].allSatisfy {
            preconnectedIDs.contains($0) || $0 == scene.controller.id
        }
    }

    /// A table view's `dataSource` and `delegate` outlets, which UIKit's own classes declare.
    private func connect(_ table: UITableView, _ outlet: StoryboardOutlet) {
        let destination = objects[outlet.destination]
        if outlet.property == "dataSource" {
            guard let dataSource = destination as? UITableViewDataSource else {
                storyboard.note("outlet 'dataSource' of <tableView> '\(outlet.source)' stays nil: its destination '\(outlet.destination)' is not a UITableViewDataSource")
                return
            }
            table.dataSource = dataSource
        } else {
            guard let delegate = destination as? UITableViewDelegate else {
                storyboard.note("outlet 'delegate' of <tableView> '\(outlet.source)' stays nil: its destination '\(outlet.destination)' is not a UITableViewDelegate")
                return
            }
            table.delegate = delegate
        }
    }

    /// Makes each control with a triggered segue fire it on `touchUpInside`, with the control as the sender, as a
    /// storyboard button does; a cell's segue fires when its row is selected, with the cell as the sender. A
    /// triggered segue on an element that is not a control (a registered plain view) cannot fire: it is noted.
    func connectSegueTriggers(to controller: UIViewController) {
        for (id, object) in objects where id != scene.controller.id && !preconnectedIDs.contains(id) {
            guard let segue = scene.segues.first(where: { $0.source == id && $0.isTransition }) else { continue }
            if connectItemSegue(segue, source: object, controller: controller) { continue }
            switch object {
            case let cell as UITableViewCell:
                cell.selectionSegueTrigger = { [weak controller] cell in
                    controller?.triggerSegue(segue, sender: cell)
                }
            case let cell as UICollectionViewCell:
                cell.selectionSegueTrigger = { [weak controller] cell in
                    controller?.triggerSegue(segue, sender: cell)
                }
            case let control as UIControl:
                control.addSegueTrigger(named: segue.identifier ?? segue.id) { [weak controller] control in
                    controller?.triggerSegue(segue, sender: control)
                }
            default:
                storyboard.note("segue '\(segue.id)' of \(describe(id)) cannot be triggered by a touch: "
                                + "\(type(of: object)) is not a UIControl; perform it with performSegue")
            }
        }
    }

    /// Attaches each `<action>` to its control's event through target-action (docs/uikit-rules.md 0, 6.1): the target
    /// is the destination object (the scene's controller, or a nib's File's Owner), or nil (the responder chain) when
    /// it is the scene's First Responder. An action whose target has no registered method for the selector is
    /// attached as iOS attaches it, and reported when it is sent (18.10). One whose source is not a control or whose event type is unknown is noted and not attached.
    func connectActions(to owner: AnyObject?, builtOnly: Bool = false) {
        let repeating = builtOnly ? [] : repeatingContentIDs()
        for action in scene.actions where !preconnectedIDs.contains(action.source) {
            if repeating.contains(action.source) || repeating.contains(action.destination) { continue }
            let target: AnyObject?
            if action.destination == scene.firstResponderID {
                target = nil
            } else if action.destination == scene.controller.id, let owner {
                target = owner
            } else if let object = objects[action.destination] {
                target = object
            } else {
                if builtOnly { continue }
                storyboard.note("action '\(action.selector)' (line \(action.line)) is ignored: its destination "
                                + "'\(action.destination)' is not instantiated")
                continue
            }
            guard let source = objects[action.source] else {
                if builtOnly { continue }
                storyboard.note("action '\(action.selector)' (line \(action.line)) is ignored: its source "
                                + "'\(action.source)' is not instantiated (a bar button item, gesture recognizer...)")
                continue
            }
            if connectItemAction(action, source: source, target: target) { continue }
            guard let control = source as? UIControl else {
                storyboard.note("action '\(action.selector)' of \(describe(action.source)) is ignored: "
                                + "\(type(of: source)) is not a UIControl, so it sends no events")
                continue
            }
            let eventName = action.eventType ?? "primaryActionTriggered"
            guard let event = UIControl.Event.named.first(where: { $0.name == eventName })?.event else {
                storyboard.note("action '\(action.selector)' of \(describe(action.source)) is ignored: eventType "
                                + "'\(eventName)' is not a control event (touchUpInside, valueChanged, editingChanged...)")
                continue
            }
            control.addTarget(target, action: Selector(action.selector), for: event)
        }
    }
}

extension StoryboardViewBuilder {
    /// docs/uikit-rules.md 8.34: a `<visualEffectView>` is a `UIVisualEffectView` with the file's blur (or
    /// vibrancy over a blur); a style the runtime does not know is reported and made as `regular`.
    func makeVisualEffectView(_ element: StoryboardViewElement) -> UIVisualEffectView {
        let view = UIVisualEffectView(frame: element.frame ?? .zero)
        guard let effect = element.visualEffect else { return view }
        let styles: [String: UIBlurEffect.Style] = [
            "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
            "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
            "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
            "systemChromeMaterial": .systemChromeMaterial,
            "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
            "systemThinMaterialLight": .systemThinMaterialLight, "systemMaterialLight": .systemMaterialLight,
            "systemThickMaterialLight": .systemThickMaterialLight,
            "systemChromeMaterialLight": .systemChromeMaterialLight,
            "systemUltraThinMaterialDark": .systemUltraThinMaterialDark,
            "systemThinMaterialDark": .systemThinMaterialDark, "systemMaterialDark": .systemMaterialDark,
            "systemThickMaterialDark": .systemThickMaterialDark, "systemChromeMaterialDark": .systemChromeMaterialDark,
        ]
        let style = styles[effect.blurStyle] ?? .regular
        if styles[effect.blurStyle] == nil {
            storyboard.note("blur style '\(effect.blurStyle)' of <visualEffectView> '\(element.id ?? "")' is not "
                            + "known: using .regular")
        }
        let blur = UIBlurEffect(style: style)
        view.effect = effect.isVibrancy ? UIVibrancyEffect(blurEffect: blur) : blur
        return view
    }
}
