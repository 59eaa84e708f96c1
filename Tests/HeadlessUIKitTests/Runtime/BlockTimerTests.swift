import Foundation
import Testing
@testable import HeadlessUIKit

/// Block timers on the host clock, as `uihost port` writes them (docs/uikit-rules.md 18.18, 18.19).
@Suite @MainActor struct BlockTimerTests {
    /// A view whose timer block calls a main-actor method, as ported app code does.
    final class Clock: UIView {
        var ticks: [TimeInterval] = []
        var timers: [Timer] = []
        func tick(_ timer: Timer) {
            ticks.append(MainRunLoop.current.clock.now)
            timers.append(timer)
        }
    }

    // 18.18: a repeating block timer fires one interval after it is scheduled and every interval after that, with
    // itself as the argument, until the block invalidates it; it never keeps the host busy.
    @Test func aRepeatingBlockTimerFiresEveryIntervalUntilInvalidated() {
        let host = HeadlessHost()
        let clock = Clock()
        host.advance(by: 0.25)
        let timer = Timer.scheduledOnHostClock(withTimeInterval: 1, repeats: true) { timer in
            clock.tick(timer)
            if clock.ticks.count == 3 { timer.invalidate() }
        }
        #expect(timer.isValid)
        #expect(timer.timeInterval == 1)
        #expect(host.runUntilIdle().idle, "a repeating timer does not keep the host busy")
        host.advance(by: 10)
        #expect(clock.ticks == [1.25, 2.25, 3.25])
        #expect(clock.timers.allSatisfy { $0 === timer })
        #expect(!timer.isValid)
        #expect(host.pendingWork.isEmpty)
    }

    // 18.18: a one-shot block timer fires once, one interval after it is scheduled, and is then invalid; one
    // invalidated before it is due never fires.
    @Test func aOneShotBlockTimerFiresOnce() {
        let host = HeadlessHost()
        let clock = Clock()
        let once = Timer.scheduledOnHostClock(withTimeInterval: 0.5, repeats: false) { clock.tick($0) }
        let cancelled = Timer.scheduledOnHostClock(withTimeInterval: 0.75, repeats: false) { clock.tick($0) }
        host.advance(by: 0.6)
        cancelled.invalidate()
        host.advance(by: 5)
        #expect(clock.ticks == [0.5])
        #expect(clock.timers.count == 1 && clock.timers[0] === once)
        #expect(!once.isValid)
        #expect(!cancelled.isValid)
        #expect(host.pendingWork.isEmpty)
    }

    // 18.17 with 18.18: adding a scheduled block timer to the run loop again schedules it once.
    @Test func addingAScheduledBlockTimerAgainSchedulesItOnce() {
        let host = HeadlessHost()
        let clock = Clock()
        let timer = Timer.scheduledOnHostClock(withTimeInterval: 1, repeats: true) { clock.tick($0) }
        RunLoop.main.addToHostClock(timer, forMode: .common)
        host.advance(by: 2.5)
        timer.invalidate()
        #expect(clock.ticks == [1, 2])
    }

    // 18.19: `Timer()` is a placeholder that is never scheduled and is valid until invalidated.
    @Test func aPlaceholderTimerIsNeverScheduled() {
        let host = HeadlessHost()
        let placeholder = Timer()
        #expect(placeholder.isValid)
        host.advance(by: 5)
        #expect(host.pendingWork.isEmpty)
        placeholder.invalidate()
        #expect(!placeholder.isValid)
    }
}
