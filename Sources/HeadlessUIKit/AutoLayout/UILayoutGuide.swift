import Foundation

/// A rectangle that constraints can refer to without a view (docs/uikit-rules.md 11.50-11.55).
///
/// A guide added with `addLayoutGuide(_:)` is placed by its constraints like a view, in its owning view's
/// coordinates, and its `layoutFrame` is what the engine solved. The system guides (`safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, `readableContentGuide`, a scroll view's `contentLayoutGuide` and `frameLayoutGuide`) follow
/// their view: their frame is the view's bounds less its insets when read, and constraints to them follow the
/// insets as they change.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UILayoutGuide: LayoutAnchorOwner, Hashable, @MainActor CustomStringConvertible {
    /// Equal only to itself, as NSObject's `isEqual(_:)` (docs/uikit-rules.md 11.143).
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// What a system guide stands for.
    enum Kind: Equatable {
        case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame, keyboard
    }

    let kind: Kind
    public internal(set) var owningView: UIView? {
        get { owner?.view }
        set { owner = newValue.map(LayoutItemReference.init) }
    }
    private var owner: LayoutItemReference?
    /// Names the guide for its whole life, never reused (`LayoutItemReference.key`).
    let serial: Int = {
        UILayoutGuide.nextSerial -= 1
        return UILayoutGuide.nextSerial
    }()
    private static var nextSerial = -1
    open var identifier = ""
    /// The engine's item for this guide (`UIView.engineItem`).
    var engineItem: LayoutEngine.Item?

    public init() {
        kind = .custom
    }

    /// A guide of a kind of its own that its view adds later (the keyboard layout guide).
    init(kind: Kind) {
        self.kind = kind
    }

    init(system kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .custom: ""
        }
    }

    /// The guide's rectangle in its owning view's coordinates.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom:
            return Runtime.current.layoutEngine?.solvedFrame(of: self) ?? .zero
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame, .keyboard:
            return view.bounds.inset(by: insets)
        case .scrollContent:
            let size = (view as? UIScrollView)?.contentSize ?? view.bounds.size
            return CGRect(origin: .zero, size: size)
        }
    }

    /// A system guide's distance from each edge of its view's bounds, as it is now.
    var insets: UIEdgeInsets {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea:
            return view.safeAreaInsets
        case .layoutMargins:
            return view.layoutMargins
        case .readableContent:
            return Self.narrowedToReadableWidth(view.layoutMargins, width: view.bounds.width)
        case .keyboard:
            return (self as? UIKeyboardLayoutGuide)?.keyboardInsets(in: view) ?? .zero
        case .custom, .scrollContent, .scrollFrame:
            return .zero
        }
    }

    /// The longest readable line at the default text size, in points (docs/uikit-rules.md 11.54).
    public static let readableWidth: CGFloat = 672

    /// `margins` grown equally at the sides until the area between them, in a view `width` wide, is no wider than
    /// `readableWidth` (the readable content guide, and margins that follow the readable width, 8.23).
    static func narrowedToReadableWidth(_ margins: UIEdgeInsets, width: CGFloat) -> UIEdgeInsets {
        var margins = margins
        let extra = max(0, width - margins.left - margins.right - readableWidth)
        margins.left += extra / 2
        margins.right += extra / 2
        return margins
    }

    /// `UILayoutGuide:0x…'identifier'`, as UIKit names a guide.
    var displayName: String { "UILayoutGuide:\(NSLayoutConstraint.address(self))'\(identifier)'" }

    public var description: String { "<\(displayName), layoutFrame = \(layoutFrame), owningView = \(owningView.map { String(describing: type(of: $0)) } ?? "nil")>" }


    /// A guide has no baselines (11.28).
    func anchor(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchorBase? {
        attribute == .firstBaseline || attribute == .lastBaseline ? nil : NSLayoutAnchorBase.anchor(of: self, for: attribute)
    }

    /// The constraints that place this guide on the given axis (`UIView.constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        Runtime.current.layoutEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    public var hasAmbiguousLayout: Bool {
        Runtime.current.layoutEngine?.isAmbiguous(self) ?? false
    }
}
