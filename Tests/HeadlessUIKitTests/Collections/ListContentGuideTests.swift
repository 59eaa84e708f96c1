import Foundation
import Testing
@testable import HeadlessUIKit

/// `UIListContentView`'s layout guides, preserved margins and content size (docs/uikit-rules.md 6.97).
@Suite @MainActor struct ListContentGuideTests {
    private func configuration(image: Bool = true) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Detail"
        if image { configuration.image = UIImage(size: CGSize(width: 24, height: 24)) }
        return configuration
    }

    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-5 }
    }

    // 6.97: each guide lies over its part once laid out, and a view constrained to the text guide lines up with
    // the text (what a real cell does with its separator guide). Before, the guides did not exist.
    @Test func theGuidesLieOverTheParts() throws {
        let app = try ViewTestApp()
        let content = UIListContentView(configuration: configuration())
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        app.rootView.addSubview(content)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(marker)
        let text = try #require(content.textLayoutGuide)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            marker.topAnchor.constraint(equalTo: text.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.rootView.layoutIfNeeded()
        app.host.runUntilIdle()  // the next layout pass places what depends on the guides' new constants

        // The image at the 16-pt leading margin, the text 16 pt after it (6.97 / 16.31's metrics).
        #expect(content.imageView.frame.origin.x == 16)
        #expect(content.textLabel.frame.origin.x == 56)
        // The engine solves in single precision: the guides match their parts to a millionth of a point.
        #expect(close(content.imageLayoutGuide?.layoutFrame, content.imageView.frame))
        #expect(close(text.layoutFrame, content.textLabel.frame))
        #expect(close(content.secondaryTextLayoutGuide?.layoutFrame, content.secondaryTextLabel.frame))
        #expect(close(marker.frame, CGRect(x: 56, y: content.textLabel.frame.maxY, width: 10, height: 10)))
        #expect(app.host.problems.isEmpty)
    }

    // 6.97: a configuration without an image takes the image guide away, with the constraints made to it.
    @Test func aPartThatGoesTakesItsGuideAndConstraints() throws {
        let app = try ViewTestApp()
        let content = UIListContentView(configuration: configuration())
        app.rootView.addSubview(content)
        let imageGuide = try #require(content.imageLayoutGuide)
        let made = imageGuide.widthAnchor.constraint(equalToConstant: 24)
        made.isActive = true

        content.configuration = configuration(image: false)

        #expect(content.imageLayoutGuide == nil)
        #expect(content.textLayoutGuide != nil)
        #expect(!content.layoutGuides.contains(imageGuide))
        #expect(!made.isActive)
    }

    // 6.97: the content keeps the superview's larger layout margins on the preserved axes: a 40-pt leading margin
    // moves the text to 40 (no image); with no preserved axes it stays at the configuration's 16.
    @Test func preservedAxesTakeTheSuperviewsMargins() throws {
        let app = try ViewTestApp()
        let holder = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 80))
        holder.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 40)
        app.rootView.addSubview(holder)
        let content = UIListContentView(configuration: configuration(image: false))
        content.frame = holder.bounds
        holder.addSubview(content)
        content.layoutIfNeeded()
        #expect(content.textLabel.frame.origin.x == 40)
        #expect(content.textLabel.frame.width == 240)

        var own = configuration(image: false)
        own.axesPreservingSuperviewLayoutMargins = []
        content.configuration = own
        content.layoutIfNeeded()
        #expect(content.textLabel.frame.origin.x == 16)
        #expect(content.textLabel.frame.width == 288)
    }

    // 6.97: constraints size a list content view from its content, as UIKit's: margins, image, padding and the
    // wider text across; its height as it fits that width.
    @Test func itSizesToItsContent() throws {
        _ = try ViewTestApp()
        let content = UIListContentView(configuration: configuration())
        let text = content.textLabel.sizeThatFits(.zero).width
        let detail = content.secondaryTextLabel.sizeThatFits(.zero).width
        let width = 16 + 24 + 16 + max(text, detail) + 16
        #expect(content.intrinsicContentSize == CGSize(width: width, height: content.sizeThatFits(CGSize(width: width, height: 0)).height))
    }
}
