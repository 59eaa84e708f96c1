import Foundation

/// The parts of a list content view that have layout guides.
enum ListContentPart: Hashable { case image, text, secondaryText }

/// A part's guide and the constraints that place it over the part, in the content view's coordinates.
struct ListContentGuide {
    let guide: UILayoutGuide
    let constraints: [NSLayoutConstraint]
}

/// `UIListContentView`'s layout guides and margins (docs/uikit-rules.md 6.97).
extension UIListContentView {
    /// A guide over the image while the configuration has one; nil otherwise.
    public var imageLayoutGuide: UILayoutGuide? { contentGuides[.image]?.guide }
    /// A guide over the primary text while the configuration has one; nil otherwise.
    public var textLayoutGuide: UILayoutGuide? { contentGuides[.text]?.guide }
    /// A guide over the secondary text while the configuration has one; nil otherwise.
    public var secondaryTextLayoutGuide: UILayoutGuide? { contentGuides[.secondaryText]?.guide }

    /// Adds a guide for each part the configuration has and removes the others, with their constraints (and any
    /// the app made to them), as UIKit does when a configuration without that part is applied.
    func updateContentGuides() {
        let configuration = listConfiguration
        let wanted: [ListContentPart: Bool] = [.image: configuration.image != nil, .text: configuration.text != nil,
                                               .secondaryText: configuration.secondaryText != nil]
        for (part, shown) in wanted {
            if shown, contentGuides[part] == nil {
                contentGuides[part] = makeGuide(for: part)
            } else if !shown, let existing = contentGuides.removeValue(forKey: part) {
                removeLayoutGuide(existing.guide)
            }
        }
    }

    private func makeGuide(for part: ListContentPart) -> ListContentGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView-\(part)"
        addLayoutGuide(guide)
        let frame = partFrame(part)
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: frame.minX),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: frame.minY),
            guide.widthAnchor.constraint(equalToConstant: frame.width),
            guide.heightAnchor.constraint(equalToConstant: frame.height),
        ]
        NSLayoutConstraint.activate(constraints)
        return ListContentGuide(guide: guide, constraints: constraints)
    }

    private func partFrame(_ part: ListContentPart) -> CGRect {
        switch part {
        case .image: imageView.frame
        case .text: textLabel.frame
        case .secondaryText: secondaryTextLabel.frame
        }
    }

    /// Moves each guide over its part after layout (only constants that changed are set).
    func placeContentGuides() {
        for (part, entry) in contentGuides {
            let frame = partFrame(part)
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(entry.constraints, values) where constraint.constant != value {
                constraint.constant = value
            }
        }
    }

    /// The configuration's margins, raised on the preserved axes to the superview's layout margins where they
    /// reach into this view (its distance from the superview's edge taken off).
    var effectiveMargins: NSDirectionalEdgeInsets {
        let configuration = listConfiguration
        var margins = configuration.directionalLayoutMargins
        guard let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        let frame = self.frame
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.leading - frame.minX)
            margins.trailing = max(margins.trailing, outer.trailing - (superview.bounds.width - frame.maxX))
        }
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.bottom = max(margins.bottom, outer.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }

    /// The size the content needs on one line per text: the margins, the image, the padding and the wider text (the
    /// text, the padding and the secondary text side by side for a value cell); the height as `sizeThatFits`.
    var contentFittingSize: CGSize {
        let configuration = listConfiguration
        let margins = effectiveMargins
        let text = configuration.text == nil ? 0 : textLabel.sizeThatFits(.zero).width
        let secondary = configuration.secondaryText == nil ? 0 : secondaryTextLabel.sizeThatFits(.zero).width
        let texts = configuration.prefersSideBySideTextAndSecondaryText && secondary > 0
            ? text + configuration.textToSecondaryTextHorizontalPadding + secondary
            : max(text, secondary)
        let image = configuration.image == nil ? 0 : imageSize.width + (texts > 0 ? configuration.imageToTextPadding : 0)
        let width = margins.leading + image + texts + margins.trailing
        return CGSize(width: width, height: sizeThatFits(CGSize(width: width, height: 0)).height)
    }
}
