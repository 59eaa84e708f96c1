import Foundation
import Testing
@testable import HeadlessUIKit

/// A sheet's delegate and custom detents resolved on the main actor (docs/uikit-rules.md 6.30).
@Suite @MainActor struct SheetDelegateTests {
    final class SheetOwner: UIViewController, UISheetPresentationControllerDelegate {
        var detentChanges = 0
        var preferredHeight: CGFloat = 250
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            detentChanges += 1
        }
    }

    // 6.30: a sheet delegate is a presentation controller delegate; detents the app selects move the sheet without
    // telling it; a custom resolver reads main-actor state and runs again on `invalidateDetents()`.
    @Test func aSheetDelegateIsNotToldOfDetentsTheAppSelects() throws {
        let app = try ModalApp()
        let owner = SheetOwner()
        let modal = app.controller("sheet", style: .pageSheet)
        let sheet = try #require(modal.sheetPresentationController)
        sheet.detents = [.custom { _ in owner.preferredHeight }, .large()]
        sheet.delegate = owner
        #expect(sheet.delegate === owner)

        app.root.present(modal, animated: false)
        app.host.runUntilIdle()
        #expect(modal.view.frame == CGRect(x: 0, y: 417, width: 375, height: 250))

        sheet.selectedDetentIdentifier = .large
        #expect(modal.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        sheet.selectedDetentIdentifier = nil
        owner.preferredHeight = 100
        sheet.invalidateDetents()
        #expect(modal.view.frame == CGRect(x: 0, y: 567, width: 375, height: 100))
        #expect(owner.detentChanges == 0)
    }
}
