import Foundation

/// A `<constraint>` from a view's `<constraints>` list, as the file writes it (docs/uikit-rules.md 8.5-8.7):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant  @priority`.
///
/// Item ids name views, `<viewLayoutGuide>`s (a view's safe area or layout margins) or a controller's old
/// `<viewControllerLayoutGuide>`s; they are resolved when the scene's views are built (`StoryboardViewBuilder+
/// Constraints`). Reading already checked the numbers, attribute names and relation: a constraint with a bad one is
/// not in the model (a note names it).
public struct StoryboardConstraint: Sendable, Equatable {
    public var id: String?
    /// The first item's id; nil: the view whose `<constraints>` list holds the constraint.
    public var firstItem: String?
    public var firstAttribute: NSLayoutConstraint.Attribute
    public var relation: NSLayoutConstraint.Relation
    /// nil for a constant relation (a width, a height); `secondAttribute` is then `.notAnAttribute`.
    public var secondItem: String?
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// `multiplier="16:9"` is 16 ÷ 9; absent is 1.
    public var multiplier: CGFloat
    public var constant: CGFloat
    /// 1 to 1000; absent is 1000 (required).
    public var priority: Float
    public var identifier: String?
    /// `placeholder="YES"`, Interface Builder's "Remove at build time": the constraint exists only in the editor.
    public var isPlaceholder: Bool
    /// Listed in the owning view's `<variation key="default"><mask key="constraints"><exclude …/>`: not installed
    /// in the any-width, any-height size class (its "Installed" box is unticked there).
    public var isExcludedFromDefaultSizeClass: Bool
    public var line: Int
    /// The constants the constraint takes in other size classes (`<variation key="heightClass=compact"
    /// constant="10"/>` inside it, docs/uikit-rules.md 8.17).
    public var classConstants: [ClassConstant] = []

    /// A size class's own constant.
    public struct ClassConstant: Sendable, Equatable {
        public var variation: StoryboardSizeClassVariation
        public var constant: CGFloat
    }

    /// Whether the runtime installs it: neither a placeholder nor excluded from the any/any size class.
    public var isInstalled: Bool { !isPlaceholder && !isExcludedFromDefaultSizeClass }
}

/// What a `<stackView>` element says beyond an ordinary view; the builder makes a `UIStackView` of it
/// (`StoryboardViewBuilder.makeStackView`). Xcode omits each attribute at its default.
public struct StoryboardStackViewAttributes: Sendable, Equatable {
    /// `horizontal` (absent) or `vertical`.
    public var axis = "horizontal"
    /// `fill` (absent), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution = "fill"
    /// `fill` (absent), `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline`.
    public var alignment = "fill"
    public var spacing: CGFloat = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    public var layoutMarginsFollowReadableWidth = false

    /// These attributes with a size class's values over them (a `<variation>`'s attributes, docs/uikit-rules.md
    /// 8.56); a spacing that is not a number leaves the spacing as it is.
    func overridden(by values: [String: String]) -> StoryboardStackViewAttributes {
        var result = self
        if let axis = values["axis"] { result.axis = axis }
        if let distribution = values["distribution"] { result.distribution = distribution }
        if let alignment = values["alignment"] { result.alignment = alignment }
        if let spacing = values["spacing"].flatMap(Double.init) { result.spacing = CGFloat(spacing) }
        if values["spacingType"] == "standard" { result.spacing = UIStackView.spacingUseSystem }
        if let flag = values["baselineRelativeArrangement"] { result.isBaselineRelativeArrangement = flag == "YES" }
        if let flag = values["layoutMarginsRelativeArrangement"] { result.isLayoutMarginsRelativeArrangement = flag == "YES" }
        return result
    }

    /// The attributes read here (the reader notes none of them as unmodelled on a `<stackView>`).
    static let attributeNames: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement", "layoutMarginsFollowReadableWidth",
    ]
}
