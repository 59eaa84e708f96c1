import Foundation
import SwiftParser
import Testing
@testable import UIHostPort

/// docs/uikit-rules.md 18.3: what the generated registrations file registers.
@Suite struct RegistrationTests {
    @Test func registersControllersViewsCellsAndSegues() {
        let registrations = port("""
            class Home: UIViewController {}
            class Badge: UILabel {}
            class Row: UITableViewCell {}
            class Fade: UIStoryboardSegue {}
            class Model {}
            """).registrations
        #expect(registrations.contains("UIStoryboard.register(Home.self)"))
        #expect(registrations.contains("UIStoryboard.register(Badge.self)"))
        #expect(registrations.contains("UIStoryboard.register(Row.self)"))
        #expect(registrations.contains("UIStoryboard.register(Fade.self)"))
        #expect(!registrations.contains("Model"))
    }

    @Test func registersSubclassesOfTheAppsOwnSubclassesAcrossFiles() {
        let registrations = port([
            "Base.swift": "class BaseController: UIViewController {}\n",
            "Detail.swift": "class DetailController: BaseController {}\nfinal class Special: DetailController {}\n",
        ]).registrations
        #expect(registrations.contains("UIStoryboard.register(BaseController.self)"))
        #expect(registrations.contains("UIStoryboard.register(DetailController.self)"))
        #expect(registrations.contains("UIStoryboard.register(Special.self)"))
    }

    @Test func skipsPrivateAndGenericClasses() {
        let registrations = port("private class Hidden: UIView {}\nclass Box<T>: UIView {}\n").registrations
        #expect(!registrations.contains("Hidden"))
        #expect(!registrations.contains("Box"))
    }

