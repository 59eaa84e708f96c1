import Foundation
import Testing
@testable import HeadlessUIKit

// MARK: - Event queue (docs/uikit-rules.md 2.1, 2.2)

@MainActor @Suite struct RunLoopEventQueueTests {
    // docs/uikit-rules.md 2.1: queued work runs first in, first out, each to completion
    @Test func queuedWorkRunsInFIFOOrderWithWorkQueuedWhileRunningAfterWhatWasAlreadyQueued() {
        let host = HeadlessHost()
        var order: [String] = []
        host.runLoop.perform("a") {
            order.append("a begins")
            host.runLoop.perform("d") { order.append("d") }
            order.append("a ends")
        }
        host.runLoop.perform("b") { order.append("b") }
        host.runLoop.perform("c") { order.append("c") }

        host.runUntilIdle()

        #expect(order == ["a begins", "a ends", "b", "c", "d"])
    }

    // docs/uikit-rules.md 2.1: queueing does not run anything; the loop's next turn does
    @Test func performOnlyQueuesTheWorkUntilTheLoopTurns() {
        let host = HeadlessHost()
        var ran = false

        host.runLoop.perform("mark") { ran = true }
        let pendingBefore = host.pendingWork
        let ranBefore = ran
        host.advance(by: 0)

        #expect(!ranBefore)
        #expect(pendingBefore == [PendingWork(kind: .event, detail: "mark")])
        #expect(ran)
        #expect(host.pendingWork.isEmpty)
    }

    // docs/uikit-rules.md 2.2: after each event, layout then display, before the next event runs
    @Test func layoutThenDisplayRunAfterEachEventBeforeTheNextOne() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let view = try #require(delegate.rootViewController?.view)
        var seenBySecondEvent: [String] = []
        host.runLoop.perform("first") {
            view.setNeedsDisplay()
            view.setNeedsLayout()
        }
        host.runLoop.perform("second") {
            seenBySecondEvent = host.callbacks.names(for: view)
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }

        host.runUntilIdle()

        #expect(seenBySecondEvent == ["layoutSubviews", "draw(_:)"])
        #expect(host.callbacks.names(for: view) == ["layoutSubviews", "draw(_:)", "layoutSubviews", "draw(_:)"])
    }

    // docs/uikit-rules.md 2.2, 7.3: the controller's layout hooks frame its view's layoutSubviews in the pass
    @Test func layoutPassCallsTheControllersHooksAroundItsViewsLayoutSubviews() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let view = try #require(delegate.rootViewController?.view)
        host.runLoop.perform("relayout") { view.setNeedsLayout() }

        host.runUntilIdle()

        #expect(host.callbacks.names(of: [.viewController, .view]) == [
            "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
        ])
    }

    // docs/uikit-rules.md 2.2, 2.4: pending layout is pending work until the loop turns
    @Test func pendingLayoutIsReportedUntilTheLoopTurns() throws {
        let delegate = LifecycleRecordingDelegate()
        let host = try LifecycleFixture.activeHost(delegate)
        let view = try #require(delegate.rootViewController?.view)

        view.setNeedsLayout()
        let pendingKinds = host.pendingWork.map(\.kind)
        host.advance(by: 0)

        #expect(pendingKinds == [.layout])
        #expect(host.pendingWork.isEmpty)
        #expect(host.callbacks.names(for: view) == ["layoutSubviews"])
    }
}

// MARK: - Timers on the host clock (docs/uikit-rules.md 2.3)

@MainActor @Suite struct RunLoopTimerTests {
    // docs/uikit-rules.md 2.3: the virtual clock moves only when told
    @Test func virtualClockDoesNotMoveWithWallTime() {
        let host = HeadlessHost()

        Thread.sleep(forTimeInterval: 0.01)

        #expect(host.clock.mode == .virtual)
        #expect(host.clock.now == 0)
    }

