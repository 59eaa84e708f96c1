import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostCore

@Suite struct AppFolderStatusBarTests {
    // docs/uikit-rules.md 6.27, 15.1: Info's UIViewControllerBasedStatusBarAppearance reaches the app's resources;
    // a value that is not a Boolean is noted and the default (true) holds.
    @Test func infoSaysWhetherTheStatusBarIsControllerBased() {
        var notes: [String] = []
        let off = InfoSettings(plist: ["UIViewControllerBasedStatusBarAppearance": false], appName: "A", notes: &notes)
        #expect(off.viewControllerBasedStatusBarAppearance == false)
        let odd = InfoSettings(plist: ["UIViewControllerBasedStatusBarAppearance": "NO"], appName: "A", notes: &notes)
        #expect(odd.viewControllerBasedStatusBarAppearance == nil)
        #expect(notes == ["Info.plist: UIViewControllerBasedStatusBarAppearance is not a Boolean; ignored"])
    }

    @Test func theFoldersResourcesCarryTheSetting() throws {
        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["UIViewControllerBasedStatusBarAppearance": false], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))

        #expect(try AppFolder.read(path: folder.path).resources.viewControllerBasedStatusBarAppearance == false)
        #expect(AppResources(appName: "Default").viewControllerBasedStatusBarAppearance)
    }

    // docs/uikit-rules.md 11.167: Info's UIStatusBarHidden reaches the resources as the launch setting; absent, the
    // bar shows; a value that is not a Boolean is noted.
    @Test func infoSaysWhetherTheStatusBarStartsHidden() throws {
        var notes: [String] = []
        #expect(InfoSettings(plist: ["UIStatusBarHidden": true], appName: "A", notes: &notes).statusBarHidden == true)
        #expect(InfoSettings(plist: ["UIStatusBarHidden": 1.5], appName: "A", notes: &notes).statusBarHidden == nil)
        #expect(notes == ["Info.plist: UIStatusBarHidden is not a Boolean; ignored"])

        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UIStatusBarHidden": true], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        #expect(try AppFolder.read(path: folder.path).resources.statusBarHiddenAtLaunch)
        #expect(!AppResources(appName: "Default").statusBarHiddenAtLaunch)
    }
}
