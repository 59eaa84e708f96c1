import CCairo
import Foundation
import HeadlessUIKit

/// Transparency layers (docs/uikit-rules.md 19.8): a group of drawing composited as one picture at an alpha, with
/// Cairo's `push_group` and `paint_with_alpha`. A group's picture is only as large as what its commands can touch,
/// found by looking ahead through them, so a small translucent view does not cost a screen-sized surface.
extension Canvas {
    func beginGroup(rect: CGRect?, alpha: CGFloat, _ transform: CGAffineTransform, _ base: cairo_matrix_t,
                    extent: Extent?) {
        cairo_save(cr)
        savedShadows.append(shadow)
        shadow = nil
        if let rect {
            setPath(CGPath(rect: rect, transform: nil), transform, base)
            cairo_clip(cr)
        }
        if let extent {
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, extent.x0, extent.y0, max(0, extent.x1 - extent.x0), max(0, extent.y1 - extent.y0))
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        groupAlphas.append(Double(alpha))
        groupMasked.append(false)
    }

    /// The rest of the innermost group is its mask (19.29): drawn into a group of its own, whose alpha the group's
    /// picture is composited through when it ends. The mask's group is pushed, and later used, under the identity
    /// matrix, so its pattern lies in device space (each command sets its own matrix).
    func beginMask() {
        guard groupMasked.last == false else { return }
        groupMasked[groupMasked.count - 1] = true
        cairo_save(cr)
        savedShadows.append(shadow)
        shadow = nil
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
    }

    func endGroup() {
        let alpha = groupAlphas.removeLast()
        if groupMasked.removeLast() {
            let mask = cairo_pop_group(cr)
            cairo_restore(cr)
            shadow = savedShadows.popLast() ?? nil
            // The content's pattern is locked to the matrix it was pushed under; the mask's is in device space.
            cairo_pop_group_to_source(cr)
            cairo_identity_matrix(cr)
            if alpha < 1 {
                cairo_push_group(cr)
                cairo_mask(cr, mask)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            } else {
                cairo_mask(cr, mask)
            }
            cairo_pattern_destroy(mask)
        } else {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
        shadow = savedShadows.popLast() ?? nil
    }

    /// A rectangle in pixels, whole pixels out.
    struct Extent: Equatable {
        var x0, y0, x1, y1: Double

        static let empty = Extent(x0: 0, y0: 0, x1: 0, y1: 0)

        mutating func add(_ other: Extent) {
            x0 = min(x0, other.x0)
            y0 = min(y0, other.y0)
            x1 = max(x1, other.x1)
            y1 = max(y1, other.y1)
        }
    }

    /// The pixels the commands up to the end of the group they are in can touch (empty when they draw nothing), or
    /// nil when one of them fills the whole clip (a gradient). Strokes are padded by their width times the miter limit, text by its size and
    /// a quarter of its width (a drawn line can reach past its box, 19.4), everything by the largest shadow set.
    func extent(of commands: ArraySlice<CGDrawingCommand>, _ base: cairo_matrix_t) -> Extent? {
        var total: Extent?
        var depth = 0
        var shadowPad = 0.0
        func add(_ rect: CGRect, _ transform: CGAffineTransform, pad: Double) {
            var t = Self.matrix(transform), b = base, m = cairo_matrix_t()
            cairo_matrix_multiply(&m, &t, &b)
            let r = rect.insetBy(dx: -pad, dy: -pad)
            var e = Extent(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)
            for (cx, cy) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
                var x = Double(cx), y = Double(cy)
                cairo_matrix_transform_point(&m, &x, &y)
                e.add(Extent(x0: x, y0: y, x1: x, y1: y))
            }
            guard e.x0.isFinite, e.y0.isFinite, e.x1.isFinite, e.y1.isFinite else { return }
            e = Extent(x0: (e.x0 - shadowPad).rounded(.down) - 1, y0: (e.y0 - shadowPad).rounded(.down) - 1,
                       x1: (e.x1 + shadowPad).rounded(.up) + 1, y1: (e.y1 + shadowPad).rounded(.up) + 1)
            if total == nil { total = e } else { total!.add(e) }
        }
        for command in commands {
            switch command {
            case .beginTransparencyLayer:
                depth += 1
            case .endTransparencyLayer:
                if depth == 0 { return total ?? .empty }
                depth -= 1
            case .shadow(let offset, let blur, let color):
                guard color != nil else { continue }
                let reach = (Double(blur) * 1.5 + Double(max(abs(offset.width), abs(offset.height)))) * scale
                shadowPad = max(shadowPad, reach)
            case .fill(let path, _, _, let transform), .castShadow(let path, let transform):
                add(path.boundingBox, transform, pad: 0)
            case .stroke(let path, let style, _, let transform):
                add(path.boundingBox, transform, pad: Double(style.lineWidth) * max(1, Double(style.miterLimit)) / 2)
            case .clear(let rect, let transform), .image(_, let rect, let transform),
                 .backdropBlur(let rect, _, let transform):
                add(rect, transform, pad: 0)
            case .text(let box, let transform):
                add(box.rect.insetBy(dx: -box.rect.width / 4, dy: 0), transform, pad: Double(box.fontSize))
            case .gradient:
                return nil
            case .saveGState, .restoreGState, .clip, .beginMask:
                continue
            }
        }
        return total ?? .empty
    }
}
