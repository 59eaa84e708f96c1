import Foundation
import Testing
@testable import HeadlessUIKit

/// Faults a fourth sweep of public apps' storyboards found (session 16), each reproduced by a fixture of our own
/// (RealAppAudit16Fixtures) whose checked frames do not depend on text metrics.
@Suite @MainActor struct RealAppAudit16Tests {
    private let audit = RealAppAuditTests()

    // docs/uikit-rules.md 11.168: a wrapping label's required horizontal compression resistance gives way (999) to
    // the stack's margin constraints, so the label is 343 pt wide and wraps. Before, its one-line text (far wider
    // than 343 pt) held at 1000 broke the stack's margin constraint, and the stack, the label and the inner stack
    // stayed that wide: the second box ended off screen and the inner stack's 'UISV-canvas-connection' trailing edge
    // did not hold.
    @Test func aWrappingLabelWithRequiredResistanceWrapsInsteadOfWideningItsStack() throws {
        let host = try audit.launch(RealAppAudit16Fixtures.wrappingTitle, on: .iPhone8)
        let stack = try audit.view("Wt1-Sv-001", in: host), label = try audit.view("Wt1-Lb-001", in: host)
        let inner = try audit.view("Wt1-Sv-002", in: host), last = try audit.view("Wt1-Bx-002", in: host)
        #expect(stack.frame.minX == 16 as CGFloat && stack.frame.minY == 40 as CGFloat)
        #expect(stack.frame.width == 343 as CGFloat)
        #expect(label.frame.minX == 0 as CGFloat && label.frame.width == 343 as CGFloat)
        #expect(label.frame.height > 50)  // wrapped onto more than one line
        #expect(inner.frame.width == 343 as CGFloat)
        #expect(last.convert(last.bounds, to: nil) == CGRect(x: 309, y: inner.convert(inner.bounds, to: nil).minY, width: 50, height: 21))
        #expect(host.layoutProblems().brokenConstraints.isEmpty)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
        #expect(host.rotate(to: .landscapeLeft).rotated)
        host.runUntilIdle()
        #expect(stack.frame.width == 667 - 32 as CGFloat)
        #expect(label.frame.width == 667 - 32 as CGFloat)
        #expect(host.layoutProblems().brokenConstraints.isEmpty)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 11.168: on a screen narrower than the one the file was drawn on (the label's saved frame is
    // 343 pt wide, wider than the 288 pt the margins leave on a 320-pt screen) the label still takes the stack's
    // width and wraps, with nothing broken.
    @Test func theWrappingLabelTakesTheStacksWidthOnANarrowerScreen() throws {
        let host = try audit.launch(RealAppAudit16Fixtures.wrappingTitle, on: .iPhone3GS)
        let stack = try audit.view("Wt1-Sv-001", in: host), label = try audit.view("Wt1-Lb-001", in: host)
        let last = try audit.view("Wt1-Bx-002", in: host)
        #expect(stack.frame.minX == 16 as CGFloat && stack.frame.width == 288 as CGFloat)
        #expect(label.frame.width == 288 as CGFloat)
        #expect(last.convert(last.bounds, to: nil).maxX == 304 as CGFloat)
        #expect(host.layoutProblems().brokenConstraints.isEmpty)
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 8.48: a button's `<inset key="contentEdgeInsets">` (and its title and image insets) are read,
    // so the 20 × 20 image with 10 pt at the sides and 15 above and below makes a 40 × 50 button, as Xcode saved it.
    // Before, the insets were skipped with a note and the button was the image's 20 × 20.
    @Test func aButtonsEdgeInsetsFromTheFileSizeIt() throws {
        let host = try audit.launch(RealAppAudit16Fixtures.insetsAndAttributedText, on: .iPhone8)
        let button = try #require(try audit.view("Ia1-Bt-001", in: host) as? UIButton)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 15, left: 10, bottom: 15, right: 10))
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        #expect(button.imageEdgeInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 50))
        #expect(button.frame == CGRect(x: 30, y: 100, width: 40, height: 50))
        #expect(!host.problems.contains { $0.contains("contentEdgeInsets") })
    }

    // docs/uikit-rules.md 8.48: a titled button with content edge insets is its title's line plus the insets, with no
    // title padding (UIKit pads a title only while the insets are zero: Xcode saves such a button 52 pt high for an
    // 18-pt title and 15 pt above and below). Before, it was the title, 12 pt of padding and the insets.
    @Test func aTitledButtonWithContentInsetsHasNoTitlePadding() throws {
        let host = try audit.launch(RealAppAudit16Fixtures.insetsAndAttributedText, on: .iPhone8)
        let button = try #require(try audit.view("Ia1-Bt-002", in: host) as? UIButton)
        let font = try #require(button.titleLabel?.font)
        let title = font.boundingSize(of: "Sign out", scale: 2)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 30))
        #expect(button.frame == CGRect(x: 30, y: 300, width: title.width + 20, height: title.height + 30))
        let plain = UIButton(type: .custom)
        plain.titleLabel?.font = font
        plain.setTitle("Sign out", for: .normal)
        #expect(plain.intrinsicContentSize.height == title.height + 12)  // zero insets keep the padding
    }

    // docs/uikit-rules.md 8.49: a label's `<attributedString key="attributedText">` is its text: the fragments
    // joined (a `<string key="content">` child or a `content` attribute), with the first fragment's 17-pt system font
    // and centred paragraph; a catalog colour keeps the label's default text colour. Before, the element was skipped
    // with a note: the label had no text and was 0 pt high.
    @Test func aLabelsAttributedTextFromTheFileIsItsText() throws {
        let host = try audit.launch(RealAppAudit16Fixtures.insetsAndAttributedText, on: .iPhone8)
        let label = try #require(try audit.view("Ia1-Lb-001", in: host) as? UILabel)
        #expect(label.text == "Two fragments of text: this one's apostrophe and a second one.")
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textAlignment == .center)
        #expect(label.textColor == UILabel().textColor)
        #expect(label.frame.minX == 16 as CGFloat && label.frame.minY == 200 as CGFloat && label.frame.width == 343 as CGFloat)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)).height)
        #expect(label.frame.height > 0)
        #expect(!host.problems.contains { $0.contains("attributedString") || $0.contains("usesAttributedText") })
    }
}

