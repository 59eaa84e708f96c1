import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.4: what the port cannot carry over is listed with its file, line and reason.
@Suite struct LeftTests {
    private func leftLines(_ source: String) -> [Int] { port(source).left.map(\.location.line) }

    @Test func nsClassFromStringWithAComputedNameIsLeft() {
        let result = port("let a: AnyClass? = NSClassFromString(\"Home\")\nlet b: AnyClass? = NSClassFromString(name)\n")
        #expect(result.left.map(\.location) == [SourceLocation(file: "App.swift", line: 2)])
        #expect(result.left.first?.reason.contains("NSClassFromString") == true)
    }

    // 18.23: UIKit's standard edit actions named to compare in canPerformAction are UIKit's, not left; an app
    // selector that nothing declares still is.
    @Test func uikitsStandardEditActionsAreNotLeft() {
        let source = """
            class Field: UITextField {
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    switch action {
                    case #selector(cut(_:)), #selector(paste(_:)), #selector(selectAll(_:)): return false
                    case #selector(shareText(_:)): return false
                    default: return super.canPerformAction(action, withSender: sender)
                    }
                }
            }
            """
        let result = port(source)
        #expect(result.text.contains(#"case Selector("cut:"), Selector("paste:"), Selector("selectAll:"): return false"#))
        #expect(result.left.map(\.location.line) == [5])
    }

    // 18.4 as amended by 6.61-6.63: key-value observing is HeadlessUIKit's now, so the port carries it over.
    @Test func keyValueObservingIsNotLeft() {
        let source = """
            class Home: UIViewController {
                func watch(_ player: Player) {
                    token = player.observe(\\.rate) { _, _ in }
                    player.addObserver(self, forKeyPath: "rate", options: [], context: nil)
                }
            }
            """
        #expect(port(source).left.isEmpty)
    }

    @Test func performWithAComputedSelectorIsLeft() {
        let source = """
            class Home: UIViewController {
                func run(_ name: String) {
                    perform(NSSelectorFromString(name))
                    perform(selector)
                    perform(#selector(refresh), with: nil, afterDelay: 1)
                    RunLoop.main.perform { }
                }
                @objc func refresh() {}
            }
            """
        let left = port(source).left
        #expect(left.map(\.location.line) == [3, 4, 5])
        #expect(left[0].reason.contains("computed selector"))
    }

    // 18.4, 18.14, 18.15: selector-based notification observers, timers and display links are ported, and the
    // method they name is registered; `cancelPreviousPerformRequests` is still left.
    @Test func selectorBasedTimersDisplayLinksAndNotificationsArePorted() {
        let source = """
            class Home: UIViewController {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(tick), name: .init("x"), object: nil)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    let timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                    RunLoop.main.add(timer, forMode: .common)
                    CADisplayLink(target: self, selector: #selector(step(_:))).add(to: .main, forMode: .common)
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(tick), object: nil)
                }
                @objc func tick() {}
                @objc func step(_ link: CADisplayLink) {}
            }
            """
        let result = port(source)
        #expect(result.left.map(\.location.line) == [9], "\(result.left)")
        #expect(result.left.first?.reason.contains("cancelPreviousPerformRequests") == true)
        #expect(result.registrations.contains("UIResponder.registerAction(\"tick\", for: Home.self)"))
        #expect(result.registrations.contains("UIResponder.registerAction(\"step:\", for: Home.self)"))
    }

    @Test func methodSwizzlingIsLeft() {
        let left = port("func swizzle(_ a: Method, _ b: Method) {\n    method_exchangeImplementations(a, b)\n}\n").left
        #expect(left.map(\.location.line) == [2])
        #expect(left.first?.reason.contains("swizzling") == true)
    }

    @Test func selectorStringsAreFine() {
        let source = """
            class Home: UIViewController {
                let s = Selector("refresh")
                let t = NSSelectorFromString("refresh")
                @objc func refresh() {}
            }
            """
        let result = port(source)
        #expect(result.left.isEmpty)
        #expect(result.registrations.contains("UIResponder.registerAction(\"refresh\", for: Home.self)"))
    }

    @Test func aSelectorNoPortedMethodAnswersIsLeft() {
        let left = port("class Home: UIViewController {\n    let s = #selector(UIView.layoutIfNeeded)\n}\n").left
        #expect(left.map(\.location.line) == [2])
        #expect(left.first?.reason.contains("'layoutIfNeeded'") == true)
    }

    // docs/uikit-rules.md 18.20: outlets on a class that is not a responder are left; its actions are registered.
    @Test func outletsOnNonRespondersAreLeftAndTheirActionsRegistered() {
        let source = """
            class Helper: NSObject {
                @IBOutlet weak var label: UILabel!
                @IBAction func go(_ sender: Any) {}
            }
            """
        let result = port(source)
        #expect(result.left.map(\.location.line) == [2])
        #expect(result.left.first?.reason == "outlet 'label' of Helper: HeadlessUIKit sets outlets and inspectables "
            + "on views, controllers and other responders only; set it in code")
        #expect(result.registrations.contains("UIResponder.registerAction(\"go:\", for: Helper.self)"))
    }

    // docs/uikit-rules.md 18.20: an outlet of a class whose superclass is in a file not ported may be on a
    // responder; the reason names that superclass and both ways on. Actions of such classes are registered.
    @Test func outletsOfAClassWithAnUndeclaredSuperclassNameIt() {
        let source = """
            class Detail: BaseViewController {
                @IBOutlet weak var label: UILabel!
            }
            class Base2: BaseView {}
            class Card: Base2 {
                @IBOutlet weak var title: UILabel!
                @IBAction func go(_ sender: Any) {}
            }
            """
        let result = port(source)
        #expect(result.left.map(\.location.line) == [2, 6])
        #expect(result.left.map(\.reason) == [
            "outlet 'label' of Detail: it inherits from BaseViewController, which the ported sources do not declare, so "
                + "uihost port cannot tell whether it is a responder: port BaseViewController's file with it; if "
                + "BaseViewController is not a view, controller or other responder, set it in code",
            "outlet 'title' of Card: it inherits from BaseView, which the ported sources do not declare, so uihost port "
                + "cannot tell whether it is a responder: port BaseView's file with it; if BaseView is not a view, "
                + "controller or other responder, set it in code",
        ])
        #expect(result.registrations.contains("UIResponder.registerAction(\"go:\", for: Card.self)"))
    }

    @Test func inspectablesOfUnsupportedTypesAreLeft() {
        let left = port("class Card: UIView {\n    @IBInspectable var offset: CGSize = .zero\n}\n").left
        #expect(left.map(\.location.line) == [2])
        #expect(left.first?.reason.contains("CGSize") == true)
    }

    @Test func optionalProtocolRequirementsAreLeft() {
        let result = port("@objc protocol ScoreDelegate {\n    @objc optional func scoreDidChange(_ score: Int)\n}\n")
        #expect(result.left.map(\.location.line) == [2])
        #expect(result.text == "protocol ScoreDelegate {\n    optional func scoreDidChange(_ score: Int)\n}\n")
    }

    @Test func modulesWithoutACounterpartAreLeft() {
        #expect(leftLines("import UIKit\nimport SwiftUI\n") == [2])
    }
}
