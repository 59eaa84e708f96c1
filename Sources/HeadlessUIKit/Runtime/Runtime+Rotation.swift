import Foundation

/// What a device rotation did (docs/uikit-rules.md 9).
public struct RotationResult: Equatable, Sendable {
    public let device: UIDeviceOrientation
    public let interface: UIInterfaceOrientation
    /// Whether the interface turned.
    public let rotated: Bool
    /// Why it did not, when it did not.
    public let reason: String?
    public let windowBounds: CGRect
}

/// Interface rotation: the device reports an orientation, the decider (the key window's topmost full-screen
/// presented controller, else its root controller) accepts or refuses it, and on acceptance the screen and windows swap bounds, `viewWillTransition(to:with:)` reaches
/// the controllers, and the root views are resized (docs/uikit-rules.md 9.1-9.3).
extension Runtime {
    func rotate(to orientation: UIDeviceOrientation) -> RotationResult {
        let app = application!
        guard [.active, .inactive].contains(app.lifecycleState) else {
            // docs/uikit-rules.md 1.11: delivered once, as the final orientation, on resume.
            pendingDeviceOrientation = orientation
            return result(orientation, rotated: false, reason: "the app is \(app.lifecycleState.rawValue); the orientation is delivered when it returns to the foreground")
        }
        device.orientation = orientation
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: device)
        guard let target = UIInterfaceOrientation(deviceOrientation: orientation) else {
            return result(orientation, rotated: false, reason: "\(orientation.name) never rotates the interface")
        }
        guard target != interfaceOrientation else {
            return result(orientation, rotated: false, reason: "the interface is already \(target.name)")
        }
        // docs/uikit-rules.md 14.6: an iPhone with a home indicator never turns its interface upside down.
        guard profile.supportedInterfaceOrientations.contains(target) else {
            return result(orientation, rotated: false, reason: "the \(profile.model) never turns its interface \(target.name)")
        }
        let window = app.keyWindow ?? windows.last
        if let decider = window.flatMap(rotationDecider(in:)) {
            guard decider.shouldAutorotate else {
                return result(orientation, rotated: false, reason: "\(type(of: decider)).shouldAutorotate is false")
            }
            guard decider.supportedInterfaceOrientations.contains(target) else {
                return result(orientation, rotated: false, reason: "\(type(of: decider)).supportedInterfaceOrientations does not include \(target.name)")
            }
        }
        let appMask = app.delegate?.application(app, supportedInterfaceOrientationsFor: window)
            ?? app.infoSupportedInterfaceOrientations
        guard appMask.contains(target) else {
            return result(orientation, rotated: false, reason: "the app's supported orientations do not include \(target.name)")
        }
        applyInterfaceOrientation(target, animated: true)
        return result(orientation, rotated: true, reason: nil)
    }

    /// Turns the interface: screen and window bounds swap, controllers hear `viewWillTransition(to:with:)`,
    /// windows and their root views are resized (autoresizing applies), and the coordinator's completions run
    /// when the transition ends on the host clock.
    ///
    /// The legacy callbacks (9.3) go to every controller whose view is in a window, parents before children and
    /// presenters before presented: `willRotate(to:duration:)` right after the `viewWillTransition(to:with:)`
    /// fan-out, `willAnimateRotation(to:duration:)` once the views have their new size and are laid out (before the
    /// coordinator's alongside animations), `didRotate(from:)` when the transition ends, after the coordinator's completions.
    func applyInterfaceOrientation(_ target: UIInterfaceOrientation, animated: Bool) {
        let previous = interfaceOrientation
        // docs/uikit-rules.md 13.4: the traits before the turn, to tell each environment whose traits it changes
        // (with a pending trait update's changes, 4.14).
        let traitsBefore = pendingTraitUpdate ?? traitEnvironments()
        pendingTraitUpdate = nil
        let screenTraitsBefore = environmentTraits
        interfaceOrientation = target
        cachedEnvironmentTraits = nil
        application.statusBarOrientation = target
        let oldScreenBounds = screen.bounds
        screen.orient(target)
        let size = screen.bounds.size
        let coordinator = TransitionCoordinator(duration: animated ? limits.rotationDuration : 0)
        for (environment, before) in traitsBefore {
            guard let controller = environment as? UIViewController else { continue }
            let after = controller.traitCollection
            guard after.horizontalSizeClass != before.horizontalSizeClass || after.verticalSizeClass != before.verticalSizeClass else { continue }
            // docs/uikit-rules.md 7.19: a presented controller's presentation controller hears it first.
            if let presentation = controller.presentingViewController?.activePresentation,
               presentation.presented === controller {
                presentation.presentationController.willTransition(to: after, with: coordinator)
            }
            logCallback("willTransition(to:with:)", .viewController, controller)
            controller.willTransition(to: after, with: coordinator)
        }
        for window in windows {
            guard let root = window.rootViewController else { continue }
            logCallback("viewWillTransition(to:with:)", .viewController, root)
            root.viewWillTransition(to: size, with: coordinator)
            // docs/uikit-rules.md 7.19: each presentation controller, which passes it on to its presented controller.
            for presentation in UIViewController.presentations(from: root) {
                presentation.presentationController.viewWillTransition(to: size, with: coordinator)
            }
        }
        let rotating = controllersInWindows()
        for controller in rotating {
            logCallback("willRotate(to:duration:)", .viewController, controller)
            controller.willRotate(to: target, duration: coordinator.duration)
        }
        // Full-screen windows follow the screen; a smaller window keeps its frame.
        for window in windows where window.frame == oldScreenBounds {
            window.frame = CGRect(origin: .zero, size: size)
        }
        for window in windows {
            guard let root = window.rootViewController else { continue }
            for presentation in UIViewController.presentations(from: root) { presentation.layOutPresentedView(in: window) }
        }
        deliverTraitChanges(traitsBefore)
        application.scenesDidUpdateGeometry(previousOrientation: previous, previousTraits: screenTraitsBefore)
        keyboardRotated()
        // The rotation's animation lays the views out at their new size before willAnimateRotation, as in UIKit.
        if !rotating.isEmpty {
            for window in windows { window.layoutIfNeeded() }
        }
        for controller in rotating {
            logCallback("willAnimateRotation(to:duration:)", .viewController, controller)
            controller.willAnimateRotation(to: target, duration: coordinator.duration)
        }
        coordinator.runAlongside()
        let finish = { [weak self] in
            coordinator.complete()
            for controller in rotating {
                self?.logCallback("didRotate(from:)", .viewController, controller)
                controller.didRotate(from: previous)
            }
        }
        if coordinator.duration > 0 {
            runLoop.schedule(after: coordinator.duration, repeating: 0, kind: .transition,
                             detail: "rotation to \(target.name)") { _ in finish() }
        } else {
            finish()
        }
    }

    /// Every controller whose view is in a window: each window's root, its children depth first, and the
    /// controllers presented from them, in that order.
    private func controllersInWindows() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            if controller.isViewLoaded, controller.view.window != nil { found.append(controller) }
            for child in controller.children { visit(child) }
            if let presentation = controller.activePresentation { visit(presentation.presented) }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
        }
        return found
    }

    /// The topmost presented controller that covers the window (fullScreen, overFullScreen) in the root's
    /// presentation chain, else the root (docs/uikit-rules.md 9.2). Sheets and context presentations do not decide.
    func rotationDecider(in window: UIWindow) -> UIViewController? {
        var decider = window.rootViewController
        var presenter = window.rootViewController
        while let presentation = presenter?.activePresentation {
            if presentation.coversWindow, presentation.phase != .dismissing { decider = presentation.presented }
            presenter = presentation.presented
        }
        return decider
    }

    private func result(_ device: UIDeviceOrientation, rotated: Bool, reason: String?) -> RotationResult {
        RotationResult(device: device, interface: interfaceOrientation, rotated: rotated, reason: reason,
                       windowBounds: screen.bounds)
    }
}
