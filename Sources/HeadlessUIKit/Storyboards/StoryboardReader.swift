import Foundation

/// Reads the XML tree of a storyboard into a `StoryboardDocument`, noting what it skips, then validates it.
struct StoryboardReader {
    var notes = StoryboardNotes()

    mutating func read(_ root: XMLElementNode) throws(StoryboardError) -> StoryboardDocument {
        guard root.name == "document" else { throw .wrongDocumentType(found: "<\(root.name)>") }
        guard root["type"] == StoryboardDocument.documentType else {
            throw .wrongDocumentType(found: root["type"] ?? "(no type attribute)")
        }
        let ids = try Self.uniqueIDs(in: root)
        var scenes: [StoryboardScene] = []
        var shared = SharedParts()
        for child in root.children {
            guard child.name == "scenes" else {
                readSharedPart(child, of: root, into: &shared)
                continue
            }
            for sceneNode in child.children {
                if sceneNode.name == "scene" {
                    if let scene = readScene(sceneNode) { scenes.append(scene) }
                } else {
                    notes.skipped(sceneNode, "is not a scene; skipped")
                }
            }
        }
        var document = StoryboardDocument(
            initialViewControllerID: root["initialViewController"], scenes: scenes,
            namedColors: shared.namedColors, systemColors: shared.systemColors, notes: notes.lines)
        document.imageSizes = shared.imageSizes
        document.designDevice = shared.designDevice ?? StoryboardDesignDevice.legacy(root)
        try Self.validate(document, ids: ids)
        return document
    }

    /// What storyboards and nibs both hold beside their objects: colour and image resources, and the design device.
    struct SharedParts {
        var namedColors: [String: StoryboardColor] = [:]
        var systemColors: [String: StoryboardColor] = [:]
        var imageSizes: [String: CGSize] = [:]
        var designDevice: StoryboardDesignDevice?
    }

    /// Reads a child of `<document>` other than its scenes or objects; anything else is noted and skipped.
    mutating func readSharedPart(_ child: XMLElementNode, of root: XMLElementNode, into shared: inout SharedParts) {
        switch child.name {
        case "resources":
            for resource in child.children {
                switch (resource.name, resource.children(named: "color").first) {
                case let ("namedColor", color?):
                    if let name = resource["name"], let value = readColor(color) { shared.namedColors[name] = value }
                case let ("systemColor", color?):
                    if let name = resource["name"], let value = readColor(color) { shared.systemColors[name] = value }
                case ("image", _):
                    if let name = resource["name"], let width = resource["width"].flatMap(Double.init),
                       let height = resource["height"].flatMap(Double.init) {
                        shared.imageSizes[name] = CGSize(width: width, height: height)
                    }
                case ("systemImage", _):
                    break
                default:
                    notes.skipped(resource, "resource is not modelled; skipped")
                }
            }
        case "device":
            if let id = child["id"] {
                shared.designDevice = StoryboardDesignDevice(id: id, orientation: child["orientation"],
                                                             toolsVersion: StoryboardDesignDevice.toolsVersion(root["toolsVersion"]))
            }
        case "dependencies":
            break
        default:
            notes.skipped(child, "is not modelled; skipped")
        }
    }

    // MARK: Scenes and controllers

