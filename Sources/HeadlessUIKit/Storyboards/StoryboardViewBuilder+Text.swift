import Foundation

/// Attributed text from a storyboard (docs/uikit-rules.md 8.49).
extension StoryboardViewBuilder {
    /// The fragments, each in its own font and colour and with its paragraph alignment (11.194), as
    /// `attributedText` takes them: the first fragment's set the view's own.
    func attributedString(_ text: StoryboardAttributedText, of element: StoryboardViewElement) -> NSAttributedString {
        let fragments = text.fragments.isEmpty
            ? [StoryboardAttributedText.Fragment(string: text.string, font: text.font, color: text.color,
                                                 alignment: text.alignment)]
            : text.fragments
        let result = NSMutableAttributedString()
        // One paragraph style object per alignment: Foundation on Linux traps when it compares two runs' different
        // paragraph style objects as it joins them.
        var styles: [NSTextAlignment: NSParagraphStyle] = [:]
        for fragment in fragments {
            let attributes = attributes(of: fragment, in: element, styles: &styles)
            result.append(NSAttributedString(string: fragment.string, attributes: attributes))
        }
        return result
    }

    private func attributes(of fragment: StoryboardAttributedText.Fragment, in element: StoryboardViewElement,
                            styles: inout [NSTextAlignment: NSParagraphStyle]) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = attributedFont(fragment.font) { attributes[.font] = font }
        if let color = fragment.color.flatMap({ resolve($0, of: element) }) { attributes[.foregroundColor] = color }
        if let name = fragment.alignment {
            if let alignment = Self.textAlignments[name] {
                if styles[alignment] == nil {
                    let style = NSMutableParagraphStyle()
                    style.alignment = alignment
                    styles[alignment] = style
                }
                attributes[.paragraphStyle] = styles[alignment]
            } else {
                storyboard.note("paragraph alignment '\(name)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                                + "one of " + Self.textAlignments.keys.sorted().joined(separator: ", ") + ": ignored")
            }
        }
        return attributes
    }

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
