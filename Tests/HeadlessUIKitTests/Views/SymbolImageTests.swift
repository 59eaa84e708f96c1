import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct SymbolImageTests {
    // docs/uikit-rules.md 6.13
    @Test func aSymbolsSizeFollowsItsPointSizeAndScale() throws {
        let plain = try #require(UIImage(systemName: "star"))
        let big = try #require(UIImage(systemName: "star", withConfiguration: .init(pointSize: 34, weight: .bold, scale: .large)))
        let small = try #require(UIImage(systemName: "star", withConfiguration: .init(scale: .small)))
        let title = try #require(UIImage(systemName: "star", withConfiguration: .init(textStyle: .title1)))

        #expect(plain.size == CGSize(width: 20, height: 20))
        #expect(big.size == CGSize(width: 48, height: 48))  // 20 × 34/17 × 1.2
        #expect(small.size == CGSize(width: 16, height: 16))
        #expect(title.size == CGSize(width: 20.0 * 28 / 17, height: 20.0 * 28 / 17))  // title1 is 28 pt at large
        #expect(big.symbolConfiguration?.weight == .bold)
        #expect(big.isSymbol)
    }

    @Test func applyingAConfigurationKeepsTheUnsetParts() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(merged.pointSize == 34 && merged.weight == .bold && merged.scale == .small)
        let restyled = merged.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(restyled.pointSize == nil && restyled.textStyle == .body && restyled.weight == .bold)

        let image = try #require(UIImage(systemName: "heart", withConfiguration: base))
        #expect(image.applyingSymbolConfiguration(.init(scale: .large))?.size == CGSize(width: 48, height: 48))
        #expect(UIImage(size: CGSize(width: 5, height: 5)).applyingSymbolConfiguration(.init(scale: .large)) == nil)
    }

    @Test func anImageViewsPreferredConfigurationSizesItsSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))

        view.preferredSymbolConfiguration = .init(pointSize: 17, weight: .regular, scale: .large)

        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(view.image?.size == CGSize(width: 20, height: 20))  // the image itself is unchanged
    }

    @Test func aTintedImageRemembersItsColourAndRendersAsOriginal() throws {
        let image = try #require(UIImage(systemName: "trash")).withTintColor(.red)
        #expect(image.tintColor == .red)
        #expect(image.renderingMode == .alwaysOriginal)
        #expect(image.withRenderingMode(.alwaysTemplate).tintColor == .red)
    }
}
