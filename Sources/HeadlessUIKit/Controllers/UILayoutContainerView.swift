/// The root view of a navigation or tab bar controller (UIKit's class of the same name): its layout places the
/// bars and the shown child's view.
@MainActor
final class UILayoutContainerView: UIView {
    var layout: (() -> Void)?

    override func layoutSubviews() {
        layout?()
    }
}
