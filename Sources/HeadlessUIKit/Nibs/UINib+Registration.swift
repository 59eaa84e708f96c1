import Foundation

/// Cells, header-footers and supplementary views made from nibs (docs/uikit-rules.md 8.29): each dequeue that finds
/// nothing to reuse instantiates the nib with no owner and takes its top-level view of the right class, which takes
/// the identifier it was registered under. UIKit raises where a nib has no such view or a different identifier;
/// here the problem is reported, and a plain view of the class stands in.
extension UITableView {
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            cellRegistrations[identifier] = nil
            return
        }
        let registration = "register(_:forCellReuseIdentifier: \"\(identifier)\")"
        cellRegistrations[identifier] = {
            guard let cell = nib.instantiateOnly(UITableViewCell.self, for: registration) else {
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
            UINib.checkIdentifier(cell.reuseIdentifier, registered: identifier, nib: nib)
            cell.adoptReuseIdentifier(identifier)
            return cell
        }
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        let registration = "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")"
        headerFooterRegistrations[identifier] = {
            guard let view = nib.instantiateOnly(UITableViewHeaderFooterView.self, for: registration) else {
                return UITableViewHeaderFooterView(reuseIdentifier: identifier)
            }
            view.reuseIdentifier = identifier
            return view
        }
    }
}

extension UICollectionView {
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            cellRegistrations[identifier] = nil
            return
        }
        let registration = "register(_:forCellWithReuseIdentifier: \"\(identifier)\")"
        cellRegistrations[identifier] = {
            guard let cell = nib.instantiateOnly(UICollectionViewCell.self, for: registration) else {
                return UICollectionViewCell(frame: .zero)
            }
            UINib.checkIdentifier(cell.reuseIdentifier, registered: identifier, nib: nib)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(kind, identifier)
        guard let nib else {
            supplementaryRegistrations[key] = nil
            return
        }
        let registration = "register(_:forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")"
        supplementaryRegistrations[key] = {
            guard let view = nib.instantiateOnly(UICollectionReusableView.self, for: registration) else {
                return UICollectionReusableView(frame: .zero)
            }
            UINib.checkIdentifier(view.reuseIdentifier, registered: identifier, nib: nib)
            view.reuseIdentifier = identifier
            return view
        }
    }
}

extension UINib {
    /// UIKit's check that a cell's identifier in the nib, when it has one, is the one it was registered under.
    static func checkIdentifier(_ own: String?, registered identifier: String, nib: UINib) {
        guard let own, !own.isEmpty, own != identifier else { return }
        Runtime.current.report("cell reuse identifier in nib (\(own)) does not match the identifier used to register "
                               + "the nib (\(identifier)) — nib '\(nib.name)'. Fix: use the same identifier in both places")
    }
}
