import Foundation
import Testing
@testable import HeadlessUIKit

/// Records a search bar's, a search controller's and an updater's calls in one list.
@MainActor
final class SearchRecorder: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        recorder.record("shouldBeginEditing")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { recorder.record("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { recorder.record("didEndEditing") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        recorder.record("shouldChange(\(range.location),\(range.length),'\(text)')")
        return text != "!"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { recorder.record("textDidChange(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { recorder.record("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { recorder.record("cancelButtonClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        recorder.record("scope(\(selectedScope))")
    }

    func willPresentSearchController(_ searchController: UISearchController) { recorder.record("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { recorder.record("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { recorder.record("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { recorder.record("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        recorder.record("update('\(searchController.searchBar.text ?? "")', active \(searchController.isActive))")
    }
}

@MainActor
func tapCenter(of view: UIView, host: HeadlessHost) throws {
    let frame = view.convert(view.bounds, to: nil)
    try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    host.runUntilIdle()
}

@MainActor
@Suite struct SearchControllerTests {
    // MARK: UISearchBar (docs/uikit-rules.md 6.11)

    @Test func aSearchBarTurnsTypingIntoItsDelegatesCalls() throws {
        let app = try ModalApp()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        let search = SearchRecorder(app.recorder)
        bar.delegate = search
        bar.placeholder = "Search"
        app.root.view.addSubview(bar)
        app.root.view.layoutIfNeeded()
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))

        try tapCenter(of: bar.searchTextField, host: app.host)
        _ = try app.host.type("a!b")
        _ = try app.host.press(.return)

        #expect(app.recorder.events == [
            "shouldBeginEditing", "didBeginEditing",
            "shouldChange(0,0,'a')", "textDidChange(a)", "shouldChange(1,0,'!')", "shouldChange(1,0,'b')",
            "textDidChange(ab)", "searchButtonClicked",
        ])
        #expect(bar.text == "ab")
        #expect(bar.isFirstResponder)

        bar.text = "code"  // set in code: the delegate hears nothing
        #expect(app.recorder.events.last == "searchButtonClicked")
    }

    @Test func theCancelButtonNarrowsTheFieldAndTellsTheDelegate() throws {
        let app = try ModalApp()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        let search = SearchRecorder(app.recorder)
        bar.delegate = search
        app.root.view.addSubview(bar)

        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let cancel = try #require(bar.subviews.first { $0.accessibilityLabel == "Cancel" })
        // Cancel is its title's width plus 16 pt, at least 44, at the right; the field stops 8 pt before it.
        #expect(cancel.frame.maxX == 367)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)

        try tapCenter(of: cancel, host: app.host)
        #expect(app.recorder.events == ["cancelButtonClicked"])
    }

    // MARK: UISearchController (6.12)

    private func searchApp(results: UIViewController?) throws
        -> (host: HeadlessHost, window: UIWindow, root: ModalRecordingController, search: UISearchController,
            recorder: SearchRecorder, events: EventRecorder) {
        let events = EventRecorder()
        let root = ModalRecordingController("root", events)
        let navigation = UINavigationController(rootViewController: root)
        let controller = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder(events)
        controller.searchBar.delegate = recorder
        controller.delegate = recorder
        controller.searchResultsUpdater = recorder
        root.navigationItem.searchController = controller
        root.title = "Mail"
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        events.clear()
        return (host, host.keyWindow!, root, controller, recorder, events)
    }

    @Test func aNavigationItemsSearchBarShowsBelowTheTitleRowAndPushesTheSafeAreaDown() throws {
        let app = try searchApp(results: nil)
        let bar = app.search.searchBar
        #expect(bar.window === app.window)
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 64, width: 375, height: 52))
        #expect(abs(app.root.view.safeAreaInsets.top - (20 + 44 + 52)) < 1e-9)
        #expect(!app.search.isActive)
    }

    @Test func tappingTheFieldActivatesTheSearchAndTypingUpdatesTheResults() throws {
        let results = ModalRecordingController("results", EventRecorder())
        let app = try searchApp(results: results)

        try tapCenter(of: app.search.searchBar.searchTextField, host: app.host)

        #expect(app.events.events == [
            "shouldBeginEditing", "willPresent", "update('', active true)", "didBeginEditing", "didPresent",
        ])
        #expect(app.search.isActive)
        #expect(app.search.presentingViewController === app.root.navigationController)
        // Below the search bar, to the bottom; the results stay hidden while the text is empty, the rest dimmed.
        #expect(app.search.view.convert(app.search.view.bounds, to: nil) == CGRect(x: 0, y: 116, width: 375, height: 551))
        #expect(results.view.isHidden)
        #expect(app.search.view.backgroundColor == UISearchController.dimmingColor)
        #expect(app.search.searchBar.showsCancelButton)
        app.events.clear()

