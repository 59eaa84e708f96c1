import Foundation

/// Live Text from the camera (iOS 15, docs/uikit-rules.md 6.76). A host has no camera, so no responder can capture
/// text: `canPerformAction(#selector(captureTextFromCamera(_:)), withSender:)` answers false everywhere (apps check it
/// before offering the action, as Apple's documentation tells them to), and calling the method only reports that the
/// host cannot, leaving the text as it was.
extension UIResponder {
    /// The action's name, as `#selector(captureTextFromCamera(_:))` is.
    static let captureTextFromCameraAction = Selector("captureTextFromCamera:")

    public func captureTextFromCamera(_ sender: Any?) {
        Runtime.current.report("captureTextFromCamera(_:) on \(type(of: self)): the host has no camera, so no text "
            + "is captured (check canPerformAction(#selector(captureTextFromCamera(_:)), withSender:) first)")
    }
}

extension UIAction {
    /// An action that captures text from the camera into `responder` (iOS 15), titled "Scan Text" with the
    /// `text.viewfinder` symbol; performing it calls the responder's `captureTextFromCamera(_:)` (6.76).
    public static func captureTextFromCamera(responder: UIResponder & UIKeyInput, identifier: UIAction.Identifier?) -> UIAction {
        UIAction(title: "Scan Text", image: UIImage(systemName: "text.viewfinder"), identifier: identifier) { [weak responder] action in
            responder?.captureTextFromCamera(action.sender)
        }
    }
}
