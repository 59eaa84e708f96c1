import Foundation

/// Text alignment, with UIKit's raw values. `.natural` is left-aligned: the runtime lays text out left to right.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a label ends a line that does not fit. Stored for UIKit code; measurement (`UIFont.boundingSize`) wraps at
/// spaces and never draws ellipses, since there are no pixels.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
