import Foundation
import Testing
@testable import HeadlessUIKit

/// Responders' input views and input accessory views (docs/uikit-rules.md 6.46): on an iPhone 8 (375 x 667, no home
/// indicator, a 260-pt keyboard) and an iPhone 14 Pro (393 x 852, a 34-pt home indicator, a 294-pt keyboard).
@MainActor
@Suite struct InputViewsTests {
    /// A date field as forms make it: a wheels date picker for its input view and a sized-to-fit toolbar with a
    /// Done button that ends editing.
    @MainActor final class DateForm {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let picker = UIDatePicker()
        let toolbar = UIToolbar()
        let done: UIBarButtonItem

        init(in view: UIView) {
            done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            picker.preferredDatePickerStyle = .wheels
            toolbar.sizeToFit()
            toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
            field.inputView = picker
            field.inputAccessoryView = toolbar
            view.addSubview(field)
            done.primaryAction = UIAction(title: "Done") { [weak field] _ in _ = field?.resignFirstResponder() }
        }
    }

    private static let iPhone14Pro = DeviceProfile.named("iphone-14-pro")!

    // 6.46: the picker takes the keyboard's place along the bottom, its own 216 pt tall; the toolbar sits on it.
    @Test func aDateFieldShowsItsPickerAndToolbarWhereTheKeyboardWouldBeOnAnIPhone8() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)

        #expect(form.field.becomeFirstResponder())
        app.host.runUntilIdle()

        #expect(form.picker.window is InputViewsWindow)
        #expect(form.picker.convert(form.picker.bounds, to: nil) == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(form.toolbar.convert(form.toolbar.bounds, to: nil) == CGRect(x: 0, y: 407, width: 375, height: 44))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    // 6.46: on a phone with a home indicator the picker sits above it; the input area reaches the screen's bottom.
    @Test func onAnIPhone14ProThePickerSitsAboveTheHomeIndicator() throws {
        let app = try ModalApp(device: Self.iPhone14Pro)
        let form = DateForm(in: app.root.view)

        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(form.picker.convert(form.picker.bounds, to: nil) == CGRect(x: 0, y: 602, width: 393, height: 216))
        #expect(form.toolbar.convert(form.toolbar.bounds, to: nil) == CGRect(x: 0, y: 558, width: 393, height: 44))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 558, width: 393, height: 294))
    }

    // 6.46: the notifications carry the whole input area, accessory included, from just below the screen.
    @Test func theKeyboardNotificationsCarryTheAccessoryAndInputViewFrame() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)
        let log = NotificationLog([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                                   UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification])
        defer { log.stop() }

        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(log.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                              "UIKeyboardDidShowNotification"])
        let info = try #require(log.entries.last?.info)
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    // 6.46: a finger on the toolbar's Done reaches it through the input views' window; the field resigns, the
    // views leave the screen and the keyboard-hide notifications go out.
    @Test func tappingTheToolbarsDoneEndsEditingAndTakesTheViewsAway() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)
        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()
        let log = NotificationLog([UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
        defer { log.stop() }

        let doneView = try #require(form.done.shownView)
        try app.host.tap(at: try app.host.tapPoint(for: doneView))
        app.host.runUntilIdle()

        #expect(!form.field.isFirstResponder)
        #expect(form.picker.window == nil && form.toolbar.window == nil)
        #expect(app.host.keyboardFrame == nil)
        #expect(log.names == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
    }

    final class DateFormController: UIViewController {
        var chosen = 0
        func dateChosen() { chosen += 1 }
    }

    // 6.46, 5.9: a Done item with no target (`target: nil, action: #selector(dateChosen)`) sends its action up the
    // responder chain from the field being edited, so the form's controller gets it.
    @Test func aNilTargetedDoneReachesTheControllerThroughTheFirstResponder() throws {
        UIResponder.registerAction("dateChosen", for: DateFormController.self) { controller, _ in controller.dateChosen() }
        let form = DateFormController()
        let host = HeadlessHost(device: .iPhone8)
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = form
        try host.launch(delegate: delegate)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector("dateChosen"))
        toolbar.setItems([done], animated: false)
        field.inputAccessoryView = toolbar
        form.view.addSubview(field)
        _ = field.becomeFirstResponder()
        host.runUntilIdle()

        try host.tap(at: try host.tapPoint(for: try #require(done.shownView)))

        #expect(form.chosen == 1)
    }

    // 6.46: the input views' window lets a touch outside its views through to the app's window.
    @Test func aTapAboveTheInputViewsReachesTheAppsViews() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        app.root.view.addSubview(button)
        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        try app.host.tap(at: CGPoint(x: 70, y: 322))

        #expect(taps == 1)
    }

    // 6.46: an accessory on a text field without an input view sits on the system keyboard.
    @Test func anAccessoryAloneSitsOnTheSystemKeyboard() throws {
        let app = try ModalApp(device: .iPhone8)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = toolbar
        app.root.view.addSubview(field)

        _ = field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(toolbar.convert(toolbar.bounds, to: nil) == CGRect(x: 0, y: 363, width: 375, height: 44))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 363, width: 375, height: 304))
    }

    // 6.46: any responder can show input views: a label that can become first responder shows its picker.
    @Test func aLabelThatBecomesFirstResponderShowsItsPicker() throws {
        final class PickerLabel: UILabel {
            let picker = UIPickerView()
            override var canBecomeFirstResponder: Bool { true }
            override var inputView: UIView? { picker }
        }
        let app = try ModalApp(device: .iPhone8)
        let label = PickerLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        app.root.view.addSubview(label)

        #expect(label.becomeFirstResponder())
        app.host.runUntilIdle()

        #expect(label.picker.convert(label.picker.bounds, to: nil) == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
        _ = label.resignFirstResponder()
        #expect(label.picker.window == nil && app.host.keyboardFrame == nil)
    }

    // 6.46: going from a keyboard field to a date field (its picker alone, 216 pt) moves the input area once:
    // will-show with the keyboard's frame as the beginning, no hide in between.
    @Test func movingFromAKeyboardFieldToADateFieldChangesTheFrameWithoutHiding() throws {
        let app = try ModalApp(device: .iPhone8)
        let name = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        app.root.view.addSubview(name)
        let form = DateForm(in: app.root.view)
        form.field.inputAccessoryView = nil
        _ = name.becomeFirstResponder()
        app.host.runUntilIdle()
        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification])
        defer { log.stop() }

        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(log.names == ["UIKeyboardWillShowNotification"])
        let info = try #require(log.entries.first?.info)
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(form.picker.window is InputViewsWindow)
    }

    // 6.46: the picker and its toolbar (216 + 44) take exactly the keyboard's 260 pt on an iPhone 8: going from a
    // keyboard field to the date field swaps the views and posts nothing, as the frame has not changed.
    @Test func aSwapToInputViewsOfTheKeyboardsFramePostsNothing() throws {
        let app = try ModalApp(device: .iPhone8)
        let name = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        app.root.view.addSubview(name)
        let form = DateForm(in: app.root.view)
        _ = name.becomeFirstResponder()
        app.host.runUntilIdle()
        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
                                   UIResponder.keyboardWillChangeFrameNotification])
        defer { log.stop() }

        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(log.names == [])
        #expect(form.picker.window is InputViewsWindow && app.host.keyboardFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    // 6.46: a new input view set while the field edits shows after reloadInputViews(), not before.
    @Test func aNewInputViewShowsOnReloadInputViews() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)
        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()
        let wheel = UIPickerView(frame: CGRect(x: 0, y: 0, width: 375, height: 180))

        form.field.inputView = wheel
        #expect(wheel.window == nil && form.picker.window is InputViewsWindow)
        form.field.reloadInputViews()

        #expect(form.picker.window == nil)
        #expect(wheel.convert(wheel.bounds, to: nil) == CGRect(x: 0, y: 487, width: 375, height: 180))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 443, width: 375, height: 224))
    }

    // 6.46: reloadInputViews() on a responder that is not first responder does nothing.
    @Test func reloadInputViewsOffTheFirstResponderDoesNothing() throws {
        let app = try ModalApp(device: .iPhone8)
        let form = DateForm(in: app.root.view)

        form.field.reloadInputViews()

        #expect(form.picker.window == nil && app.host.keyboardFrame == nil)
    }

    // 6.46: turned to landscape, the input area lies along the new bottom, across the new width.
    @Test func aRotationLaysTheInputViewsAlongTheNewBottom() throws {
        let app = try ModalApp(device: Self.iPhone14Pro)
        let form = DateForm(in: app.root.view)
        _ = form.field.becomeFirstResponder()
        app.host.runUntilIdle()

        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()

        // 393 high, a 21-pt home indicator: the picker from 156 to 372, the toolbar above it.
        #expect(form.picker.convert(form.picker.bounds, to: nil) == CGRect(x: 0, y: 156, width: 852, height: 216))
        #expect(form.toolbar.convert(form.toolbar.bounds, to: nil) == CGRect(x: 0, y: 112, width: 852, height: 44))
        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 112, width: 852, height: 281))
    }
}
