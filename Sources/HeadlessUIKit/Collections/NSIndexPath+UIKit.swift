import Foundation

/// UIKit's additions to `NSIndexPath` (docs/uikit-rules.md 16.45), which Foundation on Linux lacks: the index path
/// `[section, item]` or `[section, row]`, and its parts.
extension NSIndexPath {
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The first index, and the second; past the path's end `NSNotFound`, as `index(atPosition:)` answers.
    public var section: Int { index(atPosition: 0) }
    public var item: Int { index(atPosition: 1) }
    public var row: Int { item }
}
