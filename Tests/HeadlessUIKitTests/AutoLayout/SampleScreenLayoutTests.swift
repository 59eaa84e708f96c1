import Foundation
import Testing
@testable import HeadlessUIKit

/// Screens written the way the third sample of real UIKit files writes them (docs/uikit-rules.md 4.9, 11.55, 11.65,
/// 16.28): our own controllers in the same style, laid out on an iPhone 8 (375 × 667), with sizes that do not
/// depend on text metrics.
@Suite @MainActor struct SampleScreenLayoutTests {
    /// Two 48-pt buttons in a vertical stack 16 pt apart, 32 pt from the sides, centred vertically.
    final class LoginScreen: UIViewController {
        let first = UIButton(type: .system), second = UIButton(type: .system)
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            first.heightAnchor.constraint(equalToConstant: 48).isActive = true
            second.heightAnchor.constraint(equalToConstant: 48).isActive = true
            for button in [first, second] { stack.addArrangedSubview(button) }
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
            ])
        }
    }

    // 11.65: the stack is as tall as its buttons and spacing, centred, and fills them across.
    @Test func aCentredStackOfFixedHeightButtons() throws {
        let screen = LoginScreen()
        let app = try ViewTestApp(rootViewController: screen)
        app.host.runUntilIdle()
        #expect(screen.stack.frame == CGRect(x: 32, y: 277.5, width: 311, height: 112))
        #expect(screen.first.frame == CGRect(x: 0, y: 0, width: 311, height: 48))
        #expect(screen.second.frame == CGRect(x: 0, y: 64, width: 311, height: 48))
    }

    /// Rows in a stack in a scroll view pinned to its content guide, 32 pt in at the top and bottom, with the
    /// content guide as wide as the frame guide; the scroll view starts under the safe area's top.
    final class MenuScreen: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            stack.axis = .vertical
            stack.spacing = 16
            stack.alignment = .center
            for _ in 0..<8 {
                let row = UIView()
                row.widthAnchor.constraint(equalToConstant: 200).isActive = true
                row.heightAnchor.constraint(equalToConstant: 50).isActive = true
                stack.addArrangedSubview(row)
            }
            for view in [scrollView, stack] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 32),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -32),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }
    }

    // 11.55, 11.65: the content guide's constraints make the content size; the rows are centred across it.
    @Test func aStackInAScrollViewsContentGuide() throws {
        let screen = MenuScreen()
        let app = try ViewTestApp(rootViewController: screen)
        app.host.runUntilIdle()
        #expect(screen.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(screen.scrollView.contentSize == CGSize(width: 375, height: 576))
        #expect(screen.stack.frame == CGRect(x: 0, y: 32, width: 375, height: 512))
        #expect(screen.stack.arrangedSubviews.first?.frame == CGRect(x: 87.5, y: 0, width: 200, height: 50))
        #expect(screen.stack.arrangedSubviews.last?.frame == CGRect(x: 87.5, y: 462, width: 200, height: 50))
    }

    // A card grown to full screen by animating its constraints' constants inside a spring animation (4.9): the model
    // frame is the end frame at once, and the completion runs with true when the host clock passes the end.
    @Test func aCardGrowsByAnimatingItsConstraints() throws {
        let app = try ViewTestApp()
        let root = app.rootView
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 120)
        let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 32)
        let width = card.widthAnchor.constraint(equalToConstant: 311)
        let height = card.heightAnchor.constraint(equalToConstant: 450)
        NSLayoutConstraint.activate([top, leading, width, height])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 32, y: 120, width: 311, height: 450))
        var finished = false
        UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                       options: .curveEaseOut, animations: {
            top.constant = 0
            leading.constant = 0
            width.constant = root.frame.width
            height.constant = root.frame.height
            root.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(card.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!finished)
        app.host.advance(by: 1)
        app.host.runUntilIdle()
        #expect(finished)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // 16.28: two items a row sharing the width after 10 pt between them, rows 250 tall and 10 apart.
    @Test func aTwoColumnCompositionalGrid() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(250)),
                subitem: item, count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            return section
        }
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
        let data = CollectionTestData(items: 5, sections: 1)
        data.install(in: collectionView)
        app.show(collectionView)
        let frames = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 182.5, height: 250), CGRect(x: 192.5, y: 0, width: 182.5, height: 250),
                           CGRect(x: 0, y: 260, width: 182.5, height: 250), CGRect(x: 192.5, y: 260, width: 182.5, height: 250),
                           CGRect(x: 0, y: 520, width: 182.5, height: 250)])
        #expect(collectionView.contentSize == CGSize(width: 375, height: 770))
    }
}
