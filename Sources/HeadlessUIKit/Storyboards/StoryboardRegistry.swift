import Foundation

/// What storyboard names resolve to (docs/uikit-rules.md 0): Swift on Linux cannot look a class up by name or set a
/// property by name, so app code registers its controller and view classes and its outlets, once per process,
/// before instantiating from a storyboard. Later registrations of the same name win. Actions are not registered here: a
/// storyboard's `<action selector=...>` resolves through `UIResponder.registerAction(_:for:perform:)`.
@MainActor
enum StoryboardRegistry {
    private struct OutletSetter {
        let matches: (AnyObject) -> Bool
        let set: (AnyObject, AnyObject) -> Void
    }

    private static var controllers: [String: () -> UIViewController?] = [:]
    private static var views: [String: () -> UIView?] = [:]
    private static var outlets: [String: [OutletSetter]] = [:]
    private static var segues: [String: UIStoryboardSegue.Type] = [:]
    private static var recognizers: [String: () -> UIGestureRecognizer?] = [:]
    /// Setters of `@IBInspectable` properties by key path; each answers whether it took the owner and the value.
    private static var inspectables: [String: [(AnyObject, Any) -> Bool]] = [:]

    static func registerController(_ name: String, make: @escaping () -> UIViewController?) {
        controllers[name] = make
    }

    static func registerView(_ name: String, make: @escaping () -> UIView?) {
        views[name] = make
    }

    static func registerRecognizer(_ name: String, make: @escaping () -> UIGestureRecognizer?) {
        recognizers[name] = make
    }

    static func recognizerFactory(_ customClass: String, module: String?) -> (() -> UIGestureRecognizer?)? {
        module.flatMap { recognizers["\($0).\(customClass)"] } ?? recognizers[customClass]
    }

    static func registerSegue(_ name: String, type: UIStoryboardSegue.Type) {
        segues[name] = type
    }

    static func segueClass(_ customClass: String, module: String?) -> UIStoryboardSegue.Type? {
        module.flatMap { segues["\($0).\(customClass)"] } ?? segues[customClass]
    }

    static func registerOutlet<Owner: AnyObject>(_ property: String, for type: Owner.Type,
                                                 set: @escaping (Owner, AnyObject) -> Void) {
        outlets[property, default: []].append(OutletSetter(matches: { $0 is Owner }) { owner, value in
            set(owner as! Owner, value)
        })
    }

    /// The factory for `customClass`, looked up as `Module.Class` first, then as `Class`.
    static func controllerFactory(_ customClass: String, module: String?) -> (() -> UIViewController?)? {
        module.flatMap { controllers["\($0).\(customClass)"] } ?? controllers[customClass]
    }

    static func viewFactory(_ customClass: String, module: String?) -> (() -> UIView?)? {
        module.flatMap { views["\($0).\(customClass)"] } ?? views[customClass]
    }

    static func registerInspectable<Owner: AnyObject, Value: StoryboardInspectable>(
        _ keyPath: String, for type: Owner.Type, set: @escaping (Owner, Value) -> Void
    ) {
        inspectables[keyPath, default: []].append { owner, value in
            guard let owner = owner as? Owner, let value = Value.fromStoryboard(value) else { return false }
            set(owner, value)
            return true
        }
    }

    /// Sets a user-defined runtime attribute through the latest registration that takes `owner` and `value` (a
    /// Bool, a Double, a String or a UIColor); false when none does.
    static func setInspectable(_ keyPath: String, on owner: AnyObject, to value: Any) -> Bool {
        for setter in (inspectables[keyPath] ?? []).reversed() where setter(owner, value) { return true }
        return false
    }

    /// The setter for `property` on `owner`: the latest registration whose class `owner` is an instance of.
    static func outletSetter(_ property: String, on owner: AnyObject) -> ((AnyObject) -> Void)? {
        guard let setter = outlets[property]?.last(where: { $0.matches(owner) }) else { return nil }
        return { [weak owner] value in
            if let owner { setter.set(owner, value) }
        }
    }
}

extension UIStoryboard {
    /// Makes `customClass="<name>"` controllers of this class (name defaults to the class's own name; a
    /// `Module.Class` name matches only that module). As in UIKit, the controller is made with `init?(coder:)`.
    public static func register<Controller: UIViewController>(_ type: Controller.Type, as name: String? = nil) {
        StoryboardRegistry.registerController(name ?? String(describing: type)) { type.init(coder: NSCoder()) }
    }

