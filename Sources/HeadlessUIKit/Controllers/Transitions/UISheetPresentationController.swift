import Foundation

/// The presentation controller of page and form sheets (docs/uikit-rules.md 7.11): on an iPhone in portrait the
/// sheet rests at a detent, the selected one or else the smallest; `.large()` reaches 10 pt below the top safe
/// area inset, `.medium()` is half that height. Elsewhere (iPad, compact height) detents do not apply and the
/// sheet takes its style's frame (7.7).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public final class Detent {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let resolver: @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(nextCustomIndex())"), resolver: resolver)
        }

        private static var customCount = 0
        private static func nextCustomIndex() -> Int {
            customCount += 1
            return customCount
        }

        /// The detent's height in `context`, clamped to the maximum; nil when its resolver declines.
        func height(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }

    open var detents: [Detent] = [.large()] { didSet { relayOut() } }
    /// Set by the app, it moves the sheet without telling the delegate: UIKit tells
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` only of changes the user makes by
    /// dragging the sheet (docs/uikit-rules.md 6.30, 7.40).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { relayOut() } }
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Applies detent changes made in `changes` (laid out at once; the host does not animate sheets).
    open func animateChanges(_ changes: () -> Void) {
        changes()
        relayOut()
    }

    open func invalidateDetents() { relayOut() }

    func relayOut() {
        if presentedView?.superview === containerView { layOutPresentedView() }
    }

    /// The drag that moves the sheet between detents and down to dismiss it (7.39-7.40), on the container while
    /// the sheet is shown.
    private(set) lazy var drag = SheetDrag(sheet: self)

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { containerView?.addGestureRecognizer(drag.recognizer) }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { drag.recognizer.view?.removeGestureRecognizer(drag.recognizer) }
    }

    /// The detent the sheet rests at: the selected one if it is among `detents`, else the smallest.
    func currentDetent(in context: UISheetPresentationControllerDetentResolutionContext) -> (Detent, CGFloat)? {
        let resolved = resolvedDetents(in: context)
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.detent.identifier == selected }) {
            return match
        }
        return resolved.first
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        let frame = super.frameOfPresentedViewInContainerView
        guard let context = detentContext(in: frame), let (_, height) = currentDetent(in: context) else { return frame }
        return CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
    }

    /// The context detents resolve in, for a sheet whose frame without detents is `frame`; nil where detents do
    /// not apply (iPad, compact height, a sheet that fills the container).
    func detentContext(in frame: CGRect) -> UISheetPresentationControllerDetentResolutionContext? {
        guard let container = containerView, UIDevice.current.userInterfaceIdiom == .phone,
              presentationStyle == .pageSheet || presentationStyle == .formSheet,
              frame != container.bounds else { return nil }
        return DetentContext(maximumDetentValue: frame.height, containerTraitCollection: container.traitCollection)
    }

    /// The detents' heights in `context`, smallest first (detents of equal height in their order).
    func resolvedDetents(in context: UISheetPresentationControllerDetentResolutionContext)
        -> [(detent: Detent, height: CGFloat)] {
        detents.compactMap { detent in detent.height(in: context).map { (detent, $0) } }.sorted { $0.height < $1.height }
    }

    /// The context detents resolve in where the sheet is now; nil where detents do not apply.
    var currentDetentContext: UISheetPresentationControllerDetentResolutionContext? {
        detentContext(in: super.frameOfPresentedViewInContainerView)
    }
}

/// A sheet's delegate (docs/uikit-rules.md 6.30): a presentation controller delegate (assigned to `delegate`, it
/// hears adaptation and user dismissals as every presentation's does) that may also hear of detent changes the user
/// makes.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

private struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerTraitCollection: UITraitCollection
}
