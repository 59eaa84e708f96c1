import Foundation

/// The control and display elements of a storyboard (docs/uikit-rules.md 8.1, 6.1-6.3): each becomes its UIKit class,
/// with the attributes Xcode writes for it applied after the common view properties. An attribute value the runtime
/// does not know (a misspelt `borderStyle`...) leaves the property at its default, with a note naming the element.
extension StoryboardViewBuilder {
    /// The elements built as their own classes.
    static let controlElementNames: Set<String> = [
        "label", "button", "switch", "slider", "textField", "textView", "segmentedControl", "stepper", "imageView",
        "activityIndicatorView", "progressView", "pageControl", "datePicker", "searchBar",
    ]

    /// The attributes of each control or display element that the `configure` functions below apply: kept here,
    /// beside the code that reads them, and the one list the reader consults to note the others as not modelled.
    nonisolated static let appliedControlAttributes: [String: Set<String>] = {
        let control: Set<String> = ["enabled", "selected", "highlighted", "contentHorizontalAlignment",
                                    "contentVerticalAlignment"]
        return [
            "label": ["textAlignment", "lineBreakMode", "numberOfLines", "enabled", "highlighted", "usesAttributedText",
                      "adjustsFontSizeToFit", "minimumScaleFactor", "preferredMaxLayoutWidth", "baselineAdjustment"],
            "button": control.union(["buttonType", "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "lineBreakMode"]),
            "switch": control.union(["on"]),
            "slider": control.union(["value", "minValue", "maxValue", "continuous"]),
            "textField": control.union(["borderStyle", "textAlignment", "minimumFontSize", "clearButtonMode",
                                        "clearsOnBeginEditing", "adjustsFontSizeToFit"]),
            "textView": ["textAlignment", "editable", "selectable", "scrollEnabled", "usesAttributedText"],
            "segmentedControl": control.union(["selectedSegmentIndex", "momentary", "segmentControlStyle",
                                               "apportionsSegmentWidthsByContent"]),
            "stepper": control.union(["value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat",
                                      "continuous"]),
            "imageView": ["image", "highlightedImage", "highlighted", "catalog"],
            "activityIndicatorView": ["style", "hidesWhenStopped", "animating"],
            "progressView": ["progress", "progressViewStyle"],
            "pageControl": control.union(["numberOfPages", "currentPage", "hidesForSinglePage"]),
            "datePicker": control.union(["datePickerMode", "style", "minuteInterval"]),
            "searchBar": ["prompt", "searchBarStyle", "showsCancelButton", "showsScopeBar", "selectedScopeButtonIndex"],
        ]
    }()

    /// A new instance of the element's class; nil for an element that is not a control or display view.
    func makeControl(_ element: StoryboardViewElement) -> UIView? {
        let frame = element.frame ?? .zero
        switch element.elementName {
        case "label": return UILabel(frame: frame)
        case "button":
            // Xcode omits `buttonType` for a custom button.
            let type = value(element, "buttonType", Self.buttonTypes) ?? .custom
            let button = UIButton(type: type)
            button.frame = frame
            return button
        case "switch": return UISwitch(frame: frame)
        case "slider": return UISlider(frame: frame)
        case "textField": return UITextField(frame: frame)
        case "textView": return UITextView(frame: frame)
        case "segmentedControl": return UISegmentedControl(frame: frame)
        case "stepper": return UIStepper(frame: frame)
        case "imageView": return UIImageView(frame: frame)
        case "activityIndicatorView": return UIActivityIndicatorView(frame: frame)
        case "progressView": return UIProgressView(frame: frame)
        case "pageControl": return UIPageControl(frame: frame)
        case "datePicker": return UIDatePicker(frame: frame)
        case "searchBar": return UISearchBar(frame: frame)
        default: return nil
        }
    }

    /// Applies the element's own attributes to `view`: one made by `makeControl`, or a registered subclass.
    func configureControl(_ view: UIView, _ element: StoryboardViewElement) {
        if let control = view as? UIControl { configure(control, element) }
        switch view {
        case let label as UILabel: configure(label, element)
        case let button as UIButton: configure(button, element)
        case let bar as UISearchBar: configure(bar, element)
        case let toggle as UISwitch:
            if let on = bool(element, "on") { toggle.isOn = on }
        case let picker as UIDatePicker:
            // docs/uikit-rules.md 11.162: the mode and style in the file (a wheels picker is 216 pt tall).
            let modes: [String: UIDatePicker.Mode] = [
                "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
            ]
            let styles: [String: UIDatePicker.Style] = [
                "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
            ]
            if let mode = value(element, "datePickerMode", modes) { picker.datePickerMode = mode }
            if let style = value(element, "style", styles) { picker.preferredDatePickerStyle = style }
            // 11.222: Xcode before 12 (tools version below 17000) knew only wheels, so its files' pickers were laid
            // out as wheels.
            if let tools = storyboard.document.designDevice?.toolsVersion, tools < 17000 { picker.automaticStyle = .wheels }
            if let interval = number(element, "minuteInterval") { picker.minuteInterval = Int(interval) }
        case let slider as UISlider:
            if let minimum = number(element, "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number(element, "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number(element, "value") { slider.value = Float(value) }
            if let continuous = bool(element, "continuous") { slider.isContinuous = continuous }
        case let field as UITextField: configure(field, element)
        case let textView as UITextView: configure(textView, element)
        case let segmented as UISegmentedControl: configure(segmented, element)
        case let stepper as UIStepper:
            if let minimum = number(element, "minimumValue") { stepper.minimumValue = minimum }
            if let maximum = number(element, "maximumValue") { stepper.maximumValue = maximum }
            if let step = number(element, "stepValue") { stepper.stepValue = step }
            if let value = number(element, "value") { stepper.value = value }
            if let wraps = bool(element, "wraps") { stepper.wraps = wraps }
            if let autorepeat = bool(element, "autorepeat") { stepper.autorepeat = autorepeat }
            if let continuous = bool(element, "continuous") { stepper.isContinuous = continuous }
        case let imageView as UIImageView:
            imageView.image = image(element.attributes["image"], catalog: element.attributes["catalog"], of: element)
            imageView.highlightedImage = image(element.attributes["highlightedImage"],
                                               catalog: element.attributes["catalog"], of: element)
            if let highlighted = bool(element, "highlighted") { imageView.isHighlighted = highlighted }
        case let indicator as UIActivityIndicatorView:
            if let style = value(element, "style", Self.indicatorStyles) { indicator.style = style }
            if let hides = bool(element, "hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if bool(element, "animating") == true { indicator.startAnimating() }
        case let progress as UIProgressView:
            if let style = value(element, "progressViewStyle", [String: UIProgressView.Style](dictionaryLiteral: ("default", .default), ("bar", .bar))) {
                progress.progressViewStyle = style
            }
            if let value = number(element, "progress") { progress.progress = Float(value) }
        case let pages as UIPageControl:
            if let count = number(element, "numberOfPages") { pages.numberOfPages = Int(count) }
            if let current = number(element, "currentPage") { pages.currentPage = Int(current) }
            if let hides = bool(element, "hidesForSinglePage") { pages.hidesForSinglePage = hides }
        default:
            break
        }
    }

    // MARK: Each class

    private func configure(_ control: UIControl, _ element: StoryboardViewElement) {
        if let enabled = bool(element, "enabled") { control.isEnabled = enabled }
        if let selected = bool(element, "selected") { control.isSelected = selected }
        if let highlighted = bool(element, "highlighted") { control.isHighlighted = highlighted }
        if let alignment = value(element, "contentHorizontalAlignment", Self.horizontalAlignments) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment = value(element, "contentVerticalAlignment", Self.verticalAlignments) {
            control.contentVerticalAlignment = alignment
        }
    }

    private func configure(_ label: UILabel, _ element: StoryboardViewElement) {
        label.text = element.text
        if let alignment = value(element, "textAlignment", Self.textAlignments) { label.textAlignment = alignment }
        if let mode = value(element, "lineBreakMode", Self.lineBreakModes) { label.lineBreakMode = mode }
        if let lines = number(element, "numberOfLines") { label.numberOfLines = Int(lines) }
        if let enabled = bool(element, "enabled") { label.isEnabled = enabled }
        if let highlighted = bool(element, "highlighted") { label.isHighlighted = highlighted }
        if let adjusts = bool(element, "adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let factor = number(element, "minimumScaleFactor") { label.minimumScaleFactor = CGFloat(factor) }
        if let adjustment = value(element, "baselineAdjustment", Self.baselineAdjustments) { label.baselineAdjustment = adjustment }
        if let width = number(element, "preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = CGFloat(width) }
        if let font = font(of: element) { label.font = font }
        if let color = element.textColor.flatMap({ resolve($0, of: element) }) { label.textColor = color }
        if let text = element.attributedText { label.attributedText = attributedString(text, of: element) }
    }

    private func configure(_ button: UIButton, _ element: StoryboardViewElement) {
        // Before the states: an attributed title's own fonts win over the button's (11.193).
        if let font = font(of: element) { button.titleLabel?.font = font }
        for state in element.buttonStates {
            guard let controlState = Self.controlStates[state.key] else {
                storyboard.note("<state key=\"\(state.key)\"> of <button> '\(element.id ?? "")' is not a control state "
                                + "(normal, highlighted, selected, disabled): ignored")
                continue
            }
            if let title = state.title { button.setTitle(title, for: controlState) }
            if let color = state.titleColor.flatMap({ resolve($0, of: element) }) {
                button.setTitleColor(color, for: controlState)
            }
            if let image = image(state.image, catalog: state.imageCatalog, of: element) {
                button.setImage(image, for: controlState)
            }
            if let image = image(state.backgroundImage, catalog: state.imageCatalog, of: element) {
                button.setBackgroundImage(image, for: controlState)
            }
            if let title = state.attributedTitle {
                button.setAttributedTitle(attributedString(title, of: element), for: controlState)
            }
        }
        // The element's title (a configuration button's is set from its configuration below, 11.163).
        if let title = element.title, title != button.title(for: .normal) { button.setTitle(title, for: .normal) }
        // docs/uikit-rules.md 8.48: the legacy edge insets the file gives.
        if let insets = element.buttonEdgeInsets["contentEdgeInsets"] { button.contentEdgeInsets = insets }
        if let insets = element.buttonEdgeInsets["titleEdgeInsets"] { button.titleEdgeInsets = insets }
        if let insets = element.buttonEdgeInsets["imageEdgeInsets"] { button.imageEdgeInsets = insets }
        // docs/uikit-rules.md 8.16: a configuration button has its style's content insets and the body font (or the
        // configuration's own title font).
        if let configuration = element.buttonConfiguration {
            // docs/uikit-rules.md 11.163: the configuration's title and image are what the button shows; without a
            // title attribute it has none, and the "Button" Xcode writes in the normal state beside it is not shown.
            button.setTitle(configuration["title"], for: .normal)
            if let name = configuration["image"] {
                button.setImage(image(name, catalog: configuration["catalog"], of: element), for: .normal)
            }
            button.configurationContentInsets = UIButton.configurationInsets
            button.titleLabel?.font = font(element.configurationFontDescription, of: element) ?? .systemFont(ofSize: 17)
        }
        if let mode = value(element, "lineBreakMode", Self.lineBreakModes) { button.titleLabel?.lineBreakMode = mode }
        if let shows = bool(element, "showsTouchWhenHighlighted") { button.showsTouchWhenHighlighted = shows }
        if let adjusts = bool(element, "adjustsImageWhenHighlighted") { button.adjustsImageWhenHighlighted = adjusts }
    }

    private func configure(_ field: UITextField, _ element: StoryboardViewElement) {
        field.text = element.text
        field.placeholder = element.placeholder
        if let style = value(element, "borderStyle", Self.borderStyles) { field.borderStyle = style }
        if let alignment = value(element, "textAlignment", Self.textAlignments) { field.textAlignment = alignment }
        if let size = number(element, "minimumFontSize") { field.minimumFontSize = CGFloat(size) }
        if let mode = value(element, "clearButtonMode", Self.viewModes) { field.clearButtonMode = mode }
        if let clears = bool(element, "clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let adjusts = bool(element, "adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let font = font(of: element) { field.font = font }
        if let color = element.textColor.flatMap({ resolve($0, of: element) }) { field.textColor = color }
        configureTraits(of: field, element)
    }

    /// A text field's or text view's `<textInputTraits>` (docs/uikit-rules.md 6.26: the two have the same traits).
    private func configureTraits(of input: some StoryboardTextInput, _ element: StoryboardViewElement) {
        if let secure = Self.bool(element.textInputTraits["secureTextEntry"]) { input.isSecureTextEntry = secure }
        if let type = trait(element, "keyboardType", Self.keyboardTypes) { input.keyboardType = type }
        if let type = trait(element, "returnKeyType", Self.returnKeyTypes) { input.returnKeyType = type }
        if let type = trait(element, "autocapitalizationType", Self.autocapitalizationTypes) {
            input.autocapitalizationType = type
        }
        if let type = trait(element, "autocorrectionType", Self.autocorrectionTypes) {
            input.autocorrectionType = type
        }
    }

    private func configure(_ textView: UITextView, _ element: StoryboardViewElement) {
        textView.text = element.text ?? ""
        if let alignment = value(element, "textAlignment", Self.textAlignments) { textView.textAlignment = alignment }
        if let editable = bool(element, "editable") { textView.isEditable = editable }
        if let selectable = bool(element, "selectable") { textView.isSelectable = selectable }
        // docs/uikit-rules.md 8.32: a text view that does not scroll sizes to its text (11.150).
        if let scrolls = bool(element, "scrollEnabled") { textView.isScrollEnabled = scrolls }
        if let font = font(of: element) { textView.font = font }
        if let color = element.textColor.flatMap({ resolve($0, of: element) }) { textView.textColor = color }
        if let text = element.attributedText {
            let string = attributedString(text, of: element)
            textView.attributedText = string
            if let style = string.leadingAttributes[.paragraphStyle] as? NSParagraphStyle { textView.textAlignment = style.alignment }
        }
        configureTraits(of: textView, element)
    }

    private func configure(_ segmented: UISegmentedControl, _ element: StoryboardViewElement) {
        for (index, title) in element.segmentTitles.enumerated() {
            segmented.insertSegment(withTitle: title, at: index, animated: false)
        }
        if let momentary = bool(element, "momentary") { segmented.isMomentary = momentary }
        if let apportions = bool(element, "apportionsSegmentWidthsByContent") {
            segmented.apportionsSegmentWidthsByContent = apportions
        }
        guard let index = number(element, "selectedSegmentIndex").map({ Int($0) }) else { return }
        guard index == UISegmentedControl.noSegment || element.segmentTitles.indices.contains(index) else {
            storyboard.note("selectedSegmentIndex \(index) of <segmentedControl> '\(element.id ?? "")' is outside its "
                            + "\(element.segmentTitles.count) segments: no segment is selected")
            return
        }
        segmented.selectedSegmentIndex = index
    }

    /// docs/uikit-rules.md 8.52: a `<searchBar>` is a `UISearchBar` (56 pt tall, 6.11) with the file's placeholder,
    /// text, prompt, style, Cancel button and scope bar (`<scopeButtonTitles>`), and its text input traits.
    private func configure(_ bar: UISearchBar, _ element: StoryboardViewElement) {
        if let placeholder = element.placeholder { bar.placeholder = placeholder }
        if let text = element.text { bar.text = text }
        if let prompt = element.attributes["prompt"] { bar.prompt = prompt }
        if let style = value(element, "searchBarStyle", ["default": UISearchBar.Style.default, "prominent": .prominent,
                                                         "minimal": .minimal]) {
            bar.searchBarStyle = style
        }
        if let shows = bool(element, "showsCancelButton") { bar.showsCancelButton = shows }
        if !element.segmentTitles.isEmpty { bar.scopeButtonTitles = element.segmentTitles }
        if let shows = bool(element, "showsScopeBar") { bar.showsScopeBar = shows }
        if let index = number(element, "selectedScopeButtonIndex") { bar.selectedScopeButtonIndex = Int(index) }
        configureTraits(of: bar.searchTextField, element)
    }

    // MARK: Reading attribute values

    private func bool(_ element: StoryboardViewElement, _ name: String) -> Bool? {
        guard let text = element.attributes[name] else { return nil }
        guard let value = Self.bool(text) else {
            storyboard.note("\(name)=\"\(text)\" of <\(element.elementName)> '\(element.id ?? "")' is not YES or NO: ignored")
            return nil
        }
        return value
    }

    private static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    private func number(_ element: StoryboardViewElement, _ name: String) -> Double? {
        guard let text = element.attributes[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            storyboard.note("\(name)=\"\(text)\" of <\(element.elementName)> '\(element.id ?? "")' is not a number: ignored")
            return nil
        }
        return value
    }

    /// The value Xcode's name `element.attributes[name]` stands for; an unknown name is noted.
    private func value<Value>(_ element: StoryboardViewElement, _ name: String, _ values: [String: Value]) -> Value? {
        lookUp(element.attributes[name], name, values, of: element)
    }

    private func trait<Value>(_ element: StoryboardViewElement, _ name: String, _ values: [String: Value]) -> Value? {
        lookUp(element.textInputTraits[name], name, values, of: element)
    }

    private func lookUp<Value>(_ text: String?, _ name: String, _ values: [String: Value],
                               of element: StoryboardViewElement) -> Value? {
        guard let text else { return nil }
        guard let value = values[text] else {
            storyboard.note("\(name)=\"\(text)\" of <\(element.elementName)> '\(element.id ?? "")' is not one of "
                            + values.keys.sorted().joined(separator: ", ") + ": left at its default")
            return nil
        }
        return value
    }

    /// `<fontDescription type="system" pointSize="17">`, `type="boldSystem"`, a named font, or a text style.
    private func font(of element: StoryboardViewElement) -> UIFont? {
        font(element.fontDescription, of: element)
    }

    private func font(_ description: [String: String]?, of element: StoryboardViewElement) -> UIFont? {
        guard let description else { return nil }
        if let style = description["style"] {
            guard let textStyle = Self.textStyles[style] else {
                storyboard.note("font text style '\(style)' of <\(element.elementName)> '\(element.id ?? "")' is not "
                                + "known: the default font is kept")
                return nil
            }
            return .systemFont(ofSize: textStyle.size, weight: textStyle.weight)
        }
        guard let size = description["pointSize"].flatMap(Double.init).map({ CGFloat($0) }) else { return nil }
        switch description["type"] {
        case "system":
            // docs/uikit-rules.md 8.33: Xcode writes a system font's weight beside its type.
            guard let name = description["weight"] else { return .systemFont(ofSize: size) }
            guard let weight = Self.fontWeights[name] else {
                storyboard.note("font weight '\(name)' of <\(element.elementName)> '\(element.id ?? "")' is not one of "
                                + Self.fontWeights.keys.sorted().joined(separator: ", ") + ": the regular weight is used")
                return .systemFont(ofSize: size)
            }
            return .systemFont(ofSize: size, weight: weight)
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case nil: return description["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
        case let type?:
            storyboard.note("font type '\(type)' of <\(element.elementName)> '\(element.id ?? "")' is not modelled: "
                            + "the system font of the same size is used")
            return .systemFont(ofSize: size)
        }
    }

    /// An image from its name: an SF Symbol when the catalog is `system`, else one registered with
    /// `UIImage.register(named:size:)` (asset catalogs are not read).
    private func image(_ name: String?, catalog: String?, of element: StoryboardViewElement) -> UIImage? {
        image(name, catalog: catalog, of: element.elementName, id: element.id)
    }

    func image(_ name: String?, catalog: String?, of elementName: String, id: String?) -> UIImage? {
        guard let name else { return nil }
        if catalog == "system" { return UIImage(systemName: name) }
        if let image = UIImage(named: name) { return image }
        // docs/uikit-rules.md 8.15: an image the app did not register has the size the file records for it.
        if let size = storyboard.document.imageSizes[name] { return UIImage(name: name, size: size) }
        storyboard.note("image '\(name)' of <\(elementName)> '\(id ?? "")' is not registered: left "
                        + "unset. Fix: UIImage.register(named: \"\(name)\", size: ...)")
        return nil
    }

    // MARK: Xcode's names

    /// Dynamic Type text styles at the default (Large) content size, as Apple's typography tables list them. Xcode
    /// writes Large Title as `UICTFontTextStyleTitle0`, the raw value of `UIFont.TextStyle.largeTitle`
    /// (docs/uikit-rules.md 8.33); the `LargeTitle` spelling is kept for hand-written files.
    private static let textStyles: [String: (size: CGFloat, weight: UIFont.Weight)] = [
        "UICTFontTextStyleTitle0": (34, .regular), "UICTFontTextStyleLargeTitle": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]
    /// The weights Xcode writes in `<fontDescription type="system" weight="...">`.
    private static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    private static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    private static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]
    private static let horizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]
    private static let verticalAlignments: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]
    static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    private static let baselineAdjustments: [String: UIBaselineAdjustment] = [
        "alignBaselines": .alignBaselines, "alignCenters": .alignCenters, "none": .none,
    ]
    private static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]
    private static let borderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    private static let viewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]
    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "asciiCapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad,
        "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]
    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
        "continue": .continue,
    ]
    private static let autocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
    private static let autocorrectionTypes: [String: UITextAutocorrectionType] = [
        "default": .default, "no": .no, "yes": .yes,
    ]
    private static let indicatorStyles: [String: UIActivityIndicatorView.Style] = [
        "medium": .medium, "large": .large, "white": .white, "whiteLarge": .whiteLarge, "gray": .gray,
    ]
}

/// The input traits a storyboard sets, shared by text fields and text views.
@MainActor
protocol StoryboardTextInput: AnyObject {
    var isSecureTextEntry: Bool { get set }
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
}

extension UITextField: StoryboardTextInput {}
extension UITextView: StoryboardTextInput {}
