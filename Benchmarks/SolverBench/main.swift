import ConstraintSolver

/// Benchmarks for the solver. Run with `swift run -c release -j 1 solver-bench`.

struct View {
    let left = Variable(), top = Variable(), width = Variable(), height = Variable()
}

func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// A UIKit-like view tree: view 0 is the root; view i > 0 has parent (i-1)/10,
/// so every container has up to 10 children stacked vertically.
/// Per view: left == parent.left + 8 (required), top == previous sibling's
/// bottom + 4 or parent.top + 8 (required), width == parent.width - 16 @750,
/// height == 44 @250; every 4th view also width <= 300 (required) and every
/// 4th (offset 2) height >= 50 @999. Root: 4 required pins.
struct TreeLayout {
    var solver = Solver()
    var views: [View] = []
    var topGaps: [ConstraintID] = []
    var leftInsets: [ConstraintID] = []
    var constraintCount = 0

    init(count: Int) throws {
        views = (0..<count).map { _ in View() }
        var lastChild: [Int: Int] = [:]
        func add(_ c: Constraint) throws -> ConstraintID {
            constraintCount += 1
            return try solver.addConstraint(c)
        }
        for i in 0..<count {
            let v = views[i]
            if i == 0 {
                leftInsets.append(try add(Constraint(v.left, .equal, 0)))
                topGaps.append(try add(Constraint(v.top, .equal, 0)))
                _ = try add(Constraint(v.width, .equal, 1000))
                _ = try add(Constraint(v.height, .equal, 800))
                continue
            }
            let parentIndex = (i - 1) / 10
            let p = views[parentIndex]
            leftInsets.append(try add(Constraint(v.left, .equal, p.left + 8)))
            if let previous = lastChild[parentIndex] {
                let s = views[previous]
                topGaps.append(try add(Constraint(v.top, .equal, s.top + s.height + 4)))
            } else {
                topGaps.append(try add(Constraint(v.top, .equal, p.top + 8)))
            }
            lastChild[parentIndex] = i
            _ = try add(Constraint(v.width, .equal, p.width - 16, priority: 750))
            _ = try add(Constraint(v.height, .equal, 44, priority: 250))
            if i % 4 == 0 { _ = try add(Constraint(v.width, .lessThanOrEqual, 300)) }
            if i % 4 == 2 { _ = try add(Constraint(v.height, .greaterThanOrEqual, 50, priority: 999)) }
        }
    }
}

/// `count` independent siblings, each pinned to a fixed parent.
func siblings(_ count: Int) throws -> Solver {
    var solver = Solver()
    let parent = View()
    try solver.addConstraint(Constraint(parent.left, .equal, 0))
    try solver.addConstraint(Constraint(parent.top, .equal, 0))
    for i in 0..<count {
        let v = View()
        try solver.addConstraint(Constraint(v.left, .equal, parent.left + Double(i % 100)))
        try solver.addConstraint(Constraint(v.top, .equal, parent.top + Double(i / 100)))
        try solver.addConstraint(Constraint(v.width, .equal, 50, priority: 750))
        try solver.addConstraint(Constraint(v.height, .greaterThanOrEqual, 20))
    }
    return solver
}

/// Worst case for Cassowary: one horizontal chain of `count` views
/// (left_i == left_{i-1} + width_{i-1} + 8), whose rows grow linearly.
func chain(_ count: Int) throws -> (Solver, [ConstraintID]) {
    var solver = Solver()
    var ids: [ConstraintID] = []
    var previous: View?
    for _ in 0..<count {
        let v = View()
        if let p = previous {
            ids.append(try solver.addConstraint(Constraint(v.left, .equal, p.left + p.width + 8)))
        } else {
            ids.append(try solver.addConstraint(Constraint(v.left, .equal, 0)))
        }
        try solver.addConstraint(Constraint(v.top, .equal, 0))
        try solver.addConstraint(Constraint(v.width, .equal, 40, priority: 750))
        try solver.addConstraint(Constraint(v.height, .equal, 30))
        previous = v
    }
    return (solver, ids)
}

let clock = ContinuousClock()

/// Fixed-point formatting without Foundation.
func fmt(_ x: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (x * scale).rounded() / scale
    var s = "\(r)"
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
}

