import Foundation

/// Runs the gesture recognizers of one host (docs/uikit-rules.md 5.3, 5.5, 5.6): which recognizers see a touch, the
/// order they see its phases in, arbitration between them, and what the touched view gets as a result.
///
/// For each touch event of a window that involves recognizers:
/// 1. a touch that begins collects the enabled recognizers of its hit view and every ancestor up to and including
///    the window (deepest first, each view's in the order added) whose delegate lets it receive the touch;
/// 2. every recognizer gets the phases of its touches (`touchesBegan`, `…Moved`, `…Ended`, `…Cancelled`, in that
///    order) and may change its state; arbitration runs on each change;
/// 3. the views get their touches, unless a recognizer took them (`cancelsTouchesInView`) or holds them back
///    (`delaysTouchesBegan`, `delaysTouchesEnded`);
/// 4. the actions of the state changes fire, in the order the changes happened;
/// 5. finished touches leave their recognizers, and a recognizer that is ended, cancelled or failed with no
///    touches left resets to possible.
/// So on recognition the view gets `touchesCancelled` before the action runs, and with `cancelsTouchesInView`
/// false the view gets the event's phase before the action, as UIKit orders them. State changes outside an event
/// (a long press timer, `isEnabled`) run steps 4 and 5 at once.
///
/// Arbitration, when a recognizer leaves `possible` for began or ended (recognized):
/// - while a recognizer it requires to fail (`require(toFail:)`, `shouldRequireFailure(of:)`, the delegates'
///   `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`) is still deciding, the change waits and the state reads
///   `possible`; when that one recognizes, this one fails; when it fails, the change is made then;
/// - the delegate's `gestureRecognizerShouldBegin` and the touched views' `gestureRecognizerShouldBegin` may
///   make it fail;
/// - it fails if a recognizer sharing one of its touches is already under way and they may not recognize
///   simultaneously (neither delegate's `shouldRecognizeSimultaneouslyWith` says true);
/// - once it recognizes, every recognizer sharing a touch with it that is still possible fails, unless they may
///   recognize simultaneously (or `canPrevent`/`canBePrevented(by:)` say no).
///
/// Only recognizers engaged in current gestures take part. With no recognizer attached anywhere and none
/// engaged, `UIWindow.sendEvent` skips all of this: taps that no recognizer watches cost one check.
@MainActor
final class GestureEnvironment {
    /// Recognizers attached to views of this host. Views that go away with recognizers still attached leave it
    /// high, which only costs the fast path.
    @exclusivity(unchecked) var attachedCount = 0
    /// Recognizers taking part in current gestures, in the order they were engaged.
    @exclusivity(unchecked) private(set) var engaged: [UIGestureRecognizer] = []
    /// Touches with phases withheld from their views.
    @exclusivity(unchecked) private var heldTouches: [UITouch] = []
    /// State changes whose actions wait for the end of the current event (or the current change).
    private var pendingActions: [UIGestureRecognizer] = []
    private var transactionDepth = 0
    private var isSettling = false

    var isIdle: Bool { engaged.isEmpty && heldTouches.isEmpty }

    /// Forgets everything: the app's process is gone.
    func forgetAll() {
        for recognizer in engaged { clearBookkeeping(of: recognizer) }
        engaged.removeAll()
        heldTouches.removeAll()
        pendingActions.removeAll()
    }

    // MARK: Events

    /// Delivers `event`'s touches of `window` through the recognizers when any recognizer is involved; returns
    /// false (having done nothing) when none is, so the window delivers to the views directly.
    @inline(__always)
    func deliverIfInvolved(_ event: UIEvent, in window: UIWindow) -> Bool {
        if attachedCount == 0 && engaged.isEmpty && heldTouches.isEmpty { return false }
        return deliverThroughRecognizers(event, in: window)
    }

