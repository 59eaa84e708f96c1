import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Line breaking and truncation with the drawn font's widths (docs/uikit-rules.md 19.4).
@MainActor
@Suite struct TextLayoutTests {
    let fonts = FontLibrary()

    func lines(_ text: String, width: CGFloat, lines: Int = 0, height: CGFloat = 1000,
               mode: NSLineBreakMode = .byTruncatingTail, alignment: NSTextAlignment = .left) throws -> [String] {
        let font = try fonts.font(named: ".SFUI-Regular")
        let box = CGTextBox(text: text, rect: CGRect(x: 0, y: 0, width: width, height: height),
                            fontName: ".SFUI-Regular", fontSize: 17, color: .black, alignment: alignment,
                            lineBreakMode: mode, numberOfLines: lines)
        return TextSetter(font: font, size: 17, metrics: box.font).lines(of: box).map(\.text)
    }

    @Test func theSystemFontIsInterAndMonospacedNamesDejaVuSansMono() {
        #expect(FontLibrary.file(for: ".SFUI-Regular") == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(FontLibrary.file(for: ".SFUI-Semibold") == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        #expect(FontLibrary.file(for: ".SFUI-RegularItalic") == "/usr/share/fonts/opentype/inter/Inter-Italic.otf")
        #expect(FontLibrary.file(for: "Helvetica-BoldOblique") == "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf")
        #expect(FontLibrary.file(for: ".SFMono-Bold") == "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf")
    }

    @Test func textIsTruncatedExactlyWhereItsDrawnWidthNoLongerFits() throws {
        // 19.21: layout measures "Button" as wide as Inter draws it; the label sized to it shows it whole.
        let font = try fonts.font(named: ".SFUI-Regular")
        let setter = TextSetter(font: font, size: 17, metrics: .systemFont(ofSize: 17))
        let measured = CGFloat(setter.measure("Button"))
        #expect(abs(setter.width("Button") - Double(measured)) <= 1.0 / 64)
        #expect(try lines("Button", width: measured, lines: 1) == ["Button"])
        #expect(try lines("Button", width: measured - 1, lines: 1) == ["Butt…"])
    }

    @Test func textThatFitsIsOneLineAsItIs() throws {
        #expect(try lines("Hello world", width: 200) == ["Hello world"])
    }

    @Test func oneLineTruncatesItsTailHeadOrMiddle() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let tail = try lines(text, width: 120, lines: 1)
        #expect(tail.count == 1 && tail[0].hasSuffix("…") && text.hasPrefix(String(tail[0].dropLast())))
        let head = try lines(text, width: 120, lines: 1, mode: .byTruncatingHead)
        #expect(head.count == 1 && head[0].hasPrefix("…") && text.hasSuffix(String(head[0].dropFirst())))
        let middle = try lines(text, width: 120, lines: 1, mode: .byTruncatingMiddle)
        #expect(middle[0].hasPrefix("The") && middle[0].hasSuffix("dog") && middle[0].contains("…"))
        // Clipping keeps the whole line.
        #expect(try lines(text, width: 120, lines: 1, mode: .byClipping) == [text])
    }

    @Test func linesBreakAtWordsAndTheLastShownLineTruncates() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let all = try lines(text, width: 120, mode: .byWordWrapping)
        #expect(all.joined(separator: " ") == text)
        #expect(all.count > 2)
        let two = try lines(text, width: 120, lines: 2)
        #expect(two.count == 2 && two[0] == all[0] && two[1].hasSuffix("…"))
        // Word wrapping cuts without an ellipsis; the height limits the lines as numberOfLines does.
        #expect(try lines(text, width: 120, lines: 2, mode: .byWordWrapping) == Array(all.prefix(2)))
        // Two 17-pt lines need 40.57 pt (19.28).
        #expect(try lines(text, width: 120, height: 41, mode: .byWordWrapping) == Array(all.prefix(2)))
        #expect(try lines(text, width: 120, height: 40, mode: .byWordWrapping) == Array(all.prefix(1)))
    }

    @Test func aWordWiderThanTheLineBreaksAtCharactersAndNewlinesBreakParagraphs() throws {
        let broken = try lines("Supercalifragilistic", width: 60, mode: .byWordWrapping)
        #expect(broken.count > 1 && broken.joined() == "Supercalifragilistic")
        #expect(try lines("one\ntwo", width: 200) == ["one", "two"])
    }

    @Test func alignmentPlacesEachLineInTheBox() throws {
        let font = try fonts.font(named: ".SFUI-Regular")
        let setter = TextSetter(font: font, size: 17, metrics: .systemFont(ofSize: 17))
        func x(_ alignment: NSTextAlignment) -> Double {
            setter.lines(of: CGTextBox(text: "Hi", rect: CGRect(x: 0, y: 0, width: 100, height: 30),
                                       fontName: ".SFUI-Regular", fontSize: 17, color: .black,
                                       alignment: alignment)).first!.x
        }
        let width = setter.width("Hi")
        #expect(x(.left) == 0)
        #expect(x(.center) == (100 - width) / 2)
        #expect(x(.right) == 100 - width)
    }
}
