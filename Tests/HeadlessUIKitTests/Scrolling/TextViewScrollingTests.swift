import Foundation
import Testing
@testable import HeadlessUIKit

/// A text view is a scroll view whose content is its text (docs/uikit-rules.md 6.20).
@MainActor
@Suite struct TextViewScrollingTests {
    /// Twenty lines of 17-pt text: Inter's line height at 17 pt is 20.5734 pt, so 411.47 pt of text, 412 rounded
    /// up, and the default insets of 8 pt above and below make the content 428 pt tall.
    let twentyLines = (1...20).map { "Line \($0)" }.joined(separator: "\n")

    func textView(_ app: ViewTestApp) -> UITextView {
        let view = app.show(UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100)))
        view.font = .systemFont(ofSize: 17)
        view.text = twentyLines
        return view
    }

    @Test func theContentIsTheTextAtTheViewsWidth() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        let scrollView: UIScrollView = view
        // Twenty 17-pt lines (20.29 pt each, 19.28) are 405.74, 406 rounded up, and 16 of insets.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 422))
        view.text = "One line"
        #expect(view.contentSize == CGSize(width: 300, height: 37))  // 20.29 rounded up, and 16
        view.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        #expect(view.contentSize == CGSize(width: 300, height: 61))
        // Narrower, the same text wraps onto more lines.
        view.text = String(repeating: "word ", count: 40)
        let wide = view.contentSize.height
        view.frame.size.width = 150
        #expect(view.contentSize.width == 150)
        #expect(view.contentSize.height > wide)
    }

    @Test func aDragScrollsTheTextAndTellsTheDelegate() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        let delegate = ScrollingTextViewDelegate()
        view.delegate = delegate
        try ScrollFinger(host: app.host).drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 110), steps: 4)
        app.host.runUntilIdle()
        #expect(view.contentOffset.y > 0)
        #expect(view.contentOffset.y <= 328)  // the content's bottom: 428 - 100
        #expect(!delegate.offsets.isEmpty)
        #expect(!view.isFirstResponder)  // a drag is not a tap
    }

    @Test func withScrollingOffADragLeavesTheTextWhereItIs() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        view.isScrollEnabled = false
        view.frame.size.height = 100
        try ScrollFinger(host: app.host).drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 110), steps: 4)
        app.host.runUntilIdle()
        #expect(view.contentOffset == .zero)
        // With scrolling off it sizes itself to its text (6.14).
        #expect(view.intrinsicContentSize.height == 422)
    }

    @Test func aTapStillBeginsEditing() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        try app.tap(100, 150)
        #expect(view.isFirstResponder)
    }

    @Test func scrollRangeToVisibleScrollsTheLeastThatShowsTheLine() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        // "Line 10" starts the tenth line: its bottom is 8 + 10 line heights down, shown at the view's bottom.
        let tenth = (twentyLines as NSString).range(of: "Line 10")
        view.scrollRangeToVisible(tenth)
        #expect(abs(view.contentOffset.y - (8 + 10 * lineHeight - 100)) < 0.001)
        // The third line is above: its top goes to the view's top.
        view.scrollRangeToVisible((twentyLines as NSString).range(of: "Line 3"))
        #expect(abs(view.contentOffset.y - (8 + 2 * lineHeight)) < 0.001)
        // A line already showing does not move the text.
        let before = view.contentOffset
        view.scrollRangeToVisible((twentyLines as NSString).range(of: "Line 4"))
        #expect(view.contentOffset == before)
        // The end: the last line, which lies at the content's bottom inset, so the view rests at the content's end.
        view.scrollRangeToVisible(NSRange(location: (twentyLines as NSString).length, length: 0))
        #expect(view.contentOffset.y == 322)
        view.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(view.contentOffset.y == 0)
    }

    @Test func aDelegateThatIsOnlyAScrollViewDelegateIsReported() throws {
        let app = try ViewTestApp()
        let view = textView(app)
        let scrollOnly = ScrollRecordingDelegate()
        view.delegate = scrollOnly
        #expect(app.host.problems.last?.contains("is not a UITextViewDelegate") == true)
    }
}

@MainActor
final class ScrollingTextViewDelegate: UITextViewDelegate {
    private(set) var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}
