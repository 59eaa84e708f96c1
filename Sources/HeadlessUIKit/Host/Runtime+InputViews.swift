import Foundation

/// Where the first responder's input views go (docs/uikit-rules.md 6.46): the input view (or the system keyboard)
/// along the bottom of the screen, the input accessory view along its top, both in `InputViewsWindow`.
extension Runtime {
    /// What the input area shows for a responder: a custom input view, or the system keyboard's keys (a text input
    /// without one), and an accessory along the top. Nil when it shows nothing.
    private struct InputArea {
        var input: UIView?
        var accessory: UIView?
        var keys: Bool
    }

    private func inputArea(for responder: UIResponder) -> InputArea? {
        // After `advanceToNextInputMode()` the responder shows the system keyboard (6.47).
        let advanced = advancedInputModeResponder === responder
        let input: UIView? = advanced ? nil : responder.inputViewController.flatMap { $0.view } ?? responder.inputView
        var accessory: UIView? = responder.inputAccessoryViewController.flatMap { $0.view } ?? responder.inputAccessoryView
        // A text input inside the accessory shown now (a chat bar's text view) keeps that accessory.
        if accessory == nil, let shown = inputViewsWindow?.accessoryHost.subviews.first,
           let view = responder as? UIView, view.isDescendant(of: shown) {
            accessory = shown
        }
        let keys = input == nil && responder is UIKeyInput
        guard input != nil || accessory != nil || keys else { return nil }
        return InputArea(input: input, accessory: accessory, keys: keys)
    }

    /// Puts `responder`'s input views on the screen, laid out, and answers the input area's frame in screen
    /// coordinates (from the accessory's top to the bottom of the screen), or nil when it shows nothing (the views
    /// shown before are taken off the screen).
    func presentInputViews(for responder: UIResponder?) -> CGRect? {
        if advancedInputModeResponder !== responder { advancedInputModeResponder = nil }
        guard let responder, let area = inputArea(for: responder) else {
            dismissInputViews()
            return nil
        }
        let window = inputViewsWindow ?? makeInputViewsWindow()
        let bounds = screen.bounds
        let width = bounds.width, bottom = bounds.height
        let homeIndicator = screen.currentSafeAreaInsets.bottom
        window.frame = bounds
        window.shownFor = responder
        if let responderWindow = responder.responderWindow, !(responderWindow is InputViewsWindow) {
            window.hostWindow = responderWindow
        }
        window.isHidden = false

        // Input view controllers shown anew hear of their new document (6.47).
        let controllers = [responder.inputViewController, responder.inputAccessoryViewController].compactMap { $0 }
        let newlyShown = controllers.filter { $0.viewIfLoaded?.window !== window }

        // The input view sits above the home indicator; the system keyboard's height counts it already.
        var top = bottom
        show(area.input, in: window.inputHost)
        if let input = area.input {
            let height = measuredHeight(of: input, in: window.inputHost, width: width, bottom: bottom - homeIndicator)
            window.inputHost.frame = CGRect(x: 0, y: bottom - homeIndicator - height, width: width, height: height)
            top = window.inputHost.frame.minY
        } else {
            window.inputHost.frame = CGRect(x: 0, y: bottom, width: width, height: 0)
            top = area.keys ? bottom - keyboardHeight() : bottom
        }
        show(area.accessory, in: window.accessoryHost)
        if let accessory = area.accessory {
            // Alone, an accessory that sizes itself reaches down over the home indicator (its safe area keeps its
            // content above it); one of fixed height sits above it.
            let alone = area.input == nil && !area.keys
            let sizesItself = Self.sizesItself(accessory)
            let accessoryBottom = alone && !sizesItself ? bottom - homeIndicator : top
            let height = measuredHeight(of: accessory, in: window.accessoryHost, width: width, bottom: accessoryBottom)
            window.accessoryHost.frame = CGRect(x: 0, y: accessoryBottom - height, width: width, height: height)
            top = window.accessoryHost.frame.minY
        } else {
            window.accessoryHost.frame = CGRect(x: 0, y: top, width: width, height: 0)
        }
        for host in [window.inputHost, window.accessoryHost] {
            if let view = host.subviews.first { place(view, in: host) }
        }
        window.setNeedsLayout()
        window.layoutIfNeeded()
        for controller in newlyShown where controller.viewIfLoaded?.window === window { controller.shown(for: responder) }
        return CGRect(x: 0, y: top, width: width, height: bottom - top)
    }

    /// Takes the input views off the screen: they leave the window, as UIKit removes them when their responder
    /// resigns.
    func dismissInputViews() {
        guard let window = inputViewsWindow else { return }
        for host in [window.inputHost, window.accessoryHost] {
            for view in host.subviews {
                unpin(view)
                view.removeFromSuperview()
            }
        }
        window.shownFor = nil
        window.isHidden = true
    }

    private func makeInputViewsWindow() -> InputViewsWindow {
        let window = InputViewsWindow(frame: screen.bounds)
        inputViewsWindow = window
        return window
    }

    /// Makes `view` the only view in `host` (nil empties it).
    private func show(_ view: UIView?, in host: UIView) {
        for old in host.subviews where old !== view {
            unpin(old)
            old.removeFromSuperview()
        }
        if let view, view.superview !== host {
            view.removeFromSuperview()
            host.addSubview(view)
        }
    }

    /// A view that takes its height from its constraints and intrinsic size (UIKit's flexible-height accessory, a
    /// self-sizing `UIInputView`, a view with no height) rather than from its frame (6.46).
    private static func sizesItself(_ view: UIView) -> Bool {
        view.autoresizingMask.contains(.flexibleHeight) || view.bounds.height <= 0
            || (view as? UIInputView)?.allowsSelfSizing == true
    }

    /// The height `view` takes across the screen's width with its bottom at `bottom` (screen coordinates): its
    /// frame's, or for a view that sizes itself the height its constraints fit at that width, measured where it
    /// will show so that a view pinned to its safe area counts the home indicator below it; failing that its
    /// intrinsic height, else its frame's.
    private func measuredHeight(of view: UIView, in host: UIView, width: CGFloat, bottom: CGFloat) -> CGFloat {
        guard Self.sizesItself(view) else { return view.bounds.height }
        let current = view.bounds.height
        host.frame = CGRect(x: 0, y: bottom - current, width: width, height: current)
        unpin(view)
        view.frame = CGRect(x: 0, y: 0, width: width, height: current)
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        if fitted > 0, fitted.isFinite { return fitted }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : view.bounds.height
    }

    /// Fills `host` with `view`: its frame, and for a view placed by constraints four required constraints to the
    /// host's edges, as UIKit pins the views it hosts.
    private func place(_ view: UIView, in host: UIView) {
        view.frame = host.bounds
        if view.translatesAutoresizingMaskIntoConstraints {
            unpin(view)
        } else if inputViewsWindow?.pins[ObjectIdentifier(view)] == nil {
            let constraints = [
                view.topAnchor.constraint(equalTo: host.topAnchor),
                view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
            ]
            NSLayoutConstraint.activate(constraints)
            inputViewsWindow?.pins[ObjectIdentifier(view)] = constraints
        }
    }

    private func unpin(_ view: UIView) {
        guard let constraints = inputViewsWindow?.pins.removeValue(forKey: ObjectIdentifier(view)) else { return }
        NSLayoutConstraint.deactivate(constraints)
    }
}
