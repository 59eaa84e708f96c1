import Testing
@testable import UIHostPort

/// What the fifth sample of real UIKit files needed from `uihost port` (docs/uikit-rules.md 18.30-18.33).
@Suite struct FifthSamplePortTests {
    // 18.30: a #Preview is commented out line by line, in place, and nothing is left.
    @Test func anXcodePreviewIsCommentedOutInPlace() {
        let source = """
            class Comments: UIViewController {}

            #Preview {
                Comments()
            }
            let after = 1
            """
        let result = port(source)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "// #Preview {")
        #expect(lines[3] == "//     Comments()")
        #expect(lines[4] == "// }")
        #expect(lines[5] == "let after = 1")
        #expect(result.left.isEmpty)
    }

    // 18.30: a named preview with traits goes the same way.
    @Test func aNamedPreviewIsCommentedOutToo() {
        let source = """
            #Preview("Dark", traits: .sizeThatFitsLayout) { Comments() }
            """
        let result = port(source)
        #expect(result.text.hasPrefix(#"// #Preview("Dark", traits: .sizeThatFitsLayout) { Comments() }"#))
        #expect(result.left.isEmpty)
    }

    // 18.30: `#selector(captureTextFromCamera(_:))`, named to ask canPerformAction, is UIKit's action and not left.
    @Test func captureTextFromCameraIsUIKitsAction() {
        let source = """
            class Profile: UIViewController {
                func check(_ field: UITextField) -> Bool {
                    field.canPerformAction(#selector(captureTextFromCamera(_:)), withSender: field)
                }
            }
            """
        let result = port(source)
        #expect(result.text.contains(#"field.canPerformAction(Selector("captureTextFromCamera:"), withSender: field)"#))
        #expect(result.left.isEmpty)
    }

    // 18.31: a private class nested in another type has its own `private` widened, so the registrations appended
    // at the file's scope can name it.
    @Test func aNestedPrivateClassIsWidenedForItsRegistrations() {
        let source = """
            final class Details: NSObject {
                private final class Card: UIView {
                    func attach() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
                    @objc private func tapped() {}
                }
            }
            """
        let result = port(source)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "    final class Card: UIView {")
        #expect(result.text.contains("UIResponder.registerAction(\"tapped\", for: Details.Card.self)"))
        #expect(result.left.isEmpty)
    }

    // 18.32: the extensions that follow a class in its file, up to the last that overrides, become part of the class
    // in place; their protocols join the class's inheritance clause; nothing moves to another line.
    @Test func extensionsWithOverridesAreMergedIntoTheClass() {
        let source = """
            class Grid: UICollectionViewController {
                let id = "cell"
            }

            extension Grid: UICollectionViewDelegateFlowLayout {
                override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            }
            extension Grid {
                static func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """
        let result = port(source)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {",
            "    let id = \"cell\"",
            "",
            "",
            "",
            "    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }",
            "}",
            "extension Grid {",
            "    static func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }",
            "}",
        ])
        #expect(result.left.isEmpty)
    }

    // 18.32: an override in an extension that cannot be merged (a private extension here) is left with the reason.
    @Test func anOverrideInAnUnmergeableExtensionIsLeft() {
        let source = """
            class Grid: UICollectionViewController {}
            private extension Grid {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """
        let result = port(source)
        #expect(result.left.map(\.location.line) == [2])
        #expect(result.left.first?.reason.hasPrefix("an override in an extension of Grid") == true)
    }

    // 18.33: a file naming URLSession imports FoundationNetworking on its import's line; others do not.
    @Test func networkingFilesImportFoundationNetworking() {
        let networking = port("""
            import UIKit

            func load(_ url: URL) { URLSession.shared.dataTask(with: url).resume() }
            """)
        #expect(networking.text.hasPrefix("import HeadlessUIKit; import FoundationNetworking\n\n"))
        let plain = port("import UIKit\nlet x = 1\n")
        #expect(plain.text.hasPrefix("import HeadlessUIKit\n"))
    }
}
