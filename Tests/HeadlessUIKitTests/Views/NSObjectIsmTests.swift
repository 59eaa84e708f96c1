import Foundation
import Testing
@testable import HeadlessUIKit

/// NSObject's `init()` on Foundation's attributed strings, a deprecated UIKit colour and UIKit's `NSIndexPath`
/// additions (docs/uikit-rules.md 6.31, 6.33, 16.45).
@Suite @MainActor struct NSObjectIsmTests {
    // 6.31: the deprecated grouped-table background is the system grouped background.
    @Test func theGroupedTableBackgroundIsTheSystemGroupedBackground() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    // 6.33: the empty initializers make empty strings; the mutable one can be appended to.
    @Test func theEmptyInitializersMakeEmptyStrings() {
        let empty = NSAttributedString()
        #expect(empty.length == 0)
        let mutable = NSMutableAttributedString()
        #expect(mutable.length == 0)
        mutable.append(NSAttributedString(string: "Hi", attributes: [.kern: 2]))
        #expect(mutable.string == "Hi")
        #expect(mutable.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
    }

    // 16.45: UIKit's NSIndexPath additions: `[section, item]`, and NSNotFound past the path's end.
    @Test func nsIndexPathsHaveUIKitsItemRowAndSection() {
        let path = NSIndexPath(item: 4, section: 2)
        #expect(path.length == 2)
        #expect(path.section == 2)
        #expect(path.item == 4)
        #expect(path.row == 4)
        #expect(NSIndexPath(row: 7, section: 1).row == 7)
        #expect((NSIndexPath(row: 7, section: 1) as IndexPath) == IndexPath(row: 7, section: 1))
        let short = NSIndexPath(index: 3)
        #expect(short.section == 3)
        #expect(short.item == NSNotFound)
    }
}
