import Foundation

/// The geometry of SF Symbols images at the default configuration, 17 pt and the medium scale (docs/uikit-rules.md
/// 11.196): a symbol image's alignment rectangle is 20 pt tall, a box on the text's baseline the symbol was drawn
/// for, while the image itself is as tall as the symbol's outline with its padding; the difference is the image's
/// negative top and bottom `alignmentRectInsets`, as UIKit gives symbol images. Other configurations scale all of it
/// with the point size and the scale's factor (6.13).
///
/// The host has no SF Symbols data, so only symbols with evidence have their own figures; every other symbol is
/// `UIImage.symbolSize` (20 × 20) with no insets.
extension UIImage {
    struct SymbolMetrics: Equatable {
        var size: CGSize
        var alignmentRectInsets: UIEdgeInsets

        /// Both scaled by `factor`.
        func scaled(by factor: CGFloat) -> SymbolMetrics {
            let insets = alignmentRectInsets
            return SymbolMetrics(size: CGSize(width: size.width * factor, height: size.height * factor),
                                 alignmentRectInsets: UIEdgeInsets(top: insets.top * factor, left: insets.left * factor,
                                                                   bottom: insets.bottom * factor,
                                                                   right: insets.right * factor))
        }
    }

    /// A symbol with no figures of its own: 20 × 20, no insets.
    static let plainSymbol = SymbolMetrics(size: symbolSize, alignmentRectInsets: .zero)

    /// The symbols in a circle (`circle`, `…circle`, `…circle.fill`): 20 × 19, half a point past the image above and below
    /// (UIKit's description of `play.circle.fill` at the default configuration, and Xcode's saved frame of a button
    /// showing `location.circle.fill`, 40 × 39 where its constraints say 40 × 40).
    static let circledSymbol = SymbolMetrics(size: CGSize(width: 20, height: 19),
                                             alignmentRectInsets: UIEdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0))

    /// Symbols measured one by one (widths the evidence does not give stay 20):
    /// - `magnifyingglass`: 18.5 tall, 0.5 above and 1 below (a button showing it saved 40 × 38.5 at y + 0.5 where its
    ///   constraints say 40 × 40, Xcode 15);
    /// - `person`: 19 × 17.5, 1 above and 1.5 below (UIKit's description of the image);
    /// - `chevron.right`: 16.333 tall, centred (an image view showing it saved 15 × 11.333, centred, where its
    ///   constraints say 15 × 15, Xcode 14).
    static let measuredSymbols: [String: SymbolMetrics] = [
        "magnifyingglass": SymbolMetrics(size: CGSize(width: 20, height: 18.5),
                                         alignmentRectInsets: UIEdgeInsets(top: -0.5, left: 0, bottom: -1, right: 0)),
        "person": SymbolMetrics(size: CGSize(width: 19, height: 17.5),
                                alignmentRectInsets: UIEdgeInsets(top: -1, left: 0, bottom: -1.5, right: 0)),
        "chevron.right": SymbolMetrics(size: CGSize(width: 20, height: 49.0 / 3),
                                       alignmentRectInsets: UIEdgeInsets(top: -11.0 / 6, left: 0, bottom: -11.0 / 6,
                                                                         right: 0)),
    ]

    /// The figures of the symbol `name` at the default configuration.
    static func symbolMetrics(named name: String) -> SymbolMetrics {
        if let measured = measuredSymbols[name] { return measured }
        if ["circle", "circle.fill"].contains(name) || name.hasSuffix(".circle") || name.hasSuffix(".circle.fill") {
            return circledSymbol
        }
        return plainSymbol
    }
}
