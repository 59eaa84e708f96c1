import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostProtocol
import UIHostCore

/// One JSON-RPC message, as a client's WebSocket text frame, into the parser, the dispatcher and every method of a
/// fresh host running the demo app. The reply must itself be JSON; parsed values must survive a round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let value = try? JSONParser.parse(bytes) {
        // Serializing is a fixed point (1E+2 may come back as 100: the same JSON number, another case of `JSON`).
        let text = value.serialized()
        let again = try? JSONParser.parse(text)
        precondition(again?.serialized() == text, "serialized JSON does not parse back to the same text")
        _ = try? ViewSelector(json: value, field: "view")
    }
    MainActor.assumeIsolated {
        var configuration = HostConfiguration(app: AppDescription(name: "demo") { DemoAppDelegate() })
        configuration.recording.directory = FuzzFiles.recordings
        guard let automation = try? AutomationHost(configuration: configuration) else { fatalError("the demo app did not start") }
        let session = automation.openSession(1)
        if let reply = automation.handle(bytes, from: session) {
            precondition((try? JSONParser.parse(reply)) != nil, "the host replied with something that is not JSON")
        }
        automation.closeSession(1)
    }
    return 0
}

enum FuzzFiles {
    /// A private recordings folder, so `session.record.start` and `session.replay` have somewhere to look.
    static let recordings: String = {
        let path = NSTemporaryDirectory() + "uihost-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
}
