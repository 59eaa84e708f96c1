import SwiftSyntax

/// What a `#selector(…)` names, read from its syntax: a method (with or without argument labels) on the enclosing
/// type or a named one, or a property's getter or setter.
struct SelectorReference: Equatable {
    enum Accessor: Equatable { case getter, setter }

    /// The type written before the member (`Editor` in `#selector(Editor.save)`), nil for `self` or none.
    var typeName: String?
    var name: String
    /// The labels when written (`save(_:with:)`), nil for a bare name.
    var labels: [String?]?
    var accessor: Accessor?

    init?(_ macro: MacroExpansionExprSyntax) {
        guard macro.macroName.text == "selector", let argument = macro.arguments.first else { return nil }
        switch argument.label?.text {
        case "getter": accessor = .getter
        case "setter": accessor = .setter
        case nil: accessor = nil
        default: return nil
        }
        var expression = argument.expression
        while true {
            if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                      let only = tuple.elements.first {
                expression = only.expression
            } else {
                break
            }
        }
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription
            typeName = (base == "self" || base == "Self") ? nil : base
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = nil
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { arguments in
            arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        }
    }

    /// The Objective-C spelling, resolved against the app's methods where the reference alone does not say it (a
    /// bare name, `@objc(name)`, a throwing method). A bare name no ported method (or more than one spelling)
    /// answers is spelled as a method without arguments; the registrations list it as left if nothing declares it.
    func spelling(in facts: AppFacts, enclosingType: String?) -> String {
        switch accessor {
        case .getter: return ObjCSelectorName.getter(name)
        case .setter: return ObjCSelectorName.setter(name)
        case nil: break
        }
        var candidates = facts.methods(named: name, on: typeName ?? enclosingType).filter { !$0.isStatic }
        if candidates.isEmpty {
            candidates = facts.types.values.flatMap { $0.methods.filter { $0.name == name && !$0.isStatic } }
        }
        if let labels {
            return candidates.first { $0.labels == labels }?.selector ?? ObjCSelectorName.method(name, labels: labels)
        }
        let spellings = Set(candidates.map(\.selector))
        return spellings.count == 1 ? spellings.first ?? name : name
    }
}
