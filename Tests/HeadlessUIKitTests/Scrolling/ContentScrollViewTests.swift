import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller's content scroll view: the one its bars observe and whose insets take the bars in
/// (docs/uikit-rules.md 7.44, 7.17, 11.122).
@Suite @MainActor struct ContentScrollViewTests {
    /// A scroll view filling `controller`'s view, holding a stack pinned to its content guide (20-pt margins, one
    /// 100-pt-tall view), as storyboards from Xcode 11 on lay scrolling forms out; content shorter than the screen.
    private func addScrollingForm(to controller: UIViewController, at index: Int = 0) -> (UIScrollView, UIView) {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        let field = UIView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        stack.addArrangedSubview(field)
        scrollView.addSubview(stack)
        controller.view.insertSubview(scrollView, at: index)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
            field.heightAnchor.constraint(equalToConstant: 100),
        ])
        return (scrollView, field)
    }

    // docs/uikit-rules.md 7.44, 7.17, 11.122: the first subview of a navigation child's view is its content scroll
    // view: it takes the 64 pt of status and navigation bar into its top inset though its content fits, rests at
    // -64, and its content is not inset again, so the stack keeps its own 20-pt margin (Xcode saves such a scene
    // with the field at y = 20 in the content).
    @Test func theFirstSubviewScrollViewTakesTheBarsIntoItsInsets() throws {
        let child = UIViewController()
        let app = try NavTestApp(root: UINavigationController(rootViewController: child))
        let (scrollView, field) = addScrollingForm(to: child)
        app.host.runUntilIdle()

        #expect(child.contentScrollView(for: .top) === scrollView)
        #expect(child.contentScrollView(for: .bottom) === scrollView)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -64))
        #expect(field.frame == CGRect(x: 20, y: 20, width: 335, height: 100))
        #expect(field.superview!.frame == CGRect(x: 0, y: 0, width: 375, height: 140))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 84, width: 335, height: 100))
    }

    // docs/uikit-rules.md 7.44, 11.122: a scroll view behind another subview is not the content scroll view; its
    // content fits, so `.automatic` leaves its insets alone and hands the bars' 64 pt down: the stack's margins grow
    // by them (`insetsLayoutMarginsFromSafeArea`), and the field shows at the same place on screen.
    @Test func aScrollViewThatIsNotFirstHandsTheBarsToItsContent() throws {
        let child = UIViewController()
        let app = try NavTestApp(root: UINavigationController(rootViewController: child))
        child.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let (scrollView, field) = addScrollingForm(to: child, at: 1)
        app.host.runUntilIdle()

        #expect(child.contentScrollView(for: .top) == nil)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(field.frame == CGRect(x: 20, y: 84, width: 335, height: 100))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 84, width: 335, height: 100))
    }

    // docs/uikit-rules.md 7.44: `setContentScrollView(_:for:)` picks another scroll view for an edge, which then
    // takes the bars in; nil goes back to the first subview.
    @Test func setContentScrollViewChoosesTheObservedScrollView() throws {
        let child = UIViewController()
        let app = try NavTestApp(root: UINavigationController(rootViewController: child))
        let (first, _) = addScrollingForm(to: child)
        let (second, field) = addScrollingForm(to: child, at: 1)
        app.host.runUntilIdle()
        #expect(second.adjustedContentInset == .zero)

        child.setContentScrollView(second)
        app.host.runUntilIdle()
        #expect(child.contentScrollView(for: .top) === second)
        #expect(child.contentScrollView(for: .bottom) === second)
        #expect(second.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(first.adjustedContentInset == .zero)
        #expect(field.frame == CGRect(x: 20, y: 20, width: 335, height: 100))

        child.setContentScrollView(nil, for: .top)
        #expect(child.contentScrollView(for: .top) === first)
        #expect(child.contentScrollView(for: .bottom) === second)
    }

    // docs/uikit-rules.md 7.44: only `.top` and `.bottom` can be asked for; UIKit raises for others, the host
    // reports it and answers nil.
    @Test func askingForAnEdgeOtherThanTopOrBottomIsReported() throws {
        let child = UIViewController()
        let app = try NavTestApp(root: child)
        _ = addScrollingForm(to: child)
        app.host.runUntilIdle()
        let before = app.host.problems

        #expect(child.contentScrollView(for: .all) == nil)
        #expect(app.host.problems == before + ["contentScrollView(for:) takes .top or .bottom, not 15; ask for each edge alone"])
    }
}
