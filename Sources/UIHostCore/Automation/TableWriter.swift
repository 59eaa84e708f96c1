import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Writes `tree.get {form: "table"}` (docs/protocol.md, The table form): the compact form's nodes as columns, one row
/// a view in depth-first order, so a client parses a few long arrays of numbers and short strings instead of an
/// object per view.
///
/// `{count, classes, refs, class, parent, frame, fields}`: `classes` the class names, each once, in order of first
/// use; `refs` each row's ref number (`"v"` + it is the node's `ref`); `class` an index into `classes`; `parent` the
/// parent's row (-1 for a root); `frame` four numbers a row, x, y, width, height, in window coordinates as the node's
/// `frame`; `fields` every other field of the compact node, by name, as `{rows, values}`: the rows that have the field,
/// ascending, and its value in each. With several windows and no `root`, a `screen` key holds the compact screen node
/// without its children, and the windows are the roots.
///
/// Each field is written the way `TreeWriter` writes it in the compact form; a test checks the two forms against
/// each other on whole trees.
@MainActor
struct TableWriter: ~Copyable {
    let nodes: ViewNodes
    let include: [String]
    let hashes: Bool
    var hasher = TreeHasher()
    private(set) var count = 0
    private var refs = JSONBuffer(capacity: 16_384)
    private var classes = JSONBuffer(capacity: 8_192)
    private var parents = JSONBuffer(capacity: 16_384)
    private var frames = JSONBuffer(capacity: 65_536)
    private var classNames: [UInt8] = []
    private var classIndex: [ObjectIdentifier: Int] = [:]
    private var lastClass: (id: ObjectIdentifier, index: Int)?
    /// The sparse columns in the order they first appeared: a tree has a handful, so a scan of their names beats
    /// hashing each name for each view.
    private var columns: [(name: String, column: TableColumn)] = []
    /// The columns of the fields most views have, by `Slot`, once they exist: no lookup by name for them.
    private var slotColumns = [TableColumn?](repeating: nil, count: Slot.allCases.count)

    /// The fields a view's row may have whatever its class.
    private enum Slot: Int, CaseIterable {
        case tag, bounds, hidden, alpha, interaction, identifier, label, text, storyboardID

        var name: String {
            switch self {
            case .tag: "tag"
            case .bounds: "bounds"
            case .hidden: "hidden"
            case .alpha: "alpha"
            case .interaction: "userInteractionEnabled"
            case .identifier: "accessibilityIdentifier"
            case .label: "accessibilityLabel"
            case .text: "text"
            case .storyboardID: "storyboardID"
            }
        }
    }
    private var firstResponder: UIResponder?

    init(nodes: ViewNodes, include: [String], hashes: Bool) {
        self.nodes = nodes
        self.include = include
        self.hashes = hashes
    }

    /// Writes `view`'s row and, `depth` levels down (nil: all), its subviews' rows, as a root (`parent` -1).
    /// `offset` is as in `NodeGeometry.frame`.
    mutating func write(_ view: UIView, depth: Int?, offset: CGPoint?) {
        firstResponder = view.window?.firstResponder
        write(view, parent: -1, depth: depth, offset: offset, inWindow: view.window != nil)
    }

    private mutating func write(_ view: UIView, parent: Int, depth: Int?, offset: CGPoint?, inWindow: Bool) {
        let row = count
        count += 1
        let visit = NodeVisit(view, offset: offset, inWindow: inWindow, firstResponder: firstResponder,
                              hashes: hashes, into: &hasher)
        let frame = visit.frame
        if row > 0 {
            refs.append(UInt8(ascii: ","))
            classes.append(UInt8(ascii: ","))
            parents.append(UInt8(ascii: ","))
            frames.append(UInt8(ascii: ","))
        }
        refs.writeInteger(Int64(view.instanceNumber))
        classes.writeInteger(Int64(index(ofClassOf: view)))
        parents.writeInteger(Int64(parent))
        frames.writeNumber(Double(frame.origin.x))
        frames.append(UInt8(ascii: ","))
        frames.writeNumber(Double(frame.origin.y))
        frames.append(UInt8(ascii: ","))
        frames.writeNumber(Double(frame.size.width))
        frames.append(UInt8(ascii: ","))
        frames.writeNumber(Double(frame.size.height))
        writeFields(view, row: row, frame: frame, bounds: visit.bounds, isFirstResponder: visit.isFirstResponder)

        let subviews = view.subviews
        if hashes { hasher.mix(subviews.count) }
        guard !subviews.isEmpty, depth.map({ $0 > 0 }) ?? true else { return }
        let childDepth = depth.map { $0 - 1 }
        let childOffset = visit.childOffset(offset, inWindow: inWindow)
        for subview in subviews {
            write(subview, parent: row, depth: childDepth, offset: childOffset, inWindow: inWindow)
        }
    }

