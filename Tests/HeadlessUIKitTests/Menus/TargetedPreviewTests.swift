import Foundation
import Testing
@testable import HeadlessUIKit

/// Targeted previews for context menus and drags (docs/uikit-rules.md 6.86).
@Suite @MainActor struct TargetedPreviewTests {
    // 6.86: a preview of a view in a window targets its superview at the view's centre, with default parameters
    // (no colour, no paths) and the view's bounds' size.
    @Test func aViewInAWindowTargetsItsOwnPlace() throws {
        let app = try ViewTestApp()
        let card = app.show(UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 80)))
        let preview = UITargetedPreview(view: card)
        #expect(preview.view === card)
        #expect(preview.target.container === app.rootView)
        #expect(preview.target.center == CGPoint(x: 80, y: 140))
        #expect(preview.target.transform == .identity)
        #expect(preview.size == CGSize(width: 120, height: 80))
        #expect(preview.parameters.backgroundColor == nil)
        #expect(preview.parameters.visiblePath == nil)
        #expect(app.host.problems.isEmpty)
    }

    // 6.86: an explicit target and a retargeted copy keep the view and parameters.
    @Test func anExplicitTargetAndRetargeting() throws {
        let app = try ViewTestApp()
        let card = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        let target = UIPreviewTarget(container: app.window, center: CGPoint(x: 10, y: 20),
                                     transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        let preview = UITargetedPreview(view: card, parameters: parameters, target: target)
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: app.rootView, center: .zero))
        #expect(preview.target.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(moved.view === card && moved.parameters === parameters)
        #expect(moved.target.container === app.rootView && moved.target.center == .zero)
        #expect(moved.target.transform == .identity)
    }

    // 6.86: a view outside a window (UIKit raises) is reported and targets its superview.
    @Test func aViewOutsideAWindowIsReported() throws {
        let app = try ViewTestApp()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.addSubview(card)
        let preview = UITargetedPreview(view: card)
        #expect(preview.target.container === box && preview.target.center == CGPoint(x: 20, y: 20))
        #expect(app.host.problems == ["UITargetedPreview(view:parameters:): UIView is not in a window; use init(view:parameters:target:) for a view outside one"])
    }
}
