import Foundation

/// The settings of a renderer's images.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// The main screen's scale unless set (docs/uikit-rules.md 17.18).
    public var scale: CGFloat
    public var opaque: Bool = false
    public var preferredRange: Int = 0

    /// The main screen's scale.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public init() {
        scale = Runtime.current.screen.scale
    }

    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block is given: the context, and UIKit's shortcuts for filling and stroking.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes along the rect's edges with the stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// An image of what has been drawn so far.
    public var currentImage: UIImage {
        UIImage(size: cgContext.size, scale: cgContext.scale, drawing: cgContext.commands)
    }
}

/// Makes images by drawing (docs/uikit-rules.md 17.18). The image has the renderer's size in points and its
/// format's scale; what was drawn is kept as the image's `drawing` until the screenshots turn it into pixels.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size)
    }

    /// Runs `actions` with a fresh context made current (`UIGraphicsGetCurrentContext()` returns it meanwhile).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: size, scale: format.scale)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(size: size, scale: format.scale, drawing: context.commands)
    }
}

/// The stack of current contexts that `UIGraphicsGetCurrentContext()` reads.
@MainActor enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Starts an image context: a scale of 0 means the screen's (docs/uikit-rules.md 17.18).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsPushContext(CGContext(size: size, scale: scale == 0 ? Runtime.current.screen.scale : scale))
}

/// A scale of 1.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// nil when no image context is current.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    return UIImage(size: context.size, scale: context.scale, drawing: context.commands)
}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor public func UIGraphicsEndImageContext() { UIGraphicsPopContext() }

extension UIImage {
    /// Records the image into the current `UIGraphics` context, filling `rect`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Records the image at its size with its top-left corner at `point`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
