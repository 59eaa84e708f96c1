import Foundation

/// Containment from the storyboard (docs/uikit-rules.md 8.2): relationship segues give a container its children when
/// it is made; embed segues give a container view its child when the source's view is built.
extension UIStoryboard {
    /// Gives a navigation, tab bar or split view controller the children its relationship segues name, in the
    /// order of the file. A page view controller has none in a storyboard: its pages are set in code.
    func attachRelationships(of controller: UIViewController, from scene: StoryboardScene) throws(StoryboardError) {
        var children: [(relationship: String, controller: UIViewController)] = []
        for segue in scene.controllerSegues where segue.kind == .relationship {
            guard let destination = document.scene(controllerID: segue.destination) else { continue }
            children.append((segue.relationship ?? "", try instantiate(destination)))
        }
        guard !children.isEmpty else { return }
        func named(_ names: Set<String>) -> [UIViewController] {
            children.filter { names.contains($0.relationship) }.map(\.controller)
        }
        let used: Set<String>
        switch controller {
        case let navigation as UINavigationController:
            used = ["rootViewController"]
            if let root = named(used).first { navigation.setViewControllers([root], animated: false) }
        case let tabs as UITabBarController:
            used = ["viewControllers"]
            tabs.setViewControllers(named(used), animated: false)
        case let split as UISplitViewController:
            let primary = named(["masterViewController", "primaryViewController"])
            let secondary = named(["detailViewController", "secondaryViewController"])
            used = ["masterViewController", "primaryViewController", "detailViewController", "secondaryViewController"]
            split.viewControllers = Array(primary.prefix(1) + secondary.prefix(1))
        default:
            used = []
        }
        for child in children where !used.contains(child.relationship) {
            note("relationship '\(child.relationship)' of <\(scene.controller.kind.elementName)> "
                 + "'\(scene.controller.id)' is not modelled; its destination is made but not attached")
        }
    }

    /// Performs the scene's embed segues once `controller`'s view is built, before its viewDidLoad, as UIKit does:
    /// each destination is made, handed to the source's `prepare(for:sender:)` in an embed segue, added as a child
    /// and its view put in the container view, filling it.
    func performEmbedSegues(of controller: UIViewController, from scene: StoryboardScene,
                            objects: [String: AnyObject]) {
        for segue in scene.segues where segue.kind == .embed {
            guard let containerView = objects[segue.source] as? UIView,
                  let destinationScene = document.scene(controllerID: segue.destination) else { continue }
            let child: UIViewController
            do {
                child = try instantiate(destinationScene)
            } catch {
                note("embed segue '\(segue.id)' is not performed: \(error)")
                continue
            }
            let embed = UIStoryboardSegue(identifier: segue.identifier, source: controller, destination: child)
            Runtime.current.logCallback("prepare(for:sender:)", .viewController, controller)
            controller.prepare(for: embed, sender: nil)
            controller.addChild(child)
            child.view.frame = containerView.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(child.view)
            child.view.fillContainer()  // 7.69
            Runtime.current.logCallback("didMove(toParent:)", .viewController, child)
            child.didMove(toParent: controller)
        }
    }
}
