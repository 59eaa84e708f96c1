/// A growable byte buffer for writing large JSON documents, such as a 10,000-view `tree.get`, a piece at a time.
///
/// An append is a capacity check and a copy. `[UInt8].append(contentsOf:)` also checks uniqueness and goes through
/// generic collection code on every call, which made it the largest single cost of writing a tree (about 100
/// instructions for each of the dozen fixed pieces of every node).
public struct JSONBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far.
    public var byteCount: Int { count }

    /// The bytes written, as an array (one copy).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: 1) }
        base[count] = byte
        count &+= 1
    }

    /// Appends an ASCII literal.
    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    @inlinable @inline(__always)
    public mutating func append(_ start: UnsafePointer<UInt8>, count length: Int) {
        if capacity &- count < length { grow(toFit: length) }
        (base + count).initialize(from: start, count: length)
        count &+= length
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            if let start = buffer.baseAddress { append(start, count: buffer.count) }
        }
    }

    @usableFromInline
    mutating func grow(toFit length: Int) {
        var newCapacity = capacity &* 2
        while newCapacity &- count < length { newCapacity &*= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Makes room for `maximum` bytes and lets `write` fill some of them, returning how many it wrote.
    @inlinable @inline(__always)
    mutating func write(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity &- count < maximum { grow(toFit: maximum) }
        count &+= write(base + count)
    }

    /// A number as JSON writes it (see `JSON.writeNumber`).
    @inlinable
    public mutating func writeNumber(_ value: Double) {
        if NumberFormatting.fits(value) {
            write(upTo: NumberFormatting.maximumLength) { NumberFormatting.format(value, into: $0) }
        } else {
            append(NumberFormatting.fallback(value))
        }
    }

    @inlinable
    public mutating func writeInteger(_ value: Int64) {
        write(upTo: NumberFormatting.maximumLength) { NumberFormatting.format(value, into: $0) }
    }

    /// A string as a JSON string literal, escaped as `JSON.writeString` escapes it.
    public mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            // Room for the worst case, every byte escaped as \u00XX, plus the quotes.
            write(upTo: utf8.count &* 6 &+ 2) { out in StringEscaping.write(utf8, into: out) }
        }
    }

    /// Any JSON value.
    public mutating func write(_ value: JSON) {
        value.write(to: &self)
    }
}

/// Numbers in their shortest round-trip decimal form, the same text `Double.description` gives, without making a
/// String for the common cases: whole numbers and numbers with up to four decimal places (view geometry).
@usableFromInline
enum NumberFormatting {
    /// Longest text `format` writes: a sign, 19 digits and a point.
    @usableFromInline static let maximumLength = 24

    /// Whether `format(_: Double, into:)` handles the value; the rest go through `fallback`. Below 1e9 a double's
    /// spacing is far below 10^-4, so at most one decimal with four places reads back as it, and the scaled
    /// product below is close enough to find that decimal.
    @inlinable @inline(__always)
    static func fits(_ value: Double) -> Bool {
        value.magnitude < 1e9
    }

    /// Writes a number below 1e9 in magnitude; returns the length. Non-finite values never get here.
    @inlinable
    static func format(_ value: Double, into out: UnsafeMutablePointer<UInt8>) -> Int {
        if let whole = Int64(exactly: value) { return format(whole, into: out) }
        // The decimal n / 10^k, written with k places, reads back as `value` exactly when the correctly rounded
        // quotient of n and 10^k is `value` (reading decimal text rounds the same way). The smallest such k gives
        // the shortest text, which is what Double.description prints for these magnitudes.
        var scale = 1.0
        for places in 1...4 {
            scale *= 10
            let scaled = (value * scale).rounded()
            guard scaled / scale == value else { continue }
            let digits = UInt64(scaled.magnitude)
            let divisor = UInt64(scale)
            var length = 0
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                length = 1
            }
            length += format(Int64(digits / divisor), into: out + length)
            out[length] = UInt8(ascii: ".")
            length += 1
            var fraction = digits % divisor
            var index = places
            while index > 0 {
                index -= 1
                out[length + index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            return length + places
        }
        return copy(fallback(value), into: out)
    }

    /// Decimal digits of an integer, written forwards; returns the length.
    @inlinable
    static func format(_ value: Int64, into out: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0, value < SmallIntegers.count {
            // Most numbers in a tree (coordinates, sizes, tags) are small whole numbers: copy their digits.
            let entry = SmallIntegers.table[Int(value)]
            withUnsafeBytes(of: entry.littleEndian) { digits in
                out.update(from: digits.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 4)
            }
            return Int(entry >> 24)
        }
        var magnitude = value.magnitude
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        var digits = 1
        var limit: UInt64 = 10
        while digits < 20, magnitude >= limit {
            digits += 1
            limit &*= 10
        }
        var index = length + digits
        repeat {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return length + digits
    }

    /// The slow path: the standard library's shortest form, or null for what JSON cannot express.
    @usableFromInline
    static func fallback(_ value: Double) -> [UInt8] {
        guard value.isFinite else { return Array("null".utf8) }
        if let whole = Int64(exactly: value), whole.magnitude < 1_000_000_000_000_000 {
            var bytes = [UInt8](repeating: 0, count: maximumLength)
            let length = bytes.withUnsafeMutableBufferPointer { format(whole, into: $0.baseAddress!) }
            return Array(bytes[..<length])
        }
        var text = value.description
        return text.withUTF8 { Array($0) }
    }

    @usableFromInline
    static func copy(_ bytes: [UInt8], into out: UnsafeMutablePointer<UInt8>) -> Int {
        // Only reached for values below 1e9 with more than four decimal places: at most 24 bytes.
        for index in bytes.indices { out[index] = bytes[index] }
        return bytes.count
    }
}

/// The digits of 0..<1000, each packed as up to three ASCII bytes (low byte first) with the length in the top byte.
@usableFromInline
enum SmallIntegers {
    @usableFromInline static let count: Int64 = 1000

    @usableFromInline static let table: [UInt32] = (0..<Int(count)).map { number in
        var packed: UInt32 = 0
        let digits = Array(String(number).utf8)
        for (index, digit) in digits.enumerated() { packed |= UInt32(digit) << (8 * index) }
        return packed | UInt32(digits.count) << 24
    }
}

/// JSON string escaping into a buffer with room for the worst case.
enum StringEscaping {
    private static let hex: StaticString = "0123456789abcdef"

    static func write(_ utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\"")
        var length = 1
        for byte in utf8 {
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                out[length] = byte
                length &+= 1
                continue
            }
            out[length] = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out[length + 1] = byte
                length += 2
            case 0x0A:
                out[length + 1] = UInt8(ascii: "n")
                length += 2
            case 0x0D:
                out[length + 1] = UInt8(ascii: "r")
                length += 2
            case 0x09:
                out[length + 1] = UInt8(ascii: "t")
                length += 2
            default:
                out[length + 1] = UInt8(ascii: "u")
                out[length + 2] = UInt8(ascii: "0")
                out[length + 3] = UInt8(ascii: "0")
                out[length + 4] = hex.utf8Start[Int(byte >> 4)]
                out[length + 5] = hex.utf8Start[Int(byte & 0xF)]
                length += 6
            }
        }
        out[length] = UInt8(ascii: "\"")
        return length + 1
    }
}
