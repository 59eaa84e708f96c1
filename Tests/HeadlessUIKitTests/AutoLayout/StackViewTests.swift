import Foundation
import Testing
@testable import HeadlessUIKit

/// UIStackView through the real passes (docs/uikit-rules.md 11.65-11.80): every distribution and alignment on a
/// fixed fixture, spacing, hidden views, margins, baselines, nested stacks and changes to the arranged list (hidden
/// views onwards in `StackViewTests+Arrangement.swift`).
///
/// The fixture: three views whose intrinsic sizes are 40×20, 60×30 and 80×10 (hugging 250, compression resistance
/// 750 on both axes, the defaults), in a stack view pinned 300×100 at (20, 100) in the root view. Frames are the
/// arranged views' frames in the stack view.
@Suite @MainActor struct StackViewTests {
    /// A view with a settable intrinsic content size.
    final class SizedView: UIView {
        var size: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }

        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override var intrinsicContentSize: CGSize { size }
    }

    static func fixture() -> [SizedView] { [SizedView(40, 20), SizedView(60, 30), SizedView(80, 10)] }

    /// A stack of `views` in the root view: pinned at (20, 100) and sized when `size` is given, else only placed.
    func stack(_ views: [UIView], in app: ViewTestApp, size: CGSize? = CGSize(width: 300, height: 100),
                       configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ]
        if let size {
            constraints += [stack.widthAnchor.constraint(equalToConstant: size.width),
                            stack.heightAnchor.constraint(equalToConstant: size.height)]
        }
        NSLayoutConstraint.activate(constraints)
        app.host.runUntilIdle()
        return stack
    }

    func frames(_ views: [UIView]) -> [CGRect] { views.map { ViewGeometry.snap($0.frame) } }

    func rects(x: [CGFloat], width: [CGFloat], y: [CGFloat], height: [CGFloat]) -> [CGRect] {
        (0..<x.count).map { CGRect(x: x[$0], y: y[$0], width: width[$0], height: height[$0]) }
    }

    // MARK: Every distribution × every alignment

    /// One alignment under the name the test shows (top and bottom are leading and trailing).
    struct AlignmentCase: CustomTestStringConvertible, Sendable {
        let name: String
        let alignment: UIStackView.Alignment
        /// The arranged views' y and height in the 100-pt-high horizontal stack.
        let y: [CGFloat]
        let height: [CGFloat]
        var testDescription: String { name }
    }

    // docs/uikit-rules.md 11.77: fill pins both edges; top, center and bottom place the views at their intrinsic
    // heights (20, 30, 10). A view with no text has its baselines at its bottom, so baseline alignment lines the
    // bottoms up; the group sits at the top (first baseline) or the bottom (last baseline) of the stack.
    nonisolated static let alignments: [AlignmentCase] = [
        AlignmentCase(name: "fill", alignment: .fill, y: [0, 0, 0], height: [100, 100, 100]),
        AlignmentCase(name: "leading", alignment: .leading, y: [0, 0, 0], height: [20, 30, 10]),
        AlignmentCase(name: "top", alignment: .top, y: [0, 0, 0], height: [20, 30, 10]),
        AlignmentCase(name: "firstBaseline", alignment: .firstBaseline, y: [10, 0, 20], height: [20, 30, 10]),
        AlignmentCase(name: "center", alignment: .center, y: [40, 35, 45], height: [20, 30, 10]),
        AlignmentCase(name: "trailing", alignment: .trailing, y: [80, 70, 90], height: [20, 30, 10]),
        AlignmentCase(name: "bottom", alignment: .bottom, y: [80, 70, 90], height: [20, 30, 10]),
        AlignmentCase(name: "lastBaseline", alignment: .lastBaseline, y: [80, 70, 90], height: [20, 30, 10]),
    ]

    /// The arranged views' x and width in the 300-pt-wide horizontal stack with spacing 15 (intrinsic widths 40,
    /// 60, 80: 210 pt with the spacing, 90 pt to spare).
    static func horizontal(_ distribution: UIStackView.Distribution) -> (x: [CGFloat], width: [CGFloat]) {
        switch distribution {
        // 11.72: equal hugging priorities; the tie goes by index: the first view takes the 90 spare points.
        case .fill: ([0, 145, 220], [130, 60, 80])
        // 11.73: (300 - 2 × 15) / 3.
        case .fillEqually: ([0, 105, 210], [90, 90, 90])
        // 11.74: 270 pt shared 40 : 60 : 80.
        case .fillProportionally: ([0, 75, 180], [60, 90, 120])
        // 11.75: intrinsic widths, the 120 pt left split into two gaps of 60.
        case .equalSpacing: ([0, 100, 220], [40, 60, 80])
        // 11.76: centers at 20, 140 and 260, 120 pt apart; both gaps (70, 50) are above the minimum of 15.
        case .equalCentering: ([0, 110, 220], [40, 60, 80])
        }
    }

    // docs/uikit-rules.md 11.71-11.77: the 5 distributions × the 8 alignment names on the fixture.
    @Test(arguments: UIStackView.Distribution.allCases, alignments)
    func everyDistributionWithEveryAlignment(_ distribution: UIStackView.Distribution, _ alignment: AlignmentCase) throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app) {
            $0.distribution = distribution
            $0.alignment = alignment.alignment
            $0.spacing = 15
        }
        let along = Self.horizontal(distribution)
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 100))
        #expect(frames(views) == rects(x: along.x, width: along.width, y: alignment.y, height: alignment.height))
        #expect(!views.contains { $0.hasAmbiguousLayout })
        #expect(app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 11.71-11.77: the same on a vertical axis (fixture turned: 20×40, 30×60, 10×80 in a
    // 100×300 stack); a vertical stack reads the baseline alignments as leading and trailing.
    @Test(arguments: UIStackView.Distribution.allCases, alignments)
    func everyDistributionWithEveryAlignmentVertically(_ distribution: UIStackView.Distribution,
                                                       _ alignment: AlignmentCase) throws {
        let app = try ViewTestApp()
        let views = [SizedView(20, 40), SizedView(30, 60), SizedView(10, 80)]
        let stack = stack(views, in: app, size: CGSize(width: 100, height: 300)) {
            $0.axis = .vertical
            $0.distribution = distribution
            $0.alignment = alignment.alignment
            $0.spacing = 15
        }
        let along = Self.horizontal(distribution)
        let across: (x: [CGFloat], width: [CGFloat]) = switch alignment.alignment {
        case .fill: ([0, 0, 0], [100, 100, 100])
        case .leading, .firstBaseline: ([0, 0, 0], [20, 30, 10])
        case .center: ([40, 35, 45], [20, 30, 10])
        case .trailing, .lastBaseline: ([80, 70, 90], [20, 30, 10])
        }
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 100, height: 300))
        #expect(frames(views) == rects(x: across.x, width: across.width, y: along.x, height: along.width))
        #expect(app.host.problems.isEmpty)
    }

    // docs/uikit-rules.md 11.68: raw values and defaults, and a default stack (fill, fill, spacing 0) lays out.
    @Test func rawValuesAndDefaults() throws {
        #expect(UIStackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
            .map(\.rawValue) == [0, 1, 1, 2, 3, 4, 4, 5])
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(frames(views) == rects(x: [0, 160, 220], width: [160, 60, 80], y: [0, 0, 0], height: [100, 100, 100]))
    }

    // MARK: Which view stretches or shrinks (11.72, 11.75)

    // docs/uikit-rules.md 11.72: the lowest hugging priority stretches, whatever its index.
    @Test func theLowestHuggingPriorityStretches() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = stack(views, in: app) { $0.spacing = 15 }
        #expect(frames(views).map(\.width) == [40, 150, 80])
        #expect(frames(views).map(\.minX) == [0, 55, 220])
    }

    // docs/uikit-rules.md 11.72: too little room: the lowest compression resistance gives way; with equal
    // priorities, the last view gives way first (the tie-break by index, see UIStackView+Arrangement.swift).
    @Test func compressionResistanceThenIndexDecideWhoShrinks() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: CGSize(width: 160, height: 30))
        // 180 pt of views in 160: the last one loses 20.
        #expect(frames(views).map(\.width) == [40, 60, 60])
        views[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        app.host.runUntilIdle()
        #expect(frames(views).map(\.width) == [20, 60, 80])
        #expect(frames(views).map(\.minX) == [0, 20, 80])
        #expect(stack.frame.width == 160)
    }

    // docs/uikit-rules.md 11.75: equalSpacing keeps the minimum spacing when room is short; the views shrink
    // (the last first, all resisting equally).
    @Test func equalSpacingKeepsTheMinimumAndShrinksViews() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        _ = stack(views, in: app, size: CGSize(width: 200, height: 30)) {
            $0.distribution = .equalSpacing
            $0.spacing = 15
        }
        #expect(frames(views).map(\.width) == [40, 60, 70])
        #expect(frames(views).map(\.minX) == [0, 55, 130])
    }

    // docs/uikit-rules.md 11.76: equalCentering gives up equal centers rather than go under `spacing`, and
    // shrinks the gaps before it shrinks views.
    @Test func equalCenteringTreatsSpacingAsAMinimum() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app) {
            $0.distribution = .equalCentering
            $0.spacing = 60
        }
        // Equal centers would need gaps of 70 and 50: the second would be under 60, so both are 60.
        #expect(frames(views).map(\.minX) == [0, 100, 220])
        // 190 pt and no spacing: the views keep their widths, the gaps (10 pt in all) go where centering wants
        // them most, all 10 pt before the middle view.
        stack.spacing = 0
        let width = try #require(stack.constraints.first { $0.identifier == nil && $0.firstAttribute == .width })
        width.constant = 190
        app.host.runUntilIdle()
        #expect(frames(views).map(\.width) == [40, 60, 80])
        #expect(frames(views).map(\.minX) == [0, 50, 110])
    }

    // MARK: Natural size (11.80)

    // docs/uikit-rules.md 11.80: a stack placed by its position alone is as big as its arrangement; it has no
    // intrinsic content size of its own.
    @Test func aPlacedStackTakesTheSizeOfItsArrangement() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) {
            $0.spacing = 10
            $0.alignment = .center
        }
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 200, height: 30))
        #expect(frames(views) == rects(x: [0, 50, 120], width: [40, 60, 80], y: [5, 0, 10], height: [20, 30, 10]))
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // With fill alignment the tallest view sets the height and the others stretch to it.
        stack.alignment = .fill
        app.host.runUntilIdle()
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 200, height: 30))
        #expect(frames(views).map(\.height) == [30, 30, 30])
    }

    // docs/uikit-rules.md 11.80, 11.26: a stack view not yet in a window is measured from its arrangement (the
    // fitting runs the constraints pass first); hugging and the spanning fit keep it tight even when pulled
    // towards a large size.
    @Test func aStackOutsideAWindowMeasuresItsArrangement() throws {
        let app = try ViewTestApp()
        let stack = UIStackView(arrangedSubviews: Self.fixture())
        stack.spacing = 10
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 30))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 30))
        #expect(stack.frame.size == .zero)
        #expect(app.host.problems.isEmpty)
    }

    // MARK: Spacing (11.69, 11.70)

    // docs/uikit-rules.md 11.70: a custom spacing after one view beats `spacing`; spacingUseSystem asks for the
    // system spacing (8 pt); spacingUseDefault goes back to `spacing`; only arranged views take one.
    @Test func customSpacingAfterAView() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) { $0.spacing = 10 }
        stack.setCustomSpacing(30, after: views[0])
        app.host.runUntilIdle()
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(frames(views).map(\.minX) == [0, 70, 140])
        #expect(stack.frame.width == 220)

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        app.host.runUntilIdle()
        #expect(frames(views).map(\.minX) == [0, 70, 138])

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        app.host.runUntilIdle()
        #expect(frames(views).map(\.minX) == [0, 50, 118])

        let stranger = UIView()
        stack.setCustomSpacing(50, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
    }

    // docs/uikit-rules.md 11.69: spacingUseSystem as `spacing` is 8 pt between every pair; spacingUseDefault is
    // 0; a negative spacing overlaps the views.
    @Test func specialAndNegativeSpacing() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) { $0.spacing = UIStackView.spacingUseSystem }
        #expect(frames(views).map(\.minX) == [0, 48, 116])
        stack.spacing = UIStackView.spacingUseDefault
        app.host.runUntilIdle()
        #expect(frames(views).map(\.minX) == [0, 40, 100])
        stack.spacing = -10
        app.host.runUntilIdle()
        #expect(frames(views).map(\.minX) == [0, 30, 80])
        #expect(stack.frame.width == 160)
    }

    // docs/uikit-rules.md 11.70: a custom spacing is dropped when its view leaves the arranged list.
    @Test func customSpacingLeavesWithItsView() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) { $0.spacing = 10 }
        stack.setCustomSpacing(30, after: views[1])
        app.host.runUntilIdle()
        #expect(frames(views).map(\.minX) == [0, 50, 140])
        stack.removeArrangedSubview(views[1])
        stack.addArrangedSubview(views[1])
        app.host.runUntilIdle()
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        // Order now 0, 2, 1 with spacing 10 everywhere.
        #expect(frames(views).map(\.minX) == [0, 140, 50])
    }
}
