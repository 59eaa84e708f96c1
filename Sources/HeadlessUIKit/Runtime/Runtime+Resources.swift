import Foundation

/// The app bundle's contents on the runtime (docs/uikit-rules.md 15): one `AppResources` per host, and the
/// `UIStoryboard` objects made from its storyboards, so references into one storyboard share its object and notes.
extension Runtime {
    /// Installs the app's resources; their notes are reported the first time only, not on every relaunch.
    func install(_ resources: AppResources) {
        let first = self.resources == nil
        self.resources = resources
        applicationStatusBar.hidden = resources.statusBarHiddenAtLaunch
        appStoryboards.removeAll()
        if Runtime.isCurrent(self) { AppLocalization.use(resources.strings) }
        if first { for note in resources.notes { report("app folder: \(note)") } }
    }

    func uninstallResources() {
        resources = nil
        appStoryboards.removeAll()
        if Runtime.isCurrent(self) { AppLocalization.use([:]) }
    }

    /// Makes `storyboard` the object references to its name resolve to (the main storyboard at launch).
    func registerAppStoryboard(_ storyboard: UIStoryboard) {
        appStoryboards[storyboard.name] = storyboard
    }

    /// The app's storyboard called `name`, made once per host. Nil when the host has no app resources (a single
    /// storyboard file) and the name is not the main storyboard's; throws when the app has no such storyboard, or
    /// it is a launch screen or could not be read.
    func appStoryboard(named name: String) throws(StoryboardError) -> UIStoryboard? {
        if let made = appStoryboards[name] { return made }
        guard let resources else { return nil }
        guard let document = try Self.document(named: name, in: resources) else { return nil }
        let storyboard = UIStoryboard(document: document, name: name)
        appStoryboards[name] = storyboard
        return storyboard
    }

    /// The document of the app's storyboard `name`; nil when the app has none of that name.
    static func document(named name: String, in resources: AppResources) throws(StoryboardError) -> StoryboardDocument? {
        if let document = resources.storyboards[name] { return document }
        if resources.launchStoryboardNames.contains(name) { throw .launchStoryboard(name) }
        if let reason = resources.unreadableStoryboards[name] { throw .unreadableResource(path: "\(name).storyboard", reason: reason) }
        return nil
    }
}

/// The strings tables `NSLocalizedString` answers from: the current host's app strings. Kept apart from the
/// runtime, behind a lock, because `NSLocalizedString` is called from any thread.
enum AppLocalization {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: [String: String]] = [:]

    static func use(_ newTables: [String: [String: String]]) {
        lock.lock()
        tables = newTables
        lock.unlock()
    }

    static func string(for key: String, table: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return tables[table]?[key]
    }
}

/// `NSLocalizedString` for headless apps (docs/uikit-rules.md 15.10): for the main bundle, the current host's app
/// strings (the development language's `<table>.strings` or `.xcstrings`) first; a key they do not have, or
/// another bundle, goes to Foundation's, which answers `value` (or the key when `value` is empty) on Linux.
///
/// A file that imports HeadlessUIKit (as UIKit code imports UIKit) calls this one: a module's declaration shadows
/// the same declaration of a module it re-exports. A file that also imports Foundation itself sees both, and the
/// call is ambiguous: leave that import out (HeadlessUIKit re-exports Foundation) or write
/// `HeadlessUIKit.NSLocalizedString(...)`.
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                              comment: String) -> String {
    if bundle === Bundle.main, let found = AppLocalization.string(for: key, table: tableName ?? "Localizable") {
        return found
    }
    return Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
}
