import CCairo
import Foundation
import HeadlessUIKit

/// Asset catalog images decoded into Cairo surfaces (docs/uikit-rules.md 19.11): PNG through Cairo's own reader
/// (libpng), JPEG through libjpeg-turbo. Each file is decoded once and kept while the renderer lives; a file that
/// cannot be decoded is remembered as such and drawn as the placeholder.
final class ImageLibrary {
    private var decoded: [Data: OpaquePointer?] = [:]

    deinit {
        for case let surface? in decoded.values { cairo_surface_destroy(surface) }
    }

    /// The image's pixels, or nil when the bytes are neither a readable PNG nor a readable JPEG.
    func surface(for data: Data) -> OpaquePointer? {
        if let known = decoded[data] { return known }
        let surface = data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? Self.png(data)
            : data.starts(with: [0xFF, 0xD8]) ? Self.jpeg(data) : nil
        if decoded.count > 256 {
            for case let old? in decoded.values { cairo_surface_destroy(old) }
            decoded.removeAll()
        }
        decoded[data] = .some(surface)
        return surface
    }

    static func png(_ data: Data) -> OpaquePointer? {
        guard let picture = try? Picture.decode(png: data) else { return nil }
        return cairo_surface_reference(picture.surface)
    }

    static func jpeg(_ data: Data) -> OpaquePointer? {
        data.withUnsafeBytes { raw -> OpaquePointer? in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var width: Int32 = 0, height: Int32 = 0
            guard uihost_jpeg_decode(bytes, UInt(raw.count), &width, &height, nil, 0) == 0,
                  (1...16384).contains(width), (1...16384).contains(height) else { return nil }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
            cairo_surface_flush(surface)
            let status = uihost_jpeg_decode(bytes, UInt(raw.count), &width, &height,
                                            cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface))
            guard status == 0 else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }
}

extension Canvas {
    /// Paints decoded pixels scaled from their size into `rect` (already the clip); in `tint` through their alpha
    /// when the image has a tint colour, as a template image is drawn.
    func paint(_ surface: OpaquePointer, in rect: CGRect, tint: CGColor?, _ transform: CGAffineTransform,
               _ base: cairo_matrix_t) {
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        setTransform(transform, base)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / width, Double(rect.height) / height)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // The edge pixels carry on past the edges, so a scaled image does not fade into its clip.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if let tint {
            setColor(tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }
}
