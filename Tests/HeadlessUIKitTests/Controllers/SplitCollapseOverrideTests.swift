import Foundation
import Testing
@testable import HeadlessUIKit

/// A split view delegate that records into the controllers' recorder, so its questions and the controllers'
/// callbacks read as one sequence; it answers as a delegate that implements nothing unless told.
@MainActor
final class SplitOrderDelegate: UISplitViewControllerDelegate {
    let recorder: EventRecorder
    var collapsesItself = false
    var separated: UIViewController?

    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        recorder.record("delegate.collapseSecondary")
        return collapsesItself
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        recorder.record("delegate.separateSecondary")
        return separated
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        recorder.record("delegate.willChangeTo \(displayMode)")
    }
}

/// A primary navigation controller that keeps a detail with no title (an empty placeholder) off its stack when the
/// split view collapses, and otherwise lets UIKit's default push it: the override real apps write.
@MainActor
final class PlaceholderSkippingNavigation: UINavigationController {
    var recorder: EventRecorder?

    override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                  for splitViewController: UISplitViewController) {
        let top = (secondaryViewController as? UINavigationController)?.topViewController ?? secondaryViewController
        recorder?.record("masterNavigation.collapseSecondary \(top.title ?? "placeholder")")
        guard top.title != nil else { return }
        super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
    }

    override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        recorder?.record("masterNavigation.separateSecondary")
        return super.separateSecondaryViewController(for: splitViewController)
    }
}

/// A primary that is not a navigation controller and shows the collapsed secondary inside its own view, filling
/// it, then hands it back when the split view expands.
@MainActor
final class EmbeddingPrimary: ModalRecordingController {
    var separates = true

    override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                  for splitViewController: UISplitViewController) {
        recorder.record("primary.collapseSecondary")
        addChild(secondaryViewController)
        secondaryViewController.view.frame = view.bounds
        view.addSubview(secondaryViewController.view)
        secondaryViewController.didMove(toParent: self)
    }

    override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        recorder.record("primary.separateSecondary")
        guard separates, let embedded = children.first else { return nil }
        embedded.willMove(toParent: nil)
        embedded.view.removeFromSuperview()
        embedded.removeFromParent()
        return embedded
    }
}

@MainActor
@Suite struct SplitCollapseOverrideTests {
    private static let plus = DeviceProfile.named("iphone-8-plus")!

