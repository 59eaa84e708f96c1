import Foundation

/// An image: a name, a size in points and a scale, with no pixels. `UIImage(named:)` finds images registered with
/// `UIImage.register(named:size:scale:)` (our addition) and the app's asset catalog image sets (`AppResources`), and
/// returns nil for any other name, as UIKit does for a missing asset. `UIImage(systemName:)` gives any symbol name a 20×20 pt image
/// (symbols are not drawn, only sized).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The name it was created with, if any.
    public let name: String?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// Whether it is an SF Symbol (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// Our addition: what was drawn to make it (`UIGraphicsImageRenderer`), nil for other images.
    public let drawing: [CGDrawingCommand]?
    /// A symbol image's configuration (6.13).
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave it.
    public let tintColor: UIColor?
    /// Our addition: the bytes of the asset catalog file it was read from (PNG or JPEG), whose pixels the
    /// screenshots draw (docs/uikit-rules.md 19.11); nil for other images.
    public let fileData: Data?
    /// Where the image's content is inside it, for alignment (docs/uikit-rules.md 6.43): an image view showing it
    /// takes these as its alignment insets (11.179). Zero unless `withAlignmentRectInsets(_:)` gave them.
    public let alignmentRectInsets: UIEdgeInsets

    /// The size every system symbol image has.
    public static let symbolSize = CGSize(width: 20, height: 20)

    @MainActor private static var registered: [String: (size: CGSize, scale: CGFloat)] = [:]

    /// Registers an image that `UIImage(named:)` will find: the headless stand-in for adding it to an asset catalog.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
        registered[name] = (size, scale)
    }

    /// An image registered with `register(named:size:scale:)`, else the app's asset catalog image set `name`
    /// (docs/uikit-rules.md 15.8): the representation for the screen's scale and idiom, with its size in points.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public convenience init?(named name: String) {
        guard let found = Self.asset(named: name) else { return nil }
        self.init(name: name, size: found.size, scale: found.scale, fileData: found.data)
    }

    /// What `init(named:)` finds under `name`: a registered image, else the asset catalog's representation for the
    /// screen's scale and idiom.
    @MainActor static func asset(named name: String) -> (size: CGSize, scale: CGFloat, data: Data?)? {
        if let entry = registered[name] { return (entry.size, entry.scale, nil) }
        let runtime = Runtime.current
        guard let asset = runtime.resources?.images[name],
              let representation = asset.representation(scale: runtime.profile.scale, idiom: runtime.profile.idiom)
        else { return nil }
        return (representation.size, representation.scale, representation.data)
    }

    /// An empty image: no size, scale 1, nothing drawn (docs/uikit-rules.md 6.23).
    public convenience init() {
        self.init(size: .zero)
    }

    /// An image from the bytes of a PNG, JPEG or GIF file (docs/uikit-rules.md 6.23): its size is the pixel size the
    /// file's header declares, divided by `scale`; nil for data that is none of these or whose header is broken, as
    /// UIKit gives nil for data it cannot decode. The bytes are kept, so screenshots draw PNG and JPEG pixels
    /// (19.11).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale > 0, case let .pixels(width, height)? = ImageHeader.size(of: data, fileExtension: "") else {
            return nil
        }
        self.init(size: CGSize(width: Double(width) / scale, height: Double(height) / scale), scale: scale, fileData: data)
    }

    /// The image in the file at `path`, as `init(data:)` reads it, at the scale its name gives (`@2x`, `@3x`
    /// before the extension), else 1; nil when the file cannot be read (docs/uikit-rules.md 6.23).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        // docs/uikit-rules.md 11.196: the symbol's own size and alignment insets at the default configuration.
        let metrics = Self.symbolMetrics(named: name)
        self.init(name: name, size: metrics.size, scale: 1, isSymbol: true,
                  alignmentRectInsets: metrics.alignmentRectInsets)
    }

    /// Our addition: an image of a given size, as drawing one with `UIGraphicsImageRenderer` would give.
    public init(name: String? = nil, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
                isSymbol: Bool = false, drawing: [CGDrawingCommand]? = nil,
                symbolConfiguration: SymbolConfiguration? = nil, tintColor: UIColor? = nil, fileData: Data? = nil,
                alignmentRectInsets: UIEdgeInsets = .zero) {
        self.alignmentRectInsets = alignmentRectInsets
        self.drawing = drawing
        self.fileData = fileData
        self.symbolConfiguration = symbolConfiguration
        self.tintColor = tintColor
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbol
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: mode, isSymbol: isSymbolImage, drawing: drawing,
                symbolConfiguration: symbolConfiguration, tintColor: tintColor, fileData: fileData,
                alignmentRectInsets: alignmentRectInsets)
    }

    /// The same image with `alignmentInsets` as its alignment insets, in points (docs/uikit-rules.md 6.43).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode, isSymbol: isSymbolImage,
                drawing: drawing, symbolConfiguration: symbolConfiguration, tintColor: tintColor, fileData: fileData,
                alignmentRectInsets: alignmentInsets)
    }

    /// Whether it is a symbol image (UIKit's name).
    public var isSymbol: Bool { isSymbolImage }

    public var description: String { "UIImage(\(name ?? "unnamed"), \(size.width)×\(size.height) @\(scale)x)" }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
            && lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.tintColor == rhs.tintColor
            && lhs.alignmentRectInsets == rhs.alignmentRectInsets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}
