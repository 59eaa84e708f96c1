import Foundation
import Testing
@testable import HeadlessUIKit

/// iOS 15 button configurations (docs/uikit-rules.md 6.9).
@Suite @MainActor struct ButtonConfigurationTests {
    // 6.9: a filled configuration gives the title, a white title on the tint, and the medium size's insets: the
    // title's size (in the iPhone 8's pixels, 2x, 8.35) plus 12 pt at the sides and 7 at the top and bottom.
    @Test func aFilledConfigurationSizesAndColoursTheButton() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        app.rootView.addSubview(button)
        let title = button.titleLabel!.font.boundingSize(of: "Continue", scale: 2)
        #expect(button.currentTitle == "Continue")
        #expect(button.currentTitleColor == .white)
        #expect(button.configurationBackgroundView?.backgroundColor == button.tintColor)
        #expect(button.backgroundColor == nil)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    // 6.9: an image with padding, a subtitle with title padding, and a large size; the text measured for the main
    // screen (the button is in no window), here an iPhone 8's (2x, 8.35).
    @Test func imageSubtitleAndSizeLayOutTheContent() {
        _ = HeadlessHost(device: .iPhone8)  // the current host: its screen is the main screen
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Save"
        configuration.subtitle = "to Files"
        configuration.titlePadding = 4
        configuration.image = UIImage(name: "star", size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        let button = UIButton(configuration: configuration)
        let font = button.titleLabel!.font!
        let title = font.boundingSize(of: "Save", scale: 2)
        let subtitle = UIFont.systemFont(ofSize: 15).boundingSize(of: "to Files", scale: 2)
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + 4 + subtitle.height)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 8 + text.width + 40, height: max(20, text.height) + 28))
        #expect(button.currentTitleColor == button.tintColor)
        #expect(button.configurationBackgroundView?.backgroundColor == button.tintColor.withAlphaComponent(0.15))
    }

    // 6.9: the update handler runs when set and on every state change, and what it sets shows.
    @Test func theUpdateHandlerFollowsTheState() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Off"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        app.rootView.addSubview(button)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        #expect(calls == 1)
        button.isSelected = true
        #expect(button.currentTitle == "On")
        #expect(calls == 2)
        _ = try app.host.tap(at: CGPoint(x: 80, y: 122))
        #expect(calls >= 4, "highlighted on touch down, and back on touch up")
        #expect(button.currentTitle == "On")
    }
}
