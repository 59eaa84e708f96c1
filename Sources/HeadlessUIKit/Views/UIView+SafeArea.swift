import Foundation

/// The safe area (UIKit 11+ semantics, docs/uikit-rules.md 7.3): the part of a view that the status bar and the
/// navigation, tool and tab bars of its controllers' containers do not cover, plus each controller's
/// `additionalSafeAreaInsets`.
///
/// A window's safe area leaves out the part of the screen the device profile keeps clear in the current interface
/// orientation (docs/uikit-rules.md 14.3-14.5): the status bar, a notch or Dynamic Island, the home indicator, and on
/// notched iPhones in landscape both sides; a window smaller than the screen keeps out only what it overlaps. A view's safe area is the part of its superview's safe area it overlaps; a controller's root view inside
/// a navigation controller also leaves out the area above the bottom of the navigation bar and below the top of the
/// toolbar when they are shown, and inside a tab bar controller the area below the top of the tab bar; then the
/// controller's `additionalSafeAreaInsets` are added. A view outside a window has no safe area insets. The value is
/// computed when read; `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()` are called when a view is
/// laid out with insets that differ from the ones it last reported (a container's layout marks its child's view).
extension UIView {
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        return computedSafeAreaInsets(in: window)
    }

    /// The view's bounds less its safe area insets.
    var safeAreaRect: CGRect { bounds.inset(by: safeAreaInsets) }

    /// The safe area insets; `superview` is what the caller knows already of the superview: a layout pass works
    /// safe areas out top-down, each view's from its superview's, instead of each view's from the window down again
    /// (docs/uikit-rules.md 11.107), and each view's translation to the window from its superview's, instead of
    /// walking up to the window from both (11.126).
    func computedSafeAreaInsets(in window: UIWindow, superview known: SuperviewGeometry? = nil) -> UIEdgeInsets {
        if self === window {
            let screen = window.screen
            let safe = screen.bounds.inset(by: screen.currentSafeAreaInsets)
            let frame = self.frame
            return UIEdgeInsets(top: min(frame.height, max(0, safe.minY - frame.minY)),
                                left: min(frame.width, max(0, safe.minX - frame.minX)),
                                bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
                                right: min(frame.width, max(0, frame.maxX - safe.maxX)))
        }
        guard let superview else { return .zero }
        var superviewSafe = known?.safeArea ?? superview.safeAreaRect
        if let scrollView = superview as? UIScrollView {
            // docs/uikit-rules.md 11.122: where the scroll view's adjusted content inset takes in its safe area, its
            // content is not inset again: a cell scrolled under the home indicator keeps its layout.
            let axes = scrollView.safeAreaAdjustedAxes
            let far = CGFloat(1_000_000_000)
            if axes.vertical { superviewSafe = CGRect(x: superviewSafe.minX, y: -far, width: superviewSafe.width, height: 2 * far) }
            if axes.horizontal { superviewSafe = CGRect(x: -far, y: superviewSafe.minY, width: 2 * far, height: superviewSafe.height) }
        }
        var safe: CGRect
        if let above = known?.translation, let mine = translation(belowSuperview: above) {
            // `superview.convert(superviewSafe, to: self)` as it goes for two views of one window with only
            // translations above them (the difference of their translations), the same bits without the walks.
            safe = superviewSafe.standardized.offsetBy(dx: above.x - mine.x, dy: above.y - mine.y)
        } else {
            safe = superview.convert(superviewSafe, to: self)
        }
        if let controller = owningViewController, let parent = controller.parent, let parentView = parent.viewIfLoaded {
            safe = safe.intersection(convert(parent.safeRectForChildren(in: parentView), from: parentView))
        }
        let rect = bounds
        var insets = UIEdgeInsets.zero
        if safe.isNull || safe.isEmpty {
            insets = UIEdgeInsets(top: rect.height, left: 0, bottom: 0, right: 0)
        } else {
            insets.top = min(rect.height, max(0, safe.minY - rect.minY))
            insets.left = min(rect.width, max(0, safe.minX - rect.minX))
            insets.bottom = min(rect.height, max(0, rect.maxY - safe.maxY))
            insets.right = min(rect.width, max(0, rect.maxX - safe.maxX))
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// The safe area as a layout guide: constraints to it follow the safe area as it changes
    /// (docs/uikit-rules.md 11.53, 7.3).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// `layoutMargins` grown by the safe area when `insetsLayoutMarginsFromSafeArea` (the default), as UIKit
    /// reports them; setting stores the margins proper.
    public var layoutMargins: UIEdgeInsets {
        get {
            var margins = ownLayoutMargins
            // docs/uikit-rules.md 11.51: a controller's root view has the system minimum margins (0 at the top and
            // bottom, 16 or 20 at the sides), or its own where they are set and larger at the sides.
            if let controller = owningViewController, controller.viewIfLoaded === self,
               controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                let own = hasCustomLayoutMargins ? margins : .zero
                margins = UIEdgeInsets(top: max(own.top, minimum.top), left: max(own.left, minimum.leading),
                                       bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.trailing))
            }
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            // docs/uikit-rules.md 11.52: where the superview's margin reaches into this view, the margin grows to it.
            if preservesSuperviewLayoutMargins, let superview {
                let outer = superview.layoutMargins
                let frame = self.frame
                let room = superview.bounds
                margins.left = max(margins.left, outer.left - (frame.minX - room.minX))
                margins.right = max(margins.right, outer.right - (room.maxX - frame.maxX))
                // docs/uikit-rules.md 11.121: a scroll view's content moves under its top and bottom margins as it
                // scrolls; its subviews take only its side margins.
                if !(superview is UIScrollView) {
                    margins.top = max(margins.top, outer.top - (frame.minY - room.minY))
                    margins.bottom = max(margins.bottom, outer.bottom - (room.maxY - frame.maxY))
                }
            }
            if layoutMarginsFollowReadableWidth {
                margins = UILayoutGuide.narrowedToReadableWidth(margins, width: bounds.width)
            }
            return margins
        }
        set {
            hasCustomLayoutMargins = true
            guard newValue != ownLayoutMargins else { return }
            ownLayoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// `layoutMargins` by leading and trailing edge (left to right here: leading is left, docs/uikit-rules.md 11.50).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The bounds less the layout margins, as a layout guide (docs/uikit-rules.md 11.50).
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }

    /// The layout margins guide narrowed to a readable line length and centred in it (docs/uikit-rules.md 11.54).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// Called as the view is laid out: reports a change of its safe area insets to the view and its controller,
    /// then lets its subviews check theirs. A view that Auto Layout knows is laid out again: its safe area and
    /// margins guides move with the insets, and the next round of the pass solves with them (a view moved into or
    /// out of a notch's or home indicator's inset by its constraints, docs/uikit-rules.md 14.3).
    ///
    /// `superview` is what the caller knows of the superview (the layout pass, which works safe areas out
    /// top-down).
    func refreshSafeAreaInsets(superview known: SuperviewGeometry? = nil) {
        guard let window else {
            if reportedSafeAreaInsets != .zero { reportSafeAreaInsets(.zero) }
            return
        }
        let current = computedSafeAreaInsets(in: window, superview: known)
        if current != reportedSafeAreaInsets { reportSafeAreaInsets(current) }
    }

    /// The view's safe area (its bounds less its safe area insets) and its translation to the window, for its
    /// subviews' computations, worked out from its superview's when given; nil outside a window.
    func geometryForSubviews(superview known: SuperviewGeometry?) -> SuperviewGeometry? {
        guard let window else { return nil }
        var offset: CGPoint?
        if let known {
            // Nil above (a transform on the way) stays nil here. (No closure: a main-actor closure checks at run
            // time that it runs on the main actor.)
            if let above = known.translation { offset = translation(belowSuperview: above) }
        } else {
            offset = translationToWindow()
        }
        return SuperviewGeometry(safeArea: bounds.inset(by: computedSafeAreaInsets(in: window, superview: known)),
                                 translation: offset)
    }

    private func reportSafeAreaInsets(_ current: UIEdgeInsets) {
        reportedSafeAreaInsets = current
        // docs/uikit-rules.md 11.108: laid out again only when the engine holds a guide that follows insets.
        if isInLayoutEngine, Runtime.current.layoutEngine?.holdsInsetGuides == true { setNeedsLayout() }
        let runtime = Runtime.current
        runtime.logCallback("safeAreaInsetsDidChange", .view, self)
        safeAreaInsetsDidChange()
        if let controller = owningViewController {
            runtime.logCallback("viewSafeAreaInsetsDidChange", .viewController, controller)
            controller.viewSafeAreaInsetsDidChange()
        }
        guard !subviews.isEmpty else { return }
        // Worked out after the callbacks above, which may have moved this view.
        let geometry = geometryForSubviews(superview: nil)
        for subview in subviews { subview.refreshSafeAreaInsets(superview: geometry) }
    }
}

