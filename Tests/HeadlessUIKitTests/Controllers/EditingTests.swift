import Foundation
import Testing
@testable import HeadlessUIKit

/// docs/uikit-rules.md 7.1 (issue 4): isEditing, setEditing(_:animated:) and editButtonItem.
@Suite @MainActor struct EditingTests {
    private final class EditingController: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
    }

    @Test func tappingTheEditButtonTogglesEditingThroughSetEditing() throws {
        let root = EditingController()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let app = try NavTestApp(root: UINavigationController(rootViewController: root))
        #expect(root.editButtonItem.title == "Edit")
        let button = try #require(navView("right.0", in: app.window))
        try app.tap(button)
        #expect(root.isEditing)
        #expect(root.editButtonItem.title == "Done")
        #expect(root.editButtonItem.style == .done)
        try app.tap(try #require(navView("right.0", in: app.window)))
        #expect(!root.isEditing)
        #expect(root.calls == ["setEditing(true, animated: true)", "setEditing(false, animated: true)"])
    }

    @Test func settingIsEditingCallsSetEditingWithoutAnimation() {
        let controller = EditingController()
        controller.isEditing = true
        #expect(controller.calls == ["setEditing(true, animated: false)"])
        #expect(controller.editButtonItem.title == "Done")
    }
}
