import Foundation

/// Reading the Auto Layout parts of a view element (docs/uikit-rules.md 8.5-8.9): its `<constraints>`, its
/// `<viewLayoutGuide>`s, the any/any `<variation key="default">` masks, the layout attributes
/// (`translatesAutoresizingMaskIntoConstraints`, content priorities) and a `<stackView>`'s own attributes.
///
/// A constraint with an unknown attribute or relation, or a number that is not one, is left out with a note naming
/// it and its line; the rest of the file is read as usual.
extension StoryboardReader {
    /// The layout attributes of any view element that the model reads.
    static let layoutAttributes: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
    ]

    /// The attributes Xcode writes on `<constraint>` that the model reads, or that matter only to the editor
    /// (`symbolic`: a standard-spacing constant; `type`: Xcode 4's user/default constraints; `userLabel`).
    private static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant",
        "priority", "identifier", "placeholder", "symbolic", "type", "userLabel", "misplaced",
    ]

    /// Attribute names as Xcode writes them; `baseline` is the older spelling of the last baseline.
    static let constraintAttributeNames: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    private static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// Xcode's multiplier: a decimal (`"0.5"`, `"2"`) or a ratio `"a:b"` meaning a ÷ b (`"16:9"`, `"1:1"`). Nil
    /// for anything else, a zero denominator included.
    static func multiplier(_ text: String) -> CGFloat? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let value: Double?
        switch parts.count {
        case 1:
            value = Double(parts[0])
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else {
                return nil
            }
            value = numerator / denominator
        default:
            value = nil
        }
        guard let value, value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// The `<constraint>` elements of a `<constraints>` list; `owner` is the view element that lists them.
    mutating func readConstraints(_ node: XMLElementNode, owner: XMLElementNode) -> [StoryboardConstraint] {
        node.children.compactMap { child in
            guard child.name == "constraint" else {
                notes.skipped(child, "in <constraints> is not a constraint; skipped")
                return nil
            }
            return readConstraint(child, owner: owner)
        }
    }

    private mutating func readConstraint(_ node: XMLElementNode, owner: XMLElementNode) -> StoryboardConstraint? {
        let name = "<constraint\(node["id"].map { " id=\"\($0)\"" } ?? "")>"
        func refuse(_ problem: String) -> StoryboardConstraint? {
            notes.note("\(name) of <\(owner.name)> '\(owner["id"] ?? "")' is not installed: \(problem)", line: node.line)
            return nil
        }
        notes.unmodelledAttributes(node.attributes.keys.filter { !Self.constraintAttributes.contains($0) }, of: node)
        var classConstants: [StoryboardConstraint.ClassConstant] = []
        for child in node.children {
            if child.name == "variation" {
                // docs/uikit-rules.md 8.17: a size class's own constant.
                guard let variation = child["key"].flatMap(StoryboardSizeClassVariation.init(key:)),
                      let text = child["constant"], let value = Double(text.trimmingCharacters(in: .whitespaces)),
                      value.isFinite else {
                    notes.skipped(child, "of a constraint is not applied: it needs a size class key such as "
                                  + "\"heightClass=compact\" and a numeric constant; the any/any value is used",
                                  kind: "variation:constraint")
                    continue
                }
                classConstants.append(.init(variation: variation, constant: CGFloat(value)))
            } else {
                notes.skipped(child, "in a constraint is not modelled; skipped")
            }
        }
        guard let firstName = node["firstAttribute"] else { return refuse("it has no firstAttribute") }
        guard let first = Self.constraintAttributeNames[firstName] else {
            return refuse("firstAttribute \"\(firstName)\" is not a layout attribute")
        }
        var second = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = node["secondAttribute"] {
            guard let attribute = Self.constraintAttributeNames[secondName] else {
                return refuse("secondAttribute \"\(secondName)\" is not a layout attribute")
            }
            second = attribute
        }
        var relation = NSLayoutConstraint.Relation.equal
        if let relationName = node["relation"] {
            guard let value = Self.relations[relationName] else {
                return refuse("relation \"\(relationName)\" is not equal, lessThanOrEqual or greaterThanOrEqual")
            }
            relation = value
        }
        var multiplier: CGFloat = 1
        if let text = node["multiplier"] {
            guard let value = Self.multiplier(text) else {
                return refuse("multiplier \"\(text)\" is not a number or a ratio such as \"16:9\"")
            }
            multiplier = value
        }
        var constant: CGFloat = 0
        if let text = node["constant"] {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                return refuse("constant \"\(text)\" is not a number")
            }
            constant = CGFloat(value)
        }
        var priority: Float = 1000
        if let text = node["priority"] {
            guard let value = Float(text.trimmingCharacters(in: .whitespaces)), value > 0, value <= 1000 else {
                return refuse("priority \"\(text)\" is not a number from 1 to 1000")
            }
            priority = value
        }
        return StoryboardConstraint(
            id: node["id"], firstItem: node["firstItem"], firstAttribute: first, relation: relation,
            secondItem: node["secondItem"], secondAttribute: second, multiplier: multiplier, constant: constant,
            priority: priority, identifier: node["identifier"], isPlaceholder: node["placeholder"] == "YES",
            isExcludedFromDefaultSizeClass: false, line: node.line, classConstants: classConstants)
    }

    /// A `<variation>` of a view (docs/uikit-rules.md 8.7, 8.17): `key="default"` is the any/any size class, and its
    /// masks list the constraints and subviews not installed in it; a variation for another size class
    /// (`widthClass=compact`, `heightClass=regular-widthClass=regular`...) lists what that class installs and
    /// leaves out.
    mutating func readVariation(_ node: XMLElementNode, into view: inout StoryboardViewElement) {
        guard node["key"] == "default" else {
            guard var variation = node["key"].flatMap(StoryboardSizeClassVariation.init(key:)) else {
                notes.skipped(node, "has a key (\(node["key"] ?? "none")) that names no size class; skipped",
                              kind: "variation:key")
                return
            }
            // docs/uikit-rules.md 8.56: a stack view's own attributes for this size class sit beside the key.
            for (name, value) in node.attributes where name != "key" {
                if view.stackView != nil, StoryboardStackViewAttributes.attributeNames.contains(name) {
                    variation.stackAttributes[name] = value
                } else {
                    notes.note("<variation key=\"\(node["key"] ?? "")\"> attribute '\(name)' is not modelled; ignored",
                               line: node.line)
                }
            }
            for mask in node.children {
                let included = Set(mask.children.filter { $0.name == "include" }.compactMap { $0["reference"] })
                let excluded = Set(mask.children.filter { $0.name == "exclude" }.compactMap { $0["reference"] })
                switch (mask.name, mask["key"]) {
                case ("mask", "constraints"?):
                    variation.includedConstraintIDs.formUnion(included)
                    variation.excludedConstraintIDs.formUnion(excluded)
                case ("mask", "subviews"?):
                    variation.includedSubviewIDs.formUnion(included)
                    variation.excludedSubviewIDs.formUnion(excluded)
                default:
                    notes.skipped(mask, "in a size-class variation is not modelled; skipped", kind: "variation:\(mask["key"] ?? mask.name)")
                }
            }
            view.sizeClassVariations.append(variation)
            return
        }
        for mask in node.children {
            let references = mask.children.filter { $0.name == "exclude" }.compactMap { $0["reference"] }
            switch (mask.name, mask["key"]) {
            case ("mask", "constraints"?):
                view.excludedConstraintIDs.formUnion(references)
            case ("mask", "subviews"?):
                view.excludedSubviewIDs.formUnion(references)
            default:
                notes.skipped(mask, "in the default variation is not modelled; skipped", kind: "variation:default")
            }
        }
    }

    /// A `<viewLayoutGuide>`: the view's safe area or layout margins, which constraints name by the guide's id.
    mutating func readLayoutGuide(_ node: XMLElementNode, into view: inout StoryboardViewElement) {
        guard let id = node["id"] else { return }
        switch node["key"] {
        case "safeArea": view.safeAreaGuideID = id
        case "layoutMargins": view.layoutMarginsGuideID = id
        case "contentLayoutGuide": view.contentLayoutGuideID = id
        case "frameLayoutGuide": view.frameLayoutGuideID = id
        default:
            notes.skipped(node, "with key '\(node["key"] ?? "")' is not a safeArea or layoutMargins guide; "
                          + "constraints to it are not installed", kind: "viewLayoutGuide:\(node["key"] ?? "")")
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`, `fixedFrame`, the four content priorities,
    /// `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins` and `layoutMarginsFollowReadableWidth`;
    /// a priority that is not a number from 1 to 1000 is noted and left at its default.
    mutating func readLayoutAttributes(_ node: XMLElementNode, into view: inout StoryboardViewElement) {
        if let value = node["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = value != "NO"
        }
        view.hasFixedFrame = node["fixedFrame"] == "YES"
        view.insetsLayoutMarginsFromSafeArea = Self.bool(node["insetsLayoutMarginsFromSafeArea"])
        view.preservesSuperviewLayoutMargins = Self.bool(node["preservesSuperviewLayoutMargins"])
        view.layoutMarginsFollowReadableWidth = Self.bool(node["layoutMarginsFollowReadableWidth"])
        func priority(_ name: String) -> Float? {
            guard let text = node[name] else { return nil }
            guard let value = Float(text), value > 0, value <= 1000 else {
                notes.note("<\(node.name)> '\(node["id"] ?? "")': \(name) \"\(text)\" is not a number from 1 to 1000: "
                           + "the default is used", line: node.line)
                return nil
            }
            return value
        }
        view.horizontalHuggingPriority = priority("horizontalHuggingPriority")
        view.verticalHuggingPriority = priority("verticalHuggingPriority")
        view.horizontalCompressionResistancePriority = priority("horizontalCompressionResistancePriority")
        view.verticalCompressionResistancePriority = priority("verticalCompressionResistancePriority")
    }

    /// A `<stackView>`'s own attributes (docs/uikit-rules.md 8.13).
    static func stackViewAttributes(of node: XMLElementNode) -> StoryboardStackViewAttributes {
        var stack = StoryboardStackViewAttributes()
        if let axis = node["axis"] { stack.axis = axis }
        if let distribution = node["distribution"] { stack.distribution = distribution }
        if let alignment = node["alignment"] { stack.alignment = alignment }
        if let spacing = node["spacing"].flatMap(Double.init) { stack.spacing = CGFloat(spacing) }
        // Xcode 11's "Use Standard" spacing (docs/uikit-rules.md 8.13): the system spacing between siblings (11.70).
        if node["spacingType"] == "standard" { stack.spacing = UIStackView.spacingUseSystem }
        stack.isBaselineRelativeArrangement = node["baselineRelativeArrangement"] == "YES"
        // docs/uikit-rules.md 8.51: margins set in the file (Interface Builder's Size inspector) arrange the views
        // inside them; Xcode writes no attribute for that, so the attribute only ever decides when it is present.
        let setsMargins = node.children.contains {
            ($0.name == "edgeInsets" && $0["key"] == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins")
        }
        stack.isLayoutMarginsRelativeArrangement = node["layoutMarginsRelativeArrangement"].map { $0 == "YES" } ?? setsMargins
        stack.layoutMarginsFollowReadableWidth = node["layoutMarginsFollowReadableWidth"] == "YES"
        return stack
    }

    /// The controller's pre-iOS 11 `<layoutGuides>`: the top and bottom layout guides' ids.
    mutating func readControllerLayoutGuides(_ node: XMLElementNode, into controller: inout StoryboardController) {
        for guide in node.children {
            switch (guide.name, guide["type"]) {
            case ("viewControllerLayoutGuide", "top"?): controller.topLayoutGuideID = guide["id"]
            case ("viewControllerLayoutGuide", "bottom"?): controller.bottomLayoutGuideID = guide["id"]
            default: notes.skipped(guide, "in <layoutGuides> is not a top or bottom layout guide; skipped")
            }
        }
    }
}

extension StoryboardReader {
    /// `<edgeInsets key="layoutMargins" top= left= bottom= right=/>` or `<directionalEdgeInsets
    /// key="directionalLayoutMargins" top= leading= bottom= trailing=/>`: the margins the file sets on a view
    /// (docs/uikit-rules.md 8.23). A value that is not a number is noted and read as 0.
    mutating func readLayoutMargins(_ node: XMLElementNode, into view: inout StoryboardViewElement) {
        func value(_ name: String) -> CGFloat {
            guard let text = node[name] else { return 0 }
            guard let number = Double(text), number.isFinite else {
                notes.note("<\(node.name)> '\(node["key"] ?? "")': \(name) \"\(text)\" is not a number; 0 is used",
                           line: node.line)
                return 0
            }
            return CGFloat(number)
        }
        let directional = node.name == "directionalEdgeInsets"
        view.layoutMargins = StoryboardViewElement.Margins(
            top: value("top"), leading: value(directional ? "leading" : "left"), bottom: value("bottom"),
            trailing: value(directional ? "trailing" : "right"), directional: directional)
    }
}
