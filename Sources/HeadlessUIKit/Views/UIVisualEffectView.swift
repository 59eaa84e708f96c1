import Foundation

/// A visual effect: what a `UIVisualEffectView` applies to what is behind it (6.17; drawn as 19.28).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIVisualEffect {
    public init() {}
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Our addition: how far the backdrop is blurred, in points (19.28).
    var blurRadius: CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 15
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 20
        default: return 25
        }
    }

    /// Our addition: the colour laid over the blurred backdrop in a light or dark interface (19.28). The styles
    /// without "Light" or "Dark" in their name, and `regular` and `prominent`, follow the view's interface style.
    func tint(dark: Bool) -> UIColor {
        let light = UIColor(white: 0.97, alpha: 1), black = UIColor(white: 0.11, alpha: 1)
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.7)
        case .extraDark: return UIColor(white: 0.07, alpha: 0.8)
        case .regular: return (dark ? black : light).withAlphaComponent(0.7)
        case .prominent: return (dark ? black : light).withAlphaComponent(0.85)
        case .systemUltraThinMaterial: return (dark ? black : light).withAlphaComponent(0.35)
        case .systemThinMaterial: return (dark ? black : light).withAlphaComponent(0.55)
        case .systemMaterial: return (dark ? black : light).withAlphaComponent(0.7)
        case .systemThickMaterial: return (dark ? black : light).withAlphaComponent(0.85)
        case .systemChromeMaterial: return (dark ? black : light).withAlphaComponent(0.78)
        case .systemUltraThinMaterialLight: return light.withAlphaComponent(0.35)
        case .systemThinMaterialLight: return light.withAlphaComponent(0.55)
        case .systemMaterialLight: return light.withAlphaComponent(0.7)
        case .systemThickMaterialLight: return light.withAlphaComponent(0.85)
        case .systemChromeMaterialLight: return light.withAlphaComponent(0.78)
        case .systemUltraThinMaterialDark: return black.withAlphaComponent(0.35)
        case .systemThinMaterialDark: return black.withAlphaComponent(0.55)
        case .systemMaterialDark: return black.withAlphaComponent(0.7)
        case .systemThickMaterialDark: return black.withAlphaComponent(0.85)
        case .systemChromeMaterialDark: return black.withAlphaComponent(0.78)
        }
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Shows content over an effect (docs/uikit-rules.md 6.17). Its `contentView` fills it (autoresizing with it) and
/// is where subviews go: adding one to the effect view itself works but is reported, as UIKit logs it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A blur effect blurs what is drawn behind the view, then lays its style's tint over it (19.28). A vibrancy
    /// effect draws nothing of its own (its content is drawn as it is).
    override func drawStandardContent(in ctx: CGContext) {
        guard let blur = effect as? UIBlurEffect else { return }
        let dark = traitCollection.userInterfaceStyle == .dark
        ctx.blurBackdrop(in: bounds, radius: blur.blurRadius)
        ctx.setFillColor(blur.tint(dark: dark).cgColor)
        ctx.fill(bounds)
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== contentView {
            Runtime.current.report("<\(type(of: self))> has been asked to add a subview (<\(type(of: subview))>) directly: add subviews to its contentView instead")
        }
    }
}
