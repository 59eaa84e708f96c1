import Foundation
import Testing
@testable import HeadlessUIKit

/// Where a button configuration puts its image, title and subtitle (docs/uikit-rules.md 6.95).
@Suite @MainActor struct ButtonConfigurationLayoutTests {
    private func button(placement: NSDirectionalRectEdge, alignment: UIButton.Configuration.TitleAlignment = .automatic,
                        frame: CGRect) -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Go"
        configuration.subtitle = "Later"
        configuration.titlePadding = 2
        configuration.image = UIImage(size: CGSize(width: 20, height: 10))
        configuration.imagePadding = 6
        configuration.imagePlacement = placement
        configuration.titleAlignment = alignment
        let button = UIButton(configuration: configuration)
        button.frame = frame
        button.layoutIfNeeded()
        return button
    }

    private func sizes(_ button: UIButton) -> (title: CGSize, subtitle: CGSize) {
        (button.titleLabel!.font.boundingSize(of: "Go", scale: 2), UIFont.systemFont(ofSize: 15).boundingSize(of: "Later", scale: 2))
    }

    // 6.95: image on top, centred; the title 6 pt under it and the subtitle 2 pt under the title, both centred
    // (automatic alignment); the whole block centred in the 200 × 120 button less its 7/12-pt insets. (Before,
    // the image and title sat side by side, centred vertically, and there was no subtitle label.)
    @Test func anImageOnTopStacksTheTextUnderIt() throws {
        _ = HeadlessHost(device: .iPhone8)
        let button = button(placement: .top, frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let (title, subtitle) = sizes(button)
        let blockHeight = 10 + 6 + title.height + 2 + subtitle.height
        let top = 7 + (106 - blockHeight) / 2
        #expect(button.imageView?.frame == CGRect(x: 90, y: top, width: 20, height: 10))
        #expect(button.titleLabel?.frame == CGRect(x: 100 - title.width / 2, y: top + 16, width: title.width, height: title.height))
        let subtitleLabel = try #require(button.subtitleLabel)
        #expect(subtitleLabel.text == "Later")
        #expect(!subtitleLabel.isHidden)
        #expect(subtitleLabel.frame == CGRect(x: 100 - subtitle.width / 2, y: top + 16 + title.height + 2,
                                              width: subtitle.width, height: subtitle.height))
        #expect(subtitleLabel.textColor == button.currentTitleColor)
    }

    // 6.95: a leading image is at the block's left, centred vertically; the text starts 6 pt after it, title and
    // subtitle aligned on their leading edges (automatic with a leading image).
    @Test func aLeadingImageAlignsTheTextOnItsSide() throws {
        _ = HeadlessHost(device: .iPhone8)
        let button = button(placement: .leading, frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let (title, subtitle) = sizes(button)
        let textWidth = max(title.width, subtitle.width)
        let textHeight = title.height + 2 + subtitle.height
        let left = 12 + (176 - (20 + 6 + textWidth)) / 2
        #expect(button.imageView?.frame == CGRect(x: left, y: 55, width: 20, height: 10))
        let textTop = 7 + (106 - textHeight) / 2
        #expect(button.titleLabel?.frame == CGRect(x: left + 26, y: textTop, width: title.width, height: title.height))
        #expect(button.subtitleLabel?.frame == CGRect(x: left + 26, y: textTop + title.height + 2,
                                                      width: subtitle.width, height: subtitle.height))
    }

    // 6.95: a trailing image with trailing alignment: the image at the block's right, the shorter line flush with
    // the longer one's trailing edge.
    @Test func aTrailingImageWithTrailingAlignment() throws {
        _ = HeadlessHost(device: .iPhone8)
        let button = button(placement: .trailing, alignment: .trailing, frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let (title, subtitle) = sizes(button)
        let textWidth = max(title.width, subtitle.width)
        let left = 12 + (176 - (20 + 6 + textWidth)) / 2
        #expect(button.imageView?.frame.origin.x == left + textWidth + 6)
        #expect(button.titleLabel?.frame.maxX == left + textWidth)
        #expect(button.subtitleLabel?.frame.maxX == left + textWidth)
    }

    // 6.95: without a configuration there is no subtitle label; taking the configuration away removes it.
    @Test func theSubtitleLabelNeedsAConfiguration() throws {
        _ = HeadlessHost(device: .iPhone8)
        let plain = UIButton(type: .system)
        #expect(plain.subtitleLabel == nil)
        let button = button(placement: .top, frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let label = try #require(button.subtitleLabel)
        #expect(label.superview === button)
        button.configuration = nil
        #expect(button.subtitleLabel == nil)
        #expect(label.superview == nil)
    }
}
