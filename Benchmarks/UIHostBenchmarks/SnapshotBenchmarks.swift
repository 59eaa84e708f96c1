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
    // The demo's toggle recoloured before each snapshot, as a tap on it does: one or two bands change.
    guard let toggle = host.windows.first.flatMap({ view(identified: "toggle", in: $0) }) else {
        print("  (the demo's home screen has no toggle: the changed-screen case is skipped)")
        return
    }
    _ = measure("screenshot: demo home, draw + PNG, the toggle recoloured before each", iterations: 20, unit: "ms") {
        toggle.backgroundColor = toggle.backgroundColor == .systemGreen ? .lightGray : .systemGreen
        _ = try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2).png(reusing: cache)
    }
}

@MainActor
private func view(identified identifier: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews {
        if let found = view(identified: identifier, in: subview) { return found }
    }
    return nil
}
