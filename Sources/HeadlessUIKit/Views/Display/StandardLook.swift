import Foundation

/// How the runtime's own views are drawn (docs/uikit-rules.md 19.5): iOS 13+'s light look in its sizes and system
/// colours, recorded into the display list like any drawing. Each view's `drawStandardContent(in:)` calls here.
@MainActor
enum StandardLook {
    static let fill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    static let trackOff = UIColor(red: 233 / 255, green: 233 / 255, blue: 234 / 255, alpha: 1)
    static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    static let placeholder = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    static let secondaryGray = UIColor(red: 153 / 255, green: 153 / 255, blue: 153 / 255, alpha: 1)
    /// An action sheet's title and message.
    static let sheetHeader = UIColor(red: 143 / 255, green: 143 / 255, blue: 143 / 255, alpha: 1)

    /// `color` resolved with the view's traits.
    static func cg(_ color: UIColor, _ view: UIView) -> CGColor {
        var resolved = CGColor.black
        view.traitCollection.performAsCurrent { resolved = color.cgColor }
        return resolved
    }

    static func fill(_ ctx: CGContext, _ path: CGPath, _ color: CGColor) {
        ctx.setFillColor(color)
        ctx.addPath(path)
        ctx.fillPath()
    }

    static func capsule(_ rect: CGRect) -> CGPath {
        let r = min(rect.width, rect.height) / 2
        return CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
    }

