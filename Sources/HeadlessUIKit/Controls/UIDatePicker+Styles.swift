import Foundation

/// A date picker's styles and the sizes they give it (docs/uikit-rules.md 11.162, 11.222-11.225).
extension UIDatePicker {
    /// The style shown (11.222): never `.automatic`. A count-down timer is always wheels (Apple: compact and inline
    /// cannot show it); `.automatic` is `automaticStyle`, compact unless a storyboard saved before Xcode 12 says
    /// otherwise.
    public var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? automaticStyle : preferredDatePickerStyle
    }

    /// The padding around a compact picker's text, a medium capsule button's (UIHost's choice, 11.223).
    static let compactPadding = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The gap between the date's and the time's capsules of a compact date-and-time picker (11.223).
    static let compactGap: CGFloat = 6
    /// The wheels' intrinsic width (11.240).
    static let wheelsWidth: CGFloat = 320
    /// An inline calendar's width when nothing else gives it one, and its rows (11.224).
    static let inlineWidth: CGFloat = 320
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarWeeks = 6
    /// The row under an inline calendar with the time in a date-and-time picker (11.224).
    static let inlineTimeRowHeight: CGFloat = 44

    func appearanceDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The date as the picker shows it in a compact capsule (11.223): the medium date style, or the short time
    /// style, in the picker's locale (en_US when it has none), calendar and time zone.
    func shownText(time: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US")
        if let calendar { formatter.calendar = calendar }
        if let timeZone { formatter.timeZone = timeZone }
        formatter.dateStyle = time ? .none : .medium
        formatter.timeStyle = time ? .short : .none
        // ICU's narrow no-break space before "AM" is set as a space (the bundled fonts have no glyph for it).
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// One compact capsule (11.223): its text in the 17-pt system font, rounded up to the screen's pixels, padded.
    func capsuleSize(_ text: String) -> CGSize {
        let size = UIFont.systemFont(ofSize: 17).boundingSize(of: text, scale: screenScale)
        let padding = Self.compactPadding
        return CGSize(width: size.width + padding.leading + padding.trailing, height: size.height + padding.top + padding.bottom)
    }

    /// The compact picker's capsules side by side: the date's, the time's, or both with the gap between (11.223).
    var compactSize: CGSize {
        switch datePickerMode {
        case .date: return capsuleSize(shownText(time: false))
        case .time, .countDownTimer: return capsuleSize(shownText(time: true))
        case .dateAndTime:
            let date = capsuleSize(shownText(time: false)), time = capsuleSize(shownText(time: true))
            return CGSize(width: date.width + Self.compactGap + time.width, height: max(date.height, time.height))
        }
    }

    /// An inline picker `width` wide (11.224): a calendar (a 44-pt month header over six weeks of square days, a
    /// seventh of the width each), with a 44-pt time row under it for date and time; a time-only inline picker is
    /// its time capsule, as compact.
    func inlineSize(width: CGFloat) -> CGSize {
        if datePickerMode == .time { return compactSize }
        var height = Self.calendarHeaderHeight + CGFloat(Self.calendarWeeks) * width / 7
        if datePickerMode == .dateAndTime { height += Self.inlineTimeRowHeight }
        return CGSize(width: width, height: height.roundedUp(toScale: screenScale))
    }

    /// Whether the picker's height follows the width the engine solves for it: an inline calendar (11.224).
    var heightFollowsWidth: Bool { datePickerStyle == .inline && datePickerMode != .time }

    /// 11.162, 11.240, 11.223, 11.224: wheels are 320 × 216 (constraints may stretch or squeeze the width); compact
    /// is its capsules; inline is its calendar at 320 pt (the engine lays it out at the width it solves, as a
    /// wrapping label) or its time capsule.
    var styledIntrinsicSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return CGSize(width: Self.wheelsWidth, height: Self.defaultHeight)
        case .compact: return compactSize
        case .inline: return inlineSize(width: Self.inlineWidth)
        }
    }

    /// Wheels: the width it has (320 without one) by 216; compact: its capsules; inline: its calendar at the width
    /// asked for (320 for none).
    func styledSizeThatFits(_ size: CGSize) -> CGSize {
        switch datePickerStyle {
        case .wheels, .automatic:
            return CGSize(width: bounds.width > 0 ? bounds.width : Self.wheelsWidth, height: Self.defaultHeight)
        case .compact: return compactSize
        case .inline:
            let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : Self.inlineWidth
            return inlineSize(width: width)
        }
    }
}
