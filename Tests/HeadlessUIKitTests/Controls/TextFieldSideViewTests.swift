import Foundation
import Testing
@testable import HeadlessUIKit

/// A text field's left and right views (docs/uikit-rules.md 6.50).
@MainActor
@Suite struct TextFieldSideViewTests {
    private func field() -> UITextField {
        _ = HeadlessHost(device: .iPhone8)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.font = .systemFont(ofSize: 17)
        return field
    }

    // 6.50: a padding view on the left, always shown, is a subview at the left edge, centred; the text starts
    // after it.
    @Test func anAlwaysShownLeftViewSitsAtTheLeftAndTheTextStartsAfterIt() {
        let field = field()
        let padding = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 20))
        field.leftView = padding
        field.leftViewMode = .always

        field.layoutIfNeeded()

        #expect(padding.superview === field)
        #expect(padding.frame == CGRect(x: 0, y: 10, width: 12, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 181, height: 40))
    }

    // 6.50: a right view shown only while editing appears when editing begins and leaves when it ends; the text
    // rect gives way to it meanwhile.
    @Test func aWhileEditingRightViewComesAndGoesWithEditing() throws {
        let app = try ModalApp(device: .iPhone8)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let eye = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = eye
        field.rightViewMode = .whileEditing
        app.root.view.addSubview(field)
        app.host.runUntilIdle()
        #expect(eye.superview == nil)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))

        _ = field.becomeFirstResponder()
        app.host.runUntilIdle()
        #expect(eye.superview === field)
        #expect(eye.frame == CGRect(x: 170, y: 5, width: 30, height: 30))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 163, height: 40))

        _ = field.resignFirstResponder()
        app.host.runUntilIdle()
        #expect(eye.superview == nil)
    }

    // 6.50: a subclass's rightViewRect(forBounds:) places the right view.
    @Test func aSubclassMovesTheRightViewInFromTheEdge() {
        final class InsetField: UITextField {
            override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
                super.rightViewRect(forBounds: bounds).offsetBy(dx: -8, dy: 0)
            }
        }
        _ = HeadlessHost(device: .iPhone8)
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightView = icon
        field.rightViewMode = .always

        field.layoutIfNeeded()

        #expect(icon.frame == CGRect(x: 168, y: 8, width: 24, height: 24))
    }

    // 6.50: the intrinsic width counts a shown side view in place of the padding on its side.
    @Test func theIntrinsicWidthCountsAShownLeftView() {
        let field = field()
        let before = field.intrinsicContentSize.width
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        field.leftViewMode = .always

        #expect(field.intrinsicContentSize.width == before - 7 + 40)
    }
}
