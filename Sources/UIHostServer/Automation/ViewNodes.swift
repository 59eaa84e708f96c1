import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Builds view nodes (PROTOCOL.md, A view node). Optional fields are omitted, not null.
@MainActor
struct ViewNodes {
    let refs: Refs

    /// Extra fields `tree.get`'s `include` may name and `view.get` always adds.
    static let inspectableFields = [
        "center", "transform", "backgroundColor", "tintColor", "clipsToBounds", "isOpaque", "multipleTouchEnabled",
        "exclusiveTouch", "autoresizingMask", "autoresizesSubviews", "contentMode", "accessibilityHint",
        "accessibilityValue", "isAccessibilityElement", "accessibilityTraits", "superview", "window",
        "subviewCount", "windowLevel", "isKeyWindow",
    ]

    func node(_ view: UIView, depth: Int?, include: Set<String> = []) -> JSON {
        var object = basicFields(view)
        for field in include { if let value = inspectable(field, of: view) { object[field] = value } }
        if depth.map({ $0 > 0 }) ?? true, !view.subviews.isEmpty {
            let childDepth = depth.map { $0 - 1 }
            object["children"] = .array(view.subviews.map { node($0, depth: childDepth, include: include) })
        }
        return .object(object)
    }

    /// A node with every inspectable property and no children (`view.get`).
    func detailedNode(_ view: UIView) -> JSON {
        var object = basicFields(view)
        for field in Self.inspectableFields {
            if let value = inspectable(field, of: view) { object[field] = value }
        }
        return .object(object)
    }

    func basicFields(_ view: UIView) -> JSONObject {
        var object = JSONObject()
        object["ref"] = .string(refs.ref(view))
        object["class"] = .string(String(describing: type(of: view)))
        object["tag"] = .int(view.tag)
        object["frame"] = Self.rect(view.window == nil ? view.frame : view.convert(view.bounds, to: nil))
        object["bounds"] = Self.rect(view.bounds)
        object["hidden"] = .bool(view.isHidden)
        object["alpha"] = .double(Double(view.alpha))
        object["userInteractionEnabled"] = .bool(view.isUserInteractionEnabled)
        object["accessibilityIdentifier"] = view.accessibilityIdentifier.map(JSON.string) ?? .null
        object["accessibilityLabel"] = view.accessibilityLabel.map(JSON.string) ?? .null
        if view.isFirstResponder { object["isFirstResponder"] = true }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            object["controller"] = controllerSummary(controller)
        }
        return object
    }

    func controllerSummary(_ controller: UIViewController) -> JSON {
        var object = JSONObject()
        object["ref"] = .string(refs.ref(controller))
        object["class"] = .string(String(describing: type(of: controller)))
        object["title"] = controller.title.map(JSON.string) ?? .null
        return .object(object)
    }

    private func inspectable(_ field: String, of view: UIView) -> JSON? {
        switch field {
        case "center": return Self.point(view.center)
        case "transform":
            let t = view.transform
            return ["a": .double(t.a), "b": .double(t.b), "c": .double(t.c), "d": .double(t.d),
                    "tx": .double(t.tx), "ty": .double(t.ty)]
        case "backgroundColor": return view.backgroundColor.map { .string($0.hexString) } ?? .null
        case "tintColor": return .string(view.tintColor.hexString)
        case "clipsToBounds": return .bool(view.clipsToBounds)
        case "isOpaque": return .bool(view.isOpaque)
        case "multipleTouchEnabled": return .bool(view.isMultipleTouchEnabled)
        case "exclusiveTouch": return .bool(view.isExclusiveTouch)
        case "autoresizingMask": return .int(Int(view.autoresizingMask.rawValue))
        case "autoresizesSubviews": return .bool(view.autoresizesSubviews)
        case "contentMode": return .int(view.contentMode.rawValue)
        case "accessibilityHint": return view.accessibilityHint.map(JSON.string) ?? .null
        case "accessibilityValue": return view.accessibilityValue.map(JSON.string) ?? .null
        case "isAccessibilityElement": return .bool(view.isAccessibilityElement)
        case "accessibilityTraits": return .int(Int(view.accessibilityTraits.rawValue))
        case "superview": return view.superview.map { .string(refs.ref($0)) } ?? .null
        case "window": return view.window.map { .string(refs.ref($0)) } ?? .null
        case "subviewCount": return .int(view.subviews.count)
        case "windowLevel": return (view as? UIWindow).map { .double(Double($0.windowLevel.rawValue)) }
        case "isKeyWindow": return (view as? UIWindow).map { .bool($0.isKeyWindow) }
        default: return nil
        }
    }

    static func rect(_ rect: CGRect) -> JSON {
        ["x": .double(Double(rect.origin.x)), "y": .double(Double(rect.origin.y)),
         "width": .double(Double(rect.size.width)), "height": .double(Double(rect.size.height))]
    }

    static func point(_ point: CGPoint) -> JSON {
        ["x": .double(Double(point.x)), "y": .double(Double(point.y))]
    }
}
