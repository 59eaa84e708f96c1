import Foundation
import Testing
@testable import HeadlessUIKit

/// UIKit's string drawing into the current context (docs/uikit-rules.md 19.27): what each call records.
@MainActor
@Suite struct StringDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    func recorded(_ draw: () -> Void) -> [CGDrawingCommand] {
        UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { _ in draw() }.drawing ?? []
    }

    func textBoxes(_ commands: [CGDrawingCommand]) -> [CGTextBox] {
        commands.compactMap { if case .text(let box, _) = $0 { box } else { nil } }
    }

    @Test func drawAtAPointSetsTheTextUnwrappedInItsMeasuredSizeWithTheAttributes() throws {
        let text = "Hello world\nSecond"
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let boxes = textBoxes(recorded { text.draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes) })
        let box = try #require(boxes.first)
        #expect(boxes.count == 1)
        #expect(box.text == text)
        #expect(box.rect.origin == CGPoint(x: 10, y: 5))
        #expect(box.fontName == font.fontName)
        #expect(box.fontSize == 20)
        #expect(box.color == UIColor.red.cgColor)
        #expect(box.numberOfLines == 0)
        // Two paragraphs, each one line: the box is as tall as two lines, as wide as the wider.
        #expect(box.rect.height == (2 * font.lineHeight).rounded(.up))
        #expect(box.rect.width == font.width(of: "Hello world").rounded(.up))
    }

    @Test func withoutAttributesTextIsTwelvePointSystemInBlack() throws {
        let box = try #require(textBoxes(recorded { ("Plain" as NSString).draw(at: .zero, withAttributes: nil) }).first)
        #expect(box.fontName == UIFont.systemFont(ofSize: 12).fontName)
        #expect(box.fontSize == 12)
        #expect(box.color == CGColor.black)
        #expect(box.alignment == .natural)
        #expect(box.lineBreakMode == .byWordWrapping)
    }

    @Test func drawInARectWrapsToItAndClipsToIt() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let rect = CGRect(x: 4, y: 6, width: 80, height: 30)
        let commands = recorded {
            "A long title that wraps".draw(in: rect, withAttributes: [.font: font, .paragraphStyle: style])
        }
        #expect(commands.count == 4)
        guard case .saveGState = commands[0], case .clip(let path, _, _) = commands[1],
              case .text(let box, _) = commands[2], case .restoreGState = commands[3] else {
            Issue.record("unexpected commands \(commands)")
            return
        }
        #expect(path.boundingBox == rect)
        #expect(box.rect == rect)
        #expect(box.alignment == .center)
        #expect(box.lineBreakMode == .byTruncatingTail)
        #expect(box.numberOfLines == 0)
    }

    @Test func drawWithoutLineFragmentOriginPutsTheBaselineAtTheRectsOrigin() throws {
        let rect = CGRect(x: 10, y: 40, width: 60, height: 0)
        let plain = try #require(textBoxes(recorded {
            "Baseline".draw(with: rect, options: [], attributes: [.font: font], context: nil)
        }).first)
        #expect(plain.rect == CGRect(x: 10, y: 40 - font.ascender, width: 60, height: font.lineHeight))
        #expect(plain.numberOfLines == 1)
        #expect(plain.lineBreakMode == .byClipping)

        let truncated = try #require(textBoxes(recorded {
            "Baseline".draw(with: rect, options: .truncatesLastVisibleLine, attributes: [.font: font], context: nil)
        }).first)
        #expect(truncated.lineBreakMode == .byTruncatingTail)
    }

    @Test func drawWithLineFragmentOriginSetsTheTextFromTheRectsTopLeft() throws {
        let rect = CGRect(x: 0, y: 0, width: 90, height: 50)
        let box = try #require(textBoxes(recorded {
            "Wrapped from the top".draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                        attributes: [.font: font], context: nil)
        }).first)
        #expect(box.rect == rect)
        #expect(box.lineBreakMode == .byTruncatingTail)
    }

    @Test func anAttributedStringDrawsInItsFirstCharactersAttributes() throws {
        let string = NSAttributedString(string: "Styled", attributes: [.font: font, .foregroundColor: UIColor.blue])
        let box = try #require(textBoxes(recorded { string.draw(in: CGRect(x: 0, y: 0, width: 100, height: 40)) }).first)
        #expect(box.text == "Styled")
        #expect(box.fontSize == 20)
        #expect(box.color == UIColor.blue.cgColor)
    }

    @Test func withoutACurrentContextNothingIsDrawnAndNothingFails() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Nowhere".draw(at: .zero, withAttributes: nil)
        "Nowhere".draw(in: .zero, withAttributes: nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // docs/uikit-rules.md 19.30: an NSShadow in the attributes is set around the text, then dropped.
    @Test func anAttributedShadowIsCastByTheTextAlone() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 4)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.red
        let commands = recorded {
            "Hi".draw(at: .zero, withAttributes: [.font: font, .shadow: shadow])
            "Plain".draw(at: CGPoint(x: 0, y: 40), withAttributes: [.font: font])
        }
        let sequence = commands.compactMap { command -> String? in
            switch command {
            case .shadow(let offset, let blur, let color): return "shadow \(offset.width),\(offset.height) \(blur) \(color == UIColor.red.cgColor)"
            case .text(let box, _): return "text \(box.text)"
            case .saveGState: return "save"
            case .restoreGState: return "restore"
            default: return nil
            }
        }
        #expect(sequence == ["save", "shadow 3.0,4.0 2.0 true", "text Hi", "restore", "text Plain"])
        // UIKit's defaults: no offset or blur, black at one third.
        let plain = NSShadow()
        #expect(plain.shadowOffset == .zero && plain.shadowBlurRadius == 0 && plain.shadowColor == nil)
        #expect(plain.drawnColor == CGColor(gray: 0, alpha: 1.0 / 3))
    }

    @Test func aLabelKeepsItsAttributedShadowUntilPlainTextReplacesIt() throws {
        let label = UILabel()
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        label.attributedText = NSAttributedString(string: "Shadowed", attributes: [.shadow: shadow])
        #expect(label.textShadow === shadow)
        #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.shadow] as? NSShadow === shadow)
        label.text = "Plain"
        #expect(label.textShadow == nil)
        #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.shadow] == nil)
    }
}
