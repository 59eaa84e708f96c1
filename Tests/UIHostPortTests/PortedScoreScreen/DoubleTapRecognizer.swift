import HeadlessUIKit

/// A tap recognizer of the app's own class that the storyboard names: it asks for two taps.
class DoubleTapRecognizer: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }
}
