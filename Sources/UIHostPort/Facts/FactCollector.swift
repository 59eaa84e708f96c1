import SwiftSyntax

/// Reads one file's classes and extensions into `AppFacts`: superclasses, methods, outlets, inspectables and the
/// app's entry point. Function bodies are skipped: what storyboards and selectors name is declared at type level.
final class FactCollector: SyntaxVisitor {
    private let file: String
    private let lines: LineTable
    private var facts: AppFacts

    /// The types being read, outermost first; nil for a struct, enum or protocol, whose members are not collected.
    private var scopes: [Scope] = []
    /// The conditions of the `#if` clauses being read, outermost first.
    private var conditions: [String] = []
    private var condition: String? {
        conditions.count > 1 ? conditions.map { "(\($0))" }.joined(separator: " && ") : conditions.first
    }

    private struct Scope {
        var typeName: String?
        var qualifiedName: String
        var narrowingModifiers: [Range<Int>]
        var isExtension = false
    }

    init(file: String, tree: SourceFileSyntax, facts: AppFacts) {
        self.file = file
        self.lines = LineTable(file: file, tree: tree)
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(file: String, tree: SourceFileSyntax, into facts: AppFacts) -> AppFacts {
        let collector = FactCollector(file: file, tree: tree, facts: facts)
        collector.walk(tree)
        return collector.facts
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text)
        let marks = PortMarks(attributes: node.attributes, leadingText: node.text(upTo: node.classKeyword))
        var type = facts[type: name]
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.isDeclared = true
        type.declarationCount += 1
        type.superclass = inherited.first
        type.inheritedTypes = inherited
        type.isGeneric = node.genericParameterClause != nil
        type.isVisibleToOtherFiles = !node.modifiers.hidesFromOtherFiles && (scopes.last.map(isVisible) ?? true)
        type.isNested = !scopes.isEmpty
        type.ownNarrowingModifiers = node.modifiers.narrowingRanges
        type.isAppEntry = type.isAppEntry || marks.contains("UIApplicationMain") || marks.contains("NSApplicationMain")
            || marks.contains("main")
        type.objcName = marks.objcName
        type.location = SourceLocation(file: file, line: lines.line(of: node.classKeyword))
        type.condition = condition
        facts[type: name] = type
        scopes.append(Scope(typeName: name, qualifiedName: name, narrowingModifiers: []))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        scopes.append(Scope(typeName: name, qualifiedName: name, narrowingModifiers: node.modifiers.narrowingRanges,
                            isExtension: true))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    private func enterOther(_ name: String) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(typeName: nil, qualifiedName: qualified(name), narrowingModifiers: []))
        return .visitChildren
    }

    private func qualified(_ name: String) -> String {
        scopes.last.map { "\($0.qualifiedName).\(name)" } ?? name
    }

    private func isVisible(_ scope: Scope) -> Bool {
        scope.typeName.map { facts[type: $0].isVisibleToOtherFiles } ?? true
    }

    // MARK: Conditional compilation

    /// A clause of `#if`/`#elseif`/`#else`: what follows is compiled when its own condition holds and the earlier
    /// clauses' do not.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(CompileCondition.of(node))
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, let typeName = scope.typeName else { return .skipChildren }
        let marks = PortMarks(attributes: node.attributes, leadingText: node.text(upTo: node.funcKeyword))
        let parameters = node.signature.parameterClause.parameters
        let method = MethodFacts(
            name: node.name.text,
            labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text },
            parameterTypes: parameters.map { $0.type.trimmedDescription },
            objcName: marks.objcName,
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
            isAction: marks.contains("IBAction"),
            location: SourceLocation(file: file, line: lines.line(of: node.funcKeyword)),
            narrowingModifiers: node.modifiers.narrowingRanges + scope.narrowingModifiers,
            condition: condition)
        facts[type: typeName].methods.append(method)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, let typeName = scope.typeName else { return .skipChildren }
        let marks = PortMarks(attributes: node.attributes, leadingText: node.text(upTo: node.bindingSpecifier))
        guard marks.contains("IBOutlet") || marks.contains("IBInspectable") else { return .skipChildren }
        let narrowing = node.modifiers.narrowingRanges + scope.narrowingModifiers
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let location = SourceLocation(file: file, line: lines.line(of: binding))
            let declared = binding.typeAnnotation.map { TypeText(syntax: $0.type) }
            if marks.contains("IBOutlet") {
                facts[type: typeName].outlets.append(OutletFacts(
                    name: name, type: declared?.unwrapped, isOptional: declared?.isOptional ?? false,
                    location: location, narrowingModifiers: narrowing, condition: condition))
            } else {
                let type = declared?.unwrapped ?? binding.initializer.flatMap { TypeText.literalType(of: $0.value) }
                facts[type: typeName].inspectables.append(InspectableFacts(
                    name: name, type: type, location: location, narrowingModifiers: narrowing, condition: condition))
            }
        }
        return .skipChildren
    }

    /// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))` in a `main.swift` names the entry.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let delegate = node.applicationMainDelegate { facts[type: delegate].isAppEntry = true }
        return .skipChildren
    }

    /// A class's initializers, for the gesture recognizers a storyboard makes (18.29); bodies are skipped.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, let typeName = scope.typeName else { return .skipChildren }
        let labels: [String?] = node.signature.parameterClause.parameters.map {
            $0.firstName.text == "_" ? nil : $0.firstName.text
        }
        let isConvenience = scope.isExtension || node.modifiers.contains { $0.name.text == "convenience" }
        facts[type: typeName].initializers.append(InitializerFacts(
            labels: labels, isConvenience: isConvenience, isFailable: node.optionalMark != nil))
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The condition under which a clause of an `#if` block is compiled, as an `#if` expression.
enum CompileCondition {
    /// `A` for `#if A`; `!(A) && B` for `#elseif B` after it; `!(A) && !(B)` for the `#else`.
    static func of(_ clause: IfConfigClauseSyntax) -> String {
        var parts: [String] = []
        if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in clauses {
                if earlier.id == clause.id { break }
                if let condition = earlier.condition { parts.append("!(\(condition.trimmedDescription))") }
            }
        }
        if let own = clause.condition { parts.append(parts.isEmpty ? own.trimmedDescription : "(\(own.trimmedDescription))") }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }
}

