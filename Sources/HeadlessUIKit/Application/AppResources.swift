import Foundation

/// Our addition: what an app's bundle holds, as plain values (docs/uikit-rules.md 15): its storyboards, asset
/// catalog images and colours, and the development language's strings. The runtime does no I/O: the host reads an
/// app folder (`uihost serve --app-dir`) and hands this over in `HeadlessHost.LaunchOptions.resources`. Then
/// `UIStoryboard(name:bundle:)`, storyboard references, `UIImage(named:)`, `UIColor(named:)` and
/// `NSLocalizedString` answer from it.
public struct AppResources: Sendable {
    /// The app's name (the folder's, or Info's `CFBundleName`).
    public var appName: String
    /// Info's `CFBundleDevelopmentRegion` with variables substituted (`en` when absent).
    public var developmentRegion: String
    /// Every storyboard the app can load, by name (the file name without `.storyboard`).
    public var storyboards: [String: StoryboardDocument]
    /// Storyboards the folder has but that could not be read, by name: why. Loading one is an error then.
    public var unreadableStoryboards: [String: String]
    /// Launch screen storyboards (`UILaunchStoryboardName`, or a file Xcode marked `launchScreen="YES"`): not
    /// loaded, since the system shows them before the app runs; a reference to one is an error when performed.
    public var launchStoryboardNames: Set<String>
    /// Asset catalog image sets by name (`Folder/Name` inside a namespace folder).
    public var images: [String: ImageAsset]
    /// Asset catalog colour sets by name.
    public var colors: [String: ColorAsset]
    /// The development language's strings tables by table name (`Localizable` for `Localizable.strings` or
    /// `Localizable.xcstrings`): key → value.
    public var strings: [String: [String: String]]
    /// What reading the folder skipped or could not use, in order: reported to the host's problems at launch.
    public var notes: [String]
    /// Info's `UIViewControllerBasedStatusBarAppearance`: false lets the app's own status bar style and visibility
    /// (`UIApplication.statusBarStyle`, `isStatusBarHidden`) decide instead of its controllers' (6.27).
    public var viewControllerBasedStatusBarAppearance = true
    /// Info's `UIStatusBarHidden`: the status bar is hidden when the app launches. With controller-based appearance
    /// the controllers decide from then on; without it (above) the bar stays hidden until the app shows it (11.167).
    public var statusBarHiddenAtLaunch = false
    /// Every nib the app can load, by name (the file name without `.xib`; docs/uikit-rules.md 8.27).
    public var nibs: [String: NibDocument] = [:]
    /// Asset catalog data sets by name (docs/uikit-rules.md 6.34): what `NSDataAsset(name:)` answers.
    public var dataAssets: [String: DataAsset] = [:]
    /// Nibs the folder has but that could not be read, by name: why. Loading one reports it.
    public var unreadableNibs: [String: String] = [:]

    public init(appName: String, developmentRegion: String = "en", storyboards: [String: StoryboardDocument] = [:],
                unreadableStoryboards: [String: String] = [:], launchStoryboardNames: Set<String> = [],
                images: [String: ImageAsset] = [:], colors: [String: ColorAsset] = [:],
                strings: [String: [String: String]] = [:], notes: [String] = []) {
        self.appName = appName
        self.developmentRegion = developmentRegion
        self.storyboards = storyboards
        self.unreadableStoryboards = unreadableStoryboards
        self.launchStoryboardNames = launchStoryboardNames
        self.images = images
        self.colors = colors
        self.strings = strings
        self.notes = notes
    }
}

/// An asset catalog image set: one representation per scale (and idiom) the set's Contents.json lists with a file.
public struct ImageAsset: Sendable, Equatable {
    public struct Representation: Sendable, Equatable {
        /// `1x`, `2x`, `3x` → 1, 2, 3; a single-scale (vector) entry has scale 1.
        public var scale: CGFloat
        /// `universal`, `iphone`, `ipad`...
        public var idiom: String
        /// The image's size in points: its pixel size (from the file's own header) divided by `scale`; for a
        /// vector PDF or SVG, its page or canvas size.
        public var size: CGSize
        /// The file's bytes, which the screenshots decode and draw (PNG or JPEG, docs/uikit-rules.md 19.11); nil
        /// where the host did not read them.
        public var data: Data?

        public init(scale: CGFloat, idiom: String = "universal", size: CGSize, data: Data? = nil) {
            self.scale = scale
            self.idiom = idiom
            self.size = size
            self.data = data
        }
    }

    public var representations: [Representation]

    public init(representations: [Representation]) {
        self.representations = representations
    }

    /// The representation a device of `scale` and `idiom` uses (docs/uikit-rules.md 15.8): its own idiom's
    /// entries if it has any, else `universal` ones; among them the exact scale, else the nearest larger one, else
    /// the largest smaller one.
    public func representation(scale: CGFloat, idiom: UIUserInterfaceIdiom) -> Representation? {
        let idiomName = idiom == .pad ? "ipad" : "iphone"
        let own = representations.filter { $0.idiom == idiomName }
        let candidates = own.isEmpty ? representations.filter { $0.idiom == "universal" } : own
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        if let larger = candidates.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return larger }
        return candidates.max { $0.scale < $1.scale }
    }
}

/// An asset catalog colour set: the colour for any appearance and, when the set has one, the dark appearance's.
/// Resolving per trait collection is not done here (docs/uikit-rules.md 15.9): `UIColor(named:)` answers the
/// any-appearance colour with the dark one in `darkVariant`.
public struct ColorAsset: Sendable, Equatable {
    public var any: UIColor
    public var dark: UIColor?

    public init(any: UIColor, dark: UIColor? = nil) {
        self.any = any
        self.dark = dark
    }
}

/// An asset catalog data set (docs/uikit-rules.md 6.34): one file's bytes per device idiom the set's Contents.json
/// lists (`universal`, `iphone`, `ipad`), with its type identifier.
public struct DataAsset: Sendable, Equatable {
    public struct Representation: Sendable, Equatable {
        public var idiom: String
        public var data: Data
        /// The entry's `universal-type-identifier`; `public.data` when it gives none.
        public var typeIdentifier: String

        public init(idiom: String, data: Data, typeIdentifier: String) {
            self.idiom = idiom
            self.data = data
            self.typeIdentifier = typeIdentifier
        }
    }

    public var representations: [Representation]

    public init(representations: [Representation]) {
        self.representations = representations
    }

    /// The representation for a device: its idiom's (`phone` → `iphone`, `pad` → `ipad`), else the universal one.
    func representation(idiom: UIUserInterfaceIdiom) -> Representation? {
        let name = idiom == .pad ? "ipad" : "iphone"
        return representations.first { $0.idiom == name } ?? representations.first { $0.idiom == "universal" }
    }
}
