import Foundation

/// Context menus on table rows and collection items (docs/uikit-rules.md 6.10): once a table or collection view
/// has a delegate, a long press on a row or item asks the delegate's `contextMenuConfigurationFor…` with the
/// index path and the point in the list's coordinates, and the menu opens beside the cell.
@MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    /// The configuration and the cell for a point in the list, or nil.
    let configurationAt: (CGPoint) -> (UIContextMenuConfiguration, UIView)?
    let willDisplay: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
    let willEnd: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
    /// The cell the last configuration came from, which the menu opens beside.
    private(set) weak var lastCell: UIView?

    init(configurationAt: @escaping (CGPoint) -> (UIContextMenuConfiguration, UIView)?,
         willDisplay: @escaping (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void,
         willEnd: @escaping (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void) {
        self.configurationAt = configurationAt
        self.willDisplay = willDisplay
        self.willEnd = willEnd
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let (configuration, cell) = configurationAt(location) else { return nil }
        lastCell = cell
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        willEnd(configuration, animator)
    }

    /// Makes the interaction for a list, anchored on the cell its configuration came from.
    static func install(on list: UIView, source: ListContextMenuSource) -> UIContextMenuInteraction {
        let interaction = UIContextMenuInteraction(delegate: source)
        interaction.anchorProvider = { [weak source] _ in source?.lastCell }
        list.addInteraction(interaction)
        return interaction
    }
}

extension UITableView {
    func installContextMenusIfNeeded() {
        guard tableDelegate != nil, contextMenuSource == nil else { return }
        let source = ListContextMenuSource(
            configurationAt: { [weak self] point in
                guard let self, let delegate = self.tableDelegate, let indexPath = self.indexPathForRow(at: point),
                      let cell = self.cellForRow(at: indexPath),
                      let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
                else { return nil }
                return (configuration, cell)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        contextMenuSource = source
        _ = ListContextMenuSource.install(on: self, source: source)
    }
}

extension UICollectionView {
    func installContextMenusIfNeeded() {
        guard collectionDelegate != nil, contextMenuSource == nil else { return }
        let source = ListContextMenuSource(
            configurationAt: { [weak self] point in
                guard let self, let delegate = self.collectionDelegate, let indexPath = self.indexPathForItem(at: point),
                      let cell = self.cellForItem(at: indexPath),
                      let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath],
                                                                  point: point)
                else { return nil }
                return (configuration, cell)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        contextMenuSource = source
        _ = ListContextMenuSource.install(on: self, source: source)
    }
}
