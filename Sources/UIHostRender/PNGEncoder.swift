import CCairo
import Foundation

/// Writes a Cairo image surface as a PNG file (docs/uikit-rules.md 19.15), compressing bands of rows on
/// separate threads and reusing the bands that have not changed since the last picture of the same size.
///
/// A PNG's pixels are one zlib stream, which libpng writes on one thread, row by row. Here the rows are cut into
/// `PNGEncoder.bands` bands; each band is converted to PNG rows (a filter byte, then RGB or RGBA) and deflated
/// on its own thread, every band but the last ending with a full flush so the next starts on a byte boundary with
/// no back references into it (as pigz does). The bands' raw deflate streams, joined, are the zlib stream's body;
/// their Adler-32 and CRC-32 checksums are combined with zlib's own `adler32_combine` and `crc32_combine`. The
/// number of bands is fixed, not taken from the machine, so the same pixels give the same bytes everywhere;
/// a machine with fewer cores runs the bands in turn. The threads are POSIX threads started for each picture,
/// not libdispatch's pool, which does not survive the `fork` a zygote-started host begins with (a forked host's
/// first `concurrentPerform` could wait forever).
///
/// Since a band's bytes depend on its own pixels only, a `PNGBandCache` keeps each band's pixels and bytes, and a
/// band whose pixels are unchanged is not deflated again: the file is byte for byte the one a fresh encoding
/// gives (19.17).
enum PNGEncoder {
    /// Bands of rows deflated apart: 16 (83 rows, 42 pt, of an iPhone 8 screen at @2x) keep both of a 2-core
    /// machine's cores busy when text rows take longer than flat ones, let a change to one control re-encode a
    /// sixteenth of the screen, and cost nothing in size (a full flush also restarts the Huffman tables, which
    /// suits a screen's regions: the demo's home screen is 1.4% smaller than in one stream, docs/benchmarks.md).
    static let bands = 16

    /// zlib's level for every band (19.15: the fastest level that finds the long runs of a screen's flat colour).
    static let level: Int32 = 3

    static func encode(_ surface: OpaquePointer, reusing cache: PNGBandCache? = nil) throws(RenderError) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else {
            throw .encoding("the surface has no pixels")
        }
        let source = Pixels(base: UnsafeRawPointer(pixels), width: width, height: height, stride: stride)
        let opaque = source.isOpaque
        let bandCount = min(bands, height)
        let previous = cache?.bands(width: width, height: height, opaque: opaque)
        let results = BandResults(count: bandCount)
        BandThreads.run(bandCount) { band in
            let rows = (height * band / bandCount)..<(height * (band + 1) / bandCount)
            if let kept = previous?[band], kept.pixels.matches(rows, of: source) {
                results.store(band, kept)
            } else {
                var compressed = Band.compress(rows, of: source, opaque: opaque, last: band == bandCount - 1)
                if cache != nil { compressed.pixels = BandPixels(rows, of: source) }
                results.store(band, compressed)
            }
        }
        let parts = results.all
        if let failure = parts.first(where: { $0.failure != nil })?.failure { throw .encoding(failure) }
        cache?.keep(parts, width: width, height: height, opaque: opaque)

