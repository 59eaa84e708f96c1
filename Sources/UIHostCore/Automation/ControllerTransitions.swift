import HeadlessUIKit
import UIHostProtocol

/// What the controller tree shows that a transition changes: every navigation controller's stack, every tab bar
/// controller's selected controller and every presentation, by ref. Comparing two snapshots gives the
/// `controller.transition` events of what happened between them (docs/protocol.md, Events).
struct ControllerSnapshot: Equatable {
    /// Navigation controller ref → its stack.
    var stacks: [String: [String]] = [:]
    /// Tab bar controller ref → its selected controller.
    var selectedTabs: [String: String] = [:]
    /// Presenting controller ref → presented controller ref.
    var presentations: [String: String] = [:]
    /// Refs in the order they were met (depth first from the window roots), so events come out in a stable order.
    var order: [String] = []

    @MainActor
    init(windows: [UIWindow], refs: Refs) {
        var seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            let ref = refs.ref(controller)
            order.append(ref)
            if let navigation = controller as? UINavigationController {
                stacks[ref] = navigation.viewControllers.map(refs.ref)
            }
            if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                selectedTabs[ref] = refs.ref(selected)
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                presentations[ref] = refs.ref(presented)
                visit(presented)
            }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
        }
    }

    /// `{kind, from, to}` for each change from `before` to this snapshot: dismissals first, then pushes and pops,
    /// tab changes, and presentations last, as a finger's gesture would cause them (a Done view dismisses before
    /// the revealed screen changes).
    func transitions(since before: ControllerSnapshot) -> [JSON] {
        var events: [JSON] = []
        func event(_ kind: String, _ from: String?, _ to: String?) {
            events.append(["kind": .string(kind), "from": from.map(JSON.string) ?? .null, "to": to.map(JSON.string) ?? .null])
        }
        for presenter in before.order {
            guard let presented = before.presentations[presenter], presentations[presenter] != presented else { continue }
            event("dismiss", presented, presenter)
        }
        for navigation in order {
            guard let stack = stacks[navigation], let old = before.stacks[navigation], old.last != stack.last else { continue }
            if let top = stack.last, old.contains(top) {
                event("pop", old.last, top)
            } else {
                event("push", old.last, stack.last)
            }
        }
        for tabs in order {
            guard let selected = selectedTabs[tabs], let old = before.selectedTabs[tabs], old != selected else { continue }
            event("tab", old, selected)
        }
        for presenter in order {
            guard let presented = presentations[presenter], before.presentations[presenter] != presented else { continue }
            event("present", presenter, presented)
        }
        return events
    }
}
