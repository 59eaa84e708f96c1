import Foundation
import Testing
@testable import HeadlessUIKit

// Storyboard control and display elements (docs/uikit-rules.md 8.1 with 6.1-6.3): each is built as its UIKit class with
// the attributes Xcode writes, its actions are attached through target-action (0, 6.1), and a button's segue fires
// on its touch up inside (8.3). Type names start with `CT`.

/// Records the actions and segue callbacks it gets, in order, as "name(sender's accessibility identifier)".
final class CTFormController: UIViewController {
    var events: [String] = []
    var allowsSegues = true

    func record(_ name: String, _ sender: Any?) {
        events.append("\(name)(\((sender as? UIView)?.accessibilityIdentifier ?? "nil"))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        record("shouldPerformSegue \(identifier)", sender)
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        record("prepare \(segue.identifier ?? "")", sender)
    }
}

final class CTSummaryController: UIViewController {}

@MainActor
private func controlStoryboard(_ text: String = StoryboardControlFixtures.form) throws -> UIStoryboard {
    UIStoryboard.register(CTFormController.self)
    UIStoryboard.register(CTSummaryController.self)
    for selector in ["saveTapped:", "toggled:", "nameChanged:", "nextTapped:"] {
        UIResponder.registerAction(Selector(selector), for: CTFormController.self) { form, sender in
            form.record(selector, sender)
        }
    }
    return try UIStoryboard(data: Data(text.utf8), name: "Controls")
}

@MainActor
@Suite struct StoryboardControlTests {
    @MainActor private struct FormApp {
        let storyboard: UIStoryboard
        let navigation: UINavigationController
        let form: CTFormController
        let app: NavTestApp

        init(_ text: String = StoryboardControlFixtures.form) throws {
            storyboard = try controlStoryboard(text)
            navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            form = try #require(navigation.viewControllers.first as? CTFormController)
            app = try NavTestApp(root: navigation)
        }

        func view<View: UIView>(_ identifier: String, as type: View.Type) throws -> View {
            let found = try #require(navView(identifier, in: form.view))
            return try #require(found as? View, "\(identifier) is a \(found)")
        }
    }

    // docs/uikit-rules.md 8.1, 6.3: labels, text views, image views, indicators and progress views are their classes.
    @Test func displayElementsAreTheirClassesWithTheirAttributes() throws {
        let form = try FormApp()

        let label = try form.view("nameLabel", as: UILabel.self)
        #expect(label.text == "Your name")
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.numberOfLines == 2)
        #expect(label.font == .boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(!label.isUserInteractionEnabled)
        #expect(label.accessibilityLabel == "Your name", "6.3: a label's accessibility label is its text")

        let notes = try form.view("notes", as: UITextView.self)
        #expect(notes.text == "Notes go here")
        #expect(!notes.isEditable)
        #expect(notes.font == .systemFont(ofSize: 17), "the Body text style at the default size")

        let star = try form.view("star", as: UIImageView.self)
        #expect(star.image?.isSymbolImage == true)
        #expect(star.image?.name == "star.fill")
        #expect(star.contentMode == .scaleAspectFit)

        let spinner = try form.view("spinner", as: UIActivityIndicatorView.self)
        #expect(spinner.style == .large)
        #expect(spinner.isAnimating)
        #expect(!spinner.hidesWhenStopped)

        let upload = try form.view("upload", as: UIProgressView.self)
        #expect(upload.progress == 0.75)
        #expect(upload.progressViewStyle == .bar)

        #expect(!form.storyboard.notes.contains { $0.contains("made as plain UIViews") })
    }

    // docs/uikit-rules.md 8.1, 6.1-6.2: controls are their classes with their values, none sent as an event.
    @Test func controlsAreTheirClassesWithTheirValues() throws {
        let form = try FormApp()

        let field = try form.view("nameField", as: UITextField.self)
        #expect(field.text == "Ann")
        #expect(field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.contentHorizontalAlignment == .left)
        #expect(field.font == .systemFont(ofSize: 14))
        #expect(field.isSecureTextEntry)
        #expect(field.keyboardType == .emailAddress)
        #expect(field.returnKeyType == .done)
        #expect(field.autocapitalizationType == .words)
        // 6.26: a text view reads the same traits.
        let notes = try form.view("notes", as: UITextView.self)
        #expect(notes.autocapitalizationType == .words)
        #expect(notes.autocorrectionType == .no)
        #expect(notes.returnKeyType == .send)

        #expect(try form.view("newsletter", as: UISwitch.self).isOn)

        let volume = try form.view("volume", as: UISlider.self)
        #expect([volume.minimumValue, volume.maximumValue, volume.value] == [0, 2, 0.5])
        #expect(!volume.isContinuous)

        let size = try form.view("size", as: UISegmentedControl.self)
        #expect(size.numberOfSegments == 3)
        #expect((0..<3).map { size.titleForSegment(at: $0) } == ["Small", "Medium", "Large"])
        #expect(size.selectedSegmentIndex == 1)

        let count = try form.view("count", as: UIStepper.self)
        #expect([count.minimumValue, count.maximumValue, count.stepValue, count.value] == [1, 9, 2, 3])
        #expect(count.wraps)

        let pages = try form.view("pages", as: UIPageControl.self)
        #expect(pages.numberOfPages == 5)
        #expect(pages.currentPage == 2)

        let save = try form.view("save", as: UIButton.self)
        #expect(save.buttonType == .system)
        #expect(save.title(for: .normal) == "Save")
        #expect(save.title(for: .highlighted) == "Saving")
        #expect(save.title(for: .disabled) == "Saved")
        #expect(save.titleColor(for: .normal) == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        #expect(save.titleLabel?.font == .systemFont(ofSize: 18))
        #expect(save.accessibilityLabel == "Save")
        let next = try form.view("next", as: UIButton.self)
        #expect(next.buttonType == .custom, "Xcode omits buttonType for a custom button")
        #expect(next.image(for: .normal)?.name == "chevron.right")
        #expect(form.form.events.isEmpty, "values from the file send no actions")
    }

