import Foundation
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.29: the app's gesture recognizer classes are registered for storyboards by name, made
/// with the initializer Swift lets them have.
@Suite struct RecognizerRegistrationTests {
    private func registrationLines(_ source: String) -> (lines: [String], left: [LeftItem]) {
        let result = port(source)
        let lines = result.registrations.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return (lines, result.left)
    }

    // 18.29: a class with no initializers of its own, or one overriding init(target:action:), is made with it;
    // a subclass of the app's own recognizer too, and an `@objc` name is a second registration.
    @Test func registersRecognizersMadeWithTargetAndAction() {
        let (lines, left) = registrationLines("""
            class Plain: UITapGestureRecognizer {}
            class Configured: UIPanGestureRecognizer {
                override init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                    maximumNumberOfTouches = 1
                }
            }
            @objc(LegacyPress) final class Press: Configured {}
            class Base: UIGestureRecognizer {}
            """)
        #expect(left.isEmpty)
        #expect(lines.filter { $0.contains("gestureRecognizerNamed") } == [
            #"UIStoryboard.register(gestureRecognizerNamed: "Plain") { Plain(target: nil, action: nil) }"#,
            #"UIStoryboard.register(gestureRecognizerNamed: "Configured") { Configured(target: nil, action: nil) }"#,
            #"UIStoryboard.register(gestureRecognizerNamed: "Press") { Press(target: nil, action: nil) }"#,
            #"UIStoryboard.register(gestureRecognizerNamed: "LegacyPress") { Press(target: nil, action: nil) }"#,
            #"UIStoryboard.register(gestureRecognizerNamed: "Base") { Base(target: nil, action: nil) }"#,
        ])
        #expect(!lines.contains("UIStoryboard.register(Plain.self)"))
    }

    // 18.29: a class whose designated initializers take other arguments does not inherit init(target:action:);
    // with an init() of its own it is made with that, and with neither it is left, naming the fix.
    @Test func aRecognizerWithItsOwnInitializersIsMadeWithInitOrLeft() {
        let (lines, left) = registrationLines("""
            class Threshold: UIPanGestureRecognizer {
                let minimum: CGFloat
                init(minimum: CGFloat) {
                    self.minimum = minimum
                    super.init(target: nil, action: nil)
                }
                convenience init() { self.init(minimum: 40) }
            }
            class Strict: UIPanGestureRecognizer {
                init(limit: Int) { super.init(target: nil, action: nil) }
            }
            """)
        #expect(lines.filter { $0.contains("gestureRecognizerNamed") } == [
            #"UIStoryboard.register(gestureRecognizerNamed: "Threshold") { Threshold() }"#,
        ])
        #expect(left.map(\.reason) == [
            "gesture recognizer Strict has neither init(target:action:) nor init(), so a storyboard cannot make it: add `convenience init() { ... }` calling one of its initializers, or register it yourself with UIStoryboard.register(gestureRecognizerNamed:make:)",
        ])
        #expect(left.first?.location.line == 9)
    }

    // 18.29: a recognizer compiled under an `#if` is registered under the same condition.
    @Test func aConditionalRecognizerIsRegisteredUnderItsCondition() {
        let (lines, _) = registrationLines("""
            #if DEBUG
            class DebugSwipe: UISwipeGestureRecognizer {}
            #endif
            """)
        guard let index = lines.firstIndex(where: { $0.contains("\"DebugSwipe\"") }) else {
            Issue.record("DebugSwipe is not registered")
            return
        }
        #expect(lines[index - 1] == "#if DEBUG")
        #expect(lines[index + 1] == "#endif")
    }
}
