// The Auto Layout benchmark (`BENCH_ONLY=autolayout`), issue 17's targets on this machine, release build:
// 1,000 views with 4,000 constraints solved and laid out < 10 ms; one constant changed < 50 µs; a rotation < 5 ms;
// 100 / 1,000 / 10,000 independent siblings scaling linearly; a 200-row self-sizing table scrolled end to end.
import Foundation
import HeadlessUIKit

@MainActor
private func launchedHost() throws -> (HeadlessHost, UIView) {
    let host = HeadlessHost(device: .iPhone8)
    host.callbacks.isEnabled = false
    try host.launch(delegate: BenchDelegate())
    host.runUntilIdle()
    return (host, host.keyWindow!.rootViewController!.view)
}

/// 100 rows of 10 views: each view sits 4 pt after the one before it (the first after the row's leading edge),
/// 2 pt below the row above, 30 pt wide at most (≤, required) and wanting 30 (optional), 20 pt high: 4 constraints
/// each, 4,000 in all, on 1,000 views.
@MainActor
private func makeGrid(in root: UIView) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4_000)
    var rowAbove: UIView?
    for _ in 0..<100 {
        var before: UIView?
        var first: UIView?
        for _ in 0..<10 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: before?.trailingAnchor ?? root.leadingAnchor, constant: 4))
            constraints.append(view.topAnchor.constraint(equalTo: rowAbove?.bottomAnchor ?? root.topAnchor, constant: 2))
            let width = view.widthAnchor.constraint(equalToConstant: 30)
            width.priority = .defaultHigh
            constraints.append(width)
            constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
            before = view
            if first == nil { first = view }
        }
        rowAbove = first
    }
    return constraints
}

/// 100 cards in a 10 × 10 grid, each placed by constants from the root's edges, each holding 9 views placed from
/// the card's edges: 1,000 views, 4,000 constraints, as an app's screens are built (views pinned to their
/// containers), where the grid above chains every row to the one before (Cassowary's costliest shape).
@MainActor
private func makeCards(in root: UIView) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4_000)
    for index in 0..<100 {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        constraints += [card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 10) * 37),
                        card.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 10) * 66),
                        card.widthAnchor.constraint(equalToConstant: 35),
                        card.heightAnchor.constraint(equalToConstant: 64)]
        for item in 0..<9 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: CGFloat(item % 3) * 11 + 1),
                            view.topAnchor.constraint(equalTo: card.topAnchor, constant: CGFloat(item / 3) * 21 + 1),
                            view.widthAnchor.constraint(equalToConstant: 10),
                            view.heightAnchor.constraint(lessThanOrEqualTo: card.heightAnchor, multiplier: 0.3)]
        }
    }
    return constraints
}

/// `BENCH_ONLY=firstsolve` (FIRST_SOLVE=grid or cards, grid by default): one first solve of a fresh host after a
/// warm-up one (and, with FIRST_SOLVE_CHANGE=1, two constant changes after it), each in a function of its own, for counting
/// instructions with valgrind: `valgrind --tool=callgrind --toggle-collect='*measuredFirstSolve*'` (or
/// `'*measuredFirstChange*'`) counts exactly that part, which repeats to the instruction where wall time on a shared
/// machine does not (docs/benchmarks.md, session 8).
@MainActor
func firstSolveForInstructionCount() throws {
    let cards = ProcessInfo.processInfo.environment["FIRST_SOLVE"] == "cards"
    // A first host warms the runtime up (type metadata, the first window), as the benchmark's nine runs do.
    for round in 0..<2 {
        let (host, root) = try launchedHost()
        let constraints = cards ? makeCards(in: root) : makeGrid(in: root)
        if round == 0 {
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        } else {
            measuredFirstSolve(constraints, root)
        }
        precondition(cards ? root.subviews.last!.subviews.last!.frame == CGRect(x: 23, y: 43, width: 10, height: 19.2)
                           : root.subviews.last!.frame.minY == 2 + 99 * 22, "laid out")
        // FIRST_SOLVE_FRAMES=1: every frame of the scene, each number to the bit, to compare two builds' solutions.
        if round == 1 && ProcessInfo.processInfo.environment["FIRST_SOLVE_FRAMES"] == "1" { printFrames(of: root) }
        if round == 1 && ProcessInfo.processInfo.environment["FIRST_SOLVE_CHANGE"] == "1" {
            measuredFirstChange(constraints[50 * 40], root)
            measuredSecondChange(constraints[50 * 40], root)
            precondition(root.subviews[50].frame.minX != 0, "changed")
        }
        try host.terminate()
    }
}

