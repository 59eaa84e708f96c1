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

    /// Whether glibc served `pointer` with a mapping of its own: the IS_MMAPPED bit (0x2) of the chunk's size
    /// word, which sits just before the pointer malloc returned.
    static func isMappedChunk(_ pointer: UnsafeMutableRawPointer) -> Bool {
        let sizeWord = pointer.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
        return sizeWord & 0x2 != 0
    }

    // A large reply's buffer comes from the heap, not from a mapping of its own that glibc would return to the
    // kernel on free (the cause of the page faults). The chunk header says which, whatever other tests' threads do
    // meanwhile; counting this thread's page faults, as this test did before, failed now and then in full runs
    // because other threads sharing the malloc arena took the freed block first.
    @Test func aLargeReplysBufferComesFromTheHeapNotAMappingOfItsOwn() {
        #expect(AllocatorTuning.keepLargeBuffers())
        let size = 24 << 20  // a 100,000-view tree.get is about 26 MB
        let buffer = malloc(size)!
        defer { free(buffer) }
        #expect(!Self.isMappedChunk(buffer), "a \(size)-byte buffer was mapped on its own")
        let huge = malloc(1 << 30)!  // above the tuned threshold (32 MiB): still a mapping, as glibc does
        defer { free(huge) }
        #expect(Self.isMappedChunk(huge))
    }
}
#endif
