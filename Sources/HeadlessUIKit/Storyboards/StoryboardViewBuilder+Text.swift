import Foundation

/// Attributed text from a storyboard (docs/uikit-rules.md 8.49).
extension StoryboardViewBuilder {
    /// The string with the first fragment's font, colour and alignment, as `attributedText` takes it.
    func attributedString(_ text: StoryboardAttributedText, of element: StoryboardViewElement) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = attributedFont(text.font) { attributes[.font] = font }
        if let color = text.color.flatMap({ resolve($0, of: element) }) { attributes[.foregroundColor] = color }
        if let name = text.alignment {
            if let alignment = Self.textAlignments[name] {
                let style = NSMutableParagraphStyle()
                style.alignment = alignment
                attributes[.paragraphStyle] = style
            } else {
                storyboard.note("paragraph alignment '\(name)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                                + "one of " + Self.textAlignments.keys.sorted().joined(separator: ", ") + ": ignored")
            }
        }
        return NSAttributedString(string: text.string, attributes: attributes)
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
