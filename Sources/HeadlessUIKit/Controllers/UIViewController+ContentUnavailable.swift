import Foundation

/// A view controller's content-unavailable view (iOS 17, docs/uikit-rules.md 6.71).
@MainActor
final class ContentUnavailableState {
    var configuration: UIContentConfiguration?
    var view: (UIView & UIContentView)?
    /// An update is due at the controller's next layout; true at first, so the first layout asks.
    var needsUpdate = true
}

extension UIViewController {
    /// What the controller shows over its view while its content is unavailable; nil shows nothing. Setting a
    /// configuration the shown view supports updates that view; another kind replaces it (docs/uikit-rules.md 6.71).
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.configuration = newValue
            guard let view = viewIfLoaded else { return }
            showContentUnavailableView(in: view)
        }
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` at the controller's next layout.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// The state UIKit makes for the controller: its traits and its search controller's text.
    func makeContentUnavailableConfigurationState() -> UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Runs a requested update, in the layout pass of the controller's view before `viewWillLayoutSubviews`.
    func updateContentUnavailableIfNeeded() {
        guard contentUnavailable.needsUpdate else { return }
        contentUnavailable.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Keeps the content-unavailable view over the whole of the controller's view, in front of its other subviews,
    /// after the view's own layout.
    func placeContentUnavailableView() {
        if contentUnavailable.configuration != nil, contentUnavailable.view == nil, let view = viewIfLoaded {
            showContentUnavailableView(in: view)
        }
        guard let shown = contentUnavailable.view, let view = viewIfLoaded, shown.superview === view else { return }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
        if shown.frame != view.bounds { shown.frame = view.bounds }
    }

    private func showContentUnavailableView(in view: UIView) {
        guard let configuration = contentUnavailable.configuration else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = nil
            return
        }
        if let shown = contentUnavailable.view, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailable.view?.removeFromSuperview()
            let made = configuration.makeContentView()
            made.frame = view.bounds
            view.addSubview(made)
            contentUnavailable.view = made
        }
        view.setNeedsLayout()
    }
}