    private func deliverThroughRecognizers(_ event: UIEvent, in window: UIWindow) -> Bool {
        let runtime = window.runtime
        let touches = event.orderedTouches
        // Touches recognizers saw keep their view delivery rules after the recognizers reset.
        var involved = !isIdle
        for touch in touches where touch.window === window {
            if touch.phase == .began && touch.gestureRecognizers == nil {
                if collect(touch, in: window, runtime: runtime) { involved = true }
            } else if touch.gestureRecognizers != nil {
                involved = true
            }
        }
        guard involved else { return false }
        transaction(runtime) {
            deliverToRecognizers(touches, in: window, event: event, runtime: runtime)
            deliverToViews(touches, in: window, event: event)
        } finally: {
            for touch in touches where touch.window === window && touch.phase.isTerminal {
                retire(touch)
            }
        }
        return true
    }

    /// Step 1: the recognizers a new touch goes to.
    private func collect(_ touch: UITouch, in window: UIWindow, runtime: Runtime) -> Bool {
        var collected: [UIGestureRecognizer] = []
        var view = touch.gestureView
        while let current = view {
            if let recognizers = current.gestureRecognizerStorage {
                for recognizer in recognizers where canReceive(touch, recognizer, runtime: runtime) {
                    collected.append(recognizer)
                }
            }
            if current === window { break }
            view = current.superview
        }
        guard !collected.isEmpty else { return false }
        touch.gestureRecognizers = collected
        touch.undecidedRecognizers = collected
        for recognizer in collected {
            recognizer.trackedTouches.append(touch)
            recognizer.claimedTouches.append(touch)
            recognizer.lastWindow = window
            engage(recognizer)
        }
        return true
    }

    private func canReceive(_ touch: UITouch, _ recognizer: UIGestureRecognizer, runtime: Runtime) -> Bool {
        guard recognizer.isEnabled, recognizer.pendingState == nil,
              recognizer.storedState == .possible || recognizer.storedState.isInProgress else { return false }
        guard let delegate = recognizer.delegate else { return true }
        runtime.logCallback("gestureRecognizer(_:shouldReceive:)", .gestureRecognizer, delegate)
        return delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }

    private func engage(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isEngaged else { return }
        recognizer.isEngaged = true
        engaged.append(recognizer)
    }

    /// Step 2.
    private func deliverToRecognizers(_ touches: [UITouch], in window: UIWindow, event: UIEvent, runtime: Runtime) {
        let recognizers = engaged
        for recognizer in recognizers {
            for phase in UITouch.Phase.deliveryOrder {
                guard recognizer.isEngaged, recognizer.isEnabled,
                      recognizer.storedState == .possible || recognizer.storedState.isInProgress else { break }
                var phaseTouches: Set<UITouch> = []
                for touch in touches where touch.phase == phase && touch.window === window {
                    for tracked in recognizer.trackedTouches where tracked === touch {
                        phaseTouches.insert(touch)
                    }
                }
                guard !phaseTouches.isEmpty else { continue }
                runtime.logTouches(phase, .gestureRecognizer, recognizer)
                switch phase {
                case .began: recognizer.touchesBegan(phaseTouches, with: event)
                case .moved: recognizer.touchesMoved(phaseTouches, with: event)
                case .ended: recognizer.touchesEnded(phaseTouches, with: event)
                case .cancelled: recognizer.touchesCancelled(phaseTouches, with: event)
                case .stationary: break
                }
            }
        }
    }

    /// Step 3: for each phase, one call per view with the touches it may have now.
    private func deliverToViews(_ touches: [UITouch], in window: UIWindow, event: UIEvent) {
        window.deliverByView(touches, event: event) { touch, phase in admitToView(touch, phase) }
    }

    /// Whether the view gets `phase` of `touch` now; otherwise it is held back or dropped.
    private func admitToView(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        // A touch no recognizer saw goes to its view as it comes, as on the direct path.
        if touch.gestureRecognizers == nil { return true }
        switch touch.viewDelivery {
        case .finished:
            return false
        case .none, .began:
            if phase == .cancelled {
                let viewHadBegan = touch.viewDelivery == .began
                if !touch.heldPhases.isEmpty {
                    touch.heldPhases.removeAll()
                    forgetHeld(touch)
                }
                touch.viewDelivery = .finished
                return viewHadBegan
            }
            if !touch.heldPhases.isEmpty || holds(touch, phase) {
                if touch.heldPhases.isEmpty { heldTouches.append(touch) }
                touch.heldPhases.append(phase)
                return false
            }
            markDelivered(touch, phase)
            return true
        }
    }

