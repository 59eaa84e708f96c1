import Foundation
import Testing
@testable import HeadlessUIKit

/// `NSLayoutConstraint()` (docs/uikit-rules.md 6.101), the placeholder real files declare before making the real one.
@MainActor
@Suite struct PlaceholderConstraintTests {
    /// As a real file writes it: placeholders replaced in viewDidLoad.
    final class Heights: UIViewController {
        let bar = UIView()
        var barHeight = NSLayoutConstraint()

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            barHeight = bar.heightAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                barHeight,
            ])
        }
    }

    // 6.101: no items, no attributes, constant 0, multiplier 1, inactive.
    @Test func aPlaceholderNamesNothing() {
        _ = HeadlessHost(device: .iPhone8)
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil)
        #expect(placeholder.secondItem == nil)
        #expect(placeholder.firstAttribute == .notAnAttribute)
        #expect(placeholder.secondAttribute == .notAnAttribute)
        #expect(placeholder.constant == 0)
        #expect(placeholder.multiplier == 1)
        #expect(placeholder.relation == .equal)
        #expect(!placeholder.isActive)
    }

    // 6.101: activating one is reported, names the fix, and leaves it inactive.
    @Test func activatingAPlaceholderIsReported() throws {
        let app = try ViewTestApp()
        let placeholder = NSLayoutConstraint()
        placeholder.isActive = true
        #expect(!placeholder.isActive)
        #expect(app.host.problems.count == 1)
        #expect(app.host.problems.first?.contains("made with NSLayoutConstraint() and names no items") == true)
    }

    // 6.101: a placeholder replaced before activation lays out as the real constraint does.
    @Test func aReplacedPlaceholderLaysOut() throws {
        let screen = Heights()
        let app = try ViewTestApp(rootViewController: screen)
        #expect(screen.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 50))
        screen.barHeight.constant = 100
        app.host.runUntilIdle()
        #expect(screen.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 100))
        #expect(app.host.problems.isEmpty)
    }
}
