import Foundation

/// Why a table refused a batch of updates (docs/uikit-rules.md 6.5). UIKit raises an internal-inconsistency exception
/// for each; the runtime reports it (`HeadlessHost.problems`), reloads the table from the data source so it stays
/// usable, and `performBatchUpdatesOrThrow` throws it instead.
public enum TableUpdateError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The data source's row count for a section after the updates is not the count before, plus the rows
    /// inserted and moved in, minus the rows deleted and moved out.
    case invalidRowCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// The data source's section count after the updates is not the count before plus inserted minus deleted.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// An update names a row or section the table does not have (before the updates for deletes, reloads and the
    /// sources of moves; after them for inserts and destinations).
    case outOfRange(operation: String, item: String, detail: String)
    /// One row or section named by two updates that cannot both apply (deleted and reloaded, moved twice...).
    case conflicting(operation: String, item: String)

    public var description: String {
        switch self {
        case let .invalidRowCount(section, before, after, inserted, deleted, movedIn, movedOut):
            let expected = before + inserted - deleted + movedIn - movedOut
            return "invalid update: invalid number of rows in section \(section). The data source now has \(after) row(s) there, but the table expected \(expected): \(before) before the update, plus \(inserted) inserted, minus \(deleted) deleted, plus \(movedIn) moved in, minus \(movedOut) moved out. Change the data source's counts together with the insert/delete calls (inside the same performBatchUpdates)"
        case let .invalidSectionCount(before, after, inserted, deleted):
            return "invalid update: invalid number of sections. The data source now has \(after) section(s), but the table expected \(before + inserted - deleted): \(before) before the update, plus \(inserted) inserted, minus \(deleted) deleted"
        case let .outOfRange(operation, item, detail):
            return "invalid update: \(operation) names \(item), but \(detail)"
        case let .conflicting(operation, item):
            return "invalid update: \(operation) names \(item), which another update in the same batch already changes"
        }
    }

    public var errorDescription: String? { description }
}
