import Foundation
import Testing
@testable import HeadlessUIKit

/// A presentation controller that records the size and trait transitions it hears, animates alongside them
/// without a completion, and passes the size on only when `passesOn` is true.
@MainActor
final class RotationRecordingPresentationController: UIPresentationController {
    var recorder: EventRecorder?
    var passesOn = true

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        recorder?.record("pc.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.recorder?.record("pc.alongside") })
        if passesOn { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        recorder?.record("pc.willTransition(vertical: \(newCollection.verticalSizeClass.name))")
        super.willTransition(to: newCollection, with: coordinator)
    }
}

@MainActor
final class RotationRecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let recorder: EventRecorder
    let passesOn: Bool
    init(recorder: EventRecorder, passesOn: Bool) {
        self.recorder = recorder
        self.passesOn = passesOn
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = RotationRecordingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.recorder = recorder
        controller.passesOn = passesOn
        return controller
    }
}

/// A stack view subclass as UIKit code writes one: its own initializer, and the non-failable `init(coder:)`.
final class RotationTitledStack: UIStackView {
    init(titles: [String]) {
        super.init(frame: .zero)
        axis = .vertical
        for title in titles {
            let label = UILabel()
            label.text = title
            addArrangedSubview(label)
        }
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Rotation as presentation controllers hear it (docs/uikit-rules.md 7.19), the coordinator's optional completion
/// (7.20), the animator protocols (4.13) and stack view subclasses (11.138).
@Suite @MainActor struct PresentationRotationTests {
    /// An app whose root presents "modal" with a recording presentation controller, turned to landscape; the
    /// delegate is returned so that it lives as long as the test.
    private func rotatedWithCustomPresentation(passesOn: Bool) throws -> (ModalApp, RotationRecordingTransitioningDelegate) {
        let app = try ModalApp()
        let modal = app.controller("modal", style: .custom)
        let delegate = RotationRecordingTransitioningDelegate(recorder: app.recorder, passesOn: passesOn)
        modal.transitioningDelegate = delegate
        app.presentSettled(modal, from: app.root)
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        return (app, delegate)
    }

    // docs/uikit-rules.md 7.19, 7.20: the presentation controller hears the trait change just before its presented
    // controller would, and the new size before it passes it on; its alongside animation runs with the rotation.
    @Test func aPresentationControllerHearsTheRotationBeforeItsPresentedController() throws {
        let (app, delegate) = try rotatedWithCustomPresentation(passesOn: true)
        #expect(app.recorder.events == [
            "pc.willTransition(vertical: compact)", "root.viewWillTransition(667x375)",
            "pc.viewWillTransition(667x375)", "modal.viewWillTransition(667x375)", "pc.alongside",
        ])
        _ = delegate
    }

    // docs/uikit-rules.md 7.19: an override that does not call super keeps the size from the presented controller.
    @Test func aPresentationControllerThatDoesNotCallSuperKeepsTheSizeToItself() throws {
        let (app, delegate) = try rotatedWithCustomPresentation(passesOn: false)
        #expect(app.recorder.events(of: "modal").isEmpty)
        #expect(app.recorder.events(of: "pc") == ["willTransition(vertical: compact)", "viewWillTransition(667x375)", "alongside"])
        _ = delegate
    }

    // docs/uikit-rules.md 4.13: UIViewPropertyAnimator() is an animator of no duration on the ease-in-out curve,
    // usable as a UIViewImplicitlyAnimating.
    @Test func anAnimatorMadeWithoutArgumentsRunsAtOnce() throws {
        let app = try ViewTestApp()
        let view = app.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator()
        var ended: [UIViewAnimatingPosition] = []
        animator.addAnimations { view.alpha = 0.25 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        app.host.runUntilIdle()
        #expect(ended == [.end])
        #expect(view.alpha == 0.25)
        let concrete = UIViewPropertyAnimator()
        #expect(concrete.duration == 0)
        #expect((concrete.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
    }

    // docs/uikit-rules.md 11.138: a subclass chains its non-failable init(coder:) to UIStackView's and arranges as
    // any stack view does.
    @Test func aStackViewSubclassChainsItsCoderInitializer() throws {
        let decoded = RotationTitledStack(coder: NSCoder())
        #expect(decoded.axis == .horizontal)
        #expect(decoded.arrangedSubviews.isEmpty)
        let stack = RotationTitledStack(titles: ["One", "Two"])
        #expect(stack.axis == .vertical)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.subviews.count == 2)
    }
}
