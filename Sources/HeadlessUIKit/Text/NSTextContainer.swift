import Foundation

/// The region a text view lays its text out in (docs/uikit-rules.md 6.90): a size (0 or less in a dimension: no
/// limit there; `init()` gives UIKit's large default, 10,000,000 pt each way), the padding at each end of every line,
/// a maximum number of lines (0: no limit) and how the last line breaks when the text does not fit. A text view makes
/// one that tracks its width (`widthTracksTextView`); one given to `UITextView(frame:textContainer:)` keeps its own
/// size unless it tracks the view.
///
/// There is no layout manager here: the text view lays out its text itself, from the container's values. UIHost's
/// choice: main-actor, like the views that use it (a change makes its text view lay out again at once).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSTextContainer {
    open var size: CGSize { didSet { containerDidChange() } }
    /// Kept clear at the start and end of every line (5 pt by default).
    open var lineFragmentPadding: CGFloat = 5 { didSet { containerDidChange() } }
    /// At most this many lines are laid out (0: as many as the text needs).
    open var maximumNumberOfLines = 0 { didSet { containerDidChange() } }
    /// How lines wrap (`.byCharWrapping`: at any character) and how the last line ends when text is left over
    /// (the truncating modes end it with "…"; the others cut it).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { containerDidChange() } }
    /// While true, the width follows the text view's bounds less `textContainerInset` (a text view's own container).
    open var widthTracksTextView = false { didSet { containerDidChange() } }
    /// While true, the height follows the text view's bounds less `textContainerInset`.
    open var heightTracksTextView = false { didSet { containerDidChange() } }

    /// The text view laying its text out here.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    private func containerDidChange() {
        textView?.textContainerDidChange()
    }

    /// The width lines are set in for a text view `viewSize` big with `inset`: the container's width (or the view's
    /// less the insets, while it tracks them) less the padding at both ends; nil for no limit.
    func lineWidth(viewSize: CGSize, inset: UIEdgeInsets) -> CGFloat? {
        let width = widthTracksTextView ? viewSize.width - inset.left - inset.right : size.width
        guard width > 0 else { return nil }
        return max(0, width - 2 * lineFragmentPadding)
    }

    /// The most lines that fit: `maximumNumberOfLines`, and as many `lineHeight`-tall lines as the container's
    /// height holds (one at least: UIHost's choice, so text never vanishes); 0 for no limit.
    func lineLimit(viewSize: CGSize, inset: UIEdgeInsets, lineHeight: CGFloat) -> Int {
        let height = heightTracksTextView ? viewSize.height - inset.top - inset.bottom : size.height
        var limit = maximumNumberOfLines
        if height > 0, height < 10_000_000, lineHeight > 0 {
            let fitting = max(1, Int((height / lineHeight).rounded(.down)))
            limit = limit > 0 ? min(limit, fitting) : fitting
        }
        return limit
    }
}
