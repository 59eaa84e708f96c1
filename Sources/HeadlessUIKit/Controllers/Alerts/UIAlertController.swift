import Foundation

/// An alert or action sheet (docs/uikit-rules.md 6.6), presented with `present(_:animated:completion:)` like any
/// controller. It presents `.overFullScreen` (UIKit uses a custom style with the same effect: the presenting
/// controller's view stays and gets no appearance callbacks), and defers rotation to the controller that presents it.
///
/// A tap on an action's button dismisses the alert (animated, `ModalPresentation.transitionDuration`), and the
/// action's handler runs when the dismissal has finished, as in UIKit. Buttons of a disabled action are disabled.
/// In an alert's text fields, return performs `preferredAction` (UIKit's hardware-keyboard rule). On an action sheet,
/// a tap on the dimmed area outside the sheet performs the cancel action, if there is one, as on iPhone.
///
/// Where UIKit raises an exception, the runtime reports the problem (`HeadlessHost.problems`) and ignores the call: a
/// second `.cancel` action, a text field on an action sheet, a `preferredAction` that is not one of the actions.
/// See `AlertContentView` for the layout.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert = 1

        public var name: String { self == .alert ? "alert" : "actionSheet" }
    }

    open var message: String? { didSet { contentView?.rebuild() } }
    /// The title and message as attributed text, set by key-value coding under "attributedTitle" and
    /// "attributedMessage" (docs/uikit-rules.md 6.81): shown in place of `title` and `message`.
    var attributedTitle: NSAttributedString? { didSet { contentView?.rebuild() } }
    var attributedMessage: NSAttributedString? { didSet { contentView?.rebuild() } }
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []
    /// Set once an action was chosen: later taps do nothing.
    private(set) var chosenAction: UIAlertAction?

    /// The text fields of an alert (nil when it has none), in the order they were added.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Must be one of `actions`; highlighted, and performed by return in a text field.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Runtime.current.report("UIAlertController.preferredAction must be one of its actions (add it with addAction first); ignored")
                return
            }
            _preferredAction = newValue
        }
    }
    private var _preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    private var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Runtime.current.report("UIAlertController can only have one action with the .cancel style; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        contentView?.rebuild()
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Runtime.current.report("text fields can only be added to an alert controller of style .alert; ignored on an action sheet")
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        field.addAction(UIAction(identifier: "alert.return") { [weak self] _ in
            guard let self, let preferred = self.preferredAction else { return }
            self.perform(preferred)
        }, for: .primaryActionTriggered)
        configurationHandler?(field)
        fields.append(field)
        contentView?.rebuild()
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView?.rebuild()
    }

    open override var title: String? {
        didSet { contentView?.rebuild() }
    }

    // MARK: Choosing an action

    /// What a tap on an action's button does: dismiss, then the handler. Ignored for a disabled action, an action
    /// not in this alert, or once an action was chosen.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, actions.contains(where: { $0 === action }) else { return }
        chosenAction = action
        view.endEditing(true)
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The action sheet's cancel action, for a tap outside the sheet.
    func tappedOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        perform(cancel)
    }

    // MARK: Rotation: the presenting controller decides (docs/uikit-rules.md 9.2)

    open override var shouldAutorotate: Bool {
        presentingViewController?.shouldAutorotate ?? super.shouldAutorotate
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        presentingViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
}
