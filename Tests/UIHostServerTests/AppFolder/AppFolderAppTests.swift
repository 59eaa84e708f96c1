import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer

extension DemoAutomation {
    /// An automation host running an app folder as `uihost serve --app-dir` does.
    convenience init(appFolder path: String, initial: String? = nil, device: DeviceProfile = .iPhone8) throws {
        try self.init(app: AppDescription.appFolder(path: path, initial: initial), device: device)
    }

    func view(_ identifier: String) throws -> JSON {
        try call("view.get", ["view": ["accessibilityIdentifier": .string(identifier)]])
    }

    var topControllerClassAndStoryboard: (String?, String?) {
        let top = automation.topController()
        return (top.map { String(describing: type(of: $0)) }, top?.storyboard?.name)
    }
}

/// An app folder served: its main storyboard, storyboard references across files, assets and strings
/// (docs/uikit-rules.md 15).
@Suite @MainActor struct AppFolderAppTests {
    // docs/uikit-rules.md 15.4: the main storyboard's initial controller, with its unregistered custom class made as
    // its UIKit base class, and a colour the file names from the asset catalog.
    @Test func theMainStoryboardStartsTheApp() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        #expect(try app.call("session.hello")["app"] == ["name": "Notebook", "state": "active"])
        let root = try app.controllerRoot()
        #expect(root["class"] == "UINavigationController")
        #expect(root["children"]?[0]?["class"] == "UIViewController")
        #expect(app.automation.topController()?.navigationItem.title == "Notebook")
        let welcome = try #require(app.automation.host.keyWindow?.viewWithAccessibilityIdentifierForTests("welcome") as? UILabel)
        #expect(welcome.textColor == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1))
        #expect(welcome.textColor.darkVariant == UIColor(red: 0.4, green: 0.6, blue: 0.8, alpha: 1))
        #expect(app.automation.host.problems.contains { $0.contains("class 'HomeViewController' of controller 'Hm2-Vc-0a1' is not registered") })
    }

    // docs/uikit-rules.md 15.6: a segue into a storyboard reference pushes the other storyboard's scene, with its
    // view tree, and that controller belongs to the other storyboard.
    @Test func aSegueIntoAnotherStoryboardPushesItsScene() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        try app.tap("settingsButton")

        let stack = try #require(try app.controllerRoot()["navigation"]?["stack"]?.arrayValue)
        #expect(stack.count == 2)
        #expect(try app.controllerRoot()["children"]?[1]?["title"] == "Settings")
        #expect(app.topControllerClassAndStoryboard.1 == "Second")
        #expect(try app.view("syncSwitch")["isOn"] == true)
        #expect(try app.view("syncLabel")["text"] == "Sync notes")
    }

    // docs/uikit-rules.md 15.6: a reference without an identifier is the other storyboard's initial controller; a
    // reference back into Main from Second resolves too.
    @Test func referencesToAnInitialControllerAndBackIntoMainResolve() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        try app.tap("aboutButton")
        #expect(try app.view("aboutLabel")["text"] == "About this notebook")
        #expect(app.topControllerClassAndStoryboard.1 == "Second")
        try app.call("controller.dismiss", ["animated": false])

        try app.tap("settingsButton")
        try app.tap("lastNoteButton")
        #expect(try app.view("noteLabel")["text"] == "A note")
        #expect(app.topControllerClassAndStoryboard.1 == "Main")
    }

    // docs/uikit-rules.md 15.6: a reference to the launch screen or to a storyboard the app does not have fails when
    // performed, saying why, and changes nothing.
    @Test func referencesToTheLaunchScreenOrAMissingStoryboardFailWhenPerformed() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        let before = try app.controllerRoot()

        let launch = try #require(try app.error("segue.perform", ["identifier": "launch"]))
        #expect(launch.data?["reason"] == "launchStoryboard")
        #expect(launch.message.contains("'LaunchScreen' is the app's launch screen storyboard"))
        let gone = try #require(try app.error("segue.perform", ["identifier": "gone"]))
        #expect(gone.data?["reason"] == "missingStoryboard")
        #expect(gone.message.contains("names the storyboard 'Gone', which the app does not have"))
        #expect(try app.controllerRoot() == before)
    }

    // docs/uikit-rules.md 15.12: segue.list shows each segue class and how it is performed; an unregistered custom
    // segue presents, an unregistered class on a show segue shows, each with a note.
    @Test func unregisteredSegueClassesArePerformedAsTheirKindImplies() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        let segues = try #require(try app.call("segue.list")["segues"]?.arrayValue)
        let fade = try #require(segues.first { $0["identifier"] == "fade" })
        #expect(fade["customClass"] == "FadeSegue")
        #expect(fade["performedAs"] == "presentation")
        let slide = try #require(segues.first { $0["identifier"] == "slide" })
        #expect(slide["kind"] == "show")
        #expect(slide["performedAs"] == "show")
        let settings = try #require(segues.first { $0["identifier"] == "settings" })
        #expect(settings["destination"]?["storyboardName"] == "Second")
        #expect(settings["destination"]?["referencedIdentifier"] == "Settings")

        try app.call("segue.perform", ["identifier": "fade"])
        #expect(app.automation.host.topPresentedViewController?.navigationItem.title == "Detail")
        try app.call("controller.dismiss", ["animated": false])
        try app.call("segue.perform", ["identifier": "slide"])
        #expect(try app.controllerRoot()["navigation"]?["stack"]?.arrayValue?.count == 2)
        #expect(app.automation.topController()?.navigationItem.title == "Detail")
        #expect(app.automation.host.problems.contains {
            $0.contains("class 'FadeSegue' of segue 'fade' is not registered: performed as a presentation segue")
        })
    }

    // docs/uikit-rules.md 6.83: the home scene's runtime attribute `layer.cornerRadius` is UIKit's key path, set by
    // key-value coding (before session 17 it was noted and skipped, 15.13).
    @Test func aRuntimeAttributeOfUIKitsKeysIsApplied() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        #expect(!app.automation.host.problems.contains { $0.contains("runtime attribute 'layer.cornerRadius'") })
        let welcome = try #require(app.automation.host.keyWindow?.viewWithAccessibilityIdentifierForTests("welcome"))
        #expect(welcome.superview?.layer.cornerRadius == 12)
    }

    // docs/uikit-rules.md 15.8, 15.9: the app's images and colours by name, sized for the screen's scale.
    @Test func imagesAndColoursAreFoundByName() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        app.automation.host.makeCurrent()
        let logo = try #require(UIImage(named: "Logo"))
        #expect(logo.size == CGSize(width: 30, height: 20))
        #expect(logo.scale == 2)
        #expect(UIImage(named: "Icons/Star")?.size == CGSize(width: 16, height: 16))
        #expect(UIImage(named: "Star") == nil, "inside a namespace folder")
        #expect(UIImage(named: "Missing") == nil)
        let accent = try #require(UIColor(named: "Accent"))
        #expect(accent.hexString == "#336699FF")
        #expect(accent.darkVariant?.hexString == "#6699CCFF")
        #expect(UIColor(named: "Nope") == nil)
        let view = try #require(app.automation.host.keyWindow?.viewWithAccessibilityIdentifierForTests("logo") as? UIImageView)
        #expect(view.image?.size == CGSize(width: 30, height: 20))
    }

    // docs/uikit-rules.md 15.8: a 1x screen takes the nearest larger scale.
    @Test func aScreenWithoutItsOwnScaleTakesTheNearestLarger() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook, device: .iPhone3GS)
        app.automation.host.makeCurrent()
        #expect(UIImage(named: "Logo")?.scale == 2)
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 30, height: 20))
    }

    // docs/uikit-rules.md 15.3: Info's orientations for the device's idiom: portrait only on a phone, all four on an
    // iPad.
    @Test func infoOrientationsAreTheDeviceIdiomsOnes() throws {
        let phone = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        #expect(phone.automation.host.rotate(to: .landscapeLeft).rotated == false)
        let pad = try DemoAutomation(appFolder: AppFolderFixtures.notebook, device: .iPad)
        #expect(pad.automation.host.rotate(to: .landscapeLeft).rotated == true)
    }

    // docs/uikit-rules.md 15.5: --initial starts at any scene, in the main storyboard or another.
    @Test func initialStartsAtAnyScene() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook, initial: "Settings")
        #expect(try app.controllerRoot()["title"] == "Settings")
        #expect(try app.view("syncSwitch")["isOn"] == true)
        let fields = try DemoAutomation(appFolder: AppFolderFixtures.fieldNotes, initial: "Map")
        #expect(try fields.controllerRoot()["title"] == "Map")
    }

    // docs/uikit-rules.md 15.5: without --initial, a main storyboard with no initial controller is refused, with
    // the identifiers to pass.
    @Test func aMainStoryboardWithoutAnInitialControllerIsRefusedWithItsIdentifiers() throws {
        let error = try #require(throws: AppFolderError.self) { try AppDescription.appFolder(path: AppFolderFixtures.fieldNotes) }
        #expect(error.description.contains("the main storyboard 'Board' has no initial view controller. Pass --initial"))
        #expect(error.description.contains("Storyboard identifiers: Board: 'List', 'Map'."))
        let unknown = try #require(throws: AppFolderError.self) {
            try AppDescription.appFolder(path: AppFolderFixtures.fieldNotes, initial: "Nope")
        }
        #expect(unknown.description.contains("no storyboard has a scene with the storyboard identifier 'Nope'"))
    }

    // docs/uikit-rules.md 15.5: the same for a single storyboard file.
    @Test func aStoryboardFileWithoutAnInitialControllerNeedsInitial() throws {
        let file = AppFolderFixtures.fieldNotes + "/Board.storyboard"
        let error = try #require(throws: StoryboardAppError.self) { try AppDescription.storyboard(file: file) }
        #expect(error.storyboardError == .noInitialViewController(storyboard: "Board"))
        #expect(error.description.contains("pass --initial <storyboardIdentifier>. Storyboard identifiers: Board: 'List', 'Map'."))

        let app = try DemoAutomation(app: AppDescription.storyboard(file: file, initial: "List"))
        #expect(try app.controllerRoot()["title"] == "Field list")
        #expect(try app.view("fieldsLabel")["text"] == "Fields")
    }

    // docs/uikit-rules.md 15.4, 15.11: a window made in code has nothing to start; the error says what would.
    @Test func aFolderWithNoStoryboardToStartSaysSo() throws {
        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let info: [String: Any] = ["UIApplicationSceneManifest": [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "SceneDelegate"]]],
        ]]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.copyItem(atPath: AppFolderFixtures.notebook + "/Second.storyboard",
                                         toPath: folder.appendingPathComponent("Second.storyboard").path)

        let error = try #require(throws: AppFolderError.self) { try AppDescription.appFolder(path: folder.path) }
        #expect(error.description.contains("nothing to start: Info has no UIMainStoryboardFile and its scene manifest names no UISceneStoryboardFile"))
        #expect(error.description.contains("Storyboard identifiers: Second: 'About', 'Settings'."))
        let app = try DemoAutomation(appFolder: folder.path, initial: "About")
        #expect(try app.view("aboutLabel")["text"] == "About this notebook")
    }

    // docs/uikit-rules.md 15.4: an Info.plist that names no storyboard and has no scene manifest starts Main.storyboard.
    @Test func withoutAnyStoryboardKeyMainStoryboardStarts() throws {
        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Plain"], format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.copyItem(atPath: AppFolderFixtures.notebook + "/Second.storyboard",
                                         toPath: folder.appendingPathComponent("Main.storyboard").path)

        let description = try AppDescription.appFolder(path: folder.path)
        #expect(description.name == "Plain")
        #expect(description.notes.contains { $0.hasPrefix("Info names no main storyboard") })
        let app = try DemoAutomation(app: description)
        #expect(try app.view("aboutLabel")["text"] == "About this notebook")
    }

    // docs/uikit-rules.md 15.14: the scene manifest is passed on in the launch options.
    @Test func theSceneManifestIsInTheLaunchOptions() throws {
        let app = try AppDescription.appFolder(path: AppFolderFixtures.fieldNotes, initial: "List")
        #expect(app.launchOptions.sceneManifest?.configurations.first?.delegateClassName == "Field_Notes.SceneDelegate")
        #expect(app.launchOptions.resources?.appName == "Field-Notes")
    }
}

extension UIView {
    /// The first view in this subtree (itself included) with the accessibility identifier.
    @MainActor func viewWithAccessibilityIdentifierForTests(_ identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.viewWithAccessibilityIdentifierForTests(identifier) { return found }
        }
        return nil
    }
}
