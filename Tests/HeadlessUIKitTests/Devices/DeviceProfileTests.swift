import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller that turns every way, so only the device and the app's Info mask decide.
final class DPAnyOrientationController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// Device profiles (docs/uikit-rules.md 14): the catalogue's figures, and the runtime's safe areas, status bar, bars
/// and rotations following them.
@MainActor
@Suite struct DeviceProfileTests {
    /// One profile as Apple publishes it and UIKit reports it (docs/uikit-rules.md 14.10, 14.11): portrait points,
    /// scale, status bar, insets (top, left, bottom, right) in portrait and landscape, size classes (horizontal,
    /// vertical) in portrait and landscape, whether the interface may turn upside down, the storyboard ids.
    struct Row: Sendable, CustomTestStringConvertible {
        typealias Insets = (CGFloat, CGFloat, CGFloat, CGFloat)
        typealias Classes = (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        let name: String
        let width, height, scale, statusBar: CGFloat
        let portrait, landscape: Insets
        let portraitClasses, landscapeClasses: Classes
        let upsideDown: Bool
        let storyboard: [String]

        init(_ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, _ statusBar: CGFloat,
             _ portrait: Insets, _ landscape: Insets, _ portraitClasses: Classes, _ landscapeClasses: Classes,
             upsideDown: Bool, _ storyboard: [String]) {
            self.name = name
            self.width = width
            self.height = height
            self.scale = scale
            self.statusBar = statusBar
            self.portrait = portrait
            self.landscape = landscape
            self.portraitClasses = portraitClasses
            self.landscapeClasses = landscapeClasses
            self.upsideDown = upsideDown
            self.storyboard = storyboard
        }

        var testDescription: String { name }
    }

