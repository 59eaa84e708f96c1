import Foundation

/// How Auto Layout holds a view or a layout guide it does not own: a view by its instance number, found again
/// through `ViewDirectory` (which its deinit leaves), a guide weakly.
///
/// A weak reference would give a view a side table for the rest of its life, and every later retain and release of
/// it would take the runtime's slow path: a third of the layout pass's time went there when constraints, anchors
/// and the engine held views weakly (docs/benchmarks.md, Auto Layout). A guide's weak reference sits in a box of its
/// own, so that copying a reference to a view (constraints' sides are copied at every step of activation) copies
/// no weak reference.
@MainActor
struct LayoutItemReference {
    private final class GuideBox {
        weak var guide: UILayoutGuide?
        init(_ guide: UILayoutGuide?) { self.guide = guide }
    }

    private let number: Int
    private let guideBox: GuideBox?

    init(_ object: AnyObject) {
        if let view = object as? UIView {
            self.init(view: view)
        } else {
            self.init(number: -1, guideBox: GuideBox(object as? UILayoutGuide))
        }
    }

    /// A reference to a view, known to be one (no cast: activation makes one for every constraint it installs).
    init(view: UIView) {
        ViewDirectory.register(view)
        self.init(number: view.instanceNumber, guideBox: nil)
    }

    private init(number: Int, guideBox: GuideBox?) {
        self.number = number
        self.guideBox = guideBox
    }

    /// The view or guide, while it lives.
    var object: AnyObject? {
        number >= 0 ? ViewDirectory.view(number: number) : guideBox?.guide
    }

    var view: UIView? { number >= 0 ? ViewDirectory.view(number: number) : nil }

    /// Whether this refers to `view` (compared by instance number, without looking the view up).
    func refers(to view: UIView) -> Bool { number >= 0 && number == view.instanceNumber }

    /// A key that names the object for its whole life and is never reused: a view's instance number, a guide's
    /// serial number (negative).
    static func key(of object: AnyObject) -> Int {
        if let view = object as? UIView { return view.instanceNumber }
        if let guide = object as? UILayoutGuide { return guide.serial }
        return Int.min
    }
}
