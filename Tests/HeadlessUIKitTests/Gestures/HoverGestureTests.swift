import Foundation
import Testing
@testable import HeadlessUIKit

/// Hover recognizers on a touch screen (docs/uikit-rules.md 6.73), as the fifth sample's cards and cells add them.
@Suite @MainActor struct HoverGestureTests {
    final class Card: UIView {
        var heard: [String] = []
        func hovered(_ recognizer: UIHoverGestureRecognizer) { heard.append("hover \(recognizer.state.rawValue)") }
        func tapped(_ recognizer: UITapGestureRecognizer) { heard.append("tap") }
    }

    // 6.73: a finger is not a pointer: the tap is recognized, the hover recognizer stays possible and is never sent.
    @Test func aTapNeverBeginsAHover() throws {
        let screen = UIViewController()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: screen)
        let card = Card(frame: CGRect(x: 50, y: 100, width: 200, height: 120))
        screen.view.addSubview(card)
        UIResponder.registerAction("hovered:", for: Card.self) { card, sender in card.hovered(sender as! UIHoverGestureRecognizer) }
        UIResponder.registerAction("tapped:", for: Card.self) { card, sender in card.tapped(sender as! UITapGestureRecognizer) }
        let hover = UIHoverGestureRecognizer(target: card, action: Selector("hovered:"))
        card.addGestureRecognizer(hover)
        card.addGestureRecognizer(UITapGestureRecognizer(target: card, action: Selector("tapped:")))
        try app.host.tap(at: CGPoint(x: 150, y: 160))
        app.host.runUntilIdle()
        #expect(card.heard == ["tap"])
        #expect(hover.state == .possible)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == 0 && hover.azimuthAngle(in: card) == 0)
    }
}
