import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Builds view nodes (docs/protocol.md, A view node). Optional fields are omitted, not null.
@MainActor
struct ViewNodes {
    let refs: Refs

    /// Extra fields `tree.get`'s `include` may name and `view.get` always adds.
    static let inspectableFields = [
        "center", "transform", "backgroundColor", "tintColor", "clipsToBounds", "isOpaque", "multipleTouchEnabled",
        "exclusiveTouch", "autoresizingMask", "autoresizesSubviews", "contentMode", "accessibilityHint",
        "accessibilityValue", "isAccessibilityElement", "accessibilityTraits", "superview", "window",
        "subviewCount", "windowLevel", "isKeyWindow", "safeAreaInsets", "layoutMargins", "intrinsicContentSize",
        "translatesAutoresizingMaskIntoConstraints", "constraints", "hasAmbiguousLayout", "layer",
    ]

    func node(_ view: UIView, depth: Int?, include: Set<String> = [], compact: Bool = false) -> JSON {
        var object = basicFields(view, compact: compact)
        for field in include { if let value = inspectable(field, of: view) { object[field] = value } }
        // A layer only where one was made and has been given a look (docs/uikit-rules.md 17.11).
        if object["layer"] == nil, let layer = view.layerIfLoaded, layer.hasCustomAppearance {
            object["layer"] = Self.layer(layer)
        }
        if depth.map({ $0 > 0 }) ?? true, !view.subviews.isEmpty {
            let childDepth = depth.map { $0 - 1 }
            object["children"] = .array(view.subviews.map {
                node($0, depth: childDepth, include: include, compact: compact)
            })
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

    /// The fields every node has. `compact` leaves out those at their documented defaults (docs/protocol.md, The
    /// compact form): tag 0, bounds at origin zero with the frame's size, hidden false, alpha 1, interaction at its
    /// class's default (`interactionDefault`), an accessibility label equal to the node's `text`.
    func basicFields(_ view: UIView, compact: Bool = false) -> JSONObject {
        var object = JSONObject(capacity: 13)
        object.append("ref", .string(refs.ref(view)))
        object.append("class", .string(ClassNames.name(of: view)))
        let frame = view.window == nil ? view.frame : view.convert(view.bounds, to: nil)
        if !compact || view.tag != 0 { object.append("tag", .int(view.tag)) }
        object.append("frame", Self.rect(frame))
        if !compact || !Self.boundsAreDefault(view.bounds, frame: frame) { object.append("bounds", Self.rect(view.bounds)) }
        if !compact || view.isHidden { object.append("hidden", .bool(view.isHidden)) }
        if !compact || view.alpha != 1 { object.append("alpha", .double(Double(view.alpha))) }
        if !compact || view.isUserInteractionEnabled != Self.interactionDefault(of: view) {
            object.append("userInteractionEnabled", .bool(view.isUserInteractionEnabled))
        }
        if let identifier = view.accessibilityIdentifier { object.append("accessibilityIdentifier", .string(identifier)) }
        let text = compact ? ControlFields.text(of: view) : nil
        if let label = view.accessibilityLabel {
            if !compact || label != text { object.append("accessibilityLabel", .string(label)) }
        } else if text != nil {
            object.append("accessibilityLabel", .null)  // compact only: no label, though the node has text
        }
        for (name, value) in ControlFields.fields(of: view) { object.append(name, value) }
        if let id = view.storyboardElementID { object.append("storyboardID", .string(id)) }
        if view.isFirstResponder { object.append("isFirstResponder", true) }
        if let controller = view.owningViewController, controller.viewIfLoaded === view {
            object.append("controller", controllerSummary(controller))
        }
        return object
    }

    /// The `userInteractionEnabled` a compact node leaves out: false for the classes named exactly `UILabel` and
    /// `UIImageView` (UIKit's defaults for them), true for every other class name, subclasses of those included,
    /// so a client can take it back from the node's `class` alone.
    static func interactionDefault(of view: UIView) -> Bool {
        let viewClass = type(of: view)
        return viewClass != UILabel.self && viewClass != UIImageView.self
    }

    /// Bounds a compact node leaves out: at origin zero, with the frame's size (so a client can take them back).
    static func boundsAreDefault(_ bounds: CGRect, frame: CGRect) -> Bool {
        bounds.origin == .zero && bounds.size == frame.size
    }

    func controllerSummary(_ controller: UIViewController) -> JSON {
        var object = JSONObject()
        object["ref"] = .string(refs.ref(controller))
        object["class"] = .string(ClassNames.name(of: controller))
        object["title"] = controller.title.map(JSON.string) ?? .null
        return .object(object)
    }

    func inspectable(_ field: String, of view: UIView) -> JSON? {
        switch field {
        case "center": return Self.point(view.center)
        case "transform":
            let t = view.transform
            return ["a": .double(t.a), "b": .double(t.b), "c": .double(t.c), "d": .double(t.d),
                    "tx": .double(t.tx), "ty": .double(t.ty)]
        case "backgroundColor": return view.backgroundColor.map { .string(Self.resolved($0, in: view).hexString) } ?? .null
        case "tintColor": return .string(Self.resolved(view.tintColor, in: view).hexString)
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
        case "safeAreaInsets": return Self.insets(view.safeAreaInsets)
        case "layoutMargins": return Self.insets(view.layoutMargins)
        case "intrinsicContentSize":
            let size = view.intrinsicContentSize
            return ["width": .double(Double(size.width)), "height": .double(Double(size.height))]
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "constraints": return .array(constraintList(view))
        case "hasAmbiguousLayout": return .bool(view.hasAmbiguousLayout)
        case "layer": return Self.layer(view.layer)
        default: return nil
        }
    }

    /// The active constraints that place or size the view, each `{description, identifier?, priority, active,
    /// holds}`: `holds` is whether it is true of the frames as they are now (within half a point).
    func constraintList(_ view: UIView) -> [JSON] {
        var seen: Set<ObjectIdentifier> = []
        var list: [JSON] = []
        for constraint in view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical) {
            guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
            list.append(Self.constraint(constraint))
        }
        return list
    }

    static func constraint(_ constraint: NSLayoutConstraint) -> JSON {
        var object = JSONObject(capacity: 5)
        object.append("description", .string(constraint.description))
        if let identifier = constraint.identifier { object.append("identifier", .string(identifier)) }
        object.append("priority", .double(Double(constraint.priority.rawValue)))
        object.append("active", .bool(constraint.isActive))
        object.append("holds", constraint.holds().map(JSON.bool) ?? .null)
        return .object(object)
    }

    /// A colour as the view shows it: a dynamic colour resolved under the view's traits (docs/uikit-rules.md 13.3).
    @MainActor
    static func resolved(_ color: UIColor, in view: UIView) -> UIColor {
        color.isDynamic ? color.resolvedColor(with: view.traitCollection) : color
    }

    /// A layer's appearance (docs/protocol.md, A view node; docs/uikit-rules.md 17.11).
    static func layer(_ layer: CALayer) -> JSON {
        func color(_ color: CGColor?) -> JSON { color.map { .string(UIColor(cgColor: $0).hexString) } ?? .null }
        var object = JSONObject(capacity: 9)
        object.append("cornerRadius", .double(Double(layer.cornerRadius)))
        object.append("borderWidth", .double(Double(layer.borderWidth)))
        object.append("borderColor", color(layer.borderColor))
        object.append("shadowOpacity", .double(Double(layer.shadowOpacity)))
        object.append("shadowRadius", .double(Double(layer.shadowRadius)))
        object.append("shadowOffset", ["width": .double(Double(layer.shadowOffset.width)),
                                       "height": .double(Double(layer.shadowOffset.height))])
        object.append("shadowColor", color(layer.shadowColor))
        object.append("masksToBounds", .bool(layer.masksToBounds))
        object.append("anchorPoint", point(layer.anchorPoint))
        return .object(object)
    }

    static func insets(_ insets: UIEdgeInsets) -> JSON {
        ["top": .double(Double(insets.top)), "left": .double(Double(insets.left)),
         "bottom": .double(Double(insets.bottom)), "right": .double(Double(insets.right))]
    }

    static func rect(_ rect: CGRect) -> JSON {
        var object = JSONObject(capacity: 4)
        object.append("x", .double(Double(rect.origin.x)))
        object.append("y", .double(Double(rect.origin.y)))
        object.append("width", .double(Double(rect.size.width)))
        object.append("height", .double(Double(rect.size.height)))
        return .object(object)
    }

    static func point(_ point: CGPoint) -> JSON {
        ["x": .double(Double(point.x)), "y": .double(Double(point.y))]
    }
}

/// Class names as the protocol shows them ("UIButton"), computed once per class: `String(describing:)` on a type
/// is slow on Linux.
@MainActor
enum ClassNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func name(of object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        let id = ObjectIdentifier(type)
        if let name = names[id] { return name }
        let name = String(describing: type)
        names[id] = name
        return name
    }
}
