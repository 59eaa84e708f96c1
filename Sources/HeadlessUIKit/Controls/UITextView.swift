import Foundation

/// UIKit's text view delegate; every method is optional.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before every change: each typed character (return is "\n", tab "\t"), a backspace. False vetoes it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Multi-line text (docs/uikit-rules.md 6.2, 6.18). A scroll view, as in UIKit: its content is its text, as tall as
/// the text at its width plus `textContainerInset`, and as wide as the view; a drag scrolls it while scrolling is
/// enabled. It is not a control: it sends no control events, only its delegate calls and notifications. Its
/// delegate is the scroll view's, heard as a `UITextViewDelegate` when it is one.
///
/// A tap that ends inside an editable text view makes it first responder: `textViewShouldBeginEditing` → first
/// responder → `textViewDidBeginEditing` → `textDidBeginEditingNotification`. Each typed character (return types
/// "\n", tab types "\t") and backspace: `textView(_:shouldChangeTextIn:replacementText:)` → the text changes at the
/// selection (a backspace with none removes the character before the caret) → `textViewDidChangeSelection` →
/// `textViewDidChange` → `textDidChangeNotification`. Setting the text puts the caret at its end; `selectedRange`
/// and `selectedTextRange` (UITextInput, docs/uikit-rules.md 6.38) move it. Resigning:
/// `textViewShouldEndEditing` → `textViewDidEndEditing` → `textDidEndEditingNotification`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Never nil: setting nil stores "". Setting it in code calls no delegate method.
    open var text: String! {
        get { _text }
        set {
            _text = newValue ?? ""
            styledText = nil
            _selectedRange = NSRange(location: _text.utf16.count, length: 0)
            markedRange = nil
            accessibilityValue = _text
            setNeedsDisplay()
            textDidChangeSize()
        }
    }
    private var _text = ""
    /// The attributed text last set, while it has more than one font or colour: measured and drawn run by run
    /// (docs/uikit-rules.md 11.190).
    var styledText: StyledText? {
        didSet {
            setNeedsDisplay()
            textDidChangeSize()
        }
    }
    private var _selectedRange = NSRange(location: 0, length: 0)
    /// The marked text's range, while `setMarkedText` has left some.
    private var markedRange: NSRange?
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet {
            // 11.192: a new font applies to the whole attributed text.
            if let font { styledText?.setFont(font) }
            textDidChangeSize()
        }
    }
    /// Takes the text size's font when the user's text size changes (docs/uikit-rules.md 13.5).
    open var adjustsFontForContentSizeCategory = false

    public func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        if let font = font?.adjusted(to: traits) { self.font = font }
    }
    open var textColor: UIColor? = .black {
        didSet { if let textColor { styledText?.setColor(textColor) } }
    }
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    /// With scrolling off, the text view sizes itself to its text (`intrinsicContentSize`, 6.14), as self-sizing
    /// text views rely on; with it on, it has no intrinsic size.
    open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }
    open var isSelectable = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    // The text input traits a text field has, with the same defaults (docs/uikit-rules.md 6.22, 6.26).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var passwordRules: UITextInputPasswordRules?
    /// The space between the view's edges and its text container (8 pt above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            trackContainerSize()
            textDidChangeSize()
        }
    }
    /// Where the text is laid out (docs/uikit-rules.md 6.90): its width (less its line fragment padding at each end),
    /// its line limit and its line break mode.
    public let textContainer: NSTextContainer
    /// The delegate, as a text view delegate (the scroll view stores it as a scroll view delegate).
    private weak var textDelegate: UITextViewDelegate?
    private var trackedTouch: UITouch?

    override func delegateDidChange() {
        textDelegate = delegate as? UITextViewDelegate
        if delegate != nil, textDelegate == nil {
            Runtime.current.report("\(type(of: delegate!)) set as a UITextView's delegate is not a UITextViewDelegate: the text view tells it only of scrolling; adopt UITextViewDelegate")
        }
    }

    /// A text view laying its text out in `textContainer`, or, for nil, in a container of its own that tracks its
    /// width (docs/uikit-rules.md 6.90).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? Self.ownContainer(width: frame.width)
        super.init(frame: frame)
        self.textContainer.textView = self
        trackContainerSize()
        isAccessibilityElement = true
        accessibilityValue = ""
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = Self.ownContainer(width: 0)
        super.init(coder: coder)
        textContainer.textView = self
    }

    private static func ownContainer(width: CGFloat) -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: width, height: 10_000_000))
        container.widthTracksTextView = true
        return container
    }

    /// A container that tracks the view takes its bounds less the insets, as UIKit's does.
    private func trackContainerSize() {
        var size = textContainer.size
        let inset = textContainerInset
        if textContainer.widthTracksTextView { size.width = max(0, bounds.width - inset.left - inset.right) }
        if textContainer.heightTracksTextView { size.height = max(0, bounds.height - inset.top - inset.bottom) }
        if size != textContainer.size { textContainer.size = size }
    }

    /// The container changed: the text is laid out again.
    func textContainerDidChange() {
        setNeedsDisplay()
        textDidChangeSize()
    }

    open var hasText: Bool { !_text.isEmpty }

    public func insertText(_ text: String) { _ = typeText(text) }

    public func deleteBackward() { _ = deleteBackwardReportingChange() }

    @discardableResult
    func typeText(_ text: String) -> Bool {
        guard isFirstResponder, isEditable else {
            Runtime.current.report("insertText(\"\(text)\") on a UITextView that is not editing; ignored: make it first responder first")
            return false
        }
        return change(markedRange ?? _selectedRange, to: text)
    }

    @discardableResult
    func deleteBackwardReportingChange() -> Bool {
        guard isFirstResponder, isEditable else { return false }
        return change(_selectedRange.length > 0 ? _selectedRange
                      : TextOffsets.characterBefore(_selectedRange.location, in: _text), to: "")
    }

    private func change(_ range: NSRange, to replacement: String) -> Bool {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return false }
        guard let edit = TextEditResult.replacing(range, in: _text, with: replacement) else { return false }
        apply(edit)
        return true
    }

    /// Takes an edit's text, selection and marked text; a changed text tells the delegate and observers as typing
    /// does after the delegate's consent.
    private func apply(_ edit: TextEditResult) {
        let changed = edit.text != _text
        if changed { text = edit.text }
        _selectedRange = edit.selection
        markedRange = edit.marked
        guard changed else { return }
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: UITextInput (docs/uikit-rules.md 6.38)

    /// The selection, kept whether or not the view edits; setting it clamps it to the text and tells
    /// `textViewDidChangeSelection` when it moved.
    open var selectedRange: NSRange {
        get { _selectedRange }
        set {
            let length = _text.utf16.count
            let start = min(max(0, newValue.location), length)
            let clamped = NSRange(location: start, length: min(max(0, newValue.length), length - start))
            guard clamped != _selectedRange else { return }
            _selectedRange = clamped
            textDelegate?.textViewDidChangeSelection(self)
        }
    }

    /// `selectedRange` as a text range; a range outside the text is ignored.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(_selectedRange) }
        set {
            guard let newValue, let range = TextOffsets.nsRange(newValue, length: _text.utf16.count) else { return }
            selectedRange = range
        }
    }

    open var markedTextRange: UITextRange? { markedRange.map { TextOffsetRange($0) } }

    /// As a text field's (6.38): no delegate question; the caret ends after the new text, and the delegate and
    /// observers hear of the change as of a typed one.
    open func replace(_ range: UITextRange, withText text: String) {
        if let edit = TextEditResult.replacing(range, in: _text, with: text) { apply(edit) }
    }

    /// As a text field's (6.38), while the view is first responder: the marked text replaces the marked text or the
    /// selected range, with the selection inside it, until a typed character or `unmarkText()`.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isFirstResponder, let edit = TextEditResult.marking(markedRange ?? _selectedRange, in: _text,
                                                                  with: markedText ?? "", selectedRange: selectedRange)
        else { return }
        apply(edit)
    }

    open func unmarkText() { markedRange = nil }

    /// The content follows the text: as wide as the view, as tall as the text at that width with the insets.
    private func textDidChangeSize() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        let size = CGSize(width: bounds.width, height: sizeThatFits(bounds.size).height)
        if contentSize != size { contentSize = size }
    }

    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            trackContainerSize()
            textDidChangeSize()
        }
    }

    /// Scrolls the least that shows the line holding `range`'s start, within the content (6.20): the lines are the
    /// text's as drawn; the first line shows with the inset above it, the last with the inset below.
    open func scrollRangeToVisible(_ range: NSRange) {
        let font = self.font ?? .systemFont(ofSize: 12)
        let inset = textContainerInset
        let wrap = wrapWidth(forViewSize: bounds.size)
        let byCharacters = textContainer.lineBreakMode == .byCharWrapping
        let utf16 = Array(_text.utf16)
        let location = min(max(0, range.location), utf16.count)
        let before = String(decoding: utf16[..<location], as: UTF16.self)
        // The line holding the location is the last line of the text before it.
        let line = before.isEmpty ? 0 : font.lines(of: before, constrainedToWidth: wrap, byCharacters: byCharacters).count - 1
        let lastLine = _text.isEmpty ? 0 : font.lines(of: _text, constrainedToWidth: wrap, byCharacters: byCharacters).count - 1
        let top = line == 0 ? 0 : inset.top + CGFloat(line) * font.lineHeight
        let bottom = line >= lastLine ? contentSize.height : inset.top + CGFloat(line + 1) * font.lineHeight
        var offset = contentOffset
        if top < offset.y { offset.y = top } else if bottom > offset.y + bounds.height { offset.y = bottom - bounds.height }
        let lowest = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        offset.y = min(max(offset.y, -adjustedContentInset.top), lowest)
        if offset != contentOffset { setContentOffset(offset, animated: false) }
    }

    /// The text laid out in its container at `size`'s width (else the bounds') by `UIFont`'s metrics, plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let width = size.width > 0 ? size.width : bounds.width
        let text = textSize(font, constrainedToWidth: wrapWidth(forViewSize: CGSize(width: width, height: bounds.height)))
        return CGSize(width: width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// The width lines wrap at in a view `size` big (docs/uikit-rules.md 6.90): the container's less its padding at
    /// each end; no limit for a container without a width, or with no room left.
    private func wrapWidth(forViewSize size: CGSize) -> CGFloat {
        guard let width = textContainer.lineWidth(viewSize: size, inset: textContainerInset), width > 0 else {
            return .greatestFiniteMagnitude
        }
        return width
    }

    /// The most lines the container holds now (0: no limit).
    private var lineLimit: Int {
        textContainer.lineLimit(viewSize: bounds.size, inset: textContainerInset,
                                lineHeight: (font ?? .systemFont(ofSize: 12)).lineHeight)
    }

    /// The text as the screenshots draw it (docs/uikit-rules.md 19.12): in the text colour and font, wrapped at words
    /// in its container's width less the container's line fragment padding each side (6.90), from `textContainerInset`'s
    /// top-left in the content's coordinates, so a bounds origin (UIKit's scroll offset) moves it; clipped to the
    /// bounds, as a scroll view clips.
    override func drawStandardContent(in ctx: CGContext) {
        guard !_text.isEmpty else { return }
        let font = self.font ?? .systemFont(ofSize: 12)
        let inset = textContainerInset
        let wrap = wrapWidth(forViewSize: bounds.size)
        let size = textSize(font, constrainedToWidth: wrap)
        // A tracking container with no room left draws nothing; one without a width limit draws the lines unwrapped.
        let width = wrap < .greatestFiniteMagnitude ? wrap : (textContainer.widthTracksTextView ? 0 : size.width)
        guard width > 0 else { return }
        let color = StandardLook.cg(textColor ?? .black, self)
        let padding = textContainer.lineFragmentPadding
        var box = CGTextBox(text: _text, rect: CGRect(x: inset.left + padding, y: inset.top, width: width, height: size.height),
                            fontName: font.fontName, fontSize: font.pointSize, color: color, alignment: textAlignment,
                            lineBreakMode: textContainer.lineBreakMode, numberOfLines: lineLimit)
        if let styledText {
            // 11.190: each run in its own font and colour.
            box.fragments = styledText.fragments(in: box.rect, alignment: textAlignment, numberOfLines: lineLimit,
                                                 lineBreakMode: textContainer.lineBreakMode) {
                $0.map { StandardLook.cg($0, self) } ?? color
            }
            box.fontSize = styledText.runs.map(\.font.pointSize).max() ?? font.pointSize
        }
        ctx.saveGState()
        ctx.clip(to: bounds)
        ctx.recordText(box)
        ctx.restoreGState()
    }

    /// With scrolling off, the text view sizes itself as a label that wraps does (docs/uikit-rules.md 11.150): as wide
    /// as its longest line unwrapped, and as tall as its text laid out at its width (its bounds' width, else that
    /// unwrapped width), each with the container's line fragment padding a side and `textContainerInset`.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return contentSize(laidOutAt: bounds.width)
    }

    /// The text (a space when there is none, for the line height) laid out at `width`, at most the container's
    /// line limit, wrapping at characters for `.byCharWrapping` (6.90): run by run for attributed text in several
    /// styles (11.190), else in `font`; each dimension rounded up to whole points.
    private func textSize(_ font: UIFont, _ text: String? = nil, constrainedToWidth width: CGFloat) -> CGSize {
        let limit = lineLimit
        if let styledText { return styledText.boundingSize(constrainedToWidth: width, numberOfLines: limit) }
        let text = text ?? _text
        var lines = font.lines(of: text.isEmpty ? " " : text, constrainedToWidth: width,
                               byCharacters: textContainer.lineBreakMode == .byCharWrapping)[...]
        if limit > 0 { lines = lines.prefix(limit) }
        return CGSize(width: (lines.map(\.width).max() ?? 0).roundedUp(toScale: 1),
                      height: (CGFloat(lines.count) * font.lineHeight).roundedUp(toScale: 1))
    }

    /// The intrinsic size when the text view is `width` wide (the unwrapped width when `width` is 0 or wider): the
    /// text with the container's padding at each end and the insets; a container that does not track the view's
    /// width wraps at its own.
    func contentSize(laidOutAt width: CGFloat) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let text = _text.isEmpty ? " " : _text
        let sides = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let vertical = textContainerInset.top + textContainerInset.bottom
        if !textContainer.widthTracksTextView {
            let lines = textSize(font, text, constrainedToWidth: wrapWidth(forViewSize: bounds.size))
            return CGSize(width: lines.width + sides, height: lines.height + vertical)
        }
        let unwrapped = textSize(font, text, constrainedToWidth: .greatestFiniteMagnitude)
        let natural = unwrapped.width + sides
        let lines = width <= 0 || width >= natural ? unwrapped
            : textSize(font, text, constrainedToWidth: max(1, width - sides))
        return CGSize(width: natural, height: lines.height + vertical)
    }

    // MARK: Caret and selection geometry (docs/uikit-rules.md 6.51)

    /// The text laid out as it is drawn: wrapped inside `textContainerInset` and the container's line fragment
    /// padding.
    private var textGeometry: TextGeometry {
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let wrap = wrapWidth(forViewSize: bounds.size)
        let box = CGRect(x: inset.left + padding, y: inset.top,
                         width: wrap < .greatestFiniteMagnitude ? wrap : max(0, bounds.width - inset.left - inset.right - 2 * padding),
                         height: max(0, bounds.height - inset.top - inset.bottom))
        return TextGeometry(text: _text, font: font ?? .systemFont(ofSize: 12), box: box, alignment: textAlignment, wraps: true)
    }

    /// The caret's rect before `position`: 2 pt wide, a line tall (6.51).
    open func caretRect(for position: UITextPosition) -> CGRect {
        textGeometry.caretRect(for: position, length: _text.utf16.count)
    }

    /// The rect of the range's first line; `.null` for a range not in the text.
    open func firstRect(for range: UITextRange) -> CGRect {
        textGeometry.firstRect(for: range, length: _text.utf16.count)
    }

    /// The range's highlight, one rect per line; none for a range not in the text.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        textGeometry.selectionRects(for: range, length: _text.utf16.count)
    }

    /// The position whose boundary is nearest `point` (the text view's coordinates, its content's).
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        textGeometry.closestPosition(to: point, within: nil, length: _text.utf16.count)
    }

    /// The nearest position to `point` inside `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textGeometry.closestPosition(to: point, within: range, length: _text.utf16.count)
    }

    // MARK: Input views (docs/uikit-rules.md 6.46)

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Shown in place of the system keyboard while the text view edits. A change while it edits shows once
    /// `reloadInputViews()` is called, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// Shown along the top of the keyboard (or of the input view) while the text view edits.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Touches: a tap that ends inside begins editing

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil { trackedTouch = touches.first }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        if bounds.contains(touch.location(in: self)), !isFirstResponder { becomeFirstResponder() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
    }
}
