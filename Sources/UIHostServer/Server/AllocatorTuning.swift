#if canImport(Glibc)
import Glibc
#endif

/// How the host asks glibc's allocator to treat the large buffers of big replies.
///
/// A `tree.get` of 100,000 views is a 26 MB reply that passes through a few buffers of that size (the written
/// tree, the reply around it, the message the transport queues). glibc maps every block at or above its mmap
/// threshold afresh and unmaps it on free; its dynamic threshold only rises to the size of a freed block, so the
/// next reply of the same size was mapped again, and the kernel faulted in and zeroed each of its 6,400 pages:
/// 25,000 page faults per call, which made that call 2.7 times slower per view than one of 10,000 views
/// (docs/benchmarks.md). With blocks up to 32 MiB taken from the heap, and freed heap memory kept up to 256 MiB,
/// the pages are reused instead. The cost is that a host keeps the memory of its largest replies until it exits.
public enum AllocatorTuning {
    /// glibc's largest allowed mmap threshold on 64-bit systems (HEAP_MAX_SIZE / 2).
    static let heapBlockLimit: Int32 = 32 << 20
    static let keptFreeMemory: Int32 = 256 << 20
    /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` from glibc's <malloc.h>, which the Glibc module does not import.
    static let trimThresholdOption: Int32 = -1
    static let mmapThresholdOption: Int32 = -3

    /// Applies the settings; call once, before serving. Returns false where the allocator refused them (or is
    /// not glibc's).
    @discardableResult
    public static func keepLargeBuffers() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(mmapThresholdOption, heapBlockLimit) == 1 && mallopt(trimThresholdOption, keptFreeMemory) == 1
        #else
        return false
        #endif
    }
}
