import Foundation

/// Imports no UIKit: its project imports UIKit for every file elsewhere (an `@_exported import`), so the missing
/// UIKit names are the project's to supply, not UIKit-side (docs/uikit-rules.md 8.63).
final class TagCell: UICollectionViewCell {
    let label = UILabel()
}