        var file = Data(capacity: parts.reduce(64) { $0 + $1.compressed.count })
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])  // depth, colour type, deflate, filters, no interlace
        file.appendChunk("IHDR", header)

        // The IDAT chunk: zlib's two-byte header (deflate, 32 KiB window, no dictionary), the bands, the Adler-32.
        let zlibHeader: [UInt8] = [0x78, 0x5E]
        var adler = UInt32(1)
        for part in parts {
            adler = UInt32(adler32_combine(uLong(adler), uLong(part.adler), .init(part.rawLength)))
        }
        var trailer = Data()
        trailer.appendBigEndian(adler)
        let body = zlibHeader.count + parts.reduce(0) { $0 + $1.compressed.count } + trailer.count
        file.appendBigEndian(UInt32(body))
        let typeAndHeader: [UInt8] = Array("IDAT".utf8) + zlibHeader
        var crc = typeAndHeader.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        file.append(contentsOf: typeAndHeader)
        for part in parts {
            crc = UInt32(crc32_combine(uLong(crc), uLong(part.crc), .init(part.compressed.count)))
            file.append(part.compressed)
        }
        crc = trailer.withUnsafeBytes {
            UInt32(crc32(uLong(crc), $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)))
        }
        file.append(trailer)
        file.appendBigEndian(crc)
        file.appendChunk("IEND", Data())
        return file
    }

    /// The surface's memory, read by every band's thread (nothing writes it while they run).
    struct Pixels: @unchecked Sendable {
        let base: UnsafeRawPointer
        let width: Int
        let height: Int
        let stride: Int

        func row(_ y: Int) -> UnsafePointer<UInt32> {
            (base + y * stride).assumingMemoryBound(to: UInt32.self)
        }

        /// Every pixel's alpha is 255 (a screen always is): the PNG can be RGB.
        var isOpaque: Bool {
            (0..<height).allSatisfy { y in
                let pixels = row(y)
                var all = UInt32(0xFF00_0000)
                for x in 0..<width { all &= pixels[x] }
                return all >= 0xFF00_0000
            }
        }
    }

    /// One band, deflated; with its pixels when it is kept for reuse.
    struct Band: Sendable {
        var pixels = BandPixels()
        var compressed = Data()
        var rawLength = 0
        var adler = UInt32(1)
        var crc = UInt32(0)
        var failure: String?

        static func compress(_ rows: Range<Int>, of source: Pixels, opaque: Bool, last: Bool) -> Band {
            let rowLength = 1 + source.width * (opaque ? 3 : 4)
            var raw = [UInt8](repeating: 0, count: rows.count * rowLength)
            raw.withUnsafeMutableBufferPointer { out in
                for (index, y) in rows.enumerated() {
                    let pixels = source.row(y)
                    var o = index * rowLength + 1  // the filter byte stays 0: no filter
                    if opaque {
                        for x in 0..<source.width {
                            let argb = pixels[x]
                            out[o] = UInt8(truncatingIfNeeded: argb >> 16)
                            out[o + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                            out[o + 2] = UInt8(truncatingIfNeeded: argb)
                            o += 3
                        }
                    } else {
                        for x in 0..<source.width {
                            let argb = pixels[x]
                            let a = argb >> 24
                            out[o] = unpremultiplied(argb >> 16, a)
                            out[o + 1] = unpremultiplied(argb >> 8, a)
                            out[o + 2] = unpremultiplied(argb, a)
                            out[o + 3] = UInt8(a)
                            o += 4
                        }
                    }
                }
            }
            var band = Band(rawLength: raw.count)
            raw.withUnsafeMutableBufferPointer { input in
                band.adler = UInt32(adler32(1, input.baseAddress, UInt32(input.count)))
                var stream = z_stream()
                // Raw deflate (negative window bits): the zlib header and checksum are written once, for all bands.
                guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                    Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                    band.failure = "zlib could not start"
                    return
                }
                defer { deflateEnd(&stream) }
                let bound = Int(deflateBound(&stream, uLong(input.count))) + 16
                var output = [UInt8](repeating: 0, count: bound)
                let written = output.withUnsafeMutableBufferPointer { out -> Int in
                    stream.next_in = input.baseAddress
                    stream.avail_in = uInt(input.count)
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    let status = CCairo.deflate(&stream, last ? Z_FINISH : Z_FULL_FLUSH)
                    guard status == (last ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else { return -1 }
                    return out.count - Int(stream.avail_out)
                }
                guard written >= 0 else {
                    band.failure = "zlib could not compress a band of rows"
                    return
                }
                band.compressed = Data(output[0..<written])
                band.crc = output.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32(written))) }
            }
            return band
        }

        static func unpremultiplied(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
            let value = component & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
    }

    /// A copy of a band's pixels, row after row without the surface's padding.
    struct BandPixels: Sendable {
        var bytes: [UInt8] = []

        init() {}

        init(_ rows: Range<Int>, of source: Pixels) {
            let rowBytes = source.width * 4
            bytes = [UInt8](unsafeUninitializedCapacity: rows.count * rowBytes) { buffer, count in
                for (index, y) in rows.enumerated() {
                    (buffer.baseAddress! + index * rowBytes).update(
                        from: UnsafeRawPointer(source.row(y)).assumingMemoryBound(to: UInt8.self), count: rowBytes)
                }
                count = rows.count * rowBytes
            }
        }

        /// The surface's rows hold exactly these pixels.
        func matches(_ rows: Range<Int>, of source: Pixels) -> Bool {
            let rowBytes = source.width * 4
            guard bytes.count == rows.count * rowBytes else { return false }
            return bytes.withUnsafeBytes { kept in
                rows.enumerated().allSatisfy { index, y in
                    memcmp(kept.baseAddress! + index * rowBytes, source.row(y), rowBytes) == 0
                }
            }
        }
    }

    /// Where the bands' threads leave their results.
    final class BandResults: @unchecked Sendable {
        private var bands: [Band]
        private let lock = NSLock()

        init(count: Int) { bands = Array(repeating: Band(), count: count) }

        func store(_ index: Int, _ band: Band) {
            lock.lock()
            bands[index] = band
            lock.unlock()
        }

        var all: [Band] {
            lock.lock()
            defer { lock.unlock() }
            return bands
        }
    }
}

