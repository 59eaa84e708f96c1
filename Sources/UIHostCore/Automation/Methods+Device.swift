import Foundation
import HeadlessUIKit
import UIHostProtocol

extension AutomationHost {
    /// The screen-level traits as the protocol reports them (docs/protocol.md, Device and time).
    static func traitsJSON(_ traits: UITraitCollection) -> JSON {
        ["userInterfaceStyle": .string(traits.userInterfaceStyle.name),
         "preferredContentSizeCategory": .string(traits.preferredContentSizeCategory.name),
         "layoutDirection": .string(traits.layoutDirection.name),
         "horizontalSizeClass": .string(traits.horizontalSizeClass.name),
         "verticalSizeClass": .string(traits.verticalSizeClass.name),
         "displayScale": .double(Double(traits.displayScale)),
         "userInterfaceIdiom": .string(traits.userInterfaceIdiom == .pad ? "pad" : "phone")]
    }

    func registerDeviceAndClockMethods() {
        method("device.orientation") { [unowned self] _ throws(RPCError) in
            ["device": .string(host.deviceOrientation.name), "interface": .string(host.interfaceOrientation.name),
             "windowBounds": ViewNodes.rect(host.screen.bounds)]
        }
        method("device.rotate") { [unowned self] call throws(RPCError) in
            let names = UIDeviceOrientation.allCases.filter { $0 != .unknown }.map(\.name)
            guard let name = try call.params.oneOf("orientation", names), let orientation = UIDeviceOrientation(name: name) else {
                throw .invalidParams(field: "orientation", expected: "one of \(names.joined(separator: ", "))")
            }
            let mark = host.callbacks.count
            let result = host.rotate(to: orientation)
            try waitIfAsked(call.params)
            let callbacks = host.callbacks.records.dropFirst(mark)
                .filter { $0.kind == .viewController || $0.kind == .application }.map(\.name)
            var object = JSONObject()
            object["device"] = .string(result.device.name)
            object["interface"] = .string(result.interface.name)
            object["rotated"] = .bool(result.rotated)
            if let reason = result.reason { object["reason"] = .string(reason) }
            object["windowBounds"] = ViewNodes.rect(result.windowBounds)
            object["callbacks"] = .array(callbacks.map(JSON.string))
            return .object(object)
        }
        method("traits.get") { [unowned self] _ throws(RPCError) in
            Self.traitsJSON(host.traits)
        }
        method("traits.set") { [unowned self] call throws(RPCError) in
            // docs/uikit-rules.md 13.7: what a tester flips in Settings; any of the three, the others unchanged.
            let styles = ["light", "dark"]
            let directions = ["leftToRight", "rightToLeft"]
            let style = try call.params.oneOf("userInterfaceStyle", styles)
            let sizes = Array(UIContentSizeCategory.names.dropFirst())
            let size = try call.params.oneOf("preferredContentSizeCategory", sizes)
            let direction = try call.params.oneOf("layoutDirection", directions)
            guard style != nil || size != nil || direction != nil else {
                throw .invalidParams(field: "userInterfaceStyle",
                                     expected: "at least one of userInterfaceStyle (light | dark), preferredContentSizeCategory (extraSmall ... accessibilityExtraExtraExtraLarge) or layoutDirection (leftToRight | rightToLeft)")
            }
            let mark = host.callbacks.count
            host.setTraits(userInterfaceStyle: style == "dark" ? .dark : style == "light" ? .light : nil,
                           preferredContentSizeCategory: size.flatMap(UIContentSizeCategory.init(name:)),
                           layoutDirection: direction == "rightToLeft" ? .rightToLeft : direction == "leftToRight" ? .leftToRight : nil)
            let changed = host.callbacks.records.dropFirst(mark).filter { $0.name == "traitCollectionDidChange" }.count
            try waitIfAsked(call.params)
            var object = JSONObject()
            if case let .object(traits) = Self.traitsJSON(host.traits) { object = traits }
            object["changed"] = .int(changed)
            return .object(object)
        }
        method("device.list") { [unowned self] _ throws(RPCError) in
            ["devices": .array(DeviceProfile.all.map(Self.deviceDescription)), "current": .string(host.device.name)]
        }
        method("clock.now") { [unowned self] _ throws(RPCError) in
            ["ms": .double(host.clock.now * 1000)]
        }
        method("clock.advance") { [unowned self] call throws(RPCError) in
            let ms = try call.params.requiredNumber("ms", in: 0...86_400_000)
            let fired = host.advance(by: ms / 1000)
            return ["ms": .double(host.clock.now * 1000), "fired": .int(fired)]
        }
    }
}

extension AutomationHost {
    /// One profile as `device.list` describes it (docs/protocol.md, Device and time; docs/uikit-rules.md 14).
    static func deviceDescription(_ profile: DeviceProfile) -> JSON {
        func insets(_ insets: UIEdgeInsets) -> JSON {
            ["top": .double(insets.top), "left": .double(insets.left), "bottom": .double(insets.bottom),
             "right": .double(insets.right)]
        }
        func sizeClasses(_ classes: DeviceProfile.SizeClasses) -> JSON {
            ["horizontal": .string(classes.horizontal.name), "vertical": .string(classes.vertical.name)]
        }
        let orientations = [UIInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
            .filter { profile.supportedInterfaceOrientations.contains($0) }
        var object = JSONObject()
        object["name"] = .string(profile.name)
        object["model"] = .string(profile.model)
        object["idiom"] = .string(profile.idiom.name)
        object["width"] = .double(profile.portraitSize.width)
        object["height"] = .double(profile.portraitSize.height)
        object["scale"] = .double(profile.scale)
        object["statusBarHeight"] = .double(profile.statusBarHeight)
        object["safeAreaInsets"] = ["portrait": insets(profile.portraitSafeAreaInsets),
                                    "landscape": insets(profile.landscapeSafeAreaInsets)]
        object["sizeClasses"] = ["portrait": sizeClasses(profile.portraitSizeClasses),
                                 "landscape": sizeClasses(profile.landscapeSizeClasses)]
        object["orientations"] = .array(orientations.map { .string($0.name) })
        object["storyboardDevices"] = .array(profile.storyboardDevices.map(JSON.string))
        return .object(object)
    }
}
