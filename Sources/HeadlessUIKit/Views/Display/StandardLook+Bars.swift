import Foundation

/// Bars, their items and table rows in the iOS look (docs/uikit-rules.md 19.5).
extension StandardLook {
    /// A translucent bar's chrome: near-white at 94% where the bar has no background colour of its own.
    static let chrome = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    static let hairline = UIColor(white: 0, alpha: 0.3)

    /// The bar's chrome (a navigation bar's reaching up under the status bar to the window's top) and its hairline:
    /// below a navigation bar, above a tab bar or toolbar.
    static func drawBar(_ view: UIView, _ ctx: CGContext, hairlineAtTop: Bool, background: BarBackground) {
        let b = view.bounds
        let scale = view.window?.screen.scale ?? 2
        // 7.67: the material is drawn for a blurred background without a colour of its own (the bar's colour, when
        // it has one, is its layer's); a transparent background draws nothing, and no hairline without a shadow colour.
        if view.backgroundColor == nil, background.color == nil, background.effect != nil {
            let up = hairlineAtTop ? 0 : max(0, view.frame.minY)
            fill(ctx, CGPath(rect: CGRect(x: b.minX, y: b.minY - up, width: b.width, height: b.height + up), transform: nil),
                 cg(chrome, view))
        }
        guard let shadow = background.shadowColor else { return }
        let y = hairlineAtTop ? b.minY : b.maxY
        fill(ctx, CGPath(rect: CGRect(x: b.minX, y: hairlineAtTop ? y : y - 1 / scale, width: b.width, height: 1 / scale),
                         transform: nil), cg(shadow, view))
    }

    /// An item's title: a navigation bar's title in 17 pt semibold black; its back button "‹" and title in the tint;
    /// a tab's title in 10 pt medium at the bottom, tinted when selected, grey when not; other items in the tint.
    static func drawBarItem(_ view: BarItemView, _ ctx: CGContext) {
        let title = view.accessibilityLabel ?? ""
        let b = view.bounds
        switch view.look {
        case .title:
            // Centred on the item, free to spread over the middle three fifths of the bar: the item is as wide as
            // the measuring font says, and the drawn semibold face is wider.
            let room = max(b.width, (view.superview?.bounds.width ?? 0) * 0.6)
            text(ctx, title, CGRect(x: b.midX - room / 2, y: b.minY, width: room, height: b.height),
                 font: .systemFont(ofSize: 17, weight: .semibold), color: cg(.black, view))
        case .prompt:
            text(ctx, title, b, font: .systemFont(ofSize: 13), color: cg(.black, view))
        case .back:
            let tint = cg(view.tintColor, view)
            ctx.saveGState()
            ctx.setStrokeColor(tint)
            ctx.setLineWidth(3)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            ctx.move(to: CGPoint(x: b.minX + 16, y: b.midY - 10))
            ctx.addLine(to: CGPoint(x: b.minX + 8, y: b.midY))
            ctx.addLine(to: CGPoint(x: b.minX + 16, y: b.midY + 10))
            ctx.strokePath()
            ctx.restoreGState()
            // The item is the title's measured width and 8 pt each side: the title keeps its measured width.
            text(ctx, title, CGRect(x: b.minX + 22, y: b.minY, width: max(0, b.width - 16), height: b.height),
                 font: .systemFont(ofSize: 17), color: tint, alignment: .left)
        case .tab:
            let selected = view.accessibilityTraits.contains(.selected)
            let color = cg(selected ? view.tintColor : secondaryGray, view)
            let icon = CGRect(x: b.midX - 12, y: b.minY + 5, width: 24, height: 24)
            if let image = view.icon {
                drawIcon(image, in: icon, color: color, ctx)
            } else {
                ctx.saveGState()
                ctx.setStrokeColor(color)
                ctx.setLineWidth(2)
                ctx.addPath(CGPath(roundedRect: icon.insetBy(dx: 2, dy: 2), cornerWidth: 5, cornerHeight: 5, transform: nil))
                ctx.strokePath()
                ctx.restoreGState()
            }
            text(ctx, title, CGRect(x: b.minX, y: b.minY + 31, width: b.width, height: 14),
                 font: .systemFont(ofSize: 10, weight: .medium), color: color)
            if let badge = view.accessibilityValue, !badge.isEmpty {
                let width = max(18, UIFont.systemFont(ofSize: 13).width(of: badge) + 10)
                let pill = CGRect(x: b.midX + 6, y: b.minY + 2, width: width, height: 18)
                fill(ctx, capsule(pill), cg(.systemRed, view))
                text(ctx, badge, pill, font: .systemFont(ofSize: 13), color: .white)
            }
        case .plain:
            if let image = view.icon, view.accessibilityLabel == nil {
                // A bar button item's image (19.32): in a 24 pt square at the item's centre, as a tab's icon.
                drawIcon(image, in: CGRect(x: b.midX - 12, y: b.midY - 12, width: 24, height: 24),
                         color: cg(view.tintColor, view), ctx)
            } else {
                text(ctx, title, b, font: .systemFont(ofSize: 17), color: cg(view.tintColor, view))
            }
        }
    }

