/// The animation of a modal transition (docs/uikit-rules.md 7.7). Every style lasts
/// `ModalPresentation.transitionDuration`; the style is recorded, not drawn.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
