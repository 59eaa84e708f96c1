import Foundation

/// Gestures played as real touch sequences through `UIApplication.sendEvent`, with the host clock advancing
/// between events, so recognizers and their timers see what a finger would give them (docs/uikit-rules.md 5.5-5.7).
///
/// Every parameter is checked before the first touch: a duration must be finite and above 0, every point finite
/// and on the screen at every step, and a refused gesture sends nothing. Fingers use free touch ids
/// (`freeFingerIDs`), so they never collide with fingers a script holds down.
extension HeadlessHost {
    /// What a played gesture touched.
    public struct GesturePlayback {
        /// The view each finger began on (nil when no view took it), in finger order.
        public let views: [UIView?]
        /// The phases each finger went through, in order: began, moved × steps, ended.
        public let phases: [UITouch.Phase]
    }

    /// One finger from `from` to `to` in `steps` moves spread evenly over `duration` seconds, then lifted at `to`.
    @discardableResult
    public func swipe(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) throws(HostError) -> GesturePlayback {
        makeCurrent()
        try checkDuration(duration, "duration")
        try checkSteps(steps)
        try checkOnScreen(from, "from")
        try checkOnScreen(to, "to")
        return try play(steps: steps, duration: duration) { _, step in
            let t = CGFloat(step) / CGFloat(steps)
            return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
    }

    /// One finger held still at `point` for `duration` seconds of host time, then lifted.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) throws(HostError) -> GesturePlayback {
        makeCurrent()
        try checkDuration(duration, "duration")
        try checkOnScreen(point, "point")
        let id = freeFingerIDs(1)[0]
        let began = try runtime.send([TouchInput(id: id, phase: .began, location: point)])
        advance(by: duration)  // through the host, so an input observer (a recording) sees the time pass
        _ = try runtime.send([TouchInput(id: id, phase: .ended, location: point)])
        return GesturePlayback(views: [began.outcomes.first?.view], phases: [.began, .ended])
    }

    /// Two fingers on a horizontal line through `center`, `fingerDistance` apart, moving apart (scale > 1) or
    /// together (scale < 1) until their distance is `fingerDistance × scale`, over `duration` seconds in `steps`
    /// moves.
    @discardableResult
    public func pinch(center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10,
                      fingerDistance: CGFloat = 100) throws(HostError) -> GesturePlayback {
        makeCurrent()
        try checkDuration(duration, "duration")
        try checkSteps(steps)
        guard scale.isFinite, scale > 0 else {
            throw .invalidGesture(parameter: "scale", expected: "a finite number greater than 0 (below 1 pinches in, above 1 spreads out)")
        }
        try checkFingerDistance(fingerDistance)
        try checkOnScreen(center, "center")
        let half = fingerDistance / 2
        for x in [center.x - half, center.x + half] { try checkOnScreen(CGPoint(x: x, y: center.y), "center") }
        for x in [center.x - half * scale, center.x + half * scale] { try checkOnScreen(CGPoint(x: x, y: center.y), "scale") }
        return try play(fingers: 2, steps: steps, duration: duration) { finger, step in
            let t = CGFloat(step) / CGFloat(steps)
            let distance = half * (1 + (scale - 1) * t)
            return CGPoint(x: center.x + (finger == 0 ? -distance : distance), y: center.y)
        }
    }

    /// Two fingers `fingerDistance` apart on a horizontal line through `center`, turning about it by `radians`
    /// (positive clockwise on screen) over `duration` seconds, in `steps` moves (more when needed so that no
    /// move turns more than a quarter turn).
    @discardableResult
    public func rotationGesture(center: CGPoint, radians: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10,
                                fingerDistance: CGFloat = 100) throws(HostError) -> GesturePlayback {
        makeCurrent()
        try checkDuration(duration, "duration")
        try checkSteps(steps)
        guard radians.isFinite else { throw .invalidGesture(parameter: "radians", expected: "a finite angle in radians") }
        try checkFingerDistance(fingerDistance)
        let half = fingerDistance / 2
        let steps = max(steps, Int((abs(radians) / (.pi / 2)).rounded(.up)))
        func position(_ finger: Int, _ step: Int) -> CGPoint {
            let angle = radians * CGFloat(step) / CGFloat(steps) + (finger == 0 ? .pi : 0)
            return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
        }
        try checkOnScreen(center, "center")
        for step in 0...steps {
            for finger in 0..<2 { try checkOnScreen(position(finger, step), "center") }
        }
        return try play(fingers: 2, steps: steps, duration: duration, position)
    }

    // MARK: Playing

    private func play(fingers: Int = 1, steps: Int, duration: TimeInterval,
                      _ position: (_ finger: Int, _ step: Int) -> CGPoint) throws(HostError) -> GesturePlayback {
        let ids = freeFingerIDs(fingers)
        func inputs(_ phase: UITouch.Phase, _ step: Int) -> [TouchInput] {
            (0..<fingers).map { TouchInput(id: ids[$0], phase: phase, location: position($0, step)) }
        }
        let began = try runtime.send(inputs(.began, 0))
        var phases: [UITouch.Phase] = [.began]
        let interval = duration / TimeInterval(steps)
        for step in 1...steps {
            advance(by: interval)
            _ = try runtime.send(inputs(.moved, step))
            phases.append(.moved)
        }
        _ = try runtime.send(inputs(.ended, steps))
        phases.append(.ended)
        var views: [UIView?] = []
        for id in ids {
            var view: UIView?
            for outcome in began.outcomes where outcome.id == id { view = outcome.view }
            views.append(view)
        }
        return GesturePlayback(views: views, phases: phases)
    }

    private func checkDuration(_ duration: TimeInterval, _ name: String) throws(HostError) {
        guard duration.isFinite, duration > 0 else {
            throw .invalidGesture(parameter: name, expected: "a finite number of seconds greater than 0, such as 0.3")
        }
    }

    private func checkSteps(_ steps: Int) throws(HostError) {
        guard (1...1000).contains(steps) else {
            throw .invalidGesture(parameter: "steps", expected: "a number of moves from 1 to 1000")
        }
    }

    private func checkFingerDistance(_ distance: CGFloat) throws(HostError) {
        guard distance.isFinite, distance >= 2 else {
            throw .invalidGesture(parameter: "fingerDistance", expected: "a finite distance of at least 2 points")
        }
    }

    private func checkOnScreen(_ point: CGPoint, _ name: String) throws(HostError) {
        let screen = runtime.screen.bounds
        guard point.x.isFinite, point.y.isFinite, screen.contains(point) else {
            throw .invalidGesture(parameter: name, expected: "finite window points that keep every finger on the \(Int(screen.width))×\(Int(screen.height)) screen (x in 0..<\(Int(screen.width)), y in 0..<\(Int(screen.height)))")
        }
    }
}
