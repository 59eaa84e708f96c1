import Foundation
import Testing
@testable import HeadlessUIKit

/// Title text attributes on bar items and segmented controls (docs/uikit-rules.md 6.77), as the fifth sample's
/// habit and settings screens set them.
@Suite @MainActor struct TitleTextAttributesTests {
    // 6.77: a segmented control's title font sizes its segments: the widest title in the normal or selected font,
    // plus 16 pt, times the number of segments.
    @Test func aSegmentedControlsTitleFontSizesItsSegments() {
        _ = HeadlessHost(device: .iPhone8)
        let control = UISegmentedControl(items: ["Light", "Dark"])
        let small = UIFont.systemFont(ofSize: 13)
        #expect(control.intrinsicContentSize.width == (small.boundingSize(of: "Light").width + 16) * 2)
        let large = UIFont.systemFont(ofSize: 20, weight: .bold)
        control.setTitleTextAttributes([.font: large, .foregroundColor: UIColor.red], for: .selected)
        #expect(control.intrinsicContentSize.width == (large.boundingSize(of: "Light").width + 16) * 2)
        #expect(control.titleTextAttributes(for: .selected)?[.font] as? UIFont == large)
        #expect(control.titleTextAttributes(for: .normal) == nil)
        control.setTitleTextAttributes(nil, for: .selected)
        #expect(control.intrinsicContentSize.width == (small.boundingSize(of: "Light").width + 16) * 2)
    }

    // 6.77: a bar button item's normal-state font sets its width in the navigation bar (its title's width plus 8 pt
    // each side, 7.5) and its foreground colour its tint; a disabled item's disabled attributes override them key by key.
    @Test func aBarButtonItemsAttributesShowInTheBar() throws {
        let root = UIViewController()
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        let font = UIFont.systemFont(ofSize: 24, weight: .semibold)
        save.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.green], for: .normal)
        save.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        root.navigationItem.rightBarButtonItem = save
        let app = try ViewTestApp(device: .iPhone8, rootViewController: UINavigationController(rootViewController: root))
        let view = try #require(save.shownView as? BarItemView)
        #expect(view.frame.width == max(44, (font.width(of: "Save") + 16).rounded(.up)))
        #expect(view.tintColor == .green)
        save.isEnabled = false
        app.host.runUntilIdle()
        let disabled = try #require(save.shownView as? BarItemView)
        #expect(disabled.tintColor == .gray)
        #expect(disabled.frame.width == max(44, (font.width(of: "Save") + 16).rounded(.up)))
    }
}
