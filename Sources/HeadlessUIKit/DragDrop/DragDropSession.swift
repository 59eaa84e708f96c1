import Foundation

/// What a drop does with the dragged items (docs/uikit-rules.md 6.65).
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0, forbidden = 1, copy = 2, move = 3
}

/// A drop interaction's answer to where a session is (docs/uikit-rules.md 6.65).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDropProposal {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// One dragged thing: an item provider, and an object the app may attach while the drag stays in it
/// (docs/uikit-rules.md 6.65).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIDragItem {
    public let itemProvider: NSItemProvider
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// What drag and drop sessions share (docs/uikit-rules.md 6.65).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// The session on the dragging side (docs/uikit-rules.md 6.65).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// How a drop shows loading progress.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default` = 1
}

/// The session on the dropping side (docs/uikit-rules.md 6.65).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDropSession: UIDragDropSession {
    var localDragSession: UIDragSession? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

/// A drag in progress inside the app (docs/uikit-rules.md 6.66): its items, where the finger is, and the drop
/// side's view of it.
@MainActor
final class DragSession: UIDragSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    /// The finger's location in the window.
    var windowLocation: CGPoint = .zero
    weak var window: UIWindow?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    private(set) lazy var dropSession = DropSession(drag: self)

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The drop side of a `DragSession`.
@MainActor
final class DropSession: UIDropSession {
    unowned let drag: DragSession
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    init(drag: DragSession) { self.drag = drag }

    var items: [UIDragItem] { drag.items }
    var localDragSession: UIDragSession? { drag }
    var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { drag.isRestrictedToDraggingApplication }
    func location(in view: UIView) -> CGPoint { drag.location(in: view) }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        drag.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool { drag.canLoadObjects(ofClass: aClass) }

    /// Loads one object of `aClass` from every item that can give one, in item order; the completion runs once,
    /// on the main queue, after the current event (UIKit: on the main queue).
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type,
                     completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let objects = providers.compactMap { $0.object(ofClass: aClass) }
        MainRunLoop.current.perform("UIDropSession.loadObjects") {
            progress.completedUnitCount = Int64(providers.count)
            completion(objects)
        }
        return progress
    }
}

/// Lets a delegate animate alongside a lift or a cancel (docs/uikit-rules.md 6.66).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Runs the blocks added to it in one animation of `duration`, then the completions with `.end`.
@MainActor
final class DragAnimator: UIDragAnimating {
    static let duration: TimeInterval = 0.25
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: Self.duration, animations: { animations.forEach { $0() } }) { _ in
            completions.forEach { $0(.end) }
        }
    }
}
