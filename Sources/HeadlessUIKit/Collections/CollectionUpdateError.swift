import Foundation

/// Why a collection view refused a batch of updates (docs/uikit-rules.md 16.10): the table's checks
/// (`TableUpdateError`), worded for items. UIKit raises "Invalid update: ..." for each; the runtime reports it
/// (`HeadlessHost.problems`), reloads from the data source so the collection view stays usable, and
/// `performBatchUpdatesOrThrow` throws it instead.
public struct CollectionUpdateError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The same check as a table's; rows there are items here.
    public let reason: TableUpdateError

    public init(_ reason: TableUpdateError) { self.reason = reason }

    public var description: String {
        switch reason {
        case let .invalidRowCount(section, before, after, inserted, deleted, movedIn, movedOut):
            let expected = before + inserted - deleted + movedIn - movedOut
            return "Invalid update: invalid number of items in section \(section). The data source now has \(after) item(s) there, but the collection view expected \(expected): \(before) before the update, plus \(inserted) inserted, minus \(deleted) deleted, plus \(movedIn) moved in, minus \(movedOut) moved out. Change the data source's counts together with the insert/delete calls (inside the same performBatchUpdates)"
        case let .invalidSectionCount(before, after, inserted, deleted):
            return "Invalid update: invalid number of sections. The data source now has \(after) section(s), but the collection view expected \(before + inserted - deleted): \(before) before the update, plus \(inserted) inserted, minus \(deleted) deleted"
        case let .outOfRange(operation, item, detail):
            return "Invalid update: \(Self.itemWording(operation)) names \(Self.itemWording(item)), but \(Self.itemWording(detail))"
        case let .conflicting(operation, item):
            return "Invalid update: \(Self.itemWording(operation)) names \(Self.itemWording(item)), which another update in the same batch already changes"
        }
    }

    public var errorDescription: String? { description }

    /// The table checks' words for the collection view's.
    private static func itemWording(_ text: String) -> String {
        text.replacingOccurrences(of: "insertRows", with: "insertItems")
            .replacingOccurrences(of: "deleteRows", with: "deleteItems")
            .replacingOccurrences(of: "reloadRows", with: "reloadItems")
            .replacingOccurrences(of: "moveRow", with: "moveItem")
            .replacingOccurrences(of: "row(s)", with: "item(s)")
            .replacingOccurrences(of: "row ", with: "item ")
            .replacingOccurrences(of: "the table", with: "the collection view")
    }
}
