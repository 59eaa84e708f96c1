import Foundation

/// A compact date picker as drawn in screenshots (docs/uikit-rules.md 19.34).
extension UIDatePicker {
    /// 19.34: each compact capsule's text and frame in the bounds: the sizes of 11.223, side by side 6 pt apart,
    /// against the trailing edge (the leading edge right to left) and centred vertically (UIHost's choice; public
    /// write-ups describe stretched compact pickers keeping their capsules at the trailing edge). Empty for wheels and
    /// an inline calendar, which are not drawn.
    var compactCapsules: [(text: String, frame: CGRect)] {
        let texts: [String]
        switch (datePickerStyle, datePickerMode) {
        case (.compact, .date): texts = [shownText(time: false)]
        case (.compact, .time), (.inline, .time): texts = [shownText(time: true)]
        case (.compact, .dateAndTime): texts = [shownText(time: false), shownText(time: true)]
        default: return []
        }
        let sizes = texts.map(capsuleSize)
        let total = sizes.reduce(0) { $0 + $1.width } + CGFloat(sizes.count - 1) * Self.compactGap
        let b = bounds
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        var x = leftToRight ? b.maxX - total : b.minX
        var result: [(text: String, frame: CGRect)] = []
        for (text, size) in zip(texts, sizes) {
            result.append((text, CGRect(x: x, y: b.midY - size.height / 2, width: size.width, height: size.height)))
            x += size.width + Self.compactGap
        }
        return result
    }

    /// Draws the compact capsules (called from `drawStandardContent`).
    func drawCompact(in ctx: CGContext) {
        // 19.34: a rounded capsule in the tertiary system fill per part, its text centred in the 17-pt system font
        // in the label colour (grey while disabled).
        let font = UIFont.systemFont(ofSize: 17)
        let fill = StandardLook.cg(.tertiarySystemFill, self)
        let color = StandardLook.cg(isEnabled ? .label : .secondaryLabel, self)
        for capsule in compactCapsules {
            StandardLook.fill(ctx, CGPath(roundedRect: capsule.frame, cornerWidth: 6, cornerHeight: 6, transform: nil), fill)
            StandardLook.text(ctx, capsule.text, capsule.frame, font: font, color: color)
        }
    }
}
