import Foundation
import Testing
@testable import HeadlessUIKit

/// Configuration colour transformers and resolved colours (docs/uikit-rules.md 6.98).
@Suite @MainActor struct ConfigurationColorTransformerTests {
    // 6.98: a nil background colour is the tint, then the transformer; a cell shows the resolved colour. (Before
    // there was no transformer and a nil colour showed nothing.)
    @Test func aNilBackgroundIsTheTintThroughTheTransformer() throws {
        _ = try ViewTestApp()
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
        #expect(background.resolvedBackgroundColor(for: .red) == UIColor.red.withAlphaComponent(0.3))

        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.tintColor = .blue
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView?.backgroundColor == UIColor.blue.withAlphaComponent(0.3))
    }

    // 6.98: `clear()` is clear, so the tint does not show through.
    @Test func clearIsClear() {
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .red) == .clear)
    }

    // 6.98: list text and image colours resolve through their transformers, and the content view shows them.
    @Test func listColoursResolveThroughTheirTransformers() throws {
        _ = try ViewTestApp()
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Row"
        configuration.textProperties.color = .red
        configuration.textProperties.colorTransformer = .grayscale
        configuration.image = UIImage(size: CGSize(width: 10, height: 10))
        configuration.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(configuration.textProperties.resolvedColor() == UIColor(white: 0.2126, alpha: 1))
        #expect(configuration.imageProperties.resolvedTintColor(for: .green) == UIColor.green.withAlphaComponent(0.5))

        let content = UIListContentView(configuration: configuration)
        #expect(content.textLabel.textColor == UIColor(white: 0.2126, alpha: 1))
        #expect(content.imageView.tintColor == content.tintColor.withAlphaComponent(0.5))
    }
}
