import Foundation

/// Pull to refresh (docs/uikit-rules.md 6.7): the control sits above a scroll view's content; pulling the content
/// down past the control's height while dragging begins refreshing and sends `.valueChanged`, once per pull, and the
/// scroll view keeps the control in view (its adjusted top inset grows by the control's height) until
/// `endRefreshing()`.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and how far beyond the top the content must be pulled.
    public static let height: CGFloat = 60

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the control refreshing, as code asks: no `.valueChanged` (UIKit sends it only for the user's pull),
    /// and the content is not scrolled to show it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshingChanged()
    }

    /// Refreshing is over: the scroll view gives back the room the control took, and content resting at the
    /// control goes back to the top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshingChanged()
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// The user pulled far enough.
    func beginRefreshingFromPull() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshingChanged()
        sendActions(for: .valueChanged)
    }
}

extension UIScrollView {
    /// The scroll view's refresh control (iOS 10): set, it is added above the content and the content always bounces
    /// vertically.
    public var refreshControl: UIRefreshControl? {
        get { installedRefreshControl }
        set {
            guard newValue !== installedRefreshControl else { return }
            installedRefreshControl?.removeFromSuperview()
            installedRefreshControl = newValue
            guard let control = newValue else { return }
            control.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            control.autoresizingMask = [.flexibleWidth]
            insertSubview(control, at: 0)
            alwaysBounceVertical = true
        }
    }

    /// The room a refreshing control takes above the content.
    var refreshInset: CGFloat {
        guard let control = installedRefreshControl, control.isRefreshing, control.superview === self else { return 0 }
        return UIRefreshControl.height
    }

    /// Called while dragging, after the content moved: pulled past the control's height beyond the top, it begins.
    func checkPullToRefresh() {
        guard let control = installedRefreshControl, !control.isRefreshing, isDragging else { return }
        if contentOffset.y < -adjustedContentInset.top - UIRefreshControl.height {
            control.beginRefreshingFromPull()
        }
    }
}
