import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Views and layers drawn to pixels (docs/uikit-rules.md 19.2, 19.3, 19.6, 19.7), against small goldens at @2x.
@MainActor
@Suite struct LayerPixelTests {
    func canvas(_ width: CGFloat = 40, _ height: CGFloat = 30) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    @Test func backgroundsAlphaAndHiddenViews() throws {
        let root = canvas()
        let red = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 12))
        red.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 10, y: 8, width: 16, height: 12))
        half.backgroundColor = .blue
        half.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 28, y: 2, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        [red, half, hidden].forEach(root.addSubview)
        let picture = try Renderer().picture(of: root, scale: 2)
        #expect(picture.width == 80 && picture.height == 60)
        Golden.expectPixels(picture, [(6, 6, [255, 0, 0, 255])])
        // Half blue over red, and over white; the hidden view leaves white.
        Golden.expectPixels(picture, [
            (24, 20, [127, 0, 128, 255]),
            (40, 36, [127, 127, 255, 255]),
            (64, 10, [255, 255, 255, 255]),
        ])
        try Golden.check(root, "backgrounds")
    }

    @Test func clipsToBoundsCutsSubviewsAndCornerRadiiFollowMaskedCorners() throws {
        let root = canvas()
        let clip = UIView(frame: CGRect(x: 4, y: 4, width: 14, height: 14))
        clip.backgroundColor = .systemGreen
        clip.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 7, y: 7, width: 20, height: 20))
        inner.backgroundColor = .black
        clip.addSubview(inner)
        let rounded = UIView(frame: CGRect(x: 22, y: 4, width: 16, height: 22))
        rounded.backgroundColor = .systemOrange
        rounded.layer.cornerRadius = 8
        rounded.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        [clip, rounded].forEach(root.addSubview)
        let picture = try Renderer().picture(of: root, scale: 2)
        // The black square stops at the green view's edge (18 pt); the square corners stay square.
        Golden.expectPixels(picture, [
            (34, 34, [0, 0, 0, 255]),
            (38, 38, [255, 255, 255, 255]),
            (75, 9, [255, 149, 0, 255]),
            (44, 8, [255, 255, 255, 255]),
        ])
        try Golden.check(root, "clip-corners")
    }

    @Test func bordersLieInsideTheBoundsAndShadowsFallBelow() throws {
        let root = canvas(50, 40)
        let bordered = UIView(frame: CGRect(x: 4, y: 4, width: 18, height: 18))
        bordered.layer.borderWidth = 2
        bordered.layer.borderColor = UIColor.systemRed.cgColor
        bordered.layer.cornerRadius = 4
        let shadowed = UIView(frame: CGRect(x: 28, y: 6, width: 14, height: 14))
        shadowed.backgroundColor = .white
        shadowed.layer.shadowOpacity = 0.5
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.layer.shadowRadius = 3
        [bordered, shadowed].forEach(root.addSubview)
        let picture = try Renderer().picture(of: root, scale: 2)
        Golden.expectPixels(picture, [(8, 26, [255, 59, 48, 255]), (26, 26, [255, 255, 255, 255])])
        // Grey below the white square (the shadow), white above it.
        let below = Golden.pixel(picture, 70, 43)
        #expect(below[0] < 200 && below[0] == below[1] && below[1] == below[2])
        Golden.expectPixels(picture, [(70, 6, [255, 255, 255, 255])])
        try Golden.check(root, "border-shadow")
    }

    @Test func transformsTurnViewsAboutTheirCenters() throws {
        let root = canvas()
        let turned = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        turned.backgroundColor = .systemBlue
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(turned)
        let picture = try Renderer().picture(of: root, scale: 2)
        // The diamond reaches past the square's corners along the axes, and leaves its corners white.
        Golden.expectPixels(picture, [(40, 4, [0, 122, 255, 255]), (22, 12, [255, 255, 255, 255])])
        try Golden.check(root, "transform")
    }

    @Test func gradientAndShapeSublayers() throws {
        let root = canvas(60, 30)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 30, y: 0, width: 30, height: 30)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).cgPath
        shape.fillColor = UIColor.systemYellow.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        root.layer.addSublayer(shape)
        let picture = try Renderer().picture(of: root, scale: 2)
        let left = Golden.pixel(picture, 1, 30), right = Golden.pixel(picture, 58, 30)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(right[2] > 240 && right[0] < 15)
        Golden.expectPixels(picture, [(90, 30, [255, 204, 0, 255]), (70, 30, [0, 0, 0, 255])])
        try Golden.check(root, "gradient-shape")
    }

    @Test func imagesDrawTheirDrawingOrAPlaceholderOfTheirSize() throws {
        let root = canvas(60, 30)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.systemPink.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let drawnView = UIImageView(image: drawn)
        drawnView.frame = CGRect(x: 2, y: 2, width: 20, height: 20)
        let missing = UIImageView(image: UIImage(size: CGSize(width: 24, height: 16)))
        missing.frame.origin = CGPoint(x: 30, y: 4)
        [drawnView, missing].forEach(root.addSubview)
        let picture = try Renderer().picture(of: root, scale: 2)
        // The drawing, scaled twice: its top half pink, its bottom half not drawn.
        Golden.expectPixels(picture, [
            (10, 10, [255, 45, 85, 255]),
            (10, 30, [255, 255, 255, 255]),
            (70, 12, [229, 229, 235, 255]),
        ])
        try Golden.check(root, "images")
    }
}
