import Foundation
import Testing
@testable import HeadlessUIKit

/// A responder whose methods selector timers and display links call, registered as `uihost port` registers them.
@MainActor
final class TickingView: UIView {
    var ticks: [TimeInterval] = []
    var senders: [AnyObject] = []
    /// Where a view the test does not hold records its ticks too.
    var log: TickLog?

    static func register() {
        UIResponder.registerAction("selectorTimerTick:", for: TickingView.self) { view, sender in
            guard let timer = sender as? Timer else { return }
            view.record(timer)
        }
        UIResponder.registerAction("displayLinkStep:", for: TickingView.self) { view, sender in
            guard let link = sender as? CADisplayLink else { return }
            view.record(link)
        }
    }

    private func record(_ sender: AnyObject) {
        ticks.append(MainRunLoop.current.clock.now)
        senders.append(sender)
        log?.ticks.append(MainRunLoop.current.clock.now)
    }
}

/// Ticks recorded where the test cannot hold the recorder: by a view only a timer holds, or by a Foundation timer's
/// `@Sendable` block (run on the main actor here).
final class TickLog: @unchecked Sendable {
    var ticks: [TimeInterval] = []
}

/// The selector forms of `Timer` on the host clock (docs/uikit-rules.md 18.15).
@Suite @MainActor struct SelectorTimerTests {
    init() { TickingView.register() }

    // 18.15: a scheduled repeating timer sends its selector every interval with itself as the argument, keeps its
    // user info, and stays valid.
    @Test func aScheduledRepeatingTimerCallsItsTargetEveryInterval() {
        let host = HeadlessHost()
        let view = TickingView()
        let timer = Timer.scheduledTimer(timeInterval: 1, target: view, selector: Selector("selectorTimerTick:"),
                                         userInfo: "info", repeats: true)
        host.advance(by: 3.5)
        #expect(view.ticks == [1, 2, 3])
        #expect(view.senders.allSatisfy { $0 === timer })
        #expect(timer.isValid)
        #expect(timer.timeInterval == 1)
        #expect(timer.userInfo as? String == "info")
        timer.tolerance = 0.1
        #expect(timer.tolerance == 0.1)
        #expect(host.runUntilIdle().idle, "a repeating timer does not keep the host busy")
    }

    /// A scheduled timer whose target view only the timer holds; the view records its ticks in `log`.
    private func timerOnAnUnheldView(interval: TimeInterval, repeats: Bool, log: TickLog) -> (Timer, () -> TickingView?) {
        let view = TickingView()
        view.log = log
        weak let weakView = view
        let timer = Timer.scheduledTimer(timeInterval: interval, target: view, selector: Selector("selectorTimerTick:"),
                                         userInfo: nil, repeats: repeats)
        return (timer, { weakView })
    }

    // 18.15: a one-shot timer fires once, is then invalid, reports an interval of 0 and lets its target go.
    @Test func aOneShotTimerFiresOnceAndLetsGoOfItsTarget() {
        let host = HeadlessHost()
        let log = TickLog()
        let (timer, view) = timerOnAnUnheldView(interval: 0.5, repeats: false, log: log)
        #expect(timer.timeInterval == 0)
        host.advance(by: 0.4)
        #expect(view() != nil, "held by the timer until it fires")
        host.advance(by: 5)
        #expect(log.ticks == [0.5])
        #expect(!timer.isValid)
        #expect(view() == nil)
    }

    // 18.15: invalidate() stops a repeating timer and lets the target go.
    @Test func invalidateStopsTheTimerAndReleasesTheTarget() {
        let host = HeadlessHost()
        let log = TickLog()
        let (timer, view) = timerOnAnUnheldView(interval: 1, repeats: true, log: log)
        host.advance(by: 2)
        #expect(view() != nil)
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(view() == nil)
        host.advance(by: 5)
        #expect(log.ticks == [1, 2])
        #expect(host.pendingWork.isEmpty)
    }

