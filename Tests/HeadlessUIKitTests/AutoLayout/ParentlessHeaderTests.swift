import Foundation
import Testing
@testable import HeadlessUIKit

/// A view that builds its own constraints in `init` while it has no superview, then is pinned by its controller
/// (docs/uikit-rules.md 6.87).
@Suite @MainActor struct ParentlessHeaderTests {
    /// A header as apps write it: in its init, a row of a 56-pt avatar and a label, pinned to its four edges.
    private final class Header: UIView {
        let avatar = UIView()
        let name = UILabel()
        let row: UIStackView
        override init(frame: CGRect) {
            row = UIStackView(arrangedSubviews: [avatar, name])
            super.init(frame: frame)
            name.text = "Ada Lovelace"
            row.spacing = 12
            row.alignment = .center
            row.translatesAutoresizingMaskIntoConstraints = false
            addSubview(row)
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 56),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                row.topAnchor.constraint(equalTo: topAnchor),
                row.leadingAnchor.constraint(equalTo: leadingAnchor),
                row.trailingAnchor.constraint(equalTo: trailingAnchor),
                row.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    // 6.87: the header's weak frame hold from its parentless days goes when its translation is turned off; pinned
    // 16 pt under the safe area between the margins it is as tall as its avatar, and every constraint holds.
    @Test func aHeaderBuiltWhileParentlessLaysOutOnceItIsPinned() throws {
        let app = try ViewTestApp()
        let header = Header(frame: .zero)
        header.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: app.rootView.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.trailingAnchor),
        ])
        app.host.runUntilIdle()
        #expect(app.host.problems.isEmpty)
        let margin = app.rootView.layoutMargins.left
        #expect(header.frame == CGRect(x: margin, y: 36, width: 375 - 2 * margin, height: 56))
        #expect(header.avatar.frame == CGRect(x: 0, y: 0, width: 56, height: 56))
        #expect(header.row.frame == header.bounds)
        #expect(!header.hasAmbiguousLayout)
    }
}
