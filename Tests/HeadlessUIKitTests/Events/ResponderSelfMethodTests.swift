import Foundation
import Testing
@testable import HeadlessUIKit

/// NSObject's `self()` on responders (docs/uikit-rules.md 6.49).
@MainActor
@Suite struct ResponderSelfMethodTests {
    final class SendBar: UIView {
        // As real files write it: `self` in a stored property's initial value is the method, not the bar.
        let target: Any = { self }()
    }

    // 6.49: `self()` answers the receiver.
    @Test func selfAnswersTheReceiver() {
        _ = HeadlessHost(device: .iPhone8)
        let view = UIView()
        #expect(view.`self`() === view)
    }

    // 6.49: in a stored property's initial value `self` is the method, as Swift makes it with NSObject: a target
    // set there is not the view.
    @Test func selfInAStoredPropertysInitialValueIsTheMethod() {
        _ = HeadlessHost(device: .iPhone8)
        let bar = SendBar()
        #expect(!(bar.target is UIView))
        #expect(String(describing: type(of: bar.target)).contains("(SendBar) -> "))
    }
}
