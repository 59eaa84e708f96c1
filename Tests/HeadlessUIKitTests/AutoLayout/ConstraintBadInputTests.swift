import Foundation
import Testing
@testable import HeadlessUIKit

/// Whatever an app adds, the host lays out, reports and keeps running (docs/uikit-rules.md 11.7, 11.10, 11.25,
/// 11.86, 11.87): no crash, no hang.
@Suite @MainActor struct ConstraintBadInputTests {
    private func box(in app: ViewTestApp) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(view)
        return view
    }

    @Test func nonFiniteNumbersAreRefusedAndTheConstraintStaysInactive() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        let infinite = view.widthAnchor.constraint(equalToConstant: .infinity)
        infinite.isActive = true
        #expect(!infinite.isActive)
        #expect(app.host.problems.last?.contains("must be finite") == true)
        let nan = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: app.rootView,
                                     attribute: .width, multiplier: .nan, constant: 0)
        nan.isActive = true
        #expect(!nan.isActive)
        let finite = view.widthAnchor.constraint(equalToConstant: 10)
        finite.isActive = true
        finite.constant = .nan
        #expect(finite.constant == 10)
        #expect(app.host.problems.last?.contains("must be finite") == true)
    }

    @Test func aZeroMultiplierMakesAConstantRelation() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: app.rootView.widthAnchor, multiplier: 0, constant: 40),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor),
        ])
        app.host.runUntilIdle()
        #expect(view.frame.width == 40)
    }

    @Test func aCycleOfRequiredConstraintsBreaksOneAndLaysOutTheRest() throws {
        let app = try ViewTestApp()
        let a = box(in: app), b = box(in: app)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
            a.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            a.topAnchor.constraint(equalTo: app.rootView.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        app.host.runUntilIdle()
        #expect(app.host.problems.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(a.frame.width == b.frame.width + 10)
        #expect(b.frame.minY == 5)
    }

    @Test func mixingLeadingWithLeftIsRefusedWithUIKitsReason() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        let mixed = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: app.rootView,
                                       attribute: .left, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(app.host.problems.last?.contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute.") == true)
    }

    @Test func aPriorityCannotCrossTheRequiredLineWhileInstalled() throws {
        let app = try ViewTestApp()
        let view = box(in: app)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(app.host.problems.last?.hasPrefix("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported") == true)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
        let optional = view.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = UILayoutPriority(250)
        optional.isActive = true
        optional.priority = UILayoutPriority(999)
        #expect(optional.priority.rawValue == 999)
    }

    @Test func aConstraintOnAFreedViewIsGoneFromLayoutAndCannotBeActivated() throws {
        let app = try ViewTestApp()
        var constraint: NSLayoutConstraint?
        do {
            let view = box(in: app)
            constraint = view.widthAnchor.constraint(equalTo: app.rootView.widthAnchor)
            constraint?.isActive = true
            view.removeFromSuperview()
        }
        #expect(constraint?.isActive == false)
        app.host.runUntilIdle()
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
    }
}
