import Foundation

/// The scenes of an Xcode `.storyboard` file, from which view controllers are made (docs/uikit-rules.md 8.1, 8.2).
///
/// The file is read as Xcode saves it (there is no compiled `.storyboardc`). Class, outlet and action names resolve
/// through the registry (`UIStoryboard.register`, `registerOutlet`, `UIResponder.registerAction`). Each view's
/// `<constraints>` are installed once its scene's views are built (docs/uikit-rules.md 8.5-8.11). View controller,
/// table view, navigation, tab bar, split and page controller scenes are instantiated, containers with
/// their relationship children; collection view controller scenes are made as plain controllers; storyboard references
/// are made from the storyboard they name, which the app's resources hold (docs/uikit-rules.md 15.6). Segues are
/// performed as `UIStoryboardSegue`s (see `UIViewController.performSegue`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIStoryboard {
    public let name: String
    /// Our addition: the file as read.
    public let document: StoryboardDocument
    /// Our addition: what instantiating skipped or could not resolve (a class that fell back to its base class, an
    /// outlet or action nothing registered...), each once, in order. Each is also reported to the host's problems.
    public private(set) var notes: [String] = []
    private var noted: Set<String> = []
    /// What the notes call the file: a nib's views are built by a storyboard object too (docs/uikit-rules.md 8.24).
    var fileKind = "storyboard"

    /// Our addition: a storyboard from a document already read.
    public init(document: StoryboardDocument, name: String) {
        self.document = document
        self.name = name
    }

    /// Our addition, for headless use: reads a storyboard from the file's bytes, which the host or the app reads.
    public convenience init(data: Data, name: String) throws(StoryboardError) {
        self.init(document: try StoryboardDocument(data: data), name: name)
    }

    /// The app's storyboard `name` from the host's app resources (docs/uikit-rules.md 15.6) when the bundle is nil
    /// or the main bundle and the app has one of that name; else reads `<name>.storyboard` (or
    /// `Base.lproj/<name>.storyboard`) from the bundle. As in UIKit, a missing or broken file stops the process,
    /// with the error's message; to handle the error, read the bytes and use `init(data:name:)`.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let document: StoryboardDocument
        do {
            let bundle = storyboardBundleOrNil ?? .main
            if bundle === Bundle.main, let resources = Runtime.current.resources,
               let appDocument = try Runtime.document(named: name, in: resources) {
                document = appDocument
            } else {
                document = try StoryboardDocument(data: Self.resource(named: name, in: bundle))
            }
        } catch {
            fatalError("UIStoryboard(name: \"\(name)\"): \(error)")
        }
        self.init(document: document, name: name)
    }

    private static func resource(named name: String, in bundle: Bundle) throws(StoryboardError) -> Data {
        guard let url = bundle.url(forResource: name, withExtension: "storyboard")
            ?? bundle.url(forResource: name, withExtension: "storyboard", subdirectory: "Base.lproj")
        else { throw .resourceNotFound(name: name, bundlePath: bundle.bundlePath) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableResource(path: url.path, reason: "\(error)")
        }
    }

    // MARK: Instantiating (docs/uikit-rules.md 8.2)

    /// The controller the entry-point arrow points at, newly made; nil when there is none. As in UIKit, a
    /// controller that cannot be made stops the process, with the error's message; `makeInitialViewController()`
    /// throws instead.
    open func instantiateInitialViewController() -> UIViewController? {
        guard document.initialScene != nil else { return nil }
        return orStop { () throws(StoryboardError) in try makeInitialViewController() }
    }

    /// A new controller of the scene with this Storyboard ID. An unknown identifier stops the process, as UIKit's
    /// exception does, with the error's message; `makeViewController(withIdentifier:)` throws instead.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        orStop { () throws(StoryboardError) in try makeViewController(withIdentifier: identifier) }
    }

    /// Our addition: `instantiateInitialViewController()` that throws `.noInitialViewController` or the reason the
    /// controller cannot be made.
    public func makeInitialViewController() throws(StoryboardError) -> UIViewController {
        guard let scene = document.initialScene else { throw .noInitialViewController(storyboard: name) }
        return try instantiate(scene)
    }

    /// Our addition: `instantiateViewController(withIdentifier:)` that throws `.unknownIdentifier` or the reason
    /// the controller cannot be made.
    public func makeViewController(withIdentifier identifier: String) throws(StoryboardError) -> UIViewController {
        guard let scene = document.scene(storyboardIdentifier: identifier) else {
            throw .unknownIdentifier(identifier, storyboard: name)
        }
        return try instantiate(scene)
    }

    private func orStop(_ make: () throws(StoryboardError) -> UIViewController) -> UIViewController {
        do {
            return try make()
        } catch {
            fatalError("UIStoryboard '\(name)': \(error)")
        }
    }

    /// Makes the scene's controller, and with a container its relationship children (navigation root, tabs,
    /// split columns), each made the same way (docs/uikit-rules.md 8.2). Views are built later, when first read (7.1).
    func instantiate(_ scene: StoryboardScene) throws(StoryboardError) -> UIViewController {
        let element = scene.controller
        switch element.kind {
        case .viewController, .tableViewController, .collectionViewController, .navigationController, .tabBarController,
             .splitViewController, .pageViewController:
            break
        case .other:
            note("<\(element.kind.elementName)> '\(element.id)' is made as a plain view controller: "
                 + "the runtime has no class for it yet")
        case .reference:
            return try instantiateReference(element)
        }
        let controller = makeController(element)
        controller.storyboard = self
        controller.storyboardIdentifier = element.storyboardIdentifier
        controller.storyboardScene = scene
        if let title = element.title { controller.title = title }
        applyPresentationAttributes(of: element, to: controller)
        controller.storyboardBarObjects = applyBars(of: element, to: controller, scene: scene)
        for attribute in element.runtimeAttributes {
            if let value = inspectableValue(attribute.value) {
                if StoryboardRegistry.setInspectable(attribute.keyPath, on: controller, to: value) { continue }
                // docs/uikit-rules.md 6.83: UIKit's own keys are set by key-value coding.
                if case .set = KeyValueCoding.setUIKitKeyPath(value, of: controller, keyPath: attribute.keyPath) { continue }
            }
            note("runtime attribute '\(attribute.keyPath)' of controller '\(element.id)' is not applied: key-value coding "
                 + "here knows UIKit's keys of docs/uikit-rules.md 6.81 only; register it with UIStoryboard.registerInspectable or set it in viewDidLoad")
        }
        try attachRelationships(of: controller, from: scene)
        controller.awakeFromNib()
        return controller
    }

    private func makeController(_ element: StoryboardController) -> UIViewController {
        guard let customClass = element.customClass else { return makeBaseController(element) }
        guard let factory = StoryboardRegistry.controllerFactory(customClass, module: element.customModule) else {
            note("class '\(customClass)' of controller '\(element.id)' is not registered: using "
                 + "\(type(of: makeBaseController(element))). Fix: UIStoryboard.register(\(customClass).self) before "
                 + "instantiating")
            return makeBaseController(element)
        }
        guard let controller = factory() else {
            note("init?(coder:) of \(customClass) returned nil for controller '\(element.id)': using its base class")
            return makeBaseController(element)
        }
        guard Self.isOfKind(controller, element.kind) else {
            note("class '\(customClass)' of <\(element.kind.elementName)> '\(element.id)' is not a subclass of "
                 + "\(type(of: makeBaseController(element))): using the base class")
            return makeBaseController(element)
        }
        return controller
    }

    private func makeBaseController(_ element: StoryboardController) -> UIViewController {
        switch element.kind {
        case .navigationController: return UINavigationController(nibName: nil, bundle: nil)
        case .tabBarController: return UITabBarController(nibName: nil, bundle: nil)
        case .splitViewController: return UISplitViewController(nibName: nil, bundle: nil)
        case .tableViewController:
            let style = element.view?.table?.style
            return UITableViewController(style: style == "grouped" ? .grouped : style == "insetGrouped" ? .insetGrouped : .plain)
        case .collectionViewController:
            return UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        case .pageViewController:
            return UIPageViewController(
                transitionStyle: element.pageTransitionStyle == "pageCurl" ? .pageCurl : .scroll,
                navigationOrientation: element.pageNavigationOrientation == "vertical" ? .vertical : .horizontal)
        default: return UIViewController()
        }
    }

    private static func isOfKind(_ controller: UIViewController, _ kind: StoryboardController.Kind) -> Bool {
        switch kind {
        case .navigationController: controller is UINavigationController
        case .tabBarController: controller is UITabBarController
        case .splitViewController: controller is UISplitViewController
        case .pageViewController: controller is UIPageViewController
        case .tableViewController: controller is UITableViewController
        case .collectionViewController: controller is UICollectionViewController
        default: true
        }
    }

    /// Builds the scene's view tree as the controller's view, connects the scene's outlets and actions,
    /// hooks up the controls and cells that trigger segues and performs the embed segues: what UIKit's default `loadView()` does
    /// for a storyboard controller, before `viewDidLoad()`.
    func loadView(of controller: UIViewController, from scene: StoryboardScene) {
        guard let element = scene.controller.view else {
            controller.view = UIView(frame: UIScreen.main.bounds)
            return
        }
        var builder = StoryboardViewBuilder(storyboard: self, scene: scene)
        let root = builder.build(element)
        controller.view = root
        builder.objects[scene.controller.id] = controller
        builder.objects.merge(controller.storyboardBarObjects) { built, _ in built }
        builder.preconnectedIDs = Set(controller.storyboardBarObjects.keys)
        builder.buildGestureRecognizers()
        // docs/uikit-rules.md 8.5: with the whole tree built, before the outlets (which may name constraints).
        builder.installConstraints()
        builder.connectOutlets()
        builder.connectActions(to: controller)
        builder.connectSegueTriggers(to: controller)
        builder.connectTables(to: controller)
        builder.connectCollections(to: controller)
        builder.awakeViews(under: root)
        performEmbedSegues(of: controller, from: scene, objects: builder.objects)
    }

    /// Records a note once and reports it to the host's problems, prefixed with the storyboard's name. A `problem`
    /// (a text that names the storyboard itself, such as iOS's message for one instance) is what is recorded and
    /// reported instead, once per `text`: a scene loaded again does not report it again.
    func note(_ text: String, problem: String? = nil) {
        guard noted.insert(text).inserted else { return }
        notes.append(problem ?? text)
        Runtime.current.report(problem ?? "\(fileKind) '\(name)': \(text)")
    }
}

extension UIStoryboard {
    /// A controller's layout and presentation attributes from the file (docs/uikit-rules.md 8.45); a value Xcode
    /// does not write is noted and the property keeps its default.
    func applyPresentationAttributes(of element: StoryboardController, to controller: UIViewController) {
        let attributes = element.presentationAttributes
        func flag(_ name: String) -> Bool? { StoryboardReader.bool(attributes[name]) }
        if let adjusts = flag("automaticallyAdjustsScrollViewInsets") { controller.automaticallyAdjustsScrollViewInsets = adjusts }
        if let includes = flag("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = includes }
        if let hides = flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let defines = flag("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = flag("providesPresentationContextTransitionStyle") {
            controller.providesPresentationContextTransitionStyle = provides
        }
        applyModalStyles(presentation: attributes["modalPresentationStyle"], transition: attributes["modalTransitionStyle"],
                         to: controller, named: "controller '\(element.id)'")
        if let edges = element.edgesForExtendedLayout {
            controller.edgesForExtendedLayout = UIRectEdge(storyboardSides: edges)
        }
    }
}
