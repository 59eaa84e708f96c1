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

/// The translation-only fast path of rect conversion agrees with the general path (docs/uikit-rules.md 4.2, 4.3).
@Suite @MainActor struct ConversionFastPathTests {
    @Test func rectToWindowMatchesPointConversionThroughScrolledViewsAndAScrolledWindow() throws {
        let app = try ViewTestApp()
        app.window.bounds.origin = CGPoint(x: 3, y: 4)
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        outer.bounds.origin = CGPoint(x: 5, y: 7)
        let inner = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        outer.addSubview(inner)
        app.rootView.addSubview(outer)
        let rect = inner.convert(inner.bounds, to: nil)
        let corner = inner.convert(CGPoint.zero, to: nil)
        #expect(rect == CGRect(origin: corner, size: CGSize(width: 50, height: 60)))
        #expect(rect == inner.convert(inner.bounds, to: app.window))
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        rotated.addSubview(child)
        app.rootView.addSubview(rotated)
        let viaCorners = child.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(abs(child.convert(child.bounds, to: nil).maxY - viaCorners.y) < 1e-9 || abs(child.convert(child.bounds, to: nil).minY - viaCorners.y) < 1e-9)
    }
}

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

/// docs/uikit-rules.md 7.1 (issue 4): isEditing, setEditing(_:animated:) and editButtonItem.
@Suite @MainActor struct EditingTests {
    private final class EditingController: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
    }

    @Test func tappingTheEditButtonTogglesEditingThroughSetEditing() throws {
        let root = EditingController()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let app = try NavTestApp(root: UINavigationController(rootViewController: root))
        #expect(root.editButtonItem.title == "Edit")
        let button = try #require(navView("right.0", in: app.window))
        try app.tap(button)
        #expect(root.isEditing)
        #expect(root.editButtonItem.title == "Done")
        #expect(root.editButtonItem.style == .done)
        try app.tap(try #require(navView("right.0", in: app.window)))
        #expect(!root.isEditing)
        #expect(root.calls == ["setEditing(true, animated: true)", "setEditing(false, animated: true)"])
    }

    @Test func settingIsEditingCallsSetEditingWithoutAnimation() {
        let controller = EditingController()
        controller.isEditing = true
        #expect(controller.calls == ["setEditing(true, animated: false)"])
        #expect(controller.editButtonItem.title == "Done")
    }
}
