import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    func registerTreeMethods() {
        method("tree.get") { [unowned self] call throws(RPCError) in
            let depth = try call.params.int("depth", in: 0...10_000)
            let include = try call.params.stringArray("include") ?? []
            for (index, field) in include.enumerated() where !ViewNodes.inspectableFields.contains(field) {
                throw .invalidParams(field: "include[\(index)]",
                                     expected: "one of \(ViewNodes.inspectableFields.joined(separator: ", "))",
                                     got: .string(field))
            }
            let compact = try call.params.bool("compact")
            let rootSelector = try selector(call.params, "root")
            let windows = host.windows
            switch try call.params.string("form") ?? "nodes" {
            case "nodes": break
            case "table":
                guard compact != false else {
                    throw .invalidParams(field: "compact", expected: "true or left out: the table form holds the "
                                                                     + "compact form's nodes", got: .bool(false))
                }
                return try treeTable(root: rootSelector, depth: depth, include: include)
            case let other:
                throw .invalidParams(field: "form", expected: "\"nodes\" (the default) or \"table\"",
                                     got: .string(other))
            }
            let compactNodes = compact ?? false
            if rootSelector == nil, depth == nil, windows.count == 1 {
                // The whole tree: its fingerprint comes from the same walk. Offered a stream, the reply goes out in
                // pieces while it is written, {"root": ..., "version": n}: the version last, as the walk makes it.
                let stream = call.replyStream
                var writer = TreeWriter(nodes: nodes, include: include, hashes: true, compact: compactNodes,
                                        firstResponder: windows[0].firstResponder,
                                        capacity: stream.map { $0.pieceBytes + $0.pieceBytes / 4 }
                                            ?? lastTreeByteCount + lastTreeByteCount / 8,
                                        stream: stream)
                if let stream {
                    stream.begin(&writer.out)
                    writer.out.append(#"{"root":"#)
                }
                writer.write(windows[0], depth: nil, offset: nil)
                let version = noteTreeFingerprint(writer.hasher.value)
                guard let stream else {
                    lastTreeByteCount = writer.out.byteCount
                    return ["version": .int(version), "root": .serializedValue(writer.out.bytes)]
                }
                writer.out.append(#","version":"#)
                writer.out.writeInteger(Int64(version))
                writer.out.append(UInt8(ascii: "}"))
                stream.finish(&writer.out)
                return .null  // the reply has gone out through the stream
            }
            let version = updateTreeVersion()
            let root: JSON
            if let rootSelector {
                root = treeBytes(of: try resolve(rootSelector), depth: depth, include: include, compact: compactNodes)
            } else if windows.count == 1 {
                root = treeBytes(of: windows[0], depth: depth, include: include, compact: compactNodes)
            } else {
                root = screenNode(depth: depth, include: Set(include), compact: compactNodes)
            }
            return ["version": .int(version), "root": root]
        }
        method("view.find") { [unowned self] call throws(RPCError) in
            var object = call.params.object
            let all = try call.params.bool("all") ?? false
            object["all"] = nil
            let selector = try ViewSelector(object: object, field: "", allowing: ViewSelector.keys)
            let matcher = matching()
            // Without `all`, the walk stops at the selector's match (its `index`-th, default the first).
            let views = all ? matcher.all(selector) : matcher.first(selector).map { [$0] } ?? []
            return ["views": .array(views.map { .object(nodes.basicFields($0)) })]
        }
        method("view.get") { [unowned self] call throws(RPCError) in
            guard let selector = try selector(call.params, "view") else {
                throw .invalidParams(field: "view", expected: "a selector object such as {\"tag\": 5}")
            }
            return nodes.detailedNode(try resolve(selector))
        }
        method("layout.problems") { [unowned self] _ throws(RPCError) in
            let problems = host.layoutProblems()
            let broken: [JSON] = problems.brokenConstraints.map { constraint in
                guard case .object(var object) = ViewNodes.constraint(constraint) else { return .null }
                object.append("views", .array(constraintViews(constraint).map { .string(refs.ref($0)) }))
                return .object(object)
            }
            let ambiguous: [JSON] = problems.ambiguousViews.map { view in
                ["ref": .string(refs.ref(view)), "class": .string(ClassNames.name(of: view))]
            }
            return ["unsatisfiable": .array(broken), "ambiguous": .array(ambiguous)]
        }
        method("view.set") { [unowned self] call throws(RPCError) in
            guard let selector = try selector(call.params, "view") else {
                throw .invalidParams(field: "view", expected: "a selector object such as {\"tag\": 5}")
            }
            guard let properties = try call.params.objectValue("properties") else {
                throw .invalidParams(field: "properties", expected: "an object of properties to set")
            }
            let view = try resolve(selector)
            let changes = try PropertyChanges(properties, for: view)
            changes.apply(to: view)
            host.runUntilIdle(timeout: configuration.idleTimeout)
            return .object(nodes.basicFields(view))
        }
        method("controller.dismiss") { [unowned self] call throws(RPCError) in
            let animated = try call.params.bool("animated") ?? true
            var target: UIViewController?
            if let ref = try call.params.string("controller") {
                guard let controller = refs.controller(ref) else {
                    throw RPCError(code: RPCError.noSuchObjectCode,
                                   message: "no controller has ref '\(ref)'; controller.tree lists the live ones",
                                   data: ["selector": ["controller": .string(ref)]])
                }
                target = controller
            }
            guard let dismissed = target ?? host.topPresentedViewController else {
                throw RPCError(code: RPCError.noSuchObjectCode,
                               message: "nothing is presented, so there is nothing to dismiss",
                               data: ["selector": ["controller": "top"]])
            }
            let summary = nodes.controllerSummary(dismissed)
            let mark = host.callbacks.count
            if let refusal = host.dismiss(dismissed, animated: animated) {
                throw RPCError(code: RPCError.lifecycleNotAllowedCode, message: "dismissal refused: \(refusal)",
                               data: ["from": "presented", "to": "dismissed"])
            }
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark).filter { $0.kind == .viewController }.map(\.name)
            return ["dismissed": summary, "callbacks": .array(callbacks.map(JSON.string))]
        }
        method("controller.tree") { [unowned self] _ throws(RPCError) in
            let roots = host.windows.compactMap(\.rootViewController)
            guard let first = roots.first else { return ["root": .null] }
            if roots.count == 1 { return ["root": controllerNode(first)] }
            return ["root": controllerNode(first), "windows": .array(roots.map(controllerNode))]
        }
    }

    /// `tree.get {form: "table"}` (docs/protocol.md, The table form; see `TableWriter`).
    private func treeTable(root rootSelector: ViewSelector?, depth: Int?, include: [String]) throws(RPCError) -> JSON {
        let windows = host.windows
        let whole = rootSelector == nil && depth == nil && windows.count == 1
        // The whole tree's version comes from the same walk, as for the nodes form.
        let checkedVersion = whole ? nil : updateTreeVersion()
        var writer = TableWriter(nodes: nodes, include: include, hashes: whole)
        var screen: JSON?
        if let rootSelector {
            let view = try resolve(rootSelector)
            writer.write(view, depth: depth, offset: NodeGeometry.startingOffset(for: view))
        } else if windows.count == 1 {
            writer.write(windows[0], depth: depth, offset: nil)
        } else {
            screen = ["ref": "screen", "class": "UIScreen", "frame": ViewNodes.rect(host.screen.bounds)]
            if depth.map({ $0 > 0 }) ?? true {
                for window in windows { writer.write(window, depth: depth.map { $0 - 1 }, offset: nil) }
            }
        }
        let version = checkedVersion ?? noteTreeFingerprint(writer.hasher.value)
        return ["version": .int(version), "table": .serializedValue(writer.finish(screen: screen))]
    }

    /// A subtree written straight into bytes (see `TreeWriter`).
    private func treeBytes(of view: UIView, depth: Int?, include: [String], compact: Bool) -> JSON {
        var writer = TreeWriter(nodes: nodes, include: include, hashes: false, compact: compact,
                                firstResponder: view.window?.firstResponder)
        writer.write(view, depth: depth, offset: NodeGeometry.startingOffset(for: view))
        return .serializedValue(writer.out.bytes)
    }

    /// The screen as one node whose children are the windows, back to front.
    private func screenNode(depth: Int?, include: Set<String>, compact: Bool) -> JSON {
        let windows = host.windows
        if windows.count == 1 { return nodes.node(windows[0], depth: depth, include: include, compact: compact) }
        let bounds = host.screen.bounds
        let childDepth = depth.map { $0 - 1 }
        var screen = JSONObject(capacity: 9)
        screen.append("ref", "screen")
        screen.append("class", "UIScreen")
        if !compact { screen.append("tag", 0) }
        screen.append("frame", ViewNodes.rect(bounds))
        if !compact {
            screen.append("bounds", ViewNodes.rect(bounds))
            screen.append("hidden", false)
            screen.append("alpha", 1)
            screen.append("userInteractionEnabled", true)
        }
        screen.append("children", depth == 0 ? [] : .array(windows.map {
            nodes.node($0, depth: childDepth, include: include, compact: compact)
        }))
        return .object(screen)
    }

    func controllerNode(_ controller: UIViewController) -> JSON {
        var object = JSONObject()
        object["ref"] = .string(refs.ref(controller))
        object["class"] = .string(String(describing: type(of: controller)))
        object["title"] = controller.title.map(JSON.string) ?? .null
        if let view = controller.viewIfLoaded { object["viewRef"] = .string(refs.ref(view)) }
        object["isViewLoaded"] = .bool(controller.isViewLoaded)
        object["appearance"] = .string(controller.appearanceState.rawValue)
        object["children"] = .array(controller.children.map(controllerNode))
        if let navigation = controller as? UINavigationController {
            object["navigation"] = ["stack": .array(navigation.viewControllers.map { .string(refs.ref($0)) })]
        }
        if let tabs = controller as? UITabBarController {
            let selected = tabs.selectedIndex
            object["tabs"] = ["selectedIndex": selected == NSNotFound ? .null : .int(selected),
                              "count": .int(tabs.viewControllers?.count ?? 0)]
        }
        // A presented controller hangs off the controller that presented it, not off that one's children.
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            object["presented"] = controllerNode(presented)
        }
        return .object(object)
    }
}

