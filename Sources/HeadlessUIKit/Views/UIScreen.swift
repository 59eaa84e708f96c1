import Foundation

/// The emulated screen. `bounds` follows the interface orientation, as on iOS 8 and later (docs/uikit-rules.md 3.3).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIScreen {
    /// The screen of the host in use.
    public class var main: UIScreen { Runtime.current.screen }

    public let profile: DeviceProfile
    public private(set) var bounds: CGRect
    public var scale: CGFloat { profile.scale }
    public var nativeScale: CGFloat { profile.nativeScale }
    /// The panel's pixel size in portrait (docs/uikit-rules.md 14.2).
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: profile.nativeResolution) }

    /// The interface orientation `bounds` follows.
    private(set) var interfaceOrientation: UIInterfaceOrientation = .portrait

    /// What a full-screen window keeps out of its safe area in the current orientation (docs/uikit-rules.md 14.3).
    var safeAreaInsets: UIEdgeInsets { profile.safeAreaInsets(for: interfaceOrientation) }

    /// What a full-screen window keeps out of its safe area now: `safeAreaInsets`, except that while the status bar
    /// is hidden a device with a home button keeps nothing out at the top, its top inset being the status bar alone
    /// (docs/uikit-rules.md 11.167). A notch or Dynamic Island stays out whether the status bar shows or not.
    var currentSafeAreaInsets: UIEdgeInsets {
        var insets = safeAreaInsets
        let runtime = Runtime.current
        guard insets.top > 0, profile.topInsetIsStatusBarAlone, runtime.screen === self,
              runtime.statusBarAppearance().hidden else { return insets }
        insets.top = 0
        return insets
    }

    /// The status bar's height in the current orientation: 0 on an iPhone in landscape (docs/uikit-rules.md 14.4).
    var statusBarHeight: CGFloat { profile.statusBarHeight(for: interfaceOrientation) }

    init(profile: DeviceProfile) {
        self.profile = profile
        self.bounds = CGRect(origin: .zero, size: profile.portraitSize)
    }

    func orient(_ orientation: UIInterfaceOrientation) {
        interfaceOrientation = orientation
        let size = profile.portraitSize
        bounds = orientation.isLandscape
            ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
            : CGRect(origin: .zero, size: size)
    }
}
