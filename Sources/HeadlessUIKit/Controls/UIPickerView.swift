import Foundation

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit's picker delegate; every method is optional.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.numberOfComponents > 0 ? pickerView.bounds.width / CGFloat(pickerView.numberOfComponents) : 0
    }
}

/// Spinning wheels of rows (docs/uikit-rules.md 6.2), asked of a data source and delegate in UIKit's shape. It is not a
/// control: a user's selection calls the delegate's `didSelectRow`.
///
/// Each component's selected row sits on the centre line. A tap (touch up inside) on a row above or below it, in
/// that component's column (columns from `widthForComponent`, left to right), selects that row — rows are
/// `rowHeightForComponent` (32 pt by default) tall — and calls `didSelectRow`, as tapping a visible row does on iOS.
/// `selectRow(_:inComponent:animated:)` in code calls no delegate method; a row or component outside the data
/// source's counts is reported and ignored. `selectedRow(inComponent:)` is -1 for a component with no rows or that
/// does not exist. Counts are read from the data source when asked, and `reloadAllComponents` keeps selections that
/// are still in range (others go to the last row, or -1 when a component is empty).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UIPickerView: UIView {
    public static let defaultRowHeight: CGFloat = 32
    public static let defaultHeight: CGFloat = 216

    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsDisplay() } }
    open var showsSelectionIndicator = true
    private var selections: [Int] = []
    private var trackedTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if frame.height == 0 { bounds.size.height = Self.defaultHeight }
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate, (0..<numberOfComponents).contains(component) else { return .zero }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    open func selectedRow(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component), numberOfRows(inComponent: component) > 0 else { return -1 }
        return component < selections.count ? selections[component] : 0
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfComponents).contains(component) else {
            Runtime.current.report("UIPickerView.selectRow(\(row), inComponent: \(component)): there are \(numberOfComponents) components; ignored")
            return
        }
        let rows = numberOfRows(inComponent: component)
        guard (0..<rows).contains(row) else {
            Runtime.current.report("UIPickerView.selectRow(\(row), inComponent: \(component)): component \(component) has \(rows) rows; ignored")
            return
        }
        while selections.count <= component { selections.append(0) }
        selections[component] = row
        accessibilityValue = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        setNeedsDisplay()
    }

    open func reloadAllComponents() {
        let components = numberOfComponents
        selections = (0..<components).map { component in
            let rows = numberOfRows(inComponent: component)
            let old = component < selections.count ? selections[component] : 0
            return rows == 0 ? -1 : min(old, rows - 1)
        }
        setNeedsDisplay()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// The title the delegate gives a row, if any.
    public func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The component whose column contains `x`, columns laid left to right from their widths.
    func component(atX x: CGFloat) -> Int? {
        var left = bounds.minX
        for component in 0..<numberOfComponents {
            let width = rowSize(forComponent: component).width
            if x >= left, x < left + width { return component }
            left += width
        }
        return nil
    }

    /// Our addition: the user turns a wheel to `row`: selects it and calls `didSelectRow` (when it is in range).
    @discardableResult
    public func userSelectRow(_ row: Int, inComponent component: Int) -> Bool {
        guard (0..<numberOfComponents).contains(component), (0..<numberOfRows(inComponent: component)).contains(row) else {
            Runtime.current.report("UIPickerView: row \(row) of component \(component) does not exist; nothing selected")
            return false
        }
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil { trackedTouch = touches.first }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let point = touch.location(in: self)
        guard bounds.contains(point), let component = component(atX: point.x) else { return }
        let height = rowSize(forComponent: component).height
        guard height > 0 else { return }
        let offset = Int(((point.y - bounds.midY) / height).rounded())
        let row = selectedRow(inComponent: component) + offset
        guard offset != 0, (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        userSelectRow(row, inComponent: component)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : 320, height: Self.defaultHeight)
    }
}