    private func markDelivered(_ touch: UITouch, _ phase: UITouch.Phase) {
        if phase == .began { touch.viewDelivery = .began }
        if phase.isTerminal { touch.viewDelivery = .finished }
    }

    /// Whether a recognizer still deciding keeps `phase` of `touch` from the view (docs/uikit-rules.md 5.5).
    private func holds(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        for recognizer in touch.undecidedRecognizers where recognizer.storedState == .possible {
            if recognizer.delaysTouchesBegan { return true }
            if phase == .ended && recognizer.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Delivers the held phases of `touch` that nothing holds any longer.
    private func releaseHeldPhases(of touch: UITouch) {
        guard !touch.heldPhases.isEmpty else { return }
        while let phase = touch.heldPhases.first, !holds(touch, phase) {
            touch.heldPhases.removeFirst()
            markDelivered(touch, phase)
            if let view = touch.view, let window = touch.window {
                window.deliverToView(phase, [touch], to: view, event: window.runtime.touches.currentEvent)
            }
        }
        if touch.heldPhases.isEmpty { forgetHeld(touch) }
    }

    private func forgetHeld(_ touch: UITouch) {
        var index = 0
        while index < heldTouches.count {
            if heldTouches[index] === touch { heldTouches.remove(at: index) } else { index += 1 }
        }
    }

    /// A recognizer no longer decides `touch`'s fate: it failed, recognized without cancelling, ignored the touch
    /// or reset.
    private func release(_ touch: UITouch, from recognizer: UIGestureRecognizer) {
        var index = 0
        while index < touch.undecidedRecognizers.count {
            if touch.undecidedRecognizers[index] === recognizer {
                touch.undecidedRecognizers.remove(at: index)
            } else {
                index += 1
            }
        }
        releaseHeldPhases(of: touch)
    }

    /// Step 5 for one touch: it ended or was cancelled.
    private func retire(_ touch: UITouch) {
        guard let recognizers = touch.gestureRecognizers else { return }
        for recognizer in recognizers {
            removeTracked(touch, from: recognizer)
        }
    }

    private func removeTracked(_ touch: UITouch, from recognizer: UIGestureRecognizer) {
        var index = 0
        var removed = false
        while index < recognizer.trackedTouches.count {
            if recognizer.trackedTouches[index] === touch {
                if recognizer.trackedTouches.count == 1 { recognizer.lastWindowCentroid = recognizer.windowCentroid }
                recognizer.trackedTouches.remove(at: index)
                removed = true
            } else {
                index += 1
            }
        }
        if removed, !recognizer.trackedTouches.isEmpty { recognizer.lastWindowCentroid = recognizer.windowCentroid }
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        removeTracked(touch, from: recognizer)
        var index = 0
        while index < recognizer.claimedTouches.count {
            if recognizer.claimedTouches[index] === touch { recognizer.claimedTouches.remove(at: index) } else { index += 1 }
        }
        release(touch, from: recognizer)
    }

    // MARK: Transactions

    /// Runs `body`; when it is the outermost change, then fires the actions of the state changes it made and
    /// resets what finished.
    private func transaction(_ runtime: Runtime, _ body: () -> Void, finally cleanup: () -> Void = {}) {
        transactionDepth += 1
        body()
        transactionDepth -= 1
        guard transactionDepth == 0 else {
            cleanup()
            return
        }
        flushActions(runtime)
        cleanup()
        settle(runtime)
    }

    private func flushActions(_ runtime: Runtime) {
        while !pendingActions.isEmpty {
            let recognizer = pendingActions.removeFirst()
            recognizer.sendActions(runtime: runtime)
        }
    }

    /// Resets every finished recognizer whose touches are gone; recognizers waiting on them may then proceed.
    private func settle(_ runtime: Runtime) {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in engaged where recognizer.storedState.isFinished && recognizer.trackedTouches.isEmpty {
                resetRecognizer(recognizer, runtime: runtime)
                changed = true
            }
            if changed {
                transactionDepth += 1
                reconsiderWaiting(runtime)
                transactionDepth -= 1
                flushActions(runtime)
            }
        }
    }

    private func resetRecognizer(_ recognizer: UIGestureRecognizer, runtime: Runtime) {
        disengage(recognizer)
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        runtime.logCallback("reset", .gestureRecognizer, recognizer)
        recognizer.reset()
    }

    private func disengage(_ recognizer: UIGestureRecognizer) {
        var index = 0
        while index < engaged.count {
            if engaged[index] === recognizer { engaged.remove(at: index) } else { index += 1 }
        }
        let claimed = recognizer.claimedTouches
        clearBookkeeping(of: recognizer)
        for touch in claimed { release(touch, from: recognizer) }
    }

    private func clearBookkeeping(of recognizer: UIGestureRecognizer) {
        recognizer.isEngaged = false
        if !recognizer.trackedTouches.isEmpty { recognizer.lastWindowCentroid = recognizer.windowCentroid }
        recognizer.trackedTouches.removeAll()
        recognizer.claimedTouches.removeAll()
    }

    // MARK: State changes (docs/uikit-rules.md 5.6)

    /// A subclass (or app code) sets `state`.
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let runtime = Runtime.current
        let current = recognizer.storedState
        if state == current && state != .changed { return }
        if current == .possible, let pending = recognizer.pendingState {
            // Waiting to leave possible: a new wish replaces the old one; failing is always allowed.
            guard current.allows(state) else {
                runtime.report(current.refusal(to: state, of: recognizer.typeName))
                return
            }
            if pending == state { return }
        }
        guard current.allows(state) else {
            runtime.report(current.refusal(to: state, of: recognizer.typeName))
            return
        }
        engage(recognizer)
        transaction(runtime) {
            if current == .possible && (state == .began || state == .ended) {
                attemptRecognition(recognizer, to: state, runtime: runtime)
            } else {
                apply(state, to: recognizer, runtime: runtime)
            }
        }
    }

