import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the presentation tests. Type names start with `Modal`.

/// A controller that records its load, appearance and size-transition callbacks. Appearance callbacks carry the
/// reason flags read inside the callback: " [presented]" for isBeingPresented, " [dismissed]" for
/// isBeingDismissed.
class ModalRecordingController: UIViewController {
    let name: String
    let recorder: EventRecorder
    var orientations: UIInterfaceOrientationMask?
    /// Frame for the view `loadView` makes; the screen's bounds when nil.
    var viewFrame: CGRect?

    init(_ name: String, _ recorder: EventRecorder, style: UIModalPresentationStyle? = nil) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        if let style { modalPresentationStyle = style }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ callback: String) {
        var flags = ""
        if isBeingPresented { flags += " [presented]" }
        if isBeingDismissed { flags += " [dismissed]" }
        recorder.record("\(name).\(callback)\(flags)")
    }

    override func loadView() { view = UIView(frame: viewFrame ?? UIScreen.main.bounds) }
    override func viewDidLoad() { recorder.record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        orientations ?? super.supportedInterfaceOrientations
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        recorder.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A launched app whose window's root is a recording controller named "root"; launched, settled, and with the
/// recorder and callback log cleared.
@MainActor
struct ModalApp {
    let host: HeadlessHost
    let delegate: ViewTestAppDelegate
    let recorder: EventRecorder
    let root: ModalRecordingController

    init(device: DeviceProfile = .iPhone8) throws {
        recorder = EventRecorder()
        root = ModalRecordingController("root", recorder)
        host = HeadlessHost(device: device)
        delegate = ViewTestAppDelegate()
        delegate.rootViewController = root
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        host.clearCallbackLog()
        recorder.clear()
    }

    var window: UIWindow { delegate.window! }

    func controller(_ name: String, style: UIModalPresentationStyle = .fullScreen) -> ModalRecordingController {
        ModalRecordingController(name, recorder, style: style)
    }

    /// Presents without animation and lets the transition finish.
    func presentSettled(_ presented: UIViewController, from presenter: UIViewController) {
        presenter.present(presented, animated: false)
        host.runUntilIdle()
        recorder.clear()
    }
}

/// Launches an app whose window's root is `root`, settled, with the callback log cleared. The host keeps the
/// delegate alive.
@MainActor
enum ModalLaunch {
    static func host(root: UIViewController, device: DeviceProfile,
                     orientation: UIInterfaceOrientation = .portrait) throws -> HeadlessHost {
        let host = HeadlessHost(device: device)
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = root
        try host.launch(delegate: delegate, options: .init(interfaceOrientation: orientation))
        host.runUntilIdle()
        host.clearCallbackLog()
        return host
    }
}

/// A data source over a fixed list of pages.
@MainActor
final class ModalPageSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}
