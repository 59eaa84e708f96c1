import Foundation
import Testing
@testable import HeadlessUIKit

/// Attributed text set as UIKit sets it (docs/uikit-rules.md 11.216-11.221): kerning, a paragraph style's spacing and
/// line heights, truncation marks, shrinking to fit, and baselines of text in several fonts. Before, a label's
/// attributed text ignored all of these (its kerning and paragraph spacing were dropped, the last line clipped, text
/// in several fonts never shrank, and its baselines were its first run's font's).
@Suite @MainActor struct StyledTextSettingTests {
    private let regular17 = UIFont.systemFont(ofSize: 17), bold30 = UIFont.boldSystemFont(ofSize: 30)

    private func twoRuns(_ first: String, _ second: String) -> NSAttributedString {
        let text = NSMutableAttributedString(string: first, attributes: [.font: regular17, .foregroundColor: UIColor.gray])
        text.append(NSAttributedString(string: second, attributes: [.font: bold30, .foregroundColor: UIColor.red]))
        return text
    }

    private func styled(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: text, attributes: [.font: regular17, .paragraphStyle: style])
    }

    private func label(_ text: NSAttributedString, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.numberOfLines = lines
        label.attributedText = text
        return label
    }

    /// The text a label draws in its bounds.
    private func drawnBox(_ label: UILabel) throws -> CGTextBox {
        let commands = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }.drawing ?? []
        return try #require(commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }.first)
    }

    // 11.216: 2 pt of kerning after each of the five characters of "Hello" at 17 pt: 40.69 + 10 = 50.69 pt, 51 at 2x
    // (before: 41, the kerning dropped); the string's own size counts it too (whole points), and the label draws it.
    @Test func kerningAddsAfterEveryCharacter() throws {
        _ = HeadlessHost(device: .iPhone8)
        let text = NSAttributedString(string: "Hello", attributes: [.font: regular17, .kern: 2])
        let label = label(text)
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 20.5))
        #expect(text.size() == CGSize(width: 51, height: 21))
        #expect("Hello".size(withAttributes: [.font: regular17, .kern: CGFloat(2)]) == CGSize(width: 51, height: 21))
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 21)
        let box = try drawnBox(label)
        #expect(box.fragments.map(\.text) == ["Hello"])
        #expect(box.fragments.map(\.kern) == [2])
    }

    // 11.217: 6 pt of line spacing between two 17-pt lines (20.29 each, 19.28): 46.57, 47 at 2x (before: 41).
    @Test func lineSpacingGoesBetweenLines() {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(styled("One\nTwo") { $0.lineSpacing = 6 }, lines: 0)
        #expect(label.intrinsicContentSize.height == 47 as CGFloat)
    }

    // 11.217: three one-line paragraphs with 4 pt of line spacing and 10 pt of paragraph spacing: 3 × 20.29 + 2 × 14
    // = 88.86, 89 at 2x; nothing after the last line (before: 61.5).
    @Test func paragraphSpacingGoesBetweenParagraphs() {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(styled("A\nB\nC") {
            $0.lineSpacing = 4
            $0.paragraphSpacing = 10
        }, lines: 0)
        #expect(label.intrinsicContentSize.height == 89 as CGFloat)
    }

    // 11.218: a line height multiple of 1.5 makes a 17-pt line 30.43 pt (30.5 at 2x), the 10.14 pt it adds above
    // the text, so the baseline is 26.33 pt below the top (before: 20.5 tall, the baseline at the ascender, 16.19).
    @Test func aLineHeightMultipleAddsAboveTheText() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(styled("Tall") { $0.lineHeightMultiple = 1.5 })
        #expect(label.intrinsicContentSize == CGSize(width: label.intrinsicContentSize.width, height: 30.5))
        label.frame = CGRect(origin: .zero, size: CGSize(width: 100, height: 31))
        let box = try drawnBox(label)
        let baseline = regular17.lineHeight * 1.5 - regular17.lineHeight + regular17.ascender
        #expect(box.fragments.map(\.origin.y) == [baseline])
    }

    // 11.218: minimum and maximum line heights bound each line: at least 30 pt makes two lines 60; at most 15 pt
    // makes them 30.
    @Test func minimumAndMaximumLineHeightsBoundEachLine() {
        _ = HeadlessHost(device: .iPhone8)
        #expect(label(styled("a\nb") { $0.minimumLineHeight = 30 }, lines: 0).intrinsicContentSize.height == 60 as CGFloat)
        #expect(label(styled("a\nb") { $0.maximumLineHeight = 15 }, lines: 0).intrinsicContentSize.height == 30 as CGFloat)
    }

    // 11.220: a one-line label 80 pt wide truncates "Total " (17 pt) + "4242" (30 pt bold, 124.1 pt in all) at the
    // tail: "Total" and the mark in the run it stands for, the bold one (64.83 pt). Before, the line was clipped.
    @Test func aTailTruncatedLineEndsInAMarkInTheCutRunsFont() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(twoRuns("Total ", "4242"))
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 37)
        let box = try drawnBox(label)
        #expect(box.fragments.map(\.text) == ["Total", "…"])
        #expect(box.fragments.map(\.fontName) == [regular17.fontName, bold30.fontName])
        #expect(box.fragments.map(\.origin.x) == [0, regular17.width(of: "Total")])
    }

    // 11.220: truncated at the head, the same text keeps its end: "…42", all bold (63.21 pt).
    @Test func aHeadTruncatedLineKeepsItsEnd() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(twoRuns("Total ", "4242"))
        label.lineBreakMode = .byTruncatingHead
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 37)
        let box = try drawnBox(label)
        #expect(box.fragments.map(\.text) == ["…42"])
        #expect(box.fragments.map(\.fontName) == [bold30.fontName])
    }

    // 11.220: with two lines, the second shows what is left and ends in the mark; word wrapping does not truncate.
    @Test func theLastShownLineCarriesTheMark() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(twoRuns("one two ", "three four five"), lines: 2)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let box = try drawnBox(label)
        #expect(box.fragments.last?.text.hasSuffix("…") == true)
        label.lineBreakMode = .byWordWrapping
        let wrapped = try drawnBox(label)
        #expect(wrapped.fragments.allSatisfy { !$0.text.contains("…") })
    }

    // 11.219: "Total 42" (84.88 pt) in a 60-pt label that shrinks to half is drawn with every run shrunk by
    // 60 / 84.88 = 0.7069: 12.02 and 21.21 pt; the label keeps its size. Before, text in several fonts never shrank.
    @Test func shrinkingScalesEveryRunByOneFactor() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = label(twoRuns("Total ", "42"))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 36.5)
        let box = try drawnBox(label)
        let factor = 60 / (regular17.width(of: "Total ") + bold30.width(of: "42"))
        #expect(box.fragments.map(\.text) == ["Total ", "42"])
        #expect(box.fragments.map(\.fontSize) == [17 * factor, 30 * factor])
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 36))
        // A floor of 0.9 stops it at 0.9: the rest is truncated.
        label.minimumScaleFactor = 0.9
        let floored = try drawnBox(label)
        #expect(floored.fragments.first?.fontSize == 17 * 0.9 as CGFloat)
        #expect(floored.fragments.last?.text.hasSuffix("…") == true)
    }

    // 11.221: a view pinned to the first baseline of "Total " (17 pt) + "42" (30 pt bold) sits the bold run's
    // ascender (29.06) below the label's top (before: the first run's, 16.47); one pinned to the last baseline of a
    // 34-pt bold headline over a 13-pt caption sits the caption's descender (3.14) above the label's bottom (before:
    // the headline's, 8.21).
    @Test func baselinesAreTheFirstAndLastLinesOwn() throws {
        let app = try ViewTestApp()
        let first = label(twoRuns("Total ", "42"))
        let headline = NSMutableAttributedString(string: "HEADLINE\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 34)])
        headline.append(NSAttributedString(string: "caption", attributes: [.font: UIFont.systemFont(ofSize: 13)]))
        let last = label(headline, lines: 0)
        let top = UIView(), bottom = UIView()
        for view in [first, last, top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            app.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            last.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            last.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 200),
            top.topAnchor.constraint(equalTo: first.firstBaselineAnchor),
            bottom.bottomAnchor.constraint(equalTo: last.lastBaselineAnchor),
            top.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            bottom.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 10), top.heightAnchor.constraint(equalToConstant: 10),
            bottom.widthAnchor.constraint(equalToConstant: 10), bottom.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.host.runUntilIdle()
        #expect(first.frame.minY == 100 as CGFloat)
        #expect(abs(top.frame.minY - (100 + bold30.ascender)) < 1e-6)
        #expect(last.frame.height == 56.5 as CGFloat)
        // The engine keeps frames to a millionth of a point (11.89): 256.5 - 3.137.
        #expect(abs(bottom.frame.maxY - (256.5 + UIFont.systemFont(ofSize: 13).descender)) < 1e-6)
    }
}
