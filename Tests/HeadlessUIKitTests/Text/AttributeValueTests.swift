import Foundation
import Testing
@testable import HeadlessUIKit

/// Paragraph styles and shadows as attribute values (docs/uikit-rules.md 6.84): strings built run by run, as apps
/// build them, with a style or shadow object per run. Before, Foundation on Linux trapped (SIGILL) while appending
/// the second run, since both classes were `NSObject` subclasses with stored properties.
@MainActor @Suite struct AttributeValueTests {
    private func runs(_ text: NSAttributedString) -> [NSRange] {
        var ranges: [NSRange] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, range, _ in ranges.append(range) }
        return ranges
    }

    private func style(_ alignment: NSTextAlignment, spacing: CGFloat) -> NSMutableParagraphStyle {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.alignment = alignment
        style.lineSpacing = spacing
        return style
    }

    @Test func runsWithTheirOwnParagraphStylesAreAppended() {
        let text = NSMutableAttributedString(string: "Title\n", attributes: [.paragraphStyle: style(.center, spacing: 4)])
        text.append(NSAttributedString(string: "Body", attributes: [.paragraphStyle: style(.left, spacing: 2)]))
        #expect(text.string == "Title\nBody")
        #expect(runs(text) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 4)])
        let second = text.attribute(.paragraphStyle, at: 7, effectiveRange: nil) as? NSParagraphStyle
        #expect(second?.alignment == .left && second?.lineSpacing == 2)
    }

    @Test func equalStylesInSeparateObjectsMakeOneRun() {
        let text = NSMutableAttributedString(string: "One ", attributes: [.paragraphStyle: style(.right, spacing: 3)])
        text.append(NSAttributedString(string: "two", attributes: [.paragraphStyle: style(.right, spacing: 3)]))
        #expect(runs(text) == [NSRange(location: 0, length: 7)])
        #expect(style(.right, spacing: 3) == style(.right, spacing: 3))
        #expect(style(.right, spacing: 3) != style(.left, spacing: 3))
    }

    @Test func runsWithTheirOwnShadowsAreAppended() {
        func shadow(_ blur: CGFloat) -> NSShadow {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 1, height: 1)
            shadow.shadowBlurRadius = blur
            return shadow
        }
        let text = NSMutableAttributedString(string: "Soft", attributes: [.shadow: shadow(4)])
        text.append(NSAttributedString(string: "Hard", attributes: [.shadow: shadow(0)]))
        text.append(NSAttributedString(string: "Hard", attributes: [.shadow: shadow(0)]))
        #expect(runs(text) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 8)])
    }
}
