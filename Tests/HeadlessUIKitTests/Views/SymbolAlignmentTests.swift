import Foundation
import Testing
@testable import HeadlessUIKit

/// SF Symbols images' sizes and alignment rectangles, and buttons that take their background image's
/// (docs/uikit-rules.md 11.196, 11.197). Before, every symbol was 20 × 20 with no insets, buttons had none, and a
/// storyboard button's `backgroundImage` was not read.
@Suite @MainActor struct SymbolAlignmentTests {
    private let audit = RealAppAuditTests()

    // 11.196: at the default configuration a symbol in a circle is 20 × 19 with its alignment rectangle half a point
    // past it above and below (20 tall), as UIKit describes `play.circle.fill`; a configuration scales both (34 pt is
    // twice 17). Before: 20 × 20, no insets.
    @Test func aCircledSymbolIsTwentyByNineteenWithHalfAPointAboveAndBelow() throws {
        let image = try #require(UIImage(systemName: "play.circle.fill"))
        #expect(image.size == CGSize(width: 20, height: 19))
        #expect(image.alignmentRectInsets == UIEdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0))
        let large = try #require(UIImage(systemName: "play.circle.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(large.size == CGSize(width: 40, height: 38))
        #expect(large.alignmentRectInsets == UIEdgeInsets(top: -1, left: 0, bottom: -1, right: 0))
        let again = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(again.size == large.size && again.alignmentRectInsets == large.alignmentRectInsets)
        #expect(try #require(UIImage(systemName: "star")).alignmentRectInsets == .zero)  // no figures: none
    }

    // 11.196, 11.197, 8.15: the file's `backgroundImage` is read, and each button's alignment rectangle is its
    // background symbol's, so the 40 × 40 the constraints give is the alignment rectangle and the frames are Xcode's:
    // 40 × 39 and 40 × 38.5, half a point down in the 40-pt stack. Before: no background image, both 40 × 40 at y 40.
    @Test func buttonsWithSymbolBackgroundsLandOnXcodesFrames() throws {
        let host = try audit.launch(SymbolAlignmentFixtures.buttons, on: .iPhone8)
        let circled = try #require(try audit.view("Sy1-Bt-001", in: host) as? UIButton)
        let glass = try #require(try audit.view("Sy1-Bt-002", in: host) as? UIButton)
        #expect(circled.currentBackgroundImage?.name == "location.circle.fill")
        #expect(circled.convert(circled.bounds, to: nil) == CGRect(x: 16, y: 40.5, width: 40, height: 39))
        #expect(glass.convert(glass.bounds, to: nil) == CGRect(x: 319, y: 40.5, width: 40, height: 38.5))
        #expect(try audit.view("Sy1-Vw-002", in: host).convert(CGRect(x: 0, y: 0, width: 243, height: 40), to: nil)
                == CGRect(x: 66, y: 40, width: 243, height: 40))
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // 11.197: a button without a background image has no insets; one with an image of its own insets takes them as
    // they are, and a new background image brings its own.
    @Test func aButtonTakesItsCurrentBackgroundImagesInsets() {
        let button = UIButton(type: .custom)
        #expect(button.alignmentRectInsets == .zero)
        let framed = UIImage(size: CGSize(width: 30, height: 30))
            .withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        button.setBackgroundImage(framed, for: .normal)
        #expect(button.alignmentRectInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        button.setBackgroundImage(UIImage(systemName: "magnifyingglass"), for: .normal)
        #expect(button.alignmentRectInsets == UIEdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0))
    }

    // 11.196, 11.179: an image view showing `chevron.right` pinned to 15 × 15 is 15 × 11.333, centred on the box, as
    // Xcode saves it. Before: 15 × 15.
    @Test func anImageViewOfAChevronPinnedToFifteenIsElevenAndAThirdTall() throws {
        let app = try ViewTestApp()
        let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))
        chevron.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(chevron)
        NSLayoutConstraint.activate([
            chevron.widthAnchor.constraint(equalToConstant: 15), chevron.heightAnchor.constraint(equalToConstant: 15),
            chevron.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 100),
            chevron.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(abs(chevron.frame.minY - (100 + 11.0 / 6)) < 0.001)
        #expect(abs(chevron.frame.height - 34.0 / 3) < 0.001)
        #expect(chevron.frame.minX == 100 as CGFloat && chevron.frame.width == 15 as CGFloat)
    }
}
