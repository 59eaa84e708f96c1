import Foundation

/// How much room an axis has, as UIKit's traits describe it: compact or regular (docs/uikit-rules.md 13).
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2

    /// The protocol name: `"unspecified"`, `"compact"` or `"regular"`.
    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
