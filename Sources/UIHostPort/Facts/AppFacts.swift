/// Where something is in the sources: a path relative to the source folder and a 1-based line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public var description: String { "\(file):\(line)" }
}

/// A method as Objective-C would have seen it: enough to spell its selector and to call it from a registration.
struct MethodFacts: Equatable {
    var name: String
    /// The argument labels, nil for `_`.
    var labels: [String?]
    /// The parameter types as written (`UIButton`, `Any?`, `UIEvent`).
    var parameterTypes: [String]
    /// From `@objc(name)`: the selector the author chose.
    var objcName: String?
    var isThrowing: Bool
    var isStatic: Bool
    /// Written with `@IBAction` (or its ported marker).
    var isAction: Bool
    var location: SourceLocation
    /// The `private` and `fileprivate` modifiers (the method's and its extension's) the port removes when a
    /// registration in another file must call the method.
    var narrowingModifiers: [Range<Int>] = []
    /// The `#if` condition the method is compiled under, nil when always (`CompileCondition`).
    var condition: String?

    /// The Objective-C selector: `@objc(name)` when given, else Swift's inferred spelling.
    var selector: String {
        objcName ?? ObjCSelectorName.method(name, labels: labels, isThrowing: isThrowing)
    }
}

/// An `@IBOutlet` property: one view or controller, or an outlet collection (`[UIButton]`).
struct OutletFacts: Equatable {
    var name: String
    /// The declared type without its optionality (`UILabel` for `UILabel!`, `[UIButton]` for `[UIButton]?`).
    var type: String?
    var isOptional: Bool
    var location: SourceLocation
    var narrowingModifiers: [Range<Int>] = []
    var condition: String?

    /// The element type of an outlet collection, nil for a single outlet.
    var collectionElement: String? {
        guard let type, type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast()).trimmingSpaces
    }
}

/// An `@IBInspectable` property, set from a storyboard's user-defined runtime attribute.
struct InspectableFacts: Equatable {
    var name: String
    /// The declared (or, for a literal initial value, inferred) type without its optionality.
    var type: String?
    var location: SourceLocation
    var narrowingModifiers: [Range<Int>] = []
    var condition: String?
}

/// A class, or the extensions of one, as the port sees them across every file.
struct TypeFacts {
    /// The name as written where the type is declared; nested types are `Outer.Inner`.
    var name: String
    /// The first type in the inheritance clause, the superclass when there is one.
    var superclass: String?
    var inheritedTypes: [String] = []
    /// Declared by a `class` here (not only extended).
    var isDeclared = false
    var isGeneric = false
    /// Reachable from another file: not `private` or `fileprivate`, nor nested in such a type.
    var isVisibleToOtherFiles = true
    /// How many `class` declarations have this name: private classes in two files share one entry (18.21).
    var declarationCount = 0
    /// Declared inside another type, and its own `private`/`fileprivate` modifiers (18.31 widens them).
    var isNested = false
    var ownNarrowingModifiers: [Range<Int>] = []
    /// `@UIApplicationMain`, `@NSApplicationMain` or `@main`.
    var isAppEntry = false
    /// From `@objc(Name)`: a second name a storyboard may use.
    var objcName: String?
    var location: SourceLocation?
    /// The `#if` condition the class is declared under, nil when always.
    var condition: String?
    var methods: [MethodFacts] = []
    var outlets: [OutletFacts] = []
    var inspectables: [InspectableFacts] = []
    /// The initializers declared in the class and its extensions (18.29 asks which a storyboard can call).
    var initializers: [InitializerFacts] = []
}

/// An `init` a class declares: its argument labels (nil for `_`), and whether it is a convenience initializer (one in
/// an extension is) or failable.
struct InitializerFacts: Equatable {
    var labels: [String?]
    var isConvenience: Bool
    var isFailable: Bool
}