    // 18.15: Timer(timeInterval:target:selector:userInfo:repeats:) waits for RunLoop.add; fire() sends at once
    // without moving a repeating timer's schedule.
    @Test func anUnscheduledTimerStartsWhenAddedAndFireSendsAtOnce() {
        let host = HeadlessHost()
        let view = TickingView()
        let timer = Timer(timeInterval: 2, target: view, selector: Selector("selectorTimerTick:"), userInfo: nil, repeats: true)
        host.advance(by: 3)
        #expect(view.ticks.isEmpty)
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.main.add(timer, forMode: .default)
        host.advance(by: 1)
        timer.fire()
        host.advance(by: 3)
        #expect(view.ticks == [4, 5, 7])
    }

    // 18.15: fire() on a one-shot timer sends once and invalidates it before its date.
    @Test func firingAOneShotTimerInvalidatesIt() {
        let host = HeadlessHost()
        let view = TickingView()
        let timer = Timer.scheduledTimer(timeInterval: 10, target: view, selector: Selector("selectorTimerTick:"),
                                         userInfo: nil, repeats: false)
        timer.fire()
        host.advance(by: 20)
        #expect(view.ticks == [0])
        #expect(!timer.isValid)
    }

    // 18.15: a selector with no registered method is reported once per timer, naming the class and the selector.
    @Test func aSelectorWithNoMethodIsReportedOnce() {
        let host = HeadlessHost()
        let view = TickingView()
        Timer.scheduledTimer(timeInterval: 1, target: view, selector: Selector("missing:"), userInfo: nil, repeats: true)
        host.advance(by: 3)
        let reports = host.problems.filter { $0.hasPrefix("Timer:") }
        #expect(reports == ["Timer: TickingView has no method registered for selector 'missing:'; `uihost port` "
            + "registers the methods a #selector names, or call UIResponder.registerAction"])
    }

    // 18.20 (superseding 18.15's "responders only"): a target that is not a responder runs the method registered
    // for its class; one with none is reported once per timer.
    @Test func aTargetThatIsNotAResponderRunsItsRegisteredMethod() {
        let host = HeadlessHost()
        let model = TickingModel()
        UIResponder.registerAction("modelTick:", for: TickingModel.self) { model, sender in
            model.ticks.append(MainRunLoop.current.clock.now)
            model.senders.append(sender as AnyObject)
        }
        let timer = Timer.scheduledTimer(timeInterval: 1, target: model, selector: Selector("modelTick:"), userInfo: nil,
                                         repeats: true)
        Timer.scheduledTimer(timeInterval: 1, target: NSObject(), selector: Selector("modelTick:"), userInfo: nil,
                             repeats: true)
        host.advance(by: 2.5)
        #expect(model.ticks == [1, 2])
        #expect(model.senders.allSatisfy { $0 === timer })
        #expect(host.problems.filter { $0.hasPrefix("Timer:") } == ["Timer: NSObject has no method registered for "
            + "selector 'modelTick:'; `uihost port` registers the methods a #selector names, or call "
            + "UIResponder.registerAction"])
    }
}

/// A plain object a selector timer calls, as a model or coordinator class is in app code.
final class TickingModel: NSObject {
    var ticks: [TimeInterval] = []
    var senders: [AnyObject] = []
}

/// Timers added to the run loop through the port's `addToHostClock` (docs/uikit-rules.md 18.17).
@Suite @MainActor struct HostClockRunLoopTests {
    init() { TickingView.register() }

