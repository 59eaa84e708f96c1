import Foundation

/// A transition between two view controllers of a storyboard (docs/uikit-rules.md 8.3). The storyboard makes one each
/// time a segue fires, after the destination is instantiated, hands it to the source's `prepare(for:sender:)`,
/// then calls `perform()`.
///
/// Subclass it for a `kind="custom"` segue: override `perform()` and register the class with
/// `UIStoryboard.register(_:as:)` under the segue's `customClass`. As in UIKit, the standard kinds (show, present,
/// popover...) are segues whose `perform()` runs the transition the storyboard chose.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIStoryboardSegue {
    open var identifier: String? { storedIdentifier }
    open var source: UIViewController { storedSource }
    open var destination: UIViewController { storedDestination }

    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    var performHandler: (() -> Void)?

    /// `required` (UIKit's is a plain designated initializer) so the storyboard can make a registered subclass by
    /// its type.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the transition. The base class runs the perform handler, if any, and otherwise does nothing.
    open func perform() {
        performHandler?()
    }
}
