import Foundation

/// Collection views from a storyboard (docs/uikit-rules.md 16.21): the flow layout's attributes, prototype cells and
/// section header and footer prototypes registered under their reuse identifiers.
extension StoryboardViewBuilder {
    /// A `<collectionView>`: a collection view with the file's flow layout.
    func makeCollectionView(_ element: StoryboardViewElement) -> UICollectionView {
        UICollectionView(frame: element.frame ?? .zero, collectionViewLayout: Self.flowLayout(element))
    }

    static func flowLayout(_ element: StoryboardViewElement) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        guard let attributes = element.collection?.flowLayout else { return layout }
        if attributes.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
        if let value = attributes.minimumLineSpacing { layout.minimumLineSpacing = value }
        if let value = attributes.minimumInteritemSpacing { layout.minimumInteritemSpacing = value }
        if let value = attributes.itemSize { layout.itemSize = value }
        if attributes.automaticEstimatedItemSize {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        } else if let value = attributes.estimatedItemSize {
            layout.estimatedItemSize = value
        }
        if let value = attributes.headerReferenceSize { layout.headerReferenceSize = value }
        if let value = attributes.footerReferenceSize { layout.footerReferenceSize = value }
        if let value = attributes.sectionInset { layout.sectionInset = value }
        layout.sectionHeadersPinToVisibleBounds = attributes.sectionHeadersPinToVisibleBounds
        return layout
    }

    /// A `<collectionViewCell>` (or `<collectionReusableView>`): the registered custom class or the base class, its
    /// content view's subviews built into `contentView`.
    mutating func buildReusableView(_ element: StoryboardViewElement) -> UICollectionReusableView {
        let isCell = element.elementName == "collectionViewCell"
        var view: UICollectionReusableView?
        if let customClass = element.customClass {
            if let made = StoryboardRegistry.viewFactory(customClass, module: element.customModule)?() {
                if let made = made as? UICollectionReusableView, !isCell || made is UICollectionViewCell {
                    view = made
                } else {
                    storyboard.note("view class '\(customClass)' of <\(element.elementName)> '\(element.id ?? "")' is not a \(isCell ? "UICollectionViewCell" : "UICollectionReusableView") subclass: using the base class")
                }
            } else {
                storyboard.note("view class '\(customClass)' of <\(element.elementName)> '\(element.id ?? "")' is not registered: using the base class. Fix: UIStoryboard.register(\(customClass).self)")
            }
        }
        let made = view ?? (isCell ? UICollectionViewCell(frame: element.frame ?? .zero) : UICollectionReusableView(frame: element.frame ?? .zero))
        made.reuseIdentifier = element.collection?.reuseIdentifier
        apply(element, to: made)
        if let id = element.id {
            objects[id] = made
            elementNames[id] = element.elementName
        }
        laidOut.append((element, made))
        for child in element.subviews {
            guard child.key == "contentView", let cell = made as? UICollectionViewCell else {
                made.addSubview(build(child))
                continue
            }
            adoptContentView(child, cell.contentView)
            for content in child.subviews { cell.contentView.addSubview(build(content)) }
        }
        return made
    }

    /// Registers each prototype under its reuse identifier: every dequeue builds a new view from it, with its
    /// outlets, actions and selection segue.
    func connectCollections(to controller: UIViewController) {
        for (collectionView, element) in collections {
            guard let attributes = element.collection else { continue }
            let storyboard = self.storyboard, scene = self.scene
            func make(_ prototype: StoryboardViewElement) -> () -> UICollectionReusableView {
                { [weak controller] in
                    var builder = StoryboardViewBuilder(storyboard: storyboard, scene: scene)
                    let view = builder.buildReusableView(prototype)
                    builder.buildGestureRecognizers(inBuiltViews: true)
                    builder.installConstraints()
                    builder.connectOutlets(builtOnly: true)
                    if let controller {
                        builder.connectActions(to: controller, builtOnly: true)
                        builder.connectSegueTriggers(to: controller)
                    }
                    builder.awakeViews(under: view)
                    return view
                }
            }
            for prototype in attributes.prototypes {
                guard let identifier = prototype.collection?.reuseIdentifier else {
                    storyboard.note("prototype cell '\(prototype.id ?? "")' of <collectionView> '\(element.id ?? "")' has no reuse identifier: it cannot be dequeued; set its Identifier in Interface Builder")
                    continue
                }
                let build = make(prototype)
                collectionView.register(forCellWithReuseIdentifier: identifier) {
                    build() as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                }
            }
            for (kind, prototype) in attributes.supplementaryPrototypes {
                guard let identifier = prototype.collection?.reuseIdentifier else {
                    storyboard.note("<collectionReusableView> '\(prototype.id ?? "")' of <collectionView> '\(element.id ?? "")' has no reuse identifier: it cannot be dequeued")
                    continue
                }
                collectionView.supplementaryRegistrations[UICollectionView.supplementaryKey(kind, identifier)] = make(prototype)
            }
        }
    }

    /// A collection view's `dataSource` and `delegate` outlets, which UIKit's own classes declare.
    func connect(_ collectionView: UICollectionView, _ outlet: StoryboardOutlet) {
        let destination = objects[outlet.destination]
        if outlet.property == "dataSource" {
            guard let dataSource = destination as? UICollectionViewDataSource else {
                storyboard.note("outlet 'dataSource' of <collectionView> '\(outlet.source)' stays nil: its destination '\(outlet.destination)' is not a UICollectionViewDataSource")
                return
            }
            collectionView.dataSource = dataSource
        } else {
            guard let delegate = destination as? UICollectionViewDelegate else {
                storyboard.note("outlet 'delegate' of <collectionView> '\(outlet.source)' stays nil: its destination '\(outlet.destination)' is not a UICollectionViewDelegate")
                return
            }
            collectionView.delegate = delegate
        }
    }
}
