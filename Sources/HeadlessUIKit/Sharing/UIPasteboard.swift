import Foundation

/// The general pasteboard (docs/uikit-rules.md 6.19): one per app run, holding strings, URLs and images as an app
/// put them. `changeCount` counts the changes.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()

    public private(set) var changeCount = 0
    private var items: [Any] = []

    init() {}

    public var strings: [String]? {
        get { nonEmpty(items.compactMap { $0 as? String }) }
        set { replace(with: newValue ?? []) }
    }

    public var string: String? {
        get { strings?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0 as? URL }) }
        set { replace(with: newValue ?? []) }
    }

    public var url: URL? {
        get { urls?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    public var images: [UIImage]? {
        get { nonEmpty(items.compactMap { $0 as? UIImage }) }
        set { replace(with: newValue ?? []) }
    }

    public var image: UIImage? {
        get { images?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var numberOfItems: Int { items.count }

    private func replace(with newItems: [Any]) {
        items = newItems
        changeCount += 1
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
