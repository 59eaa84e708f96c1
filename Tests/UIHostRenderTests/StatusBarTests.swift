import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// The status bar drawn over the windows (docs/uikit-rules.md 19.9).
@MainActor
@Suite struct StatusBarTests {
    /// A screen with a white root view whose controller asks for `style` and `hidden`.
    func screen(_ device: DeviceProfile = .iPhone8, style: UIStatusBarStyle = .default, hidden: Bool = false,
                background: UIColor = .white, after seconds: TimeInterval = 0) throws -> Picture {
        let host = HeadlessHost(device: device)
        let controller = StatusBarController()
        controller.style = style
        controller.hidden = hidden
        controller.background = background
        try host.launch(delegate: RootAppDelegate { controller })
        host.runUntilIdle()
        if seconds > 0 { _ = host.advance(by: seconds) }
        return try Renderer().picture(ofScreen: host.screen.bounds, windows: host.windows, scale: host.screen.scale)
    }

    static func device(_ name: String) -> DeviceProfile { DeviceProfile.all.first { $0.name == name }! }

    @Test func aHomeButtonPhoneShowsSignalWifiTheCentredTimeAndTheBatteryInBlack() throws {
        let picture = try screen()
        let bar = Golden.crop(picture, x: 0, y: 0, width: 750, height: 40)
        // At @2x: the battery's fill (2 pt inside its 24 × 11.5 outline ending 6 pt from the right), the tallest
        // signal bar, and white below the bar.
        Golden.expectPixels(picture, [
            (750 - 12 - 40, 20, [0, 0, 0, 255]),
            (12 + 14 * 2 + 2, 20, [0, 0, 0, 255]),
            (400, 60, [255, 255, 255, 255]),
        ])
        try Golden.check(picture: bar, "statusbar-home-button")
    }

    @Test func aNotchedPhoneShowsTheTimeInTheLeftEarAndTheIconsInTheRight() throws {
        let picture = try screen(Self.device("iphone-x"))
        #expect(picture.width == 1125)
        try Golden.check(picture: Golden.crop(picture, x: 0, y: 0, width: 1125, height: 132), "statusbar-notch")
    }

    @Test func lightContentIsWhiteAndAHiddenBarDrawsNothing() throws {
        let light = try screen(style: .lightContent, background: .black)
        Golden.expectPixels(light, [(750 - 12 - 40, 20, [255, 255, 255, 255])])
        let hidden = try screen(hidden: true)
        let top = Golden.crop(hidden, x: 0, y: 0, width: 750, height: 40).rgba
        #expect(top.allSatisfy { $0 == 255 })
    }

    @Test func theTimeIsAlways941SoTheSameTreeGivesTheSameBytesLater() throws {
        // Twenty minutes on, the screen is the same PNG; the time is where the bar's middle is inked.
        let before = try screen().png()
        #expect(try screen(after: 20 * 60).png() == before)
        let time = Golden.crop(try screen(), x: 300, y: 0, width: 150, height: 40).rgba
        #expect(stride(from: 0, to: time.count, by: 4).contains { time[$0] < 128 })
    }
}

@MainActor
final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var background: UIColor = .white
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
    }
}
