import CCairo
import Foundation
import HeadlessUIKit

/// Conic gradients (docs/uikit-rules.md 19.16). Cairo has none, so the turn is cut into 180 thin sectors, each a
/// mesh patch whose colour runs from the gradient's colour at its first edge to the one at its second, constant
/// along each ray: smooth to the eye and the same on every run.
extension Canvas {
    static let conicSectors = 180

    /// Fills the current clip (in user space, the transform already set) with the gradient round `center`.
    func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        guard !gradient.stops.isEmpty else { return }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let cx = Double(center.x), cy = Double(center.y)
        // Far enough to cover the clip, past the polygon's flat sides.
        let reach = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { hypot($0.0 - cx, $0.1 - cy) }.max()! * 1.01 + 1
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        let count = Self.conicSectors
        for sector in 0..<count {
            let t0 = Double(sector) / Double(count), t1 = Double(sector + 1) / Double(count)
            let a0 = Double(angle) + t0 * 2 * .pi, a1 = Double(angle) + t1 * 2 * .pi
            let c0 = Self.color(of: gradient, at: t0), c1 = Self.color(of: gradient, at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(UInt32(0), c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
    }

    /// The gradient's colour at `t` (0...1): the nearest stops' colours mixed linearly, the end stops' beyond them.
    static func color(of gradient: CGGradient, at t: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let stops = gradient.stops
        func rgba(_ color: CGColor) -> (red: Double, green: Double, blue: Double, alpha: Double) {
            let c = color.rgba
            return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        guard let after = stops.firstIndex(where: { Double($0.location) >= t }) else { return rgba(stops.last!.color) }
        guard after > 0 else { return rgba(stops[0].color) }
        let a = stops[after - 1], b = stops[after]
        let span = Double(b.location - a.location)
        let f = span > 0 ? (t - Double(a.location)) / span : 1
        let ca = rgba(a.color), cb = rgba(b.color)
        return (ca.red + (cb.red - ca.red) * f, ca.green + (cb.green - ca.green) * f, ca.blue + (cb.blue - ca.blue) * f,
                ca.alpha + (cb.alpha - ca.alpha) * f)
    }
}
