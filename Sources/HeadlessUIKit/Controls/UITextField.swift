import Foundation

/// A one-line text input (docs/uikit-rules.md 5.9, 6.2).
///
/// Editing, in UIKit's order:
/// - begin (a tap ending inside, or `becomeFirstResponder()`): `textFieldShouldBeginEditing` (false: nothing
///   happens) → the field becomes first responder → `clearsOnBeginEditing` empties it → `textFieldDidBeginEditing`
///   → `editingDidBegin` → `textDidBeginEditingNotification`.
/// - each typed character (`insertText`) and backspace (`deleteBackward`): `textField(_:shouldChangeCharactersIn:
///   replacementString:)` (false: the change is dropped) → the text changes → `textFieldDidChangeSelection` →
///   `editingChanged` → `textDidChangeNotification`. A character replaces the selection (the marked text while
///   there is some) and leaves the caret after it; a backspace removes the selection, else the character before
///   the caret. The caret is at the end of the text whenever the text is set, and moves only through
///   `selectedTextRange` (UITextInput, docs/uikit-rules.md 6.38).
/// - return (`insertText("\n")`): `textFieldShouldReturn`; when it returns true, `editingDidEndOnExit` then
///   `primaryActionTriggered`, and the field resigns if some action is registered for `editingDidEndOnExit` (the
///   UIKit rule that makes a "Did End On Exit" connection dismiss the keyboard). Otherwise the delegate ends
///   editing itself, usually by calling `resignFirstResponder()`.
/// - end (`resignFirstResponder()`): `textFieldShouldEndEditing` (false: it stays first responder) → resign →
///   `textFieldDidEndEditing(_:reason:)` → `editingDidEnd` → `textDidEndEditingNotification`.
///
/// The clear button is a real subview (`clearButton`, accessibility label "Clear text"), `clearButtonWidth` wide at
/// the trailing edge, shown as `clearButtonMode` says while there is text. A tap on it asks `textFieldShouldClear`,
/// begins editing if needed, empties the text and sends `editingChanged`.
///
/// Secure entry: the text is kept, but its accessibility value (and the automation protocol's `text`) is one "•"
/// per character; and, as on iOS, the first change after editing begins again replaces the whole text.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawTextField(self, ctx) }

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The clear button's width at the trailing edge.
    public static let clearButtonWidth: CGFloat = 30
    /// Height added to the font's line height by `sizeThatFits` (UIKit's 34 pt for the 17 pt font).
    static let verticalPadding: CGFloat = 13
    /// Padding left and right of the text.
    static let horizontalPadding: CGFloat = 7

    /// Never nil: setting nil stores "". Setting it in code sends no events.
    open var text: String? {
        get { _text }
        set { setTextSilently(newValue ?? "") }
    }
    private var _text = ""
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// Takes the text size's font when the user's text size changes (docs/uikit-rules.md 13.5).
    open var adjustsFontForContentSizeCategory = false

    public func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        if let font = font?.adjusted(to: traits) { self.font = font }
    }
    open var textColor: UIColor? = .black
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never { didSet { updateClearButton() } }
    open var clearsOnBeginEditing = false
    open var isSecureTextEntry = false { didSet { updateAccessibility() } }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    // The iOS 10-12 input traits, kept with UIKit's defaults (docs/uikit-rules.md 6.22).
    open var textContentType: UITextContentType?
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var passwordRules: UITextInputPasswordRules?
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never

    /// Whether the field is editing: it is the first responder.
    open private(set) var isEditing = false
    /// The clear button subview.
    public let clearButton = UIButton(type: .custom)
    /// Secure entry's next change replaces the whole text (set when editing begins with text).
    private var replacesTextOnNextChange = false
    /// The selection in UTF-16 units: the caret when empty (6.38).
    private var selection = NSRange(location: 0, length: 0)
    /// The marked text's range, while `setMarkedText` has left some.
    private var markedRange: NSRange?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    /// A field whose `primaryActionTriggered` (on return) runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func setUpTextField() {
        isAccessibilityElement = true
        clearButton.accessibilityLabel = "Clear text"
        clearButton.accessibilityIdentifier = "clearText"
        clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        clearButton.addTarget(self, action: UITextField.clearButtonTapped, for: .touchUpInside)
        addSubview(clearButton)
        updateClearButton()
        updateAccessibility()
    }

    // MARK: Text

    /// What the text shows: the text, or one "•" per character for secure entry.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: _text.count) : _text
    }

    private func setTextSilently(_ text: String) {
        selection = NSRange(location: text.utf16.count, length: 0)
        markedRange = nil
        guard text != _text else { return }
        _text = text
        replacesTextOnNextChange = false
        updateClearButton()
        updateAccessibility()
        setNeedsDisplay()
    }

    private func updateAccessibility() {
        accessibilityValue = displayedText
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    public var hasText: Bool { !_text.isEmpty }

    /// Types `text` as one change, at the end (see the class notes); "\n" is the return key.
    public func insertText(_ text: String) {
        _ = typeText(text)
    }

    /// Removes the last character as one change.
    public func deleteBackward() {
        _ = deleteBackwardReportingChange()
    }

    /// `insertText`, telling whether the delegate let the change through (return: whether it was handled).
    @discardableResult
    func typeText(_ text: String) -> Bool {
        guard isEditing else {
            Runtime.current.report("insertText(\"\(text)\") on a UITextField that is not editing; ignored: make it first responder first")
            return false
        }
        if text == "\n" { return pressReturn() }
        let range = replacesTextOnNextChange ? NSRange(location: 0, length: _text.utf16.count)
                                             : markedRange ?? selection
        return change(range, to: text)
    }

    @discardableResult
    func deleteBackwardReportingChange() -> Bool {
        guard isEditing else { return false }
        let range = replacesTextOnNextChange ? NSRange(location: 0, length: _text.utf16.count)
            : selection.length > 0 ? selection : TextOffsets.characterBefore(selection.location, in: _text)
        return change(range, to: "")
    }

    private func change(_ range: NSRange, to replacement: String) -> Bool {
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) == false {
            return false
        }
        guard let edit = TextEditResult.replacing(range, in: _text, with: replacement) else { return false }
        replacesTextOnNextChange = false
        apply(edit)
        return true
    }

    /// Takes an edit's text, selection and marked text; a changed text sends what typing sends after the delegate's
    /// consent: `textFieldDidChangeSelection`, `editingChanged`, `textDidChangeNotification`.
    private func apply(_ edit: TextEditResult) {
        let changed = edit.text != _text
        setTextSilently(edit.text)
        selection = edit.selection
        markedRange = edit.marked
        guard changed else { return }
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: UITextInput (docs/uikit-rules.md 6.38)

    /// The selection while the field edits; nil while it does not, as a field's selection lives only while it
    /// edits. Setting it while editing moves the selection (a range outside the text is ignored) and tells
    /// `textFieldDidChangeSelection` when it moved; setting it otherwise does nothing.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsetRange(selection) : nil }
        set {
            guard isEditing, let newValue, let range = TextOffsets.nsRange(newValue, length: _text.utf16.count),
                  range != selection else { return }
            selection = range
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    open var markedTextRange: UITextRange? { markedRange.map { TextOffsetRange($0) } }

    /// Replaces the text in `range` without asking the delegate (apps call it from `shouldChangeCharactersIn`),
    /// leaving the caret after the new text and sending what a typed change sends.
    open func replace(_ range: UITextRange, withText text: String) {
        if let edit = TextEditResult.replacing(range, in: _text, with: text) { apply(edit) }
    }

    /// While editing: puts `markedText` in place of the marked text (else the selection) and keeps it marked, with
    /// the selection `selectedRange` within it; a typed character or `unmarkText()` ends the marking.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing, let edit = TextEditResult.marking(markedRange ?? selection, in: _text, with: markedText ?? "",
                                                           selectedRange: selectedRange) else { return }
        apply(edit)
    }

    open func unmarkText() { markedRange = nil }

    /// The return key. Returns whether `textFieldShouldReturn` allowed it.
    private func pressReturn() -> Bool {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
        sendActions(for: .editingDidEndOnExit, with: nil)
        sendActions(for: .primaryActionTriggered, with: nil)
        if isFirstResponder, allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
        return true
    }

    // MARK: Clear button

    private func updateClearButton() {
        let shows: Bool
        switch clearButtonMode {
        case .never: shows = false
        case .whileEditing: shows = isEditing
        case .unlessEditing: shows = !isEditing
        case .always: shows = true
        }
        clearButton.isHidden = !(shows && !_text.isEmpty)
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { guard becomeFirstResponder() else { return } }
        guard !_text.isEmpty else { return }
        setTextSilently("")
        sendActions(for: .editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Geometry

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - Self.clearButtonWidth, y: bounds.minY, width: Self.clearButtonWidth, height: bounds.height)
    }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: Self.horizontalPadding, dy: 0)
        if !clearButton.isHidden { rect.size.width = max(0, rect.width - Self.clearButtonWidth) }
        return rect
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        clearButton.frame = clearButtonRect(forBounds: bounds)
    }

    /// The text's (or else the placeholder's) width plus padding and room for the clear button; the font's line
    /// height plus 13 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = _text.isEmpty ? (placeholder ?? "") : displayedText
        let clear = clearButtonMode == .never ? 0 : Self.clearButtonWidth
        let height = font.lineHeight.rounded(.up) + Self.verticalPadding
        // docs/uikit-rules.md 11.43: a rounded-rect field is at least 34 pt tall (iOS 13 on), whatever its font.
        return CGSize(width: font.boundingSize(of: shown).width + 2 * Self.horizontalPadding + clear,
                      height: borderStyle == .roundedRect ? max(34, height) : height)
    }

    /// `sizeThatFits`' size (docs/uikit-rules.md 11.42).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: First responder (docs/uikit-rules.md 5.9)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        selection = NSRange(location: _text.utf16.count, length: 0)
        if clearsOnBeginEditing { setTextSilently("") }
        replacesTextOnNextChange = isSecureTextEntry && !_text.isEmpty
        updateClearButton()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin, with: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        replacesTextOnNextChange = false
        updateClearButton()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd, with: nil)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap that ends inside begins editing, after the touch-up events.
    override func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {
        if inside, !isFirstResponder { becomeFirstResponder() }
    }
}
