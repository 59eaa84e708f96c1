import Foundation
import Testing
@testable import HeadlessUIKit

/// Containers meet presentation (merged from two branches).
@Suite @MainActor struct ContainerPresentationTests {
    // docs/uikit-rules.md 7.5: visibleViewController is a presented controller if any, else the top of the stack.
    @Test func visibleViewControllerIsThePresentedControllerWhenThereIsOne() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let app = try NavTestApp(root: navigation)
        #expect(navigation.visibleViewController === root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        app.host.runUntilIdle()
        #expect(navigation.visibleViewController === sheet)
        #expect(navigation.topViewController === root)
    }
}
