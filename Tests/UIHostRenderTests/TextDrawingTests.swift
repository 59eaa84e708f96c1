import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// UITextView's text and text shadows (docs/uikit-rules.md 19.12).
@MainActor
@Suite struct TextDrawingTests {
    /// The first row of `picture` with a pixel darker than mid-grey, or nil.
    func firstInkedRow(_ picture: Picture) -> Int? {
        let rgba = picture.rgba
        return (0..<picture.height).first { y in
            (0..<picture.width).contains { x in rgba[(y * picture.width + x) * 4] < 128 }
        }
    }

    func textView(scrolledBy offset: CGFloat = 0) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 90, height: 44))
        view.backgroundColor = .white
        view.font = .systemFont(ofSize: 12)
        view.text = "Headless text views draw their text too"
        view.bounds.origin.y = offset
        return view
    }

    @Test func aTextViewSetsItsTextInsideItsInsetsAndPaddingWrappedToItsWidth() throws {
        let picture = try Renderer().picture(of: textView(), scale: 2)
        // Nothing above the 8 pt top inset; the first line's capitals start at the ascender less the cap height.
        let first = try #require(firstInkedRow(picture))
        #expect(first >= 16 && first < 24)
        // Nothing left of the 5 pt line fragment padding.
        let rgba = picture.rgba
        #expect((0..<picture.height).allSatisfy { y in (0..<10).allSatisfy { x in rgba[(y * picture.width + x) * 4] == 255 } })
        try Golden.check(textView(), "text-view")
    }

    @Test func aTextViewsBoundsOriginScrollsItsTextAndItsBoundsClipIt() throws {
        let still = try #require(firstInkedRow(try Renderer().picture(of: textView(), scale: 2)))
        let scrolled = try Renderer().picture(of: textView(scrolledBy: 6), scale: 2)
        #expect(firstInkedRow(scrolled) == still - 12)
        #expect(try Renderer().picture(of: textView(scrolledBy: 200), scale: 2).rgba.allSatisfy { $0 == 255 })
    }

    func shadowed(_ color: UIColor?) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 52, height: 22))
        label.text = "Shade"
        label.font = .systemFont(ofSize: 17, weight: .bold)
        label.shadowColor = color
        label.shadowOffset = CGSize(width: 2, height: 2)
        root.addSubview(label)
        return root
    }

    @Test func aLabelsShadowColourFallsAtItsOffsetBehindTheText() throws {
        // The main screen, 2x, as the golden picture was drawn: without a host of its own the label's text was
        // measured on whichever host an earlier test made last (8.35), so the test passed or failed by its order.
        let host = HeadlessHost(device: .iPhone8)
        defer { withExtendedLifetime(host) {} }
        func reds(_ picture: Picture) -> Int {
            let rgba = picture.rgba
            return stride(from: 0, to: rgba.count, by: 4).filter { rgba[$0] == 255 && rgba[$0 + 1] == 0 && rgba[$0 + 2] == 0 }.count
        }
        #expect(reds(try Renderer().picture(of: shadowed(nil), scale: 2)) == 0)
        #expect(reds(try Renderer().picture(of: shadowed(.red), scale: 2)) > 50)
        try Golden.check(shadowed(.red), "label-shadow")
    }

    // docs/uikit-rules.md 19.30: a label's attributed NSShadow is drawn, blurred, in its colour.
    @Test func aLabelsAttributedShadowIsDrawnBlurredInItsColour() throws {
        _ = HeadlessHost(device: .iPhone8)  // the main screen, 2x: the label's text is measured in its pixels (8.35)
        func label(_ blur: CGFloat) -> UIView {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            root.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 8, y: 4, width: 104, height: 32))
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 3, height: 3)
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = UIColor.red
            label.attributedText = NSAttributedString(string: "Shadow", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 24), .shadow: shadow])
            root.addSubview(label)
            return root
        }
        func reddish(_ picture: Picture) -> (pure: Int, tinted: Int) {
            let rgba = picture.rgba.map(Int.init)
            var pure = 0, tinted = 0
            for offset in stride(from: 0, to: rgba.count, by: 4) {
                let (red, green, blue) = (rgba[offset], rgba[offset + 1], rgba[offset + 2])
                guard red > green + 20, green == blue else { continue }
                tinted += 1
                if red == 255, green == 0 { pure += 1 }
            }
            return (pure, tinted)
        }
        let sharp = reddish(try Renderer().picture(of: label(0), scale: 2))
        let blurred = reddish(try Renderer().picture(of: label(4), scale: 2))
        #expect(sharp.pure > 100)
        // Blurred, the shadow spreads over more pixels and none is the full colour.
        #expect(blurred.pure == 0)
        #expect(blurred.tinted > sharp.tinted)
        try Golden.check(label(4), "label-attributed-shadow")
    }
}
