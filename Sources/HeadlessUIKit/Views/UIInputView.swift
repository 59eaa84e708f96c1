import Foundation

/// The root view UIKit offers for custom keyboards and keyboard accessories (docs/uikit-rules.md 6.39). UIKit
/// gives it the keyboard's look only while a responder shows it as its input view or input accessory view; shown
/// anywhere else it is an ordinary view. Here it is laid out, drawn and hit-tested as any view wherever it is (the
/// keyboard look is not drawn); shown as an input view, `allowsSelfSizing` makes its constraints size it (6.46).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable {
        /// No keyboard look.
        case `default`
        /// The keyboard's background and tint, when attached.
        case keyboard
    }

    /// The style it was made with.
    public let inputViewStyle: Style
    /// Whether it sizes itself with `systemLayoutSizeFitting(_:)` when attached (false: UIKit sizes it).
    open var allowsSelfSizing = false

    /// The designated initializer.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// A view from an archive: the default style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
