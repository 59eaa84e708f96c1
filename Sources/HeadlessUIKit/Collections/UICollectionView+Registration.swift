import Foundation

/// Registering cell and supplementary view classes and dequeuing them (docs/uikit-rules.md 16.3).
extension UICollectionView {
    // MARK: Registration by class

    /// Makes cells of `cellClass` (a `UICollectionViewCell` subclass) for `identifier` with `init(frame: .zero)`.
    /// nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            Runtime.current.report("register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\") ignored: \(cellClass) is not a UICollectionViewCell subclass")
            return
        }
        cellRegistrations[identifier] = { type.init(forReuseWithIdentifier: identifier) }
    }

    /// Makes supplementary views of `viewClass` (a `UICollectionReusableView` subclass) of `kind` for `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(kind, identifier)
        guard let viewClass else {
            supplementaryRegistrations[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            Runtime.current.report("register(\(viewClass), forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\") ignored: \(viewClass) is not a UICollectionReusableView subclass")
            return
        }
        supplementaryRegistrations[key] = { type.init(forReuseWithIdentifier: identifier) }
    }

    /// Our addition: makes the cells for `identifier` with a closure (storyboard prototypes, cells with their own
    /// initializers).
    public func register(forCellWithReuseIdentifier identifier: String, make: @escaping @MainActor () -> UICollectionViewCell) {
        cellRegistrations[identifier] = make
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    // MARK: Dequeuing

    /// A cell for `indexPath`: one from the reuse queue (after `prepareForReuse`), else a new one of the registered
    /// class. An identifier nothing registered is reported (UIKit raises) and gives a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if var queue = cellPool[identifier], let reused = queue.popLast() {
            cellPool[identifier] = queue
            reused.resetForReuse()
            Runtime.current.logCallback("prepareForReuse", .view, reused)
            reused.prepareForReuse()
            cell = reused
        } else if let make = cellRegistrations[identifier] {
            cell = make()
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        } else {
            Runtime.current.report("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: [\(indexPath.section), \(indexPath.item)]): no class, registration or storyboard prototype is registered for \"\(identifier)\"; register one with register(_:forCellWithReuseIdentifier:). Using a plain UICollectionViewCell")
            cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
        }
        if let attributes = layoutAttributesIfValid(forItemAt: indexPath) { cell.frame = attributes.frame }
        return cell
    }

    /// A supplementary view of `kind` for `indexPath`, reused or new, as for cells.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if var queue = supplementaryPool[key], let reused = queue.popLast() {
            supplementaryPool[key] = queue
            reused.resetForReuse()
            Runtime.current.logCallback("prepareForReuse", .view, reused)
            reused.prepareForReuse()
            return reused
        }
        if let make = supplementaryRegistrations[key] {
            let view = make()
            if view.reuseIdentifier == nil { view.reuseIdentifier = identifier }
            return view
        }
        Runtime.current.report("dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): nothing is registered for that kind and identifier; register a class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:). Using a plain UICollectionReusableView")
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// The default data source answer for a supplementary view it does not make (reported: UIKit raises).
    public func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        Runtime.current.report("the layout places a supplementary view of kind \"\(kind)\" at [\(indexPath.map(String.init).joined(separator: ", "))], but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Registrations (iOS 14)

    /// Registers its cell class the first time it is used, then configures each cell with `handler`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            identifier = "CellRegistration.\(Cell.self).\(UICollectionView.nextRegistrationNumber())"
            self.handler = handler
        }
    }

    /// Registers its view class for its kind the first time it is used, then configures each view with `handler`.
    #if UIKitPreconcurrency
    @preconcurrency
    #endif
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let identifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UICollectionView.nextRegistrationNumber())"
            self.handler = handler
        }
    }

    private static var registrationCounter = 0
    static func nextRegistrationNumber() -> Int {
        registrationCounter += 1
        return registrationCounter
    }

    /// A cell from the registration's queue, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellRegistrations[registration.identifier] == nil {
            let identifier = registration.identifier
            cellRegistrations[identifier] = { Cell(forReuseWithIdentifier: identifier) }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            // Only a closure registration under the same identifier could do this; make a fresh one.
            let fresh = Cell(forReuseWithIdentifier: registration.identifier)
            if let item { registration.handler(fresh, indexPath, item) }
            return fresh
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from the registration's queue, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if supplementaryRegistrations[key] == nil {
            let identifier = registration.identifier
            supplementaryRegistrations[key] = { Supplementary(forReuseWithIdentifier: identifier) }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(forReuseWithIdentifier: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
