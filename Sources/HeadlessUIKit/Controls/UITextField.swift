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
    /// docs/uikit-rules.md 6.102: the next text typed while editing replaces the contents, then this is false again.
    open var clearsOnInsertion = false
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
    /// Views at the field's left and right edges, shown as their modes say (docs/uikit-rules.md 6.50).
    open var leftView: UIView? {
        didSet { sideViewChanged(from: oldValue) }
    }
    open var rightView: UIView? {
        didSet { sideViewChanged(from: oldValue) }
    }
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

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

    open var hasText: Bool { !_text.isEmpty }

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
        // docs/uikit-rules.md 6.102: with clearsOnInsertion, the inserted text replaces the whole contents, and the
        // property goes back to false once it has.
        let clears = clearsOnInsertion
        let range = replacesTextOnNextChange || clears ? NSRange(location: 0, length: _text.utf16.count)
                                                       : markedRange ?? selection
        let changed = change(range, to: text)
        if clears, changed { clearsOnInsertion = false }
        return changed
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
        setNeedsLayout()
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

    /// Just left of the right view when that shows, else at the right edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = showsSideView(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - Self.clearButtonWidth, y: bounds.minY, width: Self.clearButtonWidth, height: bounds.height)
    }

    /// The left view's place: against the left edge, centred vertically, its own size (6.50).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The right view's place: against the right edge, centred vertically, its own size (6.50).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.sideViewSize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    /// Between the side views that show (the padding where none does), less the clear button when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = showsSideView(leftView, leftViewMode) ? leftViewRect(forBounds: bounds).maxX : bounds.minX + Self.horizontalPadding
        var right = showsSideView(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - Self.horizontalPadding
        if !clearButton.isHidden { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// A side view's size: its frame's, else what it fits.
    private static func sideViewSize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.bounds.width > 0 || view.bounds.height > 0 { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    private func showsSideView(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// `box` (where the text is drawn) narrowed to leave the side views that show clear (6.50).
    func textBox(within box: CGRect) -> CGRect {
        var box = box
        if showsSideView(leftView, leftViewMode) {
            let left = max(box.minX, leftViewRect(forBounds: bounds).maxX)
            box = CGRect(x: left, y: box.minY, width: max(0, box.maxX - left), height: box.height)
        }
        if showsSideView(rightView, rightViewMode) {
            box.size.width = max(0, min(box.maxX, rightViewRect(forBounds: bounds).minX) - box.minX)
        }
        return box
    }

    private func sideViewChanged(from old: UIView?) {
        if let old, old !== leftView, old !== rightView, old.superview === self { old.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        clearButton.frame = clearButtonRect(forBounds: bounds)
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if showsSideView(view, mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// The text's (or else the placeholder's) width plus padding and room for the clear button; the font's line
    /// height plus 13 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = _text.isEmpty ? (placeholder ?? "") : displayedText
        let clear = clearButtonMode == .never ? 0 : Self.clearButtonWidth
        // 6.50: a side view that shows takes the place of the padding on its side, and is at least as tall.
        let left = showsSideView(leftView, leftViewMode) ? Self.sideViewSize(leftView) : CGSize(width: Self.horizontalPadding, height: 0)
        let right = showsSideView(rightView, rightViewMode) ? Self.sideViewSize(rightView) : CGSize(width: Self.horizontalPadding, height: 0)
        let height = max(font.lineHeight.rounded(.up) + Self.verticalPadding, left.height, right.height)
        // docs/uikit-rules.md 11.43: a rounded-rect field is at least 34 pt tall (iOS 13 on), whatever its font.
        return CGSize(width: left.width + font.boundingSize(of: shown).width + right.width + clear,
                      height: borderStyle == .roundedRect ? max(34, height) : height)
    }

    /// `sizeThatFits`' size (docs/uikit-rules.md 11.42).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Caret and selection geometry (docs/uikit-rules.md 6.51)

    /// How far in from the sides the text is drawn: 7 pt for a rounded rect, 4 for a line or bezel, 0 without a border.
    var drawnTextInset: CGFloat { borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 4 }

    /// The text laid out as it is drawn: one line in the drawing box, clear of the side views.
    private var textGeometry: TextGeometry {
        TextGeometry(text: displayedText, font: font ?? .systemFont(ofSize: 17),
                     box: textBox(within: bounds.insetBy(dx: drawnTextInset, dy: 0)), alignment: textAlignment, wraps: false)
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

    /// The position whose boundary is nearest `point` (the field's coordinates).
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

    /// Shown in place of the system keyboard while the field edits. A change while it edits shows once
    /// `reloadInputViews()` is called, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// Shown along the top of the keyboard (or of the input view) while the field edits.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

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
