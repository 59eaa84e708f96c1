import Foundation

/// Taps as a finger makes them, and where a finger must land to reach a view (docs/uikit-rules.md 5.1, 5.3).
/// The protocol's `input.tap`, `nav.back`, `tabs.select`, `control.*` and the recorder all tap through here.
extension HeadlessHost {
    /// What a tap touched.
    public struct TapResult {
        /// The view the first finger began on in the first tap that reached a view, or nil when none did.
        public let view: UIView?
        /// The phases the fingers went through, in order: began, ended for each tap.
        public let phases: [UITouch.Phase]
    }

    /// Why no finger can reach a view, with the view a finger at its visible center would touch instead.
    public struct TapRefusal: Error, CustomStringConvertible {
        public enum Reason: String, Sendable {
            /// The view or an ancestor is hidden, or it is in no visible window.
            case hidden
            /// User interaction is off on the view or an ancestor.
            case notInteractive
            /// The view or an ancestor has an alpha below `UIView.minimumHittableAlpha`.
            case transparent
            /// An animation without `.allowUserInteraction` runs on the view or an ancestor (docs/uikit-rules.md 4.9).
            case animating
            /// No part of the view is on the screen inside its ancestors' bounds, or it is in no visible window.
            case offScreen
            /// Another view covers the view's visible center.
            case covered
        }

        public let reason: Reason
        /// What a finger at the view's visible center would touch (`covered` only).
        public let hit: UIView?
        private let detail: String?

        init(reason: Reason, hit: UIView? = nil, detail: String? = nil) {
            self.reason = reason
            self.hit = hit
            self.detail = detail
        }

        public var description: String {
            if let detail { return detail }
            return switch reason {
            case .hidden: "the view (or an ancestor) is hidden; show it before tapping"
            case .notInteractive: "user interaction is disabled on the view or an ancestor, so touches pass it by"
            case .transparent: "the view (or an ancestor) has alpha below 0.01, so it cannot be hit"
            case .animating: "the view (or an ancestor) is being animated without .allowUserInteraction, so touches pass it by until the animation ends"
            case .offScreen: "no part of the view is on screen inside its ancestors' bounds; scroll or move it into view"
            case .covered: "another view covers the view's visible center; data.hit is what a finger would touch"
            }
        }
    }

    /// The window point at the center of the view's visible part, after checking that a finger there reaches the
    /// view: the view and every ancestor take touches (`UIView.touchRefusal`), some of the view is on the screen
    /// inside its ancestors' bounds, and hit testing at that point answers the view or one of its subviews.
    public func tapPoint(for view: UIView) throws(TapRefusal) -> CGPoint {
        makeCurrent()
        guard let window = view.window, !window.isHidden else {
            throw TapRefusal(reason: .offScreen, detail: "the view is not in a visible window, so it cannot be tapped")
        }
        var visible = window.bounds.intersection(screen.bounds)
        var current: UIView? = view
        while let candidate = current {
            if let reason = candidate.touchRefusal { throw TapRefusal(reason: reason) }
            visible = visible.intersection(candidate.convert(candidate.bounds, to: nil))
            current = candidate.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            throw TapRefusal(reason: .offScreen)
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = window.hitTest(window.convert(point, from: nil), with: nil)
        guard let hit, hit === view || hit.isDescendant(of: view) else {
            throw TapRefusal(reason: .covered, hit: hit)
        }
        return point
    }

    /// `count` taps at `point`, each a began and an ended event at the same instant, with `fingers` fingers
    /// standing `fingerSpacing` apart on a horizontal line centred on the point. The fingers get touch ids no
    /// finger down has (`freeFingerIDs`), so a tap never collides with fingers a script holds down.
    @discardableResult
    public func tap(at point: CGPoint, fingers: Int = 1, count: Int = 1) throws(HostError) -> TapResult {
        makeCurrent()
        let ids = freeFingerIDs(fingers)
        func inputs(_ phase: UITouch.Phase) -> [TouchInput] {
            ids.indices.map { index in
                let offset = (CGFloat(index) - CGFloat(fingers - 1) / 2) * Self.fingerSpacing
                return TouchInput(id: ids[index], phase: phase, location: CGPoint(x: point.x + offset, y: point.y))
            }
        }
        var view: UIView?
        var phases: [UITouch.Phase] = []
        for tap in 0..<count {
            let began = try runtime.send(inputs(.began))
            if view == nil { view = began.outcomes.first?.view }
            phases.append(.began)
            _ = try runtime.send(inputs(.ended))
            phases.append(.ended)
        }
        return TapResult(view: view, phases: phases)
    }

    /// How far apart the fingers of a several-finger tap stand, in points.
    public static let fingerSpacing: CGFloat = 10

    /// `count` touch ids that no finger down has, from 1,000,000 up: the host's own taps and gestures use these,
    /// clear of the small ids scripts choose for fingers they hold down.
    func freeFingerIDs(_ count: Int) -> [Int] {
        var ids: [Int] = []
        var candidate = 1_000_000
        let active = runtime.touches.activeTouches
        while ids.count < count {
            var down = false
            for touch in active where touch.identifier == candidate { down = true }
            if !down { ids.append(candidate) }
            candidate += 1
        }
        return ids
    }
}
