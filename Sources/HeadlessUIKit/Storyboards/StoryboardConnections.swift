/// `<outlet property="label" destination="...">`: the source object's property is set to the destination.
public struct StoryboardOutlet: Sendable, Equatable {
    public var id: String?
    public var property: String
    public var source: String
    public var destination: String
    public var line: Int
}

/// `<action selector="didTap:" destination="..." eventType="touchUpInside">` on a control (or gesture recognizer,
/// bar button item). A destination that is the scene's First Responder means a nil-targeted action.
public struct StoryboardAction: Sendable, Equatable {
    public var id: String?
    public var selector: String
    public var source: String
    public var destination: String
    public var eventType: String?
    public var line: Int
}

/// A `<segue>`: a transition (show, present...), a containment relationship, an embed or an unwind.
public struct StoryboardSegue: Sendable, Equatable {
    /// The `kind` attribute as Xcode writes it; `modal`, `push`, `replace` and `popover` are the pre-iOS 8 names.
    public enum Kind: String, Sendable, CaseIterable {
        case show, showDetail, presentation, modal, popoverPresentation, popover, push, replace
        case embed, relationship, unwind, custom
    }

    public var id: String
    public var identifier: String?
    public var kind: Kind
    public var source: String
    public var destination: String
    /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController`, `detailViewController`...
    public var relationship: String?
    /// For an unwind segue: the action the destination runs (`unwindToHome:`).
    public var unwindAction: String?
    /// For a custom segue: the `UIStoryboardSegue` subclass.
    public var customClass: String?
    public var line: Int
    public var customModule: String?
    /// For a presentation: the `modalPresentationStyle` and `modalTransitionStyle` the segue sets on the
    /// destination, as Xcode writes them (`fullScreen`, `crossDissolve`...); nil keeps the destination's own.
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    /// `animates="NO"` in the file makes it false.
    public var animates = true
    /// For a popover segue: the `id` of the view the popover points at (`popoverAnchorView`).
    public var popoverAnchorView: String?

    /// Whether a control or cell fires this segue (as opposed to a containment relationship or an embed).
    public var isTransition: Bool { kind != .relationship && kind != .embed }
}
