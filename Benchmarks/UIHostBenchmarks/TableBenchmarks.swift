// The table benchmark (`BENCH_ONLY=table`): a 100,000-row table scrolled from top to bottom by flicks of a finger
// through the real touch path, each followed by its deceleration on the virtual clock. Prints the cells the table
// made (bounded by what fits on screen), the frames run (one scrollViewDidScroll each) and frames per second of
// wall time, with the virtual time they cover.
import Foundation
import HeadlessUIKit

@MainActor
final class BenchTableData: UITableViewDataSource, UITableViewDelegate {
    final class Cell: UITableViewCell {
        static var made = 0
        override init(style: CellStyle, reuseIdentifier: String?) {
            Cell.made += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    let rows: Int
    var frames = 0
    var mostVisible = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        frames += 1
        let visible = scrollView.subviews.count
        if visible > mostVisible { mostVisible = visible }
    }
}

@MainActor
func tableBenchmark() throws {
    print("")
    print("Table view")
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }
    let host = HeadlessHost(device: .iPhone8)
    host.callbacks.isEnabled = false
    let delegate = Delegate()
    try host.launch(delegate: delegate)
    let root = try require(delegate.window?.rootViewController?.view)
    let table = UITableView(frame: root.bounds, style: .plain)
    let data = BenchTableData(rows: 100_000)
    table.register(BenchTableData.Cell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = data
    table.delegate = data
    root.addSubview(table)
    host.runUntilIdle()

    let end = table.contentSize.height - table.bounds.height
    let virtualStart = host.clock.now
    let start = DispatchTime.now().uptimeNanoseconds
    var flicks = 0
    while table.contentOffset.y < end {
        try host.send([TouchInput(id: 1, phase: .began, x: 180, y: 600)])
        for y in stride(from: 500.0, through: 100.0, by: -100) {
            host.advance(by: 1.0 / 60)
            try host.send([TouchInput(id: 1, phase: .moved, x: 180, y: y)])
        }
        try host.send([TouchInput(id: 1, phase: .ended, x: 180, y: 100)])
        host.runUntilIdle(timeout: 60)
        flicks += 1
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let virtual = host.clock.now - virtualStart
    print(String(format: "%-58@ %d rows, %d flicks to row %d", "scroll 100,000 rows end to end" as NSString,
                 data.rows, flicks, table.indexPathsForVisibleRows?.last?.row ?? -1))
    print(String(format: "%-58@ %d (at most %d views on the table at once)", "  cells created" as NSString,
                 BenchTableData.Cell.made, data.mostVisible))
    print(String(format: "%-58@ %d frames in %.2f s wall = %.0f frames/s (%.1f s of virtual time)   peak RSS %@",
                 "  virtual clock loop" as NSString, data.frames, wall, Double(data.frames) / wall, virtual,
                 peakResidentMemory()))
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
}

func require<T>(_ value: T?) throws -> T {
    guard let value else { throw BenchError(description: "benchmark setup failed") }
    return value
}
