import Foundation
import Testing
@testable import HeadlessUIKit

/// UIStackView's hidden views, margins, baselines, nested stacks, changes to the arranged list and the constraints it
/// makes (docs/uikit-rules.md 11.66-11.80), on `StackViewTests`' fixture (StackViewTests.swift).
extension StackViewTests {
    // MARK: Hidden views (11.67)

    // docs/uikit-rules.md 11.67: a hidden arranged view collapses (UISV-hiding: width 0) and its spacing goes;
    // it stays arranged and a subview, and comes back when shown.
    @Test func aHiddenViewCollapsesWithItsSpacing() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) { $0.spacing = 10 }
        #expect(stack.frame.width == 200)
        views[1].isHidden = true
        app.host.runUntilIdle()
        // The hidden 30-pt-high view no longer counts for the height either.
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 130, height: 20))
        #expect(frames([views[0], views[2]]) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 50, y: 0, width: 80, height: 20)])
        #expect(views[1].frame.width == 0 && views[1].frame.minX == 40)
        #expect(stack.arrangedSubviews == views && stack.subviews == views)
        // The size constraint has one item, so it is installed on the view itself (11.6); the position one on
        // the stack view.
        #expect(views[1].constraints.contains { $0.identifier == "UISV-hiding" && $0.firstAttribute == .width && $0.constant == 0 })
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] && $0.firstAttribute == .leading })

        views[1].isHidden = false
        app.host.runUntilIdle()
        #expect(stack.frame.width == 200)
        #expect(frames(views).map(\.minX) == [0, 50, 120])
        #expect(!(stack.constraints + views[1].constraints).contains { $0.identifier == "UISV-hiding" })
    }

    // docs/uikit-rules.md 11.67: hiding the first and last views too; hiding all of them leaves an empty stack.
    @Test func hidingAtTheEndsAndHidingEverything() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) {
            $0.axis = .vertical
            $0.spacing = 10
            $0.alignment = .leading
        }
        #expect(stack.frame.size == CGSize(width: 80, height: 80))
        views[0].isHidden = true
        views[2].isHidden = true
        app.host.runUntilIdle()
        #expect(stack.frame.size == CGSize(width: 60, height: 30))
        #expect(ViewGeometry.snap(views[1].frame) == CGRect(x: 0, y: 0, width: 60, height: 30))
        views[1].isHidden = true
        app.host.runUntilIdle()
        #expect(stack.frame.size == .zero)
        #expect(views.allSatisfy { $0.frame.height == 0 })
    }

    // docs/uikit-rules.md 11.67, 4.9: hiding inside an animation block collapses the view at once, and the
    // frame changes belong to the animation (its completion waits for the end).
    @Test func hidingInsideAnAnimationBlockCollapsesAndAnimates() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) { $0.spacing = 10 }
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            views[1].isHidden = true
        }, completion: { completions.append($0) })
        #expect(ViewGeometry.snap(views[2].frame) == CGRect(x: 50, y: 0, width: 80, height: 20))
        #expect(stack.frame.width == 130)
        app.host.advance(by: 0.1)
        #expect(completions.isEmpty)
        app.host.advance(by: 0.25)
        #expect(completions == [true])

        // Without an animation, the collapse waits for the next layout pass.
        views[1].isHidden = false
        #expect(views[2].frame.minX == 50)
        app.host.runUntilIdle()
        #expect(views[2].frame.minX == 120)
    }

    // MARK: Margins (11.79)

    // docs/uikit-rules.md 11.79: margins-relative arrangement lays out inside the layout margins.
    @Test func marginsRelativeArrangement() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app) {
            $0.spacing = 15
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        // 260 × 80 inside the margins; the first view takes the 50 spare points.
        #expect(frames(views) == rects(x: [20, 125, 200], width: [90, 60, 80], y: [10, 10, 10], height: [80, 80, 80]))
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 30, right: 5)
        app.host.runUntilIdle()
        #expect(frames(views) == rects(x: [5, 140, 215], width: [120, 60, 80], y: [0, 0, 0], height: [70, 70, 70]))
        stack.isLayoutMarginsRelativeArrangement = false
        app.host.runUntilIdle()
        #expect(frames(views) == rects(x: [0, 145, 220], width: [130, 60, 80], y: [0, 0, 0], height: [100, 100, 100]))
    }

    // docs/uikit-rules.md 11.79, 11.80: a placed stack with margins-relative arrangement grows by its margins.
    @Test func marginsRelativeArrangementGrowsAPlacedStack() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil) {
            $0.alignment = .top
            $0.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 196, height: 42))
        #expect(frames(views).map(\.minX) == [6, 46, 106])
        #expect(frames(views).map(\.minY) == [4, 4, 4])
    }

    // MARK: Baselines (11.77-11.79)

    private func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    // docs/uikit-rules.md 11.77: first-baseline alignment of a 17-pt and a 34-pt label: the baselines meet, the
    // big label touches the top, and the stack is as tall as the big label.
    @Test func firstBaselineAlignmentOfLabelsWithDifferentFonts() throws {
        let app = try ViewTestApp()
        let small = label("Small", size: 17), big = label("Big", size: 34)
        let stack = stack([small, big], in: app, size: nil) {
            $0.alignment = .firstBaseline
            $0.spacing = 8
        }
        let offset = big.font.ascender - small.font.ascender
        #expect(big.frame.minY == 0)
        #expect(abs(small.frame.minY - offset) < 1e-6)
        #expect(abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) < 1e-6)
        #expect(small.frame.size == small.intrinsicContentSize && big.frame.size == big.intrinsicContentSize)
        #expect(abs(big.frame.minX - (small.intrinsicContentSize.width + 8)) < 1e-6)
        #expect(abs(stack.frame.height - max(big.intrinsicContentSize.height, offset + small.intrinsicContentSize.height)) < 1e-6)
    }

    // docs/uikit-rules.md 11.77: last-baseline alignment: baselines (bottom less the descender) meet, the group
    // sits at the bottom of a taller stack.
    @Test func lastBaselineAlignmentOfLabelsWithDifferentFonts() throws {
        let app = try ViewTestApp()
        let small = label("Small", size: 17), big = label("Big", size: 34)
        _ = stack([small, big], in: app) { $0.alignment = .lastBaseline }
        #expect(big.frame.maxY == 100)
        let smallBaseline = small.frame.maxY + small.font.descender
        let bigBaseline = big.frame.maxY + big.font.descender
        #expect(abs(smallBaseline - bigBaseline) < 1e-6)
        #expect(abs(small.frame.maxY - (100 - (small.font.descender - big.font.descender))) < 1e-6)
    }

    // docs/uikit-rules.md 11.79: in a vertical stack with baseline-relative arrangement the spacing runs from the
    // last baseline of one label to the first baseline of the next.
    @Test func baselineRelativeArrangementMeasuresFromBaselineToBaseline() throws {
        let app = try ViewTestApp()
        let small = label("Small", size: 17), big = label("Big", size: 34)
        let stack = stack([small, big], in: app, size: nil) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 40
            $0.isBaselineRelativeArrangement = true
        }
        let lastBaseline = small.frame.maxY + small.font.descender
        let firstBaseline = big.frame.minY + big.font.ascender
        #expect(small.frame.minY == 0)
        #expect(abs(firstBaseline - lastBaseline - 40) < 1e-6)
        #expect(abs(stack.frame.height - big.frame.maxY) < 1e-6)
        // Off: edge to edge.
        stack.isBaselineRelativeArrangement = false
        app.host.runUntilIdle()
        #expect(big.frame.minY == small.frame.maxY + 40)
    }

    // MARK: Nested stacks (11.80)

    // docs/uikit-rules.md 11.80: stacks inside a stack size themselves from their own arrangements.
    @Test func nestedStacks() throws {
        let app = try ViewTestApp()
        let a = SizedView(40, 20), b = SizedView(60, 30), c = SizedView(80, 10)
        let row1 = UIStackView(arrangedSubviews: [a, b])
        row1.spacing = 5
        row1.alignment = .center
        let row2 = UIStackView(arrangedSubviews: [c])
        let outer = stack([row1, row2], in: app, size: nil) {
            $0.axis = .vertical
            $0.spacing = 8
            $0.alignment = .leading
        }
        #expect(outer.frame == CGRect(x: 20, y: 100, width: 105, height: 48))
        #expect(frames([row1, row2]) == [CGRect(x: 0, y: 0, width: 105, height: 30), CGRect(x: 0, y: 38, width: 80, height: 10)])
        #expect(frames([a, b, c]) == [CGRect(x: 0, y: 5, width: 40, height: 20), CGRect(x: 45, y: 0, width: 60, height: 30),
                                      CGRect(x: 0, y: 0, width: 80, height: 10)])
        // An inner change reaches the outer stack: row 1 loses b.
        b.isHidden = true
        app.host.runUntilIdle()
        #expect(row1.frame.size == CGSize(width: 40, height: 20))
        #expect(outer.frame == CGRect(x: 20, y: 100, width: 80, height: 38))
        #expect(row2.frame.minY == 28)
    }

    // MARK: Changing the arranged list (11.66)

    // docs/uikit-rules.md 11.66: add, insert and remove; a removed view stays a subview; removeFromSuperview
    // takes a view out of both lists; a re-inserted view only changes its stack index.
    @Test func addInsertAndRemoveArrangedSubviews() throws {
        let app = try ViewTestApp()
        let a = SizedView(40, 20), b = SizedView(60, 30), c = SizedView(80, 10), d = SizedView(20, 20)
        let stack = stack([a, b], in: app, size: nil) { $0.spacing = 10 }
        #expect(stack.frame.width == 110)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)

        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(d, at: 1)
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [a, d, b, c])
        #expect(stack.subviews == [a, b, c, d])
        #expect(frames([a, d, b, c]).map(\.minX) == [0, 50, 80, 150])
        #expect(stack.frame.width == 230)

        // Moving an arranged view changes its stack index only.
        stack.insertArrangedSubview(c, at: 0)
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [c, a, d, b])
        #expect(stack.subviews == [a, b, c, d])
        #expect(frames([c, a, d, b]).map(\.minX) == [0, 90, 140, 170])

        stack.removeArrangedSubview(d)
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews.contains(d))
        #expect(frames([c, a, b]).map(\.minX) == [0, 90, 140])
        #expect(stack.frame.width == 200)

        b.removeFromSuperview()
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [c, a])
        #expect(!stack.subviews.contains(b))
        #expect(stack.frame.width == 130)

        // A subview that becomes arranged keeps its subview index.
        stack.addArrangedSubview(d)
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [c, a, d])
        #expect(stack.subviews == [a, c, d])
        #expect(frames([c, a, d]).map(\.minX) == [0, 90, 140])

        // An index past the end is refused and reported.
        stack.insertArrangedSubview(b, at: 7)
        #expect(stack.arrangedSubviews == [c, a, d])
        #expect(app.host.problems.last?.contains("out of bounds") == true)
    }

    // docs/uikit-rules.md 11.66: a view moved into another superview leaves the arranged list.
    @Test func movingAnArrangedViewElsewhereUnarrangesIt() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app, size: nil)
        app.rootView.addSubview(views[0])
        app.host.runUntilIdle()
        #expect(stack.arrangedSubviews == [views[1], views[2]])
        #expect(stack.frame.width == 140)
        #expect(frames([views[1], views[2]]).map(\.minX) == [0, 60])
    }

    // MARK: Constraints (11.67, 11.74)

    // docs/uikit-rules.md 11.67: the arrangement is made of constraints on the stack view, identified as UIKit's.
    @Test func theArrangementIsMadeOfIdentifiedConstraints() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        let stack = stack(views, in: app) {
            $0.distribution = .fillEqually
            $0.alignment = .center
            $0.spacing = 15
        }
        let identifiers = Set(stack.constraints.compactMap(\.identifier).filter { $0.hasPrefix("UISV-") })
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
                                            "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit"]))
        let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacings.count == 2 && spacings.allSatisfy { $0.constant == 15 && $0.firstAttribute == .leading })
        #expect(frames(views).map(\.width) == [90, 90, 90])
        // Switching the distribution replaces the constraints.
        stack.distribution = .fill
        app.host.runUntilIdle()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-fill-equally" })
        #expect(frames(views).map(\.width) == [130, 60, 80])
    }

    // docs/uikit-rules.md 11.74: fillProportionally follows a change of an arranged view's intrinsic size.
    @Test func fillProportionallyFollowsIntrinsicSizes() throws {
        let app = try ViewTestApp()
        let views = Self.fixture()
        _ = stack(views, in: app) {
            $0.distribution = .fillProportionally
            $0.spacing = 15
        }
        #expect(frames(views).map(\.width) == [60, 90, 120])
        views[2].size = CGSize(width: 170, height: 10)
        app.host.runUntilIdle()
        // 40 : 60 : 170 over 270 pt.
        #expect(frames(views).map(\.width) == [40, 60, 170])
        #expect(frames(views).map(\.minX) == [0, 55, 130])
    }
}
