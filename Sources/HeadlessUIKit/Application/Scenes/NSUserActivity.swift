import Foundation

/// What the user is doing, as an app hands it to a scene (docs/uikit-rules.md 6.92): Foundation's `NSUserActivity`,
/// which Foundation on Linux lacks. It carries a type, a title, user info and the eligibility flags; a scene is
/// connected with it (`UIScene.ConnectionOptions.userActivities`), continues it (`scene(_:continue:)`) and saves
/// its state in one (`stateRestorationActivity(for:)`). Nothing here leaves the process: there is no Handoff,
/// Spotlight or Siri to offer it to, so the flags are kept as set and `becomeCurrent()` only makes it the app's
/// current activity.
open class NSUserActivity: Hashable {
    /// The activity's kind, a reverse-DNS string the app declares (`NSUserActivityTypes`).
    public let activityType: String
    open var title: String?
    /// The activity's state. Nil until something is added.
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys a receiver needs to continue the activity (nil: all of them).
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    /// Set it when the state changed, so it is saved again; UIHost clears it when the activity becomes current.
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// Whether `invalidate()` ended it: it can no longer become current.
    public private(set) var isInvalidated = false

    /// The activity made current last, until it resigns or is invalidated.
    nonisolated(unsafe) static weak var current: NSUserActivity?

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those under the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes it the app's current activity (the one made current before resigns); an invalidated activity stays
    /// as it is.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        NSUserActivity.current = self
        needsSave = false
    }

    /// It is no longer the current activity.
    open func resignCurrent() {
        if NSUserActivity.current === self { NSUserActivity.current = nil }
    }

    /// Ends it for good: it resigns and cannot become current again.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// Our addition: whether it is the app's current activity now.
    public var isCurrent: Bool { NSUserActivity.current === self }

    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
