import Foundation
import HeadlessUIKit

/// "Table (1,000 rows)": a plain table of 1,000 subtitle rows, pushed from the home screen (entry tag 44).
///
/// | identifier | what it is |
/// |------------|------------|
/// | table | the table view; `accessibilityValue` "selected: N" after row N is selected by a tap |
/// | row.N | the cell of row N while it is on screen (cells are reused: the identifier follows the row) |
///
/// Each cell's title is "Row N" and its subtitle "Item N of 1,000"; a selected cell has the `.selected` trait.
/// The table's top inset keeps the first row below the translucent navigation bar (the runtime does not add the
/// bars to `adjustedContentInset` yet).
public final class DemoTableViewController: UITableViewController {
    public static let rowCount = 1000
    public static let reuseIdentifier = "Row"

    public init() {
        super.init(style: .plain)
        title = "Table"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Table"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "table"
        tableView.register(forCellReuseIdentifier: Self.reuseIdentifier) {
            UITableViewCell(style: .subtitle, reuseIdentifier: Self.reuseIdentifier)
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.rowCount
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Item \(indexPath.row) of 1,000"
        cell.accessibilityIdentifier = "row.\(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.accessibilityValue = "selected: \(indexPath.row)"
    }
}
