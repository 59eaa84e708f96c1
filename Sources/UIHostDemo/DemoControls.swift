import Foundation
import HeadlessUIKit

/// The controls part of the demo's catalogue: a list of control screens, a text form and an alerts screen. Tags and
/// identifiers are their contract for scripts and tests (see `DemoHomeViewController` for the home entries):
///
/// | tag | identifier | screen | what it is |
/// |-----|------------|--------|------------|
/// | 130+ | controls.<name> | Controls | one entry per control screen, in `DemoControlScreen.Kind` order |
/// | 140 | control | each control screen | the control (`UIButton`, `UISwitch`, `UISlider`, ...) |
/// | 141 | controlStatus | each control screen | a `UILabel`: "<event>: <value>" after each valueChanged or primary action |
/// | 150 | name | Text form | text field, placeholder "Name"; return goes to the next field |
/// | 151 | email | Text form | text field, placeholder "Email", keyboard emailAddress; return goes to the next field |
/// | 152 | age | Text form | text field, placeholder "Age": its delegate vetoes anything but digits, at most 3 |
/// | 153 | notes | Text form | text view |
/// | 154 | submit | Text form | "Submit" button: ends editing and shows the form on tag 155 |
/// | 155 | formStatus | Text form | label: "Submitted: <name>, <email>, <age>" |
/// | 156 | password | Text form | secure text field, placeholder "Password", clear button while editing |
/// | 160 | showAlert | Alerts | "Show alert": "Delete item?" with Cancel and Delete (destructive) |
/// | 161 | showSheet | Alerts | "Show action sheet": Share, Duplicate, Cancel |
/// | 162 | showLogin | Alerts | "Show login": a "Log in" alert with a user name field; "Log in" is the preferred action |
/// | 163 | alertResult | Alerts | label: "Chose: <title>" (with ", user: <name>" for the login) after a handler ran |
public final class DemoControlsViewController: DemoScreen {
    public init() {
        super.init(identifier: "controls", title: "Controls")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for (index, kind) in DemoControlScreen.Kind.allCases.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: kind.title) { [unowned self] _ in
                navigationController?.pushViewController(DemoControlScreen(kind: kind), animated: true)
            })
            button.tag = 130 + index
            button.accessibilityIdentifier = "controls.\(kind.rawValue)"
            button.frame = CGRect(x: 20, y: 84 + CGFloat(index) * 48, width: 200, height: 40)
            view.addSubview(button)
        }
    }
}

/// One control (tag 140) and a status label (tag 141) that shows its last value change or primary action.
public final class DemoControlScreen: DemoScreen {
    public enum Kind: String, CaseIterable, Sendable {
        case button, toggle, slider, segmented, stepper, pageControl, picker, datePicker, progress

        var title: String {
            switch self {
            case .button: "Button"
            case .toggle: "Switch"
            case .slider: "Slider"
            case .segmented: "Segmented control"
            case .stepper: "Stepper"
            case .pageControl: "Page control"
            case .picker: "Picker"
            case .datePicker: "Date picker"
            case .progress: "Progress and activity"
            }
        }
    }

    public let kind: Kind
    private var status: UILabel!
    private let pickerSource = DemoPickerSource()

    public init(kind: Kind) {
        self.kind = kind
        super.init(identifier: "control.\(kind.rawValue)", title: kind.title)
    }

    public required init?(coder: NSCoder) {
        kind = .button
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        status = UILabel(frame: CGRect(x: 20, y: 300, width: 335, height: 30))
        status.tag = 141
        status.accessibilityIdentifier = "controlStatus"
        status.text = "none"
        view.addSubview(status)
        let control = makeControl()
        control.tag = 140
        control.accessibilityIdentifier = "control"
        view.addSubview(control)
    }

    private func show(_ event: String, _ value: String) {
        status.text = "\(event): \(value)"
    }

    private func makeControl() -> UIView {
        switch kind {
        case .button:
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { [unowned self] _ in
                taps += 1
                show("primaryActionTriggered", "\(taps)")
            })
            button.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
            button.setTitle("Pressed", for: .highlighted)
            return button
        case .toggle:
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            toggle.addTarget(self, action: DemoControlScreen.toggled, for: .valueChanged)
            return toggle
        case .slider:
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 231, height: 31))
            slider.maximumValue = 100
            slider.addTarget(self, action: DemoControlScreen.slid, for: .valueChanged)
            return slider
        case .segmented:
            let segments = UISegmentedControl(items: ["First", "Second", "Third"])
            segments.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
            segments.selectedSegmentIndex = 0
            segments.addTarget(self, action: DemoControlScreen.segmentChosen, for: .valueChanged)
            return segments
        case .stepper:
            let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            stepper.maximumValue = 10
            stepper.addAction(UIAction { [unowned self, unowned stepper] _ in
                show("valueChanged", "\(Int(stepper.value))")
            }, for: .valueChanged)
            return stepper
        case .pageControl:
            let pages = UIPageControl(frame: CGRect(x: 20, y: 100, width: 300, height: 26))
            pages.numberOfPages = 5
            pages.addAction(UIAction { [unowned self, unowned pages] _ in
                show("valueChanged", "page \(pages.currentPage)")
            }, for: .valueChanged)
            return pages
        case .picker:
            let picker = UIPickerView(frame: CGRect(x: 20, y: 80, width: 300, height: 216))
            pickerSource.onSelect = { [unowned self] title in show("didSelectRow", title) }
            picker.dataSource = pickerSource
            picker.delegate = pickerSource
            return picker
        case .datePicker:
            let picker = UIDatePicker(frame: CGRect(x: 20, y: 80, width: 300, height: 216))
            picker.datePickerMode = .date
            picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
            picker.addAction(UIAction { [unowned self, unowned picker] _ in
                show("valueChanged", "\(Int(picker.date.timeIntervalSince1970))")
            }, for: .valueChanged)
            return picker
        case .progress:
            let box = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 80))
            let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 300, height: 4))
            progress.progress = 0.25
            progress.accessibilityIdentifier = "progress"
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.accessibilityIdentifier = "spinner"
            spinner.frame.origin = CGPoint(x: 0, y: 40)
            spinner.startAnimating()
            box.addSubview(progress)
            box.addSubview(spinner)
            return box
        }
    }

    private func toggled(_ sender: UISwitch) { show("valueChanged", sender.isOn ? "on" : "off") }
    private func slid(_ sender: UISlider) { show("valueChanged", "\(Int(sender.value.rounded()))") }
    private func segmentChosen(_ sender: UISegmentedControl) {
        show("valueChanged", sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "none")
    }
}

