import Foundation
import Testing
@testable import HeadlessUIKit

/// `tintColorDidChange()` (docs/uikit-rules.md 6.48).
@MainActor
@Suite struct TintColorDidChangeTests {
    final class TintWatcher: UIView {
        var calls: [UIColor] = []
        override func tintColorDidChange() {
            super.tintColorDidChange()
            calls.append(tintColor)
        }
    }

    // 6.48: a view hears of its own new tint and of its superview's, which it takes; a subview with a tint of its
    // own does not.
    @Test func aNewTintReachesTheViewAndTheSubviewsThatTakeIt() {
        _ = HeadlessHost(device: .iPhone8)
        let outer = TintWatcher(), inheriting = TintWatcher(), own = TintWatcher()
        outer.addSubview(inheriting)
        outer.addSubview(own)
        own.tintColor = .systemGreen
        own.calls.removeAll()

        outer.tintColor = .systemRed

        #expect(outer.calls == [.systemRed])
        #expect(inheriting.calls == [.systemRed])
        #expect(own.calls == [])
    }

    // 6.48: setting the tint it already shows calls nothing (UIHost's choice).
    @Test func theSameTintAgainCallsNothing() {
        _ = HeadlessHost(device: .iPhone8)
        let view = TintWatcher()
        view.tintColor = .systemRed
        view.calls.removeAll()

        view.tintColor = .systemRed

        #expect(view.calls == [])
    }
}
