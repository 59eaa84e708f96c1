import CCairo
import Foundation
import HeadlessUIKit

/// Shadows (docs/uikit-rules.md 19.3). Cairo has no blur, so the shape's coverage is drawn into an alpha mask,
/// blurred by three box blurs in integers (within a few percent of a Gaussian of sigma blur / 2, and exact on every
/// run), and the shadow colour is painted through it, offset, under the current clip.
extension Canvas {
    /// Casts the shadow of Cairo's current path (filled, or stroked with the current stroke settings); the path
    /// stays current.
    func castShadow(_ shadow: Shadow, stroke: Bool) {
        // The path's extents in pixels, padded by three sigmas of blur.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        if stroke { cairo_stroke_extents(cr, &x0, &y0, &x1, &y1) } else { cairo_fill_extents(cr, &x0, &y0, &x1, &y1) }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_matrix_transform_point(&user, &x, &y)
            return (x, y)
        }
        let sigma = Double(shadow.blur) * scale / 2
        let pad = (sigma * 3).rounded(.up) + 1
        let left = (corners.map(\.0).min()! - pad).rounded(.down), top = (corners.map(\.1).min()! - pad).rounded(.down)
        let width = Int((corners.map(\.0).max()! + pad).rounded(.up) - left)
        let height = Int((corners.map(\.1).max()! + pad).rounded(.up) - top)
        guard width > 0, height > 0, width < 16384, height < 16384 else { return }

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        let m = cairo_create(mask)!
        var offset = cairo_matrix_t()
        cairo_matrix_init_translate(&offset, -left, -top)
        var placed = cairo_matrix_t()
        cairo_matrix_multiply(&placed, &user, &offset)
        cairo_set_matrix(m, &placed)
        // The copied path is in user space; drawing it under the same matrix moved by the mask's origin.
        cairo_append_path(m, path)
        cairo_set_fill_rule(m, cairo_get_fill_rule(cr))
        cairo_set_source_rgba(m, 0, 0, 0, 1)
        if stroke {
            cairo_set_line_width(m, cairo_get_line_width(cr))
            cairo_set_line_cap(m, cairo_get_line_cap(cr))
            cairo_set_line_join(m, cairo_get_line_join(cr))
            cairo_set_miter_limit(m, cairo_get_miter_limit(cr))
            cairo_stroke(m)
        } else {
            cairo_fill(m)
        }
        cairo_destroy(m)
        cairo_surface_flush(mask)
        if sigma > 0 {
            Self.blur(cairo_image_surface_get_data(mask), width: width, height: height,
                      stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        setColor(shadow.color)
        cairo_mask_surface(cr, mask, left + Double(shadow.offset.width) * scale, top + Double(shadow.offset.height) * scale)
        cairo_restore(cr)
    }

    /// Three box blurs across and three down, each of a width chosen so the three together match a Gaussian of
    /// `sigma` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let data else { return }
        let radius = boxRadius(sigma: sigma)
        guard radius > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxPass(data + y * stride, step: 1, count: width, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                boxPass(data + x, step: stride, count: height, radius: radius, scratch: &line)
            }
        }
    }

    /// Half the width of the box whose threefold use has the variance of a Gaussian of `sigma` pixels:
    /// w = sqrt(4 sigma^2 + 1), made odd.
    static func boxRadius(sigma: Double) -> Int {
        var box = Int((4 * sigma * sigma + 1).squareRoot().rounded())
        if box % 2 == 0 { box += 1 }
        return box / 2
    }

    /// One box blur along a row or column: each value becomes the mean of the `2 radius + 1` around it, zeros
    /// beyond the ends, rounded to nearest.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                scratch: inout [UInt32]) {
        for index in 0..<count { scratch[index] = UInt32(start[index * step]) }
        let window = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for index in 0..<min(radius, count) { sum += scratch[index] }
        for index in 0..<count {
            let entering = index + radius, leaving = index - radius - 1
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
            start[index * step] = UInt8((sum + window / 2) / window)
        }
    }
}