/// A declared type, read for what a registration needs: the type without optionality, and whether it had some.
struct TypeText {
    var unwrapped: String
    var isOptional: Bool

    init(syntax: TypeSyntax) {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            unwrapped = optional.wrappedType.trimmedDescription
            isOptional = true
        } else if let implicit = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            unwrapped = implicit.wrappedType.trimmedDescription
            isOptional = true
        } else {
            unwrapped = syntax.trimmedDescription
            isOptional = false
        }
    }

    /// The type Swift infers for a literal initial value (`= 4.0` is Double), or nil for anything else.
    static func literalType(of expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The delegate class a `UIApplicationMain(_:_:_:_:)` call names with `NSStringFromClass(X.self)`, or nil.
    var applicationMainDelegate: String? {
        guard calleeName == "UIApplicationMain", arguments.count == 4,
              let naming = arguments.last?.expression.as(FunctionCallExprSyntax.self),
              naming.calleeName == "NSStringFromClass",
              let type = naming.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              type.declName.baseName.text == "self", let base = type.base else { return nil }
        return base.trimmedDescription
    }
}

extension DeclModifierListSyntax {
    /// `private` and `fileprivate` hide a declaration from the generated registrations' file.
    var hidesFromOtherFiles: Bool {
        contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// The ranges of `private`, `fileprivate`, `private(set)` and `fileprivate(set)`, for removal.
    var narrowingRanges: [Range<Int>] {
        filter { ["private", "fileprivate"].contains($0.name.text) }.map(\.removalRange)
    }
}
