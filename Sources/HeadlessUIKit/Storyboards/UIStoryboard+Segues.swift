import Foundation

/// Making and performing the segue objects of a storyboard's segues (docs/uikit-rules.md 8.3, 8.4).
///
/// Kinds: `show` pushes when the source is or is in a navigation controller, else presents; `showDetail` (and the
/// legacy `replace`) shows the destination as a split view controller's detail, else presents; `presentation`
/// (and the legacy `modal`) presents, with the segue's `modalPresentationStyle` and `modalTransitionStyle` set on
/// the destination before `prepare(for:sender:)`; `popoverPresentation` (and `popover`) presents as a
/// `.popover` anchored on its `popoverAnchorView` (8.20), which adapts to a form sheet on iPhone (7.10); the legacy `push` pushes, and is refused outside a navigation controller; `custom` makes the registered
/// `customClass`, whose `perform()` does the transition. A `customClass` nothing registered is noted and the segue
/// performed with UIStoryboardSegue as its kind implies, a `custom` one as a presentation (docs/uikit-rules.md
/// 15.12). A segue with `animates="NO"` is not animated (and then bypasses overrides of `show(_:sender:)` and
/// `showDetailViewController(_:sender:)`).
extension UIStoryboard {
    @discardableResult
    func perform(_ template: StoryboardSegue, from source: UIViewController,
                 sender: Any?) throws(StoryboardError) -> UIStoryboardSegue {
        switch template.kind {
        case .relationship, .embed:
            throw .segueNotPerformable(template.identifier ?? template.id, kind: template.kind.rawValue)
        case .unwind:
            return try unwind(template, from: source, sender: sender)
        case .push where source.navigationController == nil && !(source is UINavigationController):
            throw .pushOutsideNavigationController(segueID: template.id, source: "\(type(of: source))")
        default:
            break
        }
        let segueClass = segueClass(of: template)
        guard let destinationScene = document.scene(controllerID: template.destination) else {
            throw .missingSegueDestination(segueID: template.id, destination: template.destination, line: template.line)
        }
        let destination = try instantiate(destinationScene)
        applyPresentationAttributes(of: template, to: destination)
        if template.kind == .popoverPresentation || template.kind == .popover {
            anchorPopover(of: template, on: destination, from: source, sender: sender)
        }
        let segue = segueClass.init(identifier: template.identifier, source: source, destination: destination)
        segue.performHandler = Self.transition(of: template, as: Self.performedKind(of: template), from: source,
                                               to: destination, sender: sender)
        Runtime.current.logCallback("prepare(for:sender:)", .viewController, source)
        source.prepare(for: segue, sender: sender)
        segue.perform()
        return segue
    }

    /// The registered class of a segue with a `customClass`, else UIStoryboardSegue. A class nothing registered is
    /// noted, and the segue is performed as its kind implies (docs/uikit-rules.md 15.12).
    private func segueClass(of template: StoryboardSegue) -> UIStoryboardSegue.Type {
        guard let name = template.customClass else {
            if template.kind == .custom {
                note("custom segue '\(template.identifier ?? template.id)' names no class: performed as a modal presentation")
            }
            return UIStoryboardSegue.self
        }
        guard let type = StoryboardRegistry.segueClass(name, module: template.customModule) else {
            note("class '\(name)' of segue '\(template.identifier ?? template.id)' is not registered: performed as "
                 + "a \(Self.performedKind(of: template).rawValue) segue with UIStoryboardSegue. "
                 + "Fix: UIStoryboard.register(\(name).self) before performing it")
            return UIStoryboardSegue.self
        }
        return type
    }

    /// Our addition: whether the segue's `customClass` is registered (false when it names none).
    public static func hasRegisteredClass(_ segue: StoryboardSegue) -> Bool {
        segue.customClass.flatMap { StoryboardRegistry.segueClass($0, module: segue.customModule) } != nil
    }

    /// Our addition: the kind whose transition performing the segue runs (docs/uikit-rules.md 15.12): its own kind,
    /// except a `custom` segue whose class is not registered (or that names none), which is a `presentation`.
    public static func performedKind(of segue: StoryboardSegue) -> StoryboardSegue.Kind {
        segue.kind == .custom && !hasRegisteredClass(segue) ? .presentation : segue.kind
    }

