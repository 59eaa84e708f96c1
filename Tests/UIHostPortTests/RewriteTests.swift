import Foundation
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.1 and 18.2: what the port rewrites in each file, line for line.
@Suite struct RewriteTests {
    @Test func importUIKitBecomesImportHeadlessUIKit() {
        #expect(port("import UIKit\nimport Foundation\n").text == "import HeadlessUIKit\nimport Foundation\n")
    }

    @Test func submoduleAndKindImportsNameHeadlessUIKit() {
        let source = "import UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\nimport os.log\nimport CoreGraphics\n"
        let expected = "import HeadlessUIKit\nimport class HeadlessUIKit.UIView\nimport HeadlessOSLog\nimport HeadlessUIKit\n"
        #expect(port(source).text == expected)
    }

    @Test func canImportOfUIKitAsksForHeadlessUIKit() {
        #expect(port("#if canImport(UIKit)\nimport UIKit\n#endif\n").text == "#if canImport(HeadlessUIKit)\nimport HeadlessUIKit\n#endif\n")
    }

    @Test func testableImportOfUIKitLosesTestable() {
        #expect(port("@testable import UIKit\n@testable import MyApp\n").text == "import HeadlessUIKit\n@testable import MyApp\n")
    }

    @Test func objcAttributesAndDynamicAreRemoved() {
        let source = """
            @objcMembers class Model: NSObject {
                @objc dynamic var name = ""
                @nonobjc func plain() {}
            }
            """
        let expected = """
            class Model: NSObject {
                var name = ""
                func plain() {}
            }
            """
        #expect(port(source).text == expected)
    }

    @Test func attributeAloneOnItsLineLeavesAnEmptyLine() {
        let source = "class A: UIView {\n    @objc\n    func tap() {}\n}\n"
        #expect(port(source).text == "class A: UIView {\n\n    func tap() {}\n}\n")
    }

    @Test func interfaceBuilderAttributesBecomeMarkerComments() {
        let source = """
            @IBDesignable class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBInspectable var radius: CGFloat = 0
                @IBAction func tap(_ sender: Any) {}
            }
            """
        let expected = """
            /* @IBDesignable */ class Card: UIView {
                /* @IBOutlet */ weak var title: UILabel!
                /* @IBInspectable */ var radius: CGFloat = 0
                /* @IBAction */ func tap(_ sender: Any) {}
            }
            """
        #expect(port(source).text == expected)
    }

    @Test func objcNameBecomesAMarkerComment() {
        let source = "class A: UIViewController {\n    @objc(doneTapped:) func done(_ sender: Any) {}\n}\n"
        #expect(port(source).text == "class A: UIViewController {\n    /* @objc(doneTapped:) */ func done(_ sender: Any) {}\n}\n")
    }

    @Test func uiApplicationMainBecomesMain() {
        let source = "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        #expect(port(source).text.hasPrefix("@main\nfinal class AppDelegate"))
    }

    @Test func appAndSceneDelegatesBecomeFinalSoTheRuntimeCanMakeThem() {
        let source = "class AppDelegate: UIResponder, UIApplicationDelegate {}\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"
        let expected = "final class AppDelegate: UIResponder, UIApplicationDelegate {}\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"
        #expect(port(source).text == expected)
    }

    @Test func aSubclassedAppDelegateIsLeftForARequiredInit() {
        let result = port("class AppDelegate: UIResponder, UIApplicationDelegate {}\nclass TestAppDelegate: AppDelegate {}\n")
        #expect(result.text.hasPrefix("class AppDelegate"))
        #expect(result.left.map(\.location.line) == [1])
    }

