import Foundation

// docs/uikit-rules.md 6.103: the Swift 3 names of Auto Layout's types and constants, as UIKit's SDK keeps them: not
// usable from Swift 4.2 and later, and renamed, so the compiler's error names what to write instead ("'X' has been
// renamed to 'Y'", with a fix-it), as Xcode's does for a file written before Swift 4.2.

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

@available(swift, obsoleted: 4.0, renamed: "UILayoutPriority.required")
public let UILayoutPriorityRequired = UILayoutPriority.required
@available(swift, obsoleted: 4.0, renamed: "UILayoutPriority.defaultHigh")
public let UILayoutPriorityDefaultHigh = UILayoutPriority.defaultHigh
@available(swift, obsoleted: 4.0, renamed: "UILayoutPriority.defaultLow")
public let UILayoutPriorityDefaultLow = UILayoutPriority.defaultLow
@available(swift, obsoleted: 4.0, renamed: "UILayoutPriority.fittingSizeLevel")
public let UILayoutPriorityFittingSizeLevel = UILayoutPriority.fittingSizeLevel

@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = CGSize.zero
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)  // UIView.layoutFittingExpandedSize
