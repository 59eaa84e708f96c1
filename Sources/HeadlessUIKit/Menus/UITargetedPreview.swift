import Foundation

/// How a preview is drawn while it animates (docs/uikit-rules.md 6.86): its background colour (nil: the system's)
/// and the paths that clip it and cast its shadow (nil: the view's bounds).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPreviewParameters {
    open var backgroundColor: UIColor?
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?

    public init() {}
}

/// Where a preview animates to or from (6.86): a container view, the point in it where the preview's centre goes,
/// and a transform applied there.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPreviewTarget {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// The view a context menu or drag animates, with its parameters and target (6.86).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of a view in a window, targeted at its own place: its superview, at its centre. UIKit raises for a
    /// view outside a window; UIHost reports it and targets the view's superview (or the view itself).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil {
            Runtime.current.report("UITargetedPreview(view:parameters:): \(type(of: view)) is not in a window; "
                + "use init(view:parameters:target:) for a view outside one")
        }
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the view's bounds: what the preview shows.
    open var size: CGSize { view.bounds.size }

    /// This preview with another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
