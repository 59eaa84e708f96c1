import Foundation

/// Haptics (docs/uikit-rules.md 6.15). There is no motor: each feedback is recorded, in order, in
/// `HeadlessHost.haptics` ("impact(medium)", "impact(heavy, 0.5)", "notification(success)", "selection"), so a test
/// can check that the app gave it.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine: recorded nowhere (it gives no feedback).
    open func prepare() {}

    func record(_ feedback: String) { Runtime.current.haptics.append(feedback) }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .medium) }

    open func impactOccurred() { record("impact(\(style))") }

    /// `intensity` is clamped to 0...1.
    open func impactOccurred(intensity: CGFloat) {
        record("impact(\(style), \(min(1, max(0, intensity))))")
    }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification(\(notificationType))") }
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { record("selection") }
}