    private mutating func readScene(_ node: XMLElementNode) -> StoryboardScene? {
        var controller: StoryboardController?
        var firstResponderID: String?
        var exitIDs: [String] = []
        var gestureRecognizers: [StoryboardGestureRecognizer] = []
        for child in node.children {
            guard child.name == "objects" else {
                if child.name != "point" { notes.skipped(child, "is not modelled; skipped") }
                continue
            }
            for object in child.children {
                if controller == nil,
                   object["sceneMemberID"] == "viewController"
                    || StoryboardController.Kind.elementNames.contains(object.name) {
                    controller = readController(object)
                } else if object.name == "placeholder" {
                    if object["placeholderIdentifier"] == "IBFirstResponder" { firstResponderID = object["id"] }
                } else if object.name == "exit", let id = object["id"] {
                    exitIDs.append(id)
                } else if StoryboardGestureRecognizer.elementNames.contains(object.name) {
                    gestureRecognizers.append(readGestureRecognizer(object))
                } else {
                    notes.skipped(object, "scene object is not instantiated; skipped")
                }
            }
        }
        guard let controller else {
            notes.note("<scene sceneID=\"\(node["sceneID"] ?? "")\"> has no view controller; skipped", line: node.line)
            return nil
        }
        var scene = StoryboardScene(
            sceneID: node["sceneID"] ?? "", controller: controller, firstResponderID: firstResponderID,
            exitIDs: exitIDs, outlets: [], actions: [], segues: [], line: node.line)
        scene.gestureRecognizers = gestureRecognizers
        collectConnections(in: node, into: &scene)
        return scene
    }

    private static let controllerAttributes = Set([
        "id", "customClass", "customModule", "storyboardIdentifier", "title", "storyboardName", "referencedIdentifier",
        "transitionStyle", "navigationOrientation", "toolbarHidden",
    ]).union(StoryboardController.presentationAttributeNames)
    private static let designTimeAttributes: Set<String> = [
        "sceneMemberID", "customModuleProvider", "useStoryboardIdentifierAsRestorationIdentifier", "userLabel",
        "autoresizesArchivedViewToFullSize", "misplaced", "ambiguous", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "key",
    ]

    private mutating func readController(_ node: XMLElementNode) -> StoryboardController {
        var controller = StoryboardController(
            kind: .init(elementName: node.name), id: node["id"] ?? "", customClass: node["customClass"],
            customModule: node["customModule"], storyboardIdentifier: node["storyboardIdentifier"],
            title: node["title"], view: nil, navigationItemTitle: nil, tabBarItemTitle: nil, runtimeAttributes: [],
            referencedStoryboardName: node["storyboardName"], referencedIdentifier: node["referencedIdentifier"],
            line: node.line, pageTransitionStyle: node["transitionStyle"],
            pageNavigationOrientation: node["navigationOrientation"])
        controller.isToolbarHidden = Self.bool(node["toolbarHidden"]) ?? true
        controller.presentationAttributes = node.attributes.filter {
            StoryboardController.presentationAttributeNames.contains($0.key)
        }
        notes.unmodelledAttributes(
            node.attributes.keys.filter {
                !Self.controllerAttributes.contains($0) && !Self.designTimeAttributes.contains($0)
            }, of: node)
        for child in node.children {
            if child["key"] == "view", controller.view == nil {
                controller.view = readView(child)
                continue
            }
            switch child.name {
            case "navigationItem":
                controller.navigationItemTitle = child["title"]
                controller.navigationItem = readNavigationItem(child)
            case "tabBarItem":
                controller.tabBarItemTitle = child["title"]
                controller.tabBarItem = readTabBarItem(child)
            case "toolbarItems":
                controller.toolbarItems = child.children(named: "barButtonItem").map { readBarButtonItem($0) }
            case "navigationBar" where child["key"] == "navigationBar":
                controller.prefersLargeTitles = Self.bool(child["largeTitles"]) ?? false
                controller.navigationBarTranslucent = Self.bool(child["translucent"])
            case "toolbar" where child["key"] == "toolbar":
                controller.toolbarTranslucent = Self.bool(child["translucent"])
            case "tabBar" where child["key"] == "tabBar":
                controller.tabBarTranslucent = Self.bool(child["translucent"])
                controller.tabBarItemPositioning = child["itemPositioning"]
                controller.tabBarItemWidth = child["itemWidth"].flatMap(Double.init).map { CGFloat($0) }
                controller.tabBarItemSpacing = child["itemSpacing"].flatMap(Double.init).map { CGFloat($0) }
            case "userDefinedRuntimeAttributes":
                controller.runtimeAttributes = readRuntimeAttributes(child)
            case "layoutGuides":
                readControllerLayoutGuides(child, into: &controller)
            case "extendedEdge" where child["key"] == "edgesForExtendedLayout":
                controller.edgesForExtendedLayout = ["top", "left", "bottom", "right"].filter { Self.bool(child[$0]) == true }
            case "connections", "nil", "freeformSimulatedSizeMetrics",
                 "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics":
                break
            case "size" where child["key"] == "freeformSize":
                break
            case let name where name.hasPrefix("simulated"):
                break
            default:
                notes.skipped(child, "is not modelled; skipped")
            }
        }
        return controller
    }