    // docs/uikit-rules.md 2.3: advance fires due work in fire-date order, each at its own time
    @Test func advanceFiresDueWorkInFireDateOrderAtItsOwnTime() {
        let host = HeadlessHost()
        var fired: [String] = []
        var times: [TimeInterval] = []
        host.runLoop.perform(after: 3) { fired.append("three"); times.append(host.clock.now) }
        host.runLoop.perform(after: 1) { fired.append("one"); times.append(host.clock.now) }
        host.runLoop.perform(after: 2) { fired.append("two"); times.append(host.clock.now) }
        host.runLoop.perform(after: 1) { fired.append("one again"); times.append(host.clock.now) }

        let count = host.advance(by: 2.5)

        #expect(count == 3)
        #expect(fired == ["one", "one again", "two"])
        #expect(times == [1, 1, 2])
        #expect(host.clock.now == 2.5)
    }

    // docs/uikit-rules.md 2.3: work not yet due stays pending
    @Test func workNotYetDueStaysPendingAndFiresLater() {
        let host = HeadlessHost()
        var fired = 0
        host.runLoop.perform(after: 5) { fired += 1 }

        host.advance(by: 4.9)
        let firedEarly = fired
        let pendingKinds = host.pendingWork.map(\.kind)
        host.advance(by: 0.1)

        #expect(firedEarly == 0)
        #expect(pendingKinds == [.delayedWork])
        #expect(fired == 1)
        #expect(host.pendingWork.isEmpty)
    }

    // docs/uikit-rules.md 2.3: work scheduled while advancing fires in the same advance when it falls due
    @Test func workScheduledByFiringWorkFiresInTheSameAdvance() {
        let host = HeadlessHost()
        var times: [TimeInterval] = []
        host.runLoop.perform(after: 1) {
            times.append(host.clock.now)
            host.runLoop.perform(after: 1) { times.append(host.clock.now) }
        }

        host.advance(by: 3)

        #expect(times == [1, 2])
    }

    // docs/uikit-rules.md 2.3: a repeating timer fires every interval
    @Test func repeatingTimerFiresEveryInterval() {
        let host = HeadlessHost()
        var times: [TimeInterval] = []
        let timer = HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in times.append(host.clock.now) }

        host.advance(by: 3.5)

        #expect(times == [1, 2, 3])
        #expect(timer.isValid)
        #expect(timer.fireDate == 4)
    }

    // docs/uikit-rules.md 2.3: a one-shot timer fires once and is then invalid
    @Test func oneShotTimerFiresOnceAndBecomesInvalid() {
        let host = HeadlessHost()
        var fired = 0
        let timer = HostTimer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired += 1 }

        host.advance(by: 5)

        #expect(fired == 1)
        #expect(!timer.isValid)
        #expect(!timer.repeats)
    }

    // docs/uikit-rules.md 2.3: invalidate from inside the block stops a repeating timer
    @Test func invalidatingARepeatingTimerFromItsBlockStopsIt() {
        let host = HeadlessHost()
        var times: [TimeInterval] = []
        HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            times.append(host.clock.now)
            if times.count == 2 { timer.invalidate() }
        }

        host.advance(by: 10)

        #expect(times == [1, 2])
        #expect(host.pendingWork.isEmpty)
    }

    // docs/uikit-rules.md 2.3: an invalidated timer never fires
    @Test func timerInvalidatedBeforeItIsDueNeverFires() {
        let host = HeadlessHost()
        var fired = false
        let timer = host.runLoop.perform(after: 1) { fired = true }

        timer.invalidate()
        host.advance(by: 2)

        #expect(!fired)
        #expect(!timer.isValid)
        #expect(host.pendingWork.isEmpty)
    }

    // docs/uikit-rules.md 1.2, 2.3: a suspended app's delayed work waits and runs on resume
    @Test func delayedWorkDoesNotFireWhileSuspendedAndFiresOnResume() throws {
        let host = try LifecycleFixture.activeHost()
        let start = host.clock.now
        var times: [TimeInterval] = []
        host.runLoop.perform(after: 1) { times.append(host.clock.now) }
        try host.pressHome()

        host.advance(by: 5)
        let firedWhileSuspended = times
        let pending = host.pendingWork.map(\.description)
        try host.activate()
        host.advance(by: 0)

        #expect(firedWhileSuspended.isEmpty)
        #expect(pending.count == 1)
        #expect(pending.first?.hasSuffix("waiting while suspended") == true)
        #expect(times == [start + 5])
    }

    // docs/uikit-rules.md 1.2, 2.3: a repeating timer pauses while suspended and fires once on resume, then keeps its rhythm
    @Test func repeatingTimerPausesWhileSuspendedAndFiresOnceOnResume() throws {
        let host = try LifecycleFixture.activeHost()
        let start = host.clock.now
        var times: [TimeInterval] = []
        HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in times.append(host.clock.now - start) }
        host.advance(by: 1.5)
        try host.pressHome()

        host.advance(by: 10)
        let firedWhileSuspended = times
        try host.activate()
        host.advance(by: 1)

        #expect(firedWhileSuspended == [1])
        #expect(times == [1, 11.5, 12.5])
    }

    // docs/uikit-rules.md 2.3: a suspended app's work also waits through runUntilIdle, which is then idle
    @Test func runUntilIdleWhileSuspendedDoesNotRunTheAppsWork() throws {
        let host = try LifecycleFixture.activeHost()
        var fired = false
        host.runLoop.perform(after: 1) { fired = true }
        try host.pressHome()

        let report = host.runUntilIdle()

        #expect(report.idle)
        #expect(report.elapsed == 0)
        #expect(!fired)
    }
}

