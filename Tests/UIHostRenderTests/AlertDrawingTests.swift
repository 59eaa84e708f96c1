import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Alerts' and action sheets' chrome (docs/uikit-rules.md 19.10).
@MainActor
@Suite struct AlertDrawingTests {
    /// An iPhone 8 screen with `alert` presented over a white root view.
    func screen(presenting alert: UIAlertController) throws -> (Picture, UIAlertController) {
        let host = HeadlessHost(device: .iPhone8)
        let root = StatusBarController()
        try host.launch(delegate: RootAppDelegate { root })
        host.runUntilIdle()
        root.present(alert, animated: false)
        host.runUntilIdle()
        let picture = try Renderer().picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2)
        return (picture, alert)
    }

    func signIn() -> UIAlertController {
        let alert = UIAlertController(title: "Sign in", message: "Enter the name on your account.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }

    /// The box's frame in the screen, in pixels at @2x.
    func boxPixels(_ alert: UIAlertController, _ identifier: String = "alert") throws -> CGRect {
        let box = try #require(alert.view.subviews.first { $0.accessibilityIdentifier == identifier })
        let frame = box.convert(box.bounds, to: nil)
        return CGRect(x: frame.minX * 2, y: frame.minY * 2, width: frame.width * 2, height: frame.height * 2)
    }

    @Test func anAlertIsARoundedLightPanelOverTheDimmedScreenWithHairlinesBetweenItsButtons() throws {
        let (picture, alert) = try screen(presenting: signIn())
        let box = try boxPixels(alert)
        #expect(box.width == 540)
        let left = Int(box.minX), top = Int(box.minY), right = Int(box.maxX), bottom = Int(box.maxY)
        // Buttons 44 pt tall side by side: the hairline above them and the one between them, in the separator's
        // colour over the panel; the panel's own colour; the dimmed white outside; the rounded corner's dim.
        let panel: [UInt8] = [245, 245, 245, 255]
        Golden.expectPixels(picture, [
            (left + 40, bottom - 100, panel),
            (left - 4, top + 40, [204, 204, 204, 255]),
            (left + 1, top + 1, [204, 204, 204, 255]),
            (left + 40, bottom - 88, [191, 191, 193, 255]),
            (left + 270, bottom - 40, [191, 191, 193, 255]),
            (right - 40, bottom - 40, panel),
        ])
        try Golden.check(picture: Golden.crop(picture, x: left - 8, y: top - 8, width: right - left + 16,
                                              height: bottom - top + 16), "alert")
    }

    @Test func anActionSheetHasItsButtonsInARoundedBoxAndItsCancelInAnotherBelow() throws {
        let sheet = UIAlertController(title: "Photo", message: "What to do with it", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (picture, alert) = try screen(presenting: sheet)
        let box = try boxPixels(alert), cancel = try boxPixels(alert, "alert.cancelGroup")
        #expect(cancel.minY - box.maxY == 16)
        // The cancel box is opaque white; between the boxes the dimming shows.
        Golden.expectPixels(picture, [
            (Int(cancel.minX) + 40, Int(cancel.midY) - 30, [255, 255, 255, 255]),
            (Int(cancel.minX) + 40, Int(box.maxY) + 8, [153, 153, 153, 255]),
        ])
        try Golden.check(picture: Golden.crop(picture, x: 0, y: Int(box.minY) - 8, width: 750,
                                              height: 1334 - Int(box.minY) + 8), "action-sheet")
    }
}
