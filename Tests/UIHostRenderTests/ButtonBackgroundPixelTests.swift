import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// A button configuration's background drawn in a screenshot (docs/uikit-rules.md 6.24).
@MainActor
@Suite struct ButtonBackgroundPixelTests {
    // 6.24: a capsule of the background colour with its stroke inside its edge, the corners outside it left to
    // what is behind the button.
    @Test func aCapsuleBackgroundWithAStrokeIsDrawnBehindTheButton() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.background.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        configuration.background.strokeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        configuration.background.strokeWidth = 2
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 60))
        root.backgroundColor = .white
        root.addSubview(button)
        root.layoutIfNeeded()
        let picture = try Renderer().picture(of: root, scale: 1)
        Golden.expectPixels(picture, [
            (11, 11, [255, 255, 255, 255]), (128, 48, [255, 255, 255, 255]),
            (70, 10, [0, 0, 255, 255]), (70, 49, [0, 0, 255, 255]),
            (70, 13, [255, 0, 0, 255]), (30, 30, [255, 0, 0, 255]),
        ])
    }
}
