#if canImport(Glibc)
import Glibc
import Testing
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// `uihost serve` keeps the memory of large replies for the next one (AllocatorTuning). Without it, glibc mapped
/// every reply of 24 MiB or more afresh and the kernel faulted in each of its pages again: a `tree.get` of
/// 100,000 views took 25,000 page faults per call and 2.7 times as long per view as one of 10,000
/// (docs/benchmarks.md). Page faults are counted, not timed, and only this thread's (`RUSAGE_THREAD`).
@Suite struct AllocatorTuningTests {
    /// Minor page faults of the calling thread so far.
    static func threadPageFaults() -> Int {
        var usage = rusage()
        let rusageThread: Int32 = 1  // RUSAGE_THREAD, which the Glibc module does not import
        getrusage(__rusage_who_t(rusageThread), &usage)
        return usage.ru_minflt
    }

    /// Allocates `bytes`, writes one byte per page, frees it; returns the page faults that took.
    static func faultsForOneBuffer(of bytes: Int) -> Int {
        let before = threadPageFaults()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
        for page in stride(from: 0, to: bytes, by: 4096) { buffer[page] = UInt8(truncatingIfNeeded: page) }
        buffer.deallocate()
        return threadPageFaults() - before
    }

    @Test func aSecondLargeReplyReusesTheFirstOnesPages() {
        #expect(AllocatorTuning.keepLargeBuffers())
        let size = 24 << 20  // a 100,000-view tree.get is about 26 MB
        _ = Self.faultsForOneBuffer(of: size)
        let pages = size / 4096
        // Other tests run on other threads meanwhile and may share this thread's malloc arena, taking the freed
        // block before it is asked for again; the reuse must show in one of three tries (a failing tuning faults
        // every page every time).
        var attempts: [Int] = []
        for _ in 0..<3 {
            let again = Self.faultsForOneBuffer(of: size)
            attempts.append(again)
            if again < pages / 10 { break }
        }
        #expect(attempts.contains { $0 < pages / 10 }, "page faults per try \(attempts) for a buffer of \(pages) pages freed a moment ago")
    }
}
#endif