    // docs/uikit-rules.md 6.1 and 0: a tap on a storyboard button sends its touchUpInside action to the controller
    // with the button as sender; a switch tapped sends valueChanged.
    @Test func actionsAreAttachedToTheirControlEvents() throws {
        let form = try FormApp()

        try form.app.tap(try form.view("save", as: UIButton.self))
        let toggle = try form.view("newsletter", as: UISwitch.self)
        try form.app.tap(toggle)

        #expect(form.form.events == ["saveTapped:(save)", "toggled:(newsletter)"])
        #expect(!toggle.isOn)
        #expect(try form.view("save", as: UIButton.self).actions(forTarget: form.form, forControlEvent: .touchUpInside)
                == ["saveTapped:"])
    }

    // docs/uikit-rules.md 5.4, 6.1: an action sent to the First Responder is nil-targeted and walks the responder chain
    // from the first responder (here the text field being edited) up to the controller.
    @Test func aFirstResponderActionWalksTheResponderChain() throws {
        let form = try FormApp()
        let field = try form.view("nameField", as: UITextField.self)
        #expect(field.actions(forTarget: nil, forControlEvent: .editingChanged) == ["nameChanged:"])

        #expect(field.becomeFirstResponder())
        _ = try form.app.host.type("x")

        #expect(form.form.events == ["nameChanged:(nameField)"])
        #expect(field.text == "x", "6.2: a secure field's first keystroke replaces the text it had")
    }

    // docs/uikit-rules.md 8.3: a button's triggered segue fires on touchUpInside of the real UIButton, after the action
    // the file gives the same event: shouldPerformSegue, prepare, then the push (7.5), with the button as sender.
    @Test func aButtonsSegueFiresOnTouchUpInsideAfterItsAction() throws {
        let form = try FormApp()

        try form.app.tap(try form.view("next", as: UIButton.self))

        #expect(form.form.events == ["nextTapped:(next)", "shouldPerformSegue showSummary(next)", "prepare showSummary(next)"])
        #expect(form.navigation.viewControllers.count == 2)
        #expect(form.navigation.topViewController is CTSummaryController)
    }

    @Test func aSegueRefusedByShouldPerformSegueStillSendsTheAction() throws {
        let form = try FormApp()
        form.form.allowsSegues = false

        try form.app.tap(try form.view("next", as: UIButton.self))

        #expect(form.form.events == ["nextTapped:(next)", "shouldPerformSegue showSummary(next)"])
        #expect(form.navigation.viewControllers.count == 1)
    }

    // Bad input: values Interface Builder never writes are noted with the element and left at their defaults.
    @Test func unknownValuesAreNotedAndLeftAtTheirDefaults() throws {
        let text = StoryboardControlFixtures.form
            .replacingOccurrences(of: #"borderStyle="roundedRect""#, with: #"borderStyle="rounded""#)
            .replacingOccurrences(of: #"selectedSegmentIndex="1""#, with: #"selectedSegmentIndex="7""#)
            .replacingOccurrences(of: #"eventType="valueChanged""#, with: #"eventType="valueChange""#)
            .replacingOccurrences(of: #"on="YES""#, with: #"on="yes""#)
        let form = try FormApp(text)

        #expect(try form.view("nameField", as: UITextField.self).borderStyle == .none)
        #expect(try form.view("size", as: UISegmentedControl.self).selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!(try form.view("newsletter", as: UISwitch.self).isOn))
        let notes = form.storyboard.notes
        #expect(notes.contains(#"borderStyle="rounded" of <textField> 'Cf1-Tf-0a1' is not one of bezel, line, none, roundedRect: left at its default"#))
        #expect(notes.contains("selectedSegmentIndex 7 of <segmentedControl> 'Cf1-Sc-0b1' is outside its 3 segments: no segment is selected"))
        #expect(notes.contains(#"on="yes" of <switch> 'Cf1-Sw-0a1' is not YES or NO: ignored"#))
        #expect(notes.contains { $0.hasPrefix("action 'toggled:' of <switch> 'Cf1-Sw-0a1' is ignored: eventType 'valueChange' is not a control event") })
    }
}