/// What a layout pass works out once for all the subviews of a view (docs/uikit-rules.md 11.107, 11.126).
struct SuperviewGeometry {
    /// The view's bounds less its safe area insets.
    var safeArea: CGRect
    /// The view's translation to its window (`translationToWindow()`); nil when a transform lies on the way.
    var translation: CGPoint?
}

extension UIViewController {
    /// The part of the window's bottom safe-area inset (the home indicator's, docs/uikit-rules.md 14.3) over the
    /// bottom of this controller's view: all of it for a view that reaches the bottom of the screen, 0 on devices
    /// with a home button. Bottom bars grow by it or stand above it (14.7).
    var homeIndicatorCover: CGFloat {
        guard let view = viewIfLoaded, let window = view.window else { return UIScreen.main.safeAreaInsets.bottom }
        let safeBottom = window.bounds.maxY - window.safeAreaInsets.bottom
        let viewBottom = view.convert(CGPoint(x: 0, y: view.bounds.maxY), to: window).y
        return max(0, viewBottom - safeBottom)
    }

    /// The part of its view (in `view`'s coordinates) a container leaves its children: below a shown navigation
    /// bar, above a shown toolbar or tab bar.
    func safeRectForChildren(in view: UIView) -> CGRect {
        var rect = view.bounds
        func cut(top: CGFloat?, bottom: CGFloat?) {
            if let top, top > rect.minY { rect = CGRect(x: rect.minX, y: top, width: rect.width, height: max(0, rect.maxY - top)) }
            if let bottom, bottom < rect.maxY { rect.size.height = max(0, bottom - rect.minY) }
        }
        if let navigation = self as? UINavigationController {
            let bar = navigation.navigationBar, toolbar = navigation.toolbar!
            cut(top: bar.isHidden || bar.superview !== view ? nil : bar.frame.maxY,
                bottom: toolbar.isHidden || toolbar.superview !== view ? nil : toolbar.frame.minY)
        } else if let tabs = self as? UITabBarController {
            let bar = tabs.tabBar
            cut(top: nil, bottom: bar.isHidden || bar.superview !== view ? nil : bar.frame.minY)
        }
        return rect
    }
}
