import Foundation
import Testing
@testable import HeadlessUIKit

/// A finger dragging a page sheet: down to dismiss it, between detents (docs/uikit-rules.md 7.39-7.40).
@Suite @MainActor struct SheetDragTests {
    /// Records the presentation delegate's calls into the app's recorder, and can refuse dismissal.
    final class SheetWatcher: UISheetPresentationControllerDelegate {
        let recorder: EventRecorder
        var allowsDismissal = true
        init(_ recorder: EventRecorder) { self.recorder = recorder }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            recorder.record("delegate.shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            recorder.record("delegate.willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            recorder.record("delegate.didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            recorder.record("delegate.didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            recorder.record("delegate.detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    /// A page sheet presented over the root on an iPhone 8 and settled, with `detents`.
    private func presentedSheet(_ app: ModalApp, detents: [UISheetPresentationController.Detent],
                                watcher: SheetWatcher) throws -> (ModalRecordingController, UISheetPresentationController) {
        let modal = app.controller("sheet", style: .pageSheet)
        let sheet = try #require(modal.sheetPresentationController)
        sheet.detents = detents
        sheet.delegate = watcher
        app.presentSettled(modal, from: app.root)
        return (modal, sheet)
    }

    /// One finger down at (200, `y`), moved down by each amount in turn, 0.1 s apart.
    private func drag(_ host: HeadlessHost, from y: CGFloat, by offsets: [CGFloat]) throws {
        try host.send([ViewTouch.began(1, 200, y)])
        for offset in offsets {
            host.advance(by: 0.1)
            try host.send([ViewTouch.moved(1, 200, y + offset)])
        }
    }

    // docs/uikit-rules.md 7.39: dragged down past halfway the sheet is dismissed: asked and announced when the
    // drag begins, the sheet follows the finger, and the dismissal ends the rest of its 0.35 s after the lift.
    @Test func aSheetDraggedDownPastHalfwayIsDismissed() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, _) = try presentedSheet(app, detents: [.large()], watcher: watcher)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))

        try drag(app.host, from: 100, by: [20, 200, 380, 400])
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
        ])
        #expect(modal.view.frame == CGRect(x: 0, y: 430, width: 375, height: 237), "the top follows the finger")
        app.host.advance(by: 3)
        #expect(app.recorder.events.count == 3, "held while the finger is down")

        // 400 of 637 pt at 200 pt/s: finishes in (1 - 400/637) × 0.35 = 0.13022 s.
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

    // docs/uikit-rules.md 7.39: a short slow drag is cancelled after the part travelled: the sheet appears again
    // where it was and the delegate hears no didDismiss.
    @Test func aShortDragIsCancelledAndTheSheetComesBack() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, _) = try presentedSheet(app, detents: [.large()], watcher: watcher)
        try drag(app.host, from: 100, by: [20, 60, 100, 105])
        try app.host.send([ViewTouch.ended(1, 200, 205)])
        app.host.runUntilIdle()
        #expect(app.recorder.events == [
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
            "sheet.viewWillAppear", "sheet.viewDidAppear",
        ])
        #expect(app.root.presentedViewController === modal)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    }

    // docs/uikit-rules.md 7.39: a sheet that may not be dismissed stays put, and the delegate hears the attempt.
    @Test func aRefusedDismissalLeavesTheSheetAndTellsTheDelegate() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        watcher.allowsDismissal = false
        let (modal, _) = try presentedSheet(app, detents: [.large()], watcher: watcher)
        _ = try app.host.swipe(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600))
        app.host.runUntilIdle()
        #expect(app.recorder.events == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(app.root.presentedViewController === modal)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    }

    // docs/uikit-rules.md 7.40: dragged up from medium the sheet rests at large and the delegate hears of it;
    // dragged down from large it rests at medium; dragged down from medium it is dismissed.
    @Test func aSheetDraggedBetweenDetentsTellsTheDelegateWhereItRests() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, sheet) = try presentedSheet(app, detents: [.medium(), .large()], watcher: watcher)
        #expect(modal.view.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))

        // Up by 250 pt, slowly: 568.5 pt tall at the lift, nearer large (637) than medium (318.5).
        try drag(app.host, from: 400, by: [-20, -150, -245, -250])
        #expect(modal.view.frame == CGRect(x: 0, y: 98.5, width: 375, height: 568.5))
        try app.host.send([ViewTouch.ended(1, 200, 150)])
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(app.recorder.events == ["delegate.detent com.apple.UIKit.large"])

        // A flick down of 60 pt goes on to the next detent down.
        _ = try app.host.swipe(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 160), duration: 0.1, steps: 4)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(modal.view.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))

        // From the smallest detent, down is a dismissal.
        _ = try app.host.swipe(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 660), duration: 0.2, steps: 4)
        app.host.runUntilIdle()
        #expect(app.recorder.events == [
            "delegate.detent com.apple.UIKit.large", "delegate.detent com.apple.UIKit.medium",
            "delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear [dismissed]",
            "sheet.viewDidDisappear [dismissed]", "delegate.didDismiss",
        ])
        #expect(app.root.presentedViewController == nil)
    }

    // docs/uikit-rules.md 7.39, 7.43: touches outside the sheet, and in content scrolled away from its top, are not
    // the sheet's; a sideways drag moves nothing.
    @Test func touchesOffTheSheetOrSidewaysMoveNothing() throws {
        let app = try ModalApp()
        let watcher = SheetWatcher(app.recorder)
        let (modal, sheet) = try presentedSheet(app, detents: [.medium(), .large()], watcher: watcher)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        list.contentSize = CGSize(width: 375, height: 1000)
        list.contentOffset = CGPoint(x: 0, y: 100)
        modal.view.addSubview(list)

        _ = try app.host.swipe(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 20))   // above the sheet
        _ = try app.host.swipe(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 380))  // in the scroll view
        _ = try app.host.swipe(from: CGPoint(x: 50, y: 600), to: CGPoint(x: 300, y: 590))   // sideways
        app.host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(modal.view.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))
        #expect(app.recorder.events.isEmpty)
        #expect(list.contentOffset.y > 220, "the list scrolled by the drag's 120 pt, then glided")
    }
}
