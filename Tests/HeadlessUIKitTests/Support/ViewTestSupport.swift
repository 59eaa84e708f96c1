import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers shared by the view, hit-testing, touch and responder tests. Type names start with `View` so they do not
// collide with helpers other test files add to this target.

/// The app the view tests launch: didFinishLaunching makes one window with a root controller and makes it key and
/// visible. Touches that walk the whole responder chain end here; the delegate records them and passes them on
/// (its `next` is nil, so they are dropped after it).
final class ViewTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The root controller to install; a plain `UIViewController` when nil.
    var rootViewController: UIViewController?
    /// Makes the window, given the screen bounds; a plain `UIWindow` by default.
    var makeWindow: (CGRect) -> UIWindow = { UIWindow(frame: $0) }
    /// The touch methods that reached the delegate, in order ("touchesBegan", ...).
    var touchesReceived: [String] = []
    /// Also records them here, as "delegate.touchesBegan", when set.
    var recorder: EventRecorder?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = makeWindow(UIScreen.main.bounds)
        window.rootViewController = rootViewController ?? UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesReceived.append("touchesBegan")
        recorder?.record("delegate.touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesReceived.append("touchesMoved")
        recorder?.record("delegate.touchesMoved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesReceived.append("touchesEnded")
        recorder?.record("delegate.touchesEnded")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesReceived.append("touchesCancelled")
        recorder?.record("delegate.touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A launched app: its host, delegate, key window and root view. The launch runs until idle and then clears the
/// callback log, so a test sees only the callbacks its own actions cause.
@MainActor
struct ViewTestApp {
    let host: HeadlessHost
    let delegate: ViewTestAppDelegate

    init(device: DeviceProfile = .iPhone8, rootViewController: UIViewController? = nil,
         makeWindow: ((CGRect) -> UIWindow)? = nil) throws {
        host = HeadlessHost(device: device)
        delegate = ViewTestAppDelegate()
        delegate.rootViewController = rootViewController
        if let makeWindow { delegate.makeWindow = makeWindow }
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        host.clearCallbackLog()
    }

    var window: UIWindow { delegate.window! }
    var rootViewController: UIViewController { window.rootViewController! }
    var rootView: UIView { rootViewController.view }

    /// Adds `view` to the root view, then lets pending layout and display run.
    @discardableResult
    func show<V: UIView>(_ view: V) -> V {
        rootView.addSubview(view)
        host.runUntilIdle()
        return view
    }

    /// One finger down and up at `point` at the same instant, through the host's real touch path.
    @discardableResult
    func tap(_ x: CGFloat, _ y: CGFloat) throws -> UIView? {
        try host.tap(at: CGPoint(x: x, y: y)).view
    }
}

/// A view that records its hierarchy, layout, display and touch callbacks into a recorder, as "name.callback".
/// Touch methods record and stop there unless `passesTouchesOn` is true.
class ViewRecordingView: UIView {
    let name: String
    let recorder: EventRecorder
    var passesTouchesOn = false
    /// The rect of every `draw(_:)` call, in order.
    private(set) var drawnRects: [CGRect] = []

    init(_ name: String, frame: CGRect = .zero, recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ callback: String) { recorder.record("\(name).\(callback)") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? ViewRecordingView { return recording.name }
        if let window = view as? UIWindow { return window.accessibilityIdentifier ?? "window" }
        return String(describing: type(of: view))
    }

    override func willMove(toSuperview newSuperview: UIView?) { record("willMove(toSuperview: \(label(newSuperview)))") }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMove(toWindow: \(label(newWindow)))") }
    override func didMoveToWindow() { record("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview(\(label(subview)))") }
    override func layoutSubviews() { record("layoutSubviews") }

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        record("draw")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan")
        if passesTouchesOn { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved")
        if passesTouchesOn { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded")
        if passesTouchesOn { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled")
        if passesTouchesOn { super.touchesCancelled(touches, with: event) }
    }
}

/// A window that records the events it is sent and the touches that reach it up the responder chain, passing
/// both on.
final class ViewRecordingWindow: UIWindow {
    var recorder: EventRecorder?

    override func sendEvent(_ event: UIEvent) {
        recorder?.record("window.sendEvent")
        super.sendEvent(event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record("window.touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record("window.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// A controller that records the touches that reach it up the responder chain and passes them on.
final class ViewRecordingViewController: UIViewController {
    var recorder: EventRecorder?
    /// The view `loadView` installs; a plain `UIView` when nil.
    var viewToLoad: UIView?

    override func loadView() {
        view = viewToLoad ?? UIView(frame: UIScreen.main.bounds)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record("controller.touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record("controller.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// What a view saw of one touch in one touch method, captured at the time of the call (touches are mutable and
/// change after delivery).
struct ViewTouchSample: Equatable {
    var method: String
    var id: Int
    var phase: UITouch.Phase
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval
    var tapCount: Int
}

/// A view that handles touches and samples each one it is given.
final class ViewTouchSamplingView: UIView {
    private(set) var samples: [ViewTouchSample] = []
    /// For each call, the phases of every touch in the event (`allTouches`), sorted by touch id.
    private(set) var eventPhases: [[UITouch.Phase]] = []

    private func sample(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            samples.append(ViewTouchSample(method: method, id: touch.identifier, phase: touch.phase,
                                           location: touch.location(in: self),
                                           previousLocation: touch.previousLocation(in: self),
                                           timestamp: touch.timestamp, tapCount: touch.tapCount))
        }
        let all = (event?.allTouches ?? []).sorted { $0.identifier < $1.identifier }
        eventPhases.append(all.map(\.phase))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { sample("touchesBegan", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { sample("touchesMoved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { sample("touchesEnded", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        sample("touchesCancelled", touches, event)
    }
}

/// Float noise away: geometry after a rotation or a conversion is compared to 1e-9 pt.
enum ViewGeometry {
    static func snap(_ value: CGFloat) -> CGFloat {
        let snapped = (value * 1e9).rounded() / 1e9
        return snapped == 0 ? 0 : snapped  // no -0.0 in failure messages
    }

    static func snap(_ point: CGPoint) -> CGPoint { CGPoint(x: snap(point.x), y: snap(point.y)) }

    static func snap(_ size: CGSize) -> CGSize { CGSize(width: snap(size.width), height: snap(size.height)) }

    static func snap(_ rect: CGRect) -> CGRect { CGRect(origin: snap(rect.origin), size: snap(rect.size)) }
}

/// Touch inputs in window points, for `HeadlessHost.send`.
enum ViewTouch {
    static func began(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(id: id, phase: .began, x: x, y: y) }
    static func moved(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(id: id, phase: .moved, x: x, y: y) }
    static func ended(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(id: id, phase: .ended, x: x, y: y) }
}
