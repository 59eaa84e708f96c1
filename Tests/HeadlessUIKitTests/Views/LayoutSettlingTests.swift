import Foundation
import Testing
@testable import HeadlessUIKit

/// A view whose layout resizes its only subview: the subview's size change marks this view again.
private final class ResizingParentView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10)
    }
}

private final class LoggingController: UIViewController {}

/// Regressions found while writing the suites: each test failed before its fix.
@Suite @MainActor struct LayoutSettlingTests {
    // docs/uikit-rules.md 2.2, 2.4: layout marked by a layoutSubviews runs in the same pass, so idle means settled.
    @Test func layoutThatMarksItsSuperviewAgainSettlesBeforeIdle() throws {
        let app = try ViewTestApp()
        let parent = ResizingParentView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(UIView(frame: .zero))
        app.rootView.addSubview(parent)
        let report = app.host.runUntilIdle()
        #expect(report.idle)
        #expect(!app.host.pendingWork.contains { $0.kind == .layout })
        #expect(parent.subviews[0].frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(parent.layouts == 2)
    }

    // docs/uikit-rules.md 7.3 and 7.2: a window shown while the app is active lays its root out before viewDidAppear.
    @Test func windowShownWhileActiveLaysOutItsRootBeforeViewDidAppear() throws {
        let app = try ViewTestApp()
        let controller = LoggingController()
        let window = UIWindow()
        window.rootViewController = controller
        app.host.clearCallbackLog()
        window.makeKeyAndVisible()
        #expect(app.host.callbacks.names(for: controller) ==
                ["viewWillAppear", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                 "viewDidAppear"])
    }

    // docs/uikit-rules.md 9.3: rotation resizes full-screen windows; a smaller window keeps its frame.
    @Test func rotationResizesOnlyFullScreenWindows() throws {
        let app = try ViewTestApp()
        let small = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        small.isHidden = false
        app.host.rotate(to: .landscapeLeft)
        #expect(app.window.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(small.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }
}
