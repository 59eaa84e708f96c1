import Foundation
import Testing
@testable import HeadlessUIKit

/// Bar button items and tab bar items made with images, and a bar button item's tint (docs/uikit-rules.md 6.28,
/// 6.29, 19.32).
@Suite @MainActor struct BarItemImageTests {
    final class Screen: UIViewController {
        var saves = 0
    }

    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func launched() throws -> (NavTestApp, UINavigationController, Screen) {
        UIResponder.registerAction("barItemImageSave:", for: Screen.self) { screen, _ in screen.saves += 1 }
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let app = try NavTestApp(root: navigation)
        return (app, navigation, screen)
    }

    /// What drawing the item's view records.
    private func drawing(of view: UIView) -> [CGDrawingCommand] {
        UIGraphicsImageRenderer(size: view.bounds.size).image { context in
            view.drawStandardContent(in: context.cgContext)
        }.drawing ?? []
    }

    // 6.28: the image initializer keeps the image, style, target and action and no title; the item's view has no
    // label, is the image's width and 8 pt each side (at least 44 pt), and a tap sends the action to the target.
    @Test func anImageItemIsAsWideAsItsImageAndSendsItsAction() throws {
        let (app, navigation, screen) = try launched()
        let wide = image(40, 20), small = image(20, 20)
        let save = UIBarButtonItem(image: wide, style: .done, target: screen, action: Selector("barItemImageSave:"))
        #expect(save.image === wide)
        #expect(save.title == nil)
        #expect(save.style == .done)
        #expect(save.target === screen)
        #expect(save.action == Selector("barItemImageSave:"))
        screen.navigationItem.rightBarButtonItems = [save, UIBarButtonItem(image: small, style: .plain, target: nil, action: nil)]
        app.host.runUntilIdle()
        let saveView = try #require(navView("right.0", in: navigation.navigationBar))
        let smallView = try #require(navView("right.1", in: navigation.navigationBar))
        #expect(saveView.accessibilityLabel == nil)
        #expect(saveView.frame.width == 56)
        #expect(smallView.frame.width == 44)
        #expect(saveView.frame.maxX == 367)
        try app.tap(saveView)
        #expect(screen.saves == 1)
    }

    // 6.28, 19.32: the item's view takes the item's tint, or the bar's while the item has none; its image is drawn
    // in a 24 pt square at the centre, as a template in that tint, at its own size when it fits.
    @Test func anImageItemIsDrawnInItsTint() throws {
        let (app, navigation, screen) = try launched()
        let glyph = image(20, 10)
        let item = UIBarButtonItem(image: glyph, style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = item
        navigation.navigationBar.tintColor = .green
        app.host.runUntilIdle()
        let plainView = try #require(navView("right.0", in: navigation.navigationBar))
        #expect(plainView.tintColor == .green)
        item.tintColor = .red
        app.host.runUntilIdle()
        let view = try #require(navView("right.0", in: navigation.navigationBar))
        #expect(view.tintColor == .red)
        let images = drawing(of: view).compactMap { command -> (UIImage, CGRect)? in
            if case .image(let image, let rect, _) = command { return (image, rect) }
            return nil
        }
        #expect(images.count == 1)
        #expect(images.first?.1 == CGRect(x: 12, y: 17, width: 20, height: 10))
        #expect(images.first?.0.renderingMode == .alwaysTemplate)
        #expect(images.first?.0.tintColor?.cgColor == UIColor.red.cgColor)
        item.tintColor = nil
        app.host.runUntilIdle()
        #expect(navView("right.0", in: navigation.navigationBar)?.tintColor == .green)
    }

    // 6.28: a toolbar shows image items the same way.
    @Test func aToolbarShowsImageItems() throws {
        let (app, navigation, screen) = try launched()
        let item = UIBarButtonItem(image: image(30, 30), style: .plain, target: screen, action: Selector("barItemImageSave:"))
        item.tintColor = .orange
        screen.toolbarItems = [item]
        navigation.setToolbarHidden(false, animated: false)
        app.host.runUntilIdle()
        let view = try #require(navView("toolbar.0", in: navigation.toolbar))
        #expect(view.tintColor == .orange)
        #expect(view.frame.width == 46)
        try app.tap(view)
        #expect(screen.saves == 1)
    }

    // 6.29: a tab bar item made with images shows the selected image while its tab is selected, the image
    // otherwise; `init(title:image:tag:)` keeps the tag.
    @Test func tabBarItemsWithImagesShowTheSelectedImageWhenSelected() {
        let plain = image(24, 24), selected = image(24, 24)
        let item = UITabBarItem(title: "Home", image: plain, selectedImage: selected)
        #expect(item.title == "Home")
        #expect(item.image === plain)
        #expect(item.selectedImage === selected)
        #expect(item.icon(selected: true) === selected)
        #expect(item.icon(selected: false) === plain)
        let tagged = UITabBarItem(title: "Feed", image: plain, tag: 3)
        #expect(tagged.tag == 3)
        #expect(tagged.image === plain)
        #expect(tagged.selectedImage == nil)
        #expect(tagged.icon(selected: true) === plain)
    }
}
