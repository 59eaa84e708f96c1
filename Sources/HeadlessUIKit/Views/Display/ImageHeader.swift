import Foundation

/// The size an image file declares about itself (docs/uikit-rules.md 15.8), read from its header without decoding
/// it: a bitmap's pixel size (PNG's IHDR chunk, JPEG's start-of-frame segment, GIF's logical screen), or a vector
/// document's size in points (PDF's first `/MediaBox`, SVG's `width`/`height` or `viewBox`). Asset catalogs
/// (UIHostCore) and `UIImage(data:)` (docs/uikit-rules.md 6.23) read it.
package enum ImageHeader {
    package enum Size: Equatable {
        case pixels(width: Int, height: Int)
        case points(width: Double, height: Double)
    }

    package static func size(of data: Data, fileExtension: String) -> Size? {
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return .pixels(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.starts(with: Array("%PDF".utf8)) { return pdf(data) }
        if fileExtension.lowercased() == "svg" { return svg(bytes) }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The IHDR chunk follows the signature: length (4), "IHDR" (4), width (4), height (4).
    private static func png(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
              let width = bigEndian(bytes, 16, 4), let height = bigEndian(bytes, 20, 4), width > 0, height > 0
        else { return nil }
        return .pixels(width: width, height: height)
    }

    /// Walks the segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC): length (2), precision
    /// (1), height (2), width (2).
    private static func jpeg(_ bytes: [UInt8]) -> Size? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }
            guard let length = bigEndian(bytes, offset + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(bytes, offset + 5, 2), let width = bigEndian(bytes, offset + 7, 2),
                      width > 0, height > 0 else { return nil }
                return .pixels(width: width, height: height)
            }
            offset += 2 + length
        }
        return nil
    }

    private static func numbers(after key: String, in text: String, count: Int) -> [Double]? {
        guard let range = text.range(of: key) else { return nil }
        let tail = text[range.upperBound...].prefix(200)
        var found: [Double] = []
        var current = ""
        for character in tail {
            if character.isNumber || character == "." || character == "-" {
                current.append(character)
            } else {
                if let number = Double(current) { found.append(number) }
                current = ""
                if found.count == count || character == "]" { break }
            }
        }
        if found.count < count, let number = Double(current) { found.append(number) }
        return found.count >= count ? Array(found.prefix(count)) : nil
    }

    private static func pdf(_ data: Data) -> Size? {
        let text = String(decoding: data.prefix(4 << 20).map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
        guard let box = numbers(after: "/MediaBox", in: text, count: 4) else { return nil }
        let width = abs(box[2] - box[0]), height = abs(box[3] - box[1])
        return width > 0 && height > 0 ? .points(width: width, height: height) : nil
    }

    /// `width="24"`/`height="24"` (px, pt or unitless) on the root element, else its `viewBox`'s last two numbers.
    private static func svg(_ bytes: [UInt8]) -> Size? {
        let text = String(decoding: bytes.prefix(64 << 10), as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let element = String(text[start.upperBound...].prefix { $0 != ">" })
        func attribute(_ name: String) -> String? {
            guard let range = element.range(of: " \(name)=") ?? element.range(of: "\n\(name)=") ?? element.range(of: "\t\(name)="),
                  let quote = element[range.upperBound...].first, quote == "\"" || quote == "'" else { return nil }
            let value = element[element.index(after: range.upperBound)...].prefix { $0 != quote }
            return String(value)
        }
        func length(_ value: String?) -> Double? {
            guard let value else { return nil }
            let trimmed = value.hasSuffix("px") || value.hasSuffix("pt") ? String(value.dropLast(2)) : value
            return Double(trimmed.trimmingCharacters(in: .whitespaces))
        }
        if let width = length(attribute("width")), let height = length(attribute("height")), width > 0, height > 0 {
            return .points(width: width, height: height)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        if box.count == 4, box[2] > 0, box[3] > 0 { return .points(width: box[2], height: box[3]) }
        return nil
    }
}