/// Everything the port learned from the app's sources, across files: the input to the registrations.
struct AppFacts {
    var types: [String: TypeFacts] = [:]

    subscript(type name: String) -> TypeFacts {
        get { types[name] ?? TypeFacts(name: name) }
        set { types[name] = newValue }
    }

    /// The chain of superclasses of `name`, nearest first, ending at the first name the sources do not declare
    /// (usually a UIKit class).
    func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var current = types[name]?.superclass
        while let next = current, !chain.contains(next), next != name {
            chain.append(next)
            current = types[next]?.superclass
        }
        return chain
    }

    /// The UIKit class `name` descends from, found through the app's own subclasses, or nil.
    func uikitBase(of name: String) -> UIKitClass? {
        if let known = UIKitClass(name: name) { return known }
        for ancestor in ancestors(of: name) {
            if let known = UIKitClass(name: ancestor) { return known }
        }
        return nil
    }

    /// The superclass at the top of `name`'s chain when the sources do not declare it and it is not a class UIKit or
    /// Foundation has (a project base class in a file not ported): nil when the chain ends at a known class or at no
    /// superclass. Then whether `name` is a responder is not known (docs/uikit-rules.md 18.20).
    func undeclaredRoot(of name: String) -> String? {
        guard UIKitClass(name: name) == nil, let root = ancestors(of: name).last,
              types[root] == nil, UIKitClass(name: root) == nil else { return nil }
        let foundation = root.hasPrefix("NS") || root.hasPrefix("UI") || root.hasPrefix("CA")
        return foundation ? nil : root
    }

    /// Whether named actions, outlets and inspectables can be registered for `name` (the runtime resolves them on
    /// responders only).
    func isResponder(_ name: String) -> Bool {
        uikitBase(of: name)?.isResponder ?? false
    }

    /// 18.29: which of UIGestureRecognizer's initializers the class `name` has, by Swift's inheritance rules: a
    /// class that declares no designated initializer inherits its superclass's, and one that overrides
    /// `init(target:action:)` (UIGestureRecognizer's designated initializer) also inherits the convenience `init()`.
    /// UIKit's own classes have both.
    func recognizerInitializers(of name: String) -> (targetAction: Bool, plain: Bool) {
        var visited: Set<String> = []
        func look(_ name: String) -> (targetAction: Bool, plain: Bool) {
            guard let type = types[name], type.isDeclared, visited.insert(name).inserted else { return (true, true) }
            let inherited: (targetAction: Bool, plain: Bool) = type.superclass.map(look) ?? (true, true)
            let usable = type.initializers.filter { !$0.isFailable }
            let ownTargetAction = usable.contains { $0.labels == ["target", "action"] }
            let ownPlain = usable.contains { $0.labels.isEmpty }
            guard type.initializers.contains(where: { !$0.isConvenience }) else {
                return (inherited.targetAction || ownTargetAction, inherited.plain || ownPlain)
            }
            let overridesDesignated = type.initializers.contains { !$0.isConvenience && $0.labels == ["target", "action"] }
            return (ownTargetAction, ownPlain || (overridesDesignated && inherited.plain))
        }
        return look(name)
    }

    /// Every method with this Objective-C selector, with the type that declares it.
    func methods(withSelector selector: String) -> [(type: String, method: MethodFacts)] {
        types.values.sorted { $0.name < $1.name }.flatMap { type in
            type.methods.filter { !$0.isStatic && $0.selector == selector }.map { (type.name, $0) }
        }
    }

    /// The methods a reference without labels (`#selector(didTap)`) can mean, looked up on `typeName` and its
    /// superclasses in the app's sources, nearest first.
    func methods(named name: String, on typeName: String?) -> [MethodFacts] {
        guard let typeName else { return [] }
        for candidate in [typeName] + ancestors(of: typeName) {
            let found = types[candidate]?.methods.filter { $0.name == name } ?? []
            if !found.isEmpty { return found }
        }
        return []
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
