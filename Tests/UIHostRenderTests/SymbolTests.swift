import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Symbol images as glyphs and strokes, and tab bar icons (docs/uikit-rules.md 19.13, 19.14).
@MainActor
@Suite struct SymbolTests {
    static let names = ["star.fill", "heart", "magnifyingglass", "person.fill", "gearshape", "chevron.right",
                        "trash", "no.such.symbol"]

    func row() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(Self.names.count) * 24, height: 24))
        root.backgroundColor = .white
        for (index, name) in Self.names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.frame = CGRect(x: 2 + CGFloat(index) * 24, y: 2, width: 20, height: 20)
            root.addSubview(view)
        }
        return root
    }

    @Test func commonSymbolsAreDrawnAsGlyphsOrStrokesInTheTintAndOthersAsARing() throws {
        let picture = try Renderer().picture(of: row(), scale: 2)
        // The filled star's middle is the tint (system blue); the unknown symbol's ring leaves its middle white.
        Golden.expectPixels(picture, [(24, 24, [0, 122, 255, 255]), (7 * 48 + 24, 24, [255, 255, 255, 255])])
        try Golden.check(row(), "symbols")
    }

    @Test func theSymbolTableNamesOnlyCharactersTheFontHas() throws {
        let font = try FontLibrary().font(atPath: Symbols.font)
        for (name, character) in Symbols.characters {
            #expect(font.shape(character).glyphs.allSatisfy { $0.id != 0 }, "\(name) → \(character)")
        }
        #expect(Symbols.shapeName("person.fill") == "person")
        #expect(Symbols.shapeName("person.circle") == nil)
    }

    @Test func tabsShowTheirItemsIconsTintedWhenSelected() throws {
        let host = HeadlessHost(device: .iPhone8)
        try host.launch(delegate: RootAppDelegate {
            let favourites = UIViewController()
            favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
            let search = UIViewController()
            search.tabBarItem = UITabBarItem(title: "Find", imageName: "magnifyingglass", tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [favourites, search]
            return tabs
        })
        host.runUntilIdle()
        let bar = try #require(host.windows.first?.rootViewController as? UITabBarController).tabBar
        let picture = try Renderer().picture(of: bar, scale: 2)
        // The selected tab's star (the tint) at the middle of its icon frame, 17 pt down.
        let middle = Int(bar.bounds.width / 4 * 2)
        Golden.expectPixels(picture, [(middle, 34, [0, 122, 255, 255])])
        try Golden.check(bar, "tab-icons")
    }
}
