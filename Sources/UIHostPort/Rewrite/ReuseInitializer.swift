import SwiftSyntax

/// Table cells, header-footer views and collection cells and reusable views that registration makes
/// (docs/uikit-rules.md 6.21, 16.44). HeadlessUIKit makes a
/// registered class through the required `init(forReuseWithIdentifier:)` (Swift cannot call a non-required
/// initializer on a metatype, as Objective-C calls `initWithReuseIdentifier:`). A subclass that declares a designated
/// initializer of its own without overriding all of its superclass's does not inherit it, so the port writes one
/// into the class, on the line of its `{`: it calls the class's own `init(style:reuseIdentifier:)` or
/// `init(reuseIdentifier:)` or `init(frame:)` when the class declares it (and descends from an app's class, whose other designated
/// initializers it may not override), else it stops the program naming the class, as UIKit's runtime stops at an
/// unimplemented initializer.
enum ReuseInitializer {
    /// The reuse initializer of each UIKit class, by its argument labels, and the call that makes one.
    static let reuseInitializers: [String: (labels: [String], call: String)] = [
        "UITableViewCell": (["style", "reuseIdentifier"], "self.init(style: .default, reuseIdentifier: identifier)"),
        "UITableViewHeaderFooterView": (["reuseIdentifier"], "self.init(reuseIdentifier: identifier)"),
        "UICollectionReusableView": (["frame"], "self.init(frame: .zero)"),
        "UICollectionViewCell": (["frame"], "self.init(frame: .zero)"),
        "UICollectionViewListCell": (["frame"], "self.init(frame: .zero)"),
    ]

    /// The edit that adds `init(forReuseWithIdentifier:)` to the class, or nil when it needs none.
    static func edit(for node: ClassDeclSyntax, name: String, facts: AppFacts) -> TextEdit? {
        guard let base = facts.ancestors(of: name).first(where: { reuseInitializers[$0] != nil }),
              let reuse = reuseInitializers[base] else { return nil }
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        func labels(_ initializer: InitializerDeclSyntax) -> [String] {
            initializer.signature.parameterClause.parameters.map(\.firstName.text)
        }
        // A class ported before already has one (docs/uikit-rules.md 18.5).
        guard !initializers.contains(where: { labels($0) == ["forReuseWithIdentifier"] }) else { return nil }
        let ownInitializers = initializers.filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
            .map(labels).filter { $0 != ["coder"] }
        guard !ownInitializers.isEmpty else { return nil }
        let overridesReuse = ownInitializers.contains(reuse.labels)
        // Overriding UIKit's own class's designated initializers inherits the required one (Swift's rule for
        // convenience initializers); below an app's class that has more designated initializers it does not.
        if overridesReuse, facts.types[name]?.superclass == base { return nil }
        let body = overridesReuse
            ? reuse.call
            : "fatalError(\"\(name) cannot be made by registering its class: it does not override init(\(reuse.labels.map { "\($0):" }.joined()))\")"
        let offset = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(range: offset..<offset,
                        replacement: " required convenience init(forReuseWithIdentifier identifier: String) { \(body) }")
    }
}
