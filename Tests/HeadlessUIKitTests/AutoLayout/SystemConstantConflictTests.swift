import Foundation
import Testing
@testable import HeadlessUIKit

/// docs/uikit-rules.md 11.256: when a change the system makes (a rotation resizing a root view, a safe area that
/// moves, a translating view's new frame) conflicts with the app's required constraints, the system's constraints
/// win and the app's most recently activated constraint that resolves the conflict is broken and reported (11.20).
@Suite @MainActor struct SystemConstantConflictTests {
    /// A card pinned to the safe area's sides (and centred), at most 600 pt wide: a scene many apps save, which no
    /// screen wider than 600 pt can satisfy.
    private func card(in app: ViewTestApp, centred: Bool, widthLast: Bool)
        -> (card: UIView, width: NSLayoutConstraint, trailing: NSLayoutConstraint) {
        let root = app.rootView
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let width = card.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
        let trailing = card.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor)
        var pins = [card.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor), trailing]
        if centred { pins.append(card.centerXAnchor.constraint(equalTo: root.centerXAnchor)) }
        pins += [
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate(widthLast ? pins + [width] : [width] + pins)
        app.host.runUntilIdle()
        return (card, width, trailing)
    }

    @Test func aRotationTheAppsConstraintsCannotFollowBreaksTheMostRecentOfThem() throws {
        let app = try ViewTestApp()
        let (card, width, _) = card(in: app, centred: true, widthLast: true)
        #expect(card.frame == CGRect(x: 0, y: 20, width: 375, height: 100))
        let problemsBefore = app.host.problems.count

        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()

        // The root view and its safe area follow the screen; the width limit is the one broken.
        #expect(app.rootView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 667, height: 100))
        let reports = app.host.problems.dropFirst(problemsBefore)
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(width)"))
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint UIView:\(NSLayoutConstraint.address(app.rootView)) frame (0 0; 667 375)>"))
        #expect(width.isActive)

        // Back in portrait the broken limit holds again on its own (11.120).
        _ = app.host.rotate(to: .portrait)
        app.host.runUntilIdle()
        #expect(card.frame == CGRect(x: 0, y: 20, width: 375, height: 100))
    }

    @Test func whichConstraintBreaksFollowsTheOrderTheyWereActivated() throws {
        let app = try ViewTestApp()
        let (card, width, trailing) = card(in: app, centred: false, widthLast: false)
        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()

        // The top and height, activated after the trailing pin, do not take part in the conflict; the trailing
        // pin is the most recent that does: the card keeps the limit and its leading pin.
        #expect(card.frame == CGRect(x: 0, y: 0, width: 600, height: 100))
        let report = try #require(app.host.problems.last)
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(trailing)"))
        #expect(report.contains("\"\(width)\""))
    }

    @Test func aSafeAreaThatMovesIntoTheAppsConstraintsIsFollowedAndTheConflictReported() throws {
        let app = try ViewTestApp()
        let controller = try #require(app.delegate.window?.rootViewController)
        let root = app.rootView
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let gap = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            gap,
        ])
        app.host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        app.host.runUntilIdle()

        // The guide moves to 50; the app's 20-pt gap, activated last, is broken.
        #expect(root.safeAreaLayoutGuide.layoutFrame.minY == 50)
        #expect(bar.frame == CGRect(x: 0, y: 50, width: 375, height: 44))
        let report = try #require(app.host.problems.last)
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(gap)"))
        #expect(report.contains("'UIViewSafeAreaLayoutGuide-top' V:|-(50)-[UILayoutGuide:"))
    }

    // A nib's root view is made without a superview, where its frame holds only weakly (6.87); it takes its
    // required autoresizing constraints when it joins the window, at the window's size.
    @Test func aFrameThatBecomesRequiredInAConflictWinsOverTheAppsConstraint() throws {
        let app = try ViewTestApp(device: .iPad)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let width = card.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.topAnchor.constraint(equalTo: container.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
            width,
        ])
        container.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
        app.rootView.addSubview(container)
        app.host.runUntilIdle()

        #expect(container.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 768, height: 100))
        let report = try #require(app.host.problems.last)
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(width)"))
        #expect(report.contains("\"<NSAutoresizingMaskLayoutConstraint UIView:\(NSLayoutConstraint.address(container)) frame (0 0; 768 1024)>\""))
    }

    // docs/uikit-rules.md 11.258: when no single constraint of the app's makes room (two bars each hold a 20-pt
    // gap), every one the conflict needs is broken, the oldest first, each reported on its own; the guide moves.
    // Before 11.258 the guide kept its old place and the bars stayed at 20.
    @Test func aConflictThatNeedsTwoBreaksBreaksBothAndTheGuideMoves() throws {
        let app = try ViewTestApp()
        let controller = try #require(app.delegate.window?.rootViewController)
        let root = app.rootView
        var gaps: [NSLayoutConstraint] = []
        var bars: [UIView] = []
        for x in [0, 200] as [CGFloat] {
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(bar)
            let gap = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                bar.widthAnchor.constraint(equalToConstant: 100),
                bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                gap,
            ])
            gaps.append(gap)
            bars.append(bar)
        }
        app.host.runUntilIdle()
        let before = app.host.problems.count

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        app.host.runUntilIdle()

        #expect(root.safeAreaLayoutGuide.layoutFrame.minY == 50)
        #expect(bars.map(\.frame) == [CGRect(x: 0, y: 50, width: 100, height: 44), CGRect(x: 200, y: 50, width: 100, height: 44)])
        let reports = Array(app.host.problems.dropFirst(before))
        #expect(reports.count == 2)
        for (report, gap) in zip(reports, gaps) {
            #expect(report.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
            #expect(report.contains("'UIViewSafeAreaLayoutGuide-top' V:|-(50)-[UILayoutGuide:"))
            #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(gap)"))
        }
        #expect(gaps.allSatisfy { $0.isActive })

        // Without the extra inset both gaps hold again (11.120), and nothing more is reported.
        controller.additionalSafeAreaInsets = .zero
        app.host.runUntilIdle()
        #expect(bars.map(\.frame) == [CGRect(x: 0, y: 20, width: 100, height: 44), CGRect(x: 200, y: 20, width: 100, height: 44)])
        #expect(app.host.problems.count == before + 2)
    }
}
