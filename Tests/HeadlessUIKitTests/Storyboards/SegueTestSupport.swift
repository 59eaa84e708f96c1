import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the segue and storyboard launch tests. Type names start with `SG`. The registry is per process, so
// every test registers the same classes through `registerFlow()`.

/// One ordered record of the callbacks every `SGController` and the launch delegate got, as "name.callback".
/// Tests run one at a time on the main actor, and each clears it first.
@MainActor
enum SGLog {
    static var events: [String] = []
}

/// A controller that records its making, load, appearance and segue callbacks into `SGLog` as "name.callback".
/// `prepare` records "prepare(identifier → destination)"; `shouldPerformSegue` records its identifier and answers
/// `allowsSegues`.
@MainActor
class SGController: UIViewController {
    let name: String
    var allowsSegues = true
    /// The destination's presentation style as `prepare(for:sender:)` saw it.
    var styleSeenInPrepare: UIModalPresentationStyle?

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        SGLog.events.append("\(name).init")
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func name(of controller: UIViewController) -> String {
        (controller as? SGController)?.name ?? String(describing: type(of: controller))
    }

    private func record(_ callback: String) { SGLog.events.append("\(name).\(callback)") }

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

/// A custom segue that records and pushes without animation.
final class SGFadeSegue: UIStoryboardSegue {
    override func perform() {
        SGLog.events.append("fade.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

@MainActor
func registerFlow() {
    UIStoryboard.register(controllerNamed: "SGHome") { SGHome("home") }
    for name in ["Detail", "Deep", "Modal", "Settings", "Container", "Embedded"] {
        UIStoryboard.register(controllerNamed: "SG\(name)") { SGController(name.lowercased()) }
    }
    UIStoryboard.register(SGFadeSegue.self)
    UIResponder.registerAction("unwindToHome:", for: SGHome.self) { home, sender in
        SGLog.events.append("home.unwindToHome:")
        if let segue = sender as? UIStoryboardSegue { home.unwindSegues.append(segue) }
    }
}

@MainActor
func flowStoryboard() throws -> UIStoryboard {
    registerFlow()
    SGLog.events.removeAll()
    return try UIStoryboard(data: Data(SegueFixtures.flow.utf8), name: "Flow")
}
