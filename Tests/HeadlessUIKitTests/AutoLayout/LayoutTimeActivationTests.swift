import Foundation
import Testing
@testable import HeadlessUIKit

/// Constraints activated while views lay out (docs/uikit-rules.md 6.100): the engine schedules layout only for the
/// views a new solution moves, so activating the same constraints in every `viewDidLayoutSubviews` settles.
@Suite @MainActor struct LayoutTimeActivationTests {
    /// A screen that (as a real file does) makes and activates its constraints in every `viewDidLayoutSubviews`.
    final class ActivatesOnEveryLayout: UIViewController {
        let box = UIView()
        var didLayoutCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            didLayoutCount += 1
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    /// A view that counts its layouts.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    // 6.100: the first layout's constraints move the box, so the view lays out again in the same pass and applies
    // the box's frame; later rounds' constraints are the same again and move nothing, so a pass ends after them: one
    // more layout asked for is one more viewDidLayoutSubviews. (Before, each activation marked the view it was
    // installed on: every pass ran 32 rounds and reported that layout did not settle.)
    @Test func activatingTheSameConstraintsInEveryLayoutSettles() throws {
        let screen = ActivatesOnEveryLayout()
        let app = try ViewTestApp(rootViewController: screen)
        app.host.runUntilIdle()
        #expect(screen.box.frame == CGRect(x: 20, y: 100, width: 335, height: 50))
        #expect(app.host.problems.isEmpty)
        let layouts = screen.didLayoutCount

        screen.view.setNeedsLayout()
        app.host.runUntilIdle()
        #expect(screen.didLayoutCount == layouts + 1)
        #expect(screen.box.frame == CGRect(x: 20, y: 100, width: 335, height: 50))
        #expect(app.host.problems.isEmpty)
        // Each layout added its constraints again (three of them installed on the view), as UIKit keeps duplicates.
        #expect(screen.view.constraints.filter { $0.firstItem === screen.box }.count == 3 * (layouts + 1))
    }

    // 6.100: a constraint that moves nothing (a copy of one that holds) asks for a layout pass but lays out no view.
    @Test func aConstraintThatMovesNothingLaysOutNoView() throws {
        let screen = UIViewController()
        let container = CountingView()
        let app = try ViewTestApp(rootViewController: screen)
        container.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 40),
            container.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            leading,
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        app.host.runUntilIdle()
        let layouts = container.layouts
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 30))

        // A copy of the child's top (installed on the container): the container is not laid out again. (Before, it
        // was: activation marked the view the constraint was installed on.)
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10).isActive = true
        app.host.runUntilIdle()
        #expect(container.layouts == layouts)

        // Constraints that move the child lay the container out once, with the child's new frame.
        NSLayoutConstraint.deactivate([leading])
        NSLayoutConstraint.activate([child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10)])
        app.host.runUntilIdle()
        #expect(container.layouts == layouts + 1)
        #expect(child.frame == CGRect(x: 160, y: 10, width: 30, height: 30))
        #expect(app.host.problems.isEmpty)
    }

    // 6.100: a constraint a view activates in its own layoutSubviews that moves a subview is applied before the pass
    // ends (the engine, asked again after the round, marks the view the new solution moved).
    @Test func aConstraintActivatedDuringLayoutIsAppliedInTheSamePass() throws {
        final class LateConstraints: UIView {
            let badge = UIView()
            var added = false
            override func layoutSubviews() {
                super.layoutSubviews()
                guard !added else { return }
                added = true
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.centerXAnchor.constraint(equalTo: centerXAnchor),
                    badge.centerYAnchor.constraint(equalTo: centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        let screen = UIViewController()
        let app = try ViewTestApp(rootViewController: screen)
        let view = LateConstraints(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        screen.view.addSubview(view)
        app.host.runUntilIdle()

        #expect(view.badge.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(app.host.problems.isEmpty)
    }
}
