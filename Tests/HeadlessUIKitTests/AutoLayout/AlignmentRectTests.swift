import Foundation
import Testing
@testable import HeadlessUIKit

/// A view that draws a shadow around its content: its alignment rectangle is its frame less 2 pt at the top, 4 at
/// the left, 10 at the bottom and 6 at the right.
@MainActor private final class ShadowedView: UIView {
    var content = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 10, right: 6) }
    override var intrinsicContentSize: CGSize { content }
}

/// A view that describes its alignment rectangle through `alignmentRect(forFrame:)` rather than insets: 5 pt in
/// from every edge.
@MainActor private final class RingedView: UIView {
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.insetBy(dx: 5, dy: 5) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.insetBy(dx: -5, dy: -5) }
}

/// Auto Layout places and sizes alignment rectangles (docs/uikit-rules.md 11.176-11.181, 6.43).
@Suite @MainActor struct AlignmentRectTests {
    private func constrained<V: UIView>(_ view: V, in app: ViewTestApp) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(view)
        return view
    }

    // docs/uikit-rules.md 11.176: the default conversions move each edge by the insets.
    @Test func theConversionsMoveEachEdgeByTheInsets() {
        let view = ShadowedView()
        #expect(view.alignmentRect(forFrame: CGRect(x: 10, y: 20, width: 100, height: 50))
            == CGRect(x: 14, y: 22, width: 90, height: 38))
        #expect(view.frame(forAlignmentRect: CGRect(x: 14, y: 22, width: 90, height: 38))
            == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(UIView().alignmentRectInsets == .zero)
        #expect(UIView().alignmentRect(forFrame: CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    // docs/uikit-rules.md 11.177: pinned edges and a fixed size are the alignment rectangle's; the frame grows
    // around it by the insets.
    @Test func aPinnedViewsAlignmentRectangleTakesTheConstraints() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 16, y: 98, width: 110, height: 62))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 20, y: 100, width: 100, height: 50))
    }

    // docs/uikit-rules.md 11.177: centring centres the alignment rectangle, so the frame sits off centre.
    @Test func aCentredViewCentresItsAlignmentRectangle() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: app.rootView.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: app.rootView.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.host.runUntilIdle()
        // Alignment rectangle (137.5, 308.5, 100, 50) in the 375 x 667 root view.
        #expect(view.frame == CGRect(x: 133.5, y: 306.5, width: 110, height: 62))
    }

    // docs/uikit-rules.md 11.177: a neighbour is spaced from the alignment rectangle's edges, not the frame's.
    @Test func aNeighbourIsSpacedFromTheAlignmentRectangle() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        let neighbour = constrained(UIView(), in: app)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
            neighbour.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8),
            neighbour.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 8),
            neighbour.widthAnchor.constraint(equalToConstant: 10),
            neighbour.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.host.runUntilIdle()
        #expect(neighbour.frame == CGRect(x: 128, y: 158, width: 10, height: 10))
    }

    // docs/uikit-rules.md 11.177: a view without text has its baselines at its alignment rectangle's bottom.
    @Test func aViewWithoutTextHasItsBaselineAtTheAlignmentRectanglesBottom() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.lastBaselineAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 150),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 16, y: 98, width: 110, height: 62))
    }

    // docs/uikit-rules.md 11.177: right to left, leading is the alignment rectangle's right edge.
    @Test func rightToLeftLeadingIsTheAlignmentRectanglesRightEdge() throws {
        let app = try ViewTestApp()
        app.rootView.semanticContentAttribute = .forceRightToLeft
        let view = constrained(ShadowedView(), in: app)
        view.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.host.runUntilIdle()
        // Alignment rectangle's right edge at 375 - 20 = 355, so it spans 255...355; the frame 251...361.
        #expect(view.frame == CGRect(x: 251, y: 98, width: 110, height: 62))
    }

    // docs/uikit-rules.md 11.176: a view that overrides `alignmentRect(forFrame:)` instead of the insets is placed
    // by it.
    @Test func anOverriddenAlignmentRectForFrameIsHonoured() throws {
        let app = try ViewTestApp()
        let view = constrained(RingedView(), in: app)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 15, y: 95, width: 110, height: 60))
    }

    // docs/uikit-rules.md 11.178: the intrinsic content size is the alignment rectangle's size.
    @Test func theIntrinsicSizeIsTheAlignmentRectanglesSize() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        view.content = CGSize(width: 80, height: 40)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 16, y: 98, width: 90, height: 52))
    }

    // docs/uikit-rules.md 11.177, 11.178: the fitting size is the alignment rectangle's, and a subview pinned to the
    // view's edges is pinned to its alignment rectangle.
    @Test func theFittingSizeIsTheAlignmentRectanglesSize() throws {
        _ = HeadlessHost(device: .iPhone8)
        let view = ShadowedView()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.topAnchor.constraint(equalTo: view.topAnchor),
            child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 50))
    }

    // docs/uikit-rules.md 11.180: a constraint holds when it holds on the alignment rectangles.
    @Test func aConstraintHoldsOnTheAlignmentRectangles() throws {
        let app = try ViewTestApp()
        let view = constrained(ShadowedView(), in: app)
        let leading = view.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20)
        let centreY = view.centerYAnchor.constraint(equalTo: app.rootView.centerYAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let height = view.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, centreY, width, height])
        app.host.runUntilIdle()
        #expect([leading, centreY, width, height].map { $0.holds(tolerance: 0.01) } == [true, true, true, true])
    }

    // docs/uikit-rules.md 6.43: an image keeps its size and takes the insets it is given.
    @Test func anImageTakesAlignmentInsets() {
        let image = UIImage(name: "card", size: CGSize(width: 130, height: 130))
        let inset = image.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30))
        #expect(image.alignmentRectInsets == .zero)
        #expect(inset.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30))
        #expect(inset.size == CGSize(width: 130, height: 130))
        #expect(inset.name == "card")
        #expect(inset != image)
    }

    // docs/uikit-rules.md 11.179: an image view takes its image's insets; its intrinsic size is the image's less
    // them; centred, its content is centred and its shadow hangs out right and below.
    @Test func anImageViewCentresItsImagesContent() throws {
        let app = try ViewTestApp()
        let image = UIImage(name: "card", size: CGSize(width: 130, height: 130))
            .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30))
        let imageView = constrained(UIImageView(image: image), in: app)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: app.rootView.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: app.rootView.centerYAnchor),
        ])
        app.host.runUntilIdle()
        #expect(imageView.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30))
        #expect(imageView.intrinsicContentSize == CGSize(width: 100, height: 100))
        #expect(imageView.frame == CGRect(x: 137.5, y: 283.5, width: 130, height: 130))
    }

    // docs/uikit-rules.md 11.179: a new image with other insets moves the frame at the next layout.
    @Test func aNewImagesInsetsMoveTheFrame() throws {
        let app = try ViewTestApp()
        let imageView = constrained(UIImageView(image: UIImage(name: "a", size: CGSize(width: 50, height: 50))), in: app)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            imageView.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(imageView.frame == CGRect(x: 20, y: 100, width: 50, height: 50))
        imageView.image = UIImage(name: "b", size: CGSize(width: 60, height: 50))
            .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        app.host.runUntilIdle()
        #expect(imageView.frame == CGRect(x: 10, y: 100, width: 60, height: 50))
    }

    // docs/uikit-rules.md 11.181: a switch's alignment rectangle is 49 pt wide, 2 pt in from its frame's right, so
    // a switch pinned 16 pt from the trailing edge has its frame 14 pt from it, as Xcode saves it.
    @Test func aSwitchPinnedToTheTrailingEdgeOverhangsItBy2Points() throws {
        let app = try ViewTestApp()
        let toggle = constrained(UISwitch(), in: app)
        NSLayoutConstraint.activate([
            app.rootView.trailingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 16),
            toggle.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(toggle.frame == CGRect(x: 310, y: 100, width: 51, height: 31))
    }

    // docs/uikit-rules.md 11.181: centred, a switch's frame sits 1 pt right of the centre.
    @Test func aCentredSwitchSitsOnePointRightOfCentre() throws {
        let app = try ViewTestApp()
        let toggle = constrained(UISwitch(), in: app)
        NSLayoutConstraint.activate([
            toggle.centerXAnchor.constraint(equalTo: app.rootView.centerXAnchor),
            toggle.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(toggle.frame == CGRect(x: 163, y: 100, width: 51, height: 31))
    }
}
