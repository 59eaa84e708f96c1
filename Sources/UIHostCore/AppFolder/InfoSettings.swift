import Foundation
import HeadlessUIKit

/// What an app's Info.plist says that the host uses (docs/uikit-rules.md 15.1-15.4), with build-setting variables
/// substituted. Everything else in the file is ignored, the launch screen included.
public struct InfoSettings: Equatable, Sendable {
    /// `UIMainStoryboardFile`, without a `.storyboard` extension.
    public var mainStoryboardFile: String?
    /// `UILaunchStoryboardName`: known so that it is not loaded as one of the app's storyboards.
    public var launchStoryboardName: String?
    public var sceneManifest: SceneManifest?
    /// `UISupportedInterfaceOrientations` and `UISupportedInterfaceOrientations~ipad`.
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask?
    public var padSupportedInterfaceOrientations: UIInterfaceOrientationMask?
    /// `CFBundleDevelopmentRegion`.
    public var developmentRegion: String?
    /// `CFBundleName` (or `CFBundleDisplayName`) when it is a plain name, not a build-setting variable.
    public var bundleName: String?
    /// `UIViewControllerBasedStatusBarAppearance` (docs/uikit-rules.md 6.27); nil when absent (true).
    public var viewControllerBasedStatusBarAppearance: Bool?
    /// `UIStatusBarHidden` (docs/uikit-rules.md 11.167); nil when absent (shown).
    public var statusBarHidden: Bool?

    public init() {}

    /// Reads the keys the host uses from a parsed Info.plist. `appName` is what `$(PRODUCT_NAME)` and the other name
    /// variables stand for; what cannot be used is added to `notes`.
    public init(plist: [String: Any], appName: String, notes: inout [String]) {
        let variables = BuildSettingVariables(appName: appName)
        func string(_ key: String) -> String? {
            guard let raw = plist[key] else { return nil }
            guard let text = raw as? String else {
                notes.append("Info.plist: \(key) is not a string; ignored")
                return nil
            }
            return variables.substitute(text, notes: &notes)
        }
        mainStoryboardFile = string("UIMainStoryboardFile").map(Self.storyboardName).flatMap { $0.isEmpty ? nil : $0 }
        launchStoryboardName = string("UILaunchStoryboardName").map(Self.storyboardName)
        developmentRegion = string("CFBundleDevelopmentRegion")
        for key in ["CFBundleName", "CFBundleDisplayName"] {
            if bundleName == nil, let raw = plist[key] as? String, !raw.contains("$"), !raw.isEmpty { bundleName = raw }
        }
        supportedInterfaceOrientations = Self.orientations(plist["UISupportedInterfaceOrientations"],
                                                           key: "UISupportedInterfaceOrientations", notes: &notes)
        padSupportedInterfaceOrientations = Self.orientations(plist["UISupportedInterfaceOrientations~ipad"],
                                                              key: "UISupportedInterfaceOrientations~ipad", notes: &notes)
        viewControllerBasedStatusBarAppearance = Self.flag(plist, "UIViewControllerBasedStatusBarAppearance", notes: &notes)
        statusBarHidden = Self.flag(plist, "UIStatusBarHidden", notes: &notes)
        if let manifest = plist["UIApplicationSceneManifest"] {
            sceneManifest = Self.sceneManifest(manifest, variables: variables, notes: &notes)
        }
    }

    /// A Boolean key's value; nil when absent, or (with a note) when it is not a Boolean.
    private static func flag(_ plist: [String: Any], _ key: String, notes: inout [String]) -> Bool? {
        guard let raw = plist[key] else { return nil }
        guard let flag = raw as? Bool else {
            notes.append("Info.plist: \(key) is not a Boolean; ignored")
            return nil
        }
        return flag
    }

    /// `Main.storyboard` and `Main` both name the storyboard `Main`.
    static func storyboardName(_ value: String) -> String {
        value.hasSuffix(".storyboard") ? String(value.dropLast(".storyboard".count)) : value
    }

