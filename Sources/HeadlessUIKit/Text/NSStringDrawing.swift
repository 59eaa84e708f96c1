import Foundation

/// UIKit's string drawing (`NSString` and `NSAttributedString` drawing additions, docs/uikit-rules.md 19.27): text
/// recorded into the current `UIGraphics` context as a text box the renderer sets (19.4), measured as
/// `size(withAttributes:)` and `boundingRect(with:options:attributes:context:)` measure it (6.14, 19.20-19.24).
/// Without a current context nothing happens, as in UIKit.
@MainActor
enum StringDrawing {
    /// How `attributes` set text: the font (12 pt system by default), the foreground colour (black by default) and
    /// the paragraph style's alignment and line break mode.
    static func box(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?,
                    numberOfLines: Int) -> CGTextBox {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        var color = CGColor.black
        if let foreground = attributes?[.foregroundColor] as? UIColor {
            color = foreground.cgColor
        }
        return CGTextBox(text: text, rect: rect, fontName: font.fontName, fontSize: font.pointSize, color: color,
                         alignment: style.alignment, lineBreakMode: style.lineBreakMode, numberOfLines: numberOfLines)
    }

    /// Records `box` into `context`, casting the attributes' `NSShadow` when there is one (19.30). Text with kerning,
    /// a paragraph style that sets lines, or (`runs`, an attributed string's) several styles is set run by run, as a
    /// label sets it (11.239), in the box's alignment, line break mode and number of lines.
    static func record(_ box: CGTextBox, in context: CGContext, attributes: [NSAttributedString.Key: Any]?,
                       runs: StyledText? = nil) {
        var box = box
        let font = UIFont.systemFont(ofSize: 12)
        if let styled = runs ?? attributes.flatMap({ StyledText(box.text, attributes: $0, font: font) }) {
            let color = box.color
            box.fragments = styled.fragments(in: box.rect, alignment: box.alignment, numberOfLines: box.numberOfLines,
                                             lineBreakMode: box.lineBreakMode) { $0?.cgColor ?? color }
            box.fontSize = styled.runs.map(\.font.pointSize).max() ?? box.fontSize
        }
        guard let shadow = attributes?[.shadow] as? NSShadow else {
            context.recordText(box)
            return
        }
        context.saveGState()
        context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadow.drawnColor)
        context.recordText(box)
        context.restoreGState()
    }

    /// `draw(at:)`: the text unwrapped (broken only at its newlines) with the top left of its first line at `point`.
    static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?,
                     runs: StyledText? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        // Unbounded lines from the top left: broken only at the text's own newlines.
        let size = runs?.measured(width: .greatestFiniteMagnitude, options: .usesLineFragmentOrigin)
            ?? measure(text, attributes: attributes, width: .greatestFiniteMagnitude, options: .usesLineFragmentOrigin)
        record(box(text, in: CGRect(origin: point, size: size), attributes: attributes, numberOfLines: 0), in: context,
               attributes: attributes, runs: runs)
    }

    /// `draw(in:)`: wrapped to the rect's width, as many whole lines as its height holds, clipped to it.
    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?,
                     runs: StyledText? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        record(box(text, in: rect, attributes: attributes, numberOfLines: 0), in: context, attributes: attributes,
               runs: runs)
        context.restoreGState()
    }

    /// `draw(with:options:attributes:context:)`: with `.usesLineFragmentOrigin`, as `draw(in:)` without the clip
    /// (the rect's origin is the top left of the first line); without it, one line whose baseline starts at the
    /// rect's origin, truncated at the rect's width when `.truncatesLastVisibleLine` is given.
    static func draw(_ text: String, with rect: CGRect, options: NSStringDrawingOptions,
                     attributes: [NSAttributedString.Key: Any]?, runs: StyledText? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        if options.contains(.usesLineFragmentOrigin) {
            var box = box(text, in: rect, attributes: attributes, numberOfLines: 0)
            if options.contains(.truncatesLastVisibleLine), box.lineBreakMode == .byWordWrapping {
                box.lineBreakMode = .byTruncatingTail
            }
            record(box, in: context, attributes: attributes, runs: runs)
            return
        }
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let line = CGRect(x: rect.minX, y: rect.minY - font.ascender, width: rect.width, height: font.lineHeight)
        var box = box(text, in: line, attributes: attributes, numberOfLines: 1)
        box.lineBreakMode = options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byClipping
        record(box, in: context, attributes: attributes, runs: runs)
    }
}

extension String {
    /// Draws the string on one line per paragraph with the top left of its first line at `point`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, at: point, attributes: attrs)
    }

    /// Draws the string wrapped inside `rect`, clipped to it.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, attributes: attrs)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: Any? = nil) {
        StringDrawing.draw(self, with: rect, options: options, attributes: attributes)
    }
}

extension NSString {
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, at: point, attributes: attrs)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, attributes: attrs)
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: Any? = nil) {
        StringDrawing.draw(self as String, with: rect, options: options, attributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the text in its first character's attributes, or run by run when it has several styles, kerning or
    /// paragraph spacing (11.239).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(at point: CGPoint) {
        StringDrawing.draw(string, at: point, attributes: leadingAttributes,
                           runs: StyledText(self, font: .systemFont(ofSize: 12)))
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(in rect: CGRect) {
        StringDrawing.draw(string, in: rect, attributes: leadingAttributes,
                           runs: StyledText(self, font: .systemFont(ofSize: 12)))
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: Any? = nil) {
        StringDrawing.draw(string, with: rect, options: options, attributes: leadingAttributes,
                           runs: StyledText(self, font: .systemFont(ofSize: 12)))
    }
}
