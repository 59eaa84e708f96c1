import Foundation
import Testing
@testable import HeadlessUIKit

/// Named actions sent to objects that are not responders (docs/uikit-rules.md 18.20): a presentation controller's
/// dimming tap, a coordinator's button action, a model's notification method.
@Suite @MainActor struct NamedActionTargetTests {
    final class DimmingPresenter: UIPresentationController {
        var taps: [UIGestureRecognizer] = []
    }

    final class Coordinator: NSObject {
        var senders: [AnyObject] = []
        var notes: [Notification.Name] = []
    }

    init() {
        UIResponder.registerAction("dimmingTapped:", for: DimmingPresenter.self) { presenter, sender in
            if let recognizer = sender as? UIGestureRecognizer { presenter.taps.append(recognizer) }
        }
        UIResponder.registerAction("coordinatorAct:", for: Coordinator.self) { coordinator, sender in
            coordinator.senders.append(sender as AnyObject)
        }
        UIResponder.registerAction("coordinatorHeard:", for: Coordinator.self) { coordinator, sender in
            if let note = sender as? Notification { coordinator.notes.append(note.name) }
        }
    }

    // 18.20: a gesture recognizer's named action reaches a presentation controller, with the recognizer as sender.
    @Test func aRecognizerSendsItsActionToAPresentationController() throws {
        let app = try ViewTestApp()
        let presenter = DimmingPresenter(presentedViewController: UIViewController(), presenting: nil)
        let dimming = app.show(UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200)))
        let tap = UITapGestureRecognizer(target: presenter, action: Selector("dimmingTapped:"))
        dimming.addGestureRecognizer(tap)
        _ = try app.tap(50, 150)
        app.host.runUntilIdle()
        #expect(presenter.taps.count == 1 && presenter.taps.first === tap)
        #expect(app.host.problems.isEmpty)
    }

    // 18.20: a control's named action reaches a plain object, with the control as sender; `sendAction` answers
    // whether it was handled, and an object without the method is iOS's unrecognized selector.
    @Test func aControlSendsItsActionToAPlainObject() throws {
        let app = try ViewTestApp()
        let coordinator = Coordinator()
        let button = app.show(UIButton(frame: CGRect(x: 0, y: 100, width: 120, height: 44)))
        button.addTarget(coordinator, action: Selector("coordinatorAct:"), for: .touchUpInside)
        _ = try app.tap(60, 120)
        app.host.runUntilIdle()
        #expect(coordinator.senders.count == 1 && coordinator.senders.first === button)
        #expect(UIApplication.shared.sendAction(Selector("coordinatorAct:"), to: coordinator, from: nil, for: nil))
        #expect(coordinator.senders.count == 2)
        #expect(!UIApplication.shared.sendAction(Selector("coordinatorAct:"), to: NSObject(), from: nil, for: nil))
    }

    // 18.20 with 18.14: a plain object observes with a selector; removing it, even from another thread, stops it.
    @Test func aPlainObjectObservesWithASelectorUntilRemoved() async throws {
        let center = NotificationCenter()
        let coordinator = Coordinator()
        let name = Notification.Name("NamedActionTargetTests.changed")
        center.addObserver(coordinator, selector: Selector("coordinatorHeard:"), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(coordinator.notes == [name])
        nonisolated(unsafe) let observer = coordinator
        await Task.detached { center.removeObserver(observer) }.value
        center.post(name: name, object: nil)
        #expect(coordinator.notes == [name])
    }
}
