/// The notes a storyboard read collects: one per kind of skipped element (with the line it was first seen on and
/// how many more there were) and one per element name with attributes that are not modelled, so a large file gives
/// a short, readable list.
struct StoryboardNotes {
    private enum Entry {
        case skipped(line: Int, text: String, more: Int)
        case attributes(element: String, line: Int, names: Set<String>)
        case single(String)
    }

    private var order: [String] = []
    private var entries: [String: Entry] = [:]

    /// Notes that `node` was skipped and why. Repeats of the same `kind` (by default the element name) are counted.
    mutating func skipped(_ node: XMLElementNode, _ reason: String, kind: String? = nil) {
        let key = "skip:" + (kind ?? node.name)
        if case let .skipped(line, text, more)? = entries[key] {
            entries[key] = .skipped(line: line, text: text, more: more + 1)
        } else {
            order.append(key)
            entries[key] = .skipped(line: node.line, text: "<\(node.name)> \(reason)", more: 0)
        }
    }

    /// Notes the attributes of `node` that are not modelled, merged with earlier ones of the same element name.
    mutating func unmodelledAttributes(_ names: [String], of node: XMLElementNode) {
        guard !names.isEmpty else { return }
        let key = "attributes:" + node.name
        if case let .attributes(element, line, known)? = entries[key] {
            entries[key] = .attributes(element: element, line: line, names: known.union(names))
        } else {
            order.append(key)
            entries[key] = .attributes(element: node.name, line: node.line, names: Set(names))
        }
    }

    mutating func note(_ text: String, line: Int) {
        let key = "note:\(order.count)"
        order.append(key)
        entries[key] = .single("line \(line): \(text)")
    }

    var lines: [String] {
        order.compactMap { key in
            switch entries[key] {
            case let .skipped(line, text, more)?:
                return "line \(line): \(text)" + (more > 0 ? " (and \(more) more like it)" : "")
            case let .attributes(element, line, names)?:
                return "line \(line): <\(element)> attributes not modelled, ignored: "
                    + names.sorted().joined(separator: ", ")
            case let .single(text)?:
                return text
            case nil:
                return nil
            }
        }
    }
}
