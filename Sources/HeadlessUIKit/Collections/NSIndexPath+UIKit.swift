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

    /// The first index, and the second; `NSNotFound` past the path's end, as Apple's `index(atPosition:)` answers
    /// there (Foundation on Linux traps instead, so the length is checked first).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    public var row: Int { item }
}
