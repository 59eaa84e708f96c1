import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the segue and storyboard launch tests. Type names start with `SG`. The registry is per process, so
// every test registers the same classes through `registerFlow(_:)`, with makers that hand the controllers that
// test's own `EventRecorder`.

/// A controller that records its making, load, appearance and segue callbacks into the recorder it was made with,
/// as "name.callback". `prepare` records "prepare(identifier → destination)"; `shouldPerformSegue` records its
/// identifier and answers `allowsSegues`.
@MainActor
class SGController: UIViewController {
    let name: String
    let recorder: EventRecorder
    var allowsSegues = true
    /// The destination's presentation style as `prepare(for:sender:)` saw it.
    var styleSeenInPrepare: UIModalPresentationStyle?

    init(_ name: String, recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        recorder.record("\(name).init")
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func name(of controller: UIViewController) -> String {
        (controller as? SGController)?.name ?? String(describing: type(of: controller))
    }

    private func record(_ callback: String) { recorder.record("\(name).\(callback)") }

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        record("shouldPerformSegue(\(identifier))")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        styleSeenInPrepare = segue.destination.modalPresentationStyle
        record("prepare(\(segue.identifier ?? "nil") → \(Self.name(of: segue.destination)))")
    }
}

/// Home handles the unwind action `unwindToHome:`.
final class SGHome: SGController {
    var unwindSegues: [UIStoryboardSegue] = []
}

/// A custom segue that records into its source's recorder and pushes without animation.
final class SGFadeSegue: UIStoryboardSegue {
    override func perform() {
        (source as? SGController)?.recorder.record("fade.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// Registers the flow storyboard's classes; the controllers they make record into `recorder`.
@MainActor
func registerFlow(_ recorder: EventRecorder) {
    UIStoryboard.register(controllerNamed: "SGHome") { SGHome("home", recorder: recorder) }
    for name in ["Detail", "Deep", "Modal", "Settings", "Container", "Embedded"] {
        UIStoryboard.register(controllerNamed: "SG\(name)") { SGController(name.lowercased(), recorder: recorder) }
    }
    UIStoryboard.register(SGFadeSegue.self)
    UIResponder.registerAction("unwindToHome:", for: SGHome.self) { home, sender in
        home.recorder.record("home.unwindToHome:")
        if let segue = sender as? UIStoryboardSegue { home.unwindSegues.append(segue) }
    }
}

/// The flow storyboard, its classes registered to record into `recorder`.
@MainActor
func flowStoryboard(_ recorder: EventRecorder) throws -> UIStoryboard {
    registerFlow(recorder)
    return try UIStoryboard(data: Data(SegueFixtures.flow.utf8), name: "Flow")
}
