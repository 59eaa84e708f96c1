import Foundation

/// A bitmap's dimensions in pixels, and what was drawn to make it when it came from a context (docs/uikit-rules.md
/// 17.24). There are no pixels until the screenshots replay the drawing.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    /// Our addition: the drawing that made it, if it was drawn.
    public let drawing: [CGDrawingCommand]?
    /// Our addition: the encoded file it was read from, if it was (docs/uikit-rules.md 19.11).
    public let fileData: Data?

    /// Our addition: an image of `width` × `height` pixels (RGBA, 8 bits per component).
    public init(width: Int, height: Int, drawing: [CGDrawingCommand]? = nil, fileData: Data? = nil) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        bitsPerComponent = 8
        bitsPerPixel = 32
        self.drawing = drawing
        self.fileData = fileData
    }

    public var bytesPerRow: Int { width * bitsPerPixel / 8 }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "CGImage(\(width)×\(height))" }
}

extension UIImage {
    /// The image's pixels: its size times its scale, rounded up (docs/uikit-rules.md 17.24).
    public var cgImage: CGImage? {
        CGImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                drawing: drawing, fileData: fileData)
    }

    /// An image of the bitmap's pixels divided by `scale` points.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let scale = scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
                  scale: scale, drawing: cgImage.drawing, fileData: cgImage.fileData)
    }

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

extension CGContext {
    /// Records a bitmap drawn into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(UIImage(cgImage: image), in: rect)
    }

    /// The drawing so far as a bitmap of the context's size times its scale.
    public func makeImage() -> CGImage? {
        CGImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                drawing: commands)
    }
}
