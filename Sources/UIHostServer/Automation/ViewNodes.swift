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

    /// The same node as `node(_:depth:include:)`, written straight into bytes: `tree.get` of a large tree builds
    /// no values. `offset` maps the superview's coordinates to the window's when no transform is on the way
    /// (nil: ask the view to convert). A test keeps the two in step. Plain loops and static helpers only: this
    /// runs once per view.
    func write(_ view: UIView, depth: Int?, include: [String], offset: CGPoint?, into out: inout [UInt8]) {
        let isWindow = view is UIWindow
        let inWindow = view.window != nil
        let identity = view.transform.isIdentity
        let frame: CGRect
        if isWindow || !inWindow {
            frame = isWindow ? view.bounds : view.frame
        } else if let offset, identity {
            frame = view.frame.offsetBy(dx: offset.x, dy: offset.y)
        } else {
            frame = view.convert(view.bounds, to: nil)
        }
        let bounds = view.bounds
        Self.append(Self.bytes.ref, to: &out)
        JSON.writeString(refs.ref(view), to: &out)
        Self.append(Self.bytes.className, to: &out)
        JSON.writeString(ClassNames.name(of: view), to: &out)
        Self.append(Self.bytes.tag, to: &out)
        JSON.writeInteger(Int64(view.tag), to: &out)
        Self.append(Self.bytes.frame, to: &out)
        Self.write(frame, into: &out)
        Self.append(Self.bytes.bounds, to: &out)
        Self.write(bounds, into: &out)
        Self.append(Self.bytes.hidden, to: &out)
        Self.append(view.isHidden ? Self.bytes.trueValue : Self.bytes.falseValue, to: &out)
        Self.append(Self.bytes.alpha, to: &out)
        JSON.writeNumber(Double(view.alpha), to: &out)
        Self.append(Self.bytes.interaction, to: &out)
        Self.append(view.isUserInteractionEnabled ? Self.bytes.trueValue : Self.bytes.falseValue, to: &out)
        Self.append(Self.bytes.identifier, to: &out)
        Self.writeOptional(view.accessibilityIdentifier, into: &out)
        Self.append(Self.bytes.label, to: &out)
        Self.writeOptional(view.accessibilityLabel, into: &out)
        ControlFields.write(view, into: &out)
        if view.isFirstResponder {
            Self.append(Self.bytes.firstResponder, to: &out)
        }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            Self.append(Self.bytes.controller, to: &out)
            controllerSummary(controller).write(to: &out)
        }
        for field in include {
            guard let value = inspectable(field, of: view) else { continue }
            out.append(UInt8(ascii: ","))
            JSON.writeString(field, to: &out)
            out.append(UInt8(ascii: ":"))
            value.write(to: &out)
        }
        let subviews = view.subviews
        var goesDeeper = !subviews.isEmpty
        if let depth, depth <= 0 { goesDeeper = false }
        if goesDeeper {
            var childDepth = depth
            if let depth { childDepth = depth - 1 }
            var childOffset: CGPoint?
            if isWindow {
                childOffset = CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
            } else if offset != nil, identity, inWindow {
                childOffset = CGPoint(x: frame.origin.x - bounds.origin.x, y: frame.origin.y - bounds.origin.y)
            }
            Self.append(Self.bytes.children, to: &out)
            for index in subviews.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(subviews[index], depth: childDepth, include: include, offset: childOffset, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The fixed parts of a node, as bytes.
    private enum bytes {
        static let ref = Array(#"{"ref":"#.utf8)
        static let className = Array(#","class":"#.utf8)
        static let tag = Array(#","tag":"#.utf8)
        static let frame = Array(#","frame":"#.utf8)
        static let bounds = Array(#","bounds":"#.utf8)
        static let hidden = Array(#","hidden":"#.utf8)
        static let alpha = Array(#","alpha":"#.utf8)
        static let interaction = Array(#","userInteractionEnabled":"#.utf8)
        static let identifier = Array(#","accessibilityIdentifier":"#.utf8)
        static let label = Array(#","accessibilityLabel":"#.utf8)
        static let firstResponder = Array(#","isFirstResponder":true"#.utf8)
        static let controller = Array(#","controller":"#.utf8)
        static let children = Array(#","children":["#.utf8)
        static let trueValue = Array("true".utf8)
        static let falseValue = Array("false".utf8)
        static let null = Array("null".utf8)
        static let x = Array(#"{"x":"#.utf8)
        static let y = Array(#","y":"#.utf8)
        static let width = Array(#","width":"#.utf8)
        static let height = Array(#","height":"#.utf8)
    }

    @inline(__always)
    private static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        out.append(contentsOf: bytes)
    }

    private static func writeOptional(_ value: String?, into out: inout [UInt8]) {
        if let value { JSON.writeString(value, to: &out) } else { out.append(contentsOf: bytes.null) }
    }

    private static func write(_ rect: CGRect, into out: inout [UInt8]) {
        out.append(contentsOf: bytes.x)
        JSON.writeNumber(Double(rect.origin.x), to: &out)
        out.append(contentsOf: bytes.y)
        JSON.writeNumber(Double(rect.origin.y), to: &out)
        out.append(contentsOf: bytes.width)
        JSON.writeNumber(Double(rect.size.width), to: &out)
        out.append(contentsOf: bytes.height)
        JSON.writeNumber(Double(rect.size.height), to: &out)
        out.append(UInt8(ascii: "}"))
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
        var object = JSONObject(capacity: 13)
        object.append("ref", .string(refs.ref(view)))
        object.append("class", .string(ClassNames.name(of: view)))
        object.append("tag", .int(view.tag))
        object.append("frame", Self.rect(view.window == nil ? view.frame : view.convert(view.bounds, to: nil)))
        object.append("bounds", Self.rect(view.bounds))
        object.append("hidden", .bool(view.isHidden))
        object.append("alpha", .double(Double(view.alpha)))
        object.append("userInteractionEnabled", .bool(view.isUserInteractionEnabled))
        object.append("accessibilityIdentifier", view.accessibilityIdentifier.map(JSON.string) ?? .null)
        object.append("accessibilityLabel", view.accessibilityLabel.map(JSON.string) ?? .null)
        for (name, value) in ControlFields.fields(of: view) { object.append(name, value) }
        if view.isFirstResponder { object.append("isFirstResponder", true) }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            object.append("controller", controllerSummary(controller))
        }
        return object
    }

    func controllerSummary(_ controller: UIViewController) -> JSON {
        var object = JSONObject()
        object["ref"] = .string(refs.ref(controller))
        object["class"] = .string(ClassNames.name(of: controller))
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
