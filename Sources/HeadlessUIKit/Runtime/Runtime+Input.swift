import Foundation

extension Runtime {
    /// Delivers one touch event through the real path: the event queue, `UIApplication.sendEvent(_:)`,
    /// `UIWindow.sendEvent(_:)`, the views' touch methods (docs/uikit-rules.md 5.3). Checked whole first: a refused
    /// event changes nothing.
    func send(_ inputs: [TouchInput]) throws(HostError) -> TouchDelivery {
        guard application.lifecycleState == .active else {
            throw .notAcceptingInput(state: application.lifecycleState)
        }
        runLoop.drain()
        try touches.validate(inputs, screen: screen.bounds)
        return deliver(inputs)
    }

    private func deliver(_ inputs: [TouchInput]) -> TouchDelivery {
        inputObserver?.hostWillPerform(.touches(inputs))
        let event = touches.makeEvent(inputs, runtime: self)
        var outcomes: [TouchDelivery.Outcome] = []
        outcomes.reserveCapacity(inputs.count)
        for touch in event.orderedTouches where touch.phase != .stationary {
            outcomes.append(TouchDelivery.Outcome(id: touch.identifier, phase: touch.phase, view: touch.view,
                                                  tapCount: touch.tapCount))
        }
        runLoop.enqueue(event, to: application)
        runLoop.drain()
        touches.retireFinishedTouches()
        let delivery = TouchDelivery(outcomes: outcomes, timestamp: event.timestamp)
        inputObserver?.hostDidPerform(.touches(inputs), result: HostInputResult(delivery: delivery))
        return delivery
    }

    /// Cancels every finger that is down: their views get `touchesCancelled` (an interruption, or a client that
    /// went away mid-gesture). Returns the cancelled touches, if any.
    @discardableResult
    func cancelAllTouches() -> TouchDelivery? {
        let inputs = touches.cancellationOfAllTouches
        guard !inputs.isEmpty else { return nil }
        return deliver(inputs)
    }
}
