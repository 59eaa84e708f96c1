import Foundation
import Testing
@testable import HeadlessUIKit

/// The keyboard layout guide and tracking layout guides (docs/uikit-rules.md 11.136, 11.137), on an iPhone 15 Pro
/// (393 x 852, a 34-pt home indicator, a 294-pt keyboard in portrait).
@MainActor
@Suite struct KeyboardLayoutGuideTests {
    /// On an iPhone 15 Pro, a text field above the keyboard guide, 8 pt apart, and a button on the guide's top, as
    /// chat screens do.
    private func chatScreen() throws -> (app: ModalApp, field: UITextField, send: UIButton) {
        let app = try ModalApp(device: try #require(DeviceProfile.named("iphone-15-pro")))
        let view = app.root.view!
        let field = UITextField(), send = UIButton(type: .system)
        for subview in [field, send] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 36),
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
            send.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor),
            send.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            send.widthAnchor.constraint(equalToConstant: 60),
            send.heightAnchor.constraint(equalToConstant: 30),
        ])
        app.host.runUntilIdle()
        return (app, field, send)
    }

    // 11.136: with the keyboard hidden the guide is the strip below the safe area; shown, it is the keyboard.
    @Test func viewsOnTheGuideSitAboveTheHomeIndicatorThenAboveTheKeyboardThenGoBack() throws {
        let (app, field, send) = try chatScreen()
        let guide = app.root.view.keyboardLayoutGuide

        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 774, width: 361, height: 36))
        #expect(send.frame == CGRect(x: 333, y: 788, width: 60, height: 30))

        _ = field.becomeFirstResponder()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 558, width: 393, height: 294))
        #expect(field.frame == CGRect(x: 16, y: 514, width: 361, height: 36))
        #expect(send.frame == CGRect(x: 333, y: 528, width: 60, height: 30))

        _ = field.resignFirstResponder()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 774, width: 361, height: 36))
    }

    // 11.136: the views move in an animation as long as the keyboard's, on the host clock.
    @Test func theMoveLastsAsLongAsTheKeyboardsAnimation() throws {
        let (app, field, _) = try chatScreen()
        let start = app.host.clock.now

        _ = field.becomeFirstResponder()
        app.host.runUntilIdle()

        #expect(app.host.clock.now - start == 0.25)
    }

    // 11.136: turned with the keyboard up, the keyboard takes its landscape height (162 + 38 + the 21-pt home
    // indicator) and the views follow it.
    @Test func aRotationWithTheKeyboardUpMovesTheKeyboardAndItsViews() throws {
        let (app, field, _) = try chatScreen()
        let guide = app.root.view.keyboardLayoutGuide
        _ = field.becomeFirstResponder()
        app.host.runUntilIdle()
        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification])
        defer { log.stop() }

        _ = app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()

        #expect(app.host.keyboardFrame == CGRect(x: 0, y: 172, width: 852, height: 221))
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        let begin = try #require(log.entries.first?.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
        #expect(begin.cgRectValue == CGRect(x: 0, y: 558, width: 393, height: 294))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 172, width: 852, height: 221))
        #expect(field.frame == CGRect(x: 16, y: 128, width: 820, height: 36))
    }

    // 11.136: usesBottomSafeArea = false puts the hidden keyboard's guide at the very bottom of the view.
    @Test func withoutTheBottomSafeAreaTheHiddenGuideIsAtTheViewsBottom() throws {
        let (app, field, _) = try chatScreen()
        let guide = app.root.view.keyboardLayoutGuide

        guide.usesBottomSafeArea = false

        #expect(guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(field.frame.maxY == 844)
    }

    // 11.136: a view that ends above the keyboard's top still measures the keyboard in its own coordinates.
    @Test func aViewAboveTheKeyboardSeesTheGuideBelowItsBounds() throws {
        let app = try ModalApp()
        let panel = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        app.root.view.addSubview(panel)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        panel.addSubview(field)
        let guide = panel.keyboardLayoutGuide
        app.host.runUntilIdle()

        // iPhone 8: no home indicator, so the hidden guide has no height.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 200, width: 300, height: 0))
        _ = field.becomeFirstResponder()
        // The 260-pt keyboard's top is at 407 in the window, 307 in the panel; it spans the screen's width.
        #expect(guide.layoutFrame == CGRect(x: -20, y: 307, width: 375, height: 260))
    }

    // 11.137: a docked keyboard is near the bottom, leading and trailing edges and away from the top.
    @Test func theKeyboardGuideSwapsConstraintsByTheEdgesItIsNear() throws {
        let (app, field, _) = try chatScreen()
        let view = app.root.view!
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
            banner.heightAnchor.constraint(equalToConstant: 20),
        ])
        let atTop = banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
        let onKeyboard = banner.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        let guide = view.keyboardLayoutGuide
        guide.setConstraints([atTop], activeWhenNearEdge: .top)
        guide.setConstraints([onKeyboard], activeWhenAwayFrom: .top)
        app.host.runUntilIdle()

        #expect(guide.constraints(activeWhenNearEdge: .top) == [atTop])
        #expect(guide.constraints(activeWhenAwayFrom: .top) == [onKeyboard])
        #expect((atTop.isActive, onKeyboard.isActive) == (false, true))
        #expect(banner.frame == CGRect(x: 0, y: 798, width: 100, height: 20))
        _ = field.becomeFirstResponder()
        #expect(banner.frame == CGRect(x: 0, y: 538, width: 100, height: 20))

        guide.setConstraints([], activeWhenAwayFrom: .top)
        #expect(onKeyboard.isActive == false)
        #expect(guide.constraints(activeWhenAwayFrom: .top) == [])
    }

    // 11.137: a tracking guide of the app's own swaps its constraints after the layout that moved it.
    @Test func aTrackingGuideFollowsItsOwnFrameAfterEachLayout() throws {
        let app = try ModalApp()
        let view = app.root.view!
        let guide = UITrackingLayoutGuide()
        view.addLayoutGuide(guide)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let offset = guide.topAnchor.constraint(equalTo: view.topAnchor)
        NSLayoutConstraint.activate([
            offset, guide.heightAnchor.constraint(equalToConstant: 100),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
        ])
        guide.setConstraints([label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10)], activeWhenNearEdge: .top)
        guide.setConstraints([label.topAnchor.constraint(equalTo: view.topAnchor, constant: 200)], activeWhenAwayFrom: .top)
        app.host.runUntilIdle()
        #expect(label.frame.minY == 10)

        offset.constant = 300
        app.host.runUntilIdle()

        #expect(guide.layoutFrame.minY == 300)
        #expect(label.frame.minY == 200)
        #expect(app.host.problems.isEmpty)
    }
}
