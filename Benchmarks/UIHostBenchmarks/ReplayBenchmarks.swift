import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostServer

/// Issue 6's figure: replaying 10,000 recorded events with every checkpoint verified (target < 2 s on the 2-core
/// machine), and the recording's size per event. The events are taps on the demo's toggle and counter (a finger
/// down and up each), recorded in-process with `--record`'s code path.
@MainActor
func replayBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("taps.jsonl").path
    let app = AppDescription(name: "demo") { DemoAppDelegate() }
    var configuration = HostConfiguration(app: app)
    configuration.recording.recordPath = path
    let automation = try AutomationHost(configuration: configuration)
    let session = automation.openSession(1)
    let recordStart = DispatchTime.now().uptimeNanoseconds
    for index in 0..<5_000 {
        let tag = index % 2 == 0 ? 3 : 2
        let message = #"{"jsonrpc":"2.0","id":\#(index),"method":"input.tap","params":{"view":{"tag":\#(tag)},"wait":"none"}}"#
        _ = automation.handle(Array(message.utf8), from: session)
    }
    automation.finishRecordings()
    let recordSeconds = Double(DispatchTime.now().uptimeNanoseconds - recordStart) / 1e9
    let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0

    replayParts(automation)
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try Replayer(path: path, app: app).run()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("replay (demo app, taps on two views, every checkpoint verified)")
    print(String(format: "  recording %d events took %.3f s; file %d bytes = %.0f bytes per event",
                 report.events, recordSeconds, bytes, Double(bytes) / Double(max(1, report.events))))
    print(String(format: "  replaying %d events with %d checkpoints: %.3f s (%.1f µs per event)%@",
                 report.events, report.checkpoints, seconds, seconds * 1e6 / Double(max(1, report.events)),
                 report.divergence == nil ? "" : " DIVERGED"))
}

@MainActor
func replayParts(_ automation: AutomationHost) {
    _ = measure("  checkpoint: stable tree of the demo home screen", iterations: 2000) { _ = automation.checkpointForBenchmark() }
}
