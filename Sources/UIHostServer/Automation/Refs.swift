import HeadlessUIKit

/// Refs (PROTOCOL.md, Addressing): "v42" for views, "c7" for controllers, from the object's process-unique
/// `instanceNumber`, so a ref is stable for the object's lifetime and never reused.
@MainActor
final class Refs {
    /// Ref strings of views handed out, by instance number; the views themselves are found through
    /// `ViewDirectory`, which holds them without weak references.
    private var views: [Int: String] = [:]
    private var controllers: [Int: WeakController] = [:]
    private var registrationsSincePrune = 0

    private struct WeakController { weak var value: UIViewController? }

    func ref(_ view: UIView) -> String {
        let number = view.instanceNumber
        if let known = views[number] { return known }
        let ref = "v\(number)"
        ViewDirectory.register(view)
        views[number] = ref
        pruneOccasionally()
        return ref
    }

    func ref(_ controller: UIViewController) -> String {
        let number = controller.instanceNumber
        if controllers[number] == nil {
            controllers[number] = WeakController(value: controller)
            pruneOccasionally()
        }
        return "c\(number)"
    }

    func view(_ ref: String) -> UIView? {
        guard ref.hasPrefix("v"), let number = Int(ref.dropFirst()) else { return nil }
        guard views[number] != nil else { return nil }
        return ViewDirectory.view(number: number)
    }

    func controller(_ ref: String) -> UIViewController? {
        guard ref.hasPrefix("c"), let number = Int(ref.dropFirst()) else { return nil }
        return controllers[number]?.value
    }

    private func pruneOccasionally() {
        registrationsSincePrune += 1
        guard registrationsSincePrune > max(4096, views.count + controllers.count) else { return }
        registrationsSincePrune = 0
        views = views.filter { ViewDirectory.view(number: $0.key) != nil }
        controllers = controllers.filter { $0.value.value != nil }
    }
}
