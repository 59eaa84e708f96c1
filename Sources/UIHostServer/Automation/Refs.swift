import HeadlessUIKit

/// Refs (PROTOCOL.md, Addressing): "v42" for views, "c7" for controllers, from the object's process-unique
/// `instanceNumber`, so a ref is stable for the object's lifetime and never reused.
@MainActor
final class Refs {
    private var views: [Int: WeakView] = [:]
    private var controllers: [Int: WeakController] = [:]
    private var registrationsSincePrune = 0

    private struct WeakView {
        weak var value: UIView?
        let ref: String
    }
    private struct WeakController { weak var value: UIViewController? }

    func ref(_ view: UIView) -> String {
        let number = view.instanceNumber
        if let known = views[number] { return known.ref }
        let ref = "v\(number)"
        views[number] = WeakView(value: view, ref: ref)
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
        return views[number]?.value
    }

    func controller(_ ref: String) -> UIViewController? {
        guard ref.hasPrefix("c"), let number = Int(ref.dropFirst()) else { return nil }
        return controllers[number]?.value
    }

    private func pruneOccasionally() {
        registrationsSincePrune += 1
        guard registrationsSincePrune > max(4096, views.count + controllers.count) else { return }
        registrationsSincePrune = 0
        views = views.filter { $0.value.value != nil }
        controllers = controllers.filter { $0.value.value != nil }
    }
}