    /// Makes `customClass="<name>"` controllers with a closure, for classes whose `init?(coder:)` is unavailable.
    public static func register(controllerNamed name: String, make: @escaping @MainActor () -> UIViewController) {
        StoryboardRegistry.registerController(name, make: make)
    }

    /// Makes `customClass="<name>"` views of this class with `init?(coder:)`; the frame and the other properties
    /// from the file are set afterwards.
    public static func register<View: UIView>(_ type: View.Type, as name: String? = nil) {
        StoryboardRegistry.registerView(name ?? String(describing: type)) { type.init(coder: NSCoder()) }
    }

    public static func register(viewNamed name: String, make: @escaping @MainActor () -> UIView) {
        StoryboardRegistry.registerView(name, make: make)
    }

    /// Makes `customClass="<name>"` gesture recognizers of a storyboard or nib with a closure (docs/uikit-rules.md
    /// 8.36): `UIStoryboard.register(gestureRecognizerNamed: "DoubleTapRecognizer") { DoubleTapRecognizer(target: nil,
    /// action: nil) }`. The attributes, targets and views from the file are applied to what it returns.
    public static func register(gestureRecognizerNamed name: String,
                                make: @escaping @MainActor () -> UIGestureRecognizer) {
        StoryboardRegistry.registerRecognizer(name, make: make)
    }

    /// Makes `kind="custom"` segues with `customClass="<name>"` (name defaults to the class's own name) with
    /// `init(identifier:source:destination:)`.
    public static func register<Segue: UIStoryboardSegue>(_ type: Segue.Type, as name: String? = nil) {
        StoryboardRegistry.registerSegue(name ?? String(describing: type), type: type)
    }

    /// Sets `<outlet property="<property>">` on instances of `type` (a controller or a view; subclasses too):
    /// `UIStoryboard.registerOutlet("titleLabel", for: ProfileController.self) { $0.titleLabel = $1 as? UIView }`.
    /// The destination is a view or a controller of the scene. An outlet nothing registered stays nil and is noted.
    public static func registerOutlet<Owner: UIResponder>(
        _ property: String, for type: Owner.Type,
        set: @escaping @MainActor (_ owner: Owner, _ destination: AnyObject) -> Void
    ) {
        StoryboardRegistry.registerOutlet(property, for: type, set: set)
    }

    /// Sets `<userDefinedRuntimeAttribute keyPath="<keyPath>">` on instances of `type` (subclasses too): what
    /// key-value coding does for an `@IBInspectable` property on iOS. `UIStoryboard.registerInspectable("cornerRadius",
    /// for: CardView.self) { (view, value: CGFloat) in view.cornerRadius = value }`. An attribute of another type than
    /// `Value`, or one nothing registered, is not applied and is noted.
    public static func registerInspectable<Owner: UIResponder, Value: StoryboardInspectable>(
        _ keyPath: String, for type: Owner.Type, set: @escaping @MainActor (_ owner: Owner, _ value: Value) -> Void
    ) {
        StoryboardRegistry.registerInspectable(keyPath, for: type, set: set)
    }
}

extension UIStoryboard {
    /// A runtime attribute's value as inspectable setters take it: a Bool, a Double, a String or a resolved UIColor;
    /// nil for the types the reader does not model.
    func inspectableValue(_ value: StoryboardRuntimeAttribute.Value) -> Any? {
        switch value {
        case .boolean(let flag): flag
        case .number(let number): number
        case .string(let text): text
        case .color(let color): document.resolve(color)
        case .unsupported: nil
        }
    }
}

/// A type an `@IBInspectable` property can have: one a storyboard's user-defined runtime attribute can carry.
public protocol StoryboardInspectable {
    /// The attribute's value (a Bool, a Double, a String or a UIColor, as the file gives it) as this type, or nil.
    static func fromStoryboard(_ value: Any) -> Self?
}

extension Bool: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> Bool? { value as? Bool }
}

extension Double: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> Double? { value as? Double }
}

extension CGFloat: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> CGFloat? { (value as? Double).map { CGFloat($0) } }
}

extension Float: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> Float? { (value as? Double).map { Float($0) } }
}

extension Int: StoryboardInspectable {
    /// Whole numbers only: `2.5` does not set an `Int`.
    public static func fromStoryboard(_ value: Any) -> Int? { (value as? Double).flatMap { Int(exactly: $0) } }
}

extension String: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> String? { value as? String }
}

extension UIColor: StoryboardInspectable {
    public static func fromStoryboard(_ value: Any) -> UIColor? { value as? UIColor }
}
