import Foundation
import Testing
@testable import HeadlessUIKit

/// A configuration's attributed title and title attributes transformer (docs/uikit-rules.md 6.32).
@Suite @MainActor struct ButtonConfigurationTextTests {
    // 6.32: the title and the attributed title follow each other's string; setting the title again to the same
    // string keeps the attributed title's attributes.
    @Test func theTitleAndTheAttributedTitleFollowEachOther() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Play"
        #expect(configuration.attributedTitle == AttributedString("Play"))
        var container = AttributeContainer()
        container.font = UIFont.systemFont(ofSize: 12)
        configuration.attributedTitle = AttributedString("Pause", attributes: container)
        #expect(configuration.title == "Pause")
        configuration.title = "Pause"
        #expect(configuration.attributedTitle?.runs.first?.attributes.font == UIFont.systemFont(ofSize: 12))
        configuration.attributedTitle = nil
        #expect(configuration.title == nil)
    }

    // 6.32: the attributed title's font and colour are the title label's, and the button is sized with that font
    // (in the iPhone 8's pixels, 2x, 8.35).
    @Test func theAttributedTitlesFontAndColourAreShown() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.filled()
        var attributes = AttributeContainer()
        attributes.font = UIFont.systemFont(ofSize: 14)
        attributes.foregroundColor = UIColor.black
        configuration.attributedTitle = AttributedString("Next", attributes: attributes)
        let button = UIButton(configuration: configuration)
        app.rootView.addSubview(button)
        let title = UIFont.systemFont(ofSize: 14).boundingSize(of: "Next", scale: 2)
        #expect(button.currentTitle == "Next")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 14))
        #expect(button.currentTitleColor == .black)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
    }

    // 6.32: the transformer is given the title's font and colour and what it returns is shown; what it leaves
    // out keeps the configuration's value; it is applied again when the configuration is.
    @Test func theTransformerDecidesTheTitlesAttributes() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Listen"
        var given: [UIColor?] = []
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            given.append(incoming.foregroundColor)
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 20)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        app.rootView.addSubview(button)
        #expect(!given.isEmpty && given.allSatisfy { $0 == .white })
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(button.currentTitleColor == .white)
        let title = UIFont.boldSystemFont(ofSize: 20).boundingSize(of: "Listen", scale: 2)  // 2x: 8.35
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))

        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { _ in AttributeContainer() }
        button.configuration = configuration
        #expect(button.titleLabel?.font == button.configurationBaseFont)
        #expect(button.currentTitleColor == .white)
    }
}
