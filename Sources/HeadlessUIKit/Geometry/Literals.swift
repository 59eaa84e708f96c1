import Foundation

// Xcode's colour and image literals (docs/uikit-rules.md 6.35). On iOS the UIKit overlay makes `UIColor` and
// `UIImage` the literals' default types; Swift on Linux looks the same two names up, so they are declared here.

/// The type `#colorLiteral(red:green:blue:alpha:)` makes when the context does not name one.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(resourceName:)` makes when the context does not name one.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: the sRGB colour `init(red:green:blue:alpha:)` makes.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds. Where UIKit stops the app for a name no
    /// catalog has, this reports it and gives an empty image of that name (UIHost's choice: the host keeps running).
    public convenience init(imageLiteralResourceName name: String) {
        let image = MainActor.assumeIsolated { UIImage.literalImage(named: name) }
        self.init(name: image.name, size: image.size, scale: image.scale, fileData: image.fileData)
    }

    @MainActor private static func literalImage(named name: String) -> UIImage {
        if let image = UIImage(named: name) { return image }
        Runtime.current.report("#imageLiteral(resourceName: \"\(name)\"): no image named \"\(name)\" in the app's asset catalog (UIKit stops the app here); add the image set, or register it with UIImage.register(named:size:)")
        return UIImage(name: name, size: .zero)
    }
}

extension CGColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is expected (`layer.borderColor = #colorLiteral(…)`):
    /// the sRGB colour, as Apple's CoreGraphics overlay makes it.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
