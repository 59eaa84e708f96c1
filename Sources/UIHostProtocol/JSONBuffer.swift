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

    /// Forgets what was written, keeping the room.
    public mutating func removeAll() {
        count = 0
    }

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

    /// Appends what `other` holds.
    public mutating func append(_ other: borrowing JSONBuffer) {
        append(other.base, count: other.count)
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
///
/// These run for every number of every node of a tree (ten per view), so they avoid what costs there: no global
/// tables behind lazy initialisation (`swift_once` on every read), no libm calls for rounding, no arrays.
@usableFromInline
enum NumberFormatting {
    /// Longest text `format` writes: a sign, 17 digits, a point and a three-digit exponent with its "e-".
    @inlinable static var maximumLength: Int { 24 }

    /// "00", "01", ... "99": two digits per division by 100.
    @inlinable static var digitPairs: UnsafePointer<UInt8> {
        ("00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" as StaticString).utf8Start
    }

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
        // In range (see `fits`), so the conversion cannot trap; -0.0 is written "0", like a whole zero.
        let whole = Int64(value)
        if Double(whole) == value { return format(whole, into: out) }
        // The decimal n / 10^k, written with k places, reads back as `value` exactly when the correctly rounded
        // quotient of n and 10^k is `value` (reading decimal text rounds the same way). The smallest such k gives
        // the shortest text, which is what Double.description prints for these magnitudes.
        var scale = 1.0
        var divisor: UInt64 = 1
        for places in 1...4 {
            scale *= 10
            divisor &*= 10
            let scaled = value * scale
            // Rounded half away from zero by hand (libm's round is a call); a product a hair below .5 that rounds
            // the wrong way here cannot read back either, so it only costs one more turn.
            let nearest = Int64(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
            guard Double(nearest) / scale == value else { continue }
            let digits = nearest.magnitude
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
        return writeShortest(value, into: out)
    }

    /// The shortest decimal that reads back as `value`, found with exact integer arithmetic, for magnitudes from
    /// 1e-4 (below that `Double.description` switches to an exponent) up to 1e9; others go to `writeDescription`.
    /// This is the path for geometry such as 3.7 * 3 = 11.100000000000001, a third of a fixture's frames, where
    /// making a String cost 740 instructions a number.
    ///
    /// `value` is m * 2^e. Decimals that read back as it lie between the midpoints to its neighbours, in units
    /// of 2^(e-2): from 4m - 2 (4m - 1 when m is the smallest significand of its binade, whose lower neighbour is
    /// half as far) to 4m + 2, ends included when m is even (reading rounds ties to even). With k places, the
    /// candidates are the whole numbers n in that interval times 10^k; the smallest k that has one gives the
    /// fewest digits, and of its candidates the one nearest to `value` is the one `Double.description` prints.
    @usableFromInline
    static func writeShortest(_ value: Double, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        guard magnitude >= 1e-4, magnitude < 1e9 else { return writeDescription(value, into: out) }
        let fractionBits = magnitude.bitPattern & (1 << 52 - 1)
        let significand = UInt128(fractionBits | 1 << 52)
        // The exponent of 2^(e-2), negated: between 25 and 69 for these magnitudes.
        let shift = 1077 - Int(magnitude.bitPattern >> 52)
        let center = significand << 2
        let interval = Interval(low: fractionBits == 0 ? center - 1 : center - 2, center: center, high: center + 2,
                                shift: shift, inclusive: significand & 1 == 0)
        // Most values that get here need 16 or 17 significant digits: try 16 first, then one more or one fewer,
        // and search below only when 15 do too. (If k places have a candidate, so have k + 1.)
        var places = 16
        if magnitude >= 1 {
            var limit = 10.0
            places -= 1
            while magnitude >= limit {
                places -= 1
                limit *= 10
            }
        } else {
            var limit = 0.1
            while magnitude < limit {
                places += 1
                limit /= 10
            }
        }
        var digits: UInt64
        if let found = interval.nearest(places: places) {
            digits = found
            var low = 1
            while low < places {
                // The first probe is the next place down; after that, halves.
                let middle = low == 1 && digits == found ? places - 1 : (low + places) / 2
                if let candidate = interval.nearest(places: middle) {
                    digits = candidate
                    places = middle
                } else {
                    low = middle + 1
                }
            }
        } else {
            // 17 significant digits always suffice: at most 21 places here, which keeps the products in 128 bits.
            var candidate: UInt64?
            while candidate == nil, places < 21 {
                places += 1
                candidate = interval.nearest(places: places)
            }
            guard let candidate else { return writeDescription(value, into: out) }
            digits = candidate
        }
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        // digits / 10^places: its whole part, a point and exactly `places` fraction digits.
        var whole = digits
        for _ in 0..<places { whole /= 10 }
        length += format(Int64(whole), into: out + length)
        out[length] = UInt8(ascii: ".")
        var remaining = digits
        for index in stride(from: length + places, to: length, by: -1) {
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        return length + 1 + places
    }

    /// The decimals that read back as one double, scaled by 2^shift (see `writeShortest`).
    @usableFromInline
    struct Interval {
        let low: UInt128
        let center: UInt128
        let high: UInt128
        let shift: Int
        let inclusive: Bool

        /// The candidate with `places` decimal places nearest to the value, as a whole number of 10^-places.
        @usableFromInline
        func nearest(places: Int) -> UInt64? {
            var small: UInt64 = 1
            for _ in 0..<min(places, 19) { small &*= 10 }
            var power = UInt128(small)
            for _ in 19..<max(places, 19) { power &*= 10 }
            let unit = UInt128(1) << shift
            let high = self.high &* power
            let low = self.low &* power
            var top = high >> shift
            if !inclusive, high & (unit &- 1) == 0 { top -= 1 }
            var bottom = (low &+ unit &- 1) >> shift
            if !inclusive, low & (unit &- 1) == 0 { bottom += 1 }
            guard bottom <= top else { return nil }
            // Nearest to the value; of two equally near (the value ends in a 5 one place further), the even one,
            // as Double.description picks (938110884.72265625 is written ...7226562).
            let scaled = center &* power
            var nearest = scaled >> shift
            let remainder = scaled & (unit &- 1), half = unit >> 1
            if remainder > half || (remainder == half && nearest & 1 == 1) { nearest += 1 }
            return UInt64(min(max(nearest, bottom), top))
        }
    }

    /// Decimal digits of an integer, written forwards; returns the length.
    @inlinable
    static func format(_ value: Int64, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        // Most numbers in a tree (coordinates, sizes, tags) are small whole numbers.
        if magnitude < 10 {
            out[length] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            return length &+ 1
        }
        var digits = 2
        var limit: UInt64 = 100
        while digits < 20, magnitude >= limit {
            digits &+= 1
            limit = limit &* 10
        }
        var index = length &+ digits
        let pairs = digitPairs
        while magnitude >= 100 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            index &-= 2
            out[index] = pairs[pair]
            out[index &+ 1] = pairs[pair &+ 1]
        }
        if magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude) &* 2
            out[index &- 2] = pairs[pair]
            out[index &- 1] = pairs[pair &+ 1]
        } else {
            out[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        return length &+ digits
    }

    /// The standard library's shortest form, written into room for `maximumLength` bytes: values below 1e9 with
    /// more than four decimal places (at most 17 significant digits and an exponent).
    @usableFromInline
    static func writeDescription(_ value: Double, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var text = value.description
        return text.withUTF8 { utf8 in
            out.update(from: utf8.baseAddress!, count: utf8.count)
            return utf8.count
        }
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
