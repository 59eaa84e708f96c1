import Foundation
import Testing
@testable import HeadlessUIKit

/// Attributed text in several fonts and colours (docs/uikit-rules.md 11.190-11.194): labels, buttons and text views
/// measure and draw every run in its own font. Before, only the first run's font, colour and alignment were used.
@Suite @MainActor struct StyledTextTests {
    private let audit = RealAppAuditTests()
    private let regular17 = UIFont.systemFont(ofSize: 17), bold30 = UIFont.boldSystemFont(ofSize: 30)

    private func twoRuns(_ first: String, _ second: String) -> NSAttributedString {
        let text = NSMutableAttributedString(string: first, attributes: [.font: regular17, .foregroundColor: UIColor.gray])
        text.append(NSAttributedString(string: second, attributes: [.font: bold30, .foregroundColor: UIColor.red]))
        return text
    }

    private func fonts(of text: NSAttributedString) -> [UIFont] {
        var fonts: [UIFont] = []
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) { value, _, _ in
            if let font = value as? UIFont { fonts.append(font) }
        }
        return fonts
    }

    // 11.190, 11.191, 11.194: "Total " at 17 pt then "42" at 30 pt bold is 45.64 + 39.24 = 84.88 pt wide (85 at 2x)
    // and one 30-pt line tall (35.80, 36 at 2x; 19.28). Before, the whole text was measured in the first run's 17 pt:
    // 67 × 21.
    @Test func aLabelOfTwoRunsIsAsWideAsBothAndAsTallAsTheLargerFont() throws {
        let host = try audit.launch(StyledTextFixtures.runs, on: .iPhone8)
        let label = try #require(try audit.view("At1-Lb-001", in: host) as? UILabel)
        #expect(label.text == "Total 42")
        #expect(label.font == regular17)
        #expect(label.frame == CGRect(x: 16, y: 40, width: 85, height: 36))
    }

    // 11.191: a 34-pt bold line then a 13-pt line are 40.57 + 15.51 = 56.09 pt (56.5 at 2x). Before, all of it was in
    // the first run's 34 pt bold, where the caption wraps too: three lines, 123.5 (main's uihost on this fixture).
    @Test func aWrappingLabelsLinesAreEachAsTallAsTheirOwnRuns() throws {
        let host = try audit.launch(StyledTextFixtures.runs, on: .iPhone8)
        let label = try #require(try audit.view("At1-Lb-002", in: host) as? UILabel)
        #expect(label.text == "A HEADLINE\nthen a small caption line")
        #expect(label.frame == CGRect(x: 16, y: 100, width: 343, height: 56.5))
    }

    // 11.193, 11.194: a state's `<attributedString key="attributedTitle">` is the button's title: "Buy " at 15 pt and
    // "now" at 24 pt bold, 81.1 pt wide (81.5 at 2x), a 24-pt line (28.64, 29 at 2x) plus the 12-pt title padding. Before, the
    // attributed title was not read: the button had no title and was 0 × 0.
    @Test func aButtonsAttributedTitleFromTheFileSizesIt() throws {
        let host = try audit.launch(StyledTextFixtures.runs, on: .iPhone8)
        let button = try #require(try audit.view("At1-Bt-001", in: host) as? UIButton)
        let title = try #require(button.currentAttributedTitle)
        #expect(title.string == "Buy now")
        #expect(fonts(of: title) == [UIFont.systemFont(ofSize: 15), UIFont.boldSystemFont(ofSize: 24)])
        #expect(button.currentTitle == "Buy now")
        #expect(button.frame == CGRect(x: 16, y: 300, width: 81.5, height: 41))
    }

    // 11.190, 11.191: a text view that does not scroll is its lines' heights, a 24-pt bold line and a 14-pt line
    // (29.05 + 16.94, 46 rounded up), plus its 8-pt insets above and below: 62. Before, both lines were 24 pt: 75.
    @Test func aTextViewOfTwoRunsIsAsTallAsItsLines() throws {
        let host = try audit.launch(StyledTextFixtures.runs, on: .iPhone8)
        let textView = try #require(try audit.view("At1-Tv-001", in: host) as? UITextView)
        #expect(textView.text == "Heading\nBody text in a smaller font.")
        #expect(textView.frame == CGRect(x: 16, y: 400, width: 343, height: 62))
    }

    // 11.190: lines break across runs by each run's own widths: at 150 pt, "Price: " (50.01 at 17 pt) and "1234"
    // (73.70 at 30 pt bold) fit, " 5678" does not, so two 30-pt lines: 124 × 72 at 2x. Before, all of it was measured
    // at 17 pt and fitted one 21-pt line.
    @Test func linesBreakAcrossRunsByEachRunsOwnWidths() {
        _ = HeadlessHost(device: .iPhone8)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = twoRuns("Price: ", "1234 5678")
        #expect(label.sizeThatFits(CGSize(width: 150, height: 1000)) == CGSize(width: 124, height: 72))
    }

    // 11.192: the label keeps the runs and gives them back; a new font applies to every run, as UIKit's `font` does
    // to attributed text; plain text drops the runs.
    @Test func aNewFontAppliesToEveryRunAndPlainTextDropsThem() {
        _ = HeadlessHost(device: .iPhone8)
        let label = UILabel()
        label.attributedText = twoRuns("Total ", "42")
        #expect(fonts(of: label.attributedText!) == [regular17, bold30])
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 36))
        let twenty = UIFont.systemFont(ofSize: 20)
        label.font = twenty
        #expect(fonts(of: label.attributedText!) == [twenty])
        #expect(label.intrinsicContentSize == twenty.boundingSize(of: "Total 42", scale: 2))
        label.attributedText = twoRuns("Total ", "42")
        label.text = "Total 42"
        #expect(fonts(of: label.attributedText!) == [regular17])
        #expect(label.intrinsicContentSize == regular17.boundingSize(of: "Total 42", scale: 2))
    }

    // 11.190: the label draws each run in its own font and colour on one baseline, the 30-pt run's ascender below
    // the text's top (the 36-pt line centred in the 50-pt label starts at 7); a disabled label draws every run
    // in its grey.
    @Test func aLabelDrawsEachRunInItsOwnFontAndColour() throws {
        _ = HeadlessHost(device: .iPhone8)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        label.attributedText = twoRuns("Total ", "42")
        let commands = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }.drawing ?? []
        let box = try #require(commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }.first)
        #expect(box.fragments.map(\.text) == ["Total ", "42"])
        #expect(box.fragments.map(\.fontName) == [regular17.fontName, bold30.fontName])
        #expect(box.fragments.map(\.fontSize) == [17, 30])
        #expect(box.fragments.map(\.color) == [UIColor.gray.cgColor, UIColor.red.cgColor])
        #expect(box.rect.minY == 7 as CGFloat)
        #expect(box.fragments.map(\.origin) == [CGPoint(x: 0, y: bold30.ascender),
                                                 CGPoint(x: regular17.width(of: "Total "), y: bold30.ascender)])
        label.isEnabled = false
        let disabled = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }.drawing ?? []
        let grey = try #require(disabled.compactMap { if case .text(let box, _) = $0 { box } else { nil } }.first)
        #expect(grey.fragments.map(\.color) == [UIColor(white: 0.5, alpha: 1).cgColor, UIColor(white: 0.5, alpha: 1).cgColor])
    }

    // 11.190: an attributed string of two runs measures as the label does: `size()` is both runs' widths and the
    // larger font's line, unrounded to pixels (whole points).
    @Test func anAttributedStringsSizeCountsEveryRun() {
        _ = HeadlessHost(device: .iPhone8)
        #expect(twoRuns("Total ", "42").size() == CGSize(width: 85, height: 36))
    }
}