    /// A bar icon: a template in `color` unless it is drawn as its original (19.14); at its size when it fits the
    /// icon frame, fitted to it when not, a symbol across the whole frame.
    private static func drawIcon(_ image: UIImage, in icon: CGRect, color: CGColor, _ ctx: CGContext) {
        let shown = image.renderingMode == .alwaysOriginal && !image.isSymbolImage ? image
            : image.withTintColor(UIColor(cgColor: color), renderingMode: .alwaysTemplate)
        let fits = image.size.width <= icon.width && image.size.height <= icon.height
        let place = image.isSymbolImage ? icon
            : CALayer.place(image.size, in: icon, gravity: fits ? .center : .resizeAspect)
        ctx.draw(shown, in: place)
    }

    /// A chevron, a checkmark or an info ring in the accessory's place.
    static func drawAccessory(_ view: TableAccessoryView, _ ctx: CGContext) {
        let b = view.bounds
        let c = CGPoint(x: b.midX, y: b.midY)
        ctx.saveGState()
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        switch view.type {
        case .disclosureIndicator:
            ctx.setStrokeColor(cg(UIColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1), view))
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: c.x - 3, y: c.y - 6))
            ctx.addLine(to: CGPoint(x: c.x + 3, y: c.y))
            ctx.addLine(to: CGPoint(x: c.x - 3, y: c.y + 6))
            ctx.strokePath()
        case .checkmark:
            ctx.setStrokeColor(cg(view.tintColor, view))
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: c.x - 6, y: c.y))
            ctx.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
            ctx.addLine(to: CGPoint(x: c.x + 6, y: c.y - 6))
            ctx.strokePath()
        case .detailButton, .detailDisclosureButton:
            ctx.setStrokeColor(cg(view.tintColor, view))
            ctx.setLineWidth(1.5)
            ctx.strokeEllipse(in: CGRect(x: c.x - 10, y: c.y - 10, width: 20, height: 20))
            text(ctx, "i", CGRect(x: c.x - 10, y: c.y - 10, width: 20, height: 20), font: .systemFont(ofSize: 14, weight: .semibold),
                 color: cg(view.tintColor, view))
        case .none:
            break
        }
        ctx.restoreGState()
    }

    /// A cell's separator: a hairline along its bottom between its separator insets (`separatorFrame`), in the
    /// table's separator colour, unless the table has none.
    static func drawCellSeparator(_ cell: UITableViewCell, _ ctx: CGContext) {
        guard let table = cell.superview as? UITableView ?? cell.superview?.superview as? UITableView,
              table.separatorStyle != .none else { return }
        let scale = cell.window?.screen.scale ?? 2
        fill(ctx, CGPath(rect: cell.separatorFrame(scale: scale), transform: nil), cg(table.separatorColor ?? separator, cell))
    }
}
