import Foundation
import HeadlessUIKit

extension AppDescription {
    /// docs/uikit-rules.md 8.59: the storyboards beside a storyboard file that its references name, and those that
    /// theirs name, as the app bundle the file came from would hold them (`uihost serve --storyboard
    /// App/Base.lproj/Main.storyboard` with `Onboarding.storyboard` beside it). Nil when the file names no storyboard
    /// found there, so a lone file runs as before. A launch screen is kept by name (a reference to it is an error when
    /// used, 15.6); a sibling that cannot be read is kept with why, and noted.
    static func referencedSiblings(of document: StoryboardDocument, name: String,
                                   in folder: URL) -> AppResources? {
        var resources = AppResources(appName: name)
        var found = false
        var pending = referencedNames(in: document)
        var seen: Set<String> = [name]
        while let next = pending.popLast() {
            // A storyboard's name is a resource name in the bundle, never a path: nothing outside the folder.
            guard seen.insert(next).inserted, !next.contains("/") else { continue }
            let url = folder.appendingPathComponent(next + ".storyboard")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            found = true
            guard let data = FileManager.default.contents(atPath: url.path) else {
                resources.unreadableStoryboards[next] = "permission denied"
                resources.notes.append("cannot read \(next).storyboard beside \(name).storyboard: permission denied")
                continue
            }
            if AppFolder.isLaunchScreen(data) {
                resources.launchStoryboardNames.insert(next)
                continue
            }
            do throws(StoryboardError) {
                let sibling = try StoryboardDocument(data: data)
                resources.storyboards[next] = sibling
                pending += referencedNames(in: sibling)
            } catch {
                resources.unreadableStoryboards[next] = error.description
                resources.notes.append("\(next).storyboard beside \(name).storyboard cannot be read: \(error)")
            }
        }
        return found ? resources : nil
    }

    /// The other storyboards a document's references name.
    private static func referencedNames(in document: StoryboardDocument) -> [String] {
        document.scenes.compactMap(\.controller.referencedStoryboardName)
    }
}
