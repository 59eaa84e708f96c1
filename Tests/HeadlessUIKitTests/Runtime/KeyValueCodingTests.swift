import Foundation
import Testing
@testable import HeadlessUIKit

/// An app's model, read by name as apps read theirs (sort keys, generic table code).
private final class Track: NSObject {
    var title = "Intro"
    var rating: Int? = 4
    var notes: String?
    private var _duration = 212.5
    var isFavourite = true
    lazy var summary = "\(title) (\(_duration) s)"
}

/// A view of an app's own, whose stored properties have no setters by name here.
private final class BadgeView: UIView {
    var count = 3
}

/// Key-value coding by name (docs/uikit-rules.md 6.80-6.83).
@MainActor @Suite struct KeyValueCodingTests {
    // 6.80: stored properties are found as Objective-C finds instance variables: `key`, `_key`, `isKey`; an
    // optional answers its value or nil; a lazy property once it is made.
    @Test func aModelsStoredPropertiesAreReadByName() {
        _ = HeadlessHost(device: .iPhone8)
        let track = Track()
        #expect(track.value(forKey: "title") as? String == "Intro")
        #expect(track.value(forKey: "rating") as? Int == 4)
        #expect(track.value(forKey: "notes") == nil)
        #expect(track.value(forKey: "duration") as? Double == 212.5)
        #expect(track.value(forKey: "favourite") as? Bool == true)
        #expect(track.value(forKey: "summary") == nil, "a lazy property not made yet has no storage")
        _ = track.summary
        #expect(track.value(forKey: "summary") as? String == "Intro (212.5 s)")
    }

    // 6.80: an unknown key answers nil and is reported with UIKit's words (UIKit raises NSUnknownKeyException).
    @Test func anUnknownKeyIsReportedAndAnswersNil() {
        let host = HeadlessHost(device: .iPhone8)
        let track = Track()
        #expect(track.value(forKey: "artist") == nil)
        #expect(host.problems.last?.hasPrefix(
            "value(forKey: \"artist\") on Track: this class is not key value coding-compliant for the key \"artist\"") == true)
        let label = UILabel()
        label.setValue(1, forKey: "sparkle")
        #expect(host.problems.last?.hasPrefix(
            "setValue(_:forKey: \"sparkle\") on UILabel: this class is not key value coding-compliant for the key \"sparkle\"") == true)
    }

    // 6.82: an app's own stored property is read but not set by name (no Objective-C runtime), and says so.
    @Test func anAppsOwnPropertyIsNotSetByNameAndSaysSo() {
        let host = HeadlessHost(device: .iPhone8)
        let badge = BadgeView()
        badge.setValue(9, forKey: "count")
        #expect(badge.count == 3)
        #expect(badge.value(forKey: "count") as? Int == 3)
        #expect(host.problems.last?.contains("cannot set them (Swift on Linux has no Objective-C runtime)") == true)
    }

    // 6.81: UIKit's keys read and set, numbers converted as Foundation converts them.
    @Test func uikitsKeysAreReadAndSet() {
        let host = HeadlessHost(device: .iPhone8)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.setValue(true, forKey: "hidden")
        view.setValue(0.5, forKey: "alpha")
        view.setValue(7, forKey: "tag")
        view.setValue(8, forKeyPath: "layer.cornerRadius")
        view.setValue(1, forKeyPath: "layer.masksToBounds")
        #expect(view.isHidden && view.alpha == 0.5 && view.tag == 7)
        #expect(view.layer.cornerRadius == 8 && view.layer.masksToBounds)
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 8)
        #expect(view.value(forKey: "hidden") as? Bool == true)

        let label = UILabel()
        label.setValue("Hello", forKey: "text")
        #expect(label.text == "Hello")
        #expect(label.value(forKey: "text") as? String == "Hello")
        label.setValue(nil, forKey: "text")
        #expect(label.value(forKey: "text") == nil)
        #expect(host.problems.isEmpty)
    }

    // 6.81: a value of the wrong type is reported and sets nothing; a UIColor is not a layer's CGColor.
    @Test func aValueOfTheWrongTypeIsReported() {
        let host = HeadlessHost(device: .iPhone8)
        let view = UIView()
        let border = view.layer.borderColor
        view.setValue("wide", forKey: "alpha")
        #expect(view.alpha == 1)
        #expect(host.problems.last?.hasPrefix("setValue(_:forKey: \"alpha\") on UIView: \"alpha\" takes a number, not String") == true)
        view.setValue(UIColor.red, forKeyPath: "layer.borderColor")
        #expect(view.layer.borderColor == border)
        #expect(host.problems.last?.contains("\"borderColor\" takes a CGColor") == true)
        view.setValue(UIColor.red.cgColor, forKeyPath: "layer.borderColor")
        #expect(view.layer.borderColor == UIColor.red.cgColor)
    }

    // 6.81: the private keys real apps set on alerts are shown: the attributed title and message in the alert's
    // labels, an action's title colour on its button.
    @Test func anAlertsAttributedTitleAndActionColourAreShown() throws {
        let app = try ViewTestApp()
        let alert = UIAlertController(title: "", message: "", preferredStyle: .alert)
        let title = NSAttributedString(string: "Delete the track?", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
        alert.setValue(title, forKey: "attributedTitle")
        alert.setValue(NSAttributedString(string: "It cannot be undone."), forKey: "attributedMessage")
        let delete = UIAlertAction(title: "Delete", style: .default)
        delete.setValue(UIColor.red, forKey: "titleTextColor")
        alert.addAction(delete)
        app.rootViewController.present(alert, animated: false)
        app.host.runUntilIdle()
        let labels = (alert.view.subviews.first?.subviews ?? []).compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Delete the track?", "It cannot be undone."])
        #expect(labels.first?.font == UIFont.boldSystemFont(ofSize: 18))
        #expect(delete.button?.titleColor(for: .normal) == UIColor.red)
        #expect((alert.value(forKey: "attributedTitle") as? NSAttributedString)?.string == "Delete the track?")
        #expect(delete.value(forKey: "titleTextColor") as? UIColor == UIColor.red)
        #expect(app.host.problems.isEmpty)
    }

    // 6.81: a search bar's field, reached by its private key as real apps style it.
    @Test func aSearchBarsFieldIsReachedByName() {
        _ = HeadlessHost(device: .iPhone8)
        let searchBar = UISearchBar()
        let field = searchBar.value(forKey: "searchField") as? UITextField
        #expect(field === searchBar.searchTextField)
        searchBar.setValue("Lorem", forKeyPath: "searchField.placeholder")
        #expect(searchBar.searchTextField.placeholder == "Lorem")
    }
}
