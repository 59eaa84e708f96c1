import Foundation
import HeadlessUIKit

extension AppDescription {
    /// The app an app folder is (`uihost serve --app-dir PATH`, docs/uikit-rules.md 15): `StoryboardAppDelegate`
    /// with the main storyboard (15.4), started at its initial controller or at the scene `initial` names (15.5),
    /// with the folder's resources, Info's orientations and scene manifest in the launch options. Refused only when
    /// nothing can start; everything else the folder lacks is in `notes`.
    @MainActor
    public static func appFolder(path: String, initial: String? = nil) throws(AppFolderError) -> AppDescription {
        let folder = try AppFolder.read(path: path)
        var resources = folder.resources
        let (mainName, why) = mainStoryboardName(of: folder, notes: &resources.notes)
        let storyboards = resources.storyboards
        let start: (name: String, identifier: String?)
        if let initial {
            // The main storyboard first, then the others by name.
            let order = (mainName.map { [$0] } ?? []) + storyboards.keys.sorted().filter { $0 != mainName }
            guard let name = order.first(where: { storyboards[$0]?.scene(storyboardIdentifier: initial) != nil }) else {
                throw AppFolderError(path: path, description: "cannot run the app folder '\(path)': no storyboard has a "
                                     + "scene with the storyboard identifier '\(initial)'. "
                                     + identifierList(storyboards, first: mainName))
            }
            start = (name, initial)
        } else {
            guard let mainName else {
                throw AppFolderError(path: path, description: "cannot run the app folder '\(path)': nothing to start: "
                                     + "\(why) (an app that makes its window in code runs code the host does not have). Pass "
                                     + "--initial <storyboardIdentifier> to start at a scene. "
                                     + identifierList(storyboards, first: nil))
            }
            guard let document = storyboards[mainName] else {
                let reason = resources.unreadableStoryboards[mainName].map { "it cannot be read: \($0)" }
                    ?? (resources.launchStoryboardNames.contains(mainName) ? "it is the launch screen"
                                                                         : "the folder has no \(mainName).storyboard")
                throw AppFolderError(path: path, description: "cannot run the app folder '\(path)': the main storyboard "
                                     + "'\(mainName)' (\(why)) cannot start: \(reason). Pass --initial "
                                     + "<storyboardIdentifier> to start elsewhere. " + identifierList(storyboards, first: nil))
            }
            guard document.initialScene != nil else {
                throw AppFolderError(path: path, description: "cannot run the app folder '\(path)': the main storyboard "
                                     + "'\(mainName)' has no initial view controller. Pass --initial "
                                     + "<storyboardIdentifier> to start at one of its scenes. "
                                     + identifierList(storyboards, first: mainName))
            }
            start = (mainName, nil)
        }
        let main = UIStoryboard(document: storyboards[start.name]!, name: start.name)
        var options = HeadlessHost.LaunchOptions(
            supportedInterfaceOrientations: folder.info.supportedInterfaceOrientations,
            mainStoryboard: main, initialViewControllerIdentifier: start.identifier, resources: resources,
            sceneManifest: folder.info.sceneManifest)
        options.padSupportedInterfaceOrientations = folder.info.padSupportedInterfaceOrientations
        var description = AppDescription(name: folder.appName, launchOptions: options,
                                         identity: AppIdentity(name: folder.appName, appDirectory: URL(fileURLWithPath: path).standardizedFileURL.path,
                                                               initial: initial)) { StoryboardAppDelegate() }
        description.notes = resources.notes
        // docs/uikit-rules.md 14.8: without --device, the app runs on the device its main storyboard was designed on.
        description.designDevice = main.document.designDevice
        return description
    }

    /// An app's own delegate with its app folder's resources (docs/uikit-rules.md 18.12): a served app's `--app-dir`,
    /// or the folder UIHostPortPlugin ported it from. The launch options are the folder's, as for `appFolder(path:)`:
    /// its storyboards, assets and strings, Info's orientations, main storyboard and scene manifest; the app's code
    /// then runs as it does on iOS. A folder without a main storyboard is fine: the app may make its window in code.
    @MainActor
    public static func app(_ delegate: any UIApplicationDelegate.Type, folder path: String) throws(AppFolderError) -> AppDescription {
        let folder = try AppFolder.read(path: path)
        var resources = folder.resources
        let (mainName, _) = mainStoryboardName(of: folder, notes: &resources.notes)
        let main = mainName.flatMap { name in resources.storyboards[name].map { UIStoryboard(document: $0, name: name) } }
        var options = HeadlessHost.LaunchOptions(
            supportedInterfaceOrientations: folder.info.supportedInterfaceOrientations, mainStoryboard: main,
            resources: resources, sceneManifest: folder.info.sceneManifest)
        options.padSupportedInterfaceOrientations = folder.info.padSupportedInterfaceOrientations
        var description = AppDescription(name: folder.appName, launchOptions: options) { delegate.init() }
        description.notes = resources.notes
        description.designDevice = main?.document.designDevice
        return description
    }

    /// docs/uikit-rules.md 15.4: `UIMainStoryboardFile`, else the first scene configuration's `UISceneStoryboardFile`;
    /// with neither and no scene manifest either (Xcode may keep the key in build settings), a storyboard called
    /// `Main`. Returns the name and where it came from, or nil and why there is none.
    static func mainStoryboardName(of folder: AppFolder, notes: inout [String]) -> (String?, String) {
        if let name = folder.info.mainStoryboardFile { return (name, "Info's UIMainStoryboardFile") }
        if let manifest = folder.info.sceneManifest {
            if let name = manifest.configurations.lazy.compactMap(\.storyboardName).first {
                return (name, "the scene manifest's UISceneStoryboardFile")
            }
            return (nil, "Info has no UIMainStoryboardFile and its scene manifest names no UISceneStoryboardFile")
        }
        if folder.resources.storyboards["Main"] != nil {
            notes.append("Info names no main storyboard (its key may be in the project's build settings): Main.storyboard is used")
            return ("Main", "the storyboard called Main")
        }
        return (nil, folder.infoPlist == nil ? "there is no Info.plist and no Main.storyboard"
                                             : "Info names no main storyboard and there is no Main.storyboard")
    }

    /// "Storyboard identifiers: Main: 'a', 'b'; Second: 'c'." for an error message.
    static func identifierList(_ storyboards: [String: StoryboardDocument], first: String?) -> String {
        let names = (first.map { [$0] } ?? []) + storyboards.keys.sorted().filter { $0 != first }
        let listed = names.compactMap { name -> String? in
            let identifiers = storyboards[name]?.scenes.compactMap(\.controller.storyboardIdentifier) ?? []
            return identifiers.isEmpty ? nil : "\(name): " + identifiers.map { "'\($0)'" }.joined(separator: ", ")
        }
        return listed.isEmpty ? "No storyboard of the app has a scene with a storyboard identifier; set one in Xcode."
                              : "Storyboard identifiers: " + listed.joined(separator: "; ") + "."
    }
}
