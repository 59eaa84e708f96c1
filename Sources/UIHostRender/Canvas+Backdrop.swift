import CCairo
import Foundation
import HeadlessUIKit

/// Backdrop blur (docs/uikit-rules.md 19.28): a visual effect view blurs what is drawn behind it. The pixels under
/// its rect, and three sigmas around it (the blur reads past the edges, as iOS's does), are copied from the
/// picture, blurred by three box blurs each way on every channel (premultiplied, so colours do not bleed from
/// transparent pixels), and painted back through the rect's path within the clip.
extension Canvas {
    func blurBackdrop(_ rect: CGRect, radius: CGFloat, _ transform: CGAffineTransform, _ base: cairo_matrix_t) {
        let target = cairo_get_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        let sigma = Double(radius) * scale / 2
        setPath(CGPath(rect: rect, transform: nil), transform, base)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        let pad = (sigma * 3).rounded(.up)
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let left = max(0, Int((corners.map(\.0).min()! - pad).rounded(.down)))
        let top = max(0, Int((corners.map(\.1).min()! - pad).rounded(.down)))
        let right = min(surfaceWidth, Int((corners.map(\.0).max()! + pad).rounded(.up)))
        let bottom = min(surfaceHeight, Int((corners.map(\.1).max()! + pad).rounded(.up)))
        guard right > left, bottom > top else {
            cairo_new_path(cr)
            return
        }
        let width = right - left, height = bottom - top
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(copy) }
        cairo_surface_flush(target)
        cairo_surface_flush(copy)
        let from = cairo_image_surface_get_data(target)!, fromStride = Int(cairo_image_surface_get_stride(target))
        let to = cairo_image_surface_get_data(copy)!, toStride = Int(cairo_image_surface_get_stride(copy))
        for y in 0..<height {
            (to + y * toStride).update(from: from + (top + y) * fromStride + left * 4, count: width * 4)
        }
        Self.blurChannels(to, width: width, height: height, stride: toStride, sigma: sigma)
        cairo_surface_mark_dirty(copy)

        // The path was made under the view's matrix and is kept in device space: the copy is placed in device space.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, copy, Double(left), Double(top))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Three box blurs across and three down on each of the four channels of premultiplied ARGB pixels, each box
    /// as wide as `boxRadius(sigma:)` chooses for a Gaussian of `sigma` pixels; values beyond an
    /// edge are the edge's.
    static func blurChannels(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                             sigma: Double) {
        let radius = boxRadius(sigma: sigma)
        guard radius > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                for channel in 0..<4 {
                    clampedBoxPass(data + y * stride + channel, step: 4, count: width, radius: radius, scratch: &line)
                }
            }
            for x in 0..<width {
                for channel in 0..<4 {
                    clampedBoxPass(data + x * 4 + channel, step: stride, count: height, radius: radius, scratch: &line)
                }
            }
        }
    }

    /// One box blur along a row or column: each value becomes the mean of the `2 radius + 1` around it, the end
    /// values repeated beyond the ends, rounded to nearest.
    private static func clampedBoxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                       scratch: inout [UInt32]) {
        for index in 0..<count { scratch[index] = UInt32(start[index * step]) }
        let window = UInt32(2 * radius + 1)
        let last = count - 1
        // The window round index 0: `radius` copies of the first value, then the first `radius + 1` values.
        var sum = UInt32(radius) * scratch[0]
        for index in 0...radius { sum += scratch[min(index, last)] }
        for index in 0..<count {
            start[index * step] = UInt8((sum + window / 2) / window)
            sum += scratch[min(index + radius + 1, last)]
            sum -= scratch[max(index - radius, 0)]
        }
    }
}
