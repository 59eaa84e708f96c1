import Foundation

/// A label's or text view's `<attributedString key="attributedText">` (docs/uikit-rules.md 8.49, 11.194): its
/// fragments, each with its own font, colour and paragraph alignment; `string`, `font`, `color` and `alignment` are
/// the whole text and the first fragment's, which set the view's own font, colour and alignment (6.14).
public struct StoryboardAttributedText: Sendable, Equatable {
    /// One `<fragment>`: its text and the attributes Xcode wrote for it.
    public struct Fragment: Sendable, Equatable {
        public var string: String
        /// `<font key="NSFont">`'s attributes: `metaFont="system"` (or `systemBold`...) and `size`, or a font `name`.
        public var font: [String: String]?
        public var color: StoryboardColor?
        /// `<paragraphStyle key="NSParagraphStyle" alignment="center">`'s alignment, as Xcode spells it.
        public var alignment: String?
        /// Every attribute of `<paragraphStyle key="NSParagraphStyle" .../>` as Xcode wrote it: alignment,
        /// lineBreakMode, lineSpacing, paragraphSpacing, lineHeightMultiple... (docs/uikit-rules.md 11.238).
        public var paragraphStyle: [String: String]?
        /// `<real key="NSKern" value="2"/>` (or `<integer>`): points after every character (11.238).
        public var kern: String?
    }

    public var string: String
    public var font: [String: String]?
    public var color: StoryboardColor?
    public var alignment: String?
    public var fragments: [Fragment] = []
}

extension StoryboardReader {
    /// The button edge insets Xcode writes as `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=/>`
    /// (docs/uikit-rules.md 8.48).
    static let buttonInsetKeys: Set<String> = ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"]

    /// `<inset minX= minY= maxX= maxY=>`: left, top, right and bottom (0 where absent).
    static func edgeInsets(_ node: XMLElementNode) -> UIEdgeInsets {
        func number(_ name: String) -> CGFloat { node[name].flatMap(Double.init).map { CGFloat($0) } ?? 0 }
        return UIEdgeInsets(top: number("minY"), left: number("minX"), bottom: number("maxY"), right: number("maxX"))
    }

    /// `<attributedString key="attributedText">` with its `<fragment content="...">` elements (the content is a
    /// `<string key="content">` child when Xcode cannot write it as an attribute) and each fragment's `<attributes>`.
    mutating func readAttributedText(_ node: XMLElementNode) -> StoryboardAttributedText {
        var text = StoryboardAttributedText(string: "")
        for fragment in node.children(named: "fragment") {
            var read = StoryboardAttributedText.Fragment(string: fragment["content"]
                ?? fragment.children.first { $0.name == "string" && $0["key"] == "content" }?.text ?? "")
            for attribute in fragment.children(named: "attributes").first?.children ?? [] {
                switch (attribute.name, attribute["key"]) {
                case ("font", "NSFont"): read.font = attribute.attributes
                // A catalog colour (`name="textColor" catalog="System"`) is the label's default text colour.
                case ("color", "NSColor") where attribute["catalog"] == nil: read.color = readColor(attribute)
                case ("color", "NSColor"): break
                case ("paragraphStyle", "NSParagraphStyle"):
                    read.alignment = attribute["alignment"]
                    read.paragraphStyle = attribute.attributes.filter { $0.key != "key" }
                case ("real", "NSKern"), ("integer", "NSKern"): read.kern = attribute["value"]
                default:
                    notes.skipped(attribute, "(\(attribute["key"] ?? "no key")) of an attributed string is not "
                                  + "modelled; skipped", kind: "attributedString:\(attribute["key"] ?? "")")
                }
            }
            if text.fragments.isEmpty {
                text.font = read.font
                text.color = read.color
                text.alignment = read.alignment
            }
            text.string += read.string
            text.fragments.append(read)
        }
        return text
    }
}
