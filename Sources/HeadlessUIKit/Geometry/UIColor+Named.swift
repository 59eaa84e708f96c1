import Foundation

extension UIColor {
    /// The app's asset catalog colour set `name` (docs/uikit-rules.md 15.9): its any-appearance colour, with the
    /// dark appearance's in `darkVariant`; nil when the app's resources have no such colour set, as in UIKit.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public convenience init?(named name: String) {
        guard let asset = Runtime.current.resources?.colors[name] else { return nil }
        self.init(asset.any, darkVariant: asset.dark)
    }

    /// The colour an asset catalog colour set stands for, as `init(named:)` makes it.
    static func named(_ asset: ColorAsset) -> UIColor {
        UIColor(asset.any, darkVariant: asset.dark)
    }
}
