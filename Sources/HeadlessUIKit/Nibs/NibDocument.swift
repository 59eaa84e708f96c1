import Foundation

/// An iOS `.xib` file read into values (docs/uikit-rules.md 8.24): its top-level objects in file order, the File's
/// Owner and First Responder placeholders, and every connection. Views inside are the same elements a storyboard
/// scene holds, so a nib's views, constraints, cells, outlets and actions are built exactly as a storyboard's are.
public struct NibDocument: Sendable {
    public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// The id of the File's Owner placeholder (`-1` in files Xcode writes) and the class Interface Builder gives it.
    public var ownerID: String?
    public var ownerClass: String?
    /// The external-object placeholders (8.37), in the order of the file: each one's id and its identifier, the
    /// key under which `UINib.OptionsKey.externalObjects` gives the object that stands for it.
    public var externalObjects: [(id: String, identifier: String)] = []
    /// The top-level views and cells, in the order of the file: `UINib.instantiate` returns them in this order.
    public var topLevelObjects: [StoryboardViewElement]
    /// What was skipped while reading, as for storyboards (`StoryboardDocument.notes`).
    public var notes: [String] { contents.notes }
    public var designDevice: StoryboardDesignDevice? { contents.designDevice }

    /// The nib as a one-scene storyboard whose controller stands for the File's Owner: colour and image resources,
    /// and the scene's connections (`scene.outlets`, `scene.actions`), each naming its source's id.
    var contents: StoryboardDocument

    var scene: StoryboardScene { contents.scenes[0] }

    /// Reads a nib from the `.xib` file's bytes. Throws `StoryboardError` for bytes that are not XML, a document
    /// that is not an iOS XIB (a storyboard is refused with the fix), or an id used twice.
    public init(data: Data) throws(StoryboardError) {
        let root = try XMLElementNode.parse(data)
        var reader = StoryboardReader()
        self = try reader.readNib(root)
    }

    init(ownerID: String?, ownerClass: String?, topLevelObjects: [StoryboardViewElement], contents: StoryboardDocument) {
        self.ownerID = ownerID
        self.ownerClass = ownerClass
        self.topLevelObjects = topLevelObjects
        self.contents = contents
    }
}

extension StoryboardReader {
    /// Top-level elements of a nib that are not views: made by UIKit, but not modelled here.
    private static let nibObjectsNotModelled: Set<String> = [
        "customObject", "hoverGestureRecognizer", "navigationItem", "barButtonItem", "tabBarItem",
        "searchDisplayController",
    ]

    /// Reads a `.xib` document (docs/uikit-rules.md 8.24): `<objects>` holds the placeholders, then the top-level
    /// objects; resources and the design device are read as a storyboard's.
    mutating func readNib(_ root: XMLElementNode) throws(StoryboardError) -> NibDocument {
        guard root.name == "document" else { throw .notANib(found: "<\(root.name)>") }
        guard root["type"] == NibDocument.documentType else {
            throw .notANib(found: root["type"] ?? "(no type attribute)")
        }
        _ = try Self.uniqueIDs(in: root)
        var shared = SharedParts()
        var ownerID: String?, ownerClass: String?, ownerModule: String?, firstResponderID: String?
        var topLevel: [StoryboardViewElement] = []
        var gestureRecognizers: [StoryboardGestureRecognizer] = []
        var objectsNodes: [XMLElementNode] = []
        var externalObjects: [(id: String, identifier: String)] = []
        for child in root.children {
            guard child.name == "objects" else {
                readSharedPart(child, of: root, into: &shared)
                continue
            }
            objectsNodes.append(child)
            for object in child.children {
                switch object.name {
                case "placeholder" where object["placeholderIdentifier"] == "IBFilesOwner":
                    (ownerID, ownerClass, ownerModule) = (object["id"], object["customClass"], object["customModule"])
                case "placeholder" where object["placeholderIdentifier"] == "IBFirstResponder":
                    firstResponderID = object["id"]
                case "placeholder":
                    // docs/uikit-rules.md 8.37: any other placeholder is an external object, named by its identifier.
                    guard let id = object["id"], let identifier = object["placeholderIdentifier"] else {
                        notes.skipped(object, "without id or placeholderIdentifier; skipped", kind: "placeholder:malformed")
                        continue
                    }
                    externalObjects.append((id, identifier))
                case _ where StoryboardGestureRecognizer.elementNames.contains(object.name):
                    // docs/uikit-rules.md 8.42: a top-level object in its place among the views.
                    var recognizer = readGestureRecognizer(object)
                    recognizer.topLevelIndex = topLevel.count + gestureRecognizers.count
                    gestureRecognizers.append(recognizer)
                case _ where Self.nibObjectsNotModelled.contains(object.name)
                    || StoryboardController.Kind.elementNames.contains(object.name):
                    notes.skipped(object, "top-level object is not instantiated; skipped")
                default:
                    var view = readView(object)
                    view.isNibTopLevel = true
                    topLevel.append(view)
                }
            }
        }
        // The File's Owner stands where a storyboard scene's controller stands: connections to it reach the owner.
        let owner = StoryboardController(
            kind: .viewController, id: ownerID ?? "-1", customClass: ownerClass, customModule: ownerModule,
            storyboardIdentifier: nil, title: nil, view: nil, navigationItemTitle: nil, tabBarItemTitle: nil,
            runtimeAttributes: [], referencedStoryboardName: nil, referencedIdentifier: nil, line: root.line,
            pageTransitionStyle: nil, pageNavigationOrientation: nil)
        var scene = StoryboardScene(sceneID: "", controller: owner, firstResponderID: firstResponderID, exitIDs: [],
                                    outlets: [], actions: [], segues: [], line: root.line)
        scene.gestureRecognizers = gestureRecognizers
        for objects in objectsNodes { collectConnections(in: objects, into: &scene) }
        var contents = StoryboardDocument(initialViewControllerID: nil, scenes: [scene],
                                          namedColors: shared.namedColors, systemColors: shared.systemColors,
                                          notes: notes.lines)
        contents.imageSizes = shared.imageSizes
        contents.designDevice = shared.designDevice
        var document = NibDocument(ownerID: ownerID, ownerClass: ownerClass, topLevelObjects: topLevel, contents: contents)
        document.externalObjects = externalObjects
        return document
    }
}
