import Foundation

/// A list made with a compositional layout (docs/uikit-rules.md 16.30): one full-width row per item, 44 pt estimated
/// (self-sizing), with optional supplementary headers and footers.
///
/// Metrics (UIKit's are not published; UIHost's choice, close to an iPhone's): grouped and inset grouped sections
/// have 18 pt above and below; inset grouped sections are inset 20 pt on each side; supplementary headers and
/// footers are estimated at 28 pt in plain lists, 38 pt otherwise.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var backgroundColor: UIColor?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    public static let rowEstimate: CGFloat = 44
}

extension NSCollectionLayoutSection {
    /// A list section in `layoutEnvironment`'s container.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let estimate = UICollectionLayoutListConfiguration.rowEstimate
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(estimate)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        if !plain { section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0) }
        if configuration.appearance == .insetGrouped {
            section.contentInsets.leading = 20
            section.contentInsets.trailing = 20
        }
        let supplementaryEstimate: CGFloat = plain ? 28 : 38
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(supplementaryEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(supplementaryEstimate)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
