import Foundation
import Testing
@testable import HeadlessUIKit

/// Records rotation callbacks as "name.callback", with the view's width where it tells the sequence apart.
final class LRRecorder: UIViewController {
    let name: String
    let log: EventRecorder

    init(_ name: String, log: EventRecorder) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ text: String) { log.record("\(name).\(text)") }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(\(Int(size.width)))")
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.record("alongside") },
                            completion: { _ in self.record("completion") })
    }

    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        record("willRotate(\(toInterfaceOrientation.name), \(duration), width \(Int(view.bounds.width)))")
    }

    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        record("willAnimateRotation(\(toInterfaceOrientation.name), width \(Int(view.bounds.width)))")
    }

    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        record("didRotate(\(fromInterfaceOrientation.name))")
    }
}

@MainActor
@Suite struct LegacyRotationTests {
    // docs/uikit-rules.md 9.3: viewWillTransition fans out first; willRotate while the views keep their old size;
    // willAnimateRotation once they have the new one, before the alongside animations; didRotate(from:) when the
    // transition ends, after the coordinator's completions. Parents before children.
    @Test func legacyCallbacksComeInOrderAroundViewWillTransition() throws {
        let log = EventRecorder()
        let child = LRRecorder("child", log: log)
        let navigation = UINavigationController(rootViewController: child)
        let app = try NavTestApp(root: navigation)
        log.clear()

        let result = app.host.rotate(to: .landscapeLeft)

        #expect(result.rotated)
        #expect(log.events == [
            "child.viewWillTransition(667)", "child.willRotate(landscapeRight, 0.4, width 375)",
            "child.willAnimateRotation(landscapeRight, width 667)", "child.alongside",
        ], "9.1: device landscapeLeft is interface landscapeRight; didRotate waits for the end")
        app.host.runUntilIdle()
        #expect(log.events.suffix(2) == ["child.completion", "child.didRotate(portrait)"])
        // docs/uikit-rules.md 13.4: willTransition(to:with:) first, the vertical size class turning compact.
        #expect(app.host.callbacks.names(for: navigation).filter { $0.contains("Rotat") || $0.contains("Transition") } == [
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "willRotate(to:duration:)", "willAnimateRotation(to:duration:)",
            "didRotate(from:)",
        ], "the container hears them too, before its child")
    }

    // docs/uikit-rules.md 9.2: a refused rotation sends none of them.
    @Test func aRefusedRotationSendsNoLegacyCallback() throws {
        let log = EventRecorder()
        let root = LRRecorder("root", log: log)
        let app = try NavTestApp(root: root)
        log.clear()

        let result = app.host.rotate(to: .portraitUpsideDown)
        app.host.runUntilIdle()

        #expect(!result.rotated)
        #expect(log.events.isEmpty)
    }
}
