import Foundation
import HeadlessUIKit

/// Why `uihost serve --storyboard FILE` cannot run the file: it could not be read, or it is not a storyboard the
/// runtime can launch. The message names the file, what was wrong and what would be right.
public struct StoryboardAppError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let description: String
    /// The storyboard's own error when the file was read but is not a storyboard that can be launched.
    public let storyboardError: StoryboardError?
}

extension AppDescription {
    /// An app that is only a storyboard, as `uihost serve --storyboard FILE` runs it: `StoryboardAppDelegate` with
    /// the storyboard as the main storyboard, so every launch (the first and each `app.launch` after
    /// `app.terminate`) makes a window with the storyboard's initial controller, or with `initial`, the scene with
    /// that Storyboard ID (docs/uikit-rules.md 15.5). The app and the storyboard are called `name`. Without
    /// `initial`, a storyboard without an initial view controller is refused: launched, it would show nothing.
    /// The storyboard's design device is kept in `designDevice`; a file designed in landscape starts in landscape
    /// (docs/uikit-rules.md 14.8).
    /// With `folder` (the file's own), the storyboards there that its references name come with it (8.59).
    @MainActor
    public static func storyboard(data: Data, name: String, initial: String? = nil,
                                  folder: URL? = nil) throws(StoryboardError) -> AppDescription {
        let storyboard = try UIStoryboard(data: data, name: name)
        if let initial {
            guard storyboard.document.scene(storyboardIdentifier: initial) != nil else {
                throw .unknownIdentifier(initial, storyboard: name)
            }
        } else {
            guard storyboard.document.initialScene != nil else { throw .noInitialViewController(storyboard: name) }
        }
        let designDevice = storyboard.document.designDevice
        let siblings = folder.flatMap { referencedSiblings(of: storyboard.document, name: name, in: $0) }
        let options = HeadlessHost.LaunchOptions(interfaceOrientation: designDevice?.isLandscape == true ? .landscapeRight : .portrait,
                                                 mainStoryboard: storyboard, initialViewControllerIdentifier: initial,
                                                 resources: siblings)
        var app = AppDescription(name: name, launchOptions: options,
                                 identity: AppIdentity(name: name, storyboardSHA256: SHA256.hex(data), initial: initial)) {
            StoryboardAppDelegate()
        }
        app.designDevice = designDevice
        app.notes += siblings?.notes ?? []
        return app
    }

    /// `storyboard(data:name:)` with the bytes of the file at `path`, named after the file (`Main` for
    /// `Main.storyboard`). The runtime does no I/O: the file is read here.
    @MainActor
    public static func storyboard(file path: String, initial: String? = nil) throws(StoryboardAppError) -> AppDescription {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        var isDirectory: ObjCBool = false
        let fix = "Fix: pass the path of an Xcode .storyboard file"
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw StoryboardAppError(path: path, description: "cannot read the storyboard '\(path)': there is no such file. \(fix).",
                                     storyboardError: nil)
        }
        if isDirectory.boolValue {
            throw StoryboardAppError(path: path, description: "cannot read the storyboard '\(path)': it is a directory. \(fix), not a folder.",
                                     storyboardError: nil)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: url.path) ? error.localizedDescription : "permission denied"
            throw StoryboardAppError(path: path, description: "cannot read the storyboard '\(path)': \(reason). \(fix) that this user can read.",
                                     storyboardError: nil)
        }
        do throws(StoryboardError) {
            var app = try storyboard(data: data, name: name, initial: initial, folder: url.deletingLastPathComponent())
            app.identity.storyboardPath = url.standardizedFileURL.path
            return app
        } catch {
            var description = "cannot run the storyboard '\(path)': \(error)"
            // docs/uikit-rules.md 15.5: where to start instead, with what the file offers.
            switch error {
            case .noInitialViewController, .unknownIdentifier:
                let document = try? StoryboardDocument(data: data)
                description += " To serve it from one of its scenes, pass --initial <storyboardIdentifier>. "
                    + identifierList(document.map { [name: $0] } ?? [:], first: name)
            default:
                break
            }
            throw StoryboardAppError(path: path, description: description, storyboardError: error)
        }
    }
}
