import Foundation

/// A view element of a storyboard (`<view>`, `<label>`, `<button>`, `<tableView>`...) with the properties the
/// runtime applies. Optional properties are nil when the file does not set them: the view keeps its default.
public struct StoryboardViewElement: Sendable {
    /// Xcode omits the id on a few implicit views (a collection view cell's content view).
    public var id: String?
    public var elementName: String
    /// The role in the parent (`key="view"`, `key="contentView"`), nil for an ordinary subview.
    public var key: String?
    /// A top-level object of a nib (docs/uikit-rules.md 8.25): whoever loads it sizes it, so it keeps translating
    /// its autoresizing mask unless the file says otherwise.
    public var isNibTopLevel = false
    public var customClass: String?
    public var customModule: String?
    public var frame: CGRect?
    public var tag = 0
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var isUserInteractionEnabled: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var isExclusiveTouch: Bool?
    public var isOpaque: Bool?
    public var clipsToBounds: Bool?
    public var autoresizesSubviews: Bool?
    public var autoresizingMask: UIView.AutoresizingMask?
    public var contentMode: UIView.ContentMode?
    public var backgroundColor: StoryboardColor?
    public var tintColor: StoryboardColor?
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    /// A label's, text field's or text view's text.
    public var text: String?
    /// A button's title: its configuration's title, else its normal-state title.
    public var title: String?
    public var placeholder: String?
    /// A label's or text view's `<attributedString key="attributedText">` (docs/uikit-rules.md 8.49).
    public var attributedText: StoryboardAttributedText?
    /// A button's `contentEdgeInsets`, `titleEdgeInsets` and `imageEdgeInsets` (docs/uikit-rules.md 8.48).
    public var buttonEdgeInsets: [String: UIEdgeInsets] = [:]
    public var segmentTitles: [String] = []
    /// A `<visualEffectView>`'s `<blurEffect>` or `<vibrancyEffect>` (docs/uikit-rules.md 8.34).
    public var visualEffect: StoryboardVisualEffect?
    /// The element's XML attributes as written: controls and display views read their own (`on`, `value`,
    /// `buttonType`, `numberOfLines`...) from here when they are built (`StoryboardViewBuilder+Controls`).
    public var attributes: [String: String] = [:]
    /// A button's `<state key="normal" title="..." image="...">` elements, with their `titleColor`.
    public var buttonStates: [StoryboardButtonState] = []
    /// The `<textInputTraits>` attributes of a text field or text view (`secureTextEntry`, `keyboardType`...).
    public var textInputTraits: [String: String] = [:]
    /// The `<fontDescription>` attributes (`type="system" pointSize="17"`, or a text `style`).
    public var fontDescription: [String: String]?
    /// An iOS 15 `<buttonConfiguration>`'s attributes (`style`, `title`...), and its `titleFontDescription`.
    public var buttonConfiguration: [String: String]?
    public var configurationFontDescription: [String: String]?
    public var textColor: StoryboardColor?
    /// Table views and cells (the attributes Xcode writes on `<tableView>` and `<tableViewCell>`).
    public var table: StoryboardTableAttributes?
    /// Collection views and their cells (docs/uikit-rules.md 16.21).
    public var collection: StoryboardCollectionAttributes?
    public var runtimeAttributes: [StoryboardRuntimeAttribute] = []
    public var subviews: [StoryboardViewElement] = []
    public var line: Int

    // MARK: Auto Layout (docs/uikit-rules.md 8.5-8.9)

    /// The element's `<constraints>` list: installed on this view once the scene's views are built.
    public var constraints: [StoryboardConstraint] = []
    /// The ids of its `<viewLayoutGuide key="safeArea">` and `key="layoutMargins"`, which constraints name.
    public var safeAreaGuideID: String?
    public var layoutMarginsGuideID: String?
    /// A `<scrollView>`'s `contentLayoutGuide` and `frameLayoutGuide` ids (docs/uikit-rules.md 8.18).
    public var contentLayoutGuideID: String?
    public var frameLayoutGuideID: String?
    /// `translatesAutoresizingMaskIntoConstraints` as written: false for `"NO"`, nil when the file omits it.
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// `fixedFrame="YES"`: Interface Builder placed the view by its frame and autoresizing mask, not by constraints.
    public var hasFixedFrame = false
    /// The content priorities as written; Xcode omits a hugging priority of 250 and a compression resistance of
    /// 750, whatever the class.
    public var horizontalHuggingPriority: Float?
    public var verticalHuggingPriority: Float?
    public var horizontalCompressionResistancePriority: Float?
    public var verticalCompressionResistancePriority: Float?
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `preservesSuperviewLayoutMargins`, when the file sets it.
    public var preservesSuperviewLayoutMargins: Bool?
    /// `layoutMarginsFollowReadableWidth`, when the file sets it.
    public var layoutMarginsFollowReadableWidth: Bool?
    /// The `layoutMargins` (or `directionalLayoutMargins`) the file sets.
    public var layoutMargins: Margins?

