import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct PresentationTests {
    // MARK: Appearance order (docs/uikit-rules.md 7.2, 7.7)

    @Test func animatedFullScreenPresentationGivesThePresenterDisappearCallbacksAndEndsAfter035Seconds() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .fullScreen)
        let start = app.host.clock.now

        app.root.present(modal, animated: true) { app.recorder.record("completion") }
        app.host.advance(by: 0.34)

        // docs/uikit-rules.md 7.7: present order, the transition still running after 0.34 s
        #expect(app.recorder.events == ["modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear [presented]"])
        #expect(modal.view.superview === app.window)
        #expect(app.root.view.superview === app.window)

        let report = app.host.runUntilIdle()
        #expect(report.idle)
        #expect(abs(app.host.clock.now - start - 0.35) < 1e-9)
        #expect(app.recorder.events == [
            "modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear [presented]",
            "root.viewDidDisappear", "modal.viewDidAppear [presented]", "completion",
        ])
        // docs/uikit-rules.md 7.7: fullScreen removes the presenter's view after the transition
        #expect(app.root.viewIfLoaded?.superview == nil)
        #expect(modal.view.frame == app.window.bounds)
        #expect(app.root.presentedViewController === modal)
        #expect(modal.presentingViewController === app.root)
        #expect(!modal.isBeingPresented)
    }

    @Test func fullScreenDismissalMirrorsThePresentation() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .fullScreen)
        app.presentSettled(modal, from: app.root)

        modal.dismiss(animated: true) { app.recorder.record("completion") }
        #expect(app.recorder.events == ["modal.viewWillDisappear [dismissed]", "root.viewWillAppear"])
        app.host.advance(by: 0.35)

        // docs/uikit-rules.md 7.7: dismiss called on the presented controller goes to its presenter; order mirrors present
        #expect(app.recorder.events == [
            "modal.viewWillDisappear [dismissed]", "root.viewWillAppear",
            "modal.viewDidDisappear [dismissed]", "root.viewDidAppear", "completion",
        ])
        #expect(app.window.subviews.map { $0 } == [app.root.view])
        #expect(app.root.view.frame == app.window.bounds)
        #expect(app.root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(!modal.isBeingDismissed)
    }

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .automatic])
    func stylesThatKeepThePresenterGiveItNoCallbacks(style: UIModalPresentationStyle) throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: style)

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()
        modal.dismiss(animated: false)
        app.host.runUntilIdle()

        // docs/uikit-rules.md 7.7: pageSheet, formSheet, overFullScreen keep the presenter's view, with no callbacks
        #expect(app.recorder.events(of: "root") == [])
        #expect(app.recorder.events(of: "modal") == [
            "viewDidLoad", "viewWillAppear [presented]", "viewDidAppear [presented]",
            "viewWillDisappear [dismissed]", "viewDidDisappear [dismissed]",
        ])
        #expect(app.root.view.superview === app.window)
    }

    @Test func nonAnimatedPresentationCompletesOnTheNextTurnWithoutTime() throws {
        let app = try ModalApp()
        let modal = app.controller("modal")
        let start = app.host.clock.now
        var completed = false

        app.root.present(modal, animated: false) { completed = true }
        #expect(!completed)
        #expect(app.recorder.events.last == "modal.viewWillAppear [presented]")

        app.host.runUntilIdle()
        #expect(completed)
        #expect(app.host.clock.now == start)
        #expect(app.recorder.events.last == "modal.viewDidAppear [presented]")
    }

    // MARK: Frames (docs/uikit-rules.md 7.7; the frames chosen are documented on ModalSheetLayout)

    @Test func sheetFramesOnIPhone() throws {
        let app = try ModalApp(device: .iPhone8)
        let sheet = app.controller("sheet", style: .automatic)
        app.presentSettled(sheet, from: app.root)

        #expect(sheet.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(app.root.view.superview === app.window)
        #expect(app.window.subviews.last === sheet.view)
    }

    @Test func sheetFramesOnIPad() throws {
        let app = try ModalApp(device: .iPad)
        let form = app.controller("form", style: .formSheet)
        app.presentSettled(form, from: app.root)
        #expect(form.view.frame == CGRect(x: 114, y: 202, width: 540, height: 620))
        form.dismiss(animated: false)
        app.host.runUntilIdle()

        let page = app.controller("page", style: .automatic)
        app.presentSettled(page, from: app.root)
        #expect(page.view.frame == CGRect(x: 0, y: 30, width: 768, height: 994))

        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(page.view.frame == CGRect(x: 128, y: 30, width: 768, height: 738))
    }

    // MARK: Refusals (docs/uikit-rules.md 7.7)

    @Test func presentingFromAControllerThatAlreadyPresentsIsRefusedAndChangesNothing() throws {
        let app = try ModalApp()
        let first = app.controller("first")
        let second = app.controller("second")
        app.presentSettled(first, from: app.root)
        var completed = false

        let refusal = app.root.presentReportingRefusal(second, animated: true) { completed = true }
        app.root.present(second, animated: false)
        app.host.runUntilIdle()

        #expect(refusal == "Attempt to present ModalRecordingController on ModalRecordingController, which is already presenting ModalRecordingController")
        #expect(app.host.problems == [refusal!, refusal!])
        #expect(app.recorder.events == [])
        #expect(!second.isViewLoaded)
        #expect(!completed)
        #expect(app.root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
    }

    @Test func presentingWhileAPresentationIsInProgressIsRefused() throws {
        let app = try ModalApp()
        let first = app.controller("first")
        let second = app.controller("second")

        app.root.present(first, animated: true)
        let refusal = first.presentReportingRefusal(second, animated: false, completion: nil)
        let dismissal = first.dismissReportingRefusal(animated: false, completion: nil)

        #expect(refusal != nil)
        #expect(dismissal != nil)
        #expect(app.host.problems.count == 2)
        app.host.runUntilIdle()
        #expect(first.presentedViewController == nil)
        #expect(app.root.presentedViewController === first)
    }

    @Test func presentingAControllerFromItsChildGoesFromTheRoot() throws {
        let app = try ModalApp()
        let child = app.controller("child")
        app.root.addChild(child)
        app.root.view.addSubview(child.view)
        child.didMove(toParent: app.root)
        let modal = app.controller("modal")

        app.presentSettled(modal, from: child)

        // docs/uikit-rules.md 7.7: without a presentation context the root presents
        #expect(modal.presentingViewController === app.root)
        #expect(child.presentedViewController === modal)
        #expect(app.root.presentedViewController === modal)
    }

    // MARK: Chains (docs/uikit-rules.md 7.7)

    @Test func dismissingFromTheMiddleOfAChainDismissesEverythingAboveWithOnlyTheTopAnimating() throws {
        let app = try ModalApp()
        let a = app.controller("a"), b = app.controller("b"), c = app.controller("c")
        app.presentSettled(a, from: app.root)
        app.presentSettled(b, from: a)
        app.presentSettled(c, from: b)
        let start = app.host.clock.now

        a.dismiss(animated: true) { app.recorder.record("completion") }
        app.host.runUntilIdle()

        // b's view left the window when c (fullScreen) covered it, so b has nothing to disappear from
        #expect(app.recorder.events == [
            "c.viewWillDisappear [dismissed]", "a.viewWillAppear",
            "c.viewDidDisappear [dismissed]", "a.viewDidAppear", "completion",
        ])
        #expect(app.host.clock.now - start == ModalPresentation.transitionDuration)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(app.root.presentedViewController === a)
        #expect(app.window.subviews == [a.view])
        #expect(!b.isBeingDismissed)
        #expect(b.appearanceState == .disappeared)
    }

    @Test func dismissingTheRootOfASheetChainDisappearsEverySheetTopFirst() throws {
        let app = try ModalApp()
        let a = app.controller("a", style: .pageSheet), b = app.controller("b", style: .pageSheet)
        app.presentSettled(a, from: app.root)
        app.presentSettled(b, from: a)

        app.root.dismiss(animated: false)
        app.host.runUntilIdle()

        #expect(app.recorder.events == [
            "b.viewWillDisappear [dismissed]", "a.viewWillDisappear [dismissed]",
            "b.viewDidDisappear [dismissed]", "a.viewDidDisappear [dismissed]",
        ])
        #expect(app.window.subviews == [app.root.view])
        #expect(app.root.presentedViewController == nil)
    }

    // MARK: Presentation context (docs/uikit-rules.md 7.7, seed 002 Fig. 1-14)

    private func contextApp(style: UIModalPresentationStyle) throws
        -> (ModalApp, provider: ModalRecordingController, inner: ModalRecordingController, modal: ModalRecordingController) {
        let app = try ModalApp()
        let provider = app.controller("provider")
        provider.viewFrame = CGRect(x: 0, y: 100, width: 375, height: 300)
        provider.definesPresentationContext = true
        app.root.addChild(provider)
        app.root.view.addSubview(provider.view)
        provider.didMove(toParent: app.root)
        let inner = app.controller("inner")
        provider.addChild(inner)
        provider.view.addSubview(inner.view)
        inner.didMove(toParent: provider)
        // The root's view is already in the window: as a container would, the root gives its new child appearance.
        provider.beginAppearanceTransition(true, animated: false)
        provider.endAppearanceTransition()
        app.host.runUntilIdle()
        app.recorder.clear()
        return (app, provider, inner, app.controller("modal", style: style))
    }

    @Test func currentContextCoversTheContextProvidersAreaAndRemovesItsView() throws {
        let (app, provider, inner, modal) = try contextApp(style: .currentContext)

        inner.present(modal, animated: true)
        app.host.runUntilIdle()

        #expect(modal.presentingViewController === provider)
        #expect(modal.view.frame == CGRect(x: 0, y: 100, width: 375, height: 300))
        #expect(modal.view.superview === app.root.view)
        #expect(provider.viewIfLoaded?.superview == nil)
        #expect(app.recorder.events == [
            "modal.viewDidLoad", "provider.viewWillDisappear", "inner.viewWillDisappear", "modal.viewWillAppear [presented]",
            "provider.viewDidDisappear", "inner.viewDidDisappear", "modal.viewDidAppear [presented]",
        ])

        modal.dismiss(animated: false)
        app.host.runUntilIdle()
        #expect(provider.view.superview === app.root.view)
        #expect(app.recorder.events(of: "provider").suffix(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(app.recorder.events(of: "root") == [])
    }

    @Test func overCurrentContextKeepsTheProvidersView() throws {
        let (app, provider, inner, modal) = try contextApp(style: .overCurrentContext)

        inner.present(modal, animated: false)
        app.host.runUntilIdle()

        #expect(modal.view.frame == provider.view.frame)
        #expect(provider.view.superview === app.root.view)
        #expect(app.root.view.subviews == [provider.view, modal.view])
        #expect(app.recorder.events(of: "provider") == [])
    }

    // MARK: Responder chain (docs/uikit-rules.md 5.4)

    @Test func aPresentedControllersNextResponderIsItsPresentingController() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .pageSheet)
        app.presentSettled(modal, from: app.root)

        #expect(modal.view.next === modal)
        #expect(modal.next === app.root)
        #expect(app.root.next === app.window)
    }

    // MARK: Rotation (docs/uikit-rules.md 9.2, 9.3)

    @Test func aPresentedFullScreenControllerDecidesRotation() throws {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .fullScreen)
        modal.orientations = .portrait
        app.presentSettled(modal, from: app.root)

        let result = app.host.rotate(to: .landscapeLeft)

        #expect(!result.rotated)
        #expect(result.reason == "ModalRecordingController.supportedInterfaceOrientations does not include landscapeRight")
        #expect(app.host.interfaceOrientation == .portrait)
    }

    @Test func aSheetDoesNotDecideRotation() throws {
        let app = try ModalApp()
        let sheet = app.controller("sheet", style: .pageSheet)
        sheet.orientations = .portrait
        app.presentSettled(sheet, from: app.root)

        let result = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()

        #expect(result.rotated)
        // iPhone landscape: the sheet fills the window (ModalSheetLayout)
        #expect(sheet.view.frame == app.window.bounds)
    }

    @Test func viewWillTransitionReachesPresentedControllersAfterTheRoot() throws {
        let app = try ModalApp()
        let a = app.controller("a", style: .overFullScreen)
        let b = app.controller("b", style: .pageSheet)
        app.presentSettled(a, from: app.root)
        app.presentSettled(b, from: a)

        app.host.rotate(to: .landscapeLeft)

        #expect(app.recorder.events == [
            "root.viewWillTransition(667x375)", "a.viewWillTransition(667x375)", "b.viewWillTransition(667x375)",
        ])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }
}
