import Foundation

/// The sides a popover's arrow may point from. Raw values are UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// A `.popover` presentation (docs/uikit-rules.md 7.10). In a regular environment the presented view floats
/// next to its anchor (`barButtonItem`, or `sourceRect` in `sourceView`, the view's bounds when no rect is set)
/// with an arrow on the side `arrowDirection` names, and a tap outside it (outside `passthroughViews`) dismisses
/// it. In a compact environment it adapts, as UIKit 13+ does, to a form sheet, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none` (stay a popover) or another style.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points from once the popover is laid out; `.unknown` before, and when adapted.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false

    /// The arrow's length, from the anchor to the popover's edge.
    static let arrowLength: CGFloat = 13
    /// The gap kept between a popover and the safe area's edges.
    static let edgeMargin: CGFloat = 10
    /// The content size when the presented controller's `preferredContentSize` is zero (our choice; UIKit fits
    /// the content).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    override func presentationRefusal() -> String? {
        guard adaptedStyle == nil, barButtonItem == nil, sourceView == nil else { return nil }
        return "UIPopoverPresentationController (\(type(of: presentedViewController))) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
    }

    override func adapt(to traits: UITraitCollection) {
        adaptedStyle = nil
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else {
            (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
            return
        }
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        switch answer {
        case .none:
            (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet:
            adaptedStyle = answer
        default:
            adaptedStyle = .formSheet
        }
    }

    open override var shouldRemovePresentersView: Bool {
        adaptedStyle.map { $0 == .fullScreen } ?? false
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard adaptedStyle == nil else { return super.frameOfPresentedViewInContainerView }
        guard let container = containerView else { return .zero }
        return placement(in: container).frame
    }

    /// The anchor in the container's coordinates.
    func anchor(in container: UIView) -> CGRect? {
        if let item = barButtonItem, let view = item.shownView, view.window != nil {
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView else { return nil }
        let rect = sourceRect == .zero || sourceRect.isNull ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The popover's frame and arrow: the first permitted side, in the order up (below the anchor), down, left,
    /// right, where the whole content fits inside the safe area less a 10-pt margin; failing that, the permitted
    /// side with the most room, the content shrunk to fit. The popover is centred on the anchor along the other
    /// axis and pushed inside the area.
    func placement(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let preferred = presentedViewController.preferredContentSize
        let content = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                             height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let area = container.bounds.inset(by: container.safeAreaInsets)
            .insetBy(dx: Self.edgeMargin, dy: Self.edgeMargin)
        let anchor = anchor(in: container) ?? CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let gap = Self.arrowLength
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - anchor.maxY - gap),
            (.down, anchor.minY - gap - area.minY),
            (.left, area.maxX - anchor.maxX - gap),
            (.right, anchor.minX - gap - area.minX),
        ].filter { permittedArrowDirections.contains($0.0) }
        func needed(_ side: UIPopoverArrowDirection) -> CGFloat {
            side == .up || side == .down ? content.height : content.width
        }
        let side = room.first { $0.1 >= needed($0.0) }?.0
            ?? room.max { $0.1 < $1.1 }?.0
            ?? .up
        let space = room.first { $0.0 == side }?.1 ?? needed(side)
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        var frame = CGRect.zero
        switch side {
        case .up, .down:
            let width = min(content.width, area.width)
            let height = max(0, min(content.height, space))
            let x = clamp(anchor.midX - width / 2, area.minX, area.maxX - width)
            let y = side == .up ? anchor.maxY + gap : anchor.minY - gap - height
            frame = CGRect(x: x, y: y, width: width, height: height)
        default:
            let width = max(0, min(content.width, space))
            let height = min(content.height, area.height)
            let y = clamp(anchor.midY - height / 2, area.minY, area.maxY - height)
            let x = side == .left ? anchor.maxX + gap : anchor.minX - gap - width
            frame = CGRect(x: x, y: y, width: width, height: height)
        }
        return (frame, side)
    }

    /// Whether a touch at `point` (window coordinates) belongs to one of the `passthroughViews`.
    func passesThrough(_ point: CGPoint) -> Bool {
        (passthroughViews ?? []).contains { view in
            view.window != nil && view.point(inside: view.convert(point, from: nil), with: nil)
        }
    }

    override func layOutPresentedView() {
        super.layOutPresentedView()
        if adaptedStyle == nil, let container = containerView {
            arrowDirection = placement(in: container).arrow
            container.subviews.first { $0 is PopoverDismissingView }?.frame = container.bounds
        } else {
            arrowDirection = .unknown
        }
    }
}

/// The clear view behind a popover that turns a tap outside it into a dismissal (docs/uikit-rules.md 7.10).
/// Touches on the popover's `passthroughViews` go through to them (`UITransitionView.hitTest`).
@MainActor
final class PopoverDismissingView: BackgroundTapView {
    weak var popover: UIPopoverPresentationController?

    override func backgroundTapped() { popover?.dismissByUser() }
}
