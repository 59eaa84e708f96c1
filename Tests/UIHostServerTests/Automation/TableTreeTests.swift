import Foundation
import HeadlessUIKit
import Testing
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore

/// `tree.get {form: "table"}` (docs/protocol.md, The table form): the compact nodes as columns.
@Suite @MainActor struct TableTreeTests {
    /// The compact node tree a table holds, built back by the documented rule: a node per row with `ref` "v" + its
    /// ref number, `class` from `classes`, `frame` from its four numbers and every field in `fields` at that row,
    /// and the rows whose `parent` is its row as its `children`, in row order. Several roots under `screen`.
    func nodes(fromTable table: JSON) throws -> JSON {
        let count = try #require(table["count"]?.intValue)
        let classes = try #require(table["classes"]?.arrayValue)
        let refs = try #require(table["refs"]?.arrayValue)
        let classColumn = try #require(table["class"]?.arrayValue)
        let parents = try #require(table["parent"]?.arrayValue)
        let frames = try #require(table["frame"]?.arrayValue)
        #expect(refs.count == count && classColumn.count == count && parents.count == count && frames.count == 4 * count)
        var objects: [JSONObject] = (0..<count).map { row in
            var object = JSONObject()
            object["ref"] = .string("v\(refs[row].intValue ?? -1)")
            object["class"] = classes[classColumn[row].intValue ?? 0]
            object["frame"] = ["x": frames[4 * row], "y": frames[4 * row + 1], "width": frames[4 * row + 2],
                               "height": frames[4 * row + 3]]
            return object
        }
        for (name, column) in try #require(table["fields"]?.objectValue) {
            let rows = try #require(column["rows"]?.arrayValue)
            let values = try #require(column["values"]?.arrayValue)
            #expect(rows.count == values.count)
            for (row, value) in zip(rows, values) { objects[row.intValue ?? 0][name] = value }
        }
        var children: [[Int]] = Array(repeating: [], count: count)
        var roots: [Int] = []
        for row in 0..<count {
            let parent = parents[row].intValue ?? -1
            #expect(parent < row)  // depth first: a parent comes before its children
            if parent < 0 { roots.append(row) } else { children[parent].append(row) }
        }
        func node(_ row: Int) -> JSON {
            var object = objects[row]
            if !children[row].isEmpty { object["children"] = .array(children[row].map(node)) }
            return .object(object)
        }
        if var screen = table["screen"]?.objectValue {
            screen["children"] = .array(roots.map(node))
            return .object(screen)
        }
        #expect(roots == [0])
        return node(0)
    }

    /// A number as the reply's parser reads it: whole numbers as integers.
    func number(_ value: Double) -> JSON {
        value == value.rounded() ? .int(Int(value)) : .double(value)
    }

    @Test func theWholeTableIsTheCompactTreeInColumns() throws {
        let demo = try DemoAutomation()
        let home = try #require(demo.automation.host.keyWindow?.viewWithTag(2)?.superview)
        // Scrolled bounds, a rotation, a hidden and translucent view, labels with and without their own label.
        _ = TreeStreamingTests().addScrolledAndTurnedViews(to: home)
        let faded = UIView(frame: CGRect(x: 1, y: 600, width: 10, height: 10))
        faded.alpha = 0.5
        faded.isHidden = true
        home.addSubview(faded)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "Plain"
        let relabelled = UILabel(frame: CGRect(x: 0, y: 20, width: 40, height: 20.5))
        relabelled.text = "3"
        relabelled.accessibilityLabel = "Three items"
        let field = UITextField(frame: CGRect(x: 0, y: 40, width: 40, height: 20))
        field.text = "typed"
        for view in [label, relabelled, field] as [UIView] { home.addSubview(view) }
        demo.automation.host.runUntilIdle()

        let compact = try demo.call("tree.get", ["compact": true])
        let table = try demo.call("tree.get", ["form": "table"])
        #expect(try nodes(fromTable: try #require(table["table"])) == compact["root"])
        #expect(table["version"] == compact["version"])
        // `compact: true` says the same; `include` adds its fields as columns too.
        #expect(try demo.call("tree.get", ["form": "table", "compact": true]) == table)
        let included = try demo.call("tree.get", ["form": "table", "include": ["backgroundColor"]])
        let compactIncluded = try demo.call("tree.get", ["compact": true, "include": ["backgroundColor"]])
        #expect(try nodes(fromTable: try #require(included["table"])) == compactIncluded["root"])
    }

    @Test func aSubtreeTableIsExact() throws {
        let demo = try DemoAutomation()
        let home = try #require(demo.automation.host.keyWindow?.viewWithTag(2)?.superview)
        let box = UIView(frame: CGRect(x: 10, y: 600, width: 100, height: 50))
        box.tag = 7_001
        let first = UILabel(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        first.text = "One"
        let second = UILabel(frame: CGRect(x: 5, y: 25.5, width: 40, height: 20))
        second.text = "Two"
        second.accessibilityLabel = "Second"
        second.alpha = 0.25
        box.addSubview(first)
        box.addSubview(second)
        home.addSubview(box)
        demo.automation.host.runUntilIdle()

        let table = try #require(try demo.call("tree.get", ["root": ["tag": 7_001], "form": "table"])["table"])
        let numbers = [box, first, second].map { JSON.int($0.instanceNumber) }
        // Window coordinates: the home view's origin in the window plus the frames above.
        let origin = home.convert(CGPoint.zero, to: nil)
        func x(_ value: Double) -> JSON { number(Double(origin.x) + value) }
        func y(_ value: Double) -> JSON { number(Double(origin.y) + value) }
        let expected: JSON = [
            "count": 3, "classes": ["UIView", "UILabel"], "refs": .array(numbers), "class": [0, 1, 1],
            "parent": [-1, 0, 0],
            "frame": [x(10), y(600), 100, 50, x(15), y(605), 40, 20, x(15), y(625.5), 40, 20],
            "fields": ["tag": ["rows": [0], "values": [7_001]],
                       "text": ["rows": [1, 2], "values": ["One", "Two"]],
                       "alpha": ["rows": [2], "values": [0.25]],
                       "accessibilityLabel": ["rows": [2], "values": ["Second"]]],
        ]
        #expect(table == expected)
        // To a depth: the root alone.
        let rootOnly = try #require(try demo.call("tree.get", ["root": ["tag": 7_001], "depth": 0,
                                                               "form": "table"])["table"])
        #expect(rootOnly == ["count": 1, "classes": ["UIView"], "refs": [numbers[0]], "class": [0], "parent": [-1],
                             "frame": [x(10), y(600), 100, 50], "fields": ["tag": ["rows": [0], "values": [7_001]]]])
    }

    @Test func severalWindowsAreRootsUnderTheScreen() throws {
        let demo = try DemoAutomation()
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        overlay.windowLevel = .alert
        overlay.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        overlay.isHidden = false
        demo.automation.host.runUntilIdle()

        let compact = try demo.call("tree.get", ["compact": true])
        #expect(compact["root"]?["class"] == "UIScreen")
        let table = try #require(try demo.call("tree.get", ["form": "table"])["table"])
        #expect(table["screen"] == ["ref": "screen", "class": "UIScreen",
                                    "frame": ["x": 0, "y": 0, "width": 375, "height": 667]])
        #expect(try nodes(fromTable: table) == compact["root"])
        let parents = try #require(table["parent"]?.arrayValue)
        #expect(parents.filter { $0 == -1 }.count == 2)
        overlay.isHidden = true
    }

    @Test func aFormOtherThanNodesOrTableAndATableThatIsNotCompactAreRefused() throws {
        let demo = try DemoAutomation()
        let form = try #require(try demo.error("tree.get", ["form": "grid"]))
        #expect(form.code == -32602)
        #expect(form.message == "parameter 'form' must be \"nodes\" (the default) or \"table\" but got 'grid'")
        let notCompact = try #require(try demo.error("tree.get", ["form": "table", "compact": false]))
        #expect(notCompact.code == -32602)
        #expect(notCompact.message == "parameter 'compact' must be true or left out: the table form holds the "
                                      + "compact form's nodes but got boolean")
        // "nodes" is the default form.
        #expect(try demo.call("tree.get", ["form": "nodes", "compact": true])["root"]
                == (try demo.call("tree.get", ["compact": true])["root"]))
    }
}
