import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller that observes the keyboard the way iOS apps did before the keyboard layout guide: selector-based
/// observers, with the registrations `uihost port` writes for the methods the selectors name.
@MainActor
private final class KeyboardAvoidingController: UIViewController {
    var log: [String] = []

    func observe() {
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHide"),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        log.append("show \(frame.map { "\($0.minY)" } ?? "?")")
    }

    func keyboardWillHide() {
        log.append("hide")
    }

    static func register() {
        UIResponder.registerAction("keyboardWillShow:", for: KeyboardAvoidingController.self) { target, sender in
            guard let sender = sender as? Notification else { return }
            target.keyboardWillShow(sender)
        }
        UIResponder.registerAction("keyboardWillHide", for: KeyboardAvoidingController.self) { target, _ in
            target.keyboardWillHide()
        }
    }
}

@MainActor
private final class UnregisteredObserver: UIViewController {}

/// docs/uikit-rules.md 18.14: `NotificationCenter.addObserver(_:selector:name:object:)` for responders.
@MainActor
@Suite struct SelectorNotificationTests {
    /// The app, with a text field in `controller`'s view; the caller keeps the app alive (its delegate holds the
    /// window).
    private func app(_ controller: UIViewController) throws -> (ViewTestApp, UITextField) {
        let app = try ViewTestApp(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        app.host.runUntilIdle()
        return (app, field)
    }

    @Test func theNamedMethodsRunWithTheNotificationUntilTheObserverIsRemoved() throws {
        KeyboardAvoidingController.register()
        let controller = KeyboardAvoidingController()
        let (app, field) = try app(controller)
        controller.observe()

        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        NotificationCenter.default.removeObserver(controller)
        _ = field.becomeFirstResponder()
        app.host.runUntilIdle()

        // iPhone 8: the 260-pt keyboard's top is at 407.
        #expect(controller.log == ["show 407.0", "hide"])
        #expect(app.host.problems.isEmpty)
    }

    @Test func removingOneNameKeepsTheOthers() throws {
        KeyboardAvoidingController.register()
        let controller = KeyboardAvoidingController()
        let (app, field) = try app(controller)
        defer { withExtendedLifetime(app) {} }
        controller.observe()
        defer { NotificationCenter.default.removeObserver(controller) }

        NotificationCenter.default.removeObserver(controller, name: UIResponder.keyboardWillShowNotification, object: nil)
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()

        #expect(controller.log == ["hide"])
    }

    @Test func anObserverThatIsGoneIsForgottenAsOnIOS9() throws {
        KeyboardAvoidingController.register()
        let root = UIViewController()
        let (app, field) = try app(root)
        defer { withExtendedLifetime(app) {} }
        weak var gone: KeyboardAvoidingController?
        do {
            let controller = KeyboardAvoidingController()
            controller.observe()
            gone = controller
        }
        #expect(gone == nil)

        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()

        #expect(SelectorObservation.byCenter[ObjectIdentifier(NotificationCenter.default)]?.contains { $0.observer == nil } != true)
    }

    @Test func aSelectorWithNoRegisteredMethodIsReportedOnce() throws {
        let controller = UnregisteredObserver()
        let (app, field) = try app(controller)
        NotificationCenter.default.addObserver(controller, selector: Selector("keyboardDidMove:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(controller) }

        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()

        #expect(app.host.problems == [
            "NotificationCenter: UnregisteredObserver has no method registered for selector 'keyboardDidMove:' "
                + "(observing UIKeyboardWillShowNotification); `uihost port` registers the methods a #selector names, "
                + "or call UIResponder.registerAction",
        ])
    }
}