        _ = try app.host.type("in")

        #expect(app.events.events == [
            "shouldChange(0,0,'i')", "textDidChange(i)", "update('i', active true)",
            "shouldChange(1,0,'n')", "textDidChange(in)", "update('in', active true)",
        ])
        #expect(!results.view.isHidden)
        #expect(app.search.view.backgroundColor == nil)
    }

    @Test func cancelClearsTheTextAndDeactivatesTheSearch() throws {
        let app = try searchApp(results: UIViewController())
        try tapCenter(of: app.search.searchBar.searchTextField, host: app.host)
        _ = try app.host.type("x")
        app.events.clear()

        let cancel = try #require(app.search.searchBar.subviews.first { $0.accessibilityLabel == "Cancel" })
        try tapCenter(of: cancel, host: app.host)

        #expect(app.events.events == [
            "cancelButtonClicked", "willDismiss", "didEndEditing", "update('', active false)", "didDismiss",
        ])
        #expect(!app.search.isActive)
        #expect(app.search.searchBar.text == "")
        #expect(!app.search.searchBar.showsCancelButton)
        #expect(app.root.navigationController?.presentedViewController == nil)
        #expect(app.search.viewIfLoaded?.window == nil)
    }

    @Test func aTapOnTheDimmedBackgroundEndsTheSearch() throws {
        let app = try searchApp(results: nil)
        try tapCenter(of: app.search.searchBar.searchTextField, host: app.host)
        app.events.clear()

        try app.host.tap(at: CGPoint(x: 200, y: 400))
        app.host.runUntilIdle()

        #expect(app.events.events == ["willDismiss", "didEndEditing", "didDismiss"])
        #expect(!app.search.isActive)
    }

    @Test func settingIsActivePresentsWithoutFocusingTheBar() throws {
        let app = try searchApp(results: nil)

        app.search.isActive = true
        app.host.runUntilIdle()

        #expect(app.events.events == ["willPresent", "update('', active true)", "didPresent"])
        #expect(!app.search.searchBar.isFirstResponder)
        app.search.isActive = false
        app.host.runUntilIdle()
        #expect(app.events.events.suffix(2) == ["willDismiss", "didDismiss"])
    }

    @Test func scopeButtonsShowWhileActiveAndUpdateTheResults() throws {
        let app = try searchApp(results: nil)
        app.search.searchBar.scopeButtonTitles = ["All", "Unread"]
        try tapCenter(of: app.search.searchBar.searchTextField, host: app.host)
        #expect(app.search.searchBar.showsScopeBar)
        #expect(app.search.searchBar.intrinsicContentSize.height == 100)
        // In the navigation bar the row grows by the scope bar's 44 pt, and the results start below it.
        #expect(abs(app.search.searchBar.frame.height - (52 + 44)) < 1e-9)
        #expect(abs(app.search.view.convert(app.search.view.bounds, to: nil).minY - (64 + 96)) < 1e-9)
        app.events.clear()

        let scopes = try #require(app.search.searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        let frame = scopes.convert(scopes.bounds, to: nil)
        try app.host.tap(at: CGPoint(x: frame.maxX - 20, y: frame.midY))
        app.host.runUntilIdle()

        #expect(app.events.events == ["scope(1)", "update('', active true)"])
        #expect(app.search.searchBar.selectedScopeButtonIndex == 1)
    }
}
