import Foundation
import Testing
@testable import HeadlessUIKit

/// The responder chain and unhandled touches (docs/uikit-rules.md 5.4).
@Suite @MainActor struct ResponderChainTests {
    // docs/uikit-rules.md 5.4: view → superview → root view → its controller → window → application → app delegate.
    @Test func nextWalksFromAViewToTheAppDelegate() throws {
        let app = try ViewTestApp()
        let container = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let leaf = UIView()
        container.addSubview(leaf)

        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let current = responder {
            chain.append(current)
            responder = current.next
        }

        #expect(chain == [leaf, container, app.rootView, app.rootViewController, app.window, app.host.application,
                          app.delegate])
    }

    // docs/uikit-rules.md 5.4: a controller's root view that is not a window root still leads to its controller,
    // and the controller to the view's superview.
    @Test func childControllersViewLeadsToTheChildThenToTheSuperview() throws {
        let app = try ViewTestApp()
        let child = UIViewController()
        app.rootViewController.addChild(child)
        let holder = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        holder.addSubview(child.view)
        child.didMove(toParent: app.rootViewController)

        #expect(child.view.next === child)
        #expect(child.next === holder)
    }

    // docs/uikit-rules.md 5.4: a subview of a controller's view goes to the superview, not the controller.
    @Test func plainSubviewLeadsToItsSuperviewNotAController() throws {
        let app = try ViewTestApp()
        let subview = app.show(UIView())

        #expect(subview.next === app.rootView)
    }

    // docs/uikit-rules.md 5.4: an unhandled touch walks the whole chain and is dropped after the app delegate.
    @Test func unhandledTouchWalksTheWholeChainToTheAppDelegate() throws {
        let recorder = EventRecorder()
        let controller = ViewRecordingViewController()
        controller.recorder = recorder
        let rootView = ViewRecordingView("root", frame: UIScreen.main.bounds, recorder: recorder)
        rootView.passesTouchesOn = true
        controller.viewToLoad = rootView
        let app = try ViewTestApp(rootViewController: controller, makeWindow: { bounds in
            let window = ViewRecordingWindow(frame: bounds)
            window.recorder = recorder
            return window
        })
        app.delegate.recorder = recorder
        let leaf = app.show(ViewRecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              recorder: recorder))
        leaf.passesTouchesOn = true
        recorder.clear()

        try app.host.send([ViewTouch.began(1, 50, 50)])

        #expect(recorder.events == [
            "window.sendEvent",
            "leaf.touchesBegan",
            "root.touchesBegan",
            "controller.touchesBegan",
            "window.touchesBegan",
            "delegate.touchesBegan",
        ])
        #expect(app.host.problems == [])
    }

    // docs/uikit-rules.md 5.4: every phase takes the same walk.
    @Test func unhandledTapReachesTheAppDelegateForBeganAndEnded() throws {
        let app = try ViewTestApp()
        app.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try app.tap(50, 50)

        #expect(app.delegate.touchesReceived == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.4: a view that handles the touch (does not call super) stops the walk.
    @Test func handledTouchStopsAtTheView() throws {
        let app = try ViewTestApp()
        let recorder = EventRecorder()
        app.show(ViewRecordingView("handler", frame: CGRect(x: 0, y: 0, width: 100, height: 100), recorder: recorder))
        recorder.clear()

        try app.tap(50, 50)

        #expect(recorder.events == ["handler.touchesBegan", "handler.touchesEnded"])
        #expect(app.delegate.touchesReceived == [])
    }
}

/// Nil-targeted and targeted actions (docs/uikit-rules.md 5.8).
@Suite @MainActor struct SendActionTests {
    /// A first-responder-capable view that records the actions it runs.
    final class EditorView: UIView {
        var performed: [String] = []
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A container that records the actions it runs.
    final class PanelView: UIView {
        var performed: [String] = []
    }

