import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Asset catalog images drawn with their files' pixels (docs/uikit-rules.md 19.11), from the tiny files in
/// Fixtures/ (written for these tests): `flag@Nx.png` is 4 × 2 pt, its left half in the scale's colour (1x red,
/// 2x green, 3x blue) and its right half black at half opacity; `plus@2x.png` a 3 × 3 pt black plus on
/// transparency; `photo@2x.jpg` 8 × 4 pt, its left half orange and its right half white.
@MainActor
@Suite struct AssetImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func representation(_ file: String, scale: CGFloat, size: CGSize) throws -> ImageAsset.Representation {
        .init(scale: scale, size: size, data: try Data(contentsOf: fixtures.appendingPathComponent(file)))
    }

    static func resources() throws -> AppResources {
        let flag = CGSize(width: 4, height: 2)
        return AppResources(appName: "Assets", images: [
            "Flag": ImageAsset(representations: [
                try representation("flag@1x.png", scale: 1, size: flag),
                try representation("flag@2x.png", scale: 2, size: flag),
                try representation("flag@3x.png", scale: 3, size: flag),
            ]),
            "Plus": ImageAsset(representations: [try representation("plus@2x.png", scale: 2, size: CGSize(width: 3, height: 3))]),
            "Photo": ImageAsset(representations: [try representation("photo@2x.jpg", scale: 2, size: CGSize(width: 8, height: 4))]),
        ])
    }

    /// A host of `device` with the fixtures as its asset catalog, made current so `UIImage(named:)` reads them.
    static func host(_ device: DeviceProfile = .iPhone8) throws -> HeadlessHost {
        let host = HeadlessHost(device: device)
        try host.launch(delegate: RootAppDelegate { UIViewController() }, options: .init(resources: resources()))
        return host
    }

    func imageView(_ name: String, _ mode: UIView.ContentMode, frame: CGRect) throws -> UIImageView {
        let view = UIImageView(image: try #require(UIImage(named: name)))
        view.frame = frame
        view.contentMode = mode
        return view
    }

    @Test func theScreensScaleChoosesTheFileAndItsPixelsAreDrawn() throws {
        let host = try Self.host()
        let flag = try #require(UIImage(named: "Flag"))
        #expect(flag.scale == 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        root.backgroundColor = .white
        root.addSubview(try imageView("Flag", .scaleToFill, frame: root.bounds))
        // At @2x the 2x file's 8 × 4 pixels are stretched over 16 × 8: green on the left; half black over white on
        // the right.
        let picture = try Renderer().picture(of: root, scale: 2)
        Golden.expectPixels(picture, [(1, 1, [0, 200, 0, 255]), (6, 6, [0, 200, 0, 255]), (12, 4, [127, 127, 127, 255])])
        _ = host
        let three = try Self.host(AssetImageTests.device("iphone-x"))
        #expect(UIImage(named: "Flag")?.scale == 3)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.addSubview(try imageView("Flag", .scaleToFill, frame: view.bounds))
        Golden.expectPixels(try Renderer().picture(of: view, scale: 3), [(2, 2, [0, 0, 255, 255])])
        _ = three
    }

    static func device(_ name: String) -> DeviceProfile { DeviceProfile.all.first { $0.name == name }! }

    /// A 2:1 flag in 12 × 12 pt boxes, one per content mode, on white.
    func contentModes() throws -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 66, height: 28))
        root.backgroundColor = .white
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .bottomRight]
        for (index, mode) in modes.enumerated() {
            let box = try imageView("Flag", mode, frame: CGRect(x: 1 + CGFloat(index) * 13, y: 1, width: 12, height: 12))
            box.backgroundColor = UIColor(white: 0.9, alpha: 1)
            box.clipsToBounds = true
            root.addSubview(box)
        }
        let photo = try imageView("Photo", .scaleAspectFit, frame: CGRect(x: 1, y: 14, width: 24, height: 12))
        root.addSubview(photo)
        let plus = try imageView("Plus", .center, frame: CGRect(x: 27, y: 14, width: 12, height: 12))
        plus.image = plus.image?.withRenderingMode(.alwaysTemplate)
        plus.tintColor = .systemPink
        root.addSubview(plus)
        return root
    }

    @Test func contentModesPlaceThePixelsAndTemplateImagesTakeTheTint() throws {
        let host = try Self.host()
        let picture = try Renderer().picture(of: try contentModes(), scale: 2)
        Golden.expectPixels(picture, [
            // Scale to fill: green from top to bottom of the box's left half.
            (4, 4, [0, 200, 0, 255]), (4, 24, [0, 200, 0, 255]),
            // Aspect fit: a 12 × 6 pt flag in the middle, the box's grey above it.
            (30, 4, [230, 230, 230, 255]), (30, 14, [0, 200, 0, 255]),
            // Aspect fill: 24 × 12 pt, its middle 12 pt shown: green on the left half, grey-black on the right.
            (56, 14, [0, 200, 0, 255]),
            // Centre: 4 × 2 pt at the middle of the fourth box (44 ... 48 pt across, 6 ... 8 pt down).
            (89, 13, [0, 200, 0, 255]), (84, 12, [230, 230, 230, 255]),
            // The plus in the tint (system pink) at the middle of its box, its transparent corners showing white.
            (66, 40, [255, 45, 85, 255]), (64, 38, [255, 255, 255, 255]),
        ])
        // The JPEG's orange, within the tolerance of its compression.
        let orange = Golden.pixel(picture, 8, 36)
        #expect(abs(Int(orange[0]) - 255) <= 2 && abs(Int(orange[1]) - 149) <= 2 && abs(Int(orange[2]) - 0) <= 2)
        try Golden.check(try contentModes(), "asset-images")
        _ = host
    }

    @Test func bytesThatAreNoImageDrawThePlaceholder() throws {
        let image = UIImage(name: "Broken", size: CGSize(width: 20, height: 10), fileData: Data([0x89, 0x50, 0x4E, 0x47, 1, 2]))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        // The placeholder's grey (19.7) where the diagonals are not.
        Golden.expectPixels(try Renderer().picture(of: view, scale: 2), [(20, 2, [229, 229, 235, 255])])
    }
}
