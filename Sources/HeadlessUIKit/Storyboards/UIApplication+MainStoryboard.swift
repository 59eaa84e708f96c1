import Foundation

extension UIApplication {
    /// docs/uikit-rules.md 1.3, between willFinishLaunching and didFinishLaunching: a window the size of the screen
    /// with the storyboard's initial controller as its root, given to the delegate's `window`. Its view is not
    /// loaded yet. A storyboard with no initial controller (or one that cannot be made) gives
    /// no window, reported to the host's problems, as UIKit logs "Failed to instantiate the default view controller".
    /// With `identifier` (our addition, `uihost serve --initial`), the scene with that Storyboard ID is the root
    /// instead (docs/uikit-rules.md 15.5).
    func loadMainStoryboard(_ storyboard: UIStoryboard, startingAt identifier: String?, for delegate: UIApplicationDelegate) {
        let root: UIViewController
        do {
            if let identifier {
                root = try storyboard.makeViewController(withIdentifier: identifier)
            } else {
                root = try storyboard.makeInitialViewController()
            }
        } catch {
            Runtime.current.report("main storyboard '\(storyboard.name)': \(error)")
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.setRootViewControllerDeferringItsView(root)
        mainStoryboardWindow = window
        delegate.window = window
    }

    /// After didFinishLaunching: the delegate's window (the storyboard's, unless the delegate replaced it) is made
    /// key and visible and its root's view loaded; it shows with the rest once the app becomes active.
    func showMainStoryboardWindow(for delegate: UIApplicationDelegate) {
        guard let window = delegate.window ?? mainStoryboardWindow else { return }
        window.makeKeyAndVisible()
        window.installRootView()
    }
}
