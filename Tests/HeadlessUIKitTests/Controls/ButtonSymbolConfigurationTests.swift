import Foundation
import Testing
@testable import HeadlessUIKit

/// A button configuration's `preferredSymbolConfigurationForImage` (docs/uikit-rules.md 6.85).
@Suite @MainActor struct ButtonSymbolConfigurationTests {
    // 6.85: the symbol is shown, and the button sized, with the preferred configuration applied over the image's
    // own: a 16-pt semibold heart in a plain button is the 16-pt symbol plus the medium insets (12 and 7 pt).
    @Test func thePreferredConfigurationSizesTheSymbol() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "heart")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold)
        let button = app.show(UIButton(configuration: configuration))
        let expected = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold))!
        #expect(expected.size != UIImage(systemName: "heart")!.size)
        #expect(button.currentImage?.size == expected.size)
        #expect(button.currentImage?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold))
        #expect(button.intrinsicContentSize == CGSize(width: expected.size.width + 24, height: expected.size.height + 14))
    }

    // 6.85: the image's own configuration keeps what the preferred one leaves unset (here the 30-pt size), and
    // setting the preferred configuration to nil goes back to the image as it is.
    @Test func unsetPartsKeepTheImagesOwnAndNilRestoresIt() throws {
        let app = try ViewTestApp()
        let own = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))!
        var configuration = UIButton.Configuration.plain()
        configuration.image = own
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(weight: .bold)
        let button = app.show(UIButton(configuration: configuration))
        #expect(button.currentImage?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
        configuration.preferredSymbolConfigurationForImage = nil
        button.configuration = configuration
        #expect(button.currentImage?.size == own.size)
        #expect(button.intrinsicContentSize == CGSize(width: own.size.width + 24, height: own.size.height + 14))
    }

    // 6.85: an image that is not a symbol is shown as it is.
    @Test func aBitmapImageIgnoresThePreferredConfiguration() throws {
        let app = try ViewTestApp()
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(name: "badge", size: CGSize(width: 40, height: 20))
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 8)
        let button = app.show(UIButton(configuration: configuration))
        #expect(button.currentImage?.size == CGSize(width: 40, height: 20))
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 34))
    }
}
