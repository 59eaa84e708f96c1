import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct ProtocolReferenceTests {
    /// docs/protocol.md keeps in step with the catalogue: every method has a row.
    @Test func everyCatalogueMethodIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/protocol.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for spec in MethodCatalogue.all {
            #expect(text.contains("| `\(spec.name)` |"), "docs/protocol.md has no row for \(spec.name)")
        }
    }
}
