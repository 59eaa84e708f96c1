import Foundation
import Testing
@testable import HeadlessUIKit

/// A view without a superview has no autoresizing constraints (docs/uikit-rules.md 6.87).
@Suite @MainActor struct ParentlessFrameHoldTests {
    // 6.87: sizes set on views before they go into a stack (which turns their translation off) conflict with
    // nothing: no report, and in the stack they are their constrained sizes (a 48-pt field, a 44-pt button).
    @Test func sizesSetBeforeJoiningAStackReportNothing() throws {
        let app = try ViewTestApp()
        let field = UITextField()
        field.heightAnchor.constraint(equalToConstant: 48).isActive = true
        let button = UIButton(type: .system)
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: 88).isActive = true
        #expect(app.host.problems.isEmpty)
        let stack = UIStackView(arrangedSubviews: [field, button])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor, constant: -16),
        ])
        app.host.runUntilIdle()
        #expect(app.host.problems.isEmpty)
        #expect(field.frame.origin == CGPoint(x: 0, y: 0) && field.frame.height == 48)
        #expect(button.frame.origin.y == 62 && button.frame.height == 44 && button.frame.width >= 88)
        #expect(stack.frame == CGRect(x: 16, y: 100, width: 343, height: 106))
    }

    // 6.87: a parentless view keeps its frame where no constraint decides, and its own constraints win silently
    // where one does; once it is in a hierarchy still translating its mask, its frame is required again and the
    // same constraint conflicts, as UIKit reports it.
    @Test func theFrameIsHeldWeaklyUntilTheViewJoinsAHierarchy() throws {
        let app = try ViewTestApp()
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        badge.widthAnchor.constraint(equalToConstant: 64).isActive = true
        #expect(badge.systemLayoutSizeFitting(.zero) == CGSize(width: 64, height: 0))
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(app.host.problems.isEmpty)
        app.rootView.addSubview(badge)
        app.host.runUntilIdle()
        #expect(app.host.problems.count == 1)
        #expect(app.host.problems.first?.hasPrefix("Unable to simultaneously satisfy constraints") == true)
        #expect(app.host.problems.first?.contains("<NSAutoresizingMaskLayoutConstraint UIView:") == true)
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    // 6.87: a window, which has no superview either, holds its frame as required.
    @Test func aWindowsFrameStaysRequired() throws {
        let app = try ViewTestApp()
        let window = app.window
        let constraint = window.widthAnchor.constraint(equalToConstant: 100)
        constraint.isActive = true
        app.host.runUntilIdle()
        #expect(window.frame.size == CGSize(width: 375, height: 667))
        #expect(app.host.problems.count == 1)
    }

    // 6.88: `.alphabet` is UIKit's old name for `.asciiCapable`.
    @Test func alphabetIsAsciiCapable() {
        let field = UITextField()
        field.keyboardType = .alphabet
        #expect(field.keyboardType == .asciiCapable)
        #expect(UIKeyboardType.alphabet.rawValue == 1)
    }
}
