import Foundation
import Testing
@testable import HeadlessUIKit

/// Container scenes, segues and unwinding from a storyboard (docs/uikit-rules.md 8.2-8.4).
@Suite @MainActor struct SegueTests {
    /// The flow storyboard's tab bar controller as a launched app's root, settled, with the log cleared.
    @MainActor private struct FlowApp {
        let storyboard: UIStoryboard
        let app: NavTestApp
        let tabs: UITabBarController
        let navigation: UINavigationController
        let home: SGHome
        /// What the storyboard's controllers were told, as "name.callback".
        let recorder: EventRecorder

        init(device: DeviceProfile = .iPhone8) throws {
            recorder = EventRecorder()
            storyboard = try flowStoryboard(recorder)
            tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
            navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            home = try #require(navigation.viewControllers.first as? SGHome)
            app = try NavTestApp(root: tabs, device: device)
            recorder.clear()
        }

        var host: HeadlessHost { app.host }

        func button(_ identifier: String, of controller: UIViewController) throws -> UIView {
            try #require(navView(identifier, in: controller.view))
        }
    }

    // MARK: Container scenes (8.2)

    @Test func navigationAndTabScenesAreMadeWithTheirChildrenInOrderAndNoneLoaded() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)

        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)

        let children = try #require(tabs.viewControllers)
        let navigation = try #require(children.first as? UINavigationController)
        #expect(children.map { $0.tabBarItem.title } == ["Home", "Settings"])
        #expect(navigation.viewControllers.map(SGController.name(of:)) == ["home"])
        #expect(navigation.viewControllers.first?.navigationItem.title == "Home")
        #expect(SGController.name(of: children[1]) == "settings")
        #expect(recorder.events == ["home.init", "settings.init"], "segue destinations are made only when they fire")
        #expect(children.allSatisfy { !$0.isViewLoaded } && !navigation.viewControllers[0].isViewLoaded)
    }

    @Test func splitAndPageScenesAreMadeWithTheirColumnsAndStyles() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)

        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let pages = try #require(storyboard.instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)

        #expect(split.viewControllers.map(SGController.name(of:)) == ["embedded", "settings"])
        #expect(split.children.count == 2)
        #expect(pages.transitionStyle == .pageCurl && pages.navigationOrientation == .vertical)
    }

    // docs/uikit-rules.md 15.6: without the app's other storyboards (a single storyboard file), a reference to one
    // is refused when performed, saying so, and nothing changes.
    @Test func aSegueToAStoryboardTheHostDoesNotHaveIsRefusedAndChangesNothing() throws {
        let flow = try FlowApp()

        #expect(throws: StoryboardError.referencedStoryboardNotFound("Other", referenceID: "Rf1-Vp-0a1", storyboard: "Flow")) {
            try flow.home.performSegueOrThrow(withIdentifier: "toOther", sender: nil)
        }
        #expect(flow.navigation.viewControllers.count == 1)
    }

    // docs/uikit-rules.md 8.2: an embed segue's destination is made with the source's view, prepared, and added as a
    // child filling the container view, before the source's viewDidLoad.
    @Test func anEmbedSegueAddsItsDestinationAsAChildInTheContainerViewBeforeViewDidLoad() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let container = storyboard.instantiateViewController(withIdentifier: "Container")
        #expect(container.children.isEmpty)

        container.loadViewIfNeeded()

        #expect(recorder.events == [
            "container.init", "embedded.init", "container.prepare(embed → embedded)", "embedded.viewDidLoad",
            "container.viewDidLoad",
        ])
        let child = try #require(container.children.first)
        let containerView = try #require(navView("containerView", in: container.view))
        #expect(child.parent === container)
        #expect(child.view.superview === containerView)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 335, height: 200))
    }

    @Test func anEmbeddedChildAppearsWithItsContainer() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let container = storyboard.instantiateViewController(withIdentifier: "Container")

        _ = try NavTestApp(root: container)

        #expect(recorder.events.filter { $0.hasPrefix("embedded.view") } == [
            "embedded.viewDidLoad", "embedded.viewWillAppear", "embedded.viewDidAppear",
        ])
    }

    // MARK: Performing (8.3)

    // docs/uikit-rules.md 8.3 and 7.5: performSegue does not ask shouldPerformSegue; the destination is made, then
    // prepared, then pushed (its view loads in the push).
    @Test func aShowSegueInsideANavigationControllerPushesInSegueOrder() throws {
        let flow = try FlowApp()

        flow.home.performSegue(withIdentifier: "next", sender: nil)
        flow.host.runUntilIdle()

        #expect(flow.recorder.events == [
            "detail.init", "home.prepare(next → detail)", "detail.viewDidLoad", "home.viewWillDisappear",
            "detail.viewWillAppear", "home.viewDidDisappear", "detail.viewDidAppear",
        ])
        #expect(flow.navigation.viewControllers.map(SGController.name(of:)) == ["home", "detail"])
    }

    @Test func aShowSegueOutsideANavigationControllerPresents() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        let app = try NavTestApp(root: detail)
        recorder.clear()

        detail.performSegue(withIdentifier: "deeper", sender: nil)
        app.host.runUntilIdle()

        #expect(recorder.events == [
            "deep.init", "detail.prepare(deeper → deep)", "deep.viewDidLoad", "deep.viewWillAppear",
            "deep.viewDidAppear",
        ], "an automatic (page sheet) presentation leaves the presenter's view: no callbacks for it")
        #expect(SGController.name(of: try #require(detail.presentedViewController)) == "deep")
    }

    // docs/uikit-rules.md 8.3: a segue a control triggers asks shouldPerformSegue first.
    @Test func tappingAStoryboardButtonWithASegueTriggersItInSegueOrder() throws {
        let flow = try FlowApp()

        try flow.app.tap(try flow.button("nextButton", of: flow.home))

        #expect(flow.recorder.events == [
            "home.shouldPerformSegue(next)", "detail.init", "home.prepare(next → detail)", "detail.viewDidLoad",
            "home.viewWillDisappear", "detail.viewWillAppear", "home.viewDidDisappear", "detail.viewDidAppear",
        ])
        #expect(flow.navigation.viewControllers.count == 2)
    }

    @Test func aTriggeredSegueRefusedByShouldPerformSegueMakesNothing() throws {
        let flow = try FlowApp()
        flow.home.allowsSegues = false

        try flow.app.tap(try flow.button("nextButton", of: flow.home))

        #expect(flow.recorder.events == ["home.shouldPerformSegue(next)"])
        #expect(flow.navigation.viewControllers.count == 1)
    }

    @Test func aPresentationSegueSetsItsStylesOnTheDestinationBeforePrepare() throws {
        let flow = try FlowApp()

        let segue = try flow.home.performSegueOrThrow(withIdentifier: "modal", sender: nil)
        flow.host.runUntilIdle()

        #expect(flow.home.styleSeenInPrepare == .fullScreen)
        #expect(segue.destination.modalTransitionStyle == .crossDissolve)
        #expect(flow.home.presentedViewController === segue.destination)
        #expect(flow.recorder.events == [
            "modal.init", "home.prepare(modal → modal)", "modal.viewDidLoad", "home.viewWillDisappear",
            "modal.viewWillAppear", "home.viewDidDisappear", "modal.viewDidAppear",
        ], "full screen: the presenter disappears")
    }

    // docs/uikit-rules.md 8.20, 7.10: a popover segue presents a popover anchored on its popoverAnchorView, which
    // an iPhone adapts to a form sheet.
    @Test func aPopoverSeguePresentsAPopoverAnchoredOnItsViewThatAnIPhoneShowsAsAFormSheet() throws {
        let flow = try FlowApp()

        let segue = try flow.home.performSegueOrThrow(withIdentifier: "pop", sender: nil)
        flow.host.runUntilIdle()

        #expect(segue.destination.modalPresentationStyle == .popover)
        #expect(segue.destination.presentationController?.presentationStyle == .formSheet)
        #expect(segue.destination.popoverPresentationController?.sourceView?.storyboardElementID == "Hm1-Bt-0a2")
        #expect(flow.home.presentedViewController === segue.destination)
    }

    // 8.20, 7.10: on iPad the same segue floats 13 pt below its anchor, the arrow up.
    @Test func aPopoverSegueOnIPadFloatsBesideItsAnchor() throws {
        let flow = try FlowApp(device: .iPad)
        let anchor = try #require(flow.home.view.subviews.first { $0.storyboardElementID == "Hm1-Bt-0a2" })

        let segue = try flow.home.performSegueOrThrow(withIdentifier: "pop", sender: nil)
        flow.host.runUntilIdle()

        let popover = try #require(segue.destination.popoverPresentationController)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        let anchorFrame = anchor.convert(anchor.bounds, to: nil)
        #expect(segue.destination.view.convert(segue.destination.view.bounds, to: nil).minY == anchorFrame.maxY + 13)
    }

    @Test func aLegacyPushSeguePushes() throws {
        let flow = try FlowApp()

        flow.home.performSegue(withIdentifier: "legacyPush", sender: nil)
        flow.host.runUntilIdle()

        #expect(flow.navigation.viewControllers.map(SGController.name(of:)) == ["home", "detail"])
    }

    @Test func aShowDetailSegueOutsideASplitViewControllerPresents() throws {
        let flow = try FlowApp()

        flow.home.performSegue(withIdentifier: "detail", sender: nil)
        flow.host.runUntilIdle()

        #expect(SGController.name(of: try #require(flow.home.presentedViewController)) == "detail")
    }

    // On an iPad (regular width, not collapsed); collapsed on an iPhone the primary shows it (docs/uikit-rules.md
    // 7.33, SplitPageTests).
    @Test func showDetailViewControllerFromAColumnReplacesTheSplitViewControllersSecondary() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let app = try NavTestApp(root: split, device: .iPad)
        let replacement = UIViewController()

        split.viewControllers[0].showDetailViewController(replacement, sender: nil)
        app.host.runUntilIdle()

        #expect(split.viewControllers.last === replacement)
        #expect(split.viewControllers[0].presentedViewController == nil)
    }

    @Test func aLegacyPushSegueOutsideANavigationControllerIsRefused() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let home = storyboard.instantiateViewController(withIdentifier: "Home")
        let app = try NavTestApp(root: home)
        recorder.clear()

        home.performSegue(withIdentifier: "legacyPush", sender: nil)
        app.host.runUntilIdle()

        #expect(recorder.events.isEmpty)
        #expect(app.host.problems.last?.contains("is not in a navigation controller") == true)
    }

    // docs/uikit-rules.md 8.3: an unknown identifier is an error, and nothing changes.
    @Test func performSegueWithAnUnknownIdentifierChangesNothingAndReports() throws {
        let flow = try FlowApp()

        flow.home.performSegue(withIdentifier: "nowhere", sender: nil)
        flow.host.runUntilIdle()

        #expect(flow.recorder.events.isEmpty)
        #expect(flow.navigation.viewControllers.count == 1 && flow.home.presentedViewController == nil)
        #expect(flow.host.problems.last
                == "performSegue(withIdentifier: \"nowhere\"): Receiver (SGHome) has no segue with identifier 'nowhere'. "
                + "Nothing was performed. Fix: set that identifier on a segue of the controller's scene in Xcode, "
                + "or use one it has.")
        #expect(throws: StoryboardError.unknownSegueIdentifier("nowhere", controller: "SGHome")) {
            try flow.home.performSegueOrThrow(withIdentifier: "nowhere", sender: nil)
        }
    }

    @Test func performSegueOnAControllerNotFromAStoryboardIsAnUnknownIdentifier() throws {
        let controller = UIViewController()

        #expect(throws: StoryboardError.unknownSegueIdentifier("next", controller: "UIViewController")) {
            try controller.performSegueOrThrow(withIdentifier: "next", sender: nil)
        }
    }

    @Test func aCustomSegueIsTheRegisteredSubclassAndItsPerformRuns() throws {
        let flow = try FlowApp()

        let segue = try flow.home.performSegueOrThrow(withIdentifier: "fade", sender: "sender")
        flow.host.runUntilIdle()

        #expect(segue is SGFadeSegue)
        #expect(segue.identifier == "fade" && segue.source === flow.home)
        #expect(Array(flow.recorder.events.prefix(3)) == ["detail.init", "home.prepare(fade → detail)", "fade.perform"])
        #expect(flow.navigation.viewControllers.map(SGController.name(of:)) == ["home", "detail"])
    }

    // docs/uikit-rules.md 15.12: a custom segue whose class nothing registered is performed as a modal
    // presentation with UIStoryboardSegue, and noted.
    @Test func aCustomSegueWhoseClassIsNotRegisteredIsPerformedAsAPresentation() throws {
        let flow = try FlowApp()

        let segue = try flow.home.performSegueOrThrow(withIdentifier: "ghost", sender: nil)
        flow.app.host.runUntilIdle()

        #expect(type(of: segue) == UIStoryboardSegue.self)
        #expect(Array(flow.recorder.events.prefix(2)) == ["detail.init", "home.prepare(ghost → detail)"])
        #expect(flow.tabs.presentedViewController === segue.destination)
        #expect(flow.storyboard.notes.contains { $0.hasPrefix("class 'SGGhostSegue' of segue 'ghost' is not registered: performed as a presentation segue") })
    }

    @Test func aSegueMadeWithAPerformHandlerRunsIt() {
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "x", source: UIViewController(), destination: UIViewController()) {
            performed += 1
        }

        segue.perform()

        #expect(performed == 1)
        UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()).perform()
    }

    // MARK: Unwinding (8.4)

    /// Home → Detail → Deep pushed, Modal presented full screen from Deep; settled, log cleared.
    private func flowAtModal() throws -> (FlowApp, UIViewController) {
        let flow = try FlowApp()
        flow.home.performSegue(withIdentifier: "next", sender: nil)
        flow.host.runUntilIdle()
        try #require(flow.navigation.topViewController).performSegue(withIdentifier: "deeper", sender: nil)
        flow.host.runUntilIdle()
        let deep = try #require(flow.navigation.topViewController)
        deep.performSegue(withIdentifier: "present", sender: nil)
        flow.host.runUntilIdle()
        let modal = try #require(deep.presentedViewController)
        flow.recorder.clear()
        return (flow, modal)
    }

    // docs/uikit-rules.md 8.4: prepare on the source, the action on the destination, then everything above the
    // destination goes: two levels popped (under the presented controller, without callbacks for the controllers
    // that never show again) and the presented one dismissed.
    @Test func unwindingFromAPresentedControllerPopsTwoLevelsAndDismissesRunningTheActionOnTheDestination() throws {
        let (flow, modal) = try flowAtModal()

        try flow.app.tap(try flow.button("doneButton", of: modal))

        #expect(flow.recorder.events == [
            "modal.shouldPerformSegue(backHome)", "modal.prepare(backHome → home)", "home.unwindToHome:",
            "modal.viewWillDisappear", "home.viewWillAppear", "modal.viewDidDisappear", "home.viewDidAppear",
        ])
        #expect(flow.navigation.viewControllers.map(SGController.name(of:)) == ["home"])
        #expect(flow.navigation.presentedViewController == nil)
        let segue = try #require(flow.home.unwindSegues.first)
        #expect(segue.identifier == "backHome" && segue.source === modal && segue.destination === flow.home)
    }

    @Test func unwindingWithNoControllerThatCanPerformTheActionChangesNothing() throws {
        let recorder = EventRecorder()
        let storyboard = try flowStoryboard(recorder)
        let deep = storyboard.instantiateViewController(withIdentifier: "Deep")
        let app = try NavTestApp(root: deep)
        deep.performSegue(withIdentifier: "present", sender: nil)
        app.host.runUntilIdle()
        let modal = try #require(deep.presentedViewController)
        recorder.clear()

        #expect(throws: StoryboardError.noUnwindDestination(action: "unwindToHome:", source: "SGController")) {
            try modal.performSegueOrThrow(withIdentifier: "backHome", sender: nil)
        }
        #expect(recorder.events.isEmpty)
        #expect(deep.presentedViewController === modal)
    }

    @Test func unwindingWithinANavigationStackPopsToTheDestination() throws {
        let flow = try FlowApp()
        flow.home.performSegue(withIdentifier: "next", sender: nil)
        flow.host.runUntilIdle()
        let detail = try #require(flow.navigation.topViewController)
        detail.performSegue(withIdentifier: "deeper", sender: nil)
        flow.host.runUntilIdle()
        let deep = try #require(flow.navigation.topViewController as? SGController)
        flow.recorder.clear()

        #expect(deep.unwindDestination(for: "unwindToHome:", sender: nil) === flow.home)
        #expect(detail.unwindDestination(for: "unwindToHome:", sender: nil) === flow.home)
        #expect(flow.home.unwindDestination(for: "unwindToHome:", sender: nil) == nil, "the source is not its own destination")
    }
}
