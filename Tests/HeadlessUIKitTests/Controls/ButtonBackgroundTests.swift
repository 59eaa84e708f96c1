import Foundation
import Testing
@testable import HeadlessUIKit

/// A button configuration's background and corner style (docs/uikit-rules.md 6.24).
@Suite @MainActor struct ButtonBackgroundTests {
    func button(_ configure: (inout UIButton.Configuration) -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configure(&configuration)
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        return button
    }

    // 6.24: the background's colour wins over the style's; its insets place the background view, first among the
    // button's subviews; its stroke is the view's border; the button's own colour and layer stay as they were.
    @Test func theBackgroundIsAViewBehindTheContentWithItsColourInsetsAndStroke() throws {
        let button = button {
            $0.background.backgroundColor = .systemRed
            $0.background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
            $0.background.strokeColor = .black
            $0.background.strokeWidth = 2
            $0.cornerStyle = .fixed
            $0.background.cornerRadius = 10
        }
        let background = try #require(button.configurationBackgroundView)
        #expect(button.subviews.first === background)
        #expect(background.frame == CGRect(x: 4, y: 2, width: 108, height: 36))
        #expect(background.backgroundColor == .systemRed)
        #expect(background.layer.cornerRadius == 10)
        #expect(background.layer.borderWidth == 2)
        #expect(background.layer.borderColor == UIColor.black.cgColor)
        #expect(background.layer.masksToBounds)
        #expect(!background.isUserInteractionEnabled)
        #expect(button.backgroundColor == nil)
        #expect(button.layer.cornerRadius == 0)
    }

    // 6.24: a stroke colour without a width draws nothing; a width without a colour neither.
    @Test func aStrokeNeedsBothAColourAndAWidth() throws {
        let noWidth = button { $0.background.strokeColor = .black }
        let noColour = button { $0.background.strokeWidth = 3 }
        #expect(try #require(noWidth.configurationBackgroundView).layer.borderWidth == 0)
        #expect(try #require(noColour.configurationBackgroundView).layer.borderWidth == 0)
    }

    // 6.24: each corner style's radius for a 120 x 44 button whose background's own radius is the factory 6 pt.
    @Test func eachCornerStyleGivesItsRadius() throws {
        let styles: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small, .medium, .large, .capsule]
        let radii = try styles.map { style in
            try #require(button { $0.cornerStyle = style }.configurationBackgroundView).layer.cornerRadius
        }
        #expect(radii == [6, 6, 4, 8, 12, 22])
        #expect(UIButton.Configuration.plain().background.cornerRadius == 6)
    }

    // 6.24: the dynamic style scales the background's radius as body text scales: 17 pt at the default size,
    // 21 pt at extra-extra-large, so 6 pt becomes 6 x 21 / 17; the capsule follows the background's new height.
    @Test func theDynamicStyleFollowsTheTextSizeAndTheCapsuleTheSize() throws {
        let app = try ViewTestApp()
        let dynamic = button { $0.cornerStyle = .dynamic }
        let capsule = button { $0.cornerStyle = .capsule }
        app.show(dynamic)
        app.show(capsule)
        dynamic.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        dynamic.setNeedsLayout()
        dynamic.layoutIfNeeded()
        capsule.frame.size.height = 30
        capsule.layoutIfNeeded()
        #expect(dynamic.configurationBackgroundView?.layer.cornerRadius == CGFloat(126) / 17)
        #expect(capsule.configurationBackgroundView?.layer.cornerRadius == 15)
    }

    // 6.24: the visual effect, the custom view and the image fill the background in that order; removing them
    // takes their views away; a configuration of nil takes the background view away.
    @Test func effectCustomViewAndImageFillTheBackgroundInOrder() throws {
        let custom = UIView()
        let image = UIImage(name: "stripes", size: CGSize(width: 10, height: 10))
        let button = button {
            $0.background.visualEffect = UIBlurEffect(style: .regular)
            $0.background.customView = custom
            $0.background.image = image
            $0.background.imageContentMode = .scaleAspectFill
            $0.background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        }
        let background = try #require(button.configurationBackgroundView)
        background.layoutIfNeeded()
        #expect(background.subviews.count == 3)
        let effect = try #require(background.subviews[0] as? UIVisualEffectView)
        let imageView = try #require(background.subviews[2] as? UIImageView)
        #expect(effect.effect is UIBlurEffect)
        #expect(background.subviews[1] === custom)
        #expect(imageView.image === image)
        #expect(imageView.contentMode == .scaleAspectFill)
        #expect(background.subviews.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 116, height: 40), count: 3))

        var plain = try #require(button.configuration)
        plain.background.visualEffect = nil
        plain.background.image = nil
        button.configuration = plain
        #expect(background.subviews.count == 1)
        #expect(background.subviews.first === custom)
        button.configuration = nil
        #expect(button.configurationBackgroundView == nil)
        #expect(background.superview == nil)
    }

    // 6.24: a tap on the background reaches the button, not the background view.
    @Test func theBackgroundTakesNoTouches() throws {
        let app = try ViewTestApp()
        let button = app.show(button { $0.background.customView = UIView() })
        button.frame.origin = CGPoint(x: 20, y: 100)
        app.host.runUntilIdle()
        let point = CGPoint(x: 80, y: 122)
        #expect(app.window.hitTest(point, with: nil) === button)
    }
}

/// A cell's background configuration shows the same background view as a button's (docs/uikit-rules.md 6.24, 16.31).
@Suite @MainActor struct CellBackgroundConfigurationTests {
    // 6.24: the cell's background view has the configuration's own colour, radius and stroke, and its custom view
    // fills it.
    @Test func aCellsBackgroundViewHasItsConfigurationsRadiusStrokeAndCustomView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let custom = UIView()
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemYellow
        configuration.cornerRadius = 8
        configuration.strokeColor = .black
        configuration.strokeWidth = 1
        configuration.customView = custom
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        let background = try #require(cell.backgroundView)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(background.backgroundColor == .systemYellow)
        #expect(background.layer.cornerRadius == 8)
        #expect(background.layer.borderWidth == 1)
        #expect(background.subviews.first === custom)
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }
}
