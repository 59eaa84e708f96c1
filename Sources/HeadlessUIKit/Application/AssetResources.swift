import Foundation

/// An image set of the app's asset catalog, as Xcode 15's generated asset symbols name it (`.rainShowers` is
/// `ImageResource(name: "RainShowers", bundle: resourceBundle)` in the generated file) (docs/uikit-rules.md 6.91).
/// The generated file is the project's own: port it, or write the few constants it declares.
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of the app's asset catalog, as Xcode 15's generated asset symbols name it (docs/uikit-rules.md 6.91).
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The asset catalog image the resource names, as `init(named:)` finds it (docs/uikit-rules.md 6.91). Xcode only
    /// generates resources for sets its catalog has, so the image is there in a built app; when the app's
    /// resources here lack it, UIHost reports it in `HeadlessHost.problems` and gives an empty image (UIHost's
    /// choice: the initialiser cannot fail).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public convenience init(resource: ImageResource) {
        guard let found = UIImage.asset(named: resource.name) else {
            Runtime.current.report("UIImage(resource:): the app's asset catalog has no image set '\(resource.name)'; an empty image is used. Add the set to the app folder's Assets.xcassets, or register it with UIImage.register(named:size:scale:)")
            self.init(name: resource.name, size: .zero)
            return
        }
        self.init(name: resource.name, size: found.size, scale: found.scale, fileData: found.data)
    }
}

extension UIColor {
    /// The asset catalog colour the resource names, as `init(named:)` finds it (docs/uikit-rules.md 6.91); when the
    /// app's resources lack it, UIHost reports it in `HeadlessHost.problems` and gives clear (UIHost's choice: the
    /// initialiser cannot fail).
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public convenience init(resource: ColorResource) {
        guard let asset = Runtime.current.resources?.colors[resource.name] else {
            Runtime.current.report("UIColor(resource:): the app's asset catalog has no colour set '\(resource.name)'; clear is used. Add the set to the app folder's Assets.xcassets")
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(asset.any, darkVariant: asset.dark)
    }
}
