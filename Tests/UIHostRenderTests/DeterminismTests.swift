import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// The same tree gives the same bytes (docs/uikit-rules.md 19.1).
@MainActor
@Suite struct DeterminismTests {
    @Test func theSameTreeGivesByteIdenticalPNGsTwice() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 52, height: 20))
        label.text = "Hello"
        view.addSubview(label)
        let first = try Renderer().picture(of: view, scale: 2).png()
        let second = try Renderer().picture(of: view, scale: 2).png()
        #expect(first == second)
        #expect(first.count > 100)
    }
}
