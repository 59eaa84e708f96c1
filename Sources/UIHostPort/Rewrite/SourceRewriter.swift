import SwiftSyntax

/// Finds one file's rewrites (docs/uikit-rules.md 18.1): imports, Objective-C attributes, `dynamic`, `#selector`,
/// and what cannot be ported. Every edit stays on its line.
final class SourceRewriter: SyntaxVisitor {
    private let file: String
    private let lines: LineTable
    private let facts: AppFacts
    private var plan = FilePlan()
    /// The enclosing class or extended type of each nested declaration, innermost last.
    private var typeNames: [String?] = []

    static func plan(file: String, tree: SourceFileSyntax, facts: AppFacts) -> FilePlan {
        let rewriter = SourceRewriter(file: file, tree: tree, facts: facts)
        let merge = ExtensionMerge.plan(tree: tree)
        rewriter.plan.edits += merge.edits
        rewriter.mergedExtensions = merge.merged
        rewriter.needsNetworking = tree.tokens(viewMode: .sourceAccurate).contains { Self.networkingNames.contains($0.text) }
            && !tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "FoundationNetworking" }
        rewriter.walk(tree)
        return rewriter.plan
    }

    /// The extensions merged into their class (18.32), by position.
    private var mergedExtensions: Set<Int> = []
    /// The file names Foundation's networking types and has not imported FoundationNetworking (18.33).
    private var needsNetworking = false

    /// The types iOS's Foundation has and Linux's keeps in FoundationNetworking (18.33).
    static let networkingNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionDataDelegate",
        "URLSessionTaskDelegate", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "HTTPCookie",
        "HTTPCookieStorage", "URLProtocol", "URLCredential", "URLAuthenticationChallenge",
    ]

    private init(file: String, tree: SourceFileSyntax, facts: AppFacts) {
        self.file = file
        self.lines = LineTable(file: file, tree: tree)
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: file, line: lines.line(of: node))
    }

    private func leave(_ node: some SyntaxProtocol, _ reason: String) {
        plan.left.append(LeftItem(location: location(of: node), reason: reason))
    }

    // MARK: Scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text)
        typeNames.append(name)
        makeDelegateFinal(node, name: name)
        if let edit = ReuseInitializer.edit(for: node, name: name, facts: facts) { plan.edits.append(edit) }
        return .visitChildren
    }

    /// Protocols whose adopters HeadlessUIKit makes from the class, so they require `init()` (docs/uikit-rules.md 0).
    static let protocolsRequiringInit: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    /// An app or scene delegate class must be `final` (or have a `required init()`): one that nothing in the sources
    /// subclasses becomes `final`.
    private func makeDelegateFinal(_ node: ClassDeclSyntax, name: String) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard let adopted = inherited.first(where: Self.protocolsRequiringInit.contains),
              !node.modifiers.contains(where: { $0.name.text == "final" }) else { return }
        if facts.types.values.contains(where: { $0.superclass == name }) {
            leave(node.classKeyword, "\(name) adopts \(adopted), which HeadlessUIKit makes with init(): it has subclasses, so mark its init() required")
            return
        }
        let start = node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        plan.edits.append(TextEdit(range: start..<start, replacement: "final "))
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        if ExtensionMerge.overridesSomething(node), !mergedExtensions.contains(node.positionAfterSkippingLeadingTrivia.utf8Offset) {
            leave(node.extensionKeyword, "an override in an extension of \(node.extendedType.trimmedDescription): Swift without the Objective-C runtime overrides only in the class's own declaration, and uihost port merges only extensions that follow the class in its file, without modifiers, attributes or a where clause: move the override into the class")
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(qualified(node.name.text))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(qualified(node.name.text))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

    private func qualified(_ name: String) -> String {
        (typeNames.last ?? nil).map { "\($0).\(name)" } ?? name
    }

    // MARK: Imports

    /// The module that answers for each Apple module the port rewrites.
    static let replacementModules = [
        "UIKit": "HeadlessUIKit", "CoreGraphics": "HeadlessUIKit", "QuartzCore": "HeadlessUIKit", "os": "HeadlessOSLog",
    ]
    /// Apple modules with no Linux counterpart here: their imports are left.
    static let modulesWithoutCounterpart: Set<String> = [
        "SwiftUI", "Combine", "AVFoundation", "AVKit", "CoreData", "MapKit", "WebKit", "SafariServices",
        "Photos", "PhotosUI", "StoreKit", "CoreLocation", "UserNotifications", "MessageUI", "AppKit",
    ]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let module = first.name.text
        if Self.modulesWithoutCounterpart.contains(module) {
            leave(node, "module \(module) has no Linux counterpart in HeadlessUIKit")
            return .skipChildren
        }
        if needsNetworking, module == "UIKit" || module == "Foundation" {
            // 18.33: on Linux Foundation's networking types are in FoundationNetworking, imported on the same line.
            needsNetworking = false
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            plan.edits.append(TextEdit(range: end..<end, replacement: "; import FoundationNetworking"))
        }
        guard let replacement = Self.replacementModules[module] else { return .skipChildren }
        if node.importKindSpecifier == nil {
            // `import UIKit.UIGestureRecognizerSubclass` and `import os.log`: the replacements have no submodules.
            plan.edits.append(TextEdit(range: node.path.trimmedRange, replacement: replacement))
        } else {
            plan.edits.append(TextEdit(range: first.name.trimmedRange, replacement: replacement))
        }
        // `@testable` needs a module built for testing; the replacement's public API is what the app used.
        for case .attribute(let attribute) in node.attributes where attribute.attributeName.trimmedDescription == "testable" {
            plan.edits.append(TextEdit(range: attribute.removalRange, replacement: ""))
        }
        return .skipChildren
    }

    // MARK: Attributes and modifiers

    /// Attributes that mean nothing without the Objective-C runtime (`@objc` and `@objcMembers` do not even compile)
    /// and that carry nothing the port needs again.
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "GKInspectable"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        switch name {
        case "UIApplicationMain", "NSApplicationMain":
            plan.edits.append(TextEdit(range: node.trimmedRange, replacement: "@main"))
        case "objc" where node.arguments != nil:
            // `@objc(name)` chose the selector or class name a storyboard uses: kept as a marker comment.
            plan.edits.append(TextEdit(range: node.trimmedRange,
                                       replacement: PortMarks.comment(for: node.trimmedDescription.dropFirst().description)))
        case _ where Self.removedAttributes.contains(name):
            plan.edits.append(TextEdit(range: node.removalRange, replacement: ""))
        case _ where PortMarks.keptAsComments.contains(name):
            plan.edits.append(TextEdit(range: node.trimmedRange, replacement: PortMarks.comment(for: name)))
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) {
            plan.edits.append(TextEdit(range: node.removalRange, replacement: ""))
        } else if node.name.text == "optional" {
            leave(node, "an optional protocol requirement needs an @objc protocol: make it required with a default in a protocol extension")
        }
        return .skipChildren
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "keyPath" { return rewriteKeyPath(node) }
        if node.macroName.text == "Preview" { return commentOutPreview(node) }
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let reference = SelectorReference(node) else {
            leave(node, "#selector form not understood: write Selector(\"name:\") with the Objective-C spelling")
            return .skipChildren
        }
        let selector = reference.spelling(in: facts, enclosingType: typeNames.last ?? nil)
        plan.edits.append(TextEdit(range: node.trimmedRange, replacement: "Selector(\"\(selector)\")"))
        if reference.accessor == nil {
            plan.selectorUses.append(SelectorUse(selector: selector, location: location(of: node)))
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? commentOutPreview(node) : .visitChildren
    }

    /// docs/uikit-rules.md 18.30: an Xcode preview (`#Preview { … }`) is for Xcode's canvas, and its macro comes with
    /// Apple's developer tools, which Linux has not: each of its lines is commented out, in place.
    private func commentOutPreview(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription.replacingOccurrences(of: "\n", with: "\n// ")
        plan.edits.append(TextEdit(range: node.trimmedRange, replacement: "// " + text))
        return .skipChildren
    }

    /// `#keyPath(CALayer.opacity)` is the string `"opacity"` (a leading type name is not part of the path), which is
    /// what `CABasicAnimation(keyPath:)` takes; key-value coding and observing with it are left elsewhere.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else {
            leave(node, "#keyPath form not understood: write the key path as a string")
            return .skipChildren
        }
        var components = expression.trimmedDescription.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        if components.count > 1, components[0] == "self" { components.removeFirst() }
        plan.edits.append(TextEdit(range: node.trimmedRange, replacement: "\"\(components.joined(separator: "."))\""))
        return .skipChildren
    }

    // MARK: Attribute dictionaries

    /// docs/uikit-rules.md 18.22: `let attributes = [NSAttributedString.Key.font: font, NSAttributedString.Key
    /// .foregroundColor: color]` is a dictionary of `NSObject`s on iOS, where fonts, colours and paragraph styles
    /// are all NSObjects; here they share no class, so the literal is annotated with the type UIKit's methods take.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard node.typeAnnotation == nil, node.pattern.is(IdentifierPatternSyntax.self),
              let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self),
              case .elements(let elements) = dictionary.content else { return .visitChildren }
        let keys = elements.map { $0.key.as(MemberAccessExprSyntax.self) }
        guard keys.count > 1, keys.allSatisfy({ key in
            guard let base = key?.base?.trimmedDescription else { return false }
            return base == "NSAttributedString.Key" || base == "NSAttributedStringKey"
        }), Set(keys.compactMap { $0?.declName.baseName.text }).count > 1 else { return .visitChildren }
        let end = node.pattern.endPositionBeforeTrailingTrivia.utf8Offset
        plan.edits.append(TextEdit(range: end..<end, replacement: ": [NSAttributedString.Key: Any]"))
        return .visitChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calleeName
        let arguments = Array(node.arguments)
        switch callee {
        case "Selector", "NSSelectorFromString":
            if let text = arguments.first.flatMap({ $0.expression.plainStringLiteral }), arguments.count == 1 {
                plan.selectorUses.append(SelectorUse(selector: text, location: location(of: node)))
            }
        case "UIApplicationMain":
            // A `main.swift` that starts UIKit by hand: the delegate's `main()` is HeadlessUIKit's equivalent.
            if let delegate = node.applicationMainDelegate {
                plan.edits.append(TextEdit(range: node.trimmedRange, replacement: "\(delegate).main()"))
            } else {
                leave(node, "UIApplicationMain without NSStringFromClass(AppDelegate.self): call the app delegate class's main()")
            }
            return .skipChildren
        case "add" where node.isRunLoopTimerAdd:
            // docs/uikit-rules.md 18.17: a timer added to the main or current run loop runs on the host clock.
            if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName {
                plan.edits.append(TextEdit(range: name.trimmedRange, replacement: "addToHostClock"))
            }
        case "scheduledTimer" where node.isBlockTimerSchedule:
            // docs/uikit-rules.md 18.18: a block timer is scheduled on the host clock, its block on the main actor.
            if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName {
                plan.edits.append(TextEdit(range: name.trimmedRange, replacement: "scheduledOnHostClock"))
            }
        case "canImport":
            // `#if canImport(UIKit)` guards code that now imports HeadlessUIKit.
            if let module = arguments.first?.expression, let replacement = Self.replacementModules[module.trimmedDescription] {
                plan.edits.append(TextEdit(range: module.trimmedRange, replacement: replacement))
            }
        default:
            if let reason = UnportableCall.reason(node) { leave(node, reason) }
        }
        return .visitChildren
    }
}
