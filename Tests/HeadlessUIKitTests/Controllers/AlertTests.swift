import Foundation
import Testing
@testable import HeadlessUIKit

/// UIAlertController presented through the modal machinery (docs/uikit-rules.md 6.6, 7.7).
@Suite @MainActor struct AlertTests {
    private func present(_ alert: UIAlertController) throws -> ViewTestApp {
        let app = try ViewTestApp()
        app.rootViewController.present(alert, animated: true)
        app.host.runUntilIdle()
        app.host.clearCallbackLog()
        return app
    }

    /// The window point at the centre of an action's button.
    private func center(of action: UIAlertAction) throws -> CGPoint {
        let button = try #require(action.button)
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    // docs/uikit-rules.md 6.6: tapping an action dismisses the alert, then runs its handler.
    @Test func tappingAnActionDismissesThenRunsTheHandler() throws {
        var seenAtHandler: (log: [String], presented: Bool)?
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        var app: ViewTestApp!
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            seenAtHandler = (app.host.callbacks.names(for: alert), app.rootViewController.presentedViewController != nil)
        })
        app = try present(alert)
        let point = try center(of: alert.actions[0])
        try app.host.tap(at: point)
        #expect(seenAtHandler == nil, "the handler waits for the dismissal")
        app.host.runUntilIdle()
        #expect(seenAtHandler?.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(seenAtHandler?.presented == false)
        // docs/uikit-rules.md 7.7: the presenter's view stayed, so it had no appearance callbacks.
        #expect(app.host.callbacks.names(for: app.rootViewController) == [])
    }

    // docs/uikit-rules.md 6.6: two actions sit side by side, cancel on the left, in a 270 pt box centred on screen.
    @Test func alertLayoutPutsCancelLeftOfTwoActions() throws {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let app = try present(alert)
        // Header: 20 + 21 (title) + 4 + 16 (message) + 20 = 81; buttons 44: a 125 pt box at y floor((667 − 125) / 2).
        let content = try #require(alert.view as? AlertContentView)
        #expect(content.box.frame == CGRect(x: 52.5, y: 271, width: 270, height: 125))
        let ok = try #require(alert.actions[0].button), cancel = try #require(alert.actions[1].button)
        #expect(cancel.convert(cancel.bounds, to: nil) == CGRect(x: 52.5, y: 352, width: 135, height: 44))
        #expect(ok.convert(ok.bounds, to: nil) == CGRect(x: 187.5, y: 352, width: 135, height: 44))
        #expect(app.window.subviews.last === alert.view)
    }

    // docs/uikit-rules.md 6.6: an action sheet stacks its actions above a separate cancel group at the bottom; a tap
    // outside runs the cancel action.
    @Test func actionSheetStacksActionsAndATapOutsideCancels() throws {
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for (title, style) in [("Delete", UIAlertAction.Style.destructive), ("Cancel", .cancel), ("Share", .default)] {
            sheet.addAction(UIAlertAction(title: title, style: style) { chosen.append($0.title ?? "") })
        }
        let app = try present(sheet)
        let frames = try sheet.actions.map { action -> CGRect in
            let button = try #require(action.button)
            return button.convert(button.bounds, to: nil)
        }
        // Cancel: 8 pt from the bottom (667 − 8 − 57); the box ends 8 pt above it and holds the others in order.
        #expect(frames == [CGRect(x: 8, y: 480, width: 359, height: 57), CGRect(x: 8, y: 602, width: 359, height: 57),
                           CGRect(x: 8, y: 537, width: 359, height: 57)])
        try app.host.tap(at: CGPoint(x: 180, y: 100))
        app.host.runUntilIdle()
        #expect(chosen == ["Cancel"] && app.rootViewController.presentedViewController == nil)
    }

    // docs/uikit-rules.md 6.6: return in an alert's text field performs the preferred action; typed text is there.
    @Test func returnInATextFieldPerformsThePreferredAction() throws {
        var typed: String?
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Your name" }
        let save = UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in typed = alert.textFields?.first?.text }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        let app = try present(alert)
        let field = try #require(alert.textFields?.first)
        let frame = field.convert(field.bounds, to: nil)
        try app.host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        try app.host.type("Ada\n")
        app.host.runUntilIdle()
        #expect(typed == "Ada" && app.rootViewController.presentedViewController == nil)
    }

    // docs/uikit-rules.md 6.6: where UIKit raises, the runtime reports and ignores; a disabled action cannot be tapped.
    @Test func misuseIsReportedAndDisabledActionsCannotBeTapped() throws {
        let app = try ViewTestApp()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.isEnabled = false
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"] && alert.preferredAction == nil && sheet.textFields == nil)
        app.rootViewController.present(alert, animated: true)
        app.host.runUntilIdle()
        #expect(app.host.problems.suffix(3) == [
            "UIAlertController can only have one action with the .cancel style; \"Also cancel\" ignored",
            "UIAlertController.preferredAction must be one of its actions (add it with addAction first); ignored",
            "text fields can only be added to an alert controller of style .alert; ignored on an action sheet",
        ])
        try app.host.tap(at: try center(of: ok))
        app.host.runUntilIdle()
        #expect(app.rootViewController.presentedViewController === alert)
    }
}
