import Foundation
import Testing
@testable import HeadlessUIKit

/// Where a view was torn down: on the main queue or not.
final class TeardownProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var onMain: [Bool] = []

    func record(_ isMain: Bool) {
        lock.lock()
        onMain.append(isMain)
        lock.unlock()
    }

    var records: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return onMain
    }
}

/// A view with an accessibility identifier (so the shared view index holds it) that records where it went away.
final class TeardownProbeView: UIView {
    let probe: TeardownProbe

    init(probe: TeardownProbe) {
        self.probe = probe
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = "probe"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit { probe.record(MainQueue.isCurrent) }
}

/// Holds a host so that its last reference can be dropped on another thread.
final class HostHolder: @unchecked Sendable {
    var host: HeadlessHost?
    /// A later host, which makes the first one no longer the current one (the current host stays referenced).
    var later: HeadlessHost?
}

/// Not on the main actor: a test suite's instance, or a server thread, can drop the last reference to a host
/// anywhere.
@Suite struct HostTeardownTests {
    // docs/uikit-rules.md 4.15: a host whose last reference goes away off the main actor tears its app down on the
    // main actor, where its views leave the shared view index; before, they left it on the releasing thread, racing
    // another host's views (a crash in ViewIndex.remove under CI load).
    @Test func aHostReleasedOffTheMainActorTearsItsViewsDownOnIt() async throws {
        let probe = TeardownProbe()
        let holder = HostHolder()
        try await MainActor.run {
            let host = HeadlessHost(device: .iPhone8)
            let delegate = ViewTestAppDelegate()
            delegate.rootViewController = UIViewController()
            try host.launch(delegate: delegate)
            host.runUntilIdle()
            delegate.window?.rootViewController?.view.addSubview(TeardownProbeView(probe: probe))
            holder.host = host
            holder.later = HeadlessHost(device: .iPhone8)
        }

        await Task.detached { holder.host = nil }.value
        for _ in 0..<100 where probe.records.isEmpty {
            await MainActor.run {}
            try await Task.sleep(nanoseconds: 1_000_000)
        }

        #expect(probe.records == [true])
        let left = await MainActor.run { ViewIndex.count(withIdentifier: "probe") }
        #expect(left == 0)
        await MainActor.run { holder.later = nil }
    }
}
