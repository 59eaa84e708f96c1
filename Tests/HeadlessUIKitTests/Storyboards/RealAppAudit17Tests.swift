import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a fifth sweep of public apps' storyboards and nibs found (session 17), each reproduced by a fixture of our
/// own (RealAppAudit17Fixtures) whose checked frames do not depend on text metrics.
@Suite @MainActor struct RealAppAudit17Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 8.51: a stack view whose layout margins the file sets (Interface Builder's Size inspector
    // writes only the margins) arranges its views inside them: the boxes start 20 pt in, 8 pt apart, and the stack
    // is 20 + 30 + 8 + 50 + 20 = 128 pt high. Before, the margins were read but the views were arranged from the
    // stack's edges: boxes at x = 0, y = 0 and 38, the stack 88 pt high.
    @Test func aStackWhoseMarginsTheFileSetsArrangesInsideThem() throws {
        let host = try audit.launch(RealAppAudit17Fixtures.marginStacks, on: .iPhone8)
        let stack = try #require(try audit.view("Ms1-Sv-001", in: host) as? UIStackView)
        let first = try audit.view("Ms1-Bx-001", in: host), second = try audit.view("Ms1-Bx-002", in: host)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.frame == CGRect(x: 0, y: 40, width: 375, height: 128))
        #expect(first.frame == CGRect(x: 20, y: 20, width: 335, height: 30))
        #expect(second.frame == CGRect(x: 20, y: 58, width: 335, height: 50))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 8.51: a stack view with no margins in the file keeps arranging from its edges.
    @Test func aStackWithoutMarginsInTheFileArrangesFromItsEdges() throws {
        let host = try audit.launch(RealAppAudit17Fixtures.marginStacks, on: .iPhone8)
        let stack = try #require(try audit.view("Ms1-Sv-002", in: host) as? UIStackView)
        let fixed = try audit.view("Ms1-Bx-003", in: host), flexible = try audit.view("Ms1-Bx-004", in: host)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.frame == CGRect(x: 0, y: 178, width: 375, height: 40))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(flexible.frame == CGRect(x: 100, y: 0, width: 275, height: 40))
    }

    // docs/uikit-rules.md 8.51 with 11.52: a stack that preserves its superview's margins arranges inside the larger
    // of its own 8 pt and the container's 20 pt, so its box is inset 20 pt and the container, sized by the stack, is
    // 70 pt high. Before, the box sat at the stack's edges and the container was 30 pt high.
    @Test func aStackThatPreservesItsSuperviewsMarginsArrangesInsideTheLarger() throws {
        let host = try audit.launch(RealAppAudit17Fixtures.marginStacks, on: .iPhone8)
        let container = try audit.view("Ms1-Ct-001", in: host), box = try audit.view("Ms1-Bx-005", in: host)
        #expect(container.frame == CGRect(x: 0, y: 228, width: 375, height: 70))
        #expect(box.frame == CGRect(x: 20, y: 20, width: 335, height: 30))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 8.52: a `<searchBar>` is a UISearchBar with the file's style, placeholder, Cancel button,
    // keyboard and scope bar, 100 pt tall with its scope bar, and the toolbar and the second bar (56 pt) stack under
    // it. Before, the element was a plain UIView with no height: the bar was 0 pt high and everything under it moved
    // up to y = 20.
    @Test func aSearchBarInTheFileIsASearchBar() throws {
        let host = try audit.launch(RealAppAudit17Fixtures.searchBars, on: .iPhone8)
        let bar = try #require(try audit.view("Sb1-Sb-001", in: host) as? UISearchBar)
        let toolbar = try audit.view("Sb1-Tb-001", in: host)
        let second = try #require(try audit.view("Sb1-Sb-002", in: host) as? UISearchBar)
        #expect(bar.searchBarStyle == .minimal)
        #expect(bar.placeholder == "Parks, trails, lakes")
        #expect(bar.showsCancelButton)
        #expect(bar.scopeButtonTitles == ["All", "Near", "Saved"])
        #expect(bar.showsScopeBar && bar.selectedScopeButtonIndex == 1)
        #expect(bar.searchTextField.keyboardType == .emailAddress)
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 100))
        #expect(toolbar.frame == CGRect(x: 0, y: 120, width: 375, height: 44))
        #expect(second.text == "lake" && second.searchBarStyle == .default && !second.showsScopeBar)
        #expect(second.frame == CGRect(x: 0, y: 164, width: 375, height: 56))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        #expect(!host.problems.contains { $0.contains("<searchBar>") })
    }

    // docs/uikit-rules.md 11.184: constraints to a scrolled scroll view's content layout guide are measured in its
    // content's coordinates, where the engine holds them: scrolled 30 pt further, the stack still sits at the content's
    // top and nothing is reported broken. Before, the guide was measured less the content offset, so the stack's
    // top and bottom constraints to it were reported broken whenever the content was scrolled.
    @Test func constraintsToAScrolledContentGuideHold() throws {
        let host = try audit.launch(RealAppAudit17Fixtures.firstSubviewScrollView, on: .iPhone8)
        let scroll = try #require(try audit.view("Fs1-Sv-001", in: host) as? UIScrollView)
        let stack = try audit.view("Fs1-St-001", in: host)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        host.runUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
        #expect(stack.frame.origin == .zero && stack.frame.width == 375 as CGFloat)
        let toContent = scroll.constraints.filter { ($0.secondItem as? UILayoutGuide) === scroll.contentLayoutGuide }
        #expect(toContent.count == 4)
        #expect(toContent.allSatisfy { $0.holds() == true })
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }
}