    @Test func uiApplicationMainCallStartsTheDelegatesMain() {
        let result = port([
            "main.swift": "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n",
            "AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ])
        #expect(result.files["main.swift"] == "import HeadlessUIKit\n\nAppDelegate.main()\n")
        #expect(result.registrations.contains("extension AppDelegate {"))
    }

    // MARK: #selector

    @Test func selectorOfBareNameResolvesTheMethodsLabels() {
        let source = """
            class A: UIViewController {
                func setUp(_ b: UIButton) { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }
                @objc func tapped(_ sender: UIButton) {}
            }
            """
        #expect(port(source).text.contains("action: Selector(\"tapped:\"), for:"))
    }

    @Test func selectorWithLabelsSpellsThemTheObjectiveCWay() {
        let source = """
            class A: UIViewController {
                let a = #selector(tap(_:with:))
                let b = #selector(A.move(to:))
                let c = #selector(self.refresh)
                let d = #selector(getter: A.title)
                let e = #selector(setter: A.title)
                let f = #selector(done(sender:))
                @objc func tap(_ x: Any, with y: Any) {}
                @objc func move(to x: Any) {}
                @objc func refresh() {}
                @objc func done(sender: Any) {}
            }
            """
        let text = port(source).text
        #expect(text.contains("let a = Selector(\"tap:with:\")"))
        #expect(text.contains("let b = Selector(\"moveTo:\")"))
        #expect(text.contains("let c = Selector(\"refresh\")"))
        #expect(text.contains("let d = Selector(\"title\")"))
        #expect(text.contains("let e = Selector(\"setTitle:\")"))
        #expect(text.contains("let f = Selector(\"doneWithSender:\")"))
    }

    @Test func selectorUsesTheObjcNameWhenOneIsGiven() {
        let source = """
            class A: UIViewController {
                let a = #selector(done(_:))
                @objc(finish:) func done(_ x: Any) {}
            }
            """
        #expect(port(source).text.contains("let a = Selector(\"finish:\")"))
    }

    @Test func selectorOfAnotherFilesTypeResolvesAcrossFiles() {
        let result = port([
            "A.swift": "class A: UIViewController {\n    let s = #selector(B.save)\n}\n",
            "B.swift": "class B: UIViewController {\n    @objc func save(_ sender: Any?) {}\n}\n",
        ])
        #expect(result.files["A.swift"]?.contains("Selector(\"save:\")") == true)
    }

    @Test func keyPathBecomesItsString() {
        let source = "let a = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))\nlet b = #keyPath(Card.layer.cornerRadius)\nlet c = #keyPath(title)\n"
        let expected = "let a = CABasicAnimation(keyPath: \"opacity\")\nlet b = \"layer.cornerRadius\"\nlet c = \"title\"\n"
        #expect(port(source).text == expected)
    }

    @Test func objectiveCSpellingFollowsSwiftsRules() {
        #expect(ObjCSelectorName.method("tap", labels: []) == "tap")
        #expect(ObjCSelectorName.method("tap", labels: [nil]) == "tap:")
        #expect(ObjCSelectorName.method("tap", labels: [nil, nil]) == "tap::")
        #expect(ObjCSelectorName.method("tap", labels: ["sender"]) == "tapWithSender:")
        #expect(ObjCSelectorName.method("load", labels: ["from"]) == "loadFrom:")
        #expect(ObjCSelectorName.method("save", labels: [], isThrowing: true) == "saveAndReturnError:")
        #expect(ObjCSelectorName.method("save", labels: [nil], isThrowing: true) == "save:error:")
    }

    // MARK: Lines

    @Test func portingKeepsEveryLineWhereItWas() {
        let source = """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                @objc
                dynamic var window: UIWindow?
                @IBOutlet private
                    weak var label: UILabel!
                func go() {
                    let s = #selector(
                        tap(_:))
                    _ = s
                }
                @objc(tapWith:)
                @IBAction func tap(_ sender: Any) {}
            }
            """
        let ported = port(source).text
        #expect(lineCount(ported) == lineCount(source))
        for text in ["class AppDelegate", "var window", "weak var label", "func go", "_ = s", "func tap"] {
            #expect(lineIndex(of: text, in: ported) == lineIndex(of: text, in: source), "\(text)")
        }
    }

    private func lineIndex(of text: String, in file: String) -> Int? {
        file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    // MARK: Idempotence

    @Test func portingPortedCodeChangesNothing() {
        let source = """
            import UIKit
            import os

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            @IBDesignable class Card: UIView {
                @IBInspectable var radius: CGFloat = 0
                @IBOutlet private weak var title: UILabel!
                @IBOutlet var stars: [UIImageView]!
                override func awakeFromNib() {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                }
                @objc private func tapped() {}
                @objc(finish:) func done(_ x: Any) {}
                @IBAction func press(_ sender: UIButton, forEvent event: UIEvent) {}
                @MainActor @IBAction
                func later(_ sender: Any) {}
            }
            """
        let first = port(source)
        #expect(first.registrations.contains("registerAction(\"later:\""))
        let second = port(first.text)
        #expect(second.text == first.text)
        #expect(second.registrations == first.registrations)
    }

    // docs/uikit-rules.md 6.21: a header-footer view or cell with a designated initializer of its own gets the
    // reuse initializer registration calls, on the line of its `{`: a trap when it does not override UIKit's
    // reuse initializer, a call of its own override when it does below an app's class; a class that declares
    // none, that overrides UIKit's own class's initializers (it inherits the one needed), or that was ported
    // before gets nothing.
    @Test func reusableSubclassesWithTheirOwnInitializersGetTheReuseInitializer() {
        let source = """
            class Header: UITableViewHeaderFooterView {
                init() { super.init(reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Cell: BaseCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                init(title: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BaseCell: UITableViewCell {}
            class Plain: UICollectionViewCell {}
            class Direct: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                init(title: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        // Only the two opening lines change.
        let expected = source
            .replacingOccurrences(of: "class Header: UITableViewHeaderFooterView {\n", with: "class Header: UITableViewHeaderFooterView { "
                + "required convenience init(forReuseWithIdentifier identifier: String) { fatalError(\"Header cannot be made by "
                + "registering its class: it does not override init(reuseIdentifier:)\") }\n")
            .replacingOccurrences(of: "class Cell: BaseCell {\n", with: "class Cell: BaseCell { required convenience "
                + "init(forReuseWithIdentifier identifier: String) { self.init(style: .default, reuseIdentifier: identifier) }\n")
        #expect(expected != source)
        let first = port(source)
        #expect(first.text == expected)
        #expect(first.left.isEmpty)
        #expect(port(first.text).text == expected)
    }

    // docs/uikit-rules.md 16.44: collection cells and reusable views get the same: a trap for a cell whose only
    // designated initializer is its own, a call of its own init(frame:) below an app's class, nothing for one that
    // overrides UICollectionViewCell's init(frame:) directly or declares no initializer.
    @Test func collectionCellsWithTheirOwnInitializersGetTheReuseInitializer() {
        let source = """
            class Badge: UICollectionReusableView {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Card: BaseCard {
                override init(frame: CGRect) { super.init(frame: frame) }
                init(item: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BaseCard: UICollectionViewCell {}
            class Row: UICollectionViewListCell {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Direct: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                init(item: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        func trap(_ name: String) -> String {
            "required convenience init(forReuseWithIdentifier identifier: String) { fatalError(\"\(name) cannot be made "
                + "by registering its class: it does not override init(frame:)\") }"
        }
        // Only the three opening lines change.
        let expected = source
            .replacingOccurrences(of: "class Badge: UICollectionReusableView {\n", with: "class Badge: UICollectionReusableView { \(trap("Badge"))\n")
            .replacingOccurrences(of: "class Card: BaseCard {\n", with: "class Card: BaseCard { required convenience "
                + "init(forReuseWithIdentifier identifier: String) { self.init(frame: .zero) }\n")
            .replacingOccurrences(of: "class Row: UICollectionViewListCell {\n", with: "class Row: UICollectionViewListCell { \(trap("Row"))\n")
        #expect(expected != source)
        let first = port(source)
        #expect(first.text == expected)
        #expect(first.left.isEmpty)
        #expect(port(first.text).text == expected)
    }

    // docs/uikit-rules.md 18.17: a timer added to the main or current run loop is added to the host clock; other
    // `add` calls stay.
    @Test func timersAddedToTheRunLoopAreAddedToTheHostClock() {
        let source = """
            func start(_ timer: Timer, _ loop: RunLoop) {
                RunLoop.main.add(timer, forMode: .common)
                RunLoop.current.add(timer, forMode: RunLoop.Mode.default)
                loop.add(timer, forMode: .common)
                RunLoop.main.add(timer)
                items.add(timer, forMode: 1)
            }
            """
        let expected = source
            .replacingOccurrences(of: "RunLoop.main.add(timer, forMode: .common)", with: "RunLoop.main.addToHostClock(timer, forMode: .common)")
            .replacingOccurrences(of: "RunLoop.current.add(timer, forMode:", with: "RunLoop.current.addToHostClock(timer, forMode:")
        let result = port(source)
        #expect(result.text == expected)
        #expect(result.left.isEmpty)
        #expect(port(result.text).text == expected)
    }

    // docs/uikit-rules.md 18.18: `Timer.scheduledTimer(withTimeInterval:repeats:block:)` is scheduled on the host
    // clock, the block given as an argument or trailing; the selector form, other `scheduledTimer`s and a timer
    // made without scheduling stay.
    @Test func blockTimersAreScheduledOnTheHostClock() {
        let source = """
            func start(_ action: Selector) {
                let a = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in tick() }
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, block: { timer in timer.invalidate() })
                Foundation.Timer.scheduledTimer(withTimeInterval: 2, repeats: true, block: handler)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: action, userInfo: nil, repeats: true)
                clock.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                let b = Timer(timeInterval: 1, repeats: true) { _ in }
            }
            """
        let expected = source
            .replacingOccurrences(of: "Timer.scheduledTimer(withTimeInterval", with: "Timer.scheduledOnHostClock(withTimeInterval")
        #expect(expected.components(separatedBy: "scheduledOnHostClock").count == 4)
        let result = port(source)
        #expect(result.text == expected)
        #expect(result.left.isEmpty)
        #expect(port(result.text).text == expected)
    }

    // 18.22: an unannotated dictionary of two or more different NSAttributedString.Key entries gets the type UIKit's
    // methods take, on the same line; one entry, an annotated one, or implicit keys are left as written.
    @Test func attributeDictionariesAreAnnotated() {
        let source = """
            func style(_ p: NSParagraphStyle) {
                let attributes = [
                  NSAttributedString.Key.paragraphStyle: p,
                  NSAttributedString.Key.foregroundColor: UIColor.white
                ]
                let one = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
                let typed: [NSAttributedString.Key: Any] = [NSAttributedString.Key.kern: 1, NSAttributedString.Key.font: 2]
                var old = [NSAttributedStringKey.font: 1, NSAttributedStringKey.kern: 2]
            }
            """
        let ported = port(source).text
        #expect(ported == source
            .replacingOccurrences(of: "let attributes = [", with: "let attributes: [NSAttributedString.Key: Any] = [")
            .replacingOccurrences(of: "var old = [", with: "var old: [NSAttributedString.Key: Any] = ["))
    }
}
