// The runtime benchmark: `swift run -c release uihost-bench`.
// Prints figures for hit testing, tag search and in-process taps, and the machine they came from (BENCH_ONLY
// picks one group: hitTest, viewWithTag, taps, controllers, autolayout, table, collection, automation, snapshot,
// protocol).
// Targets (issue 2, on the 2-core CI machine): hit test < 20 µs on a 10-deep path in a 10,000-view tree,
// full viewWithTag search of 100,000 views < 2 ms, > 200,000 taps per second through sendEvent.
import Foundation
import HeadlessUIKit

@MainActor
func measure(_ label: String, iterations: Int, rounds: Int = 7, unit: String = "µs",
             _ body: () -> Void) -> Double {
    for _ in 0..<max(1, iterations / 10) { body() }  // warm-up
    var perIteration: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        perIteration.append(elapsed / Double(iterations))
    }
    perIteration.sort()
    let median = perIteration[perIteration.count / 2]
    let best = perIteration[0]
    let scale = unit == "ms" ? 1e6 : 1e3
    print(String(format: "%-58@ median %10.3f %@   best %10.3f %@", label as NSString, median / scale, unit, best / scale, unit))
    return median
}

func machineDescription() -> String {
    let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    var system = utsname()
    uname(&system)
    let kernel = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, Linux \(kernel)"
}

final class BenchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A 10-level path of nested views; each level also holds `siblings` leaves placed away from the path.
/// With `pathInFront` the path child is the frontmost subview (checked first), else the backmost (checked last).
@MainActor
func makePathTree(in root: UIView, siblings: Int, pathInFront: Bool) -> CGPoint {
    var parent = root
    for level in 0..<10 {
        let size = CGFloat(300 - level * 20)
        let child = UIView(frame: CGRect(x: 5, y: 5, width: size, height: size))
        for index in 0..<siblings {
            parent.addSubview(UIView(frame: CGRect(x: 340, y: CGFloat(index % 600), width: 10, height: 10)))
        }
        if pathInFront { parent.addSubview(child) } else { parent.insertSubview(child, at: 0) }
        parent = child
    }
    return parent.convert(CGPoint(x: 10, y: 10), to: nil)
}

@MainActor
func run() throws {
    print("HeadlessUIKit runtime benchmark — \(machineDescription())")
    print(String(repeating: "-", count: 100))

    let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
    for pathInFront in [true, false] where only == nil || only == "hitTest" {
        let host = HeadlessHost(device: .iPhone8)
        host.callbacks.isEnabled = false
        try host.launch(delegate: BenchDelegate())
        let window = host.keyWindow!
        let root = window.rootViewController!.view!
        let point = makePathTree(in: root, siblings: 999, pathInFront: pathInFront)
        host.runUntilIdle()
        var count = 0
        var view: UIView? = root
        while let current = view { count += 1 + current.subviews.count - 1; view = current.subviews.first(where: { !$0.subviews.isEmpty }) ?? nil }
        let hit = window.hitTest(point, with: nil)
        precondition(hit != nil && hit!.superview?.superview != nil, "hit test must reach the path")
        let label = pathInFront ? "hitTest, 10-deep path, 10,000 views (path frontmost)" : "hitTest, 10-deep path, 10,000 views (path backmost)"
        _ = measure(label, iterations: pathInFront ? 200_000 : 2_000) { _ = window.hitTest(point, with: nil) }
        try host.terminate()
    }

    if only == nil || only == "viewWithTag" {
        let host = HeadlessHost(device: .iPhone8)
        host.callbacks.isEnabled = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        for branch in 0..<100 {
            let node = UIView(frame: .zero)
            node.tag = branch + 1
            for leaf in 0..<999 {
                let view = UIView(frame: .zero)
                view.tag = 1_000 + leaf
                node.addSubview(view)
            }
            root.addSubview(node)
        }
        _ = measure("viewWithTag, full search of 100,000 views (no match)", iterations: 20, unit: "ms") {
            precondition(root.viewWithTag(-1) == nil)
        }
    }

    if only == nil || only == "taps" {
        let host = HeadlessHost(device: .iPhone8)
        host.callbacks.isEnabled = false
        try host.launch(delegate: BenchDelegate())
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.keyWindow!.rootViewController!.view.addSubview(target)
        host.runUntilIdle()
        let point = CGPoint(x: 150, y: 150)
        let median = measure("tap (began + ended through sendEvent), in process", iterations: Int(ProcessInfo.processInfo.environment["BENCH_TAPS"] ?? "50000")!) {
            _ = try? host.tap(at: point)
        }
        print(String(format: "%-58@ %10.0f taps/s", "  = taps per second" as NSString, 1e9 / median))
    }
}

// `uihost-bench echo-server`: the transport floor as a process of its own, for Benchmarks/sidebyside.py. It answers
// every message with the same bytes on the product's libwebsockets transport, prints one ready line like uihost's
// (`echo listening on ws://127.0.0.1:<port>/`) and runs until it is killed or the process that started it exits.
if CommandLine.arguments.dropFirst().first == "echo-server" {
    let parent = getppid()
    let echo = try EchoHost()
    FileHandle.standardOutput.write(Data("echo listening on ws://127.0.0.1:\(echo.port)/\n".utf8))
    while getppid() == parent { sleep(1) }
    echo.stop()
    exit(0)
}

try MainActor.assumeIsolated { try run() }

let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
if only == "parts" { try MainActor.assumeIsolated { try treeParts() } }
if only == "firstsolve" { try MainActor.assumeIsolated { try firstSolveForInstructionCount() } }
if only == nil || only == "controllers" {
    try MainActor.assumeIsolated { try controllerBenchmarks() }
}
if only == nil || only == "autolayout" {
    try MainActor.assumeIsolated { try autoLayoutBenchmarks() }
}
if only == nil || only == "table" {
    try MainActor.assumeIsolated { try tableBenchmark() }
}
if only == nil || only == "collection" {
    try MainActor.assumeIsolated { try collectionBenchmarks() }
}
if only == nil || only == "automation" {
    try MainActor.assumeIsolated { try automationBreakdown() }
}
if only == nil || only == "snapshot" {
    try MainActor.assumeIsolated { try snapshotBenchmarks() }
}
if only == nil || only == "replay" {
    try MainActor.assumeIsolated { try replayBenchmarks() }
}
if only == nil || only == "protocol" {
    let bench = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    let uihost = bench.deletingLastPathComponent().appendingPathComponent("uihost")
    if FileManager.default.isExecutableFile(atPath: uihost.path) {
        try ProtocolBenchmarks(uihost: uihost, bench: bench).run()
    } else {
        print("(protocol figures skipped: no uihost binary at \(uihost.path); `swift build -c release` builds it)")
    }
}
