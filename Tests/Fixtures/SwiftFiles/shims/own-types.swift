import UIKit

/// Stands in for the project's own palette, which the sample uses but does not contain.
enum AppTheme {
    static let background = UIColor.systemBackground
    static let greeting = "Hello"
}

/// Stands in for the project's own swatch type.
struct AppSwatch: Hashable {
    var name = ""
}

/// Stands in for the project's badge view. A shim's classes are not run as targets: only the sample's own are
/// (docs/uikit-rules.md 8.61).
final class AppBadgeView: UIView {}

/// Stands in for the project's extension that makes the controller a text field delegate.
extension ThemedViewController: UITextFieldDelegate {}
