import Foundation

/// A background as a value (docs/uikit-rules.md 16.31, 6.24): colour, corner radius, stroke, insets, a visual
/// effect, a custom view and an image. A cell shows it as its background view; a button's configuration shows it
/// behind the button's content (`UIButton.Configuration.background`).
public struct UIBackgroundConfiguration {
    /// The fill; nil uses the tint colour of the view it is shown in (docs/uikit-rules.md 6.98).
    public var backgroundColor: UIColor?
    /// Applied to the fill (the background colour, or the tint for nil) before it is shown (6.98).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Applied to `strokeColor` before it is drawn (6.98).
    public var strokeColorTransformer: UIConfigurationColorTransformer?
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

    /// A clear background (6.98: its colour is `.clear`, so the tint does not show through).
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The fill for a view tinted `tintColor` (6.98): the background colour, or the tint when it is nil, through
    /// `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke for a view tinted `tintColor` (6.98): the stroke colour, or the tint when it is nil, through
    /// `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

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

    /// The view a cell shows the configuration in, filled with the colour resolved for the cell's tint (6.98).
    @MainActor
    func makeView(tint: UIColor) -> UIView {
        let view = BackgroundConfigurationView(frame: .zero)
        view.show(self, fill: resolvedBackgroundColor(for: tint), cornerRadius: cornerRadius)
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
        layer.borderColor = configuration.strokeColor.map { configuration.strokeColorTransformer?($0) ?? $0 }?.cgColor
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

/// Changes a colour a configuration resolves (iOS 14, docs/uikit-rules.md 6.98): called with the colour the
/// configuration would use, it returns the one to use.
public struct UIConfigurationColorTransformer {
    private let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same luminance (Rec. 709 weights, UIHost's choice), alpha kept.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        }
    }
}
