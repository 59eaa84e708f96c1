import Foundation
import HeadlessUIKit
import UIHostProtocol

/// `segue.list` and `segue.perform` (docs/protocol.md, Navigation and segues): the segues a controller's storyboard
/// scene gives it, performed as `performSegue(withIdentifier:sender:)` would in the app.
extension AutomationHost {
    func registerSegueMethods() {
        method("segue.list") { [unowned self] call throws(RPCError) in
            let controller = try controller(call.params, "controller")
            return ["controller": nodes.controllerSummary(controller),
                    "segues": .array(controller.performableSegues.map { segueNode($0, of: controller) })]
        }
        method("segue.perform") { [unowned self] call throws(RPCError) in
            let identifier = try call.params.requiredString("identifier")
            let controller = try controller(call.params, "controller")
            let sender = try selector(call.params, "sender").map { selector throws(RPCError) in try resolve(selector) }
            _ = try call.params.oneOf("wait", ["idle", "none"])
            let segues = controller.performableSegues
            let available = JSON.array(segues.compactMap(\.identifier).map(JSON.string))
            guard segues.contains(where: { $0.identifier == identifier }) else {
                let listed = segues.isEmpty
                    ? (controller.storyboard == nil ? "it did not come from a storyboard, so it has no segues"
                                                    : "its scene has no segue with an identifier")
                    : "its segues are " + segues.compactMap { $0.identifier.map { "'\($0)'" } }.joined(separator: ", ")
                throw RPCError(code: RPCError.noSuchSegueCode,
                               message: "\(ClassNames.name(of: controller)) \(refs.ref(controller)) has no segue '\(identifier)': \(listed); nothing was performed. segue.list shows what a controller can perform",
                               data: ["identifier": .string(identifier), "controller": .string(refs.ref(controller)),
                                      "available": available])
            }
            let mark = host.callbacks.count
            let segue: UIStoryboardSegue
            do throws(StoryboardError) {
                segue = try controller.performSegueOrThrow(withIdentifier: identifier, sender: sender)
            } catch {
                // The runtime checks everything before it makes the destination or calls prepare: nothing changed.
                throw RPCError(code: RPCError.noSuchSegueCode,
                               message: "the segue '\(identifier)' of \(ClassNames.name(of: controller)) \(refs.ref(controller)) cannot be performed: \(error)",
                               data: ["identifier": .string(identifier), "controller": .string(refs.ref(controller)),
                                      "available": available, "reason": .string(Self.reasonName(error))])
            }
            performedSegues.append((identifier, refs.ref(controller), refs.ref(segue.destination)))
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark).filter { $0.kind == .viewController }.map(\.name)
            return ["destination": nodes.controllerSummary(segue.destination),
                    "callbacks": .array(callbacks.map(JSON.string))]
        }
    }

    /// The controller a `controller` parameter names: a ref ("c7") or "top" (the default, see `topController()`).
    func controller(_ params: Params, _ field: String) throws(RPCError) -> UIViewController {
        let value = try params.string(field) ?? "top"
        if value == "top" {
            guard let top = topController() else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "there is no top controller: no window has a root view controller (the app is \(host.lifecycleState.rawValue)); launch the app or pass a controller ref",
                               data: ["selector": .object(JSONObject([(field, "top")]))])
            }
            return top
        }
        guard value.hasPrefix("c"), Int(value.dropFirst()) != nil else {
            throw .invalidParams(field: field, expected: "a controller ref such as \"c7\" (from controller.tree), or \"top\"",
                                 got: .string(value))
        }
        guard let controller = refs.controller(value) else {
            throw RPCError(code: RPCError.noSuchObjectCode,
                           message: "no controller has ref '\(value)'; controller.tree lists the live ones",
                           data: ["selector": .object(JSONObject([(field, .string(value))]))])
        }
        return controller
    }

    /// `{identifier, kind, destination}` for `segue.list`. The destination is the scene the segue leads to, as
    /// `{id, class, storyboardIdentifier, title}` (`class`: the scene's custom class, else the UIKit class of its
    /// element); an unwind segue's destination is found when it is performed, so it is null and `unwindAction`
    /// names the action.
    private func segueNode(_ segue: StoryboardSegue, of controller: UIViewController) -> JSON {
        var object = JSONObject()
        object["identifier"] = segue.identifier.map(JSON.string) ?? .null
        object["kind"] = .string(segue.kind.rawValue)
        if segue.kind == .unwind {
            object["destination"] = .null
            object["unwindAction"] = segue.unwindAction.map(JSON.string) ?? .null
        } else if let scene = controller.storyboard?.document.scene(controllerID: segue.destination) {
            let element = scene.controller
            var destination = JSONObject([
                ("id", .string(element.id)),
                ("class", .string(element.customClass ?? Self.className(of: element.kind))),
                ("storyboardIdentifier", element.storyboardIdentifier.map(JSON.string) ?? .null),
                ("title", (element.title ?? element.navigationItemTitle).map(JSON.string) ?? .null),
            ])
            if element.kind == .reference {
                // A storyboard reference: the scene it stands for (docs/uikit-rules.md 15.6).
                destination["storyboardName"] = .string(element.referencedStoryboardName ?? controller.storyboard?.name ?? "")
                destination["referencedIdentifier"] = element.referencedIdentifier.map(JSON.string) ?? .null
            }
            object["destination"] = .object(destination)
        } else {
            object["destination"] = .null
        }
        // docs/uikit-rules.md 15.12: a segue class nothing registered is performed as its kind implies.
        if segue.kind == .custom || segue.customClass != nil {
            object["customClass"] = segue.customClass.map(JSON.string) ?? .null
            object["performedAs"] = .string(UIStoryboard.performedKind(of: segue).rawValue)
        }
        return .object(object)
    }

    private static func className(of kind: StoryboardController.Kind) -> String {
        switch kind {
        case .viewController, .reference: "UIViewController"
        case .tableViewController: "UITableViewController"
        case .collectionViewController: "UICollectionViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .splitViewController: "UISplitViewController"
        case .pageViewController: "UIPageViewController"
        case let .other(name): name
        }
    }

    /// A short name for why a listed segue could not be performed (`data.reason`).
    private static func reasonName(_ error: StoryboardError) -> String {
        switch error {
        case .segueNotPerformable: "notPerformable"
        case .unregisteredSegueClass: "unregisteredSegueClass"
        case .pushOutsideNavigationController: "pushOutsideNavigationController"
        case .noUnwindDestination: "noUnwindDestination"
        case .unsupportedControllerKind: "unsupportedDestination"
        case .missingSegueDestination: "missingDestination"
        case .referencedStoryboardNotFound: "missingStoryboard"
        case .launchStoryboard: "launchStoryboard"
        case .referenceLoop: "referenceLoop"
        default: "storyboard"
        }
    }
}
