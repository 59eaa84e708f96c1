import Foundation
import Testing
@testable import HeadlessUIKit

/// A screen whose constraints are activated in `viewDidLoad`, the usual way.
@MainActor
private final class PinnedController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

/// docs/uikit-rules.md 11.257: constraints activated while another host was in use (or before any host) move to
/// the engine of the window their views join, and lay them out there.
@Suite @MainActor struct ConstraintAdoptionTests {
    @Test func aControllerLoadedUnderAnotherHostLaysOutInTheHostItJoins() throws {
        let earlier = HeadlessHost(device: .iPhone8)
        let controller = PinnedController()
        controller.loadViewIfNeeded()
        let earlierEngine = try #require(earlier.runtime.layoutEngine)
        #expect(earlierEngine.recordIndex(of: controller.view.constraints[0]) != nil)

        let app = try ViewTestApp(device: .iPad, rootViewController: controller)

        // The iPad's 768-pt width and 20-pt status bar, not the iPhone's.
        #expect(controller.banner.frame == CGRect(x: 16, y: 28, width: 736, height: 50))
        #expect(earlierEngine.recordIndex(of: controller.view.constraints[0]) == nil)
        #expect(app.host.runtime.layoutEngine?.recordIndex(of: controller.view.constraints[0]) != nil)

        // And they go on following the host they are in: a rotation there.
        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(controller.banner.frame == CGRect(x: 16, y: 28, width: 992, height: 50))
        #expect(app.host.problems.isEmpty)
        withExtendedLifetime(earlier) {}
    }

    @Test func constraintsAlreadyInTheEngineOfTheWindowStayAsTheyAre() throws {
        let app = try ViewTestApp()
        let engine = try #require(app.host.runtime.layoutEngine ?? Optional(app.host.runtime.engine))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let holder = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        holder.addSubview(card)
        let width = card.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, card.heightAnchor.constraint(equalToConstant: 30),
                                     card.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
                                     card.centerYAnchor.constraint(equalTo: holder.centerYAnchor)])
        let slot = width.engineSlot
        app.rootView.addSubview(holder)
        app.host.runUntilIdle()
        #expect(width.engineSlot == slot)
        #expect(engine.recordIndex(of: width) == slot.index)
        #expect(card.frame == CGRect(x: 80, y: 85, width: 40, height: 30))
    }

    @Test func aViewMovedBetweenHostsTakesItsOwnSizeConstraintsWithIt() throws {
        let first = try ViewTestApp()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        first.rootView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 18),
            badge.leadingAnchor.constraint(equalTo: first.rootView.leadingAnchor),
            badge.topAnchor.constraint(equalTo: first.rootView.topAnchor),
        ])
        first.host.runUntilIdle()

        let second = try ViewTestApp(device: .iPad)
        badge.removeFromSuperview()
        second.rootView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: second.rootView.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: second.rootView.bottomAnchor, constant: -10),
        ])
        second.host.runUntilIdle()

        #expect(badge.frame == CGRect(x: 734, y: 996, width: 24, height: 18))
        #expect(second.host.problems.isEmpty)
        withExtendedLifetime(first) {}
    }
}
