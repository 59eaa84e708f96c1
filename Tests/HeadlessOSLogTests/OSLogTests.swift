import Foundation
import HeadlessOSLog
import Testing

/// Lines written to the host log during a test.
private final class CapturedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }
}

/// docs/uikit-rules.md 18.7: os.log for ported apps writes to the host log.
@Suite(.serialized) struct OSLogTests {
    private func captured(_ body: () -> Void) -> [String] {
        let capture = CapturedLines()
        let previous = HostLog.redirect { capture.append($0) }
        body()
        HostLog.redirect(to: previous)
        return capture.lines
    }

    @Test func loggerWritesOneLinePerMessageWithItsLevelAndOrigin() {
        let logger = Logger(subsystem: "com.example.app", category: "network")
        let lines = captured {
            logger.info("loaded \(3, privacy: .public) items for \("ada", privacy: .private)")
            logger.error("failed")
        }
        #expect(lines == ["app: info com.example.app/network: loaded 3 items for ada", "app: error com.example.app/network: failed"])
    }

    @Test func osLogFormatsPrintfStyleAndDropsPrivacyMarkers() {
        let log = OSLog(subsystem: "com.example.app", category: "ui")
        let lines = captured {
            os_log("opened %{public}@ after %d ms", log: log, type: .debug, "Home", 12)
            os_log(.fault, log: .default, "lost \(2) frames")
        }
        #expect(lines == ["app: debug com.example.app/ui: opened Home after 12 ms", "app: fault: lost 2 frames"])
    }

    @Test func theDisabledLogWritesNothing() {
        #expect(captured { Logger(OSLog.disabled).info("hidden") } == [])
    }
}