    private func scene() throws -> (ViewTestApp, panel: PanelView, editor: EditorView) {
        let app = try ViewTestApp()
        let panel = app.show(PanelView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let editor = EditorView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        panel.addSubview(editor)
        return (app, panel, editor)
    }

    // docs/uikit-rules.md 5.8: nil target: the first responder, when it handles the action.
    @Test func nilTargetedActionGoesToTheFirstResponder() throws {
        let (app, panel, editor) = try scene()
        UIResponder.registerAction("viewTestsSave:", for: EditorView.self) { view, _ in view.performed.append("save") }
        UIResponder.registerAction("viewTestsSave:", for: PanelView.self) { view, _ in view.performed.append("save") }
        editor.becomeFirstResponder()

        let handled = app.host.application.sendAction("viewTestsSave:", to: nil, from: nil, for: nil)

        #expect(handled)
        #expect(editor.performed == ["save"])
        #expect(panel.performed == [])
    }

    // docs/uikit-rules.md 5.8: nil target: up the first responder's chain to the first that handles it.
    @Test func nilTargetedActionWalksUpFromTheFirstResponder() throws {
        let (app, panel, editor) = try scene()
        UIResponder.registerAction("viewTestsArrange:", for: PanelView.self) { view, _ in view.performed.append("arrange") }
        editor.becomeFirstResponder()

        let handled = app.host.application.sendAction("viewTestsArrange:", to: nil, from: nil, for: nil)

        #expect(handled)
        #expect(panel.performed == ["arrange"])
        #expect(editor.performed == [])
    }

    // docs/uikit-rules.md 5.8: the chain goes on through the controller, the window and the app to the delegate.
    @Test func nilTargetedActionCanReachTheAppDelegate() throws {
        let (app, _, editor) = try scene()
        let senders = EventRecorder()
        UIResponder.registerAction("viewTestsAbout:", for: ViewTestAppDelegate.self) { _, sender in
            senders.record(sender as? String ?? "?")
        }
        editor.becomeFirstResponder()

        let handled = app.host.application.sendAction("viewTestsAbout:", to: nil, from: "menu", for: nil)

        #expect(handled)
        #expect(senders.events == ["menu"])
    }

    // docs/uikit-rules.md 5.8: nobody handles it: false, nothing runs.
    @Test func nilTargetedActionNobodyHandlesReturnsFalse() throws {
        let (app, panel, editor) = try scene()
        editor.becomeFirstResponder()

        let handled = app.host.application.sendAction("viewTestsNobodyHandlesThis:", to: nil, from: nil, for: nil)

        #expect(!handled)
        #expect(panel.performed == [] && editor.performed == [])
    }

    // docs/uikit-rules.md 5.8: an explicit target gets the action even when the first responder handles it too.
    @Test func explicitTargetGetsTheActionDirectly() throws {
        let (app, panel, editor) = try scene()
        UIResponder.registerAction("viewTestsRefresh:", for: EditorView.self) { view, _ in view.performed.append("refresh") }
        UIResponder.registerAction("viewTestsRefresh:", for: PanelView.self) { view, _ in view.performed.append("refresh") }
        editor.becomeFirstResponder()

        let handled = app.host.application.sendAction("viewTestsRefresh:", to: panel, from: nil, for: nil)

        #expect(handled)
        #expect(panel.performed == ["refresh"])
        #expect(editor.performed == [])
    }

    // Documented runtime choice (UIApplication.sendAction): with no first responder, the walk starts at the sender.
    @Test func nilTargetedActionWithoutAFirstResponderStartsAtTheSender() throws {
        let (app, panel, editor) = try scene()
        UIResponder.registerAction("viewTestsTidy:", for: PanelView.self) { view, _ in view.performed.append("tidy") }

        let handled = app.host.application.sendAction("viewTestsTidy:", to: nil, from: editor, for: nil)

        #expect(handled)
        #expect(panel.performed == ["tidy"])
    }

    // docs/uikit-rules.md 5.8: target(forAction:withSender:) names the responder that would handle it.
    @Test func targetForActionNamesTheHandlingResponder() throws {
        let (_, panel, editor) = try scene()
        UIResponder.registerAction("viewTestsFold:", for: PanelView.self) { view, _ in view.performed.append("fold") }

        #expect(editor.target(forAction: "viewTestsFold:", withSender: nil) as? UIResponder === panel)
        #expect(!editor.canPerformAction("viewTestsFold:", withSender: nil))
        #expect(panel.canPerformAction("viewTestsFold:", withSender: nil))
    }
}

/// The first responder (docs/uikit-rules.md 5.9).
@Suite @MainActor struct FirstResponderTests {
    final class FieldView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    // docs/uikit-rules.md 5.9
    @Test func becomeFirstResponderMakesItTheFirstResponder() throws {
        let app = try ViewTestApp()
        let field = app.show(FieldView())
        app.host.clearCallbackLog()

        let became = field.becomeFirstResponder()

        #expect(became)
        #expect(field.isFirstResponder)
        #expect(app.host.callbacks.names(for: field) == ["becomeFirstResponder"])
    }

    // docs/uikit-rules.md 5.9
    @Test func resignFirstResponderGivesItUp() throws {
        let app = try ViewTestApp()
        let field = app.show(FieldView())
        app.host.clearCallbackLog()
        field.becomeFirstResponder()

        let resigned = field.resignFirstResponder()

        #expect(resigned)
        #expect(!field.isFirstResponder)
        #expect(app.host.callbacks.names(for: field) == ["becomeFirstResponder", "resignFirstResponder"])
    }

