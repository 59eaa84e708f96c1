import Foundation

/// Storyboards' stack views (docs/uikit-rules.md 8.13, 8.56).
extension StoryboardViewBuilder {
    /// A `<stackView>` as a `UIStackView` with the element's axis, distribution, alignment, spacing and
    /// arrangement flags (docs/uikit-rules.md 8.13); a value Xcode does not write is noted and left at its default.
    /// A stack whose attributes some size class changes is kept up to date by the size-class binding (8.56).
    func makeStackView(_ element: StoryboardViewElement) -> UIStackView {
        let stack = UIStackView(frame: element.frame ?? .zero)
        guard let attributes = element.stackView else { return stack }
        let variants = element.sizeClassVariations.filter { !$0.stackAttributes.isEmpty }
        for candidate in [attributes] + variants.map({ attributes.overridden(by: $0.stackAttributes) }) {
            if Self.stackDistributions[candidate.distribution] == nil {
                storyboard.note("<stackView> '\(element.id ?? "")' has distribution '\(candidate.distribution)', which is not one of \(Self.stackDistributions.keys.sorted().joined(separator: ", ")): using fill")
            }
            if Self.stackAlignments[candidate.alignment] == nil {
                storyboard.note("<stackView> '\(element.id ?? "")' has alignment '\(candidate.alignment)', which is not one of \(Self.stackAlignments.keys.sorted().joined(separator: ", ")): using fill")
            }
        }
        Self.apply(attributes, to: stack)
        if !variants.isEmpty {
            sizeClassBinding.stacks.append(.init(stack: stack, attributes: attributes,
                                                 variations: element.sizeClassVariations))
        }
        return stack
    }

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    /// Gives `stack` these attributes, setting only those that differ (a value not known is fill, as noted when
    /// the stack was made).
    static func apply(_ attributes: StoryboardStackViewAttributes, to stack: UIStackView) {
        let axis: NSLayoutConstraint.Axis = attributes.axis == "vertical" ? .vertical : .horizontal
        let distribution = stackDistributions[attributes.distribution] ?? .fill
        let alignment = stackAlignments[attributes.alignment] ?? .fill
        if stack.axis != axis { stack.axis = axis }
        if stack.distribution != distribution { stack.distribution = distribution }
        if stack.alignment != alignment { stack.alignment = alignment }
        if stack.spacing != attributes.spacing { stack.spacing = attributes.spacing }
        if stack.isBaselineRelativeArrangement != attributes.isBaselineRelativeArrangement {
            stack.isBaselineRelativeArrangement = attributes.isBaselineRelativeArrangement
        }
        if stack.isLayoutMarginsRelativeArrangement != attributes.isLayoutMarginsRelativeArrangement {
            stack.isLayoutMarginsRelativeArrangement = attributes.isLayoutMarginsRelativeArrangement
        }
    }
}
