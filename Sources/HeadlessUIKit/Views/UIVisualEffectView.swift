import Foundation

/// A visual effect: what a `UIVisualEffectView` applies to what is behind it (no pixels here; 6.17).
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

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== contentView {
            Runtime.current.report("<\(type(of: self))> has been asked to add a subview (<\(type(of: subview))>) directly: add subviews to its contentView instead")
        }
    }
}