    // docs/uikit-rules.md 5.9: canBecomeFirstResponder is false by default, and then the request is refused.
    @Test func viewThatCannotBecomeFirstResponderIsRefused() throws {
        let app = try ViewTestApp()
        let plain = app.show(UIView())

        let became = plain.becomeFirstResponder()

        #expect(!plain.canBecomeFirstResponder)
        #expect(!became)
        #expect(!plain.isFirstResponder)
    }

    // docs/uikit-rules.md 5.9: a view outside any window cannot become first responder.
    @Test func viewOutsideAWindowCannotBecomeFirstResponder() throws {
        _ = try ViewTestApp()
        let field = FieldView()

        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
    }

    // docs/uikit-rules.md 5.9: one first responder per window: the new one makes the old one resign first.
    @Test func onlyOneFirstResponderPerWindow() throws {
        let app = try ViewTestApp()
        let first = app.show(FieldView())
        let second = app.show(FieldView())
        first.becomeFirstResponder()

        second.becomeFirstResponder()

        #expect([first.isFirstResponder, second.isFirstResponder] == [false, true])
        #expect(app.host.callbacks.names(of: [.responder])
            == ["becomeFirstResponder", "resignFirstResponder", "becomeFirstResponder"])
    }

    // docs/uikit-rules.md 5.9: each window has its own first responder.
    @Test func eachWindowKeepsItsOwnFirstResponder() throws {
        let app = try ViewTestApp()
        let first = app.show(FieldView())
        let otherWindow = UIWindow(frame: UIScreen.main.bounds)
        otherWindow.isHidden = false
        let second = FieldView()
        otherWindow.addSubview(second)

        first.becomeFirstResponder()
        second.becomeFirstResponder()

        #expect([first.isFirstResponder, second.isFirstResponder] == [true, true])
    }

    // docs/uikit-rules.md 5.9: removing the first responder from its window resigns it (UIKit calls
    // resignFirstResponder, as a text field's editingDidEnd on removal shows).
    @Test func removingTheFirstResponderFromTheWindowResignsIt() throws {
        let app = try ViewTestApp()
        let field = app.show(FieldView())
        field.becomeFirstResponder()
        app.host.clearCallbackLog()

        field.removeFromSuperview()

        #expect(!field.isFirstResponder)
        #expect(app.host.callbacks.names(for: field) == [
            "willMove(toSuperview:)", "resignFirstResponder", "willMove(toWindow:)", "didMoveToWindow",
            "didMoveToSuperview",
        ])
    }

    // docs/uikit-rules.md 5.9: removing an ancestor of the first responder resigns it too.
    @Test func removingAnAncestorOfTheFirstResponderResignsIt() throws {
        let app = try ViewTestApp()
        let container = app.show(UIView())
        let field = FieldView()
        container.addSubview(field)
        field.becomeFirstResponder()
        app.host.clearCallbackLog()

        container.removeFromSuperview()

        #expect(!field.isFirstResponder)
        #expect(app.host.callbacks.names(for: field) == ["resignFirstResponder", "willMove(toWindow:)", "didMoveToWindow"])
    }

    // docs/uikit-rules.md 5.9: moving the first responder into another window resigns it in the old one, which then
    // sends nil-targeted actions elsewhere.
    @Test func movingTheFirstResponderToAnotherWindowResignsIt() throws {
        let app = try ViewTestApp()
        let field = app.show(FieldView())
        let otherWindow = UIWindow(frame: UIScreen.main.bounds)
        otherWindow.isHidden = false
        field.becomeFirstResponder()

        otherWindow.addSubview(field)

        #expect(!field.isFirstResponder)
        #expect(app.window.firstResponder == nil)
        #expect(otherWindow.firstResponder == nil)
    }

    // docs/uikit-rules.md 5.9: a new first responder can take over after one was removed.
    @Test func anotherViewCanBecomeFirstResponderAfterRemoval() throws {
        let app = try ViewTestApp()
        let removed = app.show(FieldView())
        let next = app.show(FieldView())
        removed.becomeFirstResponder()
        removed.removeFromSuperview()

        #expect(next.becomeFirstResponder())
        #expect(next.isFirstResponder)
    }

    // docs/uikit-rules.md 5.9: a controller can be first responder too.
    @Test func viewControllerCanBecomeFirstResponder() throws {
        let controller = ViewFirstResponderController()
        let app = try ViewTestApp(rootViewController: controller)

        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(app.window.isKeyWindow)
    }
}

final class ViewFirstResponderController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}
