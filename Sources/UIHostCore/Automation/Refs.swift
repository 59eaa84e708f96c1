import HeadlessUIKit

/// Refs (docs/protocol.md, Addressing): "v42" for views, "c7" for controllers, from the object's process-unique
/// `instanceNumber`, so a ref is stable for the object's lifetime and never reused.
@MainActor
final class Refs {
    private var controllers: [Int: WeakController] = [:]
    private var registrationsSincePrune = 0
    /// How many controller refs the last prune kept. The next prune waits for at least as many new registrations
    /// (and `pruneEvery`), so pruning costs O(1) per registration amortized and entries of freed controllers never
    /// outnumber live ones by more than that. (Comparing with the current count instead never pruned: every
    /// registration adds to both.)
    private var keptAtLastPrune = 0

    private struct WeakController { weak var value: UIViewController? }

    /// The fewest registrations between two prunes (tests lower it).
    var pruneEvery = 4096

    /// A view's ref. Handing it out registers the view in `ViewDirectory`, which finds it by number without a
    /// weak reference; `TreeWriter` writes refs the same way without making the string.
    func ref(_ view: UIView) -> String {
        ViewDirectory.register(view)
        return "v\(view.instanceNumber)"
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
        return ViewDirectory.view(number: number)
    }

    func controller(_ ref: String) -> UIViewController? {
        guard ref.hasPrefix("c"), let number = Int(ref.dropFirst()) else { return nil }
        return controllers[number]?.value
    }

    /// Controller refs held (live or not yet pruned), and how many of them still name a live controller: for tests.
    var heldControllers: (held: Int, live: Int) {
        var live = 0
        for entry in controllers.values where entry.value != nil { live += 1 }
        return (controllers.count, live)
    }

    private func pruneOccasionally() {
        registrationsSincePrune += 1
        guard registrationsSincePrune > max(pruneEvery, keptAtLastPrune) else { return }
        registrationsSincePrune = 0
        controllers = controllers.filter { $0.value.value != nil }
        keptAtLastPrune = controllers.count
    }
}