    /// A white knob with a soft shadow, as switches and sliders have.
    static func knob(_ ctx: CGContext, _ rect: CGRect, color: CGColor = .white) {
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.15))
        fill(ctx, CGPath(ellipseIn: rect, transform: nil), color)
        ctx.restoreGState()
    }

    static func text(_ ctx: CGContext, _ text: String, _ rect: CGRect, font: UIFont, color: CGColor,
                     alignment: NSTextAlignment = .center) {
        guard !text.isEmpty else { return }
        let y = rect.midY - font.lineHeight / 2
        ctx.recordText(CGTextBox(text: text, rect: CGRect(x: rect.minX, y: y, width: rect.width, height: font.lineHeight),
                                 fontName: font.fontName, fontSize: font.pointSize, color: color, alignment: alignment,
                                 lineBreakMode: .byTruncatingTail, numberOfLines: 1))
    }

    // MARK: Controls

    /// A 51×31 capsule: `onTintColor` (system green) when on, light grey when off; a 27 pt white knob at the end.
    static func drawSwitch(_ view: UISwitch, _ ctx: CGContext) {
        let b = view.bounds
        let track = CGRect(x: b.minX, y: b.midY - 15.5, width: 51, height: 31)
        let on = view.onTintColor ?? .systemGreen
        fill(ctx, capsule(track), cg(view.isOn ? on : trackOff, view))
        let knobX = view.isOn ? track.maxX - 29 : track.minX + 2
        knob(ctx, CGRect(x: knobX, y: track.minY + 2, width: 27, height: 27), color: cg(view.thumbTintColor ?? .white, view))
    }

    /// A 4 pt track, the tint up to the value and light grey after, and a 28 pt knob at the value.
    static func drawSlider(_ view: UISlider, _ ctx: CGContext) {
        let b = view.bounds
        let span = view.maximumValue - view.minimumValue
        let fraction = span > 0 ? CGFloat((view.value - view.minimumValue) / span) : 0
        let track = CGRect(x: b.minX + 2, y: b.midY - 2, width: max(0, b.width - 4), height: 4)
        let knobX = b.minX + fraction * max(0, b.width - 28)
        fill(ctx, capsule(track), cg(view.maximumTrackTintColor ?? fill, view))
        let done = CGRect(x: track.minX, y: track.minY, width: max(0, knobX + 14 - track.minX), height: 4)
        fill(ctx, capsule(done), cg(view.minimumTrackTintColor ?? view.tintColor, view))
        knob(ctx, CGRect(x: knobX, y: b.midY - 14, width: 28, height: 28), color: cg(view.thumbTintColor ?? .white, view))
    }

    /// The bounds' height as a rounded track, the progress in the tint.
    static func drawProgress(_ view: UIProgressView, _ ctx: CGContext) {
        let b = view.bounds
        fill(ctx, capsule(b), cg(view.trackTintColor ?? fill, view))
        let done = CGRect(x: b.minX, y: b.minY, width: b.width * CGFloat(min(max(view.progress, 0), 1)), height: b.height)
        if done.width > 0 { fill(ctx, capsule(done), cg(view.progressTintColor ?? view.tintColor, view)) }
    }

    /// A grey rounded rect; the selected segment a white one inset 2 pt with a shadow; titles in 13 pt, the
    /// selected one semibold; hairlines between unselected neighbours.
    static func drawSegmented(_ view: UISegmentedControl, _ ctx: CGContext) {
        let b = view.bounds
        fill(ctx, CGPath(roundedRect: b, cornerWidth: 9, cornerHeight: 9, transform: nil),
             cg(UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), view))
        let frames = view.segmentFrames()
        let selected = view.selectedSegmentIndex
        if frames.indices.contains(selected) {
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.12))
            fill(ctx, CGPath(roundedRect: frames[selected].insetBy(dx: 2, dy: 2), cornerWidth: 7, cornerHeight: 7,
                             transform: nil), cg(view.selectedSegmentTintColor ?? .white, view))
            ctx.restoreGState()
        }
        for (index, frame) in frames.enumerated() {
            if index > 0, index != selected, index - 1 != selected {
                fill(ctx, CGPath(rect: CGRect(x: frame.minX - 0.5, y: frame.minY + 8, width: 1, height: max(0, frame.height - 16)),
                                 transform: nil), cg(separator, view))
            }
            let font = UIFont.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
            text(ctx, view.titleForSegment(at: index) ?? "", frame.insetBy(dx: 4, dy: 0), font: font,
                 color: cg(view.isEnabled ? .black : secondaryGray, view))
        }
    }

    /// Two halves of a grey rounded rect with "−" and "+", each dimmed at its end of the range.
    static func drawStepper(_ view: UIStepper, _ ctx: CGContext) {
        let b = view.bounds
        fill(ctx, CGPath(roundedRect: b, cornerWidth: 8, cornerHeight: 8, transform: nil),
             cg(UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), view))
        fill(ctx, CGPath(rect: CGRect(x: b.midX - 0.5, y: b.minY + 8, width: 1, height: max(0, b.height - 16)),
                         transform: nil), cg(separator, view))
        let dim = cg(secondaryGray, view), ink = cg(.black, view)
        let minus = CGPoint(x: b.minX + b.width / 4, y: b.midY), plus = CGPoint(x: b.maxX - b.width / 4, y: b.midY)
        let canDown = view.wraps || view.value > view.minimumValue, canUp = view.wraps || view.value < view.maximumValue
        fill(ctx, CGPath(rect: CGRect(x: minus.x - 7, y: minus.y - 0.75, width: 14, height: 1.5), transform: nil),
             canDown ? ink : dim)
        fill(ctx, CGPath(rect: CGRect(x: plus.x - 7, y: plus.y - 0.75, width: 14, height: 1.5), transform: nil),
             canUp ? ink : dim)
        fill(ctx, CGPath(rect: CGRect(x: plus.x - 0.75, y: plus.y - 7, width: 1.5, height: 14), transform: nil),
             canUp ? ink : dim)
    }

    /// 7 pt dots 16 pt apart, centred; the current one dark.
    static func drawPageControl(_ view: UIPageControl, _ ctx: CGContext) {
        let count = view.numberOfPages
        guard count > 0, !(view.hidesForSinglePage && count == 1) else { return }
        let b = view.bounds
        let start = b.midX - CGFloat(count - 1) * 8
        for page in 0..<count {
            let color = page == view.currentPage ? (view.currentPageIndicatorTintColor ?? .black)
                : (view.pageIndicatorTintColor ?? placeholder)
            let center = CGPoint(x: start + CGFloat(page) * 16, y: b.midY)
            let dot = CGRect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7)
            if let image = view.shownIndicatorImage(forPage: page) {
                // 19.33: a template in the dot's colour, centred on the dot: a symbol across the dot's square,
                // another image at its own size.
                let place = image.isSymbolImage ? dot
                    : CGRect(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2,
                             width: image.size.width, height: image.size.height)
                ctx.draw(image.withTintColor(UIColor(cgColor: cg(color, view)), renderingMode: .alwaysTemplate), in: place)
            } else {
                fill(ctx, CGPath(ellipseIn: dot, transform: nil), cg(color, view))
            }
        }
    }

    /// Eight spokes round the centre, fading clockwise from the top.
    static func drawActivityIndicator(_ view: UIActivityIndicatorView, _ ctx: CGContext) {
        let b = view.bounds
        let radius = min(b.width, b.height) / 2
        guard radius > 0 else { return }
        let color = cg(view.color ?? .gray, view)
        ctx.saveGState()
        ctx.setLineWidth(max(1, radius / 5))
        ctx.setLineCap(.round)
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let (c, s) = (cos(angle), sin(angle))
            ctx.setStrokeColor(color.copy(alpha: color.alpha * (1 - CGFloat(spoke) * 0.1)) ?? color)
            ctx.move(to: CGPoint(x: b.midX + c * radius * 0.5, y: b.midY + s * radius * 0.5))
            ctx.addLine(to: CGPoint(x: b.midX + c * radius * 0.9, y: b.midY + s * radius * 0.9))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }

    /// The text or its placeholder in the field's font, inset as UIKit insets it; a rounded-rect field draws its
    /// white box and hairline border, a line or bezel field its border.
    static func drawTextField(_ view: UITextField, _ ctx: CGContext) {
        let b = view.bounds
        switch view.borderStyle {
        case .roundedRect:
            fill(ctx, CGPath(roundedRect: b, cornerWidth: 5, cornerHeight: 5, transform: nil), cg(.white, view))
            ctx.setStrokeColor(cg(UIColor(white: 0.8, alpha: 1), view))
            ctx.setLineWidth(0.5)
            ctx.addPath(CGPath(roundedRect: b.insetBy(dx: 0.25, dy: 0.25), cornerWidth: 5, cornerHeight: 5, transform: nil))
            ctx.strokePath()
        case .line, .bezel:
            ctx.setStrokeColor(cg(.black, view))
            ctx.setLineWidth(1)
            ctx.stroke(b.insetBy(dx: 0.5, dy: 0.5))
        case .none:
            break
        }
        let font = view.font ?? .systemFont(ofSize: 17)
        let shown = view.displayedText
        let box = view.textBox(within: b.insetBy(dx: view.drawnTextInset, dy: 0))
        if shown.isEmpty {
            text(ctx, view.placeholder ?? "", box, font: font, color: cg(placeholder, view), alignment: view.textAlignment)
        } else {
            text(ctx, shown, box, font: font, color: cg(view.textColor ?? .black, view), alignment: view.textAlignment)
        }
    }

    /// The image fitted to the bounds by the content mode.
    static func drawImageView(_ view: UIImageView, _ ctx: CGContext) {
        guard let image = view.displayedImage else { return }
        let gravity: CALayerContentsGravity
        switch view.contentMode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .top
        case .bottom: gravity = .bottom
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .topLeft
        case .topRight: gravity = .topRight
        case .bottomLeft: gravity = .bottomLeft
        case .bottomRight: gravity = .bottomRight
        }
        var shown = image
        // A symbol or a template image takes the view's tint unless it has a colour of its own (19.11).
        if image.isSymbolImage || image.renderingMode == .alwaysTemplate, image.tintColor == nil {
            shown = image.withTintColor(view.tintColor, renderingMode: image.renderingMode)
        }
        ctx.draw(shown, in: CALayer.place(image.size, in: view.bounds, gravity: gravity))
    }
}
