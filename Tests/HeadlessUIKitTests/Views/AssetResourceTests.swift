import Foundation
import Testing
@testable import HeadlessUIKit

/// Xcode 15's generated asset symbols: `ImageResource`, `ColorResource`, `UIImage(resource:)` and
/// `UIColor(resource:)` (docs/uikit-rules.md 6.91).
@Suite @MainActor struct AssetResourceTests {
    // 6.91: an image resource is the asset catalog image of its name, as UIImage(named:) finds it.
    @Test func anImageResourceIsTheNamedImage() throws {
        let app = try ViewTestApp()
        UIImage.register(named: "assetTests.rainShowers", size: CGSize(width: 24, height: 20), scale: 3)
        let resource = ImageResource(name: "assetTests.rainShowers", bundle: .main)

        let image = UIImage(resource: resource)

        #expect(image.name == "assetTests.rainShowers")
        #expect(image.size == CGSize(width: 24, height: 20))
        #expect(image.scale == 3)
        #expect(app.host.problems.isEmpty)
    }

    // 6.91: a resource whose set the app lacks is reported, and the image is empty.
    @Test func aMissingImageResourceIsReportedAndEmpty() throws {
        let app = try ViewTestApp()

        let image = UIImage(resource: ImageResource(name: "assetTests.nowhere", bundle: .main))

        #expect(image.name == "assetTests.nowhere" && image.size == .zero)
        #expect(app.host.problems == ["UIImage(resource:): the app's asset catalog has no image set 'assetTests.nowhere'; an empty image is used. Add the set to the app folder's Assets.xcassets, or register it with UIImage.register(named:size:scale:)"])
    }

    // 6.91: a colour resource is the asset catalog colour of its name, dark variant included; a missing one is
    // reported and clear.
    @Test func aColorResourceIsTheNamedColour() throws {
        let app = try ViewTestApp()
        app.host.resources = AppResources(appName: "Assets", colors: ["Brand": ColorAsset(any: .red, dark: .blue)])

        let brand = UIColor(resource: ColorResource(name: "Brand", bundle: .main))
        let missing = UIColor(resource: ColorResource(name: "Missing", bundle: .main))

        #expect(brand == UIColor(named: "Brand"))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .blue)
        #expect(missing == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(app.host.problems == ["UIColor(resource:): the app's asset catalog has no colour set 'Missing'; clear is used. Add the set to the app folder's Assets.xcassets"])
    }
}
