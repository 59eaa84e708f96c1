import Foundation
import Testing
@testable import HeadlessUIKit

/// The view `loadView()` makes with no storyboard or nib (docs/uikit-rules.md 6.96).
@Suite @MainActor struct DefaultRootViewTests {
    /// A container that frames its child's view to a container view in `viewDidLoad`, before the container has
    /// a size, as a real file's parent controller does.
    final class Parent: UIViewController {
        let container = UIView()
        let child = UIViewController()
        let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            container.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(container)
            NSLayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                container.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            ])
            label.text = "Child"
            label.translatesAutoresizingMaskIntoConstraints = false
            child.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: child.view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: child.view.centerYAnchor),
            ])
            addChild(child)
            child.view.frame = container.bounds  // still zero here
            container.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    // 6.96: the default view is the screen's size with a flexible width and height.
    @Test func theDefaultViewHasAFlexibleWidthAndHeight() throws {
        _ = try ViewTestApp()
        let controller = UIViewController()
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // 6.96: a child's view framed to a container's zero bounds grows with the container to 335 × 547 (375 - 40 by
    // 667 - 120), so its centred label is in the middle of the container. (Without the flexible mask it stayed
    // 0 × 0 and the label hung off the container's top-left corner.)
    @Test func aChildViewFramedToAnEmptyContainerFollowsIt() throws {
        let parent = Parent()
        let app = try ViewTestApp(rootViewController: parent)
        app.host.runUntilIdle()

        #expect(parent.container.frame == CGRect(x: 20, y: 100, width: 335, height: 547))
        #expect(parent.child.view.frame == CGRect(x: 0, y: 0, width: 335, height: 547))
        let size = parent.label.intrinsicContentSize
        #expect(parent.label.center == CGPoint(x: 167.5, y: 273.5))
        #expect(parent.label.frame.size == size)
        #expect(app.host.problems.isEmpty)
    }

    // 6.96: a controller's own loadView keeps the mask it gives its view.
    @Test func anOwnLoadViewKeepsItsMask() throws {
        final class Own: UIViewController {
            override func loadView() { view = UIView() }
        }
        _ = try ViewTestApp()
        #expect(Own().view.autoresizingMask == [])
    }
}
