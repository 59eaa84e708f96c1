import Foundation

/// The root of a tab bar controller's More navigation controller: one 44 pt row per controller beyond the fourth
/// (identifiers `more.0`, `more.1`, ...; accessibility label the controller's tab title). Tapping a row pushes
/// that controller. UIKit shows a table; this is a plain list of tappable rows, below the navigation bar.
@MainActor
final class UIMoreListController: UIViewController {
    static let rowHeight: CGFloat = 44

    var listedControllers: [UIViewController] = [] {
        didSet { reloadRows() }
    }
    var selectAction: ((UIViewController) -> Void)?
    private var rows: [BarItemView] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "More"
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layout = { [weak self] in self?.layoutRows() }
        view = container
        reloadRows()
    }

    private func reloadRows() {
        guard let container = viewIfLoaded else { return }
        for row in rows { row.removeFromSuperview() }
        rows = listedControllers.enumerated().map { index, controller in
            BarItemView(label: controller.tabBarItem.displayTitle, identifier: "more.\(index)", traits: .button) {
                [weak self, weak controller] in
                if let self, let controller { selectAction?(controller) }
            }
        }
        for row in rows { container.addSubview(row) }
        container.setNeedsLayout()
    }

    private func layoutRows() {
        guard let container = viewIfLoaded else { return }
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: container.bounds.width,
                               height: Self.rowHeight)
        }
    }
}
