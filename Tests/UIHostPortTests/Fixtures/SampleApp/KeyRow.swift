import UIKit

/// A row of keys: private controls that send themselves an action, as keyboard accessory rows are written.
final class KeyRow: UIStackView {
    private(set) var typed: [String] = []

    func addKey(_ title: String) {
        let key = KeyButton(title: title)
        key.onPress = { [weak self] in self?.typed.append($0) }
        addArrangedSubview(key)
    }
}

private final class KeyButton: UIControl {
    let title: String
    var onPress: ((String) -> Void)?

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        addTarget(self, action: #selector(fire), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    @objc private func fire() { onPress?(title) }
}

extension KeyRow {
    /// A key title's attributes, written as apps write them: a dictionary literal of a paragraph style and a colour.
    func titleAttributes(_ style: NSParagraphStyle) -> [NSAttributedString.Key: Any] {
        let attributes = [NSAttributedString.Key.paragraphStyle: style, NSAttributedString.Key.foregroundColor: UIColor.white]
        return attributes
    }
}