    // 18.3: what is compiled only under an `#if` is registered under the same condition, so the registrations
    // file builds in every configuration (a debug-only screen used to break release builds).
    @Test func registersWhatIsCompiledConditionallyUnderItsCondition() {
        let registrations = port("""
            #if DEBUG
            class DebugOverlay: UIViewController {
                @IBOutlet weak var label: UILabel!
            }
            #elseif STAGING || BETA
            class StagingBanner: UIView {}
            #else
            class ReleaseNote: UIView {}
            #endif
            class Home: UIViewController {
                #if DEBUG
                @IBAction func shake(_ sender: Any) {}
                #endif
            }
            """).registrations
        let lines = registrations.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func guarded(_ line: String) -> [String] {
            guard let index = lines.firstIndex(of: line) else { return [] }
            return index > 0 && lines[index - 1].hasPrefix("#if") ? [lines[index - 1], line] : [line]
        }
        #expect(guarded("UIStoryboard.register(DebugOverlay.self)") == ["#if DEBUG", "UIStoryboard.register(DebugOverlay.self)"])
        #expect(guarded("UIStoryboard.register(StagingBanner.self)")
            == ["#if !(DEBUG) && (STAGING || BETA)", "UIStoryboard.register(StagingBanner.self)"])
        #expect(guarded("UIStoryboard.register(ReleaseNote.self)")
            == ["#if !(DEBUG) && !(STAGING || BETA)", "UIStoryboard.register(ReleaseNote.self)"])
        #expect(guarded("UIStoryboard.register(Home.self)") == ["UIStoryboard.register(Home.self)"])
        #expect(guarded("UIResponder.registerAction(\"shake:\", for: Home.self) { target, sender in")
            == ["#if DEBUG", "UIResponder.registerAction(\"shake:\", for: Home.self) { target, sender in"])
        #expect(guarded("UIStoryboard.registerOutlet(\"label\", for: DebugOverlay.self) { owner, value in")
            == ["#if DEBUG", "UIStoryboard.registerOutlet(\"label\", for: DebugOverlay.self) { owner, value in"])
        #expect(lines.filter { $0 == "#endif" }.count == lines.filter { $0.hasPrefix("#if") }.count)
    }

    @Test func registersAnObjcClassNameAsASecondName() {
        let registrations = port("@objc(LegacyHome) class Home: UIViewController {}\n").registrations
        #expect(registrations.contains("UIStoryboard.register(Home.self, as: \"LegacyHome\")"))
    }

    @Test func registersTheSceneDelegate() {
        let registrations = port("class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n").registrations
        #expect(registrations.contains("UIScene.registerDelegateClass(SceneDelegate.self)"))
    }

    @Test func theAppEntryRunsTheRegistrationsBeforeLaunch() {
        let registrations = port("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n").registrations
        #expect(registrations.contains("""
            extension AppDelegate {
                static func registerRuntimeNames() {
                    UIHostPortRegistrations.registerAll()
                }
            }
            """))
    }

    // docs/uikit-rules.md 18.12: a build through the plugin names the app folder the served app reads.
    @Test func theAppEntryNamesTheAppFolderWhenGivenOne() {
        let text = "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let sources = [Porter.SourceFile(path: "App.swift", text: text, tree: Parser.parse(source: text))]
        let registrations = Porter.port(sources, appFolder: "/work/My \"App\"").texts.last?.text ?? ""
        #expect(registrations.contains("""
            extension AppDelegate {
                static func registerRuntimeNames() {
                    UIHostPortRegistrations.registerAll()
                }
                static var appFolderPath: String? { "/work/My \\"App\\"" }
            }
            """))
        #expect(!port(text).registrations.contains("appFolderPath"))
    }

    @Test func registersOutletsWithTheirTypes() {
        let registrations = port("""
            class Home: UIViewController {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var footer: UIView
            }
            """).registrations
        #expect(registrations.contains("""
            UIStoryboard.registerOutlet("title", for: Home.self) { owner, value in
                        owner.title = value as? UILabel
                    }
            """))
        #expect(registrations.contains("if let value = value as? UIView { owner.footer = value }"))
    }

    @Test func registersOutletCollectionsThatAppend() {
        let registrations = port("""
            class Home: UIViewController {
                @IBOutlet var stars: [UIImageView]!
                @IBOutlet var tabs: [UIButton] = []
            }
            """).registrations
        #expect(registrations.contains("if let value = value as? UIImageView { owner.stars = (owner.stars ?? []) + [value] }"))
        #expect(registrations.contains("if let value = value as? UIButton { owner.tabs.append(value) }"))
    }

    @Test func registersActionsWithTheirSenderAndEvent() {
        let registrations = port("""
            class Home: UIViewController {
                @IBAction func save() {}
                @IBAction func tap(_ sender: UIButton) {}
                @IBAction func any(_ sender: Any) {}
                @IBAction func press(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """).registrations
        #expect(registrations.contains("UIResponder.registerAction(\"save\", for: Home.self) { target, _ in\n            target.save()"))
        #expect(registrations.contains("""
            UIResponder.registerAction("tap:", for: Home.self) { target, sender in
                        guard let sender = sender as? UIButton else { return }
                        target.tap(sender)
            """))
        #expect(registrations.contains("target.any(sender as Any)"))
        #expect(registrations.contains("""
            UIResponder.registerAction("press:forEvent:", for: Home.self) { target, sender, event in
                        guard let sender = sender as? UIButton else { return }
                        guard let event else { return }
                        target.press(sender, forEvent: event)
            """))
    }

    @Test func registersEveryMethodASelectorNames() {
        let result = port([
            "Home.swift": """
                class Home: UIViewController {
                    @objc private func refresh() {}
                    @objc func unused() {}
                }
                """,
            "Setup.swift": "extension Home {\n    func wire(_ b: UIButton) { b.addTarget(self, action: #selector(refresh), for: .touchUpInside) }\n}\n",
        ])
        #expect(result.registrations.contains("UIResponder.registerAction(\"refresh\", for: Home.self)"))
        #expect(!result.registrations.contains("unused"))
        // The registrations file calls it, so it can no longer be private.
        #expect(result.files["Home.swift"]?.contains("    func refresh() {}") == true)
    }

    @Test func registersActionsDeclaredInExtensionsOfUIKitClasses() {
        let registrations = port("""
            extension UIViewController {
                @objc func closeTapped() { dismiss(animated: true) }
            }
            class Home: UIViewController {
                let close = #selector(closeTapped)
            }
            """).registrations
        #expect(registrations.contains("UIResponder.registerAction(\"closeTapped\", for: UIViewController.self)"))
    }

    @Test func registersInspectablesWithTheirTypes() {
        let registrations = port("""
            class Card: UIView {
                @IBInspectable var radius: CGFloat = 0
                @IBInspectable var border: UIColor?
                @IBInspectable var rounded = true
            }
            """).registrations
        #expect(registrations.contains("UIStoryboard.registerInspectable(\"radius\", for: Card.self) { (owner, value: CGFloat) in\n            owner.radius = value"))
        #expect(registrations.contains("UIStoryboard.registerInspectable(\"border\", for: Card.self) { (owner, value: UIColor) in"))
        #expect(registrations.contains("UIStoryboard.registerInspectable(\"rounded\", for: Card.self) { (owner, value: Bool) in"))
    }

    @Test func privateOutletsAreWidenedSoTheRegistrationsReachThem() {
        let result = port("class Home: UIViewController {\n    @IBOutlet private weak var title: UILabel!\n}\n")
        #expect(result.text == "class Home: UIViewController {\n    /* @IBOutlet */ weak var title: UILabel!\n}\n")
    }

    // 18.21: a private class's actions and outlets are registered in a function appended to its own file, the only
    // file that can name it, which registerAll() calls; its private methods are widened as others' are.
    @Test func privateClassesAreRegisteredInTheirOwnFile() {
        let source = """
            private final class Key: UIControl {
                @IBOutlet weak var label: UILabel!
                func wire() { addTarget(self, action: #selector(fire), for: .touchUpInside) }
                @objc private func fire() {}
            }
            """
        let result = port(["Keys.swift": source])
        let keys = result.files["Keys.swift"] ?? ""
        #expect(result.left.isEmpty)
        #expect(result.registrations.contains("        uihostPortRegistrations_Keys_swift()\n"))
        #expect(!result.registrations.contains("Key.self"))
        let kept = RegistrationWriter.removingAppendedRegistrations(keys)
        #expect(lineCount(kept) == lineCount(source) && kept.hasSuffix("    func fire() {}\n}"))
        #expect(keys.hasPrefix(kept + "\n\n\(RegistrationWriter.appendedHeader)\n"))
        #expect(keys.contains("@MainActor func uihostPortRegistrations_Keys_swift() {\n    UIStoryboard.registerOutlet(\"label\", for: Key.self) { owner, value in"))
        #expect(keys.contains("    UIResponder.registerAction(\"fire\", for: Key.self) {"))
    }

    // 18.21: private classes of one name in two files share the port's facts, so they are left, named; a generic
    // class still cannot be named at all.
    @Test func privateClassesOfOneNameInTwoFilesAndGenericClassesAreLeft() {
        let result = port([
            "A.swift": "private class Key: UIControl {\n    @objc func fire() {}\n}\n",
            "B.swift": "private class Key: UIControl {\n    @objc func press() {}\n}\nclass Box<T>: UIControl {\n    @objc func open() {}\n}\n",
            "C.swift": "func wire(_ c: UIControl) { _ = [#selector(Key.fire), #selector(Key.press), #selector(Box<Int>.open)] }\n",
        ])
        let reasons = Set(result.left.map(\.reason))
        #expect(reasons.contains("action 'press' of Key: the type is private and declared in more than one file, so uihost port cannot tell which one to register"))
        #expect(reasons.contains("action 'open' of Box: the type is generic, so no registration can name it"))
    }
}