/// Each view's frame below `view`, depth first, one line each, its numbers as `Double`'s exact round-trip text.
@MainActor
private func printFrames(of view: UIView, path: String = "root") {
    for (index, subview) in view.subviews.enumerated() {
        let frame = subview.frame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { "\(Double($0))" }
        print("\(path).\(index) \(numbers.joined(separator: " "))")
        printFrames(of: subview, path: "\(path).\(index)")
    }
}

@MainActor @inline(never)
private func measuredFirstSolve(_ constraints: [NSLayoutConstraint], _ root: UIView) {
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
}

@MainActor @inline(never)
private func measuredFirstChange(_ constraint: NSLayoutConstraint, _ root: UIView) {
    constraint.constant = 10
    root.layoutIfNeeded()
}

@MainActor @inline(never)
private func measuredSecondChange(_ constraint: NSLayoutConstraint, _ root: UIView) {
    constraint.constant = 12
    root.layoutIfNeeded()
}

@MainActor
func autoLayoutBenchmarks() throws {
    print(String(repeating: "-", count: 100))
    do {
        // First solve: activation and the layout pass that applies the frames, in a fresh host each time.
        var times: [Double] = []
        var activations: [Double] = []
        var firstChanges: [Double] = []
        for _ in 0..<9 {
            let (host, root) = try launchedHost()
            let constraints = makeGrid(in: root)
            let start = DispatchTime.now().uptimeNanoseconds
            NSLayoutConstraint.activate(constraints)
            let activated = DispatchTime.now().uptimeNanoseconds
            root.layoutIfNeeded()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            activations.append(Double(activated - start) / 1e6)
            precondition(root.subviews.last!.frame.minY == 2 + 99 * 22, "the grid must be laid out")
            // The first constant change after a first solve (row 50 moves), which once laid out the whole grid again.
            let changeStart = DispatchTime.now().uptimeNanoseconds
            constraints[50 * 40].constant = 10
            root.layoutIfNeeded()
            firstChanges.append(Double(DispatchTime.now().uptimeNanoseconds - changeStart) / 1e3)
            precondition(root.subviews[500].frame.minX == 10, "the constant must have been applied")
            try host.terminate()
        }
        times.sort()
        activations.sort()
        firstChanges.sort()
        print(String(format: "%-58@ median %10.3f ms   best %10.3f ms", "Auto Layout: 1,000 views, 4,000 constraints, first solve" as NSString, times[times.count / 2], times[0]))
        print(String(format: "%-58@ median %10.3f ms", "  of which activation (constraints into the engine)" as NSString, activations[activations.count / 2]))
        print(String(format: "%-58@ median %10.3f µs   best %10.3f µs", "Auto Layout: the first constant change after it" as NSString, firstChanges[firstChanges.count / 2], firstChanges[0]))
    }
    do {
        var times: [Double] = []
        for _ in 0..<9 {
            let (host, root) = try launchedHost()
            let constraints = makeCards(in: root)
            let start = DispatchTime.now().uptimeNanoseconds
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            precondition(root.subviews.last!.subviews.last!.frame == CGRect(x: 23, y: 43, width: 10, height: 19.2), "the cards must be laid out")
            try host.terminate()
        }
        times.sort()
        print(String(format: "%-58@ median %10.3f ms   best %10.3f ms", "Auto Layout: 100 cards of 9 views, 4,000 constraints, first solve" as NSString, times[times.count / 2], times[0]))
        let (_, root) = try launchedHost()
        let constraints = makeCards(in: root)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let moved = constraints[50 * 40]  // card 50's leading: the card and its 9 views move
        moved.constant = 10
        root.layoutIfNeeded()
        precondition(root.subviews[50].frame.minX == 10 && root.subviews[50].subviews[8].frame.minX == 23,
                     "the constant must have been applied")
        var toggle = false
        _ = measure("Auto Layout: cards, one constant changed + layoutIfNeeded", iterations: 2_000) {
            toggle.toggle()
            moved.constant = toggle ? 10 : 0
            root.layoutIfNeeded()
        }
    }
    do {
        let (_, root) = try launchedHost()
        let constraints = makeGrid(in: root)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // The leading constant of the first view of row 50: its whole row moves.
        let moved = constraints[50 * 40]
        var toggle = false
        _ = measure("Auto Layout: one constant changed + layoutIfNeeded", iterations: 2_000) {
            toggle.toggle()
            moved.constant = toggle ? 10 : 4
            root.layoutIfNeeded()
        }
        precondition(root.subviews[500].frame.minX == 4, "the constant must have been applied")
    }
    do {
        let (host, root) = try launchedHost()
        NSLayoutConstraint.activate(makeGrid(in: root))
        let stretch = root.subviews.last!.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
        stretch.isActive = true
        host.runUntilIdle()
        var landscape = false
        _ = measure("Auto Layout: rotation, 1,000 constrained views", iterations: 50, unit: "ms") {
            landscape.toggle()
            host.rotate(to: landscape ? .landscapeLeft : .portrait)
            host.runUntilIdle()
        }
    }
    for count in [100, 1_000, 10_000] {
        var times: [Double] = []
        for _ in 0..<5 {
            let (host, root) = try launchedHost()
            var constraints: [NSLayoutConstraint] = []
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints += [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 300)),
                                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index % 600)),
                                view.widthAnchor.constraint(equalToConstant: 10),
                                view.heightAnchor.constraint(equalToConstant: 10)]
            }
            let start = DispatchTime.now().uptimeNanoseconds
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
            try host.terminate()
        }
        times.sort()
        let median = times[times.count / 2]
        print(String(format: "%-58@ median %10.3f ms   %8.2f µs per view", "Auto Layout: \(count) independent siblings" as NSString, median / 1e3, median / Double(count)))
    }
    do {
        let (host, root) = try launchedHost()
        let table = UITableView(frame: root.bounds, style: .plain)
        let data = BenchSelfSizingData()
        table.register(BenchSelfSizingData.Cell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 60
        table.dataSource = data
        table.delegate = data
        root.addSubview(table)
        host.runUntilIdle()
        let start = DispatchTime.now().uptimeNanoseconds
        var steps = 0
        while table.contentOffset.y + table.bounds.height < table.contentSize.height - 0.5 {
            table.contentOffset.y = min(table.contentOffset.y + 200, table.contentSize.height - table.bounds.height)
            host.runUntilIdle()
            steps += 1
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print(String(format: "%-58@ %10.3f ms   (%d scroll steps of 200 pt, %.0f pt of content, %d cells made)",
                     "Auto Layout: 200-row self-sizing table, top to bottom" as NSString, elapsed, steps,
                     Double(table.contentSize.height), BenchSelfSizingData.Cell.made))
    }
}

@MainActor
final class BenchSelfSizingData: UITableViewDataSource, UITableViewDelegate {
    final class Cell: UITableViewCell {
        static var made = 0
        let body = UILabel()
        override init(style: CellStyle, reuseIdentifier: String?) {
            Cell.made += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! Cell
        cell.body.text = Array(repeating: "line \(indexPath.row)", count: 1 + indexPath.row % 4).joined(separator: "\n")
        return cell
    }
}