    // MARK: Views

    private static let viewAttributes: Set<String> = [
        "id", "customClass", "customModule", "tag", "hidden", "alpha", "userInteractionEnabled",
        "multipleTouchEnabled", "exclusiveTouch", "opaque", "clipsSubviews", "autoresizesSubviews", "contentMode",
        "text", "placeholder",
    ]
    /// Attributes of `<tableView>`, `<tableViewCell>` and `<tableViewCellContentView>` the model reads or that only
    /// matter to Interface Builder.
    private static let tableAttributes: Set<String> = [
        "style", "dataMode", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "reuseIdentifier", "accessoryType",
        "selectionStyle", "textLabel", "detailTextLabel", "imageView", "indentationWidth", "indentationLevel",
        "alwaysBounceVertical", "separatorStyle", "tableViewCell", "editingAccessoryType", "showsReorderControl",
        "shouldIndentWhileEditing", "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
        "focusStyle", "sectionIndexMinimumDisplayRowCount", "contentViewInsetsToSafeArea",
    ]

    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// `parentSize`: the size of the view this one is a subview of, for Xcode 8's `frameInset` frames measured
    /// from the far edges.
    mutating func readView(_ node: XMLElementNode, parentSize: CGSize? = nil) -> StoryboardViewElement {
        var view = StoryboardViewElement(elementName: node.name, id: node["id"], line: node.line)
        view.key = node["key"]
        view.customClass = node["customClass"]
        view.customModule = node["customModule"]
        view.tag = node["tag"].flatMap { Int($0) } ?? 0
        view.isHidden = Self.bool(node["hidden"]) ?? false
        view.alpha = node["alpha"].flatMap { Double($0) }.map { CGFloat($0) } ?? 1
        view.isUserInteractionEnabled = Self.bool(node["userInteractionEnabled"])
        view.isMultipleTouchEnabled = Self.bool(node["multipleTouchEnabled"])
        view.isExclusiveTouch = Self.bool(node["exclusiveTouch"])
        view.isOpaque = Self.bool(node["opaque"])
        view.clipsToBounds = Self.bool(node["clipsSubviews"])
        view.autoresizesSubviews = Self.bool(node["autoresizesSubviews"])
        view.contentMode = node["contentMode"].flatMap { Self.contentModes[$0] }
        view.text = node["text"]
        view.placeholder = node["placeholder"]
        view.attributes = node.attributes
        readLayoutAttributes(node, into: &view)
        if node.name == "stackView" { view.stackView = Self.stackViewAttributes(of: node) }
        let controlAttributes = StoryboardViewBuilder.appliedControlAttributes[node.name] ?? []
        let isTableElement = ["tableView", "tableViewCell", "tableViewCellContentView"].contains(node.name)
        let isStackView = node.name == "stackView"
        let isCollectionElement = Self.collectionElementNames.contains(node.name)
        notes.unmodelledAttributes(
            node.attributes.keys.filter {
                !Self.viewAttributes.contains($0) && !Self.designTimeAttributes.contains($0)
                    && !Self.layoutAttributes.contains($0)
                    && !(isTableElement && Self.tableAttributes.contains($0)) && !controlAttributes.contains($0)
                    && !(isStackView && StoryboardStackViewAttributes.attributeNames.contains($0))
                    && !(isCollectionElement && Self.collectionAttributeNames.contains($0))
            },
            of: node)
        if node.name == "tableView" || node.name == "tableViewCell" { view.table = Self.tableAttributes(of: node) }
        if node.name == "collectionView" || node.name == "collectionViewCell" || node.name == "collectionReusableView" {
            view.collection = Self.collectionAttributes(of: node)
        }

        var stateTitle: String?
        var configurationTitle: String?
        for child in node.children {
            switch child.name {
            case "rect" where child["key"] == "frame":
                view.frame = Self.rect(child)
            case "frame" where child["key"] == "frameInset":
                // docs/uikit-rules.md 8.14: Xcode 8's form of a frame.
                view.frame = Self.frameInset(child, parentSize: parentSize)
            case "autoresizingMask":
                view.autoresizingMask = Self.autoresizingMask(child)
            case "subviews":
                let size = view.frame?.size
                view.subviews += child.children.map { readView($0, parentSize: size) }
            case "color" where child["key"] == "backgroundColor":
                view.backgroundColor = readColor(child)
            case "color" where child["key"] == "tintColor":
                view.tintColor = readColor(child)
            case "color" where child["key"] == "textColor":
                view.textColor = readColor(child)
            case "color":
                notes.skipped(child, "(\(child["key"] ?? "no key")) is not modelled; skipped",
                              kind: "color:\(child["key"] ?? "")")
            case "accessibility":
                view.accessibilityIdentifier = child["identifier"]
                view.accessibilityLabel = child["label"]
                view.accessibilityHint = child["hint"]
            case "userDefinedRuntimeAttributes":
                view.runtimeAttributes = readRuntimeAttributes(child)
            case "state":
                let title = child["title"] ?? child.children.first { $0.name == "string" && $0["key"] == "title" }?.text
                if child["key"] == "normal" { stateTitle = title }
                let color = child.children.first { $0.name == "color" && $0["key"] == "titleColor" }
                let attributed = child.children.first { $0.name == "attributedString" && $0["key"] == "attributedTitle" }
                view.buttonStates.append(StoryboardButtonState(
                    key: child["key"] ?? "normal", title: title, image: child["image"], imageCatalog: child["catalog"],
                    titleColor: color.flatMap { readColor($0) }, attributedTitle: attributed.map { readAttributedText($0) },
                    backgroundImage: child["backgroundImage"]))
            case "textInputTraits":
                view.textInputTraits = child.attributes.filter { $0.key != "key" }
            case "buttonConfiguration":
                configurationTitle = child["title"]
                view.buttonConfiguration = child.attributes
                view.configurationFontDescription = child.children
                    .first { $0.name == "fontDescription" && $0["key"] == "titleFontDescription" }?.attributes
            case "string" where ["text", "title", "placeholder"].contains(child["key"] ?? ""):
                switch child["key"] {
                case "text": view.text = child.text
                case "title": view.title = child.text
                default: view.placeholder = child.text
                }
            case "inset" where node.name == "button" && Self.buttonInsetKeys.contains(child["key"] ?? ""):
                view.buttonEdgeInsets[child["key"] ?? ""] = Self.edgeInsets(child)
            case "attributedString" where child["key"] == "attributedText" && ["label", "textView"].contains(node.name):
                view.attributedText = readAttributedText(child)
            case "segments":
                view.segmentTitles = child.children(named: "segment").map { $0["title"] ?? "" }
            case "scopeButtonTitles" where node.name == "searchBar":
                // docs/uikit-rules.md 8.52: a search bar's scope titles, kept where a segmented control keeps its own.
                view.segmentTitles = child.children(named: "string").map(\.text)
            case "prototypes" where node.name == "tableView":
                view.table?.prototypes = child.children.map { readView($0) }
            case "sections" where node.name == "tableView":
                for section in child.children(named: "tableViewSection") {
                    let cells = section.children(named: "cells").first?.children.map { readView($0) } ?? []
                    view.table?.sections.append(StoryboardTableAttributes.Section(
                        headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells))
                }
            case _ where node.name == "tableView" && child["key"] == "tableHeaderView":
                view.table?.headerView = readView(child)
            case _ where node.name == "tableView" && child["key"] == "tableFooterView":
                view.table?.footerView = readView(child)
            case "collectionViewFlowLayout" where node.name == "collectionView":
                view.collection?.flowLayout = Self.flowLayout(of: child)
            case "cells" where node.name == "collectionView":
                view.collection?.prototypes = child.children.map { readView($0) }
            case "collectionReusableView" where node.name == "collectionView":
                let kind = child["key"] == "sectionFooterView" ? UICollectionView.elementKindSectionFooter
                    : UICollectionView.elementKindSectionHeader
                view.collection?.supplementaryPrototypes.append((kind, readView(child)))
            case "constraints":
                view.constraints += readConstraints(child, owner: node)
            case "viewLayoutGuide":
                readLayoutGuide(child, into: &view)
            case "edgeInsets" where child["key"] == "layoutMargins",
                 "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                readLayoutMargins(child, into: &view)
            case "variation":
                readVariation(child, into: &view)
            case "fontDescription":
                view.fontDescription = child.attributes
            case "blurEffect" where node.name == "visualEffectView":
                view.visualEffect = StoryboardVisualEffect(blurStyle: child["style"] ?? "regular", isVibrancy: false)
            case "vibrancyEffect" where node.name == "visualEffectView":
                let blur = child.children(named: "blurEffect").first?["style"] ?? "regular"
                view.visualEffect = StoryboardVisualEffect(blurStyle: blur, isVibrancy: true)
            case "items" where node.name == "toolbar":
                view.toolbarItems = child.children(named: "barButtonItem").map { readBarButtonItem($0) }
            case "items" where node.name == "navigationBar":
                view.navigationItems = child.children(named: "navigationItem").map { readNavigationItem($0) }
            case "connections", "nil", "rect", "point", "size", "gestureRecognizers":
                // An empty `<gestureRecognizers/>` is what Xcode leaves on a view: recognizers join views through
                // outlet collections (docs/uikit-rules.md 8.42).
                break
            case _ where child["key"] == "contentView":
                view.subviews.append(readView(child))
            default:
                notes.skipped(child, "is not modelled; skipped")
            }
        }
        if view.title == nil { view.title = configurationTitle ?? stateTitle }
        for index in view.constraints.indices {
            if let id = view.constraints[index].id, view.excludedConstraintIDs.contains(id) {
                view.constraints[index].isExcludedFromDefaultSizeClass = true
            }
        }
        return view
    }

