import Foundation

/// The contents of an Interface Builder `.xib` file, from which its top-level objects are made as often as asked
/// (docs/uikit-rules.md 8.24-8.29). The file is read as Xcode saves it (there is no compiled `.nib`); its views,
/// cells, constraints, outlets and actions are built as a storyboard's are.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UINib {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of the objects that stand for the nib's external-object placeholders, by their
        /// identifiers (docs/uikit-rules.md 8.37).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Our addition: the file's name (without `.xib`), or `"(data)"` for a nib made from bytes.
    public let name: String
    private let loaded: Result<NibDocument, StoryboardError>
    /// Builds the views and takes the notes: one per nib, so a nib instantiated for every cell notes things once.
    private var builderStoryboard: UIStoryboard?

    /// Our addition: a nib from a file already read.
    public init(document: NibDocument, name: String) {
        self.name = name
        loaded = .success(document)
    }

    /// The app's nib `name`: from the host's app folder when the bundle is nil or the main bundle and the app has it
    /// (8.27), else `<name>.xib` (or `Base.lproj/<name>.xib`) in the bundle. As in UIKit, a missing or broken file is
    /// an error only when the nib is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        loaded = Self.load(named: name, in: bundleOrNil ?? .main)
    }

    /// A nib from the bytes of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        loaded = Result { () throws(StoryboardError) in try NibDocument(data: data) }
    }

    /// Our addition: the file as read, or why it could not be.
    public var document: Result<NibDocument, StoryboardError> { loaded }

    /// Our addition: what building the nib's objects skipped or could not resolve, each once, in order.
    public var notes: [String] { builderStoryboard?.notes ?? [] }

    /// Makes the nib's top-level objects, in the order of the file, with the File's Owner's outlets and actions
    /// connected to `ownerOrNil` (8.26). Every object made gets `awakeFromNib` once all connections are made.
    /// Where UIKit raises (a nib that cannot be found or read), the problem is reported and no objects are made.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let document: NibDocument
        switch loaded {
        case .success(let read): document = read
        case .failure(let error):
            Runtime.current.report("UINib '\(name)' could not be instantiated: \(error)")
            return []
        }
        let storyboard = builderStoryboard ?? {
            let made = UIStoryboard(document: document.contents, name: name)
            made.fileKind = "nib"
            builderStoryboard = made
            return made
        }()
        let owner = ownerOrNil.map { $0 as AnyObject }
        var scene = document.scene
        let external = resolveExternalObjects(of: document, in: &scene, options: optionsOrNil)
        if owner == nil {
            // Without an owner, the File's Owner's connections are not made, and say nothing (8.26).
            let ownerID = scene.controller.id
            scene.outlets.removeAll { $0.source == ownerID || $0.destination == ownerID }
            scene.actions.removeAll { $0.source == ownerID || $0.destination == ownerID }
        }
        var builder = StoryboardViewBuilder(storyboard: storyboard, scene: scene)
        var objects: [AnyObject] = document.topLevelObjects.map { builder.build($0) }
        // docs/uikit-rules.md 8.42: gesture recognizers take their places among the top-level objects.
        for element in scene.gestureRecognizers {
            let recognizer = builder.makeGestureRecognizer(element)
            objects.insert(recognizer, at: min(element.topLevelIndex ?? objects.count, objects.count))
        }
        if let owner { builder.objects[scene.controller.id] = owner }
        builder.objects.merge(external) { _, given in given }
        builder.installConstraints()
        builder.connectOutlets()
        builder.connectActions(to: owner)
        for case let view as UIView in objects { builder.awakeViews(under: view) }
        return objects
    }

    /// docs/uikit-rules.md 8.37: the objects `options[.externalObjects]` gives for the nib's external-object
    /// placeholders, by placeholder id. A placeholder without one is reported with the fix (UIKit raises), and its
    /// connections are left out; objects given for identifiers the nib does not have are ignored, as in UIKit.
    private func resolveExternalObjects(of document: NibDocument, in scene: inout StoryboardScene,
                                        options: [UINib.OptionsKey: Any]?) -> [String: AnyObject] {
        let given = options?[.externalObjects] as? [String: Any] ?? [:]
        if options?[.externalObjects] != nil, options?[.externalObjects] is [String: Any] == false {
            Runtime.current.report("UINib '\(name)': options[.externalObjects] is not a [String: Any] of objects by "
                                   + "identifier; it is ignored")
        }
        var resolved: [String: AnyObject] = [:]
        for (id, identifier) in document.externalObjects {
            if let object = given[identifier] {
                resolved[id] = object as AnyObject
                continue
            }
            Runtime.current.report("UINib '\(name)' has an external object '\(identifier)' that options[.externalObjects] "
                                   + "does not give; its connections are not made. Fix: instantiate(withOwner:options: "
                                   + "[.externalObjects: [\"\(identifier)\": object]])")
            scene.outlets.removeAll { $0.source == id || $0.destination == id }
            scene.actions.removeAll { $0.source == id || $0.destination == id }
        }
        return resolved
    }

    /// The nib's first top-level object of `type`, for registrations: UIKit wants exactly one top-level object there.
    func instantiateOnly<Object: UIView>(_ kind: Object.Type, for registration: String) -> Object? {
        let objects = instantiate(withOwner: nil)
        guard let found = objects.first(where: { $0 is Object }) as? Object else {
            let found = objects.map { String(describing: Swift.type(of: $0)) }.joined(separator: ", ")
            Runtime.current.report("\(registration): the nib '\(name)' has no top-level \(Object.self) (it has: \(found)). "
                                   + "Fix: make the \(Object.self) the nib's only top-level object")
            return nil
        }
        if objects.count > 1 {
            Runtime.current.report("\(registration): the nib '\(name)' has \(objects.count) top-level objects; "
                                   + "UIKit requires exactly one. The first \(Object.self) is used")
        }
        return found
    }

    private static func load(named name: String, in bundle: Bundle) -> Result<NibDocument, StoryboardError> {
        if bundle === Bundle.main, let resources = Runtime.current.resources {
            if let document = resources.nibs[name] { return .success(document) }
            if let reason = resources.unreadableNibs[name] {
                return .failure(.unreadableResource(path: "\(name).xib", reason: reason))
            }
        }
        guard let url = bundle.url(forResource: name, withExtension: "xib")
            ?? bundle.url(forResource: name, withExtension: "xib", subdirectory: "Base.lproj")
        else { return .failure(.nibNotFound(name: name, bundlePath: bundle.bundlePath)) }
        do {
            let data = try Data(contentsOf: url)
            return Result { () throws(StoryboardError) in try NibDocument(data: data) }
        } catch {
            return .failure(.unreadableResource(path: url.path, reason: error.localizedDescription))
        }
    }

    /// Whether the app's folder or the bundle has a nib called `name` (for a controller's nib found by its class name).
    static func exists(named name: String, in bundle: Bundle) -> Bool {
        if bundle === Bundle.main, let resources = Runtime.current.resources,
           resources.nibs[name] != nil || resources.unreadableNibs[name] != nil {
            return true
        }
        return bundle.url(forResource: name, withExtension: "xib") != nil
            || bundle.url(forResource: name, withExtension: "xib", subdirectory: "Base.lproj") != nil
    }
}

extension Bundle {
    /// The top-level objects of the nib `name` (8.27), made with `owner` as its File's Owner; nil when the nib cannot
    /// be found or read (reported; UIKit raises).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        if case .failure = nib.document {
            _ = nib.instantiate(withOwner: owner, options: options)
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