    /// Margins as the file writes them: by left and right, or by leading and trailing edge.
    public struct Margins: Sendable, Equatable {
        public var top: CGFloat
        public var leading: CGFloat
        public var bottom: CGFloat
        public var trailing: CGFloat
        /// Whether the file wrote `directionalLayoutMargins` (leading and trailing) rather than `layoutMargins`.
        public var directional: Bool
    }
    /// From `<variation key="default">`: the constraints and subviews not installed in the any/any size class.
    public var excludedConstraintIDs: Set<String> = []
    public var excludedSubviewIDs: Set<String> = []
    /// The `<variation>`s for size classes other than any/any (docs/uikit-rules.md 8.17).
    public var sizeClassVariations: [StoryboardSizeClassVariation] = []

    /// Whether a constraint or subview of this view depends on the size classes.
    func dependsOnSizeClass(_ id: String) -> Bool {
        excludedConstraintIDs.contains(id) || excludedSubviewIDs.contains(id)
            || sizeClassVariations.contains { $0.mentionedIDs.contains(id) }
    }
    /// A `<stackView>`'s axis, distribution, alignment, spacing... (nil for other elements).
    public var stackView: StoryboardStackViewAttributes?
    /// A `<toolbar>`'s `<items>` and a `<navigationBar>`'s `<items>` (docs/uikit-rules.md 8.40).
    public var toolbarItems: [StoryboardBarButtonItem] = []
    public var navigationItems: [StoryboardNavigationItem] = []

    public init(elementName: String, id: String?, line: Int) {
        self.elementName = elementName
        self.id = id
        self.line = line
    }

    /// This element and its descendants, depth first.
    public var allElements: [StoryboardViewElement] {
        [self] + subviews.flatMap(\.allElements)
    }
}

/// A button's `<state>`: what it shows in one control state.
public struct StoryboardButtonState: Sendable, Equatable {
    /// `normal`, `highlighted`, `selected` or `disabled`.
    public var key: String
    public var title: String?
    public var image: String?
    /// `system` for an SF Symbol image.
    public var imageCatalog: String?
    public var titleColor: StoryboardColor?
    /// `<attributedString key="attributedTitle">` (docs/uikit-rules.md 11.194).
    public var attributedTitle: StoryboardAttributedText?
    /// `backgroundImage=`, with `imageCatalog` `system` for an SF Symbol (11.196).
    public var backgroundImage: String?
}

/// A `<userDefinedRuntimeAttribute>`: a key path and a value Xcode sets through KVC. There is no KVC here; the
/// runtime applies the accessibility key paths and notes the rest.
public struct StoryboardRuntimeAttribute: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case color(StoryboardColor)
        /// A type the model does not read (point, size, rect, range, image, localized string, nil).
        case unsupported(type: String)
    }

    public var keyPath: String
    public var value: Value
}

/// What a `<tableView>` or `<tableViewCell>` element says beyond an ordinary view.
public struct StoryboardTableAttributes: Sendable {
    /// A static table's `<tableViewSection>`: its titles and cells.
    public struct Section: Sendable {
        public var headerTitle: String?
        public var footerTitle: String?
        public var cells: [StoryboardViewElement]
    }

    /// `plain`, `grouped` or `insetGrouped` (table views).
    public var style: String?
    /// `prototypes` (dynamic) or `static` (table views).
    public var dataMode: String?
    public var rowHeight: CGFloat?
    public var sectionHeaderHeight: CGFloat?
    public var sectionFooterHeight: CGFloat?
    public var estimatedRowHeight: CGFloat?
    /// Prototype cells of a dynamic table.
    public var prototypes: [StoryboardViewElement] = []
    /// Sections of a static table.
    public var sections: [Section] = []
    /// A table's `key="tableHeaderView"` and `key="tableFooterView"` views (docs/uikit-rules.md 8.44), kept in
    /// arrays because a value cannot hold an optional of its own type.
    public var headerView: StoryboardViewElement? {
        get { headerViews.first }
        set { headerViews = newValue.map { [$0] } ?? [] }
    }
    public var footerView: StoryboardViewElement? {
        get { footerViews.first }
        set { footerViews = newValue.map { [$0] } ?? [] }
    }
    private var headerViews: [StoryboardViewElement] = []
    private var footerViews: [StoryboardViewElement] = []
    /// Cells: `reuseIdentifier`, Xcode's style name (`IBUITableViewCellStyleSubtitle`...), accessory and selection
    /// style, and the ids of the labels and image view that are the style's `textLabel`, `detailTextLabel`, `imageView`.
    public var reuseIdentifier: String?
    public var cellStyle: String?
    public var accessoryType: String?
    public var selectionStyle: String?
    public var textLabelID: String?
    public var detailTextLabelID: String?
    public var imageViewID: String?
}

/// The effect of a `<visualEffectView>`: a `<blurEffect style="...">`, or a `<vibrancyEffect>` around one.
public struct StoryboardVisualEffect: Sendable, Equatable {
    public var blurStyle: String
    public var isVibrancy: Bool
}
