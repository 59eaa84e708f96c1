import Foundation
import UIHostProtocol
@testable import UIHostCore

/// A session file's bytes into the recording reader, then every step's tree rebuilt from the checkpoints and
/// deltas as the replayer does, and the steps exported as a Python script.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let recording = try? Recording.parse(bytes, path: "fuzz.jsonl") else { return 0 }
    var tree: [String]?
    for entry in recording.entries {
        switch entry {
        case .tree(_, _, let lines): tree = lines
        case .step(_, _, _, let delta?): tree = tree.flatMap { delta.applied(to: $0) }
        case .step: break
        }
    }
    MainActor.assumeIsolated { _ = PythonExporter.export(recording, source: "fuzz.jsonl", testName: nil) }
    return 0
}