/// A validated set of `view.set` properties: checked whole before any is applied, so a failed call changes nothing.
@MainActor
struct PropertyChanges {
    static let names = ["hidden", "alpha", "backgroundColor", "frame", "tag", "userInteractionEnabled",
                        "accessibilityIdentifier", "accessibilityLabel", "layer"] + ControlPropertyChanges.names
    private var hidden: Bool?
    private var alpha: CGFloat?
    private var backgroundColor: UIColor??
    private var frame: CGRect?
    private var tag: Int?
    private var interaction: Bool?
    private var identifier: String??
    private var label: String??
    private var controls: ControlPropertyChanges
    private var layer: LayerPropertyChanges?

    init(_ object: JSONObject, for view: UIView) throws(RPCError) {
        let params = Params(object: object)
        for key in object.keys where !Self.names.contains(key) {
            throw RPCError.unknownParam("properties.\(key)", allowed: Self.names.map { "properties.\($0)" })
        }
        func field(_ key: String) -> String { "properties.\(key)" }
        do throws(RPCError) {
            hidden = try params.bool("hidden")
            alpha = try params.number("alpha", in: 0...1).map { CGFloat($0) }
            tag = try params.int("tag")
            interaction = try params.bool("userInteractionEnabled")
            if object["accessibilityIdentifier"] != nil { identifier = .some(try params.string("accessibilityIdentifier")) }
            if object["accessibilityLabel"] != nil { label = .some(try params.string("accessibilityLabel")) }
            if let color = object["backgroundColor"] {
                if color == .null {
                    backgroundColor = .some(nil)
                } else {
                    guard let text = color.stringValue, let parsed = UIColor(hex: text) else {
                        throw RPCError.invalidParams(field: "backgroundColor", expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\", or null", got: color)
                    }
                    backgroundColor = .some(parsed)
                }
            }
            if let rect = try params.objectValue("frame") {
                let values = Params(object: rect)
                try values.allowOnly(["x", "y", "width", "height"])
                frame = CGRect(x: try values.requiredNumber("x"), y: try values.requiredNumber("y"),
                               width: try values.requiredNumber("width", in: 0...1e7),
                               height: try values.requiredNumber("height", in: 0...1e7))
            }
            if let object = try params.objectValue("layer") { layer = try LayerPropertyChanges(object) }
        } catch {
            let inner = error.data?["field"]?.stringValue ?? ""
            throw RPCError.invalidParams(field: field(inner), expected: error.data?["expected"]?.stringValue ?? "a valid value")
        }
        controls = try ControlPropertyChanges(object, for: view)
    }

