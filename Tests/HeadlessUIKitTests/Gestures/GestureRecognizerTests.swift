import Foundation
import Testing
@testable import HeadlessUIKit

/// The recognizer base class: its state table, target-action, attachment to views, delegate hooks
/// (docs/uikit-rules.md 0, 5.5, 5.6).
@Suite @MainActor struct GestureRecognizerTests {
    // docs/uikit-rules.md 5.6: the whole transition table, pair by pair.
    @Test func theTransitionTableAllowsExactlyTheDocumentedChanges() {
        typealias S = UIGestureRecognizer.State
        let legal: Set<String> = ["possible→began", "possible→ended", "possible→failed",
                                  "began→changed", "began→ended", "began→cancelled",
                                  "changed→changed", "changed→ended", "changed→cancelled"]
        var allowed: Set<String> = []
        for from in S.allCases {
            for to in S.allCases where from.allows(to) { allowed.insert("\(from)→\(to)") }
        }
        #expect(allowed == legal)
        #expect(S.recognized == .ended)
    }

    // docs/uikit-rules.md 5.6: an illegal change is refused with a report saying what is allowed; the state stays.
    @Test func anIllegalTransitionIsRefusedAndReported() throws {
        let scene = try GestureScene()
        let recognizer = UIPanGestureRecognizer()
        recognizer.state = .began
        scene.host.makeCurrent()
        recognizer.state = .possible
        recognizer.state = .failed

        #expect(recognizer.state == .began)
        #expect(scene.host.problems == [
            "UIPanGestureRecognizer: state began → possible is not a legal transition (docs/uikit-rules.md 5.6); from began it may become changed, ended, cancelled. The state stays began.",
            "UIPanGestureRecognizer: state began → failed is not a legal transition (docs/uikit-rules.md 5.6); from began it may become changed, ended, cancelled. The state stays began.",
        ])
    }

    // docs/uikit-rules.md 5.6: actions fire on began, changed, ended; a finished recognizer with no touches resets.
    @Test func aRecognizerDrivenInCodeFiresActionsAndResetsOnceFinished() throws {
        let scene = try GestureScene()
        let recognizer = UIGestureRecognizer()
        let actions = GestureActionLog()
        actions.target("g", recognizer)

        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .changed
        recognizer.state = .ended

        #expect(actions.entries == ["g:began", "g:changed", "g:changed", "g:ended"])
        #expect(scene.log(recognizer) == ["state.began", "action", "state.changed", "action", "state.changed", "action",
                                          "state.ended", "action", "reset"])
        #expect(recognizer.state == .possible)
    }

    // docs/uikit-rules.md 0: a typed method reference, a named action and a closure all fire, in the order added.
    @Test func everyTargetActionFormFiresInOrder() throws {
        let scene = try GestureScene()
        final class Board: UIResponder {
            var calls: [String] = []
            func didTap(_ recognizer: UITapGestureRecognizer) { calls.append("typed:\(recognizer.state)") }
            func plain() { calls.append("plain") }
        }
        let board = Board()
        UIResponder.registerAction("boardTapped:", for: Board.self) { board, sender in
            board.calls.append("named:\((sender as? UIGestureRecognizer)?.state.description ?? "?")")
        }
        let tap = UITapGestureRecognizer(target: board, action: Board.didTap)
        tap.addTarget(board, action: "boardTapped:")
        tap.addTarget(board, action: Board.plain)
        tap.addAction(UIAction { _ in board.calls.append("closure") })
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(board.calls == ["typed:ended", "named:ended", "plain", "closure"])
    }

    // docs/uikit-rules.md 0: targets are held weakly: a target that is gone is skipped, the others still fire.
    @Test func aTargetThatIsGoneIsSkipped() throws {
        let scene = try GestureScene()
        final class Handler { var count = 0; func handle(_ r: UIGestureRecognizer) { count += 1 } }
        let kept = Handler()
        let tap = UITapGestureRecognizer(target: kept, action: Handler.handle)
        do {
            let gone = Handler()
            tap.addTarget(gone, action: Handler.handle)
        }
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(kept.count == 1)
        #expect(scene.log(tap).filter { $0 == "action" }.count == 1)
    }

    // docs/uikit-rules.md 0, 18.10: a named action its target does not handle is iOS's "unrecognized selector",
    // reported, not a crash. UIKit's own classes have their plain Objective-C names.
    @Test func anUnresolvedNamedActionIsReported() throws {
        let scene = try GestureScene()
        let target = UIView()
        let tap = UITapGestureRecognizer(target: target, action: "nobodyHandlesThis:")
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(target).toOpaque()), radix: 16)
        #expect(scene.host.problems == ["-[UIView nobodyHandlesThis:]: unrecognized selector sent to instance \(address). "
                                        + "Nothing registered the action 'nobodyHandlesThis:' for UIView. Fix: port the "
                                        + "sources with `uihost port`, or UIResponder.registerAction(\"nobodyHandlesThis:\", "
                                        + "for: UIView.self) { ... }"])
    }

    @Test func removeTargetWithNilMatchesEveryPair() throws {
        let scene = try GestureScene()
        final class Handler { var count = 0; func handle() { count += 1 } }
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handle)
        scene.pad.addGestureRecognizer(tap)
        tap.removeTarget(handler, action: nil)

        try scene.tap()

        #expect(handler.count == 0)
        #expect(scene.states(tap) == ["ended"])
    }

    // docs/uikit-rules.md 5.5 (bad input): a recognizer added to a second view moves there, as in UIKit.
    @Test func aRecognizerAddedToASecondViewMovesThere() throws {
        let scene = try GestureScene()
        let other = scene.app.show(UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100)))
        let tap = UITapGestureRecognizer()
        scene.pad.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)

        #expect(tap.view === other)
        #expect(scene.pad.gestureRecognizers == nil)
        #expect(other.gestureRecognizers?.count == 1)

        try scene.tap(150, 200)
        #expect(scene.states(tap) == [])
        try scene.tap(50, 450)
        #expect(scene.states(tap) == ["ended"])
    }

    // Moving a recognizer mid-gesture ends its gesture: a pan under way is cancelled and resets at once.
    @Test func movingARecognizerMidGestureCancelsIt() throws {
        let scene = try GestureScene()
        let other = scene.app.show(UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100)))
        let pan = UIPanGestureRecognizer()
        scene.pad.addGestureRecognizer(pan)
        try scene.began(150, 200)
        try scene.moved(170, 200)
        other.addGestureRecognizer(pan)
        try scene.moved(190, 200)
        try scene.ended(190, 200)

        #expect(scene.log(pan) == ["touchesBegan", "touchesMoved", "state.began", "state.cancelled", "reset"])
        #expect(pan.state == .possible)
        #expect(scene.viewLog() == ["touchesBegan", "touchesCancelled"])
    }

    @Test func settingGestureRecognizersReplacesThem() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        scene.pad.addGestureRecognizer(tap)
        scene.pad.gestureRecognizers = [pan]

        #expect(scene.pad.gestureRecognizers?.count == 1 && scene.pad.gestureRecognizers?.first === pan)
        #expect(tap.view == nil)
        #expect(pan.view === scene.pad)
    }

    // docs/uikit-rules.md 5.6: require(toFail:) with itself is refused and reported.
    @Test func requiringItsOwnFailureIsRefused() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        tap.require(toFail: tap)
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(scene.states(tap) == ["ended"])
        #expect(scene.host.problems == ["UITapGestureRecognizer.require(toFail:) with itself ignored: a recognizer cannot wait for its own failure"])
    }

    // location(in:) is the centroid; location(ofTouch:) out of range is reported and answers zero.
    @Test func locationIsTheCentroidAndABadTouchIndexIsReported() throws {
        let scene = try GestureScene()
        let pinch = UIPinchGestureRecognizer()
        scene.pad.addGestureRecognizer(pinch)
        try scene.host.send([ViewTouch.began(1, 100, 200), ViewTouch.began(2, 200, 220)])

        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: nil) == CGPoint(x: 150, y: 210))
        #expect(pinch.location(in: scene.pad) == CGPoint(x: 100, y: 110))
        #expect(pinch.location(ofTouch: 1, in: scene.pad) == CGPoint(x: 150, y: 120))
        #expect(pinch.location(ofTouch: 2, in: nil) == .zero)
        #expect(scene.host.problems == ["UIPinchGestureRecognizer.location(ofTouch: 2, in:) ignored: the recognizer has 2 touch(es); use an index below numberOfTouches"])
        #expect(scene.host.activeTouches.first?.gestureRecognizers?.first === pinch)
    }

    // docs/uikit-rules.md 5.6: shouldReceive false keeps the touch from the recognizer; the view gets it as usual.
    @Test func aDelegateRefusingATouchKeepsItFromTheRecognizer() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(scene.log(tap) == [])
        #expect(delegate.asked == ["shouldReceive"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])
    }

    // docs/uikit-rules.md 5.6: gestureRecognizerShouldBegin false makes it fail; the view's held ended is delivered.
    @Test func aDelegateRefusingToBeginMakesItFail() throws {
        let scene = try GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        scene.pad.addGestureRecognizer(tap)

        try scene.tap()

        #expect(scene.log(tap) == ["touchesBegan", "touchesEnded", "state.failed", "reset"])
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(scene.viewLog() == ["touchesBegan", "touchesEnded"])
    }

    // A view's gestureRecognizerShouldBegin false (as a control says for its ancestors' recognizers) makes it fail.
    @Test func theTouchedViewCanRefuseARecognizer() throws {
        let scene = try GestureScene()
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let child = Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.pad.addSubview(child)
        let tap = UITapGestureRecognizer()
        scene.pad.addGestureRecognizer(tap)

        try scene.tap(60, 110)
        try scene.tap(150, 200)

        #expect(scene.states(tap) == ["failed", "ended"])
    }
}

/// Recognizers compare and hash by identity, as NSObject's do (docs/uikit-rules.md 6.31).
@Suite @MainActor struct GestureRecognizerIdentityTests {
    @Test func recognizersAreEqualOnlyToThemselves() {
        let pan = UIPanGestureRecognizer()
        let other = UIPanGestureRecognizer()
        let general: UIGestureRecognizer = pan
        #expect(general == pan)
        #expect(general != other)
        #expect(Set<UIGestureRecognizer>([pan, other, general]).count == 2)
        #expect([other, pan].firstIndex(of: general) == 1)
    }
}
