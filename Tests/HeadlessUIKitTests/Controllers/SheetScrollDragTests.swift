import Foundation
import Testing
@testable import HeadlessUIKit

/// A page sheet whose content is a scroll view: the sheet takes a drag of content at its top, the content scrolls
/// otherwise (docs/uikit-rules.md 7.43).
@Suite @MainActor struct SheetScrollDragTests {
    typealias SheetWatcher = SheetDragTests.SheetWatcher

    /// A page sheet on an iPhone 8 with `detents`, settled, filled by a scroll view 2000 pt tall that follows the
    /// sheet's height.
    private func sheetWithList(_ app: ModalApp, detents: [UISheetPresentationController.Detent],
                               watcher: SheetWatcher, configure: (UISheetPresentationController) -> Void = { _ in })
        throws -> (ModalRecordingController, UISheetPresentationController, UIScrollView) {
        let modal = app.controller("sheet", style: .pageSheet)
        let sheet = try #require(modal.sheetPresentationController)
        sheet.detents = detents
        sheet.delegate = watcher
        configure(sheet)
        app.presentSettled(modal, from: app.root)
        let list = UIScrollView(frame: modal.view.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 375, height: 2000)
        modal.view.addSubview(list)
        app.host.runUntilIdle()
        app.recorder.clear()
        return (modal, sheet, list)
    }

    /// One finger down at (200, `y`), moved down by each amount in turn, 0.1 s apart; the finger stays down.
    private func drag(_ host: HeadlessHost, from y: CGFloat, by offsets: [CGFloat]) throws {
        try host.send([ViewTouch.began(1, 200, y)])
        for offset in offsets {
            host.advance(by: 0.1)
            try host.send([ViewTouch.moved(1, 200, y + offset)])
        }
    }

    // docs/uikit-rules.md 7.43, 7.39: content at its top hands a drag down to the sheet: the content stays at its
    // top, the sheet's top follows the finger, and the dismissal finishes as a drag on the sheet itself does:
    // 400 of 637 pt at 200 pt/s ends (1 - 400/637) × 0.35 = 0.13022 s after the lift.
    @Test func aDragDownOnContentAtItsTopDismissesTheSheet() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, _, list) = try sheetWithList(app, detents: [.large()], watcher: watcher)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(list.contentOffset == .zero)

        try drag(app.host, from: 100, by: [20, 200, 380, 400])
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
        ])
        #expect(modal.view.frame == CGRect(x: 0, y: 430, width: 375, height: 237))
        #expect(list.contentOffset == .zero)
        #expect(!list.isDragging)

        try app.host.send([ViewTouch.ended(1, 200, 500)])
        app.host.advance(by: 0.130)
        #expect(app.recorder.events.count == 3)
        app.host.advance(by: 0.001)
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
            "sheet.viewDidDisappear [dismissed]", "delegate.didDismiss",
        ])
        #expect(app.root.presentedViewController == nil)
    }

    // docs/uikit-rules.md 7.43: content scrolled down scrolls first: a drag down moves the content, not the sheet,
    // and nothing is asked of the delegate; once the content is back at its top a new drag moves the sheet.
    @Test func aDragDownOnScrolledContentScrollsItInstead() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, _, list) = try sheetWithList(app, detents: [.large()], watcher: watcher)
        list.contentOffset = CGPoint(x: 0, y: 300)

        try drag(app.host, from: 100, by: [20, 100, 200])
        #expect(list.isDragging)
        #expect(list.contentOffset == CGPoint(x: 0, y: 100))
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        try app.host.send([ViewTouch.ended(1, 200, 300)])
        app.host.runUntilIdle()
        #expect(app.recorder.events.isEmpty)
        #expect(app.root.presentedViewController === modal)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))

        list.contentOffset = .zero
        try drag(app.host, from: 100, by: [20, 60])
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
        ])
        #expect(modal.view.frame == CGRect(x: 0, y: 90, width: 375, height: 577))
        #expect(list.contentOffset == .zero)
        try app.host.send([ViewTouch.ended(1, 200, 160)])
        app.host.runUntilIdle()
    }

    // docs/uikit-rules.md 7.43, 7.40: at the medium detent, a drag up on content at its top expands the sheet
    // (prefersScrollingExpandsWhenScrolledToEdge, true by default) and the delegate hears of the large detent; at
    // the largest detent a drag up scrolls the content.
    @Test func aDragUpExpandsTheSheetBeforeTheContentScrolls() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, sheet, list) = try sheetWithList(app, detents: [.medium(), .large()], watcher: watcher)
        #expect(modal.view.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))

        try drag(app.host, from: 500, by: [-20, -150, -245, -250])
        #expect(modal.view.frame == CGRect(x: 0, y: 98.5, width: 375, height: 568.5))
        #expect(list.contentOffset == .zero)
        try app.host.send([ViewTouch.ended(1, 200, 250)])
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(app.recorder.events == ["delegate.detent com.apple.UIKit.large"])

        try drag(app.host, from: 500, by: [-20, -100, -200])
        #expect(list.contentOffset == CGPoint(x: 0, y: 200))
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        try app.host.send([ViewTouch.ended(1, 200, 300)])
        app.host.runUntilIdle()
        #expect(app.recorder.events == ["delegate.detent com.apple.UIKit.large"])
        #expect(sheet.selectedDetentIdentifier == .large)
    }

    // docs/uikit-rules.md 7.43: with prefersScrollingExpandsWhenScrolledToEdge false, a drag up at the medium
    // detent scrolls the content and the sheet stays; a drag down on content at its top still moves the sheet
    // (from the smallest detent, a dismissal).
    @Test func withoutScrollingExpansionADragUpScrollsAtTheMediumDetent() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, sheet, list) = try sheetWithList(app, detents: [.medium(), .large()], watcher: watcher) {
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        try drag(app.host, from: 500, by: [-20, -100, -150])
        #expect(list.contentOffset == CGPoint(x: 0, y: 150))
        #expect(modal.view.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))
        try app.host.send([ViewTouch.ended(1, 200, 350)])
        app.host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(app.recorder.events.isEmpty)

        list.contentOffset = .zero
        try drag(app.host, from: 400, by: [20, 100])
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
        ])
        #expect(modal.view.frame == CGRect(x: 0, y: 448.5, width: 375, height: 218.5))
        try app.host.send([ViewTouch.ended(1, 200, 500)])
        app.host.runUntilIdle()
    }
}
