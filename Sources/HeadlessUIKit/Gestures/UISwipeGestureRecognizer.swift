import Foundation

/// A discrete swipe (docs/uikit-rules.md 5.7): `numberOfTouchesRequired` fingers whose centroid travels at least
/// `minimumDistance` in one of the allowed `direction`s within `maximumDuration` of touching down. It recognizes as
/// soon as that distance is covered, before the fingers lift. The movement counts for a direction when it leads
/// along that direction more than across it (within 45°). It fails when the fingers lift first, when the time runs
/// out (a host-clock timer), when more fingers touch than required, or when the centroid covers the distance in
/// a direction that is not allowed.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// 50 pt.
    public static let minimumDistance: CGFloat = 50
    /// 0.5 s.
    public static let maximumDuration: TimeInterval = 0.5

    /// Default `.right`.
    open var direction: Direction = .right
    /// Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var timer: HostTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if timer == nil {
            startTime = event.timestamp
            timer = MainRunLoop.current.schedule(
                after: Self.maximumDuration + UITapGestureRecognizer.timerSlack, repeating: 0, kind: .timer,
                detail: "\(typeName) maximum duration \(Self.maximumDuration) s"
            ) { [weak self] _ in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        if numberOfTouches == numberOfTouchesRequired { start = windowCentroid }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard event.timestamp - startTime <= Self.maximumDuration + UITapGestureRecognizer.timerSlack else {
            state = .failed
            return
        }
        guard let start, numberOfTouches == numberOfTouchesRequired else { return }
        let centroid = windowCentroid
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        let moved: Direction
        let along: CGFloat
        if abs(dx) > abs(dy) {
            moved = dx > 0 ? .right : .left
            along = abs(dx)
        } else if abs(dy) > abs(dx) {
            moved = dy > 0 ? .down : .up
            along = abs(dy)
        } else {
            return
        }
        guard along >= Self.minimumDistance else { return }
        state = direction.contains(moved) ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
    }
}
