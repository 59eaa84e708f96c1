import Foundation

/// Bar items and gesture recognizers from Interface Builder files (docs/uikit-rules.md 8.40-8.43): they are objects
/// of the scene like its views, so outlets, actions and triggered segues reach them the same way.
extension StoryboardViewBuilder {
    private static let barSystemItems: [String: UIBarButtonItem.SystemItem] = Dictionary(
        uniqueKeysWithValues: UIBarButtonItem.SystemItem.allCases.map { ("\($0)", $0) })
    private static let barStyles: [String: UIBarButtonItem.Style] = ["plain": .plain, "bordered": .bordered, "done": .done]
    private static let tabSystemItems: [String: UITabBarItem.SystemItem] = Dictionary(
        uniqueKeysWithValues: UITabBarItem.SystemItem.allCases.map { ("\($0)", $0) })

    /// A `<barButtonItem>` as Xcode describes it: a custom view, a system item or a titled (and imaged) item.
    mutating func makeBarButtonItem(_ element: StoryboardBarButtonItem) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let customView = element.customView {
            item = UIBarButtonItem(customView: build(customView))
        } else if let name = element.systemItem {
            if let systemItem = Self.barSystemItems[name] {
                item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
            } else {
                storyboard.note("<barButtonItem> '\(element.id ?? "")' has systemItem '\(name)', which is not one of "
                                + "\(Self.barSystemItems.keys.sorted().joined(separator: ", ")): made as a titled item")
                item = UIBarButtonItem()
            }
        } else {
            item = UIBarButtonItem()
        }
        if let title = element.title { item.title = title }
        if let name = element.style, let style = Self.barStyles[name] { item.style = style }
        if let name = element.image {
            item.image = image(name, catalog: element.imageCatalog, of: "barButtonItem", id: element.id)
        }
        item.isEnabled = element.isEnabled
        item.tag = element.tag
        if let width = element.width { item.width = width }
        if let id = element.id {
            objects[id] = item
            elementNames[id] = "barButtonItem"
        }
        return item
    }

    /// Fills a controller's navigation item (or a standalone bar's) from the file (8.40). Only what the file says
    /// is set, so what the controller's `init(coder:)` set otherwise stays.
    mutating func apply(_ element: StoryboardNavigationItem, to item: UINavigationItem) {
        if let title = element.title { item.title = title }
        if let prompt = element.prompt { item.prompt = prompt }
        switch element.largeTitleDisplayMode {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        if let title = element.backButtonTitle { item.backButtonTitle = title }
        if element.hidesBackButton { item.hidesBackButton = true }
        if element.leftItemsSupplementBackButton { item.leftItemsSupplementBackButton = true }
        if let back = element.backItem { item.backBarButtonItem = makeBarButtonItem(back) }
        if !element.leftItems.isEmpty { item.leftBarButtonItems = element.leftItems.map { makeBarButtonItem($0) } }
        if !element.rightItems.isEmpty { item.rightBarButtonItems = element.rightItems.map { makeBarButtonItem($0) } }
        if let titleView = element.titleView { item.titleView = build(titleView) }
        if let id = element.id {
            objects[id] = item
            elementNames[id] = "navigationItem"
        }
    }

    /// A controller's `<tabBarItem>` (8.41).
    mutating func makeTabBarItem(_ element: StoryboardTabBarItem) -> UITabBarItem {
        let item: UITabBarItem
        if let name = element.systemItem, let systemItem = Self.tabSystemItems[name] {
            item = UITabBarItem(tabBarSystemItem: systemItem, tag: element.tag)
        } else {
            item = UITabBarItem(title: element.title, imageName: nil, tag: element.tag)
            if let name = element.image {
                item.image = image(name, catalog: element.imageCatalog, of: "tabBarItem", id: element.id)
            }
            item.selectedImageName = element.selectedImage
        }
        item.badgeValue = element.badgeValue
        if let id = element.id {
            objects[id] = item
            elementNames[id] = "tabBarItem"
        }
        return item
    }

    /// The bars of a standalone `<toolbar>` or `<navigationBar>` view: its items from the file (8.40).
    mutating func fillBar(_ view: UIView, from element: StoryboardViewElement) {
        if let toolbar = view as? UIToolbar, !element.toolbarItems.isEmpty {
            toolbar.setItems(element.toolbarItems.map { makeBarButtonItem($0) }, animated: false)
        }
        if let bar = view as? UINavigationBar, !element.navigationItems.isEmpty {
            let items = element.navigationItems.map { element in
                let item = UINavigationItem(title: element.title ?? "")
                if element.title == nil { item.title = nil }
                apply(element, to: item)
                return item
            }
            bar.setItems(items, animated: false)
        }
    }

    // MARK: Gesture recognizers

    /// Makes the scene's gesture recognizers (8.42), with the attributes the file sets. They join the views only
    /// through the views' `gestureRecognizers` outlet collections (`connectOutlets`). With `inBuiltViews`, only
    /// those that a view built here lists: a prototype cell's builder makes its own for every cell (8.36); the
    /// scene's builder leaves out those that only views inside prototype cells list.
    mutating func buildGestureRecognizers(inBuiltViews: Bool = false) {
        let attachments = scene.outlets.filter { $0.property == "gestureRecognizers" }
        for element in scene.gestureRecognizers {
            let holders = attachments.filter { $0.destination == element.id }.map(\.source)
            let isHeldHere = holders.contains { objects[$0] != nil }
            if inBuiltViews ? isHeldHere : holders.isEmpty || isHeldHere { _ = makeGestureRecognizer(element) }
        }
    }

    mutating func makeGestureRecognizer(_ element: StoryboardGestureRecognizer) -> UIGestureRecognizer {
        let recognizer = makeRecognizerOfClass(element)
        let attributes = element.attributes
        func number(_ name: String) -> Int? { attributes[name].flatMap { Int($0) } }
        func real(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
        func flag(_ name: String) -> Bool? { StoryboardReader.bool(attributes[name]) }
        if let enabled = flag("enabled") { recognizer.isEnabled = enabled }
        if let cancels = flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = flag("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = flag("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = number("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = real("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = real("allowableMovement") { press.allowableMovement = CGFloat(movement) }
            if let taps = number("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
            if let touches = number("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = [
                "right": .right, "left": .left, "up": .up, "down": .down,
            ]
            if let name = attributes["direction"] { swipe.direction = directions[name] ?? .right }
            if let touches = number("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
        case let pan as UIPanGestureRecognizer:
            if let touches = number("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
            if let touches = number("maximumNumberOfTouches") { pan.maximumNumberOfTouches = touches }
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer {
                edgePan.edges = UIRectEdge(storyboardSides: element.edges)
            }
        default:
            break
        }
        if let id = element.id {
            objects[id] = recognizer
            elementNames[id] = element.elementName
        }
        return recognizer
    }

    /// The recognizer's class (8.36): a `customClass` registered with `UIStoryboard.register(gestureRecognizerNamed:)`
    /// is made by its closure; an unknown one is noted and the element's own class is used.
    private func makeRecognizerOfClass(_ element: StoryboardGestureRecognizer) -> UIGestureRecognizer {
        if let customClass = element.customClass {
            if let factory = StoryboardRegistry.recognizerFactory(customClass, module: element.customModule),
               let recognizer = factory() {
                return recognizer
            }
            storyboard.note("class '\(customClass)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                            + "registered: using the class of <\(element.elementName)>. Fix: "
                            + "UIStoryboard.register(gestureRecognizerNamed: \"\(customClass)\") { \(customClass)(target: nil, action: nil) }")
        }
        return switch element.elementName {
        case "tapGestureRecognizer": UITapGestureRecognizer(target: nil, action: nil)
        case "longPressGestureRecognizer": UILongPressGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer": UISwipeGestureRecognizer(target: nil, action: nil)
        case "pinchGestureRecognizer": UIPinchGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer": UIRotationGestureRecognizer(target: nil, action: nil)
        case "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        default: UIPanGestureRecognizer(target: nil, action: nil)
        }
    }

    // MARK: Connections UIKit's own classes declare

    /// Outlets UIKit's own classes declare (8.43): a view's `gestureRecognizers` collection adds each recognizer,
    /// and the `delegate` and `dataSource` of text fields, text views, scroll views, search bars, pickers and
    /// gesture recognizers are set when the destination adopts the protocol. Returns false for other outlets.
    func connectBuiltInOutlet(_ outlet: StoryboardOutlet, from source: AnyObject, to destination: AnyObject) -> Bool {
        /// Sets the outlet when the destination is a `Value`; else notes that it stays nil.
        func connect<Value>(_ name: String, _ assign: (Value) -> Void) -> Bool {
            if let value = destination as? Value {
                assign(value)
            } else {
                storyboard.note("outlet '\(outlet.property)' of <\(elementNames[outlet.source] ?? "object")> "
                                + "'\(outlet.source)' stays nil: its destination (\(type(of: destination))) is not a \(name)")
            }
            return true
        }
        switch (outlet.property, source) {
        case let ("gestureRecognizers", view as UIView):
            return connect("UIGestureRecognizer") { (recognizer: UIGestureRecognizer) in view.addGestureRecognizer(recognizer) }
        case let ("delegate", recognizer as UIGestureRecognizer):
            return connect("UIGestureRecognizerDelegate") { (delegate: any UIGestureRecognizerDelegate) in
                recognizer.delegate = delegate
            }
        case let ("delegate", field as UITextField):
            return connect("UITextFieldDelegate") { (delegate: any UITextFieldDelegate) in field.delegate = delegate }
        case let ("delegate", bar as UISearchBar):
            return connect("UISearchBarDelegate") { (delegate: any UISearchBarDelegate) in bar.delegate = delegate }
        case let ("delegate", picker as UIPickerView):
            return connect("UIPickerViewDelegate") { (delegate: any UIPickerViewDelegate) in picker.delegate = delegate }
        case let ("dataSource", picker as UIPickerView):
            return connect("UIPickerViewDataSource") { (dataSource: any UIPickerViewDataSource) in
                picker.dataSource = dataSource
            }
        case let ("delegate", scrollView as UIScrollView):
            // A text view's delegate is its scroll view's, heard as a text view delegate when it is one.
            return connect("UIScrollViewDelegate") { (delegate: any UIScrollViewDelegate) in scrollView.delegate = delegate }
        default:
            return false
        }
    }

    /// A bar button item's or gesture recognizer's `<action>` (8.40, 8.42): the item keeps one target-action, a
    /// recognizer adds the pair. Returns false when the source is neither.
    func connectItemAction(_ action: StoryboardAction, source: AnyObject, target: AnyObject?) -> Bool {
        switch source {
        case let item as UIBarButtonItem:
            item.target = target
            item.action = Selector(action.selector)
        case let recognizer as UIGestureRecognizer:
            guard let target else {
                storyboard.note("action '\(action.selector)' of <\(elementNames[action.source] ?? "gestureRecognizer")> "
                                + "'\(action.source)' is ignored: a gesture recognizer's action needs a target, not the First Responder")
                return true
            }
            recognizer.addTarget(target, action: Selector(action.selector))
        default:
            return false
        }
        return true
    }

    /// A triggered segue of a bar button item fires when the item is tapped, with the item as the sender; a gesture
    /// recognizer's when it is recognized (ends), with the recognizer as the sender (8.40, 8.42).
    func connectItemSegue(_ segue: StoryboardSegue, source: AnyObject, controller: UIViewController) -> Bool {
        switch source {
        case let item as UIBarButtonItem:
            item.segueTrigger = { [weak controller] item in controller?.triggerSegue(segue, sender: item) }
        case let recognizer as UIGestureRecognizer:
            recognizer.targets.append(GestureTarget(target: controller, hasTarget: true, action: .typed { controller, recognizer in
                guard recognizer.state == .ended else { return }
                (controller as? UIViewController)?.triggerSegue(segue, sender: recognizer)
            }))
        default:
            return false
        }
        return true
    }
}

extension UIStoryboard {
    /// What a storyboard controller is made with, before its view (8.40, 8.41): its navigation item's contents,
    /// toolbar items and tab bar item, with their outlets, actions and triggered segues connected; a navigation
    /// controller's large-title and toolbar settings. Returns the objects made, by id, for the view's connections.
    func applyBars(of element: StoryboardController, to controller: UIViewController,
                   scene: StoryboardScene) -> [String: AnyObject] {
        guard element.navigationItem != nil || !element.toolbarItems.isEmpty || element.tabBarItem != nil else {
            applyContainerBars(of: element, to: controller)
            return [:]
        }
        var builder = StoryboardViewBuilder(storyboard: self, scene: scene)
        builder.objects[element.id] = controller
        if let navigationItem = element.navigationItem { builder.apply(navigationItem, to: controller.navigationItem) }
        if !element.toolbarItems.isEmpty {
            controller.toolbarItems = element.toolbarItems.map { builder.makeBarButtonItem($0) }
        }
        if let tabBarItem = element.tabBarItem { controller.tabBarItem = builder.makeTabBarItem(tabBarItem) }
        applyContainerBars(of: element, to: controller)
        builder.installConstraints()
        builder.connectOutlets(builtOnly: true)
        builder.connectActions(to: controller, builtOnly: true)
        builder.connectSegueTriggers(to: controller)
        builder.objects[element.id] = nil
        return builder.objects
    }

    /// The container bars' settings in the file (8.41, 8.46): large titles, a shown toolbar, opaque bars.
    private func applyContainerBars(of element: StoryboardController, to controller: UIViewController) {
        if let tabBarController = controller as? UITabBarController {
            let bar = tabBarController.tabBar
            if let translucent = element.tabBarTranslucent { bar.isTranslucent = translucent }
            // 7.47: Xcode writes `fill` and `centered`; no attribute is `automatic`.
            switch element.tabBarItemPositioning {
            case "fill": bar.itemPositioning = .fill
            case "centered": bar.itemPositioning = .centered
            default: break
            }
            if let width = element.tabBarItemWidth { bar.itemWidth = width }
            if let spacing = element.tabBarItemSpacing { bar.itemSpacing = spacing }
        }
        guard let navigationController = controller as? UINavigationController else { return }
        if element.prefersLargeTitles { navigationController.navigationBar.prefersLargeTitles = true }
        if !element.isToolbarHidden { navigationController.isToolbarHidden = false }
        if let translucent = element.navigationBarTranslucent { navigationController.navigationBar.isTranslucent = translucent }
        if let translucent = element.toolbarTranslucent { navigationController.toolbar.isTranslucent = translucent }
    }
}
