import Foundation
import HeadlessUIKit

/// Reads `.xcassets` folders (docs/uikit-rules.md 15.8, 15.9): image sets with each file's size from its own
/// header and its scale from Contents.json, and colour sets with their any- and dark-appearance colours. Folders
/// whose Contents.json says `provides-namespace` put their name and `/` before the names inside. App icons, launch
/// images and symbol sets are not read; data sets are (docs/uikit-rules.md 6.34).
struct AssetCatalogReader {
    let access: FolderAccess
    var images: [String: ImageAsset] = [:]
    var colors: [String: ColorAsset] = [:]
    var dataAssets: [String: DataAsset] = [:]
    var notes: [String] = []

    init(access: FolderAccess) {
        self.access = access
    }

    mutating func read(catalog: URL) {
        readFolder(catalog, namespace: "")
    }

    private mutating func readFolder(_ folder: URL, namespace: String) {
        for entry in access.entries(of: folder, notes: &notes) where entry.isDirectory {
            let (base, kind) = Self.split(entry.name)
            switch kind {
            case "imageset": readImageSet(entry.url, name: namespace + base)
            case "colorset": readColorSet(entry.url, name: namespace + base)
            case "dataset": readDataSet(entry.url, name: namespace + base)
            case "":
                let contents = json(entry.url.appendingPathComponent("Contents.json"), required: false)
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = (properties?["provides-namespace"] as? Bool) == true
                readFolder(entry.url, namespace: namespaced ? namespace + base + "/" : namespace)
            default:
                break
            }
        }
    }

    private static func split(_ name: String) -> (base: String, kind: String) {
        guard let dot = name.lastIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    private mutating func json(_ url: URL, required: Bool = true) -> [String: Any]? {
        guard access.fileExists(url) else {
            if required { notes.append("\(access.relative(url)) is missing; the set is skipped") }
            return nil
        }
        switch access.read(url) {
        case .failure(let reason):
            notes.append("cannot read \(access.relative(url)): \(reason)")
            return nil
        case .success(let data):
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                notes.append("\(access.relative(url)) is not a JSON object; skipped")
                return nil
            }
            return object
        }
    }

    /// Whether a Contents.json entry is for the dark appearance (`appearances: [{appearance: luminosity,
    /// value: dark}]`); entries for other appearances (high contrast) are left out.
    private static func appearance(_ entry: [String: Any]) -> String {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        if appearances.isEmpty { return "any" }
        if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { return "other" }
        if let luminosity = appearances.first(where: { ($0["appearance"] as? String) == "luminosity" }) {
            return (luminosity["value"] as? String) == "dark" ? "dark" : "any"
        }
        return "other"
    }

    private mutating func readImageSet(_ folder: URL, name: String) {
        guard images[name] == nil else {
            notes.append("image set '\(name)' is in more than one catalog; the first, by path, is used")
            return
        }
        guard let contents = json(folder.appendingPathComponent("Contents.json")) else { return }
        let entries = (contents["images"] as? [[String: Any]] ?? []).filter { $0["filename"] != nil }
        let anyAppearance = entries.filter { Self.appearance($0) == "any" }
        var representations: [ImageAsset.Representation] = []
        for entry in anyAppearance.isEmpty ? entries.filter({ Self.appearance($0) == "dark" }) : anyAppearance {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom) else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
            let file = folder.appendingPathComponent(filename)
            guard access.fileExists(file) else {
                notes.append("image set '\(name)': \(filename) is listed in Contents.json but missing")
                continue
            }
            let data: Data
            switch access.read(file) {
            case .failure(let reason):
                notes.append("image set '\(name)': cannot read \(filename): \(reason)")
                continue
            case .success(let bytes):
                data = bytes
            }
            switch ImageHeader.size(of: data, fileExtension: URL(fileURLWithPath: filename).pathExtension) {
            case let .pixels(width, height)?:
                representations.append(.init(scale: CGFloat(scale), idiom: idiom,
                                             size: CGSize(width: Double(width) / scale, height: Double(height) / scale),
                                             data: data))
            case let .points(width, height)?:
                // A vector file's page size is already in points, at every scale.
                representations.append(.init(scale: CGFloat(scale), idiom: idiom, size: CGSize(width: width, height: height)))
            case nil:
                notes.append("image set '\(name)': the size of \(filename) cannot be read from its header "
                             + "(PNG, JPEG, GIF, PDF and SVG can); left out")
            }
        }
        guard !representations.isEmpty else {
            notes.append("image set '\(name)' has no image file whose size could be read: UIImage(named: \"\(name)\") is nil")
            return
        }
        images[name] = ImageAsset(representations: representations)
    }

    /// A data set (docs/uikit-rules.md 6.34): each `data` entry's file, by idiom, with its type identifier.
    private mutating func readDataSet(_ folder: URL, name: String) {
        guard dataAssets[name] == nil else {
            notes.append("data set '\(name)' is in more than one catalog; the first, by path, is used")
            return
        }
        guard let contents = json(folder.appendingPathComponent("Contents.json")) else { return }
        var representations: [DataAsset.Representation] = []
        for entry in contents["data"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom) else { continue }
            switch access.read(folder.appendingPathComponent(filename)) {
            case .failure(let reason):
                notes.append("data set '\(name)': cannot read \(filename): \(reason)")
            case .success(let data):
                let type = entry["universal-type-identifier"] as? String ?? "public.data"
                representations.append(.init(idiom: idiom, data: data, typeIdentifier: type))
            }
        }
        guard !representations.isEmpty else {
            notes.append("data set '\(name)' has no readable file: NSDataAsset(name: \"\(name)\") is nil")
            return
        }
        dataAssets[name] = DataAsset(representations: representations)
    }

    private mutating func readColorSet(_ folder: URL, name: String) {
        guard colors[name] == nil else {
            notes.append("colour set '\(name)' is in more than one catalog; the first, by path, is used")
            return
        }
        guard let contents = json(folder.appendingPathComponent("Contents.json")) else { return }
        var any: UIColor?
        var dark: UIColor?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom) else { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            guard let value = Self.color(color) else {
                notes.append("colour set '\(name)': a colour that is not given by components "
                             + "(\(color["reference"] as? String ?? "unknown form")) is not read")
                continue
            }
            switch Self.appearance(entry) {
            case "any" where any == nil: any = value
            case "dark" where dark == nil: dark = value
            default: break
            }
        }
        guard let any = any ?? dark else {
            notes.append("colour set '\(name)' has no colour: UIColor(named: \"\(name)\") is nil")
            return
        }
        colors[name] = ColorAsset(any: any, dark: any === dark ? nil : dark)
    }

    /// A colour's components as Xcode writes them: `"0.500"` (a fraction), `"0x80"` (a hex byte) or `"128"` (an
    /// integer byte, 0-255); gray colour spaces give `white` instead of red, green and blue.
    static func color(_ color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            let raw: String
            if let text = components[key] as? String { raw = text.trimmingCharacters(in: .whitespaces) }
            else if let number = components[key] as? Double { return CGFloat(number) }
            else { return nil }
            if raw.lowercased().hasPrefix("0x") { return Int(raw.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if raw.contains(".") { return Double(raw).map { CGFloat($0) } }
            guard let byte = Int(raw) else { return nil }
            // Xcode writes alpha as a fraction in every mode: an integer alpha of 0 or 1 is that fraction.
            return key == "alpha" && byte <= 1 ? CGFloat(byte) : CGFloat(byte) / 255
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
