import ConstraintSolver

/// Views addressed from outside the runtime by instance number (the automation host's refs, "v42"), held unowned:
/// a view's entry is removed by its deinit, so a lookup never returns a freed view, and no view pays for a weak
/// reference (which would put every later retain and release of it on the runtime's slow path). Process-wide, not
/// per host: instance numbers are unique in the process, so a number names one view whichever host made it.
public enum ViewDirectory {
    // Touched on the main actor, and by UIView's deinit, which Swift runs nonisolated (views live on the main actor).
    // Unchecked exclusivity: every access is a single get or set (no access overlaps another), and Auto Layout looks
    // a view up here for each item of each constraint it adds. Each view's address is stored by instance number in
    // an `IntegerIndex`, whose multiplicative hash costs a fraction of `Dictionary`'s SipHash (docs/uikit-rules.md
    // 11.124).
    @exclusivity(unchecked) nonisolated(unsafe) private static var views = IntegerIndex()

    /// Adds `view`, once; it stays until it is freed.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func register(_ view: UIView) {
        guard !view.isInViewDirectory else { return }
        view.isInViewDirectory = true
        views[view.instanceNumber] = Int(bitPattern: Unmanaged.passUnretained(view).toOpaque())
    }

    /// The live registered view with this instance number, or nil.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func view(number: Int) -> UIView? {
        guard number >= 0, let address = views[number], let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<UIView>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func remove(number: Int) {
        views[number] = nil
    }
}