// MARK: - Idle (docs/uikit-rules.md 2.4, 4.9)

@MainActor @Suite struct RunLoopIdleTests {
    // docs/uikit-rules.md 2.4, 4.9: waiting for idle fast-forwards through an animation, which completes on time
    @Test func runUntilIdleFinishesAnAnimationAtItsEndWithFinishedTrue() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [(finished: Bool, time: TimeInterval)] = []
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { view.alpha = 0.5 }) { finished in
            completions.append((finished, host.clock.now))
        }

        let report = host.runUntilIdle()

        #expect(report == IdleReport(idle: true, pending: [], elapsed: 0.5))
        #expect(completions.map(\.finished) == [true])
        #expect(completions.map(\.time) == [0.5])
        #expect(view.alpha == 0.5)
    }

    // docs/uikit-rules.md 2.4: giving up reports what is still pending, never a bare timeout
    @Test func runUntilIdleGivesUpOnAnAnimationLongerThanTheTimeoutAndReportsIt() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        UIView.animate(withDuration: 20, animations: { view.center = CGPoint(x: 100, y: 100) }) { completions.append($0) }

        let report = host.runUntilIdle(timeout: 10)

        #expect(!report.idle)
        #expect(report.elapsed == 10)
        #expect(report.pending.map(\.kind) == [.animation])
        #expect(completions.isEmpty)
    }

    // docs/uikit-rules.md 2.4, 4.9: a later wait finishes what an earlier one gave up on
    @Test func aSecondWaitFinishesTheAnimationTheFirstGaveUpOn() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [(finished: Bool, time: TimeInterval)] = []
        UIView.animate(withDuration: 20, animations: { view.alpha = 0 }) { completions.append(($0, host.clock.now)) }
        host.runUntilIdle(timeout: 10)

        let report = host.runUntilIdle(timeout: 10)

        #expect(report.idle)
        #expect(report.elapsed == 10)
        #expect(completions.map(\.finished) == [true])
        #expect(completions.map(\.time) == [20])
    }

    // docs/uikit-rules.md 2.4: repeating timers never block idle
    @Test func repeatingTimerDoesNotBlockIdle() {
        let host = HeadlessHost()
        var fired = 0
        HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired += 1 }

        let report = host.runUntilIdle()

        #expect(report == IdleReport(idle: true, pending: [], elapsed: 0))
        #expect(fired == 0)
    }

    // docs/uikit-rules.md 2.3, 2.4: a repeating timer keeps firing while a wait fast-forwards through an animation
    @Test func repeatingTimerFiresWhileWaitingForAnAnimation() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ticks: [TimeInterval] = []
        HostTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks.append(host.clock.now) }
        UIView.animate(withDuration: 2.5) { view.alpha = 0.2 }

        let report = host.runUntilIdle()

        #expect(report.idle)
        #expect(report.elapsed == 2.5)
        #expect(ticks == [1, 2])
    }

    // docs/uikit-rules.md 2.4: one-shot work due within the wait is done; work due after it does not block
    @Test func delayedWorkBlocksIdleOnlyWhenDueWithinTheWait() {
        let host = HeadlessHost()
        var fired: [String] = []
        host.runLoop.perform(after: 4) { fired.append("soon") }
        host.runLoop.perform(after: 30) { fired.append("later") }

        let report = host.runUntilIdle(timeout: 10)

        #expect(report.idle)
        #expect(report.elapsed == 4)
        #expect(fired == ["soon"])
        #expect(host.pendingWork.map(\.kind) == [.delayedWork])
    }

    // docs/uikit-rules.md 2.4: queued events are work to finish
    @Test func runUntilIdleRunsQueuedEventsAndTheWorkTheySchedule() {
        let host = HeadlessHost()
        var fired: [String] = []
        host.runLoop.perform("event") {
            fired.append("event")
            host.runLoop.perform(after: 1) { fired.append("delayed") }
        }

        let report = host.runUntilIdle()

        #expect(report == IdleReport(idle: true, pending: [], elapsed: 1))
        #expect(fired == ["event", "delayed"])
    }

    // docs/uikit-rules.md 4.9: an animation taken over by a later one completes with false, on the next turn
    @Test func interruptedAnimationCompletesWithFalseAndTheNewOneWithTrue() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { completions.append("first \($0) at \(host.clock.now)") }
        host.advance(by: 0.25)

        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { completions.append("second \($0) at \(host.clock.now)") }
        let beforeTheTurn = completions
        host.runUntilIdle()

        #expect(beforeTheTurn.isEmpty)
        #expect(completions == ["first false at 0.25", "second true at 1.25"])
    }

    // docs/uikit-rules.md 4.9: removeAllAnimations interrupts too
    @Test func removedAnimationCompletesWithFalse() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { completions.append($0) }

        view.removeAllAnimations()
        let report = host.runUntilIdle()

        #expect(completions == [false])
        #expect(report.elapsed == 0)
    }

    // docs/uikit-rules.md 2.4: a background task's expiry is pending work while the app runs in the background
    @Test func runningBackgroundTaskIsReportedAsPendingWork() throws {
        let host = try LifecycleFixture.backgroundHost()

        let report = host.runUntilIdle(timeout: 10)

        #expect(!report.idle)
        #expect(report.pending.map(\.kind) == [.backgroundTask])
        #expect(host.lifecycleState == .background)
    }
}

// MARK: - Real clock (docs/uikit-rules.md 2.3)

@MainActor @Suite struct RunLoopRealClockTests {
    // docs/uikit-rules.md 2.3: the clock can follow the wall clock
    @Test func realClockAdvancesWithWallTime() {
        let clock = HostClock(mode: .real)
        let start = clock.now

        Thread.sleep(forTimeInterval: 0.02)

        #expect(clock.now - start >= 0.02)
        #expect(clock.now - start < 5)
    }

    // docs/uikit-rules.md 2.3: on the real clock, advancing waits for the time to pass and fires what falls due
    @Test func realClockAdvanceWaitsAndFiresDueWork() throws {
        let host = HeadlessHost(clock: .real)
        var firedAt: TimeInterval?
        let scheduledAt = host.clock.now
        host.runLoop.perform(after: 0.03) { firedAt = host.clock.now }
        let wallStart = DispatchTime.now().uptimeNanoseconds

        host.advance(by: 0.05)

        let wallElapsed = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
        #expect(wallElapsed >= 0.049)
        #expect(try #require(firedAt) >= scheduledAt + 0.03)
        #expect(host.clock.now >= scheduledAt + 0.05)
    }
}
