import Foundation

/// A class whose objects an item provider can hand out (docs/uikit-rules.md 6.64). The type identifiers are
/// uniform type identifiers; an object loads as this class when the provider holds an object registered under one
/// of them.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object of this class from one another provider registered under `typeIdentifier`
    /// (UIHost's stand-in for Apple's data-based `object(withItemProviderData:typeIdentifier:)`: objects stay in the
    /// app, so a conversion works on the object itself). Nil when it cannot.
    static func _itemProviderObject(from object: AnyObject, typeIdentifier: String) -> Self?
}

extension NSItemProviderReading {
    /// An app's own reading class loads objects of its own class (its data-based initializer is not called).
    public static func _itemProviderObject(from object: AnyObject, typeIdentifier: String) -> Self? {
        object as? Self
    }
}

/// A class whose objects an item provider can be made from (docs/uikit-rules.md 6.64).
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    public static func _itemProviderObject(from object: AnyObject, typeIdentifier: String) -> Self? {
        object as? Self
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
    public static func _itemProviderObject(from object: AnyObject, typeIdentifier: String) -> Self? {
        object as? Self
    }
}

/// Carries data between parts of an app in a drag (docs/uikit-rules.md 6.64). UIHost's item providers hold the
/// objects registered with them (drags stay inside one app); loading hands out an object of the class asked for,
/// made from a registered object whose type identifier that class reads. Completion handlers run asynchronously
/// on the main queue (Apple: an arbitrary queue). Not modelled: data and file representations
/// (`registerDataRepresentation`, `loadDataRepresentation`, `loadFileRepresentation`), suggested names' use,
/// visibility, other apps.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSItemProvider: NSObject {
    private var registered: [(typeIdentifiers: [String], load: () -> AnyObject?)] = []
    open var suggestedName: String?

    public override init() { super.init() }

    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Who may load a registration (kept for the signature: drags never leave the app here).
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0, team = 1, group = 2, ownProcess = 3
    }

    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        registered.append((type(of: object).writableTypeIdentifiersForItemProvider, { object }))
    }

    open func registerObject(ofClass aClass: NSItemProviderWriting.Type, visibility: RepresentationVisibility,
                             loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?) {
        registered.append((aClass.writableTypeIdentifiersForItemProvider, {
            var loaded: NSItemProviderWriting?
            _ = loadHandler { object, _ in loaded = object }
            return loaded
        }))
    }

    /// The type identifiers registered, in registration order.
    open var registeredTypeIdentifiers: [String] { registered.flatMap(\.typeIdentifiers) }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { Self.conforms($0, to: typeIdentifier) }
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        registered.contains { entry in
            entry.typeIdentifiers.contains { id in aClass.readableTypeIdentifiersForItemProvider.contains { Self.conforms(id, to: $0) } }
        }
    }

    /// The object of class `aClass` this provider gives now, nil when it gives none.
    func object(ofClass aClass: NSItemProviderReading.Type) -> NSItemProviderReading? {
        for entry in registered {
            for id in entry.typeIdentifiers where aClass.readableTypeIdentifiersForItemProvider.contains(where: { Self.conforms(id, to: $0) }) {
                if let object = entry.load(), let made = aClass._itemProviderObject(from: object, typeIdentifier: id) {
                    return made
                }
            }
        }
        return nil
    }

    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let object = self.object(ofClass: aClass)
        let error: Error? = object == nil ? ItemProviderError.cannotLoad(String(describing: aClass), registeredTypeIdentifiers) : nil
        MainRunLoop.current.perform("NSItemProvider.loadObject") {
            progress.completedUnitCount = 1
            completionHandler(object, error)
        }
        return progress
    }

    /// True when a registered identifier is `typeIdentifier` or one UIHost knows to conform to it.
    static func conforms(_ identifier: String, to typeIdentifier: String) -> Bool {
        if identifier == typeIdentifier || typeIdentifier == "public.item" || typeIdentifier == "public.data" { return true }
        switch typeIdentifier {
        case "public.text": return identifier.hasSuffix("plain-text") || identifier == "public.text"
        case "public.plain-text": return identifier == "public.utf8-plain-text"
        case "public.image": return ["public.png", "public.jpeg", "public.image"].contains(identifier)
        default: return false
        }
    }
}

/// Why an item provider could not load an object.
public enum ItemProviderError: Error, CustomStringConvertible {
    case cannotLoad(String, [String])

    public var description: String {
        switch self {
        case .cannotLoad(let name, let registered):
            "NSItemProvider cannot load a \(name): it holds \(registered) and \(name) reads none of them; "
                + "check canLoadObject(ofClass:) first or register an object of that class"
        }
    }
}
