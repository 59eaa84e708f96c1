import Foundation
import Testing
@testable import HeadlessUIKit

/// A text view lays its text out in its `NSTextContainer` (docs/uikit-rules.md 6.90): the container's width less its
/// line fragment padding at each end, its line limit and its line break mode.
@MainActor
@Suite struct TextContainerTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let longText = "The quick brown fox jumps over the lazy dog again and again"

    private func textView(width: CGFloat, container: NSTextContainer? = nil) -> UITextView {
        _ = HeadlessHost(device: .iPhone8)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 300), textContainer: container)
        view.font = font
        view.isScrollEnabled = false
        return view
    }

    /// The height of `text` wrapped at `width` in 17-pt text, `limit` lines at most, plus the default 8-pt insets.
    private func height(_ text: String, wrappedAt width: CGFloat, limit: Int = 0, byCharacters: Bool = false) -> CGFloat {
        var lines = font.lines(of: text, constrainedToWidth: width, byCharacters: byCharacters).count
        if limit > 0 { lines = min(lines, limit) }
        return (CGFloat(lines) * font.lineHeight).rounded(.up) + 16
    }

    // 6.90: a text view's own container tracks its width (the bounds less the side insets), pads lines by 5 pt,
    // has no line limit and wraps at words.
    @Test func aTextViewsOwnContainerTracksItsWidth() {
        let view = textView(width: 200)

        #expect(view.textContainer.widthTracksTextView)
        #expect(view.textContainer.size == CGSize(width: 200, height: 10_000_000))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textContainer.maximumNumberOfLines == 0)
        #expect(view.textContainer.lineBreakMode == .byWordWrapping)

        view.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8)
        view.frame.size.width = 260
        #expect(view.textContainer.size == CGSize(width: 240, height: 10_000_000))
    }

    // 6.90: `NSTextContainer()` is UIKit's large default size, not tracking any view.
    @Test func aContainerMadeWithoutASizeIsTenMillionPointsEachWay() {
        let container = NSTextContainer()

        #expect(container.size == CGSize(width: 10_000_000, height: 10_000_000))
        #expect(!container.widthTracksTextView)
        #expect(!container.heightTracksTextView)
    }

    // 6.90: the line fragment padding is kept at each end of the line: without it the view is 10 pt narrower.
    @Test func theLineFragmentPaddingWidensTheIntrinsicSize() {
        let view = textView(width: 0)
        view.text = "Hello"
        let padded = view.intrinsicContentSize.width

        view.textContainer.lineFragmentPadding = 0

        #expect(padded == font.width(of: "Hello").rounded(.up) + 10)
        #expect(view.intrinsicContentSize.width == font.width(of: "Hello").rounded(.up))
    }

    // 6.90: a maximum number of lines limits the text's height (the text still wraps at the container's width).
    @Test func maximumNumberOfLinesLimitsTheHeight() {
        let view = textView(width: 120)
        view.text = longText
        let all = view.sizeThatFits(CGSize(width: 120, height: 0)).height

        view.textContainer.maximumNumberOfLines = 2

        #expect(all == height(longText, wrappedAt: 110))
        #expect(view.sizeThatFits(CGSize(width: 120, height: 0)).height == height(longText, wrappedAt: 110, limit: 2))
        #expect(view.intrinsicContentSize.height == height(longText, wrappedAt: 110, limit: 2))
    }

    // 6.90: a container given to `init(frame:textContainer:)` that does not track the view keeps its own width:
    // the text wraps at 150 - 2 × 5 pt in a 300-pt view.
    @Test func aGivenContainerWrapsAtItsOwnWidth() {
        let container = NSTextContainer(size: CGSize(width: 150, height: 0))
        let view = textView(width: 300, container: container)
        view.text = longText

        #expect(view.textContainer === container)
        #expect(container.size == CGSize(width: 150, height: 0))
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height == height(longText, wrappedAt: 140))
    }

    // 6.90: a container's height holds whole lines: 50 pt holds two 17-pt lines.
    @Test func aContainersHeightHoldsWholeLines() {
        let container = NSTextContainer(size: CGSize(width: 120, height: 50))
        let view = textView(width: 120, container: container)
        view.text = longText

        #expect(view.sizeThatFits(CGSize(width: 120, height: 0)).height == height(longText, wrappedAt: 110, limit: 2))
    }

    // 6.90: `.byCharWrapping` fills each line to its width, breaking inside words.
    @Test func charWrappingBreaksInsideWords() {
        let view = textView(width: 120)
        view.text = longText

        view.textContainer.lineBreakMode = .byCharWrapping

        #expect(view.sizeThatFits(CGSize(width: 120, height: 0)).height
                    == height(longText, wrappedAt: 110, byCharacters: true))
        #expect(height(longText, wrappedAt: 110, byCharacters: true) < height(longText, wrappedAt: 110))
    }

    /// A text view subclass made as apps make them, through the designated initialiser.
    final class ProbeTextView: UITextView {
        init() {
            super.init(frame: .zero, textContainer: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    // 6.90: a subclass calling `super.init(frame:textContainer:)` with nil gets a container of its own.
    @Test func aSubclassPassingNilGetsItsOwnContainer() {
        _ = HeadlessHost(device: .iPhone8)
        let view = ProbeTextView()
        view.frame = CGRect(x: 0, y: 0, width: 90, height: 40)

        #expect(view.textContainer.widthTracksTextView)
        #expect(view.textContainer.size.width == 90)
    }
}
