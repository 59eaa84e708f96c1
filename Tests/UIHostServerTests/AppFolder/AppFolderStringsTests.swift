// No `import Foundation` here, on purpose: this file calls NSLocalizedString as UIKit code that imports only UIKit
// does, which reaches HeadlessUIKit's (docs/uikit-rules.md 15.10).
import HeadlessUIKit
import Testing
@testable import UIHostCore

@Suite @MainActor struct AppFolderStringsTests {
    // docs/uikit-rules.md 15.10: NSLocalizedString answers from the current host's app strings.
    @Test func localizedStringsComeFromTheAppsTables() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        app.automation.host.makeCurrent()
        #expect(NSLocalizedString("home.title", comment: "") == "Notebook")
        #expect(NSLocalizedString("notes.empty", tableName: "Catalog", comment: "") == "No notes yet")
        #expect(NSLocalizedString("not.there", comment: "") == "not.there")
        #expect(HeadlessUIKit.NSLocalizedString("home.title", comment: "") == "Notebook")
        #expect(NSLocalizedString("not.there", value: "Fallback", comment: "") == "Fallback")
    }


    // docs/uikit-rules.md 15.10: another host without app strings answers the keys themselves.
    @Test func aHostWithoutAppStringsAnswersTheKey() throws {
        let app = try DemoAutomation(appFolder: AppFolderFixtures.notebook)
        let demo = try DemoAutomation()
        demo.automation.host.makeCurrent()
        #expect(NSLocalizedString("home.title", comment: "") == "home.title")
        app.automation.host.makeCurrent()
        #expect(NSLocalizedString("home.title", comment: "") == "Notebook")
    }
}
