import Foundation

/// A service an activity view controller offers: UIKit's built-in ones by type, or an app's subclass.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIActivity {
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    public enum Category: Int, Sendable { case action, share }

    public init() {}

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }

    /// Tells the activity view controller that showed this activity that it is done.
    open func activityDidFinish(_ completed: Bool) {
        let handler = onFinish
        onFinish = nil
        handler?(completed)
    }

    var onFinish: ((Bool) -> Void)?
}

/// The share sheet (docs/uikit-rules.md 6.19). Presented as a popover (a sheet on iPhone, 7.10). It lists, as
/// rows labelled by title that a script taps by text, "Copy" when the items include strings, URLs or images
/// (it puts them on the general pasteboard), then each application activity whose `canPerform` accepts the
/// items, without the `excludedActivityTypes`; and a "Close" button. Choosing a row performs it and, once it
/// finishes, dismisses the sheet and calls `completionWithItemsHandler(type, completed, nil, nil)`; Close calls
/// it with `(nil, false, nil, nil)`. The system's other services (Messages, Mail, AirDrop...) are not offered: they
/// are other apps.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    static let rowHeight: CGFloat = 52

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The rows offered, in order: (title, type, what it does).
    func offeredActivities() -> [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] {
        let excluded = Set(excludedActivityTypes ?? [])
        var rows: [(String, UIActivity.ActivityType?, UIActivity?)] = []
        let copyable = activityItems.contains { $0 is String || $0 is URL || $0 is UIImage }
        if copyable, !excluded.contains(.copyToPasteboard) { rows.append(("Copy", .copyToPasteboard, nil)) }
        for activity in applicationActivities where activity.canPerform(withActivityItems: activityItems) {
            if let type = activity.activityType, excluded.contains(type) { continue }
            rows.append((activity.activityTitle ?? "\(type(of: activity))", activity.activityType, activity))
        }
        return rows
    }

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        let close = BarItemView(label: "Close", identifier: "activity.close", traits: .button) { [weak self] in
            self?.finish(nil, completed: false)
        }
        close.frame = CGRect(x: view.bounds.width - 8 - 60, y: 8, width: 60, height: 44)
        close.autoresizingMask = [.flexibleLeftMargin]
        view.addSubview(close)
        for (index, row) in offeredActivities().enumerated() {
            let rowView = BarItemView(label: row.title, identifier: "activity.\(row.type?.rawValue ?? "\(index)")",
                                      traits: .button) { [weak self] in self?.choose(row.type, row.activity) }
            rowView.frame = CGRect(x: 0, y: 60 + CGFloat(index) * Self.rowHeight, width: view.bounds.width,
                                   height: Self.rowHeight)
            rowView.autoresizingMask = [.flexibleWidth]
            view.addSubview(rowView)
        }
        self.view = view
    }

    private func choose(_ type: UIActivity.ActivityType?, _ activity: UIActivity?) {
        if let activity {
            activity.onFinish = { [weak self] completed in self?.finish(type, completed: completed) }
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
            return
        }
        let board = UIPasteboard.general
        let strings = activityItems.compactMap { $0 as? String }
        if !strings.isEmpty {
            board.strings = strings
        } else if case let urls = activityItems.compactMap({ $0 as? URL }), !urls.isEmpty {
            board.urls = urls
        } else {
            board.images = activityItems.compactMap { $0 as? UIImage }
        }
        finish(type, completed: true)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}
