import UIKit

@IBDesignable
class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var fillColor: UIColor? {
        didSet { backgroundColor = fillColor }
    }
}