/// Runs work on a few POSIX threads, this one among them (`PNGEncoder`'s bands).
public enum BandThreads {
    /// At most this many threads, the calling one included; fewer on a machine with fewer cores.
    nonisolated(unsafe) static var most = 4

    /// For a process forked without `exec` from one that had threads (a zygote's host, docs/protocol.md): the
    /// bands are compressed on the calling thread alone, in turn, giving the same bytes. The Swift runtime's locks
    /// know a thread by an ID each thread keeps, and a forked process's first thread keeps its parent's, so a lock
    /// it contends with a thread started after the fork is never handed over: a forked host's screenshot hung in
    /// `swift_once` when a band thread and the first thread made their first `Data` together. Call it before any
    /// picture is encoded.
    public static func useTheCallingThreadOnly() {
        most = 1
    }

    /// Calls `work` once for every index below `count`, thread `t` of `n` taking the indexes `t`, `t + n`, ...;
    /// returns when every call has returned. A thread that cannot be started leaves its indexes to this one.
    static func run(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let threads = max(1, min(most, count, ProcessInfo.processInfo.activeProcessorCount))
        final class Share: @unchecked Sendable {
            let first: Int, count: Int, step: Int
            let work: @Sendable (Int) -> Void
            init(first: Int, count: Int, step: Int, work: @escaping @Sendable (Int) -> Void) {
                self.first = first
                self.count = count
                self.step = step
                self.work = work
            }
            func perform() { for index in stride(from: first, to: count, by: step) { work(index) } }
        }
        var started: [pthread_t] = []
        var leftOver: [Share] = []
        for first in 1..<threads {
            let share = Share(first: first, count: count, step: threads, work: work)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(share).toOpaque()
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Share>.fromOpaque(context!).takeRetainedValue().perform()
                return nil
            }, context)
            if status == 0 {
                started.append(thread)
            } else {
                Unmanaged<Share>.fromOpaque(context).release()
                leftOver.append(share)
            }
        }
        Share(first: 0, count: count, step: threads, work: work).perform()
        for share in leftOver { share.perform() }
        for thread in started { pthread_join(thread, nil) }
    }
}

/// The bands of the last PNG encoded at each size (a few sizes: a screen, a view or two), for `PNGEncoder` to
/// reuse (docs/uikit-rules.md 19.17). About the picture's size in memory for each size kept. Used by one encoding
/// at a time (the renderer's callers are on the main actor); the bands' threads only read it.
public final class PNGBandCache: @unchecked Sendable {
    struct Key: Hashable {
        let width: Int
        let height: Int
        let opaque: Bool
    }

    /// Sizes kept; the oldest is dropped beyond it.
    static let sizes = 4
    private var kept: [Key: [PNGEncoder.Band]] = [:]
    private var order: [Key] = []

    public init() {}

    func bands(width: Int, height: Int, opaque: Bool) -> [PNGEncoder.Band]? {
        kept[Key(width: width, height: height, opaque: opaque)]
    }

    func keep(_ bands: [PNGEncoder.Band], width: Int, height: Int, opaque: Bool) {
        let key = Key(width: width, height: height, opaque: opaque)
        order.removeAll { $0 == key }
        order.append(key)
        kept[key] = bands
        while order.count > Self.sizes { kept[order.removeFirst()] = nil }
    }

    /// Forgets every band (the next encoding deflates them all).
    public func removeAll() {
        kept.removeAll()
        order.removeAll()
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
                            UInt8(value & 0xFF)])
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        var typed = Data(type.utf8)
        typed.append(data)
        append(typed)
        appendBigEndian(typed.withUnsafeBytes {
            UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)))
        })
    }
}