    /// A popover segue's anchor (docs/uikit-rules.md 8.20), set before `prepare(for:sender:)` so that it can
    /// change it: the `popoverAnchorView` the file names, found in the source's view by its storyboard id; else the
    /// sender when it is a view or a bar button item; else the source's view.
    private func anchorPopover(of template: StoryboardSegue, on destination: UIViewController,
                               from source: UIViewController, sender: Any?) {
        guard let popover = destination.popoverPresentationController else { return }
        func find(_ id: String, in view: UIView) -> UIView? {
            if view.storyboardElementID == id { return view }
            for subview in view.subviews { if let found = find(id, in: subview) { return found } }
            return nil
        }
        if let id = template.popoverAnchorView, let view = source.viewIfLoaded, let anchor = find(id, in: view) {
            popover.sourceView = anchor
        } else if let item = sender as? UIBarButtonItem {
            popover.barButtonItem = item
        } else {
            popover.sourceView = sender as? UIView ?? source.view
        }
    }

    private func applyPresentationAttributes(of template: StoryboardSegue, to destination: UIViewController) {
        switch template.kind {
        case .presentation, .modal:
            applyModalStyles(presentation: template.modalPresentationStyle, transition: template.modalTransitionStyle,
                             to: destination, named: "segue '\(template.id)'")
        case .popoverPresentation, .popover:
            destination.modalPresentationStyle = .popover
        default:
            break
        }
    }

    /// Xcode's names of a modal presentation and transition style, a segue's or a controller's (8.45), set on
    /// `controller`. A presentation style the runtime does not provide is noted, and the controller keeps its own.
    func applyModalStyles(presentation: String?, transition: String?, to controller: UIViewController, named owner: String) {
        if let name = presentation {
            if let style = UIModalPresentationStyle.allCases.first(where: { $0.name == name }) {
                controller.modalPresentationStyle = style
            } else {
                note("modalPresentationStyle '\(name)' of \(owner) is not provided: the controller's own style "
                     + "(\(controller.modalPresentationStyle.name)) is used")
            }
        }
        if let name = transition, let style = Self.transitionStyles[name] { controller.modalTransitionStyle = style }
    }

    private static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
        "partialCurl": .partialCurl,
    ]

    /// What `perform()` does for the segue's kind.
    private static func transition(of template: StoryboardSegue, as kind: StoryboardSegue.Kind, from source: UIViewController,
                                   to destination: UIViewController, sender: Any?) -> () -> Void {
        let animated = template.animates
        switch kind {
        case .show:
            return {
                if animated { source.show(destination, sender: sender) } else { source.showByDefault(destination, animated: false) }
            }
        case .showDetail, .replace:
            return {
                if animated {
                    source.showDetailViewController(destination, sender: sender)
                } else {
                    source.showDetailByDefault(destination, sender: sender, animated: false)
                }
            }
        case .presentation, .modal, .popoverPresentation, .popover:
            return { source.present(destination, animated: animated) }
        case .push:
            return {
                let navigation = (source as? UINavigationController) ?? source.navigationController
                navigation?.pushViewController(destination, animated: animated)
            }
        case .custom, .embed, .relationship, .unwind:
            return {}
        }
    }

    /// docs/uikit-rules.md 8.4: find the destination, prepare on the source, run the action on the destination (with
    /// the segue as its sender), then perform: pop and dismiss everything above the destination.
    private func unwind(_ template: StoryboardSegue, from source: UIViewController,
                        sender: Any?) throws(StoryboardError) -> UIStoryboardSegue {
        let actionName = template.unwindAction ?? ""
        let action = Selector(actionName)
        guard let destination = source.unwindDestination(for: action, sender: sender) else {
            throw .noUnwindDestination(action: actionName, source: "\(type(of: source))")
        }
        let segueClass = segueClass(of: template)
        let segue = segueClass.init(identifier: template.identifier, source: source, destination: destination)
        let animated = template.animates
        segue.performHandler = { destination.unwindToThis(animated: animated) }
        let runtime = Runtime.current
        runtime.logCallback("prepare(for:sender:)", .viewController, source)
        source.prepare(for: segue, sender: sender)
        runtime.logCallback(actionName, .viewController, destination)
        destination.action(for: action)?(segue, nil)
        segue.perform()
        return segue
    }
}