    /// Leaving possible: failure requirements, shouldBegin, recognizers already under way.
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, runtime: Runtime) {
        var waiting = false
        for other in failureRequirements(of: recognizer, runtime: runtime) {
            switch other.storedState {
            case .began, .changed, .ended:
                recognizer.pendingState = nil
                apply(.failed, to: recognizer, runtime: runtime)
                return
            case .possible:
                waiting = true
            case .cancelled, .failed:
                continue
            }
        }
        if waiting {
            recognizer.pendingState = state
            return
        }
        recognizer.pendingState = nil
        guard shouldBegin(recognizer, runtime: runtime) else {
            apply(.failed, to: recognizer, runtime: runtime)
            return
        }
        for other in engaged where other !== recognizer && (other.storedState.isInProgress || other.storedState == .ended) {
            if sharesTouch(recognizer, other), !simultaneous(recognizer, other, runtime: runtime),
               other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                apply(.failed, to: recognizer, runtime: runtime)
                return
            }
        }
        apply(state, to: recognizer, runtime: runtime)
        for other in engaged where other !== recognizer && other.storedState == .possible {
            if sharesTouch(recognizer, other), !simultaneous(recognizer, other, runtime: runtime),
               recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.pendingState = nil
                apply(.failed, to: other, runtime: runtime)
            }
        }
    }

    /// Makes the change: logs it, queues the actions, and settles the recognizer's touches with the views.
    private func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer, runtime: Runtime) {
        let previous = recognizer.storedState
        guard previous != state || state == .changed else { return }
        recognizer.storedState = state
        recognizer.pendingState = nil
        runtime.logRecognizerState(state, recognizer)
        if state.sendsActions { pendingActions.append(recognizer) }
        let recognized = previous == .possible && (state == .began || state == .ended)
        if recognized {
            claimTouchesFromViews(for: recognizer)
        } else if state == .failed || state == .cancelled {
            for touch in recognizer.claimedTouches { release(touch, from: recognizer) }
        }
        if state == .failed || recognized {
            reconsiderWaiting(runtime)
        }
    }

    /// On recognition: with `cancelsTouchesInView`, the views get `touchesCancelled` for the touches they were
    /// given (one call per view) and nothing more of them; without it, they stop waiting on this recognizer.
    private func claimTouchesFromViews(for recognizer: UIGestureRecognizer) {
        let touches = recognizer.claimedTouches
        guard recognizer.cancelsTouchesInView else {
            for touch in touches { release(touch, from: recognizer) }
            return
        }
        var groups: [(view: UIView, window: UIWindow, touches: [UITouch])] = []
        for touch in touches {
            var index = 0
            while index < touch.undecidedRecognizers.count {
                if touch.undecidedRecognizers[index] === recognizer { touch.undecidedRecognizers.remove(at: index) } else { index += 1 }
            }
            let viewHadBegan = touch.viewDelivery == .began
            touch.viewDelivery = .finished
            if !touch.heldPhases.isEmpty {
                touch.heldPhases.removeAll()
                forgetHeld(touch)
            }
            guard viewHadBegan, let view = touch.view, let window = touch.window else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, window, [touch]))
            }
        }
        for group in groups {
            group.window.deliverToView(.cancelled, Set(group.touches), to: group.view,
                                       event: group.window.runtime.touches.currentEvent)
        }
    }

    /// Recognizers waiting for others to fail try again.
    private func reconsiderWaiting(_ runtime: Runtime) {
        for recognizer in engaged where recognizer.storedState == .possible {
            guard let pending = recognizer.pendingState else { continue }
            attemptRecognition(recognizer, to: pending, runtime: runtime)
        }
    }

    // MARK: Relations between recognizers

    private func failureRequirements(of recognizer: UIGestureRecognizer, runtime: Runtime) -> [UIGestureRecognizer] {
        var required: [UIGestureRecognizer] = []
        for other in engaged where other !== recognizer {
            var requires = false
            for box in recognizer.failureRequirements where box.value === other { requires = true }
            if !requires { requires = recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) }
            if !requires, let delegate = recognizer.delegate {
                runtime.logCallback("gestureRecognizer(_:shouldRequireFailureOf:)", .gestureRecognizer, delegate)
                requires = delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
            }
            if !requires, let delegate = other.delegate {
                runtime.logCallback("gestureRecognizer(_:shouldBeRequiredToFailBy:)", .gestureRecognizer, delegate)
                requires = delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
            }
            if requires { required.append(other) }
        }
        return required
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer, runtime: Runtime) -> Bool {
        if let delegate = recognizer.delegate {
            runtime.logCallback("gestureRecognizerShouldBegin", .gestureRecognizer, delegate)
            if !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        var asked: [UIView] = []
        for touch in recognizer.claimedTouches {
            guard let view = touch.gestureView, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for touch in a.claimedTouches {
            for other in b.claimedTouches where other === touch { return true }
        }
        return false
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer, runtime: Runtime) -> Bool {
        if let delegate = a.delegate {
            runtime.logCallback("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", .gestureRecognizer, delegate)
            if delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        }
        if let delegate = b.delegate {
            runtime.logCallback("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", .gestureRecognizer, delegate)
            if delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        }
        return false
    }

    // MARK: Recognizers leaving

    /// `isEnabled` turned false: a gesture under way is cancelled, one still deciding fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isEngaged else { return }
        let runtime = Runtime.current
        transaction(runtime) {
            if recognizer.storedState.isInProgress {
                apply(.cancelled, to: recognizer, runtime: runtime)
            } else if recognizer.storedState == .possible {
                recognizer.pendingState = nil
                apply(.failed, to: recognizer, runtime: runtime)
            }
        }
    }

    /// The recognizer leaves its view: its gesture ends (cancelled or failed) and it resets at once.
    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isEngaged else { return }
        let runtime = Runtime.current
        transaction(runtime) {
            if recognizer.storedState.isInProgress {
                apply(.cancelled, to: recognizer, runtime: runtime)
            } else if recognizer.storedState == .possible {
                recognizer.pendingState = nil
                apply(.failed, to: recognizer, runtime: runtime)
            }
        } finally: {
            recognizer.trackedTouches.removeAll()
        }
    }
}
