import Foundation

/// The software keyboard's notifications (docs/uikit-rules.md 6.16). No keys are drawn; what an app sees is
/// UIKit's notifications and frames.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// UIKit's name for the rect an `NSValue` holds (keyboard frames come as `NSValue`s).
    public var cgRectValue: CGRect { rectValue }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public var cgSizeValue: CGSize { sizeValue }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
}

extension Runtime {
    /// How long the keyboard takes to come and go, and UIKit's curve number for it (7, the keyboard's own).
    static let keyboardAnimationDuration: TimeInterval = 0.25
    static let keyboardAnimationCurve = 7

    /// The keyboard's height (our figures, not measured on devices): on an iPhone 216 pt of keys and a 44-pt
    /// suggestion bar in portrait, 162 and 38 in landscape; on an iPad 264 and 50, 352 and 50; plus the screen's
    /// bottom safe-area inset (the home indicator).
    func keyboardHeight() -> CGFloat {
        let landscape = interfaceOrientation.isLandscape
        let keys: CGFloat
        if profile.idiom == .pad {
            keys = landscape ? 352 + 50 : 264 + 50
        } else {
            keys = landscape ? 162 + 38 : 216 + 44
        }
        return keys + screen.safeAreaInsets.bottom
    }

    /// Shows the input area when a responder that has one (a text input's keyboard, a custom input view, an input
    /// accessory view, docs/uikit-rules.md 6.46) became first responder, hides it when none does, and moves it when
    /// its frame changed (another responder's input views, `reloadInputViews()`), posting UIKit's notifications:
    /// will-show (with will-change-frame) at once, did-show (with did-change-frame) on the run loop's next turn; the
    /// same for hiding. The user info holds the begin and end frames (`NSValue`s in screen coordinates, the area off
    /// screen below when hidden), the duration and the curve. Views placed against a keyboard layout guide then move
    /// with it (11.136).
    func updateKeyboard(firstResponder: UIResponder?) {
        let shown = presentInputViews(for: firstResponder)
        if let shown, keyboardFrame != shown {
            let begin = keyboardFrame ?? offScreen(shown)
            keyboardFrame = shown
            postKeyboard(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
                         from: begin, to: shown)
            UIKeyboardLayoutGuide.keyboardMoved()
        } else if shown == nil, let frame = keyboardFrame {
            keyboardFrame = nil
            postKeyboard(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
                         from: frame, to: offScreen(frame))
            UIKeyboardLayoutGuide.keyboardMoved()
        }
    }

    /// The interface turned while the input area shows: it takes its height for the new orientation along the new
    /// bottom of the screen, with will-show and will-change-frame posted as for an area that appears, and views
    /// placed against a keyboard layout guide are laid out again with the rotation (11.136).
    func keyboardRotated() {
        guard let frame = keyboardFrame,
              let shown = presentInputViews(for: inputViewsWindow?.shownFor ?? application?.keyWindow?.firstResponder),
              shown != frame else { return }
        keyboardFrame = shown
        postKeyboard(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
                     from: frame, to: shown)
        for guide in keyboardGuides.compactMap(\.guide) { guide.owningView?.setNeedsLayout() }
    }

    /// An input area's frame moved just below the bottom of the screen, where it comes from and goes to.
    private func offScreen(_ frame: CGRect) -> CGRect {
        CGRect(x: 0, y: screen.bounds.height, width: screen.bounds.width, height: frame.height)
    }

    private func postKeyboard(will: Notification.Name, did: Notification.Name, from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        runLoop.perform("keyboard \(did.rawValue)") {
            center.post(name: did, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        }
    }
}
