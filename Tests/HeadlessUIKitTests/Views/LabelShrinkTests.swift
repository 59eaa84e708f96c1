import Foundation
import Testing
@testable import HeadlessUIKit

/// A label shrinking one line of text to fit its width, and where the shrunk text goes (docs/uikit-rules.md 6.41).
/// Expectations are worked out from the font's own metrics, not written as text heights.
@Suite @MainActor struct LabelShrinkTests {
    private static let text = "Transforming days"

    /// A 20-pt label `width` wide and 40 high that shrinks to half its font at most.
    private func label(width: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.font = .systemFont(ofSize: 20)
        label.text = Self.text
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        return label
    }

    /// The one text box drawing the label records.
    private func box(_ label: UILabel) throws -> CGTextBox {
        let drawing = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }.drawing ?? []
        let boxes = drawing.compactMap { command -> CGTextBox? in
            if case .text(let box, _) = command { return box }
            return nil
        }
        #expect(boxes.count == 1)
        return try #require(boxes.first)
    }

    /// The text's width at 20 pt, unrounded.
    private var naturalWidth: CGFloat {
        UIFont.systemFont(ofSize: 20).lines(of: Self.text).map(\.width).max() ?? 0
    }

    // 6.41: text wider than the label is drawn in the font scaled by the width's share, no smaller than the minimum
    // scale; the label's own size and intrinsic size do not change.
    @Test func oneLineShrinksToTheWidthDownToTheMinimum() throws {
        _ = HeadlessHost(device: .iPhone8)  // the current host: a label in no window is measured for its 2x screen (8.35)
        let natural = naturalWidth
        try #require(natural > 120 && natural / 2 < 120)
        let fitting = label(width: 120)
        #expect(try box(fitting).fontSize == 20 * 120 / natural)
        #expect(fitting.intrinsicContentSize == UIFont.systemFont(ofSize: 20).boundingSize(of: Self.text, numberOfLines: 1, scale: 2))
        let narrow = label(width: natural / 4)
        #expect(try box(narrow).fontSize == 10)
        #expect(try box(label(width: natural + 1)).fontSize == 20)
    }

    // 6.41: no shrinking with a minimum scale of 0 (UIKit's default: "the label doesn't scale the text down"),
    // with adjustsFontSizeToFitWidth off, or on more than one line.
    @Test func theLabelOnlyShrinksWhenAskedOnOneLine() throws {
        let noMinimum = label(width: 120)
        noMinimum.minimumScaleFactor = 0
        #expect(try box(noMinimum).fontSize == 20)
        let off = label(width: 120)
        off.adjustsFontSizeToFitWidth = false
        #expect(try box(off).fontSize == 20)
        let lines = label(width: 120)
        lines.numberOfLines = 0
        #expect(try box(lines).fontSize == 20)
    }

    // 6.41: the shrunk line keeps the full-size text's baseline (the default), centre or top.
    @Test func baselineAdjustmentPlacesTheShrunkLine() throws {
        let full = UIFont.systemFont(ofSize: 20)
        let probe = label(width: 120)
        #expect(probe.baselineAdjustment == .alignBaselines)
        let fullRect = probe.textRect(forBounds: probe.bounds, limitedToNumberOfLines: 1)
        let shrunk = full.withSize(20 * 120 / naturalWidth)
        let baselines = try box(probe).rect
        #expect(baselines.minY + shrunk.ascender == fullRect.minY + full.ascender)
        #expect(baselines.height == shrunk.lineHeight.rounded(.up))
        probe.baselineAdjustment = .alignCenters
        #expect(try box(probe).rect.midY == fullRect.midY)
        probe.baselineAdjustment = .none
        #expect(try box(probe).rect.minY == fullRect.minY)
    }

    // 6.41: a nib's label takes its shrinking attributes, baselineAdjustment among them.
    @Test func nibLabelsReadTheirShrinkingAttributes() throws {
        let app = try ViewTestApp()
        defer { withExtendedLifetime(app) {} }
        let nib = UINib(data: Data(NibFixtures.document("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Big Day" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.75" id="Ls1-Lb-0a1">
                <rect key="frame" x="0.0" y="0.0" width="80" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """).utf8), bundle: nil)
        let label = try #require(nib.instantiate(withOwner: nil).first as? UILabel)
        #expect(label.baselineAdjustment == .alignCenters)
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.75)
        #expect(try !nib.document.get().notes.contains { $0.contains("baselineAdjustment") })
    }
}
