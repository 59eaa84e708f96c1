import CCairo
import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// The PNG encoder (docs/uikit-rules.md 19.15, 19.17): bands of rows deflated apart, joined into one valid file, and
/// reused where their pixels have not changed.
@MainActor
@Suite struct PNGEncoderTests {
    /// A view 60 × 100 pt (120 × 200 pixels at @2x, 16 bands of 12 or 13 rows): stripes of colour and a label.
    func screen(stripe: UIColor = .systemGreen, text: String = "Hello") -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        view.backgroundColor = .white
        let band = UIView(frame: CGRect(x: 0, y: 70, width: 60, height: 10))
        band.backgroundColor = stripe
        view.addSubview(band)
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 52, height: 20))
        label.text = text
        view.addSubview(label)
        return view
    }

    /// The chunks of a PNG file: (type, data), every CRC checked.
    func chunks(_ png: Data) throws -> [(String, Data)] {
        let bytes = [UInt8](png)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var found: [(String, Data)] = []
        var offset = 8
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while offset < bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            let crc: Int = typeAndData.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, UInt32($0.count))) }
            #expect(crc == word(offset + 8 + length), "the CRC of \(type)")
            found.append((type, Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return found
    }

    @Test func theFileIsOneHeaderOneDataChunkAndTheEndWithTheirChecksums() throws {
        let png = try Renderer().picture(of: screen(), scale: 2).png()
        let found = try chunks(png)
        #expect(found.map(\.0) == ["IHDR", "IDAT", "IEND"])
        // 120 × 200, 8 bits, RGB (every pixel opaque), deflate, no filter method but the standard, not interlaced.
        #expect([UInt8](found[0].1) == [0, 0, 0, 120, 0, 0, 0, 200, 8, 2, 0, 0, 0])
        // zlib's header for deflate with a 32 KiB window at a fast level; Cairo's reader checks the Adler-32.
        #expect(Array(found[1].1.prefix(2)) == [0x78, 0x5E])
        let decoded = try Picture.decode(png: png)
        let drawn = try Renderer().picture(of: screen(), scale: 2)
        #expect(decoded.rgba == drawn.rgba)
    }

    @Test func translucentPixelsAreWrittenAsUnpremultipliedRGBA() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let picture = try Renderer().picture(of: view, scale: 1)
        let png = try picture.png()
        #expect([UInt8](try chunks(png)[0].1)[9] == 6)  // colour type RGBA
        let decoded = try Picture.decode(png: png)
        #expect(decoded.rgba == picture.rgba)
        #expect(Golden.pixel(decoded, 5, 5) == [255, 128, 0, 128])
    }

    @Test func picturesWithFewerRowsThanBandsEncodeEveryRow() throws {
        for height in [1, 2, 15, 16, 17] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: CGFloat(height)))
            view.backgroundColor = .systemRed
            let picture = try Renderer().picture(of: view, scale: 1)
            let decoded = try Picture.decode(png: picture.png())
            #expect(decoded.height == height)
            #expect(decoded.rgba == picture.rgba, "\(height) rows")
        }
    }

    @Test func reusedBandsGiveTheBytesOfAFreshEncoding() throws {
        let cache = PNGBandCache()
        let renderer = Renderer()
        let first = try renderer.picture(of: screen(), scale: 2)
        let fresh = try first.png()
        #expect(try first.png(reusing: cache) == fresh)
        // Unchanged: every band reused.
        #expect(try renderer.picture(of: screen(), scale: 2).png(reusing: cache) == fresh)
        // The stripe changes one or two bands, the label others: each file is the one a fresh encoding gives.
        for changed in [screen(stripe: .systemOrange), screen(text: "World"), screen(stripe: .black, text: "Hi")] {
            let picture = try renderer.picture(of: changed, scale: 2)
            let reused = try picture.png(reusing: cache)
            #expect(reused == (try picture.png()))
            #expect(reused != fresh)
            #expect(try Picture.decode(png: reused).rgba == picture.rgba)
        }
        // Back to the first picture after the cache has seen the others.
        #expect(try renderer.picture(of: screen(), scale: 2).png(reusing: cache) == fresh)
    }

    @Test func theCacheKeepsBandsForEachOfTheLastFourSizes() throws {
        let cache = PNGBandCache()
        let renderer = Renderer()
        func picture(_ width: CGFloat) throws -> Picture {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20))
            view.backgroundColor = .systemTeal
            return try renderer.picture(of: view, scale: 1)
        }
        for width in [10, 11, 12, 13, 14] as [CGFloat] {
            _ = try picture(width).png(reusing: cache)
        }
        #expect(cache.bands(width: 10, height: 20, opaque: true) == nil)
        for width in [11, 12, 13, 14] {
            #expect(cache.bands(width: width, height: 20, opaque: true)?.count == 16)
        }
        // A size already kept moves to the newest place; translucent pictures of a size are kept apart.
        _ = try picture(11).png(reusing: cache)
        _ = try picture(15).png(reusing: cache)
        #expect(cache.bands(width: 11, height: 20, opaque: true) != nil)
        #expect(cache.bands(width: 12, height: 20, opaque: true) == nil)
        cache.removeAll()
        #expect(cache.bands(width: 15, height: 20, opaque: true) == nil)
    }
}
