import Foundation
import Testing
@testable import HeadlessUIKit

/// The system color picker (docs/uikit-rules.md 6.72), as the fifth sample's habit and settings screens present it.
@Suite @MainActor struct ColorPickerTests {
    final class Listener: UIViewController, UIColorPickerViewControllerDelegate {
        var heard: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                       continuously: Bool) {
            heard.append("didSelect(\(color.redComponent),\(color.greenComponent),\(color.blueComponent),"
                + "\(color.alphaComponent), continuously: \(continuously))")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            heard.append("didSelectColor")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            heard.append("didFinish")
        }
    }

    private func center(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    // 6.72: a tap on a swatch selects its colour and tells the delegate, not continuously, then the deprecated
    // method; the close button dismisses the picker and the delegate hears didFinish once, after the dismissal.
    @Test func aTapOnASwatchSelectsItsColourAndCloseFinishes() throws {
        let listener = Listener()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: listener)
        let picker = UIColorPickerViewController()
        picker.delegate = listener
        picker.selectedColor = .red
        #expect(listener.heard.isEmpty)
        listener.present(picker, animated: false)
        app.host.runUntilIdle()
        // Row 0 is the greys: its last column is black.
        let black = try #require(picker.view.subviews.flatMap(\.subviews).first { $0.accessibilityIdentifier == "color.0.11" })
        try app.host.tap(at: center(black))
        app.host.runUntilIdle()
        #expect(listener.heard == ["didSelect(0.0,0.0,0.0,1.0, continuously: false)", "didSelectColor"])
        #expect(picker.selectedColor == UIColor(white: 0, alpha: 1))
        #expect(picker.selectionWell.backgroundColor == UIColor(white: 0, alpha: 1))
        listener.heard = []
        try app.host.tap(at: center(picker.closeItem))
        app.host.runUntilIdle()
        #expect(listener.presentedViewController == nil)
        #expect(listener.heard == ["didFinish"])
    }

    // 6.72: the grid is 12 columns by 10 rows, greys from white to black first, filling the width 16 pt in.
    @Test func theGridIsTwelveByTen() throws {
        let listener = Listener()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: listener)
        let picker = UIColorPickerViewController()
        listener.present(picker, animated: false)
        app.host.runUntilIdle()
        let width = picker.view.bounds.width
        let side = ((width - 32) / 12).rounded(.down)
        #expect(picker.gridView.frame == CGRect(x: 16, y: 56, width: side * 12, height: side * 10))
        #expect(picker.gridView.subviews.count == 120)
        #expect(UIColorPickerViewController.swatchColor(row: 0, column: 0) == UIColor(white: 1, alpha: 1))
        #expect(picker.opacitySlider.isHidden == false)
        picker.supportsAlpha = false
        #expect(picker.opacitySlider.isHidden)
    }
}