    /// A classic split view whose master is a `PlaceholderSkippingNavigation` and whose detail navigation
    /// controller holds `detail`.
    private static func masterDetail(_ recorder: EventRecorder, detail: ModalRecordingController,
                                     delegate: SplitOrderDelegate)
        -> (UISplitViewController, PlaceholderSkippingNavigation, UINavigationController, ModalRecordingController) {
        let master = ModalRecordingController("master", recorder)
        master.title = "Master"
        let masterNavigation = PlaceholderSkippingNavigation(rootViewController: master)
        masterNavigation.recorder = recorder
        let detailNavigation = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNavigation, detailNavigation]
        return (split, masterNavigation, detailNavigation, master)
    }

    // docs/uikit-rules.md 7.41: the delegate answering false, the split view asks the primary navigation
    // controller's collapseSecondaryViewController(_:for:); an override that does not call super keeps the
    // placeholder detail off the stack, so the master shows alone, full screen.
    @Test func anOverriddenCollapseKeepsAPlaceholderDetailOffTheMasterStack() throws {
        let recorder = EventRecorder()
        let delegate = SplitOrderDelegate(recorder)
        let placeholder = ModalRecordingController("placeholder", recorder)
        let (split, masterNavigation, detailNavigation, master) = Self.masterDetail(recorder, detail: placeholder,
                                                                                     delegate: delegate)
        let host = try ModalLaunch.host(root: split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(recorder.events == [
            "delegate.collapseSecondary", "masterNavigation.collapseSecondary placeholder", "master.viewDidLoad",
            "master.viewWillAppear", "master.viewDidAppear",
        ])
        #expect(split.viewControllers == [masterNavigation])
        #expect(masterNavigation.viewControllers == [master])
        #expect(detailNavigation.viewControllers == [placeholder])
        #expect(detailNavigation.parent == nil)
        #expect(split.view.subviews == [masterNavigation.view])
        #expect(masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!placeholder.isViewLoaded)
    }

    // docs/uikit-rules.md 7.41, 7.28-7.30: an override that calls super gets UIKit's default: the detail is pushed
    // when collapsing, and when an iPhone Plus turns to landscape the override of separateSecondaryViewController
    // is asked after the delegate and super pops the detail back into its column.
    @Test func anOverrideThatCallsSuperCollapsesAndSeparatesAsUIKitDoes() throws {
        let recorder = EventRecorder()
        let delegate = SplitOrderDelegate(recorder)
        let detail = ModalRecordingController("detail", recorder)
        detail.title = "Detail"
        let (split, masterNavigation, detailNavigation, master) = Self.masterDetail(recorder, detail: detail,
                                                                                     delegate: delegate)
        let host = try ModalLaunch.host(root: split, device: Self.plus)
        defer { withExtendedLifetime(host) {} }
        #expect(recorder.events == [
            "delegate.collapseSecondary", "masterNavigation.collapseSecondary Detail", "detail.viewDidLoad",
            "detail.viewWillAppear", "detail.viewDidAppear",
        ])
        #expect(masterNavigation.viewControllers == [master, detail])
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))

        recorder.clear()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(recorder.events == [
            "master.viewWillTransition(736x414)", "detail.viewWillTransition(736x414)",
            "delegate.separateSecondary", "masterNavigation.separateSecondary", "master.viewDidLoad",
            "detail.viewWillDisappear", "master.viewWillAppear", "detail.viewDidDisappear", "master.viewDidAppear",
            "delegate.willChangeTo oneBesideSecondary", "detail.viewWillAppear", "detail.viewDidAppear",
        ])
        #expect(split.viewControllers == [masterNavigation, detailNavigation])
        #expect(masterNavigation.viewControllers == [master])
        #expect(detailNavigation.viewControllers == [detail])
        #expect(masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 414))
        #expect(detailNavigation.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
    }

    // docs/uikit-rules.md 7.41: a primary that is not a navigation controller may take the secondary into its own
    // view when collapsing and give it back when expanding; the split view shows what it returns as the secondary.
    @Test func aPlainPrimaryCanEmbedTheSecondaryAndGiveItBack() throws {
        let recorder = EventRecorder()
        let delegate = SplitOrderDelegate(recorder)
        let primary = EmbeddingPrimary("primary", recorder)
        let detail = ModalRecordingController("detail", recorder)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [primary, detail]
        let host = try ModalLaunch.host(root: split, device: Self.plus)
        defer { withExtendedLifetime(host) {} }

        #expect(split.viewControllers == [primary])
        #expect(detail.parent === primary)
        #expect(split.view.subviews == [primary.view])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(detail.view.superview === primary.view)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(recorder.events == [
            "delegate.collapseSecondary", "primary.collapseSecondary", "detail.viewDidLoad", "primary.viewDidLoad",
            "primary.viewWillAppear", "detail.viewWillAppear", "primary.viewDidAppear", "detail.viewDidAppear",
        ])

        recorder.clear()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        // The detail moves from the primary's view to its column while appeared: it hears no appearance
        // callbacks here (UIKit may send a disappear/appear pair for the moment it is out of the window).
        #expect(recorder.events == [
            "primary.viewWillTransition(736x414)", "detail.viewWillTransition(736x414)",
            "delegate.separateSecondary", "primary.separateSecondary", "delegate.willChangeTo oneBesideSecondary",
        ])
        #expect(split.viewControllers == [primary, detail])
        #expect(detail.parent === split)
        #expect(split.view.subviews == [primary.view, detail.view])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 414))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
    }

    // docs/uikit-rules.md 7.41: the delegate comes first: a delegate that collapses the secondary itself, or gives
    // the secondary when expanding, leaves the primary's methods unasked.
    @Test func theDelegatesAnswersComeBeforeThePrimarysMethods() throws {
        let recorder = EventRecorder()
        let delegate = SplitOrderDelegate(recorder)
        delegate.collapsesItself = true
        let chosen = ModalRecordingController("chosen", recorder)
        delegate.separated = chosen
        let primary = EmbeddingPrimary("primary", recorder)
        let detail = ModalRecordingController("detail", recorder)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [primary, detail]
        let host = try ModalLaunch.host(root: split, device: Self.plus)
        defer { withExtendedLifetime(host) {} }
        #expect(primary.children.isEmpty)
        #expect(!detail.isViewLoaded)

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(recorder.events.filter { $0.hasPrefix("delegate.") || $0.hasSuffix("Secondary") } == [
            "delegate.collapseSecondary", "delegate.separateSecondary", "delegate.willChangeTo oneBesideSecondary",
        ])
        #expect(split.viewControllers == [primary, chosen])
        #expect(chosen.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
    }

    // docs/uikit-rules.md 7.41 (UIHost's choice): a separateSecondaryViewController(for:) answering nil leaves
    // the secondary the split view had, as UIKit's default answers.
    @Test func aSeparationAnsweringNilBringsBackThePreviousSecondary() throws {
        let recorder = EventRecorder()
        let primary = EmbeddingPrimary("primary", recorder)
        primary.separates = false
        let detail = ModalRecordingController("detail", recorder)
        let split = UISplitViewController()
        split.viewControllers = [primary, detail]
        let host = try ModalLaunch.host(root: split, device: Self.plus)
        defer { withExtendedLifetime(host) {} }
        // The primary kept the detail as its child: the split view takes it back into the secondary column.
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(split.viewControllers == [primary, detail])
        #expect(detail.parent === split)
        #expect(primary.children.isEmpty)
        #expect(detail.view.superview === split.view)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 416, height: 414))
    }
}
