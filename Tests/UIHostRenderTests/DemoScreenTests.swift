import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
@testable import UIHostRender

/// The demo's home screen drawn whole (docs/uikit-rules.md 19.1): the iPhone 8's 750×1334 pixels at @2x, the same
/// bytes twice, and its known colours where the demo puts its boxes.
@MainActor
@Suite struct DemoScreenTests {
    func homeScreen() throws -> Picture {
        let host = HeadlessHost(device: .iPhone8)
        try host.launch(delegate: DemoAppDelegate())
        host.runUntilIdle()
        let picture = try Renderer().picture(ofScreen: host.screen.bounds, windows: host.windows, scale: host.screen.scale)
        if let path = ProcessInfo.processInfo.environment["UIHOST_WRITE_DEMO_PNG"] {
            try picture.png().write(to: URL(fileURLWithPath: path))
        }
        return picture
    }

    @Test func theHomeScreenIsTheScreensPixelsWithTheDemosColours() throws {
        let picture = try homeScreen()
        #expect(picture.width == 750)
        #expect(picture.height == 1334)
        let pixels = picture.rgba
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 750 + x) * 4..<(y * 750 + x) * 4 + 4]) }
        // The white root view, the green counter at (20, 84) pt and the purple covered box under its 20% black overlay.
        #expect(pixel(740, 900) == [255, 255, 255, 255])
        #expect(pixel(60, 200) == [52, 199, 89, 255])
        #expect(pixel(50, 620) == [102, 0, 102, 255])
    }

    /// The demo's tap views draw their labels as titles (its TapActionView's `draw(_:)`, through
    /// `String.draw(in:withAttributes:)`, 19.27): white ink inside the blue "Controls" view at (20, 384) 140 × 36 pt.
    @Test func theDemosButtonsShowTheirTitles() throws {
        let pixels = try homeScreen().rgba
        func isWhite(_ x: Int, _ y: Int) -> Bool { pixels[(y * 750 + x) * 4..<(y * 750 + x) * 4 + 3].allSatisfy { $0 == 255 } }
        let white = (384 * 2..<420 * 2).reduce(0) { count, y in count + (40..<320).filter { isWhite($0, y) }.count }
        #expect(white > 100)
        #expect(!isWhite(44, 770), "the view's corner stays blue")
    }

    @Test func theHomeScreenGivesTheSameBytesTwice() throws {
        #expect(try homeScreen().png() == homeScreen().png())
    }
}
