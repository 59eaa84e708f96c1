import Foundation
import HeadlessUIKit

/// "Gestures": a playground with one area per built-in recognizer. Each area shows what its recognizers saw in its
/// `accessibilityValue`, and the last recognized gesture shows on the status view, so scripts can check them with
/// `view.get`:
///
/// | tag | identifier | what it is |
/// |-----|------------|------------|
/// | 90 | gestures.tapArea | a single tap (which waits for the double tap to fail) and a double tap; "single: N, double: M" |
/// | 91 | gestures.pressArea | a long press; "long press: <last state>" |
/// | 92 | gestures.swipeArea | left and right swipes; "swipe: left" or "swipe: right" |
/// | 93 | gestures.pinchArea | a pinch and a rotation that recognize together; its transform follows them; "scale: 1.00, rotation: 0.00" |
/// | 94 | gestures.panHandle | a pan drags it; "pan: <last state>" |
/// | 95 | gestures.status | `accessibilityLabel`: the last gesture recognized ("tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "pinch", "rotation", "pan") |
public final class DemoGesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    private var status: UIView!
    private var singleTaps = 0, doubleTaps = 0
    private var totalScale: CGFloat = 1, totalRotation: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gestures"
        view.backgroundColor = .white
        view.accessibilityIdentifier = "gestures"

        status = area(95, "gestures.status", CGRect(x: 20, y: 510, width: 335, height: 30), .clear)
        status.isUserInteractionEnabled = false
        status.accessibilityLabel = "none"

        let tapArea = area(90, "gestures.tapArea", CGRect(x: 20, y: 80, width: 160, height: 100), .systemGreen)
        tapArea.accessibilityValue = "single: 0, double: 0"
        let single = UITapGestureRecognizer(target: self, action: DemoGesturesViewController.didTap)
        let double = UITapGestureRecognizer(target: self, action: DemoGesturesViewController.didDoubleTap)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.name = "tap"
        double.name = "doubleTap"
        tapArea.addGestureRecognizer(single)
        tapArea.addGestureRecognizer(double)

        let pressArea = area(91, "gestures.pressArea", CGRect(x: 195, y: 80, width: 160, height: 100), .systemOrange)
        pressArea.accessibilityValue = "long press: none"
        let press = UILongPressGestureRecognizer(target: self, action: DemoGesturesViewController.didLongPress)
        press.name = "longPress"
        pressArea.addGestureRecognizer(press)

        let swipeArea = area(92, "gestures.swipeArea", CGRect(x: 20, y: 195, width: 335, height: 80), .systemTeal)
        swipeArea.accessibilityValue = "swipe: none"
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: DemoGesturesViewController.didSwipe)
            swipe.direction = direction
            swipe.name = direction == .left ? "swipeLeft" : "swipeRight"
            swipeArea.addGestureRecognizer(swipe)
        }

        let pinchArea = area(93, "gestures.pinchArea", CGRect(x: 20, y: 290, width: 200, height: 200), .systemPurple)
        pinchArea.accessibilityValue = "scale: 1.00, rotation: 0.00"
        let pinch = UIPinchGestureRecognizer(target: self, action: DemoGesturesViewController.didPinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: DemoGesturesViewController.didRotate)
        pinch.name = "pinch"
        rotation.name = "rotation"
        pinch.delegate = self
        pinchArea.addGestureRecognizer(pinch)
        pinchArea.addGestureRecognizer(rotation)

        let handle = area(94, "gestures.panHandle", CGRect(x: 250, y: 300, width: 80, height: 80), .systemBlue)
        handle.accessibilityValue = "pan: none"
        let pan = UIPanGestureRecognizer(target: self, action: DemoGesturesViewController.didPan)
        pan.name = "pan"
        handle.addGestureRecognizer(pan)
    }

    /// The pinch and the rotation recognize together, as photo viewers let them.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UIRotationGestureRecognizer || otherGestureRecognizer is UIPinchGestureRecognizer
    }

    private func didTap(_ recognizer: UITapGestureRecognizer) {
        singleTaps += 1
        showTaps(recognizer)
    }

    private func didDoubleTap(_ recognizer: UITapGestureRecognizer) {
        doubleTaps += 1
        showTaps(recognizer)
    }

    private func showTaps(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.accessibilityValue = "single: \(singleTaps), double: \(doubleTaps)"
        recognized(recognizer)
    }

    private func didLongPress(_ recognizer: UILongPressGestureRecognizer) {
        recognizer.view?.accessibilityValue = "long press: \(recognizer.state)"
        if recognizer.state == .began { recognized(recognizer) }
    }

    private func didSwipe(_ recognizer: UISwipeGestureRecognizer) {
        recognizer.view?.accessibilityValue = "swipe: \(recognizer.direction == .left ? "left" : "right")"
        recognized(recognizer)
    }

    private func didPinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let area = recognizer.view else { return }
        totalScale *= recognizer.scale
        area.transform = area.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
        showTransform(area)
        if recognizer.state == .began { recognized(recognizer) }
    }

    private func didRotate(_ recognizer: UIRotationGestureRecognizer) {
        guard let area = recognizer.view else { return }
        totalRotation += recognizer.rotation
        area.transform = area.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
        showTransform(area)
        if recognizer.state == .began { recognized(recognizer) }
    }

    private func showTransform(_ area: UIView) {
        area.accessibilityValue = String(format: "scale: %.2f, rotation: %.2f", totalScale, totalRotation)
    }

    private func didPan(_ recognizer: UIPanGestureRecognizer) {
        guard let handle = recognizer.view, let superview = handle.superview else { return }
        let translation = recognizer.translation(in: superview)
        handle.center = CGPoint(x: handle.center.x + translation.x, y: handle.center.y + translation.y)
        recognizer.setTranslation(.zero, in: superview)
        handle.accessibilityValue = "pan: \(recognizer.state)"
        if recognizer.state == .began { recognized(recognizer) }
    }

    private func recognized(_ recognizer: UIGestureRecognizer) {
        status.accessibilityLabel = recognizer.name
    }

    private func area(_ tag: Int, _ id: String, _ frame: CGRect, _ color: UIColor) -> UIView {
        let area = UIView(frame: frame)
        area.tag = tag
        area.accessibilityIdentifier = id
        area.backgroundColor = color
        view.addSubview(area)
        return area
    }
}
