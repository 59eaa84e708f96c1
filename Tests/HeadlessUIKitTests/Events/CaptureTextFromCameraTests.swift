import Foundation
import Testing
@testable import HeadlessUIKit

/// Live Text's camera capture (docs/uikit-rules.md 6.76): a host has no camera.
@Suite @MainActor struct CaptureTextFromCameraTests {
    // 6.76: no responder can capture: text fields answer false, so apps that check first offer no camera button.
    @Test func noResponderCanCaptureTextFromTheCamera() throws {
        let app = try ViewTestApp(device: .iPhone8)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        app.delegate.window?.rootViewController?.view.addSubview(field)
        #expect(!field.canPerformAction(Selector("captureTextFromCamera:"), withSender: field))
        #expect(!UITextView().canPerformAction(Selector("captureTextFromCamera:"), withSender: nil))
    }

    // 6.76: the system action is titled Scan Text with its symbol; performing it reports the missing camera and
    // leaves the field's text.
    @Test func theActionReportsTheMissingCameraAndLeavesTheText() throws {
        let app = try ViewTestApp(device: .iPhone8)
        let field = UITextField(frame: .zero)
        field.text = "kept"
        let action = UIAction.captureTextFromCamera(responder: field, identifier: nil)
        #expect(action.title == "Scan Text" && action.image?.isSymbolImage == true)
        action.perform(from: nil)
        #expect(field.text == "kept")
        #expect(app.host.problems.last?.hasPrefix("captureTextFromCamera(_:) on UITextField: the host has no camera") == true)
    }
}
