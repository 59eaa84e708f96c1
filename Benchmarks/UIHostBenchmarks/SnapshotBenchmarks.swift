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
    _ = measure("screenshot: demo home, 750×1334 @2x, draw + PNG", iterations: 20, unit: "ms") {
        bytes = (try? renderer.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2).png().count) ?? 0
    }
    print("  = PNG of \(bytes) bytes")
}