    func apply(to view: UIView) {
        if let hidden { view.isHidden = hidden }
        if let alpha { view.alpha = alpha }
        if let backgroundColor { view.backgroundColor = backgroundColor }
        if let frame { view.frame = frame }
        if let tag { view.tag = tag }
        if let interaction { view.isUserInteractionEnabled = interaction }
        if let identifier { view.accessibilityIdentifier = identifier }
        if let label { view.accessibilityLabel = label }
        controls.apply(to: view)
        layer?.apply(to: view.layer)
    }
}

/// `view.set`'s `layer` object: the layer appearance `view.get` reports (docs/protocol.md, docs/uikit-rules.md 17.11).
@MainActor
struct LayerPropertyChanges {
    static let names = ["cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset",
                        "shadowColor", "masksToBounds"]
    private var numbers: [String: CGFloat] = [:]
    private var colors: [String: CGColor?] = [:]
    private var shadowOffset: CGSize?
    private var masksToBounds: Bool?

    init(_ object: JSONObject) throws(RPCError) {
        let params = Params(object: object)
        for key in object.keys where !Self.names.contains(key) {
            throw RPCError.invalidParams(field: "layer.\(key)", expected: "one of \(Self.names.joined(separator: ", "))")
        }
        do throws(RPCError) {
            for key in ["cornerRadius", "borderWidth", "shadowRadius"] {
                if let value = try params.number(key, in: 0...1e7) { numbers[key] = CGFloat(value) }
            }
            if let value = try params.number("shadowOpacity", in: 0...1) { numbers["shadowOpacity"] = CGFloat(value) }
            masksToBounds = try params.bool("masksToBounds")
            if let size = try params.objectValue("shadowOffset") {
                let values = Params(object: size)
                try values.allowOnly(["width", "height"])
                shadowOffset = CGSize(width: try values.requiredNumber("width"), height: try values.requiredNumber("height"))
            }
        } catch {
            let inner = error.data?["field"]?.stringValue ?? ""
            throw RPCError.invalidParams(field: "layer.\(inner)", expected: error.data?["expected"]?.stringValue ?? "a valid value")
        }
        for key in ["borderColor", "shadowColor"] {
            guard let value = object[key] else { continue }
            if value == .null { colors[key] = .some(nil); continue }
            guard let text = value.stringValue, let color = UIColor(hex: text) else {
                throw RPCError.invalidParams(field: "layer.\(key)", expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\", or null",
                                             got: value)
            }
            colors[key] = .some(CGColor(red: color.redComponent, green: color.greenComponent, blue: color.blueComponent,
                                        alpha: color.alphaComponent))
        }
    }

    func apply(to layer: CALayer) {
        if let value = numbers["cornerRadius"] { layer.cornerRadius = value }
        if let value = numbers["borderWidth"] { layer.borderWidth = value }
        if let value = numbers["shadowRadius"] { layer.shadowRadius = value }
        if let value = numbers["shadowOpacity"] { layer.shadowOpacity = Float(value) }
        if let color = colors["borderColor"] { layer.borderColor = color }
        if let color = colors["shadowColor"] { layer.shadowColor = color }
        if let shadowOffset { layer.shadowOffset = shadowOffset }
        if let masksToBounds { layer.masksToBounds = masksToBounds }
    }
}

extension AutomationHost {
    /// The views a constraint names (a layout guide's owning view for a guide).
    func constraintViews(_ constraint: NSLayoutConstraint) -> [UIView] {
        [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
    }
}
