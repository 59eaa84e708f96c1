import Foundation

/// A `<variation key="…">` of a view for a size class (docs/uikit-rules.md 8.17): the constraints and subviews the
/// class installs (`include`) or leaves out (`exclude`) compared with the any/any configuration.
public struct StoryboardSizeClassVariation: Equatable, Sendable {
    /// Nil: any width (or height).
    public var width: UIUserInterfaceSizeClass?
    public var height: UIUserInterfaceSizeClass?
    public var includedConstraintIDs: Set<String> = []
    public var excludedConstraintIDs: Set<String> = []
    public var includedSubviewIDs: Set<String> = []
    public var excludedSubviewIDs: Set<String> = []
    /// A stack view's own attributes in this size class, as the `<variation>` element writes them beside its key
    /// (`<variation key="heightClass=compact" axis="horizontal" spacing="20">`, docs/uikit-rules.md 8.56).
    public var stackAttributes: [String: String] = [:]

    /// Reads Xcode's key: `widthClass=compact`, `heightClass=regular`, `heightClass=compact-widthClass=regular`.
    /// Nil for a key that names no size class this way.
    public init?(key: String) {
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let value: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": value = .compact
            case "regular": value = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        if width == nil && height == nil { return nil }
    }

    func matches(_ traits: UITraitCollection) -> Bool {
        (width == nil || width == traits.horizontalSizeClass) && (height == nil || height == traits.verticalSizeClass)
    }

    /// One class named, or both: the variation naming both wins over one naming a single class.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    var mentionedIDs: Set<String> {
        includedConstraintIDs.union(excludedConstraintIDs).union(includedSubviewIDs).union(excludedSubviewIDs)
    }

    /// Whether an item (a constraint or a subview of the view that has these variations) is installed under
    /// `traits`: its any/any state, then each matching variation from the least to the most specific.
    static func isInstalled(_ id: String, byDefault: Bool, subview: Bool, in variations: [StoryboardSizeClassVariation],
                            traits: UITraitCollection) -> Bool {
        var installed = byDefault
        for variation in variations.filter({ $0.matches(traits) }).sorted(by: { $0.specificity < $1.specificity }) {
            if (subview ? variation.includedSubviewIDs : variation.includedConstraintIDs).contains(id) { installed = true }
            if (subview ? variation.excludedSubviewIDs : variation.excludedConstraintIDs).contains(id) { installed = false }
        }
        return installed
    }
}

/// The constraints and subviews of one built scene whose installation depends on the size classes
/// (docs/uikit-rules.md 8.17): brought up to date when the scene's root view's size classes change.
@MainActor
final class SizeClassBinding {
    struct SubviewRule {
        let id: String
        unowned let superview: UIView
        let subview: UIView
        let byDefault: Bool
        let variations: [StoryboardSizeClassVariation]
        /// Where the subview sits among its superview's subviews in the file.
        let fileIndex: Int
    }

    struct ConstraintRule {
        let constraint: NSLayoutConstraint
        unowned let owner: UIView
        let id: String?
        let byDefault: Bool
        let variations: [StoryboardSizeClassVariation]
        /// The subviews with rules that hold the constraint's items: it is installed only with them.
        let requiredSubviews: [String]
    }

    /// A constraint with its own constants in some size classes.
    struct ConstantRule {
        let constraint: NSLayoutConstraint
        /// The any/any constant.
        let constant: CGFloat
        let classConstants: [StoryboardConstraint.ClassConstant]
    }

    /// A stack view whose axis, distribution, alignment or spacing some size class changes (docs/uikit-rules.md 8.56).
    struct StackRule {
        weak var stack: UIStackView?
        /// The any/any attributes.
        let attributes: StoryboardStackViewAttributes
        let variations: [StoryboardSizeClassVariation]
    }

    var subviews: [SubviewRule] = []
    var constraints: [ConstraintRule] = []
    var constants: [ConstantRule] = []
    var stacks: [StackRule] = []

    var isEmpty: Bool { subviews.isEmpty && constraints.isEmpty && constants.isEmpty && stacks.isEmpty }

    func apply(_ traits: UITraitCollection) {
        var installedSubviews: Set<String> = []
        for rule in subviews {
            let installed = StoryboardSizeClassVariation.isInstalled(rule.id, byDefault: rule.byDefault, subview: true,
                                                                     in: rule.variations, traits: traits)
            if installed { installedSubviews.insert(rule.id) }
            if installed, rule.subview.superview == nil {
                let index = min(rule.fileIndex, rule.superview.subviews.count)
                if let stack = rule.superview as? UIStackView {
                    stack.insertArrangedSubview(rule.subview, at: min(index, stack.arrangedSubviews.count))
                } else {
                    rule.superview.insertSubview(rule.subview, at: index)
                }
            } else if !installed, rule.subview.superview != nil {
                rule.subview.removeFromSuperview()
            }
        }
        // The constraints a class leaves out go before those it installs come in, so that a constraint and the
        // one replacing it are never in at once (they would conflict).
        let wanted = constraints.map { rule in
            let own = rule.id.map {
                StoryboardSizeClassVariation.isInstalled($0, byDefault: rule.byDefault, subview: false, in: rule.variations, traits: traits)
            } ?? rule.byDefault
            return own && rule.requiredSubviews.allSatisfy(installedSubviews.contains)
        }
        for (rule, installed) in zip(constraints, wanted) where !installed && rule.constraint.isActive {
            rule.owner.removeConstraint(rule.constraint)
        }
        for (rule, installed) in zip(constraints, wanted) where installed && !rule.constraint.isActive {
            rule.owner.addConstraint(rule.constraint)
        }
        // A size class's own constant: the any/any one, then each matching class's, the one naming both classes last.
        for rule in constants {
            var constant = rule.constant
            for entry in rule.classConstants.filter({ $0.variation.matches(traits) })
                .sorted(by: { $0.variation.specificity < $1.variation.specificity }) {
                constant = entry.constant
            }
            if rule.constraint.constant != constant { rule.constraint.constant = constant }
        }
        // A stack view's attributes: the any/any ones, then each matching class's over them, the one naming both
        // classes last.
        for rule in stacks {
            guard let stack = rule.stack else { continue }
            var attributes = rule.attributes
            for variation in rule.variations.filter({ $0.matches(traits) && !$0.stackAttributes.isEmpty })
                .sorted(by: { $0.specificity < $1.specificity }) {
                attributes = attributes.overridden(by: variation.stackAttributes)
            }
            StoryboardViewBuilder.apply(attributes, to: stack)
        }
    }
}
