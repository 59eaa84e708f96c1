import Foundation

extension Runtime {
    /// Delivers one touch event through the real path: the event queue, `UIApplication.sendEvent(_:)`,
    /// `UIWindow.sendEvent(_:)`, the views' touch methods (UIKIT-BEHAVIOUR 5.3). Checked whole first: a refused
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
        let event = touches.makeEvent(inputs, runtime: self)
        let ids = Set(inputs.map(\.id))
        let outcomes = event.orderedTouches.filter { ids.contains($0.identifier) }.map {
            TouchDelivery.Outcome(id: $0.identifier, phase: $0.phase, view: $0.view, tapCount: $0.tapCount)
        }
        runLoop.perform("touch event") { [application] in
            application!.sendEvent(event)
        }
        runLoop.drain()
        touches.retireFinishedTouches()
        return TouchDelivery(outcomes: outcomes, timestamp: event.timestamp)
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
