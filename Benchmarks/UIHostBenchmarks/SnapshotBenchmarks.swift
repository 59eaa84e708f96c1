import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostRender

/// The demo's home screen on an iPhone 8 at @2x (750 × 1334 pixels), drawn and then encoded as PNG
/// (docs/benchmarks.md, Screenshots; target < 10 ms for the snapshot in release).
@MainActor
func snapshotBenchmarks() throws {
    let host = HeadlessHost(device: .iPhone8)
    host.callbacks.isEnabled = false
    try host.launch(delegate: DemoAppDelegate())
    host.runUntilIdle()
    let renderer = Renderer()
    var bytes = 0
    _ = measure("screenshot: demo home, 750×1334 @2x, draw only", iterations: 20, unit: "ms") {
        _ = try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2)
    }
    // Every band compressed: the cost of a snapshot of a screen never seen before (the target's case).
    _ = measure("screenshot: demo home, 750×1334 @2x, draw + PNG, every band compressed", iterations: 20, unit: "ms") {
        bytes = (try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2).png().count) ?? 0
    }
    print("  = PNG of \(bytes) bytes")
    // As `screen.snapshot` encodes (docs/uikit-rules.md 19.17): bands unchanged since the last snapshot reused.
    let cache = PNGBandCache()
    _ = measure("screenshot: demo home, draw + PNG, the screen unchanged (bands reused)", iterations: 20, unit: "ms") {
        _ = try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2).png(reusing: cache)
    }
    guard let toggle = host.windows.first.flatMap({ firstSwitch(in: $0) }) else {
        print("  (the demo's home screen has no switch: the changed-screen case is skipped)")
        return
    }
    _ = measure("screenshot: demo home, draw + PNG, the switch flipped before each", iterations: 20, unit: "ms") {
        toggle.setOn(!toggle.isOn, animated: false)
        host.runUntilIdle()
        _ = try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2).png(reusing: cache)
    }
}

@MainActor
private func firstSwitch(in view: UIView) -> UISwitch? {
    if let toggle = view as? UISwitch { return toggle }
    for subview in view.subviews {
        if let toggle = firstSwitch(in: subview) { return toggle }
    }
    return nil
}
