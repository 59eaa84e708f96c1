import Foundation

/// A background as a value (docs/uikit-rules.md 16.31, 6.24): colour, corner radius, stroke, insets, a visual
/// effect, a custom view and an image. A cell shows it as its background view; a button's configuration shows it
/// behind the button's content (`UIButton.Configuration.background`).
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// Drawn over the background colour, under the custom view, filling the background.
    public var visualEffect: UIVisualEffect?
    /// A view of the app's, filling the background (clipped to its corners), over the colour and the effect.
    public var customView: UIView?
    /// An image over the custom view, filling the background as `imageContentMode` says.
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    public init() {}

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .white
        return configuration
    }

    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listInsetGroupedCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

    @MainActor
    func makeView() -> UIView {
        let view = BackgroundConfigurationView(frame: .zero)
        view.show(self, fill: backgroundColor, cornerRadius: cornerRadius)
        return view
    }
}

/// The view that shows a `UIBackgroundConfiguration` (UIKit's system background view): its layer fills with the
/// colour, rounds its corners and strokes its edge inside its bounds (the stroke drawn over everything, as a layer's
/// border is); the effect, custom view and image fill it in that order, clipped to its corners. It takes no touches.
@MainActor
final class BackgroundConfigurationView: UIView {
    private var effectView: UIVisualEffectView?
    private var customView: UIView?
    private var imageView: UIImageView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    /// Shows `configuration` with the colour and corner radius its owner worked out (a button's style and corner
    /// style decide them; a cell's are the configuration's own).
    func show(_ configuration: UIBackgroundConfiguration, fill: UIColor?, cornerRadius: CGFloat) {
        backgroundColor = fill
        layer.cornerRadius = max(0, cornerRadius)
        layer.borderWidth = configuration.strokeColor == nil ? 0 : max(0, configuration.strokeWidth)
        layer.borderColor = configuration.strokeColor?.cgColor
        if let effect = configuration.visualEffect {
            if effectView == nil { effectView = UIVisualEffectView(effect: effect) }
            effectView?.effect = effect
        } else {
            effectView = nil
        }
        customView = configuration.customView
        if let image = configuration.image {
            if imageView == nil { imageView = UIImageView(image: nil) }
            imageView?.image = image
            imageView?.contentMode = configuration.imageContentMode
        } else {
            imageView = nil
        }
        let layers = [effectView, customView, imageView].compactMap { $0 }
        for subview in subviews where !layers.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (index, subview) in layers.enumerated() where subview.superview !== self || subviews[index] !== subview {
            insertSubview(subview, at: index)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}
