import Foundation

/// Symbol image configurations (docs/uikit-rules.md 6.13).
extension UIImage {
    /// How a symbol image is sized: a point size (or a text style's, at the large content size), a weight and a
    /// scale. Unset parts are nil; `applying(_:)` lets the other configuration's set parts win.
    public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public private(set) var pointSize: CGFloat?
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var weight: Weight?
        public private(set) var scale: Scale?
        /// Colours of a palette or hierarchical configuration (iOS 15); stored for tinting.
        public private(set) var colors: [UIColor]?

        init() {}

        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: Weight) {
            self.pointSize = pointSize
            self.weight = weight
        }
        public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        public init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.textStyle = textStyle
            self.scale = scale
        }
        public init(weight: Weight) { self.weight = weight }
        public init(scale: Scale) { self.scale = scale }
        public init(font: UIFont) { pointSize = font.pointSize }
        public init(font: UIFont, scale: Scale) {
            pointSize = font.pointSize
            self.scale = scale
        }
        public init(hierarchicalColor: UIColor) { colors = [hierarchicalColor] }
        public init(paletteColors: [UIColor]) { colors = paletteColors }

        public static let unspecified = SymbolConfiguration()

        /// This configuration with `other`'s set parts in place of its own.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var merged = self
            if let size = other.pointSize {
                merged.pointSize = size
                merged.textStyle = nil
            }
            if let style = other.textStyle {
                merged.textStyle = style
                merged.pointSize = nil
            }
            merged.weight = other.weight ?? weight
            merged.scale = other.scale ?? scale
            merged.colors = other.colors ?? colors
            return merged
        }

        /// The point size in effect: set, else the text style's at the large content size, else 17 (body).
        var resolvedPointSize: CGFloat {
            if let pointSize { return pointSize }
            if let textStyle { return textStyle.pointSize(for: .large) }
            return 17
        }

        /// small 0.8, medium (and unset) 1, large 1.2: our factors for UIKit's symbol scales.
        var scaleFactor: CGFloat {
            switch scale {
            case .small: 0.8
            case .large: 1.2
            default: 1
            }
        }

        /// The size and alignment insets of the symbol `name` drawn with this configuration: its figures at 17 pt,
        /// medium (11.196; 20 × 20 without insets for most), growing in proportion to the point size and the scale
        /// factor. The weight does not change them here.
        func symbolMetrics(named name: String) -> SymbolMetrics {
            UIImage.symbolMetrics(named: name).scaled(by: resolvedPointSize / 17 * scaleFactor)
        }

        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize=\(pointSize)") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if let weight { parts.append("weight=\(weight)") }
            if let scale { parts.append("scale=\(scale)") }
            return "<UIImageSymbolConfiguration: \(parts.joined(separator: ", "))>"
        }
    }

    /// A system symbol sized by `configuration` (6.13).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let configuration = configuration ?? .unspecified
        let metrics = configuration.symbolMetrics(named: name)
        self.init(name: name, size: metrics.size, scale: 1, isSymbol: true, symbolConfiguration: configuration,
                  alignmentRectInsets: metrics.alignmentRectInsets)
    }

    /// The same symbol with `configuration` in place of its own; other images are returned as they are.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        let metrics = configuration.symbolMetrics(named: name ?? "")
        return UIImage(name: name, size: metrics.size, scale: scale, renderingMode: renderingMode,
                       isSymbol: true, symbolConfiguration: configuration, tintColor: tintColor,
                       alignmentRectInsets: metrics.alignmentRectInsets)
    }

    /// The same symbol with `configuration`'s set parts applied over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
    }

    /// The image drawn in `color`; `.alwaysOriginal` by default, as UIKit's is.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .alwaysOriginal) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode, isSymbol: isSymbolImage,
                drawing: drawing, symbolConfiguration: symbolConfiguration, tintColor: color, fileData: fileData,
                alignmentRectInsets: alignmentRectInsets)
    }
}

extension UIImageView {
    /// The configuration a symbol image takes in this view, applied over the image's own (6.13).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get { storedSymbolConfiguration }
        set {
            storedSymbolConfiguration = newValue
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
        }
    }
}
