import Foundation

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the results it drives (docs/uikit-rules.md 6.12).
///
/// It becomes active when its search bar begins editing (after `searchBarShouldBeginEditing` agrees) or when
/// `isActive` is set: `willPresentSearchController`, then it is presented (its view covers the area below the
/// search bar, and takes no touches above it), `didPresentSearchController`; the updater's
/// `updateSearchResults(for:)` runs on activation and after every change of the text or scope. The results
/// controller's view shows while the text is not empty (or always, with `showsSearchResultsController`);
/// otherwise the background is dimmed when `obscuresBackgroundDuringPresentation`, and a tap there deactivates.
/// Cancel (shown while active when `automaticallyShowsCancelButton`) clears the text, ends editing, runs the
/// updater and deactivates: `willDismissSearchController`, the dismissal, `didDismissSearchController`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISearchController: UIViewController, UISearchBarOwner {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    open var automaticallyShowsScopeBar = true

    /// The dimming colour behind an obscured background (our choice).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The controller whose navigation item shows the bar, when one does.
    weak var navigationItemOwner: UIViewController?
    private var activation: Bool = false
    private let presenter = SearchPresentationSource()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    /// Presented by its own presentation controller (below the bar), and told what its bar does.
    private func setUp() {
        modalPresentationStyle = .custom
        transitioningDelegate = presenter
        presenter.searchController = self
        searchBar.owner = self
        searchBar.sizeToFit()
    }

    open override func loadView() {
        let view = SearchControllerView(frame: UIScreen.main.bounds)
        view.searchController = self
        self.view = view
        if let results = searchResultsController {
            addChild(results)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
    }

    /// Whether the search is on: setting it presents or dismisses the controller.
    open var isActive: Bool {
        get { activation }
        set {
            guard newValue != activation else { return }
            newValue ? activate() : deactivate()
        }
    }

    /// The controller the search presents from: the navigation item's owner, else the controller of the view
    /// the search bar is in.
    private func presentingContext() -> UIViewController? {
        if let owner = navigationItemOwner { return owner }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    private func activate() {
        guard let context = presentingContext(), context.viewIfLoaded?.window != nil else {
            Runtime.current.report("UISearchController cannot become active: its search bar is not in a window")
            return
        }
        activation = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
        context.view.window?.layoutIfNeeded()  // the bar's new height places the results below it
        context.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        activation = false
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = false }
        _ = searchBar.resignFirstResponder()
        if presentingViewController != nil {
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        } else {
            delegate?.didDismissSearchController(self)
        }
    }

    /// The area the controller's view covers: below the search bar, to the bottom of the window.
    func presentedFrame(in container: UIView) -> CGRect {
        let barFrame = searchBar.window != nil ? searchBar.convert(searchBar.bounds, to: container) : .zero
        let top = min(max(0, barFrame.maxY), container.bounds.height)
        return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    private func updateResultsVisibility() {
        guard let view = viewIfLoaded else { return }
        let showsResults = showsSearchResultsController
            || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
        searchResultsController?.viewIfLoaded?.isHidden = !(showsResults && searchResultsController != nil)
        let resultsShown = searchResultsController != nil && showsResults
        view.backgroundColor = obscuresBackgroundDuringPresentation && !resultsShown ? Self.dimmingColor : nil
    }

    /// A tap on the dimmed background, outside the results: the search ends.
    func backgroundTapped() {
        guard obscuresBackgroundDuringPresentation else { return }
        isActive = false
    }

    // MARK: UISearchBarOwner

    func searchBarWillBeginEditing(_ searchBar: UISearchBar) {
        if !isActive { isActive = true }
    }

    func searchBarTextChanged(_ searchBar: UISearchBar) {
        updateResultsVisibility()
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func searchBarScopeChanged(_ searchBar: UISearchBar) {
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func searchBarCancelled(_ searchBar: UISearchBar) {
        searchBar.text = ""
        updateResultsVisibility()
        isActive = false
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// The search controller's view: it takes the touches on itself only where no results show (dimmed background).
@MainActor
final class SearchControllerView: BackgroundTapView {
    weak var searchController: UISearchController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, backgroundColor == nil { return nil }
        return hit
    }

    override func backgroundTapped() { searchController?.backgroundTapped() }
}

/// Presents a search controller below its search bar, leaving the bar (and everything above) touchable.
@MainActor
final class SearchPresentationSource: UIViewControllerTransitioningDelegate {
    weak var searchController: UISearchController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SearchPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
final class SearchPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let search = presentedViewController as? UISearchController else {
            return .zero
        }
        return search.presentedFrame(in: container)
    }

    override func presentationTransitionWillBegin() {
        (containerView as? UITransitionView)?.passesTouchesOutsidePresentedView = true
    }
}
