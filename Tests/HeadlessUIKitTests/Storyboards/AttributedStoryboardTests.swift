import Foundation
import Testing
@testable import HeadlessUIKit

/// Attributed text in storyboards (docs/uikit-rules.md 11.238): a fragment's paragraph style (spacing, line heights,
/// alignment, line break mode, tightening) and kerning reach the label's, text view's and button's attributed text, so
/// their heights are the spaced text's. Before, only the paragraph's alignment was read and `NSKern` was skipped with
/// a note: the spaced labels were one plain line tall and the kerned label 41 pt wide.
@Suite @MainActor struct AttributedStoryboardTests {
    private let audit = RealAppAuditTests()

    private func launch() throws -> HeadlessHost {
        try audit.launch(AttributedStoryboardFixtures.paragraphs, on: .iPhone8)
    }

    // 11.238, 11.217: two 17-pt paragraphs with 6 pt of line spacing and 10 pt of paragraph spacing: 2 × 20.29 + 16 =
    // 56.57, 57 at 2x (before: 41, the spacing dropped).
    @Test func aFragmentsLineAndParagraphSpacingSetTheLabelsHeight() throws {
        let host = try launch()
        let label = try #require(try audit.view("Pa1-Lb-001", in: host) as? UILabel)
        #expect(label.frame == CGRect(x: 16, y: 40, width: 343, height: 57))
        let style = try #require(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.paragraphStyle]
                                 as? NSParagraphStyle)
        #expect(style.lineSpacing == 6 && style.paragraphSpacing == 10)
    }

    // 11.238, 11.216: `<real key="NSKern" value="2"/>` adds 2 pt after each of "Hello"'s five characters: 40.69 + 10
    // = 50.69, 51 at 2x (before: 41); the fragment's system colour is the label's text colour.
    @Test func aFragmentsKerningWidensTheLabel() throws {
        let host = try launch()
        let label = try #require(try audit.view("Pa1-Lb-002", in: host) as? UILabel)
        #expect(label.frame == CGRect(x: 16, y: 120, width: 51, height: 20.5))
        #expect(StyledText.points(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.kern]) == 2)
        #expect(label.textColor == UIColor.systemRed)
        #expect(!host.problems.contains { $0.contains("NSKern") || $0.contains("attributedString") })
    }

    // 11.238, 11.218: a line height multiple of 1.5 makes the 17-pt line 30.43 pt, 30.5 at 2x (before: 20.5); the
    // paragraph's centre alignment is the label's.
    @Test func aFragmentsLineHeightMultipleSetsTheLabelsHeight() throws {
        let host = try launch()
        let label = try #require(try audit.view("Pa1-Lb-003", in: host) as? UILabel)
        #expect(label.frame == CGRect(x: 16, y: 160, width: 343, height: 30.5))
        #expect(label.textAlignment == .center)
    }

    // 11.238, 11.218, 11.236: minimum and maximum line heights of 30 make a line in a 17-pt and a 24-pt font exactly
    // 30 pt tall (before: its taller font's natural height); the paragraph's right alignment and head truncation
    // are the label's, over the label's own `wordWrap` (UIKit sets the attributed text after the label's own
    // attributes).
    @Test func aFragmentsLineHeightLimitsAndLineBreakModeReachTheLabel() throws {
        let host = try launch()
        let label = try #require(try audit.view("Pa1-Lb-004", in: host) as? UILabel)
        #expect(label.frame == CGRect(x: 16, y: 210, width: 343, height: 30))
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byTruncatingHead)
    }

    // 11.238, 11.217: a non-scrolling text view's two 14-pt paragraphs 12 pt apart: its height is the spaced text's
    // and its insets.
    @Test func aTextViewsParagraphSpacingSetsItsHeight() throws {
        let host = try launch()
        let textView = try #require(try audit.view("Pa1-Tv-001", in: host) as? UITextView)
        let font = UIFont.systemFont(ofSize: 14)
        // In whole points, as a text view measures its text (19.24): 45.41 make 46.
        let text = (2 * font.lineHeight + 12).rounded(.up)
        #expect(textView.frame.origin == CGPoint(x: 16, y: 300))
        #expect(textView.frame.size == CGSize(width: 343, height: text + 16))
    }

    // 11.238, 11.216: `<integer key="NSKern" value="3"/>` on a button's attributed title: the title label is 12 pt
    // wider than the plain title ("SEND", four characters).
    @Test func anAttributedTitlesKerningWidensTheButton() throws {
        let host = try launch()
        let button = try #require(try audit.view("Pa1-Bt-001", in: host) as? UIButton)
        let plain = UIFont.systemFont(ofSize: 15).boundingSize(of: "SEND", scale: 2)
        let kerned = (UIFont.systemFont(ofSize: 15).width(of: "SEND") + 12).roundedUp(toScale: 2)
        #expect(button.titleLabel?.intrinsicContentSize.width == kerned)
        #expect(kerned > plain.width + 11)
        #expect(button.frame.width == button.intrinsicContentSize.width)
    }

    // 11.238: a paragraph alignment Xcode never writes, a spacing and a kerning that are not numbers are each noted,
    // naming the element, and left at their defaults.
    @Test func aParagraphStyleThatCannotBeReadIsNoted() throws {
        let host = try audit.launch(AttributedStoryboardFixtures.badParagraph, on: .iPhone8)
        let label = try #require(try audit.view("Pb1-Lb-001", in: host) as? UILabel)
        #expect(label.text == "Odd")
        #expect(label.textAlignment == .natural)
        #expect(host.problems.contains { $0.contains("paragraph alignment 'middle' of <label> 'Pb1-Lb-001'") })
        #expect(host.problems.contains { $0.contains("paragraph lineSpacing 'lots' of <label> 'Pb1-Lb-001' is not a number") })
        #expect(host.problems.contains { $0.contains("NSKern 'wide' of <label> 'Pb1-Lb-001' is not a number") })
    }
}
