import Foundation
import Testing
@testable import HeadlessUIKit

/// `UIInputView` shown as an ordinary view (docs/uikit-rules.md 6.39).
@Suite @MainActor struct InputViewTests {
    /// A keyboard accessory row as apps write one: a subclass that sizes itself and lays out a stack.
    final class AccessoryRow: UIInputView {
        let stack = UIStackView()

        init() {
            super.init(frame: .zero, inputViewStyle: .keyboard)
            allowsSelfSizing = true
            translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = 6
            for width in [40, 60] as [CGFloat] {
                let key = UIView()
                key.widthAnchor.constraint(equalToConstant: width).isActive = true
                stack.addArrangedSubview(key)
            }
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
                heightAnchor.constraint(equalToConstant: 46),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    // 6.39: the style it was made with and its self-sizing flag are kept (false by default).
    @Test func keepsItsStyleAndSizing() {
        let plain = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .default)
        #expect(plain.inputViewStyle == .default && !plain.allowsSelfSizing)
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(AccessoryRow().inputViewStyle == .keyboard && AccessoryRow().allowsSelfSizing)
    }

    // 6.39: shown in a view, it lays out by its constraints as any view does.
    @Test func laysOutAsAnOrdinaryView() throws {
        let app = try ViewTestApp()
        let row = AccessoryRow()
        app.rootView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor),
            row.bottomAnchor.constraint(equalTo: app.rootView.bottomAnchor),
        ])
        app.host.runUntilIdle()
        #expect(row.frame == CGRect(x: 0, y: 621, width: 375, height: 46))
        #expect(row.stack.frame == CGRect(x: 10, y: 6, width: 106, height: 34))
        #expect(row.stack.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 34),
                                                             CGRect(x: 46, y: 0, width: 60, height: 34)])
    }
}
