import Foundation
import UIHostRender

// Prints Sources/HeadlessUIKit/Text/FontFaces.generated.swift for the installed fonts: scripts/generate-font-metrics
// writes it there (docs/uikit-rules.md 19.20).
do {
    print(try await MainActor.run { try FontMetricsGenerator.source() }, terminator: "")
} catch {
    FileHandle.standardError.write(Data("uihost-font-metrics: \(error)\n".utf8))
    exit(1)
}
