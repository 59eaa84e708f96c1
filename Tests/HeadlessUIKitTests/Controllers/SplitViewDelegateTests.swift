import Foundation
import Testing
@testable import HeadlessUIKit

/// Answers the split view's questions as set, and records what it was told.
final class SplitRecordingDelegate: UISplitViewControllerDelegate {
    var collapsesOntoPrimary = false
    var topColumn: UISplitViewController.Column?
    var showsDetailItself = false
    /// What `separateSecondaryFrom` answers (SplitCollapseTests, 7.29).
    var separated: UIViewController?
    var calls: [String] = []
    /// Whether `primaryViewController(forCollapsing:)`/`(forExpanding:)` are recorded (7.33), and their answers.
    var recordsPrimaryQuestions = false
    var primaryForCollapsing: UIViewController?
    var primaryForExpanding: UIViewController?
    /// The primary that `collapseSecondary` was asked with.
    var collapsedOnto: UIViewController?

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        if recordsPrimaryQuestions { calls.append("primaryForCollapsing") }
        return primaryForCollapsing
    }

    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        if recordsPrimaryQuestions { calls.append("primaryForExpanding") }
        return primaryForExpanding
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        calls.append("collapseSecondary")
        collapsedOnto = primaryViewController
        return collapsesOntoPrimary
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        calls.append("topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        calls.append("didExpand")
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        calls.append("separateSecondary")
        return separated
    }

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool {
        calls.append("showDetail")
        return showsDetailItself
    }
}