@MainActor final class DemoPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    var onSelect: ((String) -> Void)?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.fruits.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.fruits[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { onSelect?(Self.fruits[row]) }
}

/// "Text form": name, email, age (digits only, vetoed by the delegate), password, notes and a Submit button.
public final class DemoTextFormViewController: DemoScreen, UITextFieldDelegate {
    private var fields: [UITextField] = []
    private var status: UILabel!

    public init() {
        super.init(identifier: "textForm", title: "Text form")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let specs: [(Int, String, String)] = [(150, "name", "Name"), (151, "email", "Email"), (152, "age", "Age"),
                                              (156, "password", "Password")]
        for (index, (tag, id, placeholder)) in specs.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 84 + CGFloat(index) * 44, width: 300, height: 34))
            field.tag = tag
            field.accessibilityIdentifier = id
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.delegate = self
            if id == "email" { field.keyboardType = .emailAddress }
            if id == "age" { field.keyboardType = .numberPad }
            if id == "password" {
                field.isSecureTextEntry = true
                field.clearButtonMode = .whileEditing
            }
            view.addSubview(field)
            fields.append(field)
        }
        let notes = UITextView(frame: CGRect(x: 20, y: 264, width: 300, height: 80))
        notes.tag = 153
        notes.accessibilityIdentifier = "notes"
        view.addSubview(notes)
        let submit = UIButton(type: .system, primaryAction: UIAction(title: "Submit") { [unowned self] _ in
            view.endEditing(true)
            status.text = "Submitted: \(fields[0].text ?? ""), \(fields[1].text ?? ""), \(fields[2].text ?? "")"
        })
        submit.tag = 154
        submit.accessibilityIdentifier = "submit"
        submit.frame = CGRect(x: 20, y: 354, width: 120, height: 44)
        view.addSubview(submit)
        status = UILabel(frame: CGRect(x: 20, y: 408, width: 335, height: 30))
        status.tag = 155
        status.accessibilityIdentifier = "formStatus"
        view.addSubview(status)
    }

    /// Age takes digits only, at most three.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool {
        guard textField.tag == 152 else { return true }
        let length = (textField.text?.utf16.count ?? 0) - range.length + string.utf16.count
        return string.allSatisfy(\.isASCIIDigit) && length <= 3
    }

    /// Return goes to the next field; on the last one it ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// "Alerts": buttons that present an alert, an action sheet and a login alert; the chosen action shows on tag 163.
public final class DemoAlertsViewController: DemoScreen {
    private var result: UILabel!

    public init() {
        super.init(identifier: "alerts", title: "Alerts")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addAlertButton(tag: 160, id: "showAlert", title: "Show alert", y: 84) { [unowned self] in
            let alert = UIAlertController(title: "Delete item?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: chose))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: chose))
            return alert
        }
        addAlertButton(tag: 161, id: "showSheet", title: "Show action sheet", y: 140) { [unowned self] in
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default, handler: chose))
            sheet.addAction(UIAlertAction(title: "Duplicate", style: .default, handler: chose))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: chose))
            return sheet
        }
        addAlertButton(tag: 162, id: "showLogin", title: "Show login", y: 196) { [unowned self] in
            let alert = UIAlertController(title: "Log in", message: "Enter your user name", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "User name" }
            let login = UIAlertAction(title: "Log in", style: .default) { [unowned self, unowned alert] action in
                result.text = "Chose: \(action.title ?? ""), user: \(alert.textFields?.first?.text ?? "")"
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: chose))
            alert.addAction(login)
            alert.preferredAction = login
            return alert
        }
        result = UILabel(frame: CGRect(x: 20, y: 260, width: 335, height: 30))
        result.tag = 163
        result.accessibilityIdentifier = "alertResult"
        view.addSubview(result)
    }

    private func chose(_ action: UIAlertAction) {
        result.text = "Chose: \(action.title ?? "")"
    }

    private func addAlertButton(tag: Int, id: String, title: String, y: CGFloat, make: @escaping () -> UIAlertController) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [unowned self] _ in
            present(make(), animated: true)
        })
        button.tag = tag
        button.accessibilityIdentifier = id
        button.frame = CGRect(x: 20, y: y, width: 220, height: 44)
        view.addSubview(button)
    }
}