    /// The compact node's fields other than ref, class and frame (docs/protocol.md, The compact form).
    private mutating func writeFields(_ view: UIView, row: Int, frame: CGRect, bounds: CGRect, isFirstResponder: Bool) {
        if view.tag != 0 { column(.tag, row).writeInteger(Int64(view.tag)) }
        if !ViewNodes.boundsAreDefault(bounds, frame: frame) { column(.bounds, row).write(ViewNodes.rect(bounds)) }
        if view.isHidden { column(.hidden, row).append("true") }
        if view.alpha != 1 { column(.alpha, row).writeNumber(Double(view.alpha)) }
        if view.isUserInteractionEnabled != ViewNodes.interactionDefault(of: view) {
            column(.interaction, row).append(view.isUserInteractionEnabled ? "true" : "false")
        }
        if let identifier = view.accessibilityIdentifier {
            column(.identifier, row).writeString(identifier)
        }
        // A label's one control field is its text: read without building the fields (most views of long lists).
        let asLabel = type(of: view) == UIView.self ? nil : view as? UILabel
        let controls = asLabel == nil ? ControlFields.fields(of: view) : []
        let text = asLabel.map { $0.text } ?? controls.first { $0.0 == "text" }?.1.stringValue
        if let label = view.accessibilityLabel {
            if label != text { column(.label, row).writeString(label) }
        } else if text != nil {
            column(.label, row).append("null")
        }
        if let text, asLabel != nil { column(.text, row).writeString(text) }
        for (name, value) in controls {
            if case .string(let string) = value {
                column(name, row).writeString(string)
            } else {
                column(name, row).write(value)
            }
        }
        if let id = view.storyboardElementID { column(.storyboardID, row).writeString(id) }
        if isFirstResponder { column("isFirstResponder", row).append("true") }
        if let controller = view.owningViewController, controller.viewIfLoaded === view {
            column("controller", row).write(nodes.controllerSummary(controller))
        }
        if let layer = view.layerIfLoaded, layer.hasCustomAppearance, !include.contains("layer") {
            column("layer", row).write(ViewNodes.layer(layer))
        }
        for field in include {
            guard let value = nodes.inspectable(field, of: view) else { continue }
            column(field, row).write(value)
        }
    }

    /// The values of `slot`'s column, with `row` added to its rows: the caller writes the row's value next.
    private mutating func column(_ slot: Slot, _ row: Int) -> TableColumn {
        if let column = slotColumns[slot.rawValue] {
            column.add(row: row)
            return column
        }
        let column = column(slot.name, row)
        slotColumns[slot.rawValue] = column
        return column
    }

    /// The values of column `name`, with `row` added to its rows: the caller writes the row's value next.
    private mutating func column(_ name: String, _ row: Int) -> TableColumn {
        let column: TableColumn
        if let existing = columns.first(where: { $0.name == name }) {
            column = existing.column
        } else {
            column = TableColumn()
            columns.append((name, column))
        }
        column.add(row: row)
        return column
    }

    private mutating func index(ofClassOf view: UIView) -> Int {
        let id = ObjectIdentifier(type(of: view))
        if let lastClass, lastClass.id == id { return lastClass.index }
        let index: Int
        if let known = classIndex[id] {
            index = known
        } else {
            index = classIndex.count
            classIndex[id] = index
            if index > 0 { classNames.append(UInt8(ascii: ",")) }
            JSON.writeString(ClassNames.name(of: view), to: &classNames)
        }
        lastClass = (id, index)
        return index
    }

    /// The table as a JSON object; `screen` the compact screen node when there are several windows.
    consuming func finish(screen: JSON? = nil) -> [UInt8] {
        var out = JSONBuffer(capacity: refs.byteCount + classes.byteCount + parents.byteCount + frames.byteCount
                                       + columns.reduce(0) { $0 + $1.column.byteCount } + classNames.count + 256)
        out.append(#"{"count":"#)
        out.writeInteger(Int64(count))
        if let screen {
            out.append(#","screen":"#)
            out.write(screen)
        }
        out.append(#","classes":["#)
        out.append(classNames)
        out.append(#"],"refs":["#)
        out.append(refs)
        out.append(#"],"class":["#)
        out.append(classes)
        out.append(#"],"parent":["#)
        out.append(parents)
        out.append(#"],"frame":["#)
        out.append(frames)
        out.append(#"],"fields":{"#)
        for (position, (name, column)) in columns.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.writeString(name)
            out.append(#":{"rows":["#)
            out.append(column.rows)
            out.append(#"],"values":["#)
            out.append(column.values)
            out.append(#"]}"#)
        }
        out.append(#"}}"#)
        return out.bytes
    }
}

/// One sparse column of the table form: the rows that have the field and, in step, their values.
/// Only its `TableWriter` touches it, from one thread, so its buffers skip the runtime's exclusivity checks (which
/// took a tenth of a 10,000-label table's time).
final class TableColumn {
    @exclusivity(unchecked) var rows = JSONBuffer(capacity: 256)
    @exclusivity(unchecked) var values = JSONBuffer(capacity: 1_024)
    @exclusivity(unchecked) private var count = 0

    var byteCount: Int { rows.byteCount + values.byteCount }

    func add(row: Int) {
        if count > 0 {
            rows.append(UInt8(ascii: ","))
            values.append(UInt8(ascii: ","))
        }
        count += 1
        rows.writeInteger(Int64(row))
    }

    func append(_ literal: StaticString) { values.append(literal) }
    func writeInteger(_ value: Int64) { values.writeInteger(value) }
    func writeNumber(_ value: Double) { values.writeNumber(value) }
    func writeString(_ value: String) { values.writeString(value) }
    func write(_ value: JSON) { values.write(value) }
}
