import Foundation
import Testing
@testable import HeadlessUIKit

/// A label's alignment and line break mode and its attributed text's paragraph style (docs/uikit-rules.md 11.236),
/// tightening instead of truncating (11.237), and kerning in string drawing (11.239).
@Suite @MainActor struct AttributedLabelTests {
    private let regular17 = UIFont.systemFont(ofSize: 17), bold20 = UIFont.boldSystemFont(ofSize: 20)

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    private func drawnBox(_ label: UILabel) throws -> CGTextBox {
        let commands = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }.drawing ?? []
        return try #require(commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }.first)
    }

    private func recordedBoxes(_ draw: () -> Void) -> [CGTextBox] {
        let commands = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 100)).image { _ in draw() }.drawing ?? []
        return commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }
    }

    // 11.236: the first paragraph's alignment and line break mode become the label's when the attributed text is set
    // (before: the alignment only; the label kept truncating the tail).
    @Test func settingAttributedTextTakesTheParagraphsAlignmentAndLineBreakMode() {
        _ = HeadlessHost(device: .iPhone8)
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Centred", attributes: [
            .font: regular17, .paragraphStyle: style { $0.alignment = .center; $0.lineBreakMode = .byTruncatingMiddle },
        ])
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
    }

    // 11.236: text without a paragraph style leaves the label's alignment and line break mode as they were.
    @Test func attributedTextWithoutAParagraphStyleKeepsTheLabelsSettings() {
        _ = HeadlessHost(device: .iPhone8)
        let label = UILabel()
        label.textAlignment = .right
        label.lineBreakMode = .byClipping
        label.attributedText = NSAttributedString(string: "Plain", attributes: [.font: regular17])
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byClipping)
    }

    // 11.236: alignment and line break mode set afterwards apply to the whole text: both paragraphs read back right
    // aligned and clipping, each keeping its own line spacing (4 and 8), and every line is drawn at the right edge.
    @Test func alignmentSetAfterwardsAppliesToEveryParagraph() throws {
        _ = HeadlessHost(device: .iPhone8)
        let text = NSMutableAttributedString(string: "One\n", attributes: [
            .font: regular17, .paragraphStyle: style { $0.lineSpacing = 4 },
        ])
        text.append(NSAttributedString(string: "Two", attributes: [
            .font: bold20, .paragraphStyle: style { $0.lineSpacing = 8 },
        ]))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        label.textAlignment = .right
        label.lineBreakMode = .byClipping
        var styles: [NSParagraphStyle] = []
        let read = try #require(label.attributedText)
        read.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: read.length)) { value, _, _ in
            if let style = value as? NSParagraphStyle { styles.append(style) }
        }
        #expect(styles.map(\.alignment) == [.right, .right])
        #expect(styles.map(\.lineBreakMode) == [.byClipping, .byClipping])
        #expect(styles.map(\.lineSpacing) == [4, 8])
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let box = try drawnBox(label)
        #expect(box.fragments.map(\.text) == ["One", "Two"])
        #expect(box.fragments.map(\.origin.x) == [200 - regular17.width(of: "One"), 200 - bold20.width(of: "Two")])
    }

    // 11.237: a single line up to 10% wider than its label, in a paragraph with a tightening factor of 0.1, is drawn
    // whole with the difference taken evenly from after each character; with a factor of 0.01 it is truncated.
    @Test func aLineWithinTheTighteningFactorIsTightenedNotTruncated() throws {
        _ = HeadlessHost(device: .iPhone8)
        let natural = regular17.width(of: "Tightened")
        let width = (natural * 0.95).rounded(.down)
        func label(factor: Float) -> UILabel {
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Tightened", attributes: [
                .font: regular17,
                .paragraphStyle: style { $0.lineBreakMode = .byTruncatingTail; $0.tighteningFactorForTruncation = factor },
            ])
            label.frame = CGRect(x: 0, y: 0, width: width, height: 21)
            return label
        }
        let tight = try drawnBox(label(factor: 0.1))
        #expect(tight.fragments.map(\.text) == ["Tightened"])
        let kern = try #require(tight.fragments.first?.kern)
        #expect(abs(kern - (width - natural) / 9) < 1e-9)
        let truncated = try drawnBox(label(factor: 0.01))
        #expect(truncated.fragments.map(\.text).joined().hasSuffix("…"))
    }

    // 11.239: `draw(at:withAttributes:)` with kerning sets the text run by run with the kerning in its fragment, in a
    // box as wide as the kerned text (40.69 + 10 = 50.69, 51 in whole points); before, the kerning was dropped.
    @Test func stringDrawingCarriesKerning() throws {
        _ = HeadlessHost(device: .iPhone8)
        let attributes: [NSAttributedString.Key: Any] = [.font: regular17, .kern: CGFloat(2), .foregroundColor: UIColor.red]
        let box = try #require(recordedBoxes { "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) }.first)
        #expect(box.rect == CGRect(x: 5, y: 5, width: 51, height: 21))
        #expect(box.fragments.map(\.text) == ["Hello"])
        #expect(box.fragments.map(\.kern) == [2])
        #expect(box.fragments.map(\.color) == [UIColor.red.cgColor])
    }

    // 11.239: an attributed string in two fonts draws each run in its own font and kerning (before: the whole text in
    // the first run's font).
    @Test func attributedStringDrawingKeepsEachRun() throws {
        _ = HeadlessHost(device: .iPhone8)
        let text = NSMutableAttributedString(string: "Big ", attributes: [.font: bold20])
        text.append(NSAttributedString(string: "small", attributes: [.font: regular17, .kern: 1.5]))
        let box = try #require(recordedBoxes { text.draw(in: CGRect(x: 0, y: 0, width: 300, height: 40)) }.first)
        #expect(box.fragments.map(\.text) == ["Big ", "small"])
        #expect(box.fragments.map(\.fontName) == [bold20.fontName, regular17.fontName])
        #expect(box.fragments.map(\.kern) == [0, 1.5])
        #expect(box.fragments.map(\.origin.x) == [0, bold20.width(of: "Big ")])
    }
}
