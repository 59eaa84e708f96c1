import Foundation

/// Installing the columns' controllers: `setViewController(_:for:)` and the column style's `viewControllers`
/// (docs/uikit-rules.md 7.26, 7.31, 7.41).
extension UISplitViewController {
    /// The controller installed in `column`: the column style's navigation controller that wraps it (7.31).
    func installedController(for column: Column) -> UIViewController? {
        switch column {
        case .primary: return primaryColumn
        case .supplementary: return supplementary
        case .secondary: return secondaryColumn
        case .compact: return compactColumn
        }
    }

    /// 7.31: what the column style installs for `vc` in `column`: a navigation controller as it is, any other
    /// controller in a navigation controller of its own, and the column's current one when `vc` is already
    /// installed there (as itself or in its wrapper). `viewController(for:)` then answers `vc`.
    func wrapped(_ vc: UIViewController?, for column: Column) -> UIViewController? {
        guard let vc else {
            columnContents[column] = nil
            return nil
        }
        if let current = installedController(for: column),
           current === vc || (columnContents[column] === vc && vc.navigationController === current) {
            return current
        }
        columnContents[column] = vc
        return vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
    }

    /// Puts `installed` (already wrapped) in `column`; the primary and the secondary keep each other (7.41: a
    /// secondary set before any primary stays the secondary).
    func install(_ installed: UIViewController?, in column: Column) {
        switch column {
        case .primary:
            replaceColumns(primary: installed, secondary: secondary)
        case .secondary:
            replaceColumns(primary: primary, secondary: installed)
        case .supplementary, .compact:
            let old = installedController(for: column)
            if let old, old !== installed { detach(old) }
            if column == .compact { compactColumn = installed } else { supplementary = installed }
            if let installed, installed.parent !== self {
                addChild(installed)
                installed.didMove(toParent: self)
            }
            layOutColumns()
        }
    }

    /// 7.41: the column style's `viewControllers` setter. The array is read in the style's column order
    /// ([primary, supplementary, secondary] for three controllers in a triple-column split view, else [primary,
    /// secondary]), each controller is wrapped as `setViewController(_:for:)` wraps it (a new secondary replaces
    /// the column rather than being pushed), and a column the array leaves out is emptied; the compact column is
    /// kept. Controllers beyond the style's columns are reported and ignored.
    func setColumnControllers(_ controllers: [UIViewController]) {
        let order: [Column] = style == .tripleColumn && controllers.count >= 3
            ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        if controllers.count > order.count {
            Runtime.current.report("viewControllers set to \(controllers.count) controllers on a \(style) split view "
                                   + "controller, which has \(order.count) columns besides the compact one: the rest are ignored. "
                                   + "Fix: set one controller per column, or use setViewController(_:for:)")
        }
        var given: [Column: UIViewController] = [:]
        for (column, controller) in zip(order, controllers) { given[column] = controller }
        replaceColumns(primary: wrapped(given[.primary], for: .primary),
                       supplementary: wrapped(given[.supplementary], for: .supplementary),
                       secondary: wrapped(given[.secondary], for: .secondary))
    }
}
