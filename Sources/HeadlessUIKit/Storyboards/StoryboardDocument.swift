import Foundation

/// An iOS `.storyboard` file read into values: its scenes, their controllers and view trees, connections and
/// colour resources. Reading validates the file (see `StoryboardError`); what it does not model is skipped and
/// listed in `notes`, each with the line it was first seen on.
public struct StoryboardDocument: Sendable {
    public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// The `id` of the controller the entry-point arrow points at.
    public var initialViewControllerID: String?
    public var scenes: [StoryboardScene]
    /// `<namedColor>` resources by name (asset-catalog colours Xcode copies into the file).
    public var namedColors: [String: StoryboardColor]
    /// `<systemColor>` resources by name: the light-mode values Xcode copies into the file.
    public var systemColors: [String: StoryboardColor]
    /// `<image name= width= height=>` resources: the size Xcode recorded for each image the file uses.
    public var imageSizes: [String: CGSize] = [:]
    /// The device Interface Builder shows the file on (`<device id="retina6_12" orientation="portrait"/>`), when the
    /// file names one: `DeviceProfile.forStoryboardDevice(id:)` finds its profile (docs/uikit-rules.md 14.8).
    public var designDevice: StoryboardDesignDevice?
    /// What was skipped while reading, in order: unknown elements, attributes not modelled, constraints that could
    /// not be read (a bad attribute name, relation or number), size-class variations not applied.
    public var notes: [String]

    /// Reads and validates a storyboard from the file's bytes.
    public init(data: Data) throws(StoryboardError) {
        let root = try XMLElementNode.parse(data)
        var reader = StoryboardReader()
        self = try reader.read(root)
    }

    init(initialViewControllerID: String?, scenes: [StoryboardScene], namedColors: [String: StoryboardColor],
         systemColors: [String: StoryboardColor], notes: [String]) {
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.namedColors = namedColors
        self.systemColors = systemColors
        self.notes = notes
    }

    public var initialScene: StoryboardScene? {
        initialViewControllerID.flatMap { scene(controllerID: $0) }
    }

    public func scene(controllerID: String) -> StoryboardScene? {
        scenes.first { $0.controller.id == controllerID }
    }

    public func scene(storyboardIdentifier: String) -> StoryboardScene? {
        scenes.first { $0.controller.storyboardIdentifier == storyboardIdentifier }
    }

    /// The colour a `<color>` element stands for. System colours use the file's own resources first, then the
    /// runtime's light-mode values; a named colour missing from the file's resources (it lives in an asset catalog
    /// the runtime cannot read) gives nil.
    public func resolve(_ color: StoryboardColor) -> UIColor? {
        switch color {
        case let .rgb(red, green, blue, alpha):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha):
            return UIColor(white: white, alpha: alpha)
        case let .system(name):
            if let defined = systemColors[name], defined != color { return resolve(defined) }
            return StoryboardColor.builtInSystemColors[name]
        case let .named(name):
            guard let defined = namedColors[name], defined != color else { return nil }
            return resolve(defined)
        }
    }
}
