import UIKit

@IBDesignable
class RoundedView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var highlightColor: UIColor? {
        didSet { backgroundColor = highlightColor }
    }

    @IBInspectable var isOutlined = false
}
