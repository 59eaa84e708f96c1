import SwiftSyntax

/// docs/uikit-rules.md 18.32: on iOS an extension may override a superclass's method (UIKit's are Objective-C
/// methods); Swift without the Objective-C runtime allows an override only in the class's own declaration. So the
/// extensions of a class that follow its declaration in the same file, up to the last that overrides something,
/// are merged into the class, without moving a line: the class's closing brace, each merged extension's header
/// (`extension Name: Protocols {`) and the closing braces between them are removed in place, and the extensions'
/// protocols join the class's inheritance clause on its own line. An extension that overrides something and cannot
/// be merged (modifiers, attributes or a `where` clause, other code between it and the class, a class declared in
/// another file) is left, with the reason.
enum ExtensionMerge {
    struct Result {
        var edits: [TextEdit] = []
        /// The extensions merged, by their position, so the rewriter does not leave them.
        var merged: Set<Int> = []
    }

    static func plan(tree: SourceFileSyntax) -> Result {
        var result = Result()
        let statements = Array(tree.statements)
        var index = 0
        while index < statements.count {
            defer { index += 1 }
            guard let type = statements[index].item.as(ClassDeclSyntax.self) else { continue }
            let name = type.name.text
            var run: [ExtensionDeclSyntax] = []
            var next = index + 1
            while next < statements.count, let candidate = statements[next].item.as(ExtensionDeclSyntax.self),
                  candidate.extendedType.trimmedDescription == name, isMergeable(candidate) {
                run.append(candidate)
                next += 1
            }
            guard let last = run.lastIndex(where: overridesSomething) else { continue }
            let merged = Array(run[...last])
            result.edits.append(TextEdit(range: type.memberBlock.rightBrace.trimmedRange, replacement: ""))
            var protocols: [String] = []
            for (position, ext) in merged.enumerated() {
                let headerStart = ext.extensionKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                let headerEnd = ext.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                result.edits.append(TextEdit(range: headerStart..<headerEnd, replacement: ""))
                if position < merged.count - 1 {
                    result.edits.append(TextEdit(range: ext.memberBlock.rightBrace.trimmedRange, replacement: ""))
                }
                protocols += ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                result.merged.insert(ext.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            if !protocols.isEmpty {
                if let clause = type.inheritanceClause {
                    let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
                    result.edits.append(TextEdit(range: end..<end, replacement: ", " + protocols.joined(separator: ", ")))
                } else {
                    let end = (type.genericParameterClause.map { Syntax($0) } ?? Syntax(type.name))
                        .endPositionBeforeTrailingTrivia.utf8Offset
                    result.edits.append(TextEdit(range: end..<end, replacement: ": " + protocols.joined(separator: ", ")))
                }
            }
        }
        return result
    }

    /// An extension that can become part of the class's body as it is written.
    static func isMergeable(_ node: ExtensionDeclSyntax) -> Bool {
        node.modifiers.isEmpty && node.attributes.isEmpty && node.genericWhereClause == nil
    }

    /// Whether one of the extension's members overrides a superclass member.
    static func overridesSomething(_ node: ExtensionDeclSyntax) -> Bool {
        node.memberBlock.members.contains { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } ?? false
        }
    }
}