    static let orientationNames: [String: UIInterfaceOrientationMask] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    private static func orientations(_ value: Any?, key: String, notes: inout [String]) -> UIInterfaceOrientationMask? {
        guard let value else { return nil }
        guard let names = value as? [Any] else {
            notes.append("Info.plist: \(key) is not an array; ignored")
            return nil
        }
        var mask: UIInterfaceOrientationMask = []
        for name in names {
            if let name = name as? String, let orientation = orientationNames[name] {
                mask.insert(orientation)
            } else {
                notes.append("Info.plist: \(key) has '\(name)', which is not an interface orientation; ignored")
            }
        }
        if mask.isEmpty {
            notes.append("Info.plist: \(key) allows no orientation; ignored")
            return nil
        }
        return mask
    }

    private static func sceneManifest(_ value: Any, variables: BuildSettingVariables, notes: inout [String]) -> SceneManifest? {
        guard let manifest = value as? [String: Any] else {
            notes.append("Info.plist: UIApplicationSceneManifest is not a dictionary; ignored")
            return nil
        }
        func text(_ entry: [String: Any], _ key: String) -> String? {
            (entry[key] as? String).map { variables.substitute($0, notes: &notes) }
        }
        var result = SceneManifest(supportsMultipleScenes: (manifest["UIApplicationSupportsMultipleScenes"] as? Bool) ?? false)
        let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        let entries = roles["UIWindowSceneSessionRoleApplication"] as? [Any] ?? []
        for case let entry as [String: Any] in entries {
            result.configurations.append(SceneManifest.Configuration(
                name: text(entry, "UISceneConfigurationName"),
                delegateClassName: text(entry, "UISceneDelegateClassName"),
                storyboardName: text(entry, "UISceneStoryboardFile").map(storyboardName),
                sceneClassName: text(entry, "UISceneClassName")))
        }
        return result
    }
}

/// Xcode's build-setting references in Info values (docs/uikit-rules.md 15.2): `$(NAME)`, `${NAME}` and
/// `$(NAME:modifier)`. The name settings (`PRODUCT_NAME`, `TARGET_NAME`, `EXECUTABLE_NAME`, `PROJECT_NAME`) are the
/// app's name, `PRODUCT_MODULE_NAME` that name as a Swift identifier, `DEVELOPMENT_LANGUAGE` `en`; any other
/// reference stays as written, with a note.
struct BuildSettingVariables {
    let values: [String: String]

    init(appName: String) {
        values = [
            "PRODUCT_NAME": appName, "TARGET_NAME": appName, "EXECUTABLE_NAME": appName, "PROJECT_NAME": appName,
            "PRODUCT_MODULE_NAME": Self.identifier(appName), "DEVELOPMENT_LANGUAGE": "en",
        ]
    }

    /// `name` as a C99/Swift identifier: every character that cannot be in one becomes `_`, and a leading digit
    /// gets a `_` before it.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// `name` as an RFC 1034 identifier (for bundle identifiers): every character but letters, digits, `-` and `.`
    /// becomes `-`.
    static func rfc1034(_ name: String) -> String {
        String(name.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." ? $0 : "-" })
    }

    func substitute(_ text: String, notes: inout [String]) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closing(rest[afterDollar]),
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            let parts = reference.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            if var value = values[name] {
                for modifier in parts.dropFirst().first?.split(separator: ",") ?? [] {
                    switch modifier {
                    case "rfc1034identifier": value = Self.rfc1034(value)
                    case "c99extidentifier", "identifier": value = Self.identifier(value)
                    case "lower": value = value.lowercased()
                    case "upper": value = value.uppercased()
                    default: notes.append("Info.plist: the modifier '\(modifier)' of $(\(reference)) is not known; ignored")
                    }
                }
                result += value
            } else {
                notes.append("Info.plist: the build setting $(\(reference)) in '\(text)' is not known; left as written")
                result += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(_ open: Character) -> Character? {
        open == "(" ? ")" : open == "{" ? "}" : nil
    }
}
