import Foundation
import Testing
@testable import HeadlessUIKit

/// Records notifications of the given names with their user info.
@MainActor
final class NotificationLog {
    private(set) var entries: [(name: String, info: [AnyHashable: Any])] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                let name = note.name.rawValue
                MainActor.assumeIsolated { self?.entries.append((name, info)) }
            })
        }
    }

    var names: [String] { entries.map(\.name) }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@MainActor
@Suite struct EverydayUIKitTests {
    // MARK: Attributed text (docs/uikit-rules.md 6.14)

    @Test func aLabelTakesItsFontColourAndAlignmentFromAttributedText() throws {
        let label = UILabel()
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.alignment = .center
        label.attributedText = NSAttributedString(string: "Hello", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style,
        ])

        #expect(label.text == "Hello")
        #expect(label.font.pointSize == 20)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
        #expect(label.attributedText?.string == "Hello")
        #expect((label.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont)?.pointSize == 20)
    }

    @Test func textIsMeasuredWithTheAttributesFont() throws {
        let font = UIFont.systemFont(ofSize: 10)
        let one = "abc".size(withAttributes: [.font: font])
        #expect(one == font.boundingSize(of: "abc", numberOfLines: 1))
        #expect(NSAttributedString(string: "abc", attributes: [.font: font]).size() == one)

        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = "one two three four five six"
        let wrapped = text.boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin,
                                        attributes: [.font: font, .paragraphStyle: style], context: nil)
        let plain = font.boundingSize(of: text, constrainedToWidth: 40)
        let lines = (plain.height / font.lineHeight.rounded(.up)).rounded()
        #expect(lines > 1)
        #expect(wrapped.size == CGSize(width: plain.width, height: plain.height + (lines - 1) * 4))
        // Without .usesLineFragmentOrigin the text stays on one line.
        #expect(text.boundingRect(with: CGSize(width: 40, height: 100), attributes: [.font: font]).height
                == font.lineHeight.rounded(.up))
    }

    // docs/uikit-rules.md 6.14: size(withAttributes:) is the box draw(at:) fills, every line of the text's own (two
    // 10-pt Inter lines: 2 x 12.1 = 24.2, 25 rounded up), so a label sized with it shows them all; it used to measure
    // the first line only.
    @Test func sizeWithAttributesMeasuresEveryLineOfTheText() throws {
        let font = UIFont.systemFont(ofSize: 10)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        let two = "First line\nand a longer second line".size(withAttributes: [.font: font])
        #expect(two == font.boundingSize(of: "First line\nand a longer second line"))
        #expect(two.height == (font.lineHeight * 2).rounded(.up))
        #expect(two.width == font.boundingSize(of: "and a longer second line").width)
        #expect(NSAttributedString(string: "First line\nand a longer second line", attributes: [.font: font]).size() == two)
        #expect(("First line\nand a longer second line" as NSString).size(withAttributes: [.font: font]) == two)
        let spaced = "a\nb\nc".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(spaced.height == (font.lineHeight * 3).rounded(.up) + 6)
        // Never wrapped, however long the line.
        let long = String(repeating: "wide ", count: 200)
        #expect(long.size(withAttributes: [.font: font]).height == font.lineHeight.rounded(.up))
    }

    // docs/uikit-rules.md 6.14: lineSpacing goes between every pair of lines, however many: forty 10-pt lines are
    // 477.34 pt, 478 rounded up, and 39 gaps of 4 make 634 (the count once came from dividing the rounded height by
    // a rounded line height, which lost lines when the line height is not whole: 37 here).
    @Test func lineSpacingIsAddedBetweenEveryPairOfLines() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = Array(repeating: "line", count: 40).joined(separator: "\n")
        let size = text.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin,
                                     attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style],
                                     context: nil).size
        #expect(size.height == 634)
    }

    @Test func aNonScrollingTextViewSizesItselfToItsText() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.text = "one two three four five six seven"
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize.height == view.sizeThatFits(view.bounds.size).height)
        #expect(view.intrinsicContentSize.height > 10)
    }

    // MARK: Haptics (6.15)

    @Test func feedbackIsRecordedInOrder() throws {
        let app = try ModalApp()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.5)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        UISelectionFeedbackGenerator().selectionChanged()

        #expect(app.host.haptics == ["impact(heavy)", "impact(heavy, 1.0)", "notification(error)", "selection"])
    }

    // MARK: Keyboard (6.16)

    @Test func aTextFieldBringsTheKeyboardWithUIKitsNotifications() throws {
        let app = try ModalApp()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        app.root.view.addSubview(first)
        app.root.view.addSubview(second)
        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                   UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
        defer { log.stop() }

        _ = first.becomeFirstResponder()
        #expect(log.names == ["UIKeyboardWillShowNotification"])
        app.host.runUntilIdle()
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        // iPhone 8 portrait: 216 + 44, no home indicator.
        let end = try #require(log.entries[0].info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        #expect(end.cgRectValue == CGRect(x: 0, y: 667 - 260, width: 375, height: 260))
        let begin = try #require(log.entries[0].info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
        #expect(begin.cgRectValue.minY == 667)
        #expect(log.entries[0].info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(app.host.keyboardFrame == end.cgRectValue)

        _ = second.becomeFirstResponder()  // a hand-over: the keyboard stays
        app.host.runUntilIdle()
        #expect(log.names.count == 2)

        _ = second.resignFirstResponder()
        app.host.runUntilIdle()
        #expect(log.names.suffix(2) == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        #expect(app.host.keyboardFrame == nil)
    }

    @Test func theKeyboardIsTallerByTheHomeIndicator() throws {
        let app = try ModalApp(device: try #require(DeviceProfile.named("iphone-15-pro")))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        app.root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(app.host.keyboardFrame?.height == 294)  // 260 + the 34-pt home indicator
    }

    // MARK: Visual effects (6.17)

    @Test func aVisualEffectViewsContentViewFillsItAndDirectSubviewsAreReported() throws {
        let app = try ModalApp()
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        app.root.view.addSubview(effect)
        effect.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        effect.layoutIfNeeded()
        #expect(effect.contentView.frame == effect.bounds)
        #expect((effect.effect as? UIBlurEffect)?.style == .systemMaterial)

        effect.contentView.addSubview(UILabel())
        #expect(app.host.problems.isEmpty)
        effect.addSubview(UILabel())
        #expect(app.host.problems.last?.contains("add subviews to its contentView instead") == true)
    }

    // MARK: Status bar (6.18)

    @Test func theDecidingControllerSetsTheStatusBarsStyleAndVisibility() throws {
        final class Styled: UIViewController {
            var hidden = false
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { hidden }
        }
        final class Container: UINavigationController {
            override var childForStatusBarStyle: UIViewController? { topViewController }
            override var childForStatusBarHidden: UIViewController? { topViewController }
        }
        let styled = Styled()
        let host = try ModalLaunch.host(root: Container(rootViewController: styled), device: .iPhone8)
        #expect(host.application.statusBarStyle == .lightContent)
        #expect(host.application.statusBarFrame.height == 20)
        styled.hidden = true
        styled.setNeedsStatusBarAppearanceUpdate()
        #expect(host.application.isStatusBarHidden)
        #expect(host.application.statusBarFrame == .zero)
    }

    // MARK: Bars (7.12)

    @Test func largeTitlesAddARowAndFollowTheDisplayModes() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(abs(root.view.safeAreaInsets.top - 116) < 1e-9)
        let title = try #require(navigation.navigationBar.subviews.first { $0.accessibilityLabel == "Inbox" })
        #expect(title.frame == CGRect(x: 16, y: 44, width: 343, height: 52))

        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)

        let deeper = UIViewController()  // automatic: inherits never from the item below
        navigation.pushViewController(deeper, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        deeper.navigationItem.largeTitleDisplayMode = .always
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func anAppearanceGivesTheBarItsBackgroundColour() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = try ModalLaunch.host(root: navigation, device: .iPhone8)
        #expect(navigation.navigationBar.backgroundColor == nil)

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigation.navigationBar.standardAppearance = appearance
        // docs/uikit-rules.md 7.67: a controller without a scroll view keeps the bar at its scroll edge, where a bar
        // without a scroll-edge appearance takes the standard one made transparent (iOS 15).
        #expect(navigation.navigationBar.backgroundColor == .clear)
        navigation.navigationBar.scrollEdgeAppearance = appearance
        #expect(navigation.navigationBar.backgroundColor == .systemIndigo)

        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        root.navigationItem.scrollEdgeAppearance = transparent
        #expect(navigation.navigationBar.backgroundColor == .clear)

        let tabs = UITabBar()
        tabs.barTintColor = .black
        #expect(tabs.backgroundColor == .black)
    }

    @Test func backButtonDisplayModesTitleTheBackButtonBack() throws {
        let root = UIViewController()
        root.title = "Settings"
        root.navigationItem.backButtonDisplayMode = .minimal
        let navigation = UINavigationController(rootViewController: root)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        navigation.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.subviews.contains { $0.accessibilityIdentifier == "back" && $0.accessibilityLabel == "Back" })
    }

    // MARK: Sharing (6.19)

    @Test func theShareSheetCopiesToThePasteboardAndReports() throws {
        let app = try ModalApp()
        var reported: [String] = []
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!],
                                             applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, _, _ in reported.append("\(type?.rawValue ?? "nil") \(completed)") }
        app.root.present(sheet, animated: true)
        app.host.runUntilIdle()
        #expect(sheet.presentationController?.presentationStyle == .formSheet)  // a popover adapts on iPhone (7.10)
        let copy = try #require(sheet.view.subviews.first { $0.accessibilityLabel == "Copy" })

        try tapCenter(of: copy, host: app.host)

        #expect(UIPasteboard.general.strings == ["Hello"])
        #expect(reported == ["com.apple.UIKit.activity.CopyToPasteboard true"])
        #expect(app.root.presentedViewController == nil)
    }

    @Test func applicationActivitiesAreOfferedAndCloseReportsNothingDone() throws {
        final class Archive: UIActivity {
            var performed = false
            override var activityType: UIActivity.ActivityType? { .init("archive") }
            override var activityTitle: String? { "Archive" }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
            override func perform() {
                performed = true
                activityDidFinish(true)
            }
        }
        let app = try ModalApp()
        var reported: [String] = []
        let archive = Archive()
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [archive])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        sheet.completionWithItemsHandler = { type, completed, _, _ in reported.append("\(type?.rawValue ?? "nil") \(completed)") }
        app.root.present(sheet, animated: false)
        app.host.runUntilIdle()
        #expect(sheet.view.subviews.compactMap(\.accessibilityLabel) == ["Close", "Archive"])

        try tapCenter(of: try #require(sheet.view.subviews.last), host: app.host)
        #expect(archive.performed)
        #expect(reported == ["archive true"])

        app.root.present(sheet, animated: false)
        app.host.runUntilIdle()
        try tapCenter(of: try #require(sheet.view.subviews.first), host: app.host)
        #expect(reported.last == "nil false")
    }

    // MARK: A screen written as real apps write them compiles and loads

    @Test func anEverydayScreenLoadsInANavigationController() throws {
        let screen = ProbeViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let host = try ModalLaunch.host(root: navigation, device: .iPhone8)
        host.runUntilIdle()
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(host.haptics == ["impact(medium)", "notification(success)", "selection"])
        #expect(screen.presentedViewController is UIActivityViewController)
        #expect(navigation.navigationBar.backgroundColor == .systemBackground)
    }
}
