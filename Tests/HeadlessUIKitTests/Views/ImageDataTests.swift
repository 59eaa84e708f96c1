import Foundation
import Testing
@testable import HeadlessUIKit

/// Images from file bytes (docs/uikit-rules.md 6.23), read from the app folder fixtures' asset files.
@Suite @MainActor struct ImageDataTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/AppFolders/Notebook")
    static let png = assets.appendingPathComponent("Assets.xcassets/Logo.imageset/Logo@2x.png")
    static let jpeg = assets.appendingPathComponent("Art.xcassets/Cover.imageset/Cover@2x.jpg")

    // docs/uikit-rules.md 6.23: the size is the header's pixel size over the scale; the bytes are kept; anything
    // else gives nil; UIImage() is empty.
    @Test func imagesFromDataTakeTheirHeadersPixelSize() throws {
        let pngData = try Data(contentsOf: Self.png)
        let fromData = try #require(UIImage(data: pngData))
        #expect(fromData.size == CGSize(width: 60, height: 40))
        #expect(fromData.scale == 1)
        #expect(fromData.fileData == pngData)
        #expect(UIImage(data: pngData, scale: 2)?.size == CGSize(width: 30, height: 20))
        let jpeg = try #require(UIImage(data: try Data(contentsOf: Self.jpeg)))
        #expect(jpeg.size == CGSize(width: 640, height: 480))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data(pngData.prefix(12))) == nil, "a PNG cut before its header")
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.scale == 1)
        #expect(empty.fileData == nil)
    }

    // docs/uikit-rules.md 6.23: a file's @2x or @3x name gives the scale; an unreadable file gives nil.
    @Test func imagesFromFilesTakeTheScaleOfTheirName() throws {
        let logo = try #require(UIImage(contentsOfFile: Self.png.path))
        #expect(logo.scale == 2)
        #expect(logo.size == CGSize(width: 30, height: 20))
        let cover = try #require(UIImage(contentsOfFile: Self.jpeg.path))
        #expect(cover.size == CGSize(width: 320, height: 240))
        #expect(UIImage(contentsOfFile: Self.assets.appendingPathComponent("missing.png").path) == nil)
    }
}
