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
