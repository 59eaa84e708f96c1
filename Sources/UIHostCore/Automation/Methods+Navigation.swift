import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerNavigationMethods() {
        method("navigation.back") { [unowned self] call throws(RPCError) in
            let animated = try call.params.bool("animated") ?? true
            _ = try call.params.oneOf("wait", ["idle", "none"])
            let top = topController()
            guard let navigation = top.flatMap(Self.navigationController(of:)) else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "the top controller (\(top.map { ClassNames.name(of: $0) } ?? "none")) is in no navigation controller, so there is nothing to go back from; controller.tree shows the controllers",
                               data: ["selector": ["controller": "top"]])
            }
            let stack = navigation.viewControllers
            guard stack.count > 1, let popped = stack.last else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "the navigation controller \(refs.ref(navigation)) shows its root controller only, so there is nothing to pop; push a controller first",
                               data: ["selector": ["controller": "top"], "navigationController": .string(refs.ref(navigation)),
                                      "stack": .array(stack.map { .string(refs.ref($0)) })])
            }
            let summary = nodes.controllerSummary(popped)
            let mark = host.callbacks.count
            // A finger on the bar's back button when it shows one, so the pop takes the same path as a user's; the
            // back button always animates, so `animated: false` (or no tappable back button) pops in code.
            var via = "backButton"
            if animated, host.lifecycleState == .active, let back = Self.backButton(of: navigation),
               let point = try? tapPoint(for: back) {
                try tap(at: point)
            }
            if navigation.viewControllers.last === popped {
                via = "popViewController"
                navigation.popViewController(animated: animated)
            }
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark).filter { $0.kind == .viewController }.map(\.name)
            return ["popped": summary,
                    "top": navigation.topViewController.map(nodes.controllerSummary) ?? .null,
                    "via": .string(via),
                    "callbacks": .array(callbacks.map(JSON.string))]
        }
        method("tabs.select") { [unowned self] call throws(RPCError) in
            let index = try call.params.int("index")
            let title = try call.params.string("title")
            _ = try call.params.oneOf("wait", ["idle", "none"])
            guard (index == nil) != (title == nil) else {
                throw .invalidParams(field: index == nil ? "index" : "title",
                                     expected: "either index (an integer) or title (a string), not both and not neither")
            }
            let top = topController()
            guard let tabs = top.flatMap(Self.tabBarController(of:)) else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "the top controller (\(top.map { ClassNames.name(of: $0) } ?? "none")) is in no tab bar controller, so there are no tabs to select; controller.tree shows the controllers",
                               data: ["selector": ["controller": "top"]])
            }
            let controllers = tabs.viewControllers ?? []
            let titles = controllers.map { controller in
                Self.tabItemView(of: tabs, for: controller)?.accessibilityLabel
                    ?? controller.tabBarItem.title ?? controller.title ?? ""
            }
            let available = titles.enumerated().map { "\($0.offset): \"\($0.element)\"" }.joined(separator: ", ")
            let targetIndex: Int
            if let index {
                guard controllers.indices.contains(index) else {
                    throw .invalidParams(field: "index",
                                         expected: "a tab index from 0 to \(controllers.count - 1); the tabs are \(available)",
                                         got: .int(index))
                }
                targetIndex = index
            } else {
                guard let title, let found = titles.firstIndex(of: title) else {
                    throw .invalidParams(field: "title", expected: "the title of a tab; the tabs are \(available)",
                                         got: .string(title ?? ""))
                }
                targetIndex = found
            }
            let target = controllers[targetIndex]
            guard let itemView = Self.tabItemView(of: tabs, for: target) else {
                throw .invalidParams(field: index == nil ? "title" : "index",
                                     expected: "a tab shown on the tab bar: tab \(targetIndex) is listed under More, which tabs.select does not open yet; the tabs are \(available)")
            }
            let mark = host.callbacks.count
            // A finger on the tab's item, so the delegate's shouldSelect and didSelect run as for a user; when the
            // bar is hidden (or covered) the delegate is asked here, then the tab is selected in code.
            var via = "tabBar"
            if host.lifecycleState == .active, let point = try? tapPoint(for: itemView) {
                try tap(at: point)
            } else {
                via = "code"
                if tabs.delegate?.tabBarController(tabs, shouldSelect: target) != false {
                    tabs.selectedViewController = target
                    tabs.delegate?.tabBarController(tabs, didSelect: target)
                }
            }
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark).filter { $0.kind == .viewController }.map(\.name)
            let selected = tabs.selectedViewController === target
            var object = JSONObject()
            object["selected"] = .bool(selected)
            if !selected {
                object["reason"] = .string("the tab bar controller's delegate refused tab \(targetIndex) (\"\(titles[targetIndex])\"): tabBarController(_:shouldSelect:) returned false")
            }
            let current = tabs.selectedIndex
            object["index"] = current == NSNotFound ? .null : .int(current)
            object["title"] = controllers.indices.contains(current) ? .string(titles[current]) : .null
            object["controller"] = tabs.selectedViewController.map(nodes.controllerSummary) ?? .null
            object["via"] = .string(via)
            object["callbacks"] = .array(callbacks.map(JSON.string))
            return .object(object)
        }
    }

    /// The controller docs/protocol.md calls "top": the visible one. From the key window's root: the topmost presented
    /// controller, then down through the selected tab of a tab bar controller and the top of a navigation
    /// controller, until none of those applies. Segues and every method that takes `controller: "top"` use it.
    func topController() -> UIViewController? {
        guard var current = (host.keyWindow ?? host.windows.last)?.rootViewController else { return nil }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
        while true {
            let next: UIViewController?
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                next = presented
            } else if let navigation = current as? UINavigationController {
                next = navigation.topViewController
            } else if let tabs = current as? UITabBarController {
                next = tabs.selectedViewController
            } else {
                next = nil
            }
            guard let next, seen.insert(ObjectIdentifier(next)).inserted else { return current }
            current = next
        }
    }

    /// The navigation controller a controller is in, or the controller itself when it is one.
    static func navigationController(of controller: UIViewController) -> UINavigationController? {
        controller as? UINavigationController ?? controller.navigationController
    }

    /// The tab bar controller a controller is in, or the controller itself when it is one.
    static func tabBarController(of controller: UIViewController) -> UITabBarController? {
        controller as? UITabBarController ?? controller.tabBarController
    }

    /// The view of the navigation bar's back button, when the bar shows one.
    static func backButton(of navigation: UINavigationController) -> UIView? {
        guard !navigation.isNavigationBarHidden else { return nil }
        return navigation.navigationBar.subviews.first { $0.accessibilityIdentifier == "back" }
    }

    /// The item view of a controller's tab (`tab.N`, or the item's own identifier), when it has one on the bar.
    static func tabItemView(of tabs: UITabBarController, for target: UIViewController) -> UIView? {
        guard let items = tabs.tabBar.items,
              let position = items.firstIndex(where: { $0 === target.tabBarItem }) else { return nil }
        let identifier = target.tabBarItem.accessibilityIdentifier ?? "tab.\(position)"
        return tabs.tabBar.subviews.first { $0.accessibilityIdentifier == identifier }
    }
}
