import CCairo
import Foundation
import HeadlessUIKit

/// A drawn picture: premultiplied ARGB pixels in a Cairo image surface (docs/rendering.md).
public final class Picture {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixels as RGBA, 8 bits a component, rows top to bottom, not premultiplied.
    public var rgba: [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let argb = pixels[y * stride / 4 + x]
                    let a = argb >> 24
                    var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                    if a > 0 && a < 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    let o = (y * width + x) * 4
                    out[o] = UInt8(min(r, 255))
                    out[o + 1] = UInt8(min(g, 255))
                    out[o + 2] = UInt8(min(b, 255))
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return out
    }

    /// The picture as a PNG file: 8-bit RGB when every pixel is opaque (a screen always is), RGBA otherwise; not
    /// interlaced, no time stamp or text chunks, so equal pixels give equal bytes (docs/uikit-rules.md 19.15).
    /// Rows unfiltered, compressed by zlib at level 3 in 16 bands on separate threads (`PNGEncoder`); with a
    /// cache, the bands whose pixels are those of the last picture of this size are not compressed again, and the
    /// bytes are the same either way (19.17).
    public func png(reusing cache: PNGBandCache? = nil) throws(RenderError) -> Data {
        try PNGEncoder.encode(surface, reusing: cache)
    }

    /// A picture read from PNG bytes (for tests that compare with golden files).
    public static func decode(png: Data) throws(RenderError) -> Picture {
        final class Source { var data: Data; var offset = 0; init(_ data: Data) { self.data = data } }
        let source = Source(png)
        let surface = cairo_image_surface_create_from_png_stream({ closure, bytes, length in
            let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let wanted = Int(length)
            guard source.offset + wanted <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: bytes!, from: source.offset..<(source.offset + wanted))
            source.offset += wanted
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .encoding(String(cString: cairo_status_to_string(status)))
        }
        return Picture(surface: surface)
    }
}

/// Draws views and windows to pictures (docs/uikit-rules.md 19.1): the layer tree is recorded into a display list
/// (`CALayer.render(in:)`) and the list replayed with Cairo at the scale asked for.
@MainActor
public final class Renderer {
    public static let shared = Renderer()
    let fonts = FontLibrary()
    let images = ImageLibrary()
    /// The last PNGs' bands, which `screen.snapshot` and `GET /snapshot.png` reuse where the pixels are unchanged.
    public let pngBands = PNGBandCache()

    public init() {}

    /// One view and its subviews, in its bounds, without its own transform; transparent where nothing is drawn.
    public func picture(of view: UIView, scale: CGFloat) throws(RenderError) -> Picture {
        view.layoutIfNeeded()
        let b = view.bounds
        return try draw(size: b.size, scale: scale, background: nil) { ctx in
            ctx.translateBy(x: -b.minX, y: -b.minY)
            view.layer.render(in: ctx)
        }
    }

    /// The screen: the visible windows back to front, each at its place, over black, and the status bar over them
    /// (19.9).
    public func picture(ofScreen bounds: CGRect, windows: [UIWindow], scale: CGFloat) throws(RenderError) -> Picture {
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
        return try draw(size: bounds.size, scale: scale, background: .black) { ctx in
            ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
            for window in windows where !window.isHidden {
                // The window's coordinates on the screen: to its center, through its transform, back by its anchor.
                let wb = window.bounds, anchor = window.layer.anchorPoint
                ctx.saveGState()
                ctx.translateBy(x: window.center.x, y: window.center.y)
                ctx.concatenate(window.transform)
                ctx.translateBy(x: -(wb.minX + anchor.x * wb.width), y: -(wb.minY + anchor.y * wb.height))
                window.layer.render(in: ctx)
                ctx.restoreGState()
            }
            windows.first?.recordStatusBar(in: ctx)
        }
    }

    /// Records with `record` into a context of `size` points, then replays it onto a fresh surface.
    func draw(size: CGSize, scale: CGFloat, background: CGColor?,
              record: (CGContext) -> Void) throws(RenderError) -> Picture {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard scale > 0, scale.isFinite, (1...8192).contains(width), (1...8192).contains(height) else {
            throw .badSize(width: width, height: height)
        }
        let context = CGContext(size: size, scale: scale)
        UIGraphicsPushContext(context)
        record(context)
        UIGraphicsPopContext()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if let background {
            let c = background.rgba
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_paint(cr)
        }
        var base = cairo_matrix_t()
        cairo_matrix_init_scale(&base, Double(scale), Double(scale))
        let canvas = Canvas(cr: cr, fonts: fonts, images: images, scale: Double(scale))
        do {
            try canvas.replay(context.commands, base: base)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        return Picture(surface: surface)
    }
}
