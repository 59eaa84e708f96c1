import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes, child elements, text and line: storyboards are small, so they are parsed
/// into a tree first and read by plain recursive functions (`StoryboardReader`).
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Parses well-formed XML; anything else (including an empty or truncated document) is `.notXML`.
    static func parse(_ data: Data) throws(StoryboardError) -> XMLElementNode {
        // Storyboards are UTF-8. Checked here because Foundation's XMLParser on Linux traps on an element name
        // that is not valid UTF-8 rather than reporting an error (found by Fuzz/).
        if let (line, column) = firstInvalidUTF8(data) {
            throw .notXML(line: line, column: column, reason: "the file is not valid UTF-8 here; save it as UTF-8")
        }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, builder.stack.isEmpty, let root = builder.root else {
            throw .notXML(line: parser.lineNumber, column: parser.columnNumber, reason: builder.failure(parser))
        }
        return root
    }

    /// The line and column (in characters) of the first byte that breaks UTF-8, or nil.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        private var sawElement = false

        /// What went wrong, from what was parsed so far (the parser's error codes differ between platforms).
        func failure(_ parser: XMLParser) -> String {
            if let open = stack.last {
                return "parsing stopped inside <\(open.name)>, opened on line \(open.line)"
            }
            if !sawElement { return "there is no XML element" }
            let code = (parser.parserError as NSError?)?.code
            return "malformed XML" + (code.map { " (parser error \($0))" } ?? "")
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            sawElement = true
            stack.append(XMLElementNode(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }
    }
}
