import Foundation

/// Hears what a color picker's user does (iOS 14, docs/uikit-rules.md 6.72). Every method is optional.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked `color`; `continuously` is true while a drag (the opacity slider) is still changing it.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)
    /// The picker went away (its close button, or a swipe down).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
    /// Deprecated in iOS 15: called after `colorPickerViewController(_:didSelect:continuously:)`.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
}

/// The system color picker (iOS 14, docs/uikit-rules.md 6.72), presented as a sheet (a popover on iPad, as UIKit
/// presents it). It shows a title bar ("Colors", or the controller's `title`) with a close button, UIKit's grid of
/// swatches (12 columns by 10 rows: a row of greys from white to black, then nine rows of twelve hues from dark to
/// light; UIHost's palette, not iOS's exact one), the selected colour, and, with `supportsAlpha` (the default), an
/// opacity slider.
///
/// Tapping a swatch selects its colour with the current opacity and tells the delegate
/// `colorPickerViewController(_:didSelect:continuously: false)` then `colorPickerViewControllerDidSelectColor(_:)`;
/// dragging the slider tells it with `continuously: true` while the finger moves and `false` when it lifts. Setting
/// `selectedColor` in code tells nothing, as UIKit does. The close button dismisses the picker; whenever it goes
/// away (the close button, a swipe, the app's `dismiss`), the delegate hears `colorPickerViewControllerDidFinish(_:)`
/// once, after the dismissal.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour shown as selected; white at first (UIHost's choice: Apple documents no default).
    open var selectedColor: UIColor = .white {
        didSet { refreshSelection() }
    }
    /// Whether the user can pick colours that are not opaque; without it every picked colour is opaque and the
    /// opacity slider is hidden.
    open var supportsAlpha = true {
        didSet { opacitySlider.isHidden = !supportsAlpha }
    }
    /// iOS 26's extended-range limit; kept, not applied (UIHost's colours are not extended-range).
    open var maximumLinearExposure: CGFloat = 1

    static let columns = 12
    static let rows = 10
    static let swatchSide: CGFloat = 24

    let closeItem = UIButton(type: .close)
    let titleLabel = UILabel(frame: .zero)
    let gridView = UIView(frame: .zero)
    let selectionWell = UIView(frame: .zero)
    let opacitySlider = UISlider(frame: .zero)
    private var swatches: [UIButton] = []
    private var didTellFinish = false

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    /// The colour of the swatch at `row`, `column` (row 0: greys; rows 1-9: hues, darkest first).
    static func swatchColor(row: Int, column: Int) -> UIColor {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        let hue = CGFloat(column) / CGFloat(columns)
        let step = CGFloat(row - 1) / CGFloat(rows - 2)
        let brightness = 0.35 + 0.65 * min(1, step * 2)
        let saturation = step <= 0.5 ? 1 : 1 - (step - 0.5) * 1.4
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.text = title ?? "Colors"
        closeItem.accessibilityLabel = "Close"
        closeItem.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let swatch = UIButton(type: .custom)
                let color = Self.swatchColor(row: row, column: column)
                swatch.backgroundColor = color
                swatch.accessibilityIdentifier = "color.\(row).\(column)"
                swatch.addAction(UIAction { [weak self] _ in self?.pick(color) }, for: .primaryActionTriggered)
                gridView.addSubview(swatch)
                swatches.append(swatch)
            }
        }
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
        opacitySlider.isContinuous = true
        opacitySlider.accessibilityLabel = "Opacity"
        opacitySlider.isHidden = !supportsAlpha
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityEnded() }, for: [.touchUpInside, .touchUpOutside])
        selectionWell.layer.cornerRadius = 8
        for subview in [titleLabel, closeItem, gridView, selectionWell, opacitySlider] as [UIView] { view.addSubview(subview) }
        self.view = view
        refreshSelection()
    }

    /// Title bar 56 pt; the grid 16 pt in from the sides under it, square swatches filling its width; the well and
    /// the slider 16 pt under the grid (UIHost's layout).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.text = title ?? "Colors"
        titleLabel.frame = CGRect(x: 60, y: 0, width: max(0, bounds.width - 120), height: 56)
        closeItem.frame = CGRect(x: bounds.width - 16 - 30, y: 13, width: 30, height: 30)
        let side = floor((bounds.width - 32) / CGFloat(Self.columns))
        gridView.frame = CGRect(x: 16, y: 56, width: side * CGFloat(Self.columns), height: side * CGFloat(Self.rows))
        for (index, swatch) in swatches.enumerated() {
            swatch.frame = CGRect(x: CGFloat(index % Self.columns) * side, y: CGFloat(index / Self.columns) * side,
                                  width: side, height: side)
        }
        selectionWell.frame = CGRect(x: 16, y: gridView.frame.maxY + 16, width: 44, height: 44)
        opacitySlider.frame = CGRect(x: 76, y: gridView.frame.maxY + 23, width: max(0, bounds.width - 92), height: 30)
    }

    private func refreshSelection() {
        guard isViewLoaded else { return }
        selectionWell.backgroundColor = selectedColor
        opacitySlider.value = Float(selectedColor.alphaComponent)
    }

    private func pick(_ color: UIColor) {
        let alpha = supportsAlpha ? CGFloat(opacitySlider.value) : 1
        select(color.withAlphaComponent(alpha), continuously: false)
    }

    private func opacityChanged() {
        select(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: opacitySlider.isTracking)
    }

    private func opacityEnded() {
        select(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: false)
    }

    private func select(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil, !didTellFinish else { return }
        didTellFinish = true
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        didTellFinish = false
    }
}
