import Foundation
import HeadlessUIKit

/// An app's resource folder as Xcode keeps it, read into values (docs/uikit-rules.md 15): its Info.plist settings
/// and the `AppResources` the runtime is given (storyboards, asset catalogs, strings). Reading never stops at a
/// broken or missing file: each is a note. It reads nothing outside the folder and writes nothing.
public struct AppFolder {
    /// The folder, as given.
    public let path: String
    /// The app's name: Info's `CFBundleName` when it is a plain name, else the folder's name.
    public var appName: String
    /// The Info.plist used, relative to the folder; nil when there is none.
    public var infoPlist: String?
    public var info: InfoSettings
    public var resources: AppResources

    /// What reading skipped or could not use, in order.
    public var notes: [String] { resources.notes }

    /// Folders that are not the app's resources: build products, dependencies, tests, project files.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane"]
    static let skippedFolderSuffixes = [".xcodeproj", ".xcworkspace", ".framework", ".bundle", ".app", ".appex",
                                        ".storyboardc", ".playground", "Tests"]
    static let maximumEntries = 20_000
    static let maximumDepth = 12

    /// Reads the folder at `path`.
    public static func read(path: String) throws(AppFolderError) -> AppFolder {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw AppFolderError(path: path, description: "cannot read the app folder '\(path)': there is no such folder. "
                                 + "Fix: pass the folder that holds the app's Info.plist, storyboards and asset catalogs")
        }
        guard isDirectory.boolValue else {
            throw AppFolderError(path: path, description: "cannot read the app folder '\(path)': it is a file. Fix: pass "
                                 + "its folder (for one storyboard file, use --storyboard)")
        }
        var reader = Reader(access: FolderAccess(root: url))
        return reader.read(path: path)
    }

    private struct Reader {
        let access: FolderAccess
        var notes: [String] = []
        var storyboardFiles: [(name: String, url: URL, lproj: String?)] = []
        var nibFiles: [(name: String, url: URL, lproj: String?)] = []
        var stringsFiles: [(table: String, url: URL, lproj: String?, catalog: Bool)] = []
        var catalogs: [URL] = []
        var entryCount = 0

        init(access: FolderAccess) {
            self.access = access
        }

        mutating func read(path: String) -> AppFolder {
            let folderName = access.root.lastPathComponent
            let (infoURL, plist) = findInfoPlist(appName: folderName)
            let info = plist.map { InfoSettings(plist: $0, appName: folderName, notes: &notes) } ?? InfoSettings()
            let appName = info.bundleName ?? folderName
            let language = Self.languageCode(info.developmentRegion ?? "en")
            walk(access.root, depth: 0, lproj: nil)

            var resources = AppResources(appName: appName, developmentRegion: info.developmentRegion ?? "en")
            resources.viewControllerBasedStatusBarAppearance = info.viewControllerBasedStatusBarAppearance ?? true
            resources.statusBarHiddenAtLaunch = info.statusBarHidden ?? false
            readStoryboards(into: &resources, info: info, language: language)
            readNibs(into: &resources, language: language)
            var assets = AssetCatalogReader(access: access)
            for catalog in catalogs { assets.read(catalog: catalog) }
            notes += assets.notes
            resources.images = assets.images
            resources.colors = assets.colors
            resources.dataAssets = assets.dataAssets
            resources.strings = readStrings(language: language)
            resources.notes = notes
            return AppFolder(path: path, appName: appName, infoPlist: infoURL.map(access.relative), info: info,
                             resources: resources)
        }

        // MARK: Info.plist (docs/uikit-rules.md 15.1)

        /// The first readable candidate: in the folder, then `Supporting Files/` and `Resources/`, then each
        /// subfolder (by name) and its own `Supporting Files/` and `Resources/`; in each, `Info.plist`,
        /// `<App>-Info.plist`, `Info-iOS.plist`, then any other `*-Info.plist`.
        mutating func findInfoPlist(appName: String) -> (URL?, [String: Any]?) {
            var folders = [access.root, access.root.appendingPathComponent("Supporting Files"),
                           access.root.appendingPathComponent("Resources")]
            for entry in access.entries(of: access.root, notes: &notes) where entry.isDirectory && !Self.skips(entry.name) {
                guard entry.name != "Supporting Files", entry.name != "Resources", !entry.name.hasSuffix(".lproj"),
                      !entry.name.hasSuffix(".xcassets") else { continue }
                folders += [entry.url, entry.url.appendingPathComponent("Supporting Files"),
                            entry.url.appendingPathComponent("Resources")]
            }
            for folder in folders where access.inside(folder) {
                let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                    .filter { $0.hasSuffix("-Info.plist") }.sorted()
                var seen: Set<String> = []
                for name in ["Info.plist", "\(appName)-Info.plist", "Info-iOS.plist"] + others where seen.insert(name).inserted {
                    let file = folder.appendingPathComponent(name)
                    guard access.fileExists(file) else { continue }
                    switch access.read(file) {
                    case .failure(let reason):
                        notes.append("cannot read \(access.relative(file)): \(reason); looking for another Info.plist")
                    case .success(let data):
                        do {
                            let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                            guard let plist = object as? [String: Any] else {
                                notes.append("\(access.relative(file)) is not a dictionary; looking for another Info.plist")
                                continue
                            }
                            return (file, plist)
                        } catch {
                            notes.append("\(access.relative(file)) is not a property list (\(error.localizedDescription)); "
                                         + "looking for another Info.plist")
                        }
                    }
                }
            }
            notes.append("no Info.plist found: no orientations, scene manifest or development region are known "
                         + "(defaults: all but upside down, none, en)")
            return (nil, nil)
        }

        static func skips(_ name: String) -> Bool {
            skippedFolders.contains(name) || skippedFolderSuffixes.contains { name.hasSuffix($0) }
        }

        // MARK: The walk

        mutating func walk(_ folder: URL, depth: Int, lproj: String?) {
            guard depth <= AppFolder.maximumDepth else {
                notes.append("\(access.relative(folder)) is more than \(AppFolder.maximumDepth) folders deep; not entered")
                return
            }
            for entry in access.entries(of: folder, notes: &notes) {
                entryCount += 1
                guard entryCount <= AppFolder.maximumEntries else {
                    if entryCount == AppFolder.maximumEntries + 1 {
                        notes.append("the folder has more than \(AppFolder.maximumEntries) entries; the rest are not read")
                    }
                    return
                }
                let ext = entry.url.pathExtension
                let base = entry.url.deletingPathExtension().lastPathComponent
                if entry.isDirectory {
                    if ext == "xcassets" { catalogs.append(entry.url); continue }
                    if Self.skips(entry.name) { continue }
                    walk(entry.url, depth: depth + 1, lproj: ext == "lproj" ? base : lproj)
                    continue
                }
                switch ext {
                case "storyboard": storyboardFiles.append((base, entry.url, lproj))
                case "xib": nibFiles.append((base, entry.url, lproj))
                case "strings": stringsFiles.append((base, entry.url, lproj, false))
                case "xcstrings": stringsFiles.append((base, entry.url, lproj, true))
                default: break
                }
            }
        }

        // MARK: Storyboards (docs/uikit-rules.md 15.6, 15.7)

        /// `en` for `en`, `en-GB`, `English`...
        static func languageCode(_ name: String) -> String {
            let known = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
                         "Dutch": "nl"]
            if let code = known[name] { return code }
            return String(name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(name)).lowercased()
        }

        /// Lower is preferred: Base.lproj, no lproj, the development language's, any other.
        static func storyboardRank(_ lproj: String?, language: String) -> Int {
            guard let lproj else { return 1 }
            if lproj == "Base" { return 0 }
            return languageCode(lproj) == language ? 2 : 3
        }

        /// One file per name: the best-ranked `.lproj` (Base first), the first found among equals, noted.
        mutating func choose(_ files: [(name: String, url: URL, lproj: String?)], kind: String,
                             language: String) -> [(name: String, url: URL)] {
            var chosen: [String: (url: URL, rank: Int)] = [:]
            for file in files {
                let rank = Self.storyboardRank(file.lproj, language: language)
                if let existing = chosen[file.name] {
                    if existing.rank == rank {
                        notes.append("two \(kind) are named '\(file.name)' (\(access.relative(existing.url)) and "
                                     + "\(access.relative(file.url))); the first is used")
                    }
                    if rank >= existing.rank { continue }
                }
                chosen[file.name] = (file.url, rank)
            }
            return chosen.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value.url) }
        }

        mutating func readStoryboards(into resources: inout AppResources, info: InfoSettings, language: String) {
            for (name, url) in choose(storyboardFiles, kind: "storyboards", language: language) {
                let data: Data
                switch access.read(url) {
                case .failure(let reason):
                    notes.append("cannot read \(access.relative(url)): \(reason)")
                    resources.unreadableStoryboards[name] = reason.description
                    continue
                case .success(let bytes):
                    data = bytes
                }
                if name == info.launchStoryboardName || AppFolder.isLaunchScreen(data) {
                    resources.launchStoryboardNames.insert(name)
                    continue
                }
                do throws(StoryboardError) {
                    resources.storyboards[name] = try StoryboardDocument(data: data)
                } catch {
                    notes.append("\(access.relative(url)) cannot be read: \(error)")
                    resources.unreadableStoryboards[name] = error.description
                }
            }
        }

        /// docs/uikit-rules.md 8.27: the `.xib` files, read as `UINib` reads them; a broken one is noted and kept
        /// by name so that loading it says why.
        mutating func readNibs(into resources: inout AppResources, language: String) {
            for (name, url) in choose(nibFiles, kind: "nibs", language: language) {
                switch access.read(url) {
                case .failure(let reason):
                    notes.append("cannot read \(access.relative(url)): \(reason)")
                    resources.unreadableNibs[name] = reason.description
                case .success(let data):
                    do throws(StoryboardError) {
                        resources.nibs[name] = try NibDocument(data: data)
                    } catch {
                        notes.append("\(access.relative(url)) cannot be read: \(error)")
                        resources.unreadableNibs[name] = error.description
                    }
                }
            }
        }

        // MARK: Strings (docs/uikit-rules.md 15.10)

        /// Each table of the development language: its `.lproj` file first, then Base.lproj's, then one outside
        /// any `.lproj`; a key the preferred file lacks is taken from the next.
        mutating func readStrings(language: String) -> [String: [String: String]] {
            func rank(_ lproj: String?) -> Int? {
                guard let lproj else { return 2 }
                if Self.languageCode(lproj) == language { return 0 }
                return lproj == "Base" ? 1 : nil
            }
            var tables: [String: [String: String]] = [:]
            let files = stringsFiles.compactMap { file in rank(file.lproj).map { (file, $0) } }
                .sorted { $0.1 > $1.1 }
            for (file, _) in files {
                let data: Data
                switch access.read(file.url) {
                case .failure(let reason):
                    notes.append("cannot read \(access.relative(file.url)): \(reason)")
                    continue
                case .success(let bytes):
                    data = bytes
                }
                do throws(StringsFile.ParseError) {
                    let table = file.catalog ? try StringsFile.parseCatalog(data, language: language)
                                             : try StringsFile.parseStrings(data)
                    tables[file.table, default: [:]].merge(table) { _, preferred in preferred }
                } catch {
                    notes.append("\(access.relative(file.url)) is not a strings \(file.catalog ? "catalog" : "file") "
                                 + "(\(error)); its strings are not used")
                }
            }
            return tables
        }
    }
}

/// Why an app folder cannot be served: it is not there, or nothing in it can start.
public struct AppFolderError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let description: String
}

extension AppFolder {
    /// Xcode marks a launch screen storyboard `launchScreen="YES"` on its `<document>`.
    static func isLaunchScreen(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        guard let document = head.range(of: "<document") else { return false }
        return head[document.upperBound...].prefix { $0 != ">" }.contains("launchScreen=\"YES\"")
    }
}
