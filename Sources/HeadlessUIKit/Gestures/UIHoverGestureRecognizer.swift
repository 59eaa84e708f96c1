import Foundation

/// A pointer (or Apple Pencil) hovering over a view (iOS 13, docs/uikit-rules.md 6.73). It recognizes hovering
/// only, never touches: a finger on the screen is ignored, as on an iPhone, where a hover recognizer never fires.
/// A host has no pointer, so it stays `.possible` unless the app drives it; it takes no part in other recognizers'
/// touches and fails no one. `zOffset` (iOS 16.1, Pencil's height over the screen) is 0, and the Pencil angles are 0
/// (the UIKit values for a pointer that is not a Pencil).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How far a hovering Pencil is above the screen, from 0 to 1; 0 for a pointer.
    open var zOffset: CGFloat { 0 }
    /// A hovering Pencil's altitude; 0 for a pointer.
    open var altitudeAngle: CGFloat { 0 }
    /// A hovering Pencil's azimuth in `view`'s coordinates; 0 for a pointer.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in view: UIView?) -> CGVector { .zero }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
}
