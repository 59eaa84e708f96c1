import Foundation

/// The status bar's content colours. Raw values are UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

extension Runtime {
    /// What the status bar shows (docs/uikit-rules.md 6.18): the key window's deciding controller (the topmost
    /// presented controller covering the window, else the root, as for rotation, 9.2), followed through
    /// `childForStatusBarStyle` / `childForStatusBarHidden` as far as they lead. Hiding the bar gives a zero
    /// `statusBarFrame`; on a device with a home button it also takes the status bar's 20 pt out of the safe area
    /// (11.167), while a notch or Dynamic Island keeps its inset.
    func statusBarAppearance() -> (style: UIStatusBarStyle, hidden: Bool) {
        if resources?.viewControllerBasedStatusBarAppearance == false {
            return (applicationStatusBar.style, applicationStatusBar.hidden)
        }
        guard let window = application.keyWindow, let decider = rotationDecider(in: window) else {
            return (.default, false)
        }
        var styleSource = decider
        while let child = styleSource.childForStatusBarStyle, child !== styleSource { styleSource = child }
        var hiddenSource = decider
        while let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource { hiddenSource = child }
        return (styleSource.preferredStatusBarStyle, hiddenSource.prefersStatusBarHidden)
    }
}

/// The app's own status bar style and visibility, set through `UIApplication` (docs/uikit-rules.md 6.27).
struct ApplicationStatusBar {
    var style: UIStatusBarStyle = .default
    var hidden = false
}

extension Runtime {
    /// UIKit ignores the app's own status bar settings while its appearance is controller-based: reported once.
    func noteApplicationStatusBarSet(_ property: String) {
        guard resources?.viewControllerBasedStatusBarAppearance != false else { return }
        let text = "UIApplication.\(property) was set, but the status bar follows the view controllers "
                   + "(preferredStatusBarStyle, prefersStatusBarHidden) because Info's UIViewControllerBasedStatusBarAppearance "
                   + "is not false. Fix: override those in the controllers, or set UIViewControllerBasedStatusBarAppearance to NO"
        if !problems.contains(text) { report(text) }
    }
}
