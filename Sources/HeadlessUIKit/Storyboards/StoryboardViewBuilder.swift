import Foundation

/// Builds a scene's view tree from its model, then connects outlets and checks actions.
///
/// Every view element becomes a `UIView` (or the registered class of its `customClass`): the runtime has no
/// label, button, text field or other control classes yet, so those elements become plain views that carry their
/// frame, tag, flags, colours and accessibility, with their text or title as `accessibilityLabel` and UIKit's
/// accessibility traits (static text for labels, button for buttons). Their actions are checked against the
/// registry but cannot be attached to control events until controls exist. An element with a triggered segue
/// becomes a `StoryboardSegueTriggerView`, which fires the segue on touch up inside.
@MainActor
struct StoryboardViewBuilder {
    let storyboard: UIStoryboard
    let scene: StoryboardScene
    /// The scene's instantiated objects by id: the views built, and the controller.
    var objects: [String: AnyObject] = [:]
    /// The element name of each built object, for notes.
    private var elementNames: [String: String] = [:]

    init(storyboard: UIStoryboard, scene: StoryboardScene) {
        self.storyboard = storyboard
        self.scene = scene
    }

    mutating func build(_ element: StoryboardViewElement) -> UIView {
        let view = makeView(element)
        apply(element, to: view)
        if let id = element.id {
            objects[id] = view
            elementNames[id] = element.elementName
        }
        for child in element.subviews { view.addSubview(build(child)) }
        return view
    }

    /// The segue a touch up inside this element fires, if it has one.
    private func triggeredSegue(of element: StoryboardViewElement) -> StoryboardSegue? {
        guard let id = element.id else { return nil }
        return scene.segues.first { $0.source == id && $0.isTransition }
    }

    private func makeView(_ element: StoryboardViewElement) -> UIView {
        if let customClass = element.customClass {
            if let factory = StoryboardRegistry.viewFactory(customClass, module: element.customModule),
               let view = factory() {
                if let segue = triggeredSegue(of: element) {
                    storyboard.note("segue '\(segue.id)' of <\(element.elementName)> '\(element.id ?? "")' cannot be "
                                    + "triggered by a touch: the element has the custom class '\(customClass)' and "
                                    + "the runtime has no controls yet; perform it with performSegue")
                }
                return view
            }
            storyboard.note("view class '\(customClass)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                            + "registered: using UIView. Fix: UIStoryboard.register(\(customClass).self)")
        }
        if element.elementName != "view", element.elementName != "containerView" {
            storyboard.note("<\(element.elementName)> elements are made as plain UIViews (frame, tag, colours, "
                            + "accessibility; text or title as accessibilityLabel) until the runtime has their class")
        }
        if triggeredSegue(of: element) != nil { return StoryboardSegueTriggerView(frame: element.frame ?? .zero) }
        return UIView(frame: element.frame ?? .zero)
    }

    private func apply(_ element: StoryboardViewElement, to view: UIView) {
        if let frame = element.frame { view.frame = frame }
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
        view.accessibilityLabel = element.accessibilityLabel ?? element.text ?? element.title
        view.accessibilityHint = element.accessibilityHint
        switch element.elementName {
        case "label":
            view.isAccessibilityElement = true
            view.accessibilityTraits = .staticText
        case "button":
            view.isAccessibilityElement = true
            view.accessibilityTraits = .button
        default:
            break
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
            storyboard.note("runtime attribute '\(attribute.keyPath)' of <\(element.elementName)> "
                            + "'\(element.id ?? "")' is not applied: there is no key-value coding; set it in code")
        }
    }

    private func resolve(_ color: StoryboardColor, of element: StoryboardViewElement) -> UIColor? {
        if let resolved = storyboard.document.resolve(color) { return resolved }
        storyboard.note("colour \(color) of <\(element.elementName)> '\(element.id ?? "")' is not defined in the file "
                        + "(asset catalogs are not read): left unset")
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
    func connectOutlets() {
        for outlet in scene.outlets {
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
            guard let set = StoryboardRegistry.outletSetter(outlet.property, on: source) else {
                let owner: AnyObject.Type = type(of: source)
                storyboard.note("outlet '\(outlet.property)' of \(describe(outlet.source)) stays nil: nothing "
                                + "registered it. Fix: UIStoryboard.registerOutlet(\"\(outlet.property)\", "
                                + "for: \(owner).self) { ... }")
                continue
            }
            set(destination)
        }
    }

    /// Makes each view built for an element with a triggered segue fire it on touch up inside, with the view as
    /// the sender (see `StoryboardSegueTriggerView`).
    func connectSegueTriggers(to controller: UIViewController) {
        for case let (id, view as StoryboardSegueTriggerView) in objects {
            guard let segue = scene.segues.first(where: { $0.source == id && $0.isTransition }) else { continue }
            view.onTouchUpInside = { [weak controller, weak view] in
                controller?.triggerSegue(segue, sender: view)
            }
        }
    }

    /// Checks each action's destination handles its selector; one that does not is noted and ignored. An action
    /// sent to the First Responder is resolved along the responder chain when sent, so it is not checked.
    func checkActions() {
        var attachable = false
        for action in scene.actions where action.destination != scene.firstResponderID {
            guard let target = objects[action.destination] as? UIResponder else {
                storyboard.note("action '\(action.selector)' (line \(action.line)) is ignored: its destination "
                                + "'\(action.destination)' is not instantiated")
                continue
            }
            guard target.action(for: Selector(action.selector)) != nil else {
                let owner = type(of: target)
                storyboard.note("action '\(action.selector)' of \(describe(action.source)) is not resolved: "
                                + "\(owner) has no registered action '\(action.selector)'; ignored. Fix: "
                                + "UIResponder.registerAction(\"\(action.selector)\", for: \(owner).self) { ... }")
                continue
            }
            attachable = true
        }
        if attachable {
            storyboard.note("resolved actions are not attached to control events yet: the runtime has no controls")
        }
    }
}
