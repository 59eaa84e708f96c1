import SwiftSyntax

/// Calls that need the Objective-C runtime or Foundation's selector APIs, which Swift on Linux lacks: the port leaves
/// them in place and lists them with the reason and the fix (docs/uikit-rules.md 18.4).
enum UnportableCall {
    /// Why `call` cannot be ported, or nil when it can.
    static func reason(_ call: FunctionCallExprSyntax) -> String? {
        let arguments = Array(call.arguments)
        let labels = arguments.compactMap { $0.label?.text }
        switch call.calleeName {
        case "NSClassFromString" where arguments.first?.expression.plainStringLiteral == nil:
            return "NSClassFromString with a computed name: Swift on Linux cannot look classes up by name; map the names to types in code"
        case "perform" where isPerformSelector(call):
            if arguments.first.map({ isLiteralSelector($0.expression) }) == true {
                return "perform(_:) is NSObject's dynamic dispatch, which Swift on Linux lacks: call the method directly"
            }
            return "perform(_:) with a computed selector: Swift on Linux cannot call a method by name; call it directly or keep a table of closures"
        case let name? where blockForms[name] != nil && labels.contains("selector"):
            return "\(name) with a selector: Foundation on Linux and HeadlessUIKit have only the block form (\(blockForms[name] ?? ""))"
        case let name? where ["method_exchangeImplementations", "method_setImplementation", "class_replaceMethod"].contains(name):
            return "method swizzling (\(name)) needs the Objective-C runtime: subclass or wrap the method instead"
        default:
            return nil
        }
    }

    /// What to write instead of a selector-based Foundation call. `NotificationCenter.addObserver(_:selector:name:
    /// object:)`, `Timer`'s selector forms and `CADisplayLink(target:selector:)` are not among them: HeadlessUIKit has
    /// them for responders (18.14, 18.15).
    private static let blockForms = [
        "cancelPreviousPerformRequests": "keep the work item and cancel it",
    ]

    /// Whether a `perform` call is NSObject's `perform(_:)` family rather than some other `perform`: its first
    /// argument is a selector (a literal, `NSSelectorFromString(…)`, or a value named for one), or it has the
    /// family's `afterDelay:` or `waitUntilDone:`.
    private static func isPerformSelector(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure == nil, let first = call.arguments.first, first.label == nil else { return false }
        if isLiteralSelector(first.expression) { return true }
        if first.expression.as(FunctionCallExprSyntax.self)?.calleeName == "NSSelectorFromString" { return true }
        if call.arguments.contains(where: { ["afterDelay", "waitUntilDone"].contains($0.label?.text) }) { return true }
        let name = first.expression.trimmedDescription.lowercased()
        return name.contains("selector") || name.hasSuffix("sel")
    }

    private static func isLiteralSelector(_ expression: ExprSyntax) -> Bool {
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Selector" {
            return call.arguments.first?.expression.plainStringLiteral != nil
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// The called function's base name: `perform` in `perform(x)` and in `object.perform(x)`.
    var calleeName: String? {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

extension FunctionCallExprSyntax {
    /// Whether the call is `RunLoop.main.add(timer, forMode: mode)` or `RunLoop.current.add(…)`: a timer added to
    /// the run loop the host never runs (docs/uikit-rules.md 18.17).
    var isRunLoopTimerAdd: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "add",
              let base = member.base?.trimmedDescription, ["RunLoop.main", "RunLoop.current"].contains(base) else { return false }
        let labels = arguments.map { $0.label?.text }
        return labels == [nil, "forMode"]
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, the block written as an argument or trailing
    /// (docs/uikit-rules.md 18.18).
    var isBlockTimerSchedule: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "scheduledTimer",
              ["Timer", "Foundation.Timer"].contains(member.base?.trimmedDescription ?? "") else { return false }
        let labels = arguments.map { $0.label?.text }
        return labels == ["withTimeInterval", "repeats", "block"] || (labels == ["withTimeInterval", "repeats"] && trailingClosure != nil)
    }
}

extension ExprSyntax {
    /// The text of a plain string literal (no interpolation), or nil.
    var plainStringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              case .stringSegment(let segment)? = literal.segments.first else { return nil }
        return segment.content.text
    }
}
