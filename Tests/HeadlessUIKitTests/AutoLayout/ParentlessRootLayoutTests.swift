import Foundation
import Testing
@testable import HeadlessUIKit

/// A view without a superview keeps the frame it was given against every optional constraint (docs/uikit-rules.md
/// 6.94), as a cell laid out alone does.
@Suite @MainActor struct ParentlessRootLayoutTests {
    // 6.94: an image view sized as 0.4 of its parentless superview's height (a check mark in a cell laid out
    // alone, as a real file's cell does it): its hugging cannot shrink the 200 × 100 superview, so it is 40 pt
    // square, centred vertically, 15 pt from the trailing edge. (With the hold below hugging, the superview was
    // solved 50 pt high and the mark was 20 pt, away from the real centre.)
    @Test func huggingCannotResizeAParentlessView() throws {
        let app = try ViewTestApp()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let mark = UIImageView(image: UIImage(size: CGSize(width: 20, height: 20)))
        mark.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(mark)
        NSLayoutConstraint.activate([
            mark.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            mark.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.4),
            mark.widthAnchor.constraint(equalTo: mark.heightAnchor),
            mark.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -15),
        ])

        root.layoutIfNeeded()

        #expect(root.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(mark.frame == CGRect(x: 145, y: 30, width: 40, height: 40))
        #expect(root.constraints.allSatisfy { $0.holds() == true })
        #expect(app.host.problems.isEmpty)
    }

    // 6.94: a required constraint still wins over the parentless view's frame, silently (6.87), and fitting still
    // answers from the constraints.
    @Test func aRequiredConstraintStillWinsWithoutAReport() throws {
        let app = try ViewTestApp()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.heightAnchor.constraint(equalToConstant: 64).isActive = true

        #expect(root.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 64))
        #expect(app.host.problems.isEmpty)
    }
}
