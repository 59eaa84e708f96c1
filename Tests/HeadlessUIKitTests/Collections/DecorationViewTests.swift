import Foundation
import Testing
@testable import HeadlessUIKit

/// A section background or badge: counts its reuses.
final class CollectionDecorationView: UICollectionReusableView {
    private(set) var reuses = 0
    private(set) var applied: [CGRect] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied.append(layoutAttributes.frame)
    }
}

/// A flow layout that puts a decoration behind each section's items, as apps do by subclassing.
final class CollectionBackdropFlowLayout: UICollectionViewFlowLayout {
    static let kind = "backdrop"

    override init() {
        super.init()
        register(CollectionDecorationView.self, forDecorationViewOfKind: Self.kind)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return result }
        for section in 0..<collectionView.numberOfSections {
            if let backdrop = layoutAttributesForDecorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: section)),
               backdrop.frame.intersects(rect) {
                result.append(backdrop)
            }
        }
        return result
    }

    /// The union of the section's item frames, grown by 4 pt.
    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.kind, let collectionView else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        guard count > 0 else { return nil }
        var union = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section))!.frame
        for item in 1..<count { union = union.union(layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))!.frame) }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = union.insetBy(dx: -4, dy: -4)
        attributes.zIndex = -1
        return attributes
    }
}

/// Decoration views: compositional section backgrounds and a flow layout subclass's own (docs/uikit-rules.md 16.37).
@Suite @MainActor struct DecorationViewTests {
    private static let background = "section-background"

    /// Three sections of ten items, four 75 × 80 items to a row, inset 10 pt, under a 40-pt header, each with a
    /// background inset 5 pt: every section is 40 + 10 + 3 × 80 + 2 × 10 + 10 = 320 pt tall.
    private func showSections(register: Bool = true) throws
        -> (ViewTestApp, UICollectionView, UICollectionViewCompositionalLayout, CollectionTestData) {
        let section = collectionGridSection()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        if register { layout.register(CollectionDecorationView.self, forDecorationViewOfKind: Self.background) }
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 10, sections: 3)
        data.install(in: collectionView)
        app.show(collectionView)
        return (app, collectionView, layout, data)
    }

    // docs/uikit-rules.md 16.37: a background covers its whole section, header included, less its content insets;
    // its view is of the layout's registered class, below every cell and header.
    @Test func sectionBackgroundsCoverTheirSections() throws {
        let (_, collectionView, layout, data) = try showSections()
        #expect(layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 5, y: 5, width: 310, height: 310))
        #expect(layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 5, y: 325, width: 310, height: 310))
        #expect(layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)

        let views = collectionView.visibleDecorationViews(ofKind: Self.background)
        #expect(views.map(\.frame) == [CGRect(x: 5, y: 5, width: 310, height: 310), CGRect(x: 5, y: 325, width: 310, height: 310)])
        #expect(views.allSatisfy { $0 is CollectionDecorationView })
        #expect(collectionView.subviews.prefix(2).map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(collectionView.subviews.dropFirst(2).allSatisfy { !($0 is CollectionDecorationView) })
        // Its attributes, applied on every layout pass as a cell's are.
        let applied = (views.first as? CollectionDecorationView)?.applied ?? []
        #expect(!applied.isEmpty && applied.allSatisfy { $0 == CGRect(x: 5, y: 5, width: 310, height: 310) })
        let decorations = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .decorationView }
        #expect(decorations.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(decorations.map(\.representedElementKind) == [Self.background, Self.background])
        withExtendedLifetime(data) {}
    }

    // docs/uikit-rules.md 16.37: a background that leaves the bounds is queued and comes back, through
    // prepareForReuse, for the section that comes in.
    @Test func backgroundsAreReused() throws {
        let (_, collectionView, _, data) = try showSections()
        let first = try #require(collectionView.visibleDecorationViews(ofKind: Self.background).first as? CollectionDecorationView)
        collectionView.contentOffset = CGPoint(x: 0, y: 520)
        collectionView.layoutIfNeeded()
        let views = collectionView.visibleDecorationViews(ofKind: Self.background)
        #expect(views.map(\.frame) == [CGRect(x: 5, y: 325, width: 310, height: 310), CGRect(x: 5, y: 645, width: 310, height: 310)])
        #expect(views.last === first)
        #expect(first.reuses == 1)
        #expect(collectionView.subviews.prefix(2).map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        withExtendedLifetime(data) {}
    }

    // docs/uikit-rules.md 16.37: a kind with no registered class is reported once and shows nothing.
    @Test func unregisteredKindIsReportedOnce() throws {
        let (app, collectionView, _, data) = try showSections(register: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews(ofKind: Self.background).isEmpty)
        let reports = app.host.problems.filter { $0.contains("decoration view of kind \"section-background\"") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("register(_:forDecorationViewOfKind: \"section-background\")") == true)
        #expect(collectionView.visibleCells.count == 18)
        withExtendedLifetime(data) {}
    }

    // docs/uikit-rules.md 16.37: a flow layout subclass adds decoration attributes of its own; they show below the
    // cells at the frames it gives.
    @Test func flowLayoutSubclassDecorations() throws {
        let layout = CollectionBackdropFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let app = try ViewTestApp()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let data = CollectionTestData(items: 4, sections: 2)
        data.install(in: collectionView)
        app.show(collectionView)
        // Section 0: items at y 10 (three) and 120 (one); section 1 starts at 230.
        let views = collectionView.visibleDecorationViews(ofKind: CollectionBackdropFlowLayout.kind)
        #expect(views.map(\.frame) == [CGRect(x: -4, y: 6, width: 328, height: 218), CGRect(x: -4, y: 236, width: 328, height: 218)])
        #expect(collectionView.subviews.prefix(2).map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(collectionView.visibleCells.count == 8)
        #expect(app.host.problems.isEmpty)
        withExtendedLifetime(data) {}
    }
}
