import Foundation

/// A row of segments (docs/uikit-rules.md 6.2). Segments share the width equally, except those given a width with
/// `setWidth(_:forSegmentAt:)`, which keep it while the rest share what is left. A touch that ends inside the
/// control, on an enabled segment, selects the segment under the finger (at touch up, as iOS 13+ does) and sends
/// `valueChanged` then `primaryActionTriggered` when the selection changed. In momentary mode the segment is
/// selected while its actions run and the selection returns to `noSegment` after them, so every tap sends
/// `valueChanged`. 32 pt tall by default.
///
/// Out-of-range indexes, where UIKit would raise or ignore: insertion indexes are pinned to `0...numberOfSegments`
/// (UIKit documents this); `selectedSegmentIndex` set outside `-1..<numberOfSegments`, and `removeSegment`,
/// `setTitle`, `setImage`, `setEnabled`, `setWidth` with an index outside the segments are ignored and reported in
/// the host's problems; `titleForSegment(at:)` and the other getters answer nil, false or 0 for such an index.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISegmentedControl: UIControl {
    /// Drawn in the iOS look (docs/uikit-rules.md 19.5).
    override func drawStandardContent(in ctx: CGContext) { StandardLook.drawSegmented(self, ctx) }

    /// No segment selected.
    public static let noSegment = -1
    public static let defaultHeight: CGFloat = 32

    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// 0: share the free width.
        var width: CGFloat = 0
        /// Runs when a tap selects the segment.
        var action: UIAction?
    }

    private(set) var segments: [Segment] = []

    /// The selected segment, or `noSegment`. Setting it in code sends nothing.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            guard newValue >= Self.noSegment, newValue < segments.count else {
                report("selectedSegmentIndex = \(newValue)", valid: "-1 (no segment) to \(segments.count - 1)")
                return
            }
            _selectedSegmentIndex = newValue
            updateAccessibility()
        }
    }
    private var _selectedSegmentIndex = UISegmentedControl.noSegment

    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// Segments from strings (titles) and `UIImage`s; other items are reported and skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default: Runtime.current.report("UISegmentedControl(items:) item \(item) is neither a String nor a UIImage; skipped")
            }
        }
        bounds.size = sizeThatFits(.zero)
        updateAccessibility()
    }

    /// Segments from actions: each segment's title is its action's title, and selecting it runs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { segments.append(Segment(title: action.title, action: action)) }
        updateAccessibility()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func report(_ call: String, valid: String) {
        Runtime.current.report("UISegmentedControl: \(call) is out of range (it has \(segments.count) segments; valid: \(valid)); ignored")
    }

    private func checkIndex(_ index: Int, _ call: String) -> Bool {
        guard segments.indices.contains(index) else {
            report("\(call)(at: \(index))", valid: segments.isEmpty ? "none: insert a segment first" : "0 to \(segments.count - 1)")
            return false
        }
        return true
    }

    private func updateAccessibility() {
        accessibilityValue = segments.indices.contains(_selectedSegmentIndex)
            ? segments[_selectedSegmentIndex].title : nil
        setNeedsDisplay()
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment; an index beyond the ends is pinned to them.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if _selectedSegmentIndex >= index { _selectedSegmentIndex += 1 }
        updateAccessibility()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment") else { return }
        segments.remove(at: segment)
        if _selectedSegmentIndex == segment {
            _selectedSegmentIndex = Self.noSegment
        } else if _selectedSegmentIndex > segment {
            _selectedSegmentIndex -= 1
        }
        updateAccessibility()
    }

    open func removeAllSegments() {
        segments.removeAll()
        _selectedSegmentIndex = Self.noSegment
        updateAccessibility()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        updateAccessibility()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// 0 makes the segment share the free width again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        segments[segment].width = max(0, width)
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    // MARK: Geometry

    /// Each segment's rect in the control's bounds.
    public func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let sharing = segments.filter { $0.width == 0 }.count
        let share = sharing > 0 ? max(0, bounds.width - fixed) / CGFloat(sharing) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (control coordinates), or nil.
    public func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        for (index, frame) in segmentFrames().enumerated() where point.x >= frame.minX && point.x < frame.maxX {
            return index
        }
        return nil
    }

    /// The segments' title attributes by state's raw value (docs/uikit-rules.md 6.77).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The titles' attributes in `state`; their `.font` sizes the segments (6.77). nil removes the state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The attributes set for exactly `state`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Widest title by `UIFont`'s metrics (13 pt system font) plus 16 pt padding, or the image width, times the
    /// number of segments; 32 pt tall.
    /// `sizeThatFits`' size (docs/uikit-rules.md 11.42, 11.43).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // The widest title in the fonts of the normal and selected states (6.77; 13 pt system without attributes).
        let fonts = [UIControl.State.normal, .selected].map { (titleAttributes[$0.rawValue]?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 13) }
        let widest = segments.reduce(CGFloat(0)) { widest, segment in
            let content = segment.title.map { title in fonts.map { $0.boundingSize(of: title).width }.max() ?? 0 }
                ?? segment.image?.size.width ?? 0
            return max(widest, segment.width > 0 ? segment.width : content + 16)
        }
        return CGSize(width: widest * CGFloat(segments.count), height: Self.defaultHeight)
    }

    // MARK: Tracking

    override func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return }
        guard isMomentary || index != _selectedSegmentIndex else { return }
        _selectedSegmentIndex = index
        updateAccessibility()
        if let action = actionForSegment(at: index) { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        if isMomentary {
            _selectedSegmentIndex = Self.noSegment
            updateAccessibility()
        }
    }
}