@MainActor
@Suite struct SplitViewDelegateTests {
    private func classic(_ recorder: EventRecorder, _ delegate: SplitRecordingDelegate)
        -> (UISplitViewController, ModalRecordingController, ModalRecordingController) {
        let split = UISplitViewController()
        split.delegate = delegate
        let primary = ModalRecordingController("primary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.viewControllers = [primary, secondary]
        return (split, primary, secondary)
    }

    // docs/uikit-rules.md 7.25: Xcode's master-detail template answers true while there is no detail to show, and
    // the iPhone then shows the primary alone; the secondary's view is never loaded.
    @Test func aDelegateThatCollapsesTheSecondaryLeavesThePrimaryOnAnIPhone() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.collapsesOntoPrimary = true
        let (split, primary, secondary) = classic(recorder, delegate)
        let host = try ModalLaunch.host(root: split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(delegate.calls == ["collapseSecondary"])
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.view.subviews == [primary.view])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!secondary.isViewLoaded)
        #expect(recorder.events(of: "primary") == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    // docs/uikit-rules.md 7.25, 7.33: answering false (or not implementing the method) lets the primary collapse
    // the secondary; a primary that is not a navigation controller does nothing with it, so the primary shows.
    @Test func aDelegateThatDeclinesLeavesAPrimaryThatIsNotANavigationControllerOnAnIPhone() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        let (split, primary, secondary) = classic(recorder, delegate)
        let host = try ModalLaunch.host(root: split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(delegate.calls == ["collapseSecondary"])
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.viewControllers == [primary])
        #expect(split.view.subviews == [primary.view])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!secondary.isViewLoaded)
        #expect(secondary.parent == nil)
        #expect(recorder.events == ["primary.viewDidLoad", "primary.viewWillAppear", "primary.viewDidAppear"])
    }

    // docs/uikit-rules.md 7.25, 7.26: a column-style split view proposes the secondary column; the delegate's
    // answer shows, and it hears that the interface collapsed. A compact column's controller, when there is one,
    // shows instead and the top column is not asked.
    @Test func aColumnStyleSplitViewAsksForItsTopColumnOrShowsItsCompactColumn() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        delegate.topColumn = .primary
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let primary = ModalRecordingController("primary", recorder)
        split.setViewController(primary, for: .primary)
        split.setViewController(ModalRecordingController("secondary", recorder), for: .secondary)
        let host = try ModalLaunch.host(root: split, device: .iPhone8)
        defer { withExtendedLifetime(host) {} }

        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === primary)
        #expect(delegate.calls == ["topColumn proposed secondary", "didCollapse"])
        let primaryNavigation = try #require(primary.navigationController)
        #expect(split.view.subviews == [primaryNavigation.view])
        #expect(primaryNavigation.viewControllers == [primary])

        let compactDelegate = SplitRecordingDelegate()
        let compactSplit = UISplitViewController(style: .doubleColumn)
        compactSplit.delegate = compactDelegate
        let compact = ModalRecordingController("compact", recorder)
        compactSplit.setViewController(ModalRecordingController("p", recorder), for: .primary)
        compactSplit.setViewController(ModalRecordingController("s", recorder), for: .secondary)
        compactSplit.setViewController(compact, for: .compact)
        let compactHost = try ModalLaunch.host(root: compactSplit, device: .iPhone8)
        defer { withExtendedLifetime(compactHost) {} }
        #expect(compactDelegate.calls == ["didCollapse"])
        let compactNavigation = try #require(compact.navigationController)
        #expect(compactSplit.view.subviews == [compactNavigation.view])
        #expect(compactSplit.viewControllers == [compactNavigation])
        #expect(compactNavigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // docs/uikit-rules.md 7.24: a preferred display mode arranges the columns in either orientation, with the
    // primary column's preferred width or fraction; the delegate hears each change of mode before it happens.
    @Test func thePreferredDisplayModeAndWidthArrangeTheColumnsOnAnIPad() throws {
        let recorder = EventRecorder()
        let delegate = SplitRecordingDelegate()
        let (split, primary, secondary) = classic(recorder, delegate)
        let host = try ModalLaunch.host(root: split, device: .iPad)
        defer { withExtendedLifetime(host) {} }
        #expect(split.displayMode == .secondaryOnly)

        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 448, height: 1024))

        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 384)
        #expect(secondary.view.frame == CGRect(x: 384, y: 0, width: 384, height: 1024))
        split.maximumPrimaryColumnWidth = 300
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 300, height: 1024))

        split.preferredDisplayMode = .secondaryOnly
        #expect(split.view.subviews == [secondary.view])
        #expect(delegate.calls == ["willChangeTo oneBesideSecondary", "willChangeTo secondaryOnly"])
    }

    // docs/uikit-rules.md 7.27: the display mode button hides a side-by-side primary, then brings it back.
    @Test func theDisplayModeButtonTogglesThePrimary() throws {
        let recorder = EventRecorder()
        let (split, primary, secondary) = classic(recorder, SplitRecordingDelegate())
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let button = split.displayModeButtonItem
        #expect(split.displayMode == .oneBesideSecondary)

        button.performTap()
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.view.subviews == [secondary.view])
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))

        button.performTap()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    }

    // docs/uikit-rules.md 7.26: the triple-column style puts the supplementary column between the primary and the
    // secondary; other styles have none, and setting one is reported.
    @Test func aTripleColumnSplitViewLaysOutThreeColumns() throws {
        let recorder = EventRecorder()
        let split = UISplitViewController(style: .tripleColumn)
        let primary = ModalRecordingController("primary", recorder)
        let supplementary = ModalRecordingController("supplementary", recorder)
        let secondary = ModalRecordingController("secondary", recorder)
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .twoBesideSecondary
        let host = try ModalLaunch.host(root: split, device: .iPad, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }

        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 768))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 384, height: 768))

        let double = UISplitViewController(style: .doubleColumn)
        double.setViewController(UIViewController(), for: .supplementary)
        #expect(double.viewController(for: .supplementary) == nil)
        #expect(host.problems.contains(
            "setViewController(_:for: .supplementary) on a doubleColumn split view controller: only the triple-column "
                + "style has a supplementary column. Fix: UISplitViewController(style: .tripleColumn)"))
    }
}