    private static func tableAttributes(of node: XMLElementNode) -> StoryboardTableAttributes {
        func number(_ name: String) -> CGFloat? { node[name].flatMap(Double.init).map { CGFloat($0) } }
        var table = StoryboardTableAttributes()
        if node.name == "tableView" { table.style = node["style"] }
        table.dataMode = node["dataMode"]
        table.rowHeight = number("rowHeight")
        table.sectionHeaderHeight = number("sectionHeaderHeight")
        table.sectionFooterHeight = number("sectionFooterHeight")
        table.estimatedRowHeight = number("estimatedRowHeight")
        table.reuseIdentifier = node["reuseIdentifier"]
        table.accessoryType = node["accessoryType"]
        table.selectionStyle = node["selectionStyle"]
        table.textLabelID = node["textLabel"]
        table.detailTextLabelID = node["detailTextLabel"]
        table.imageViewID = node["imageView"]
        if node.name == "tableViewCell" { table.cellStyle = node["style"] }
        return table
    }

    /// `<frame key="frameInset" minX= minY= width= height= maxX= maxY=/>`: the origin from the top-left (0 when
    /// absent); a size given outright, or else what the superview leaves between `minX`/`minY` and the
    /// `maxX`/`maxY` insets.
    static func frameInset(_ node: XMLElementNode, parentSize: CGSize?) -> CGRect? {
        func number(_ name: String) -> CGFloat? { node[name].flatMap(Double.init).map { CGFloat($0) } }
        let minX = number("minX") ?? 0, minY = number("minY") ?? 0
        let width = number("width") ?? parentSize.map { $0.width - minX - (number("maxX") ?? 0) }
        let height = number("height") ?? parentSize.map { $0.height - minY - (number("maxY") ?? 0) }
        guard let width, let height, width >= 0, height >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: width, height: height)
    }

    private static func rect(_ node: XMLElementNode) -> CGRect? {
        guard let x = node["x"].flatMap(Double.init), let y = node["y"].flatMap(Double.init),
              let width = node["width"].flatMap(Double.init), let height = node["height"].flatMap(Double.init)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func autoresizingMask(_ node: XMLElementNode) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return flags.reduce(into: []) { mask, flag in
            if bool(node[flag.0]) == true { mask.insert(flag.1) }
        }
    }

    static func bool(_ value: String?) -> Bool? {
        switch value {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    // MARK: Colours and runtime attributes

    mutating func readColor(_ node: XMLElementNode) -> StoryboardColor? {
        func component(_ name: String) -> CGFloat? { node[name].flatMap(Double.init).map { CGFloat($0) } }
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return .system(name) }
        if let name = node["name"] { return .named(name) }
        if let white = component("white") { return .white(white, alpha: component("alpha") ?? 1) }
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            return .rgb(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
        }
        notes.skipped(node, "has no components, system name or colour name; skipped", kind: "color:unreadable")
        return nil
    }

    private mutating func readRuntimeAttributes(_ node: XMLElementNode) -> [StoryboardRuntimeAttribute] {
        node.children(named: "userDefinedRuntimeAttribute").compactMap { attribute in
            guard let keyPath = attribute["keyPath"] else { return nil }
            let type = attribute["type"] ?? ""
            let value: StoryboardRuntimeAttribute.Value
            switch type {
            case "string":
                value = .string(attribute["value"] ?? attribute.children.first { $0["key"] == "value" }?.text ?? "")
            case "boolean":
                value = .boolean(Self.bool(attribute["value"]) ?? false)
            case "number":
                let number = attribute.children.first { $0["key"] == "value" }?["value"].flatMap(Double.init)
                value = number.map { .number($0) } ?? .unsupported(type: type)
            case "color":
                value = attribute.children(named: "color").first.flatMap { readColor($0) }.map { .color($0) }
                    ?? .unsupported(type: type)
            default:
                value = .unsupported(type: type)
            }
            return StoryboardRuntimeAttribute(keyPath: keyPath, value: value)
        }
    }

    // MARK: Connections

    /// Collects every `<connections>` block under `node`; each connection's source is the element holding the block.
    mutating func collectConnections(in node: XMLElementNode, into scene: inout StoryboardScene) {
        for child in node.children {
            guard child.name == "connections" else {
                collectConnections(in: child, into: &scene)
                continue
            }
            guard let source = node["id"] else {
                notes.skipped(child, "of an element without an id; skipped", kind: "connections:no-id")
                continue
            }
            for connection in child.children { readConnection(connection, source: source, into: &scene) }
        }
    }

    private mutating func readConnection(_ node: XMLElementNode, source: String, into scene: inout StoryboardScene) {
        switch node.name {
        // An outlet collection has one element per member, in order: each is set like an outlet, and the
        // registered setter appends (docs/uikit-rules.md 8).
        case "outlet", "outletCollection":
            guard let property = node["property"], let destination = node["destination"] else {
                return notes.skipped(node, "without property or destination; skipped", kind: "outlet:malformed")
            }
            scene.outlets.append(StoryboardOutlet(
                id: node["id"], property: property, source: source, destination: destination, line: node.line))
        case "action":
            guard let selector = node["selector"], let destination = node["destination"] else {
                return notes.skipped(node, "without selector or destination; skipped", kind: "action:malformed")
            }
            scene.actions.append(StoryboardAction(
                id: node["id"], selector: selector, source: source, destination: destination,
                eventType: node["eventType"], line: node.line))
        case "segue":
            guard let destination = node["destination"], let kindName = node["kind"] else {
                return notes.skipped(node, "without destination or kind; skipped", kind: "segue:malformed")
            }
            guard let kind = StoryboardSegue.Kind(rawValue: kindName) else {
                return notes.skipped(node, "of unknown kind '\(kindName)'; skipped", kind: "segue:\(kindName)")
            }
            scene.segues.append(StoryboardSegue(
                id: node["id"] ?? "", identifier: node["identifier"], kind: kind, source: source,
                destination: destination, relationship: node["relationship"], unwindAction: node["unwindAction"],
                customClass: node["customClass"], line: node.line, customModule: node["customModule"],
                modalPresentationStyle: node["modalPresentationStyle"], modalTransitionStyle: node["modalTransitionStyle"],
                animates: node["animates"] != "NO", popoverAnchorView: node["popoverAnchorView"]))
        default:
            notes.skipped(node, "is not modelled; skipped")
        }
    }

    // MARK: Validation

    /// Every `id` in the file with its line; a repeated id is an error.
    static func uniqueIDs(in root: XMLElementNode) throws(StoryboardError) -> [String: Int] {
        var ids: [String: Int] = [:]
        var elements: [String: String] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            if let id = node["id"] {
                if let first = ids[id] {
                    let (early, late) = first <= node.line ? (elements[id] ?? "", node.name) : (node.name, elements[id] ?? "")
                    throw .duplicateID(id, firstLine: min(first, node.line), line: max(first, node.line),
                                       elements: [early, late])
                }
                ids[id] = node.line
                elements[id] = node.name
            }
            pending += node.children.reversed()
        }
        return ids
    }

    private static func validate(_ document: StoryboardDocument, ids: [String: Int]) throws(StoryboardError) {
        if let initial = document.initialViewControllerID, document.scene(controllerID: initial) == nil {
            throw .missingInitialViewController(id: initial)
        }
        var identifiers: [String: Int] = [:]
        for scene in document.scenes {
            guard let identifier = scene.controller.storyboardIdentifier else { continue }
            if let first = identifiers[identifier] {
                throw .duplicateStoryboardIdentifier(identifier, firstLine: first, line: scene.controller.line)
            }
            identifiers[identifier] = scene.controller.line
        }
        let controllerIDs = Set(document.scenes.map(\.controller.id))
        for scene in document.scenes {
            for segue in scene.segues {
                let found = segue.kind == .unwind ? ids[segue.destination] != nil
                    : controllerIDs.contains(segue.destination)
                if !found {
                    throw .missingSegueDestination(segueID: segue.id, destination: segue.destination, line: segue.line)
                }
            }
        }
        try refuseContainmentCycles(in: document)
    }

    /// Relationship and embed segues make their destinations when their source is made: a cycle of them would
    /// make controllers forever. Depth-first over those edges; the segue that closes a cycle is reported.
    private static func refuseContainmentCycles(in document: StoryboardDocument) throws(StoryboardError) {
        var edges: [String: [StoryboardSegue]] = [:]
        for scene in document.scenes {
            for segue in scene.segues where segue.kind == .relationship || segue.kind == .embed {
                edges[scene.controller.id, default: []].append(segue)
            }
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []
        func visit(_ id: String) throws(StoryboardError) {
            marks[id] = .visiting
            path.append(id)
            for segue in edges[id] ?? [] {
                switch marks[segue.destination] {
                case .visiting?:
                    let start = path.firstIndex(of: segue.destination) ?? 0
                    throw .containmentCycle(controllers: Array(path[start...]) + [segue.destination],
                                            segueID: segue.id, line: segue.line)
                case .done?: continue
                case nil: try visit(segue.destination)
                }
            }
            path.removeLast()
            marks[id] = .done
        }
        for scene in document.scenes where marks[scene.controller.id] == nil {
            try visit(scene.controller.id)
        }
    }
}