    nonisolated static let table: [Row] = [
        Row("iphone-3gs", 320, 480, 1, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, []),
        Row("iphone-4s", 320, 480, 2, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, ["retina3_5"]),
        Row("iphone-se-1st-gen", 320, 568, 2, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, ["retina4_0"]),
        Row("iphone-8", 375, 667, 2, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, ["retina4_7"]),
        Row("iphone-8-plus", 414, 736, 3, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.regular, .compact), upsideDown: true, ["retina5_5"]),
        Row("iphone-se-2nd-gen", 375, 667, 2, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, []),
        Row("iphone-se-3rd-gen", 375, 667, 2, 20, (20, 0, 0, 0), (0, 0, 0, 0), (.compact, .regular), (.compact, .compact), upsideDown: true, []),
        Row("iphone-x", 375, 812, 3, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-xs", 375, 812, 3, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-xs-max", 414, 896, 3, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-xr", 414, 896, 2, 48, (48, 0, 34, 0), (0, 48, 21, 48), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        // docs/uikit-rules.md 14.12: Xcode's iPhone 11 canvas, 44 at the top.
        Row("iphone-11", 414, 896, 2, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.regular, .compact), upsideDown: false, ["retina6_1"]),
        Row("iphone-11-pro", 375, 812, 3, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.compact, .compact), upsideDown: false, ["retina5_9"]),
        Row("iphone-11-pro-max", 414, 896, 3, 44, (44, 0, 34, 0), (0, 44, 21, 44), (.compact, .regular), (.regular, .compact), upsideDown: false, ["retina6_5"]),
        Row("iphone-12-mini", 375, 812, 3, 50, (50, 0, 34, 0), (0, 50, 21, 50), (.compact, .regular), (.compact, .compact), upsideDown: false, ["retina5_4"]),
        Row("iphone-12", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, ["retina6_0"]),
        Row("iphone-12-pro", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-12-pro-max", 428, 926, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.regular, .compact), upsideDown: false, ["retina6_7"]),
        Row("iphone-13-mini", 375, 812, 3, 50, (50, 0, 34, 0), (0, 50, 21, 50), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-13", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-13-pro", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-13-pro-max", 428, 926, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-14", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-14-plus", 428, 926, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-14-pro", 393, 852, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-14-pro-max", 430, 932, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-15", 393, 852, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-15-plus", 430, 932, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-15-pro", 393, 852, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.compact, .compact), upsideDown: false, ["retina6_12"]),
        Row("iphone-15-pro-max", 430, 932, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.regular, .compact), upsideDown: false, ["retina6_72"]),
        Row("iphone-16", 393, 852, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-16-plus", 430, 932, 3, 54, (59, 0, 34, 0), (0, 59, 21, 59), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("iphone-16-pro", 402, 874, 3, 62, (62, 0, 34, 0), (0, 62, 20, 62), (.compact, .regular), (.compact, .compact), upsideDown: false, ["retina6_3"]),
        Row("iphone-16-pro-max", 440, 956, 3, 62, (62, 0, 34, 0), (0, 62, 20, 62), (.compact, .regular), (.regular, .compact), upsideDown: false, ["retina6_9"]),
        Row("iphone-16e", 390, 844, 3, 47, (47, 0, 34, 0), (0, 47, 21, 47), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-17", 402, 874, 3, 62, (62, 0, 34, 0), (0, 62, 20, 62), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-17-pro", 402, 874, 3, 62, (62, 0, 34, 0), (0, 62, 20, 62), (.compact, .regular), (.compact, .compact), upsideDown: false, []),
        Row("iphone-17-pro-max", 440, 956, 3, 62, (62, 0, 34, 0), (0, 62, 20, 62), (.compact, .regular), (.regular, .compact), upsideDown: false, []),
        Row("ipad", 768, 1024, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, []),
        Row("ipad-9-7", 768, 1024, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad9_7"]),
        Row("ipad-mini-5", 768, 1024, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad7_9"]),
        Row("ipad-10-2", 810, 1080, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad10_2"]),
        Row("ipad-pro-10-5", 834, 1112, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad10_5"]),
        Row("ipad-10-9", 820, 1180, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, []),
        Row("ipad-air-10-9", 820, 1180, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad10_9rounded"]),
        Row("ipad-air-11", 820, 1180, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, []),
        Row("ipad-air-13", 1024, 1366, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, []),
        Row("ipad-pro-11", 834, 1194, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad11_0rounded"]),
        Row("ipad-pro-11-m4", 834, 1210, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, []),
        Row("ipad-pro-12-9-2nd-gen", 1024, 1366, 2, 20, (20, 0, 0, 0), (20, 0, 0, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad12_9"]),
        Row("ipad-pro-12-9", 1024, 1366, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad12_9rounded"]),
        Row("ipad-pro-13", 1032, 1376, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad13_0rounded"]),
        Row("ipad-mini", 744, 1133, 2, 24, (24, 0, 20, 0), (24, 0, 20, 0), (.regular, .regular), (.regular, .regular), upsideDown: true, ["ipad8_3rounded"]),
    ]

    private static func insets(_ value: Row.Insets) -> UIEdgeInsets {
        UIEdgeInsets(top: value.0, left: value.1, bottom: value.2, right: value.3)
    }

    // docs/uikit-rules.md 14.1, 14.10: the catalogue is the table, in its order, name for name.
    @Test func theCatalogueIsTheTable() {
        #expect(DeviceProfile.all.map(\.name) == Self.table.map(\.name))
    }

    // docs/uikit-rules.md 14.2-14.6, 14.9, 14.10: every profile's figures.
    @Test(arguments: table) func everyProfileHasItsPublishedFigures(row: Row) throws {
        let profile = try #require(DeviceProfile.named(row.name))
        #expect(profile.portraitSize == CGSize(width: row.width, height: row.height))
        #expect(profile.scale == row.scale)
        #expect(profile.idiom == (row.name.hasPrefix("ipad") ? .pad : .phone))
        #expect(profile.statusBarHeight == row.statusBar)
        #expect(profile.portraitSafeAreaInsets == Self.insets(row.portrait))
        #expect(profile.landscapeSafeAreaInsets == Self.insets(row.landscape))
        #expect(profile.portraitSizeClasses == .init(horizontal: row.portraitClasses.0, vertical: row.portraitClasses.1))
        #expect(profile.landscapeSizeClasses == .init(horizontal: row.landscapeClasses.0, vertical: row.landscapeClasses.1))
        #expect(profile.supportedInterfaceOrientations == (row.upsideDown ? .all : .allButUpsideDown))
        #expect(profile.storyboardDevices == row.storyboard)
        for id in row.storyboard {
            #expect(DeviceProfile.forStoryboardDevice(id: id)?.name == row.name)
        }
    }

    // docs/uikit-rules.md 14.1: names are lowercase and hyphenated and found in any case; storyboard ids belong to
    // one profile each; an id no profile lists finds none.
    @Test func namesAndStoryboardIDsAreUnique() {
        let names = DeviceProfile.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        let ids = DeviceProfile.all.flatMap(\.storyboardDevices)
        #expect(Set(ids).count == ids.count)
        #expect(DeviceProfile.named("iPhone-15-Pro")?.name == "iphone-15-pro")
        #expect(DeviceProfile.named("iphone-99") == nil)
        #expect(DeviceProfile.forStoryboardDevice(id: "retina6_12")?.portraitSize == CGSize(width: 393, height: 852))
        #expect(DeviceProfile.forStoryboardDevice(id: "retina6_1")?.portraitSize == CGSize(width: 414, height: 896))
        #expect(DeviceProfile.forStoryboardDevice(id: "retina6_0")?.portraitSize == CGSize(width: 390, height: 844))
        #expect(DeviceProfile.forStoryboardDevice(id: "retina4_7") == .iPhone8)
        #expect(DeviceProfile.forStoryboardDevice(id: "watch38") == nil)
    }

    // docs/uikit-rules.md 14.2: the Plus and mini phones scale their 3x rendering down to the panel.
    @Test func nativeBoundsAreThePanelsPixels() {
        #expect(HeadlessHost(device: .iPhone8).screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
        let plus = HeadlessHost(device: DeviceProfile.named("iphone-8-plus")!).screen
        #expect(plus.scale == 3)
        #expect(plus.nativeScale == 2.608)
        #expect(plus.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 1920))
        let mini = HeadlessHost(device: DeviceProfile.named("iphone-13-mini")!).screen
        #expect(mini.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 2340))
        let pro = HeadlessHost(device: DeviceProfile.named("iphone-15-pro")!).screen
        #expect(pro.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(UIDevice.current.model == "iPhone")
        _ = HeadlessHost(device: DeviceProfile.named("ipad-pro-13")!)
        #expect(UIDevice.current.model == "iPad")
    }

    // docs/uikit-rules.md 14.3, 14.5: an iPhone 15 Pro's root view: 59 pt under the Dynamic Island and 34 above the
    // home indicator in portrait; in landscape 59 pt on each side, 21 at the bottom, nothing at the top.
    @Test func anIPhone15ProRootViewIsInsetByTheIslandAndTheHomeIndicator() throws {
        let root = SARecorder()
        let app = try NavTestApp(root: root, device: DeviceProfile.named("iphone-15-pro")!)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(app.host.application.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))

        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 59, y: 0, width: 734, height: 372))
        #expect(root.events == ["viewSafeAreaInsetsDidChange 59.0,34.0", "viewSafeAreaInsetsDidChange 0.0,21.0"])
    }

    // docs/uikit-rules.md 14.4: an iPhone hides its status bar in landscape: no top inset, no status bar frame.
    @Test func anIPhone8InLandscapeHasNoStatusBar() throws {
        let root = SARecorder()
        let app = try NavTestApp(root: root)
        #expect(app.host.application.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

        app.host.rotate(to: .landscapeRight)
        app.host.runUntilIdle()
        #expect(app.host.application.statusBarFrame == .zero)
        #expect(app.window.safeAreaInsets == .zero)
        #expect(root.view.safeAreaInsets == .zero)
        #expect(root.events.last == "viewSafeAreaInsetsDidChange 0.0,0.0")
    }

    // docs/uikit-rules.md 14.4, 14.5: an iPad keeps its status bar in landscape; one with a home indicator keeps
    // 24 pt at the top and 20 at the bottom.
    @Test func anIPadKeepsItsStatusBarInLandscape() throws {
        let root = SARecorder()
        let app = try NavTestApp(root: root, device: DeviceProfile.named("ipad-pro-12-9")!)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(root.view.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(app.host.application.statusBarFrame == CGRect(x: 0, y: 0, width: 1366, height: 24))
    }

    // docs/uikit-rules.md 14.7: the navigation bar sits below the top safe-area inset: the notch's 47 pt on an
    // iPhone 12, the island's 59 pt on an iPhone 15 Pro (below its 54 pt status bar), nothing in landscape, where
    // the bar is 32 pt (7.70).
    @Test(arguments: [("iphone-12", 47.0), ("iphone-15-pro", 59.0), ("iphone-16-pro-max", 62.0)])
    func theNavigationBarSitsBelowTheTopInset(name: String, top: CGFloat) throws {
        let device = try #require(DeviceProfile.named(name))
        let content = SARecorder()
        let navigation = UINavigationController(rootViewController: content)
        let app = try NavTestApp(root: navigation, device: device)
        let width = device.portraitSize.width, height = device.portraitSize.height
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: top, width: width, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: top + 44, left: 0, bottom: 34, right: 0))

        #expect(app.host.rotate(to: .landscapeLeft).rotated)
        app.host.runUntilIdle()
        let side = device.landscapeSafeAreaInsets.left
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: height, height: 32))
        #expect(content.view.safeAreaInsets
                == UIEdgeInsets(top: 32, left: side, bottom: device.landscapeSafeAreaInsets.bottom, right: side))
    }

    // docs/uikit-rules.md 14.7: a tab bar grows by the home indicator's inset; a toolbar stands above it.
    @Test func bottomBarsLeaveTheHomeIndicatorClear() throws {
        let device = try #require(DeviceProfile.named("iphone-15-pro"))
        let content = UIViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
        let tabApp = try NavTestApp(root: tabs, device: device)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(tabs.selectedViewController?.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        _ = tabApp

        let navApp = try NavTestApp(root: navigation, device: device)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
        _ = navApp
    }

    // docs/uikit-rules.md 14.3, 11.53: a view pinned to the safe area on an iPhone 15 Pro lands exactly inside it
    // in both orientations.
    @Test func aViewPinnedToTheSafeAreaFollowsTheNotchInBothOrientations() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root, device: DeviceProfile.named("iphone-15-pro")!)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(pinned)
        let guide = root.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        app.host.runUntilIdle()
        #expect(pinned.frame == CGRect(x: 8, y: 59, width: 377, height: 759))

        #expect(app.host.rotate(to: .landscapeRight).rotated)
        app.host.runUntilIdle()
        #expect(pinned.frame == CGRect(x: 67, y: 0, width: 718, height: 372))

        #expect(app.host.rotate(to: .portrait).rotated)
        app.host.runUntilIdle()
        #expect(pinned.frame == CGRect(x: 8, y: 59, width: 377, height: 759))
    }

    // docs/uikit-rules.md 14.6, 9.1: an iPhone with a home indicator never turns its interface upside down, even
    // when the app and its controller allow it; the device still reports the orientation. A home-button iPhone does.
    @Test func upsideDownIsRefusedOnIPhonesWithAHomeIndicator() throws {
        func launched(_ name: String) throws -> HeadlessHost {
            let host = HeadlessHost(device: try #require(DeviceProfile.named(name)))
            let delegate = ViewTestAppDelegate()
            delegate.rootViewController = DPAnyOrientationController()
            try host.launch(delegate: delegate, options: .init(supportedInterfaceOrientations: .all))
            host.runUntilIdle()
            return host
        }
        let notched = try launched("iphone-15-pro")
        let refused = notched.rotate(to: .portraitUpsideDown)
        #expect(refused.rotated == false)
        #expect(refused.reason == "the iPhone 15 Pro never turns its interface portraitUpsideDown")
        #expect(notched.deviceOrientation == .portraitUpsideDown)
        #expect(notched.interfaceOrientation == .portrait)

        let classic = try launched("iphone-8")
        #expect(classic.rotate(to: .portraitUpsideDown).rotated)
        #expect(classic.interfaceOrientation == .portraitUpsideDown)

        let pad = try launched("ipad-pro-13")
        #expect(pad.rotate(to: .portraitUpsideDown).rotated)
    }

    // docs/uikit-rules.md 7.7, 14.7: an iPhone sheet starts 10 pt below the top inset.
    @Test func aSheetStartsBelowTheIsland() throws {
        let root = UIViewController()
        let app = try NavTestApp(root: root, device: DeviceProfile.named("iphone-15-pro")!)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        app.host.runUntilIdle()
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    // docs/uikit-rules.md 14.8: the reader keeps the storyboard's design device.
    @Test func theStoryboardsDesignDeviceIsRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Dv1-Vc-0a1">
                <device id="retina6_72" orientation="landscape" appearance="light"/>
                <scenes>
                    <scene sceneID="Dv1-Sc-0a1">
                        <objects>
                            <viewController id="Dv1-Vc-0a1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Dv1-Vw-0a1">
                                    <rect key="frame" x="0.0" y="0.0" width="932" height="430"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try StoryboardDocument(data: Data(text.utf8))
        #expect(document.designDevice?.id == "retina6_72" && document.designDevice?.orientation == "landscape")
        #expect(document.designDevice?.isLandscape == true)
        #expect(document.designDevice?.profile?.name == "iphone-15-pro-max")
        #expect(document.notes.isEmpty)
    }
}
