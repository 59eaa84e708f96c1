import Foundation

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// A data set from the app's asset catalogs (docs/uikit-rules.md 6.34): the bytes of the file the set lists for the
/// device's idiom, else its universal file, and the file's type identifier.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class NSDataAsset {
    public let name: NSDataAssetName
    public let data: Data
    public let typeIdentifier: String

    /// The data set `name` (`Folder/Name` inside a namespace folder), or nil when the app's catalogs have none.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The bundle is not used: the host has one app folder, whose catalogs stand for the main bundle's.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        let runtime = Runtime.current
        guard let asset = runtime.resources?.dataAssets[name],
              let representation = asset.representation(idiom: runtime.profile.idiom) else { return nil }
        self.name = name
        data = representation.data
        typeIdentifier = representation.typeIdentifier
    }
}
