import Foundation

/// The text field inside a search bar (iOS 13's `searchTextField`).
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISearchTextField: UITextField {}

#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with an optional Cancel button and scope bar (docs/uikit-rules.md 6.11).
///
/// 56 pt tall (100 with the scope bar shown); the field is inset 8 pt at the sides and 10 pt at the top, 36 pt
/// tall, and leaves room on the right for Cancel when it shows. Typing in the field asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and then tells `searchBar(_:textDidChange:)`; the return key
/// is `searchBarSearchButtonClicked` (the field stays first responder, as in UIKit); Cancel is
/// `searchBarCancelButtonClicked`. Setting `text` in code tells the delegate nothing.
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    static let height: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let fieldInsets = UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8)

    public let searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prompt: String?
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsCancelButton = false { didSet { updateCancelButton() } }
    open var scopeButtonTitles: [String]? { didSet { updateScopeBar() } }
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex } }
    open var showsScopeBar = false { didSet { updateScopeBar() } }

    /// Told before the delegate: the search controller that owns the bar (6.12).
    weak var owner: UISearchBarOwner?
    private var cancelButton: BarItemView?
    private var scopeBar: UISegmentedControl?
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.placeholder = nil
        searchTextField.returnKeyType = .search
        searchTextField.delegate = fieldDelegate
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.addTarget(self, action: UISearchBar.fieldChanged, for: .editingChanged)
        addSubview(searchTextField)
    }

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Whether the scope bar shows: asked for, and with titles.
    var showsScopes: Bool { showsScopeBar && (scopeButtonTitles?.count ?? 0) > 1 }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height + (showsScopes ? Self.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let insets = Self.fieldInsets
        var right = bounds.width - insets.right
        if let cancelButton {
            let width = BarItemView.width(for: cancelButton.accessibilityLabel)
            cancelButton.frame = CGRect(x: right - width, y: 0, width: width, height: Self.height)
            right -= width + insets.right
        }
        searchTextField.frame = CGRect(x: insets.left, y: insets.top, width: max(0, right - insets.left),
                                       height: Self.height - insets.top - insets.bottom)
        let fieldRow = showsScopes ? bounds.height - Self.scopeBarHeight : bounds.height
        scopeBar?.frame = CGRect(x: insets.left, y: fieldRow, width: max(0, bounds.width - insets.left - insets.right),
                                 height: Self.scopeBarHeight - 8)
    }

    private func updateCancelButton() {
        if showsCancelButton, cancelButton == nil {
            let button = BarItemView(label: "Cancel", identifier: "searchBar.cancel", traits: .button) { [weak self] in
                self?.cancelTapped()
            }
            cancelButton = button
            addSubview(button)
        } else if !showsCancelButton, let cancelButton {
            cancelButton.removeFromSuperview()
            self.cancelButton = nil
        }
        setNeedsLayout()
    }

    private func updateScopeBar() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if showsScopes, let titles = scopeButtonTitles {
            let bar = UISegmentedControl(items: titles)
            bar.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
            bar.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
            scopeBar = bar
            addSubview(bar)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
        // In a navigation bar, the bar's height changes too: its container lays it out.
        if superview is UINavigationBar { superview?.superview?.setNeedsLayout() }
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owner?.searchBarCancelled(self)
    }

    private func scopeChanged() {
        guard let index = scopeBar?.selectedSegmentIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        owner?.searchBarScopeChanged(self)
    }

    private func fieldChanged() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        owner?.searchBarTextChanged(self)
    }

    fileprivate func shouldBeginEditing() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        owner?.searchBarWillBeginEditing(self)
        return true
    }

    fileprivate func didBeginEditing() { delegate?.searchBarTextDidBeginEditing(self) }
    fileprivate func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func shouldChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    fileprivate func searchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }
}

/// What a search bar tells the controller that owns it, before its delegate hears.
@MainActor
protocol UISearchBarOwner: AnyObject {
    func searchBarWillBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextChanged(_ searchBar: UISearchBar)
    func searchBarCancelled(_ searchBar: UISearchBar)
    func searchBarScopeChanged(_ searchBar: UISearchBar)
}

/// Turns the field's delegate calls into the search bar's.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.shouldBeginEditing() }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.didBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.shouldEndEditing() }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.didEndEditing() }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        bar.shouldChange(in: range, replacement: string)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.searchButtonClicked()
        return false
    }
}
