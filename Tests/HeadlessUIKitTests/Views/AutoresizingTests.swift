import Foundation
import Testing
@testable import HeadlessUIKit

/// One autoresizing case: a mask on one axis and the child's position and length on that axis after the
/// superview grows by 60 pt on both axes.
struct ViewAutoresizingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let maskRawValue: UInt
    let position: Double
    let length: Double

    var mask: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: maskRawValue) }
    var testDescription: String { name }

    init(_ name: String, _ mask: UIView.AutoresizingMask, position: Double, length: Double) {
        self.name = name
        self.maskRawValue = mask.rawValue
        self.position = position
        self.length = length
    }
}

/// Autoresizing masks (docs/uikit-rules.md 4.7, Table 2-1).
///
/// Every case starts from a 300×200 superview with the child at (50, 40, 100, 40), so the horizontal parts are
/// left margin 50, width 100, right margin 150 and the vertical parts top 40, height 40, bottom 120. The superview
/// then grows to 360×260: each axis has 60 pt to share among its flexible parts, in proportion to their sizes.
@Suite @MainActor struct AutoresizingTests {
    nonisolated static let horizontalCases: [ViewAutoresizingCase] = [
        .init("nothing flexible keeps the left margin", [], position: 50, length: 100),
        .init("left margin takes it all", [.flexibleLeftMargin], position: 110, length: 100),
        .init("width takes it all", [.flexibleWidth], position: 50, length: 160),
        .init("right margin takes it all", [.flexibleRightMargin], position: 50, length: 100),
        .init("left 50 : width 100", [.flexibleLeftMargin, .flexibleWidth], position: 70, length: 140),
        .init("left 50 : right 150", [.flexibleLeftMargin, .flexibleRightMargin], position: 65, length: 100),
        .init("width 100 : right 150", [.flexibleWidth, .flexibleRightMargin], position: 50, length: 124),
        .init("left 50 : width 100 : right 150", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
              position: 60, length: 120),
    ]

    nonisolated static let verticalCases: [ViewAutoresizingCase] = [
        .init("nothing flexible keeps the top margin", [], position: 40, length: 40),
        .init("top margin takes it all", [.flexibleTopMargin], position: 100, length: 40),
        .init("height takes it all", [.flexibleHeight], position: 40, length: 100),
        .init("bottom margin takes it all", [.flexibleBottomMargin], position: 40, length: 40),
        .init("top 40 : height 40 share equally", [.flexibleTopMargin, .flexibleHeight], position: 70, length: 70),
        .init("top 40 : bottom 120", [.flexibleTopMargin, .flexibleBottomMargin], position: 55, length: 40),
        .init("height 40 : bottom 120", [.flexibleHeight, .flexibleBottomMargin], position: 40, length: 55),
        .init("top 40 : height 40 : bottom 120", [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
              position: 52, length: 52),
    ]

    private func parentAndChild(mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    // docs/uikit-rules.md 4.7: the horizontal masks leave the vertical axis alone.
    @Test(arguments: horizontalCases)
    func horizontalMaskSharesTheWidthChange(_ testCase: ViewAutoresizingCase) {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: testCase.mask)

        parent.bounds.size = CGSize(width: 360, height: 260)

        #expect(child.frame == CGRect(x: testCase.position, y: 40, width: testCase.length, height: 40))
    }

    // docs/uikit-rules.md 4.7: the vertical masks leave the horizontal axis alone.
    @Test(arguments: verticalCases)
    func verticalMaskSharesTheHeightChange(_ testCase: ViewAutoresizingCase) {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: testCase.mask)

        parent.bounds.size = CGSize(width: 360, height: 260)

        #expect(child.frame == CGRect(x: 50, y: testCase.position, width: 100, height: testCase.length))
    }

    // docs/uikit-rules.md 4.7: both axes at once, and a shrinking superview takes its share back.
    @Test func flexibleWidthAndHeightFollowAShrinkingSuperview() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleWidth, .flexibleHeight])

        parent.bounds.size = CGSize(width: 240, height: 160)

        #expect(child.frame == CGRect(x: 50, y: 40, width: 40, height: 0))
    }

    // docs/uikit-rules.md 4.7: all three flexible on an axis, shrinking, in proportion 50 : 100 : 150.
    @Test func allFlexibleHorizontallyShrinkInProportion() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])

        parent.bounds.size = CGSize(width: 240, height: 200)

        #expect(child.frame == CGRect(x: 40, y: 40, width: 80, height: 40))
    }

    // docs/uikit-rules.md 4.7: equal margins get equal shares, so a centred view stays centred.
    @Test func equalFlexibleMarginsKeepTheViewCentred() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        parent.addSubview(child)

        parent.bounds.size = CGSize(width: 500, height: 400)

        #expect(child.frame == CGRect(x: 200, y: 150, width: 100, height: 100))
        #expect(child.center == CGPoint(x: 250, y: 200))
    }

    // Documented runtime choice (UIView.autoresize): flexible parts that are all zero share the change equally.
    @Test func zeroSizedFlexibleMarginsShareTheChangeEqually() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)

        parent.bounds.size = CGSize(width: 360, height: 200)

        #expect(child.frame == CGRect(x: 30, y: 0, width: 300, height: 200))
    }

    // docs/uikit-rules.md 4.7: setting the superview's frame resizes it too.
    @Test func resizingTheSuperviewThroughItsFrameAutoresizes() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleWidth])

        parent.frame = CGRect(x: 10, y: 10, width: 360, height: 200)

        #expect(child.frame == CGRect(x: 50, y: 40, width: 160, height: 40))
    }

    // docs/uikit-rules.md 4.7: moving the superview (same size) resizes nothing.
    @Test func movingTheSuperviewDoesNotAutoresize() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleWidth, .flexibleLeftMargin])

        parent.center = CGPoint(x: 400, y: 400)
        parent.bounds.origin = CGPoint(x: 10, y: 10)

        #expect(child.frame == CGRect(x: 50, y: 40, width: 100, height: 40))
    }

    // docs/uikit-rules.md 4.7
    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleWidth, .flexibleHeight])
        parent.autoresizesSubviews = false

        parent.bounds.size = CGSize(width: 360, height: 260)

        #expect(child.frame == CGRect(x: 50, y: 40, width: 100, height: 40))
    }

    // docs/uikit-rules.md 4.7: grandchildren follow their own superview's change.
    @Test func autoresizingCascadesToGrandchildren() {
        _ = HeadlessHost()
        let (parent, child) = parentAndChild(mask: [.flexibleWidth])
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        grandchild.autoresizingMask = [.flexibleWidth]
        child.addSubview(grandchild)

        parent.bounds.size = CGSize(width: 360, height: 200)

        #expect(child.frame.width == 160)
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
    }

    // docs/uikit-rules.md 4.7: autoresizing has already run when the superview's layoutSubviews is called.
    @Test func autoresizingRunsBeforeLayoutSubviews() throws {
        let app = try ViewTestApp()
        let parent = app.show(ViewFrameProbeView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        let child = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 40))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.probe = child
        app.host.runUntilIdle()
        parent.framesSeenInLayout.removeAll()

        parent.bounds.size = CGSize(width: 360, height: 200)
        app.host.runUntilIdle()

        #expect(parent.framesSeenInLayout == [CGRect(x: 50, y: 40, width: 160, height: 40)])
    }
}

/// Records the frame of `probe` each time its own layoutSubviews runs.
final class ViewFrameProbeView: UIView {
    weak var probe: UIView?
    var framesSeenInLayout: [CGRect] = []

    override func layoutSubviews() {
        if let probe { framesSeenInLayout.append(probe.frame) }
    }
}
