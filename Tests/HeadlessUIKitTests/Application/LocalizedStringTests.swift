import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct LocalizedStringTests {
    static func host() -> HeadlessHost {
        let host = HeadlessHost()
        host.resources = AppResources(appName: "Strings", strings: [
            "Localizable": [
                "Hello": "Bonjour", "%lld items": "%lld éléments", "Greeting %@": "Salut %@",
                "save.button": "Enregistrer", "%lf km left": "encore %lf km",
            ],
            "Settings": ["Title": "Réglages"],
        ])
        return host
    }

    // docs/uikit-rules.md 15.15, 15.10: String(localized:) answers from the app's Localizable table; an
    // interpolated value is looked up by its format string and filled in.
    @Test func stringLocalizedAnswersFromTheAppsTableByFormatKey() {
        let host = Self.host()
        defer { withExtendedLifetime(host) {} }
        let count = 3
        let name = "Ada"

        #expect(String(localized: "Hello") == "Bonjour")
        #expect(String(localized: "\(count) items") == "3 éléments")
        #expect(String(localized: "Greeting \(name)") == "Salut Ada")
        #expect(String(localized: "\(2.5) km left") == "encore 2.500000 km")
        #expect(String(localized: "Title", table: "Settings", comment: "The settings screen's title") == "Réglages")
    }

    // docs/uikit-rules.md 15.15: a key the table does not have gives the value itself, filled in; a literal "%"
    // survives with or without interpolation.
    @Test func aMissingKeyGivesTheValueItself() {
        let host = Self.host()
        defer { withExtendedLifetime(host) {} }
        let done = 7
        let total: UInt = 9

        #expect(String(localized: "Missing") == "Missing")
        #expect(String(localized: "100% done") == "100% done")
        #expect(String(localized: "\(done) of \(total), 78% done") == "7 of 9, 78% done")
        #expect(String.LocalizationValue("\(done) of \(total), 78% done").key == "%lld of %llu, 78%% done")
        #expect(String(localized: "save.button", defaultValue: "Save") == "Enregistrer")
        #expect(String(localized: "cancel.button", defaultValue: "Cancel \(done)") == "Cancel 7")
    }

    // docs/uikit-rules.md 15.15: key-value coding's reading and writing of defaults.
    @Test func userDefaultsValueForKeyReadsAndWritesTheDefault() throws {
        let suite = "uihost-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        defaults.setValue(42, forKey: "answer")
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        #expect(defaults.integer(forKey: "answer") == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
    }
}
