import SwiftSyntax

/// The Objective-C-era attributes on one declaration, whether written as attributes (`@IBAction`) or as the
/// comments a port leaves in their place (`/* @IBAction */`). Reading both is what makes a port of ported code
/// find the same outlets, actions and inspectables again (docs/uikit-rules.md 18.5).
struct PortMarks {
    /// Attribute names without `@`: `IBAction`, `IBOutlet`, `IBInspectable`, `IBDesignable`, `objc`, `main`...
    private(set) var names: Set<String> = []
    /// The name in `@objc(name)`.
    private(set) var objcName: String?

    /// The attributes that become a marker comment: the port removes them, but their meaning is needed again.
    static let keptAsComments: Set<String> = ["IBAction", "IBOutlet", "IBInspectable", "IBDesignable"]

    init(attributes: AttributeListSyntax, leadingText: String) {
        for case .attribute(let attribute) in attributes {
            let name = attribute.attributeName.trimmedDescription
            names.insert(name)
            if name == "objc", let argument = attribute.arguments?.trimmedDescription, !argument.isEmpty {
                objcName = argument
            }
        }
        for marker in Self.markers(in: leadingText) {
            if marker.hasPrefix("objc("), marker.hasSuffix(")") {
                names.insert("objc")
                objcName = String(marker.dropFirst("objc(".count).dropLast())
            } else {
                names.insert(marker)
            }
        }
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The marker comment that stands for an attribute in ported code: `/* @IBAction */`.
    static func comment(for attribute: String) -> String { "/* @\(attribute) */" }

    /// The attribute texts in marker comments (`IBAction`, `objc(tap:)`).
    private static func markers(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "/* @") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: " */") else { break }
            let body = rest[..<close.lowerBound]
            if !body.contains(" ") && !body.contains("\n") { found.append(String(body)) }
            rest = rest[close.upperBound...]
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The text from the start of this node's leading trivia (and the trailing trivia of the token before it) up
    /// to `token`: where a declaration's attributes, modifiers and marker comments are.
    func text(upTo token: TokenSyntax) -> String {
        var text = previousToken(viewMode: .sourceAccurate)?.trailingTrivia.description ?? ""
        for piece in tokens(viewMode: .sourceAccurate) {
            if piece == token {
                text += piece.leadingTrivia.description
                break
            }
            text += piece.description
        }
        return text
    }
}
