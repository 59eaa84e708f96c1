import Foundation

extension CGFloat {
    /// Rounded up to the next whole pixel of a screen of `scale` (docs/uikit-rules.md 8.35), as UIKit sizes text:
    /// `ceil(value × scale) / scale`, so 20.287 (a 17-pt system font line) is 21 at 1x, 20.5 at 2x and 61/3
    /// (20.333333333333332, the same double UIKit computes) at 3x. A value within 1e-9 pixel above a whole pixel counts as that pixel, so float noise
    /// in a sum of advances never adds a pixel. A scale of 0 or less is taken as 1.
    func roundedUp(toScale scale: CGFloat) -> CGFloat {
        let scale = scale > 0 ? scale : 1
        let pixels = (self * scale - 1e-9).rounded(.up)
        return pixels == 0 ? 0 : pixels / scale
    }
}

extension UIView {
    /// The scale of the screen the view is on (docs/uikit-rules.md 8.35): its window's screen's, else the main
    /// screen's (the device profile's: 1 on an iPhone 3GS, 2 on an iPhone 8, 3 on an iPhone 15 Pro).
    var screenScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}
