import Foundation

/// Attributed text from a storyboard (docs/uikit-rules.md 8.49).
extension StoryboardViewBuilder {
    /// The fragments, each in its own font, colour and kerning and with its paragraph style (11.194, 11.238), as
    /// `attributedText` takes them: the first fragment's set the view's own.
    func attributedString(_ text: StoryboardAttributedText, of element: StoryboardViewElement) -> NSAttributedString {
        let fragments = text.fragments.isEmpty
            ? [StoryboardAttributedText.Fragment(string: text.string, font: text.font, color: text.color,
                                                 alignment: text.alignment)]
            : text.fragments
        let result = NSMutableAttributedString()
        // One paragraph style object for equal styles: Foundation on Linux traps when it compares two runs' different
        // paragraph style objects as it joins them.
        var styles: [NSParagraphStyle] = []
        for fragment in fragments {
            let attributes = attributes(of: fragment, in: element, styles: &styles)
            result.append(NSAttributedString(string: fragment.string, attributes: attributes))
        }
        return result
    }

    private func attributes(of fragment: StoryboardAttributedText.Fragment, in element: StoryboardViewElement,
                            styles: inout [NSParagraphStyle]) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = attributedFont(fragment.font) { attributes[.font] = font }
        if let color = fragment.color.flatMap({ resolve($0, of: element) }) { attributes[.foregroundColor] = color }
        if let kern = fragment.kern {
            if let points = Double(kern), points.isFinite {
                attributes[.kern] = CGFloat(points)
            } else {
                storyboard.note("NSKern '\(kern)' of <\(element.elementName)> '\(element.id ?? "")' is not a number: "
                                + "no kerning")
            }
        }
        let values = fragment.paragraphStyle ?? fragment.alignment.map { ["alignment": $0] }
        if let values {
            let style = paragraphStyle(values, of: element)
            if let shared = styles.first(where: { $0 == style }) {
                attributes[.paragraphStyle] = shared
            } else {
                styles.append(style)
                attributes[.paragraphStyle] = style
            }
        }
        return attributes
    }

    /// `<paragraphStyle key="NSParagraphStyle" .../>` (11.238): alignment and line break mode as Xcode spells them,
    /// the spacing and line heights in points, `lineHeightMultiple`, `tighteningFactorForTruncation` and
    /// `allowsDefaultTighteningForTruncation`. A value that is not one of these is noted and left at its default;
    /// Xcode's `baseWritingDirection`, tab stops, hyphenation and header level are not modelled.
    private func paragraphStyle(_ values: [String: String], of element: StoryboardViewElement) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        let owner = "<\(element.elementName)> '\(element.id ?? "")'"
        if let name = values["alignment"] {
            if let alignment = Self.textAlignments[name] {
                style.alignment = alignment
            } else {
                storyboard.note("paragraph alignment '\(name)' of \(owner) is not one of "
                                + Self.textAlignments.keys.sorted().joined(separator: ", ") + ": ignored")
            }
        }
        if let name = values["lineBreakMode"] {
            if let mode = Self.paragraphLineBreakModes[name] {
                style.lineBreakMode = mode
            } else {
                storyboard.note("paragraph lineBreakMode '\(name)' of \(owner) is not one of "
                                + Self.paragraphLineBreakModes.keys.sorted().joined(separator: ", ") + ": ignored")
            }
        }
        func number(_ key: String) -> CGFloat? {
            guard let text = values[key] else { return nil }
            guard let value = Double(text), value.isFinite else {
                storyboard.note("paragraph \(key) '\(text)' of \(owner) is not a number: ignored")
                return nil
            }
            return CGFloat(value)
        }
        if let value = number("lineSpacing") { style.lineSpacing = value }
        if let value = number("paragraphSpacing") { style.paragraphSpacing = value }
        if let value = number("paragraphSpacingBefore") { style.paragraphSpacingBefore = value }
        if let value = number("firstLineHeadIndent") { style.firstLineHeadIndent = value }
        if let value = number("headIndent") { style.headIndent = value }
        if let value = number("tailIndent") { style.tailIndent = value }
        if let value = number("minimumLineHeight") { style.minimumLineHeight = value }
        if let value = number("maximumLineHeight") { style.maximumLineHeight = value }
        if let value = number("lineHeightMultiple") { style.lineHeightMultiple = value }
        if let value = number("tighteningFactorForTruncation") { style.tighteningFactorForTruncation = Float(value) }
        if let allows = values["allowsDefaultTighteningForTruncation"] {
            style.allowsDefaultTighteningForTruncation = allows == "YES"
        }
        return style
    }

    /// The line break modes as Xcode writes them in a paragraph style (`NSLineBreakMode`'s names; a label's own
    /// `lineBreakMode` attribute spells them differently).
    static let paragraphLineBreakModes: [String: NSLineBreakMode] = [
        "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
        "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail,
        "truncatingMiddle": .byTruncatingMiddle,
    ]

    /// `<font key="NSFont" metaFont="system" size="17"/>` (a `metaFont` with "Bold" in its name is the bold system
    /// font) or `<font key="NSFont" size="14" name="Helvetica"/>` (a font the app does not have falls back to the
    /// system font of that size). Xcode always writes the size; 17, the label's default, stands in when it does not.
    private func attributedFont(_ description: [String: String]?) -> UIFont? {
        guard let description else { return nil }
        let size = description["size"].flatMap(Double.init).map { CGFloat($0) } ?? 17
        if let meta = description["metaFont"] {
            return meta.contains("Bold") ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        }
        if let name = description["name"] { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        return .systemFont(ofSize: size)
    }
}