func run() throws {
    // 1. First solve of the 1,000-view tree.
    var buildTimes: [Double] = []
    var tree = try TreeLayout(count: 1000)
    for _ in 0..<7 {
        var built: TreeLayout?
        let d = clock.measure { built = try! TreeLayout(count: 1000) }
        buildTimes.append(microseconds(d))
        tree = built!
    }
    print("tree: \(tree.views.count) views, \(tree.views.count * 4) variables, \(tree.constraintCount) constraints")
    print("  first solve (all adds incremental): median \(fmt(median(buildTimes) / 1000)) ms, min \(fmt(buildTimes.min()! / 1000)) ms (7 runs)")
    let deep = tree.views[999]
    let s = tree.solver
    if CommandLine.arguments.contains("--tree-only") { return }
    print("  view 999: left \(s.value(of: deep.left)) top \(s.value(of: deep.top)) width \(s.value(of: deep.width)) height \(s.value(of: deep.height)); ambiguous: \(s.hasAmbiguity(deep.top))")

    // 2. Constant updates.
    func benchUpdate(_ label: String, _ id: ConstraintID, _ a: Double, _ b: Double, readAll: Bool) {
        let rounds = 2000
        var sink = 0.0
        let d = clock.measure {
            for r in 0..<rounds {
                try! tree.solver.updateConstant(id, to: r % 2 == 0 ? a : b)
                if readAll {
                    let solver = tree.solver
                    for v in tree.views {
                        sink += solver.value(of: v.left) + solver.value(of: v.top)
                        sink += solver.value(of: v.width) + solver.value(of: v.height)
                    }
                }
            }
        }
        let extra = readAll ? " (incl. reading all 4,000 values)" : ""
        print("  \(label): \(fmt(microseconds(d) / Double(rounds))) µs per update\(extra)\(sink.isNaN ? "!" : "")")
    }
    benchUpdate("updateConstant, top gap of a mid sibling (required ==)", tree.topGaps[505], 6, 4, readAll: false)
    benchUpdate("updateConstant, left inset of a top-level child (moves its subtree)", tree.leftInsets[3], 12, 8, readAll: false)
    benchUpdate("updateConstant, root top (moves every view)", tree.topGaps[0], 10, 0, readAll: false)
    benchUpdate("updateConstant, top gap of a mid sibling", tree.topGaps[505], 6, 4, readAll: true)

    // 3. suggestValue: edit variable on a leaf height (optional @999 beats the @250 preference).
    do {
        var solver = tree.solver
        let height = tree.views[700].height
        try solver.addEditVariable(height, priority: 999)
        let rounds = 2000
        let d = clock.measure {
            for r in 0..<rounds { try! solver.suggestValue(height, 40 + Double(r % 20)) }
        }
        print("  suggestValue on a leaf height (edit @999): \(fmt(microseconds(d) / Double(rounds))) µs per suggestion; value \(solver.value(of: height))")
    }

    // 4. Independent siblings scale linearly.
    print("independent siblings (4 variables, 4 constraints each):")
    for n in [100, 1000, 10000] {
        var times: [Double] = []
        for _ in 0..<5 {
            var built: Solver?
            times.append(microseconds(clock.measure { built = try! siblings(n) }))
            precondition(built!.constraintCount == 4 * n + 2)
        }
        let t = median(times)
        print("  \(n) views: \(fmt(t / 1000, 3)) ms (\(fmt(t / Double(4 * n), 3)) µs per constraint)")
    }

    // 5. Worst case: a single long chain.
    print("single horizontal chain (rows grow with chain length; Cassowary worst case):")
    for n in [100, 1000] {
        var result: (Solver, [ConstraintID])?
        let d = clock.measure { result = try! chain(n) }
        var (solver, ids) = result!
        let rounds = 200
        let u = clock.measure {
            for r in 0..<rounds { try! solver.updateConstant(ids[1], to: r % 2 == 0 ? 10 : 8) }
        }
        print("  \(n) views: first solve \(fmt(microseconds(d) / 1000)) ms, updateConstant near chain head \(fmt(microseconds(u) / Double(rounds))) µs")
    }
}

try run()
