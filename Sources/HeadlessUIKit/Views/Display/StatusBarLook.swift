import Foundation

/// The status bar as the screenshots draw it over the windows (docs/uikit-rules.md 19.9): the time, the cellular
/// signal, Wi-Fi and a full battery, as simple shapes in the style's colour, placed as the device's front places
/// them. The time is always 9:41, as in Apple's own screenshots: a screenshot of the same tree is the same bytes
/// whenever it is taken, on the virtual clock or the real one.
@MainActor
enum StatusBarLook {
    /// Records the status bar of `runtime`'s screen, in screen coordinates; nothing where it is hidden.
    static func draw(_ runtime: Runtime, in ctx: CGContext) {
        let height = runtime.screen.statusBarHeight
        let appearance = runtime.statusBarAppearance()
        guard height > 0, !appearance.hidden else { return }
        let width = runtime.screen.bounds.width
        let ink: CGColor = appearance.style == .lightContent ? .white : .black
        let time = height <= 24 ? "9:41 AM" : "9:41"
        if runtime.profile.idiom == .phone, height > 24 {
            // A notch or Dynamic Island: the time in the middle of the left ear, the icons in the right one.
            let ear = (width - 210) / 2
            let midY = height / 2 + 1
            let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            StandardLook.text(ctx, time, CGRect(x: ear / 2 + 13 - 40, y: midY - 10, width: 80, height: 20), font: font,
                              color: ink)
            let right = width - (ear / 2 + 13)
            // Signal, Wi-Fi and battery: 17, 15.5 and 27 pt wide, 5 pt apart, centred on the right ear's centre.
            var x = right - (17 + 5 + 15.5 + 5 + 27) / 2
            signal(ctx, x: x, midY: midY, color: ink)
            x += 17 + 5
            wifi(ctx, x: x, midY: midY, color: ink)
            x += 15.5 + 5
            battery(ctx, x: x, midY: midY, color: ink)
        } else {
            // A home button phone or an iPad: signal and Wi-Fi at the left, the time centred, the battery at the right.
            let midY = height / 2
            let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
            signal(ctx, x: 6, midY: midY, color: ink)
            wifi(ctx, x: 6 + 17 + 5, midY: midY, color: ink)
            StandardLook.text(ctx, time, CGRect(x: width / 2 - 50, y: midY - 8, width: 100, height: 16), font: font,
                              color: ink)
            battery(ctx, x: width - 6 - 27, midY: midY, color: ink)
        }
    }

    /// Four bars 3 pt wide, 1.67 pt apart, rising from 4 to 10.67 pt, bottoms aligned.
    static func signal(_ ctx: CGContext, x: CGFloat, midY: CGFloat, color: CGColor) {
        let bottom = midY + 5.33
        for bar in 0..<4 {
            let h = 4 + CGFloat(bar) * 2.22
            let rect = CGRect(x: x + CGFloat(bar) * 4.67, y: bottom - h, width: 3, height: h)
            StandardLook.fill(ctx, CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 1, transform: nil), color)
        }
    }

    /// A quarter-circle fan 15.5 pt wide: a wedge and two bands about its point, 1.5 pt apart.
    static func wifi(_ ctx: CGContext, x: CGFloat, midY: CGFloat, color: CGColor) {
        let center = CGPoint(x: x + 7.75, y: midY + 5.5)
        let start = -CGFloat.pi * 3 / 4, end = -CGFloat.pi / 4
        let wedge = CGMutablePath()
        wedge.move(to: center)
        wedge.addArc(center: center, radius: 4, startAngle: start, endAngle: end, clockwise: false)
        wedge.closeSubpath()
        StandardLook.fill(ctx, wedge, color)
        for (inner, outer) in [(CGFloat(5.5), CGFloat(8)), (9.5, 11)] {
            let band = CGMutablePath()
            band.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            band.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            band.closeSubpath()
            StandardLook.fill(ctx, band, color)
        }
    }

    /// A 24 × 11.5 pt rounded outline at 35% of the colour, full to 2 pt inside, and its cap to the right.
    static func battery(_ ctx: CGContext, x: CGFloat, midY: CGFloat, color: CGColor) {
        let body = CGRect(x: x, y: midY - 5.75, width: 24, height: 11.5)
        ctx.saveGState()
        ctx.setStrokeColor(color.copy(alpha: color.alpha * 0.35) ?? color)
        ctx.setLineWidth(1)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 3, cornerHeight: 3, transform: nil))
        ctx.strokePath()
        ctx.restoreGState()
        StandardLook.fill(ctx, CGPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerWidth: 1.5, cornerHeight: 1.5,
                                      transform: nil), color)
        let cap = CGRect(x: body.maxX + 1, y: midY - 2, width: 1.5, height: 4)
        StandardLook.fill(ctx, CGPath(roundedRect: cap, cornerWidth: 0.75, cornerHeight: 0.75, transform: nil),
                          color.copy(alpha: color.alpha * 0.4) ?? color)
    }
}

extension UIWindow {
    /// Our addition: records the status bar of the window's screen (docs/uikit-rules.md 19.9) into `ctx`, in the
    /// screen's coordinates: what the key window's deciding controller asks for (6.18), nothing where it is
    /// hidden. The screenshots draw it over every window.
    public func recordStatusBar(in ctx: CGContext) {
        StatusBarLook.draw(runtime, in: ctx)
    }
}
