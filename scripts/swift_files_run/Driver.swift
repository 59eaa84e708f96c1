import Foundation
import HeadlessUIKit

// The Swift side of scripts/run-swift-files.py: shows one of a sample's controllers, views or cells the way an app
// would and prints what a reviewer checks. main.swift (written by targets.py) lists the targets; the process runs the
// one named by its argument (`--list` prints the names), so a crash or a hang costs one target, not the sample.
// Output: "RUN <label> <device> <orientation>: ok" or ": <n> issue(s)", each issue on a line "  ISSUE <kind>: <text>",
// and with --frames "  FRAME <indent><type>@x,y wxh" lines.

final class RunDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Makes the root controller at launch, as an app delegate does: after the host exists, so constraints the
    /// controller's views activate as they are made go to that host's engine (see docs/uikit-rules.md 18.35).
    var makeRoot: (() -> UIViewController)?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot?()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

let showFrames = CommandLine.arguments.contains("--frames")

@MainActor func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

@MainActor func describe(_ v: UIView) -> String {
    let f = v.frame
    return "\(type(of: v))@\(f.origin.x),\(f.origin.y) \(f.width)x\(f.height)"
}

/// A problem on one line; UIKit's conflict report as its constraint list and the constraint it breaks.
func shortened(_ problem: String) -> String {
    let flat = problem.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    guard problem.hasPrefix("Unable to simultaneously satisfy constraints"),
          let list = flat.range(of: "( ", options: .backwards, range: flat.startIndex..<(flat.range(of: "Will attempt")?.lowerBound ?? flat.endIndex))
    else { return String(flat.prefix(600)) }
    let rest = flat[list.lowerBound...].replacingOccurrences(of: "  ", with: " ")
    return "Unable to simultaneously satisfy constraints: " + rest.prefix(1200)
}

/// The issues a reviewer counts, for the views under `root`, after the host has gone idle.
@MainActor func audit(_ root: UIView, host: HeadlessHost) -> [String] {
    var out = host.problems.map { "problem: " + shortened($0) }
    for v in allViews(root) {
        let f = v.frame
        if !(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite) {
            out.append("non-finite frame: \(describe(v))")
        }
        for c in v.constraints where c.isActive && c.priority == .required && c.holds() == false {
            out.append("required does not hold: \(c)")
        }
        if !v.translatesAutoresizingMaskIntoConstraints, v.hasAmbiguousLayout {
            out.append("ambiguous: \(describe(v))")
        }
    }
    return out
}

@MainActor func report(_ label: String, _ issues: [String], extra: String = "", frames root: UIView? = nil) {
    print("RUN \(label): \(issues.isEmpty ? "ok" : "\(issues.count) issue(s)")\(extra)")
    issues.forEach { print("  ISSUE \($0)") }
    if showFrames, let root {
        func dump(_ v: UIView, _ depth: Int) {
            print("  FRAME " + String(repeating: "  ", count: depth) + describe(v))
            v.subviews.forEach { dump($0, depth + 1) }
        }
        dump(root, 0)
    }
    fflush(stdout)
}

/// Launches a host on `device` with `root` as the window's root view controller, turned to landscape if asked.
@MainActor func launch(_ device: String, landscape: Bool, root makeRoot: @escaping () -> UIViewController) -> (HeadlessHost, RunDelegate)? {
    let host = HeadlessHost(device: DeviceProfile.named(device)!)
    let delegate = RunDelegate()
    delegate.makeRoot = makeRoot
    do { _ = try host.launch(delegate: delegate) } catch {
        print("RUN launch \(device): failed: \(error)")
        return nil
    }
    if landscape { _ = host.rotate(to: .landscapeLeft) }
    host.runUntilIdle()
    return (host, delegate)
}

let controllerDevices = ["iphone-se-1st-gen", "iphone-8", "iphone-14-pro", "ipad-10-9"]

@MainActor func runController(_ name: String, _ make: @escaping () -> UIViewController) {
    for device in controllerDevices {
        for landscape in [false, true] {
            guard let (host, delegate) = launch(device, landscape: landscape, root: make) else { continue }
            let window = delegate.window!
            let root = window.rootViewController!
            report("\(name) \(device) \(landscape ? "landscape" : "portrait")", audit(window, host: host),
                   frames: device == "iphone-8" && !landscape ? root.view : nil)
            withExtendedLifetime(host) {}
        }
    }
}

/// A view pinned to the leading, trailing and top edges of a controller's safe area: its height is its own.
@MainActor func runView(_ name: String, _ make: () -> UIView) {
    for device in ["iphone-8", "iphone-14-pro"] {
        guard let (host, delegate) = launch(device, landscape: false, root: { UIViewController() }) else { continue }
        let controller = delegate.window!.rootViewController!
        let view = make()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        host.runUntilIdle()
        report("\(name) \(device) portrait", audit(delegate.window!, host: host), extra: " size \(view.frame.size)",
               frames: device == "iphone-8" ? view : nil)
    }
}

/// A table cell 375 pt wide, as tall as its content asks (systemLayoutSizeFitting, fitting height).
@MainActor func runTableCell(_ name: String, _ make: () -> UITableViewCell) {
    guard let (host, _) = launch("iphone-8", landscape: false, root: { UIViewController() }) else { return }
    let cell = make()
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    cell.frame.size.height = size.height
    cell.layoutIfNeeded()
    report("\(name) cell 375 wide", audit(cell, host: host), extra: " fits \(size)", frames: cell)
}

/// A collection cell 180 pt wide, as tall as its content asks, and its compressed size.
@MainActor func runCollectionCell(_ name: String, _ make: () -> UICollectionViewCell) {
    guard let (host, _) = launch("iphone-8", landscape: false, root: { UIViewController() }) else { return }
    let cell = make()
    let size = cell.systemLayoutSizeFitting(CGSize(width: 180, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    report("\(name) cell 180 wide", audit(cell, host: host), extra: " fits \(size), compressed \(compressed)",
           frames: cell)
}

@MainActor func runSelected(_ targets: [String: @MainActor () -> Void]) {
    let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--frames" }
    guard let name = arguments.first, name != "--list" else {
        targets.keys.sorted().forEach { print($0) }
        return
    }
    guard let run = targets[name] else {
        print("no target \(name); --list names them")
        exit(2)
    }
    run()
}
