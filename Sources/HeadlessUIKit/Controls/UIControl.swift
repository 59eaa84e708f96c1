import Foundation

/// The base of buttons, switches, sliders and text fields (docs/uikit-rules.md 6.1): it tracks one touch through
/// `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking` and turns it into control events, which run
/// the actions registered for them.
///
/// Tracking, as UIKit does it:
/// - touch down: `beginTracking`; if it returns true the control is highlighted and sends `touchDown` (and
///   `touchDownRepeat` when `tapCount` > 1). A control that declines (a slider touched off its thumb) sends nothing
///   for the rest of the touch.
/// - move: the touch is inside while it is within the bounds grown by `touchInsideMargin` (70 pt) on every side;
///   the control is highlighted while it is. `continueTracking`, then `touchDragExit`/`touchDragEnter` when the
///   touch crossed that boundary, then `touchDragOutside`/`touchDragInside`. `continueTracking` returning false
///   ends tracking: no more events for the touch.
/// - up: `endTracking`, then `touchUpInside` or `touchUpOutside` (inside by the same 70 pt rule).
/// - cancel: `cancelTracking`, then `touchCancel`.
///
/// A disabled control (`isEnabled` false) is still hit, but it does not track: its touches go up the responder
/// chain as a plain view's do, and it sends no events.
///
/// Actions come in three Swift-native forms (docs/uikit-rules.md 0): a named action
/// (`addTarget(self, action: "save:", for:)`, sent through `UIApplication.sendAction`, so a nil target walks the
/// responder chain from the first responder), a typed method reference (`addTarget(self, action: Editor.save,
/// for:)`), and `UIAction`s (`addAction(_:for:)`, `init(frame:primaryAction:)`). Targets are held weakly: an action
/// whose target has gone does nothing. `sendActions(for:)` sends the events of a mask in raw-value order, and for
/// each event runs its actions in the order they were added.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIControl: UIView {
    /// How far outside its bounds a tracked touch still counts as inside, on every side.
    public static let touchInsideMargin: CGFloat = 70

    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { abandonTracking() }
            stateDidChange()
        }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside (within `touchInsideMargin` of the bounds).
    open private(set) var isTouchInside = false

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    var actionEntries: [ControlActionEntry] = []
    private var trackedTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose `primaryActionTriggered` runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes: subclasses update what they show.
    func stateDidChange() {}

    // MARK: Tracking hooks (docs/uikit-rules.md 6.1)

    /// Whether to track a touch that began on the control. The default accepts it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Whether to go on tracking after the touch moved. The default does.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    open func cancelTracking(with event: UIEvent?) {}

    /// Runs after the touch-up event of a tracked touch was sent: buttons send `primaryActionTriggered`, switches
    /// toggle, segmented controls select.
    func didFinishTracking(_ touch: UITouch, inside: Bool, with event: UIEvent?) {}

    /// Whether `point` (in the control's coordinates) counts as inside while tracking: the bounds grown by
    /// `touchInsideMargin`.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchInsideMargin, dy: -Self.touchInsideMargin).contains(point)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch.location(in: self))
        isHighlighted = isTouchInside
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            isHighlighted = false
            return
        }
        if wasInside != isTouchInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        trackedTouch = nil
        let inside = isInsideForTracking(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            isTracking = false
            sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
            didFinishTracking(touch, inside: inside, with: event)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        trackedTouch = nil
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            isTracking = false
            sendActions(for: .touchCancel, with: event)
        }
        isTouchInside = false
    }

    /// Disabling a control while it tracks stops the tracking without events.
    private func abandonTracking() {
        guard trackedTouch != nil else { return }
        if isTracking { cancelTracking(with: nil) }
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    // MARK: Sending actions

    /// Sends a named action: through `UIApplication.sendAction`, so a nil target goes to the first responder and
    /// up its chain (docs/uikit-rules.md 5.8). Subclasses may override it to watch or filter actions.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        lastNamedActionHandled = UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Whether the last `sendAction(_:to:for:)` found a responder that handled it.
    var lastNamedActionHandled = false

    /// Runs a `UIAction` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }
}
