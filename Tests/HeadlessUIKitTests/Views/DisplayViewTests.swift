import Foundation
import Testing
@testable import HeadlessUIKit

/// Labels, images, progress, activity indicators (docs/uikit-rules.md 6.3, 4.6) and buttons' per-state content (6.2).
@Suite @MainActor struct DisplayViewTests {
    // docs/uikit-rules.md 4.6: labels and image views take no touches by default; their taps reach the view behind.
    @Test func labelsAndImageViewsAreNotInteractive() throws {
        let app = try ViewTestApp()
        let label = app.show(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        let image = app.show(UIImageView(frame: CGRect(x: 0, y: 100, width: 100, height: 40)))
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
        #expect(try app.tap(50, 20) === app.rootView)
        #expect(try app.tap(50, 120) === app.rootView)
    }

    // docs/uikit-rules.md 6.3, 19.21-19.24, 19.28, 8.35: sizeThatFits from UIFont's metrics, Inter's widths and San
    // Francisco's line height: a 17-pt line is 20.29 pt high; sizes round up to the screen's pixels. A label in no window is measured for the main screen,
    // here an iPhone 8's (2x): half points.
    @Test func labelSizeThatFitsUsesTheFontsMetrics() {
        _ = HeadlessHost(device: .iPhone8)  // the current host: its screen is the main screen
        let label = UILabel()
        label.text = "Hello world"                       // 14,964 units: 90.34 pt, 180.68 px: 181 px
        #expect(label.sizeThatFits(CGSize(width: 50, height: 100)) == CGSize(width: 90.5, height: 20.5), "one line ignores the width")
        label.numberOfLines = 0
        // "Hello" 40.69, "world" 44.87 (89.74 px: 90); two lines 40.57 high (81.15 px: 82).
        #expect(label.sizeThatFits(CGSize(width: 50, height: 100)) == CGSize(width: 45, height: 41))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 90.5, height: 20.5), "width 0: no limit")
        label.numberOfLines = 2
        label.text = "aa bb cc"
        // "aa" is 19.17 (38.34 px: 39); "bb" (21.11) is wider than 20 and breaks between its letters: "aa", "b" are
        // the two lines.
        #expect(label.sizeThatFits(CGSize(width: 20, height: 100)) == CGSize(width: 19.5, height: 41))
        label.font = .boldSystemFont(ofSize: 20)          // "Hi" is 20.36 wide (40.72 px), a line 23.87 high (47.73 px)
        label.numberOfLines = 1
        label.text = "Hi"
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 20.5, height: 24))
        #expect(label.accessibilityLabel == "Hi" && label.accessibilityTraits == .staticText)
        label.textAlignment = .right
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 40), limitedToNumberOfLines: 1)
                == CGRect(x: 79.5, y: 8, width: 20.5, height: 24))
    }

    // docs/uikit-rules.md 6.3: images by name (registered) and size; an image view takes its image's size.
    @Test func imageViewTakesTheSizeOfItsNamedImage() {
        UIImage.register(named: "displayTests.logo", size: CGSize(width: 40, height: 30), scale: 2)
        let image = UIImage(named: "displayTests.logo")
        #expect(image?.size == CGSize(width: 40, height: 30) && image?.scale == 2)
        #expect(UIImage(named: "displayTests.missing") == nil)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        view.image = UIImage(systemName: "star")
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
    }

    // docs/uikit-rules.md 6.3: progress clamps to 0...1 and the bar is 4 pt tall; the spinner hides when stopped.
    @Test func progressClampsAndSpinnerHidesWhenStopped() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(progress.frame.height == 4)
        progress.progress = 1.7
        #expect(progress.progress == 1 && progress.accessibilityValue == "100%")
        progress.setProgress(-3, animated: true)
        #expect(progress.progress == 0)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    // docs/uikit-rules.md 6.2: titles per state fall back to the normal title; the highlighted title shows while a
    // finger is on the button.
    @Test func buttonTitlesPerStateWithFallback() throws {
        let app = try ViewTestApp()
        let button = app.show(UIButton(type: .system))
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .selected) == "Normal" && button.currentTitle == "Normal")
        try app.touch(.began, 150, 120)
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        try app.touch(.ended, 150, 120)
        #expect(button.currentTitle == "Normal" && button.accessibilityLabel == "Normal")
        button.isEnabled = false
        button.setTitle("Off", for: .disabled)
        #expect(button.currentTitle == "Off" && button.accessibilityTraits.contains(.notEnabled))
    }

    // docs/uikit-rules.md 0, 6.2, 8.35: UIButton(type:primaryAction:) takes the action's title and runs it on a tap;
    // sizeThatFits is the title's width and its line height, each in the iPhone 8's pixels (2x), plus 12 pt.
    @Test func buttonWithPrimaryActionRunsItAndSizesToItsTitle() throws {
        let app = try ViewTestApp()
        var ran = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "OK") { _ in ran += 1 })
        #expect(button.currentTitle == "OK" && button.buttonType == .system)
        button.sizeToFit()                                   // 15 pt: "OK" 21.20 wide (42.40 px: 43), 17.90 high
        #expect(button.bounds.size == CGSize(width: 21.5, height: 30))  // (35.80 px: 36) + 12, as on iOS
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        app.show(button)
        try app.tap(140, 120)
        #expect(ran == 1)
        #expect(button.titleLabel?.frame == CGRect(x: 29.25, y: 11, width: 21.5, height: 18))
    }
}