    // 18.17: Foundation's block timers run on the host clock, a repeating one until invalidated, a one-shot one
    // once; adding one twice schedules it once; a selector timer held as a `Timer` is scheduled too.
    @Test func timersAddedToTheRunLoopRunOnTheHostClock() {
        let host = HeadlessHost()
        let firings = TickLog()
        // Foundation on Linux dates `Timer(timeInterval:repeats:block:)` at its creation (iOS one interval later),
        // so the dates are given.
        let repeating = Timer(fire: Date(timeIntervalSinceNow: 1), interval: 1, repeats: true) { _ in
            MainActor.assumeIsolated { firings.ticks.append(MainRunLoop.current.clock.now) }
        }
        let once = Timer(fire: Date(timeIntervalSinceNow: 0.5), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { firings.ticks.append(MainRunLoop.current.clock.now) }
        }
        let view = TickingView()
        let selectorTimer: Timer = Timer(timeInterval: 2, target: view, selector: Selector("selectorTimerTick:"),
                                         userInfo: nil, repeats: false)
        RunLoop.main.addToHostClock(repeating, forMode: .common)
        RunLoop.main.addToHostClock(repeating, forMode: .default)
        RunLoop.current.addToHostClock(once, forMode: .default)
        RunLoop.main.addToHostClock(selectorTimer, forMode: .common)
        host.advance(by: 2.5)
        repeating.invalidate()
        host.advance(by: 3)
        #expect(firings.ticks == [0.5, 1, 2])
        #expect(!once.isValid)
        #expect(view.ticks == [2])
        #expect(host.pendingWork.isEmpty)
    }
}

/// `CADisplayLink(target:selector:)` on the host clock (docs/uikit-rules.md 18.16).
@Suite @MainActor struct DisplayLinkTests {
    init() { TickingView.register() }

    // 18.16: once added, the link calls back at every 1/60-s frame boundary with itself; its timestamp is the
    // frame's time and its target timestamp the next frame's; it never keeps the host busy.
    @Test func anAddedLinkCallsBackAtEveryFrame() {
        let host = HeadlessHost()
        let view = TickingView()
        host.advance(by: 0.01)
        let link = CADisplayLink(target: view, selector: Selector("displayLinkStep:"))
        #expect(link.duration == 1.0 / 60)
        host.advance(by: 0.02)
        #expect(view.ticks.isEmpty, "not added yet")
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.04)
        let frame = 1.0 / 60
        // Added at 0.03 s: the next boundary is the second frame (2/60 = 0.0333 s), then every frame.
        #expect(view.ticks == [2 * frame, 2 * frame + frame, 2 * frame + frame + frame])
        #expect(view.senders.allSatisfy { $0 === link })
        #expect(link.timestamp == view.ticks.last)
        #expect(link.targetTimestamp == view.ticks.last! + frame)
        #expect(host.runUntilIdle().idle)
    }

    // 18.16: a preferred rate of 20 calls back every third frame; pausing stops the calls and resuming starts
    // them at the next boundary; remove(from:) stops them until the link is added again.
    @Test func preferredRatePauseAndRemove() {
        let host = HeadlessHost()
        let view = TickingView()
        let link = CADisplayLink(target: view, selector: Selector("displayLinkStep:"))
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .default)
        host.advance(by: 0.11)
        let frame = 1.0 / 60, third = frame * 3
        #expect(view.ticks == [frame, frame + third])
        link.isPaused = true
        host.advance(by: 0.2)
        #expect(view.ticks.count == 2)
        link.isPaused = false
        link.remove(from: .main, forMode: .default)
        host.advance(by: 0.2)
        #expect(view.ticks.count == 2)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .default)
        host.advance(by: 0.034)
        #expect(view.ticks.count == 4)
    }

    // 18.16: the link holds its target until invalidated; an invalidated link cannot be added again.
    @Test func invalidateReleasesTheTargetForGood() {
        let host = HeadlessHost()
        var view: TickingView? = TickingView()
        weak let weakView = view
        let link = CADisplayLink(target: view!, selector: Selector("displayLinkStep:"))
        link.add(to: .main, forMode: .common)
        view = nil
        host.advance(by: 0.02)
        #expect(weakView?.ticks.count == 1)
        link.invalidate()
        #expect(weakView == nil)
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(host.pendingWork.isEmpty)
    }
}
