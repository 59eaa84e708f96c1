import Foundation
import Testing
@testable import HeadlessUIKit

/// A view that records the trait changes it hears.
@MainActor
final class TraitRecordingView: UIView {
    var changes: [String] = []
    let name: String
    let log: EventRecorder

    init(_ name: String, log: EventRecorder) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("\(name).traitCollectionDidChange(\(previousTraitCollection?.userInterfaceStyle.name ?? "nil") → \(traitCollection.userInterfaceStyle.name))")
    }
}

@MainActor
final class TraitRecordingController: UIViewController {
    let log: EventRecorder
    init(log: EventRecorder) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("controller.traitCollectionDidChange(\(previousTraitCollection?.userInterfaceStyle.name ?? "nil") → \(traitCollection.userInterfaceStyle.name))")
    }
}

/// Trait collections and their changes (docs/uikit-rules.md 13).
@Suite @MainActor struct TraitTests {
    private func app(_ log: EventRecorder, device: DeviceProfile = .iPhone8) throws -> (HeadlessHost, TraitRecordingController) {
        let host = HeadlessHost(device: device)
        let controller = TraitRecordingController(log: log)
        let delegate = ViewTestAppDelegate()
        delegate.rootViewController = controller
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        return (host, controller)
    }

    // docs/uikit-rules.md 13.2, 13.6: the screen's traits on an iPhone 8 in portrait and landscape, and on an iPad.
    @Test func sizeClassesFollowTheDeviceAndOrientation() throws {
        let (host, controller) = try app(EventRecorder())
        let portrait = controller.traitCollection
        #expect(portrait.horizontalSizeClass == .compact)
        #expect(portrait.verticalSizeClass == .regular)
        #expect(portrait.userInterfaceIdiom == .phone)
        #expect(portrait.displayScale == 2)
        #expect(portrait.userInterfaceStyle == .light)
        #expect(portrait.preferredContentSizeCategory == .large)
        #expect(portrait.layoutDirection == .leftToRight)
        host.rotate(to: .landscapeLeft)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        let pad = HeadlessHost(device: .iPad)
        #expect(pad.screen.traitCollection.horizontalSizeClass == .regular)
        #expect(pad.screen.traitCollection.verticalSizeClass == .regular)
        #expect(pad.screen.traitCollection.userInterfaceIdiom == .pad)
    }

    // docs/uikit-rules.md 13.4: dark mode reaches every environment top down, a controller before its view; a
    // subtree that forces light hears nothing; a registration for another trait is not called.
    @Test func darkModeReachesEveryViewExceptThoseThatForceLight() throws {
        let log = EventRecorder()
        let (host, controller) = try app(log)
        let parent = TraitRecordingView("parent", log: log)
        let child = TraitRecordingView("child", log: log)
        let forced = TraitRecordingView("forced", log: log)
        let insideForced = TraitRecordingView("insideForced", log: log)
        controller.view.addSubview(parent)
        parent.addSubview(child)
        controller.view.addSubview(forced)
        forced.addSubview(insideForced)
        forced.overrideUserInterfaceStyle = .light
        var styleHandlerCalls: [String] = []
        var sizeHandlerCalls = 0
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            styleHandlerCalls.append("\(view.name): \(previous.userInterfaceStyle.name) → \(view.traitCollection.userInterfaceStyle.name)")
        }
        child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: TraitRecordingView, _: UITraitCollection) in
            sizeHandlerCalls += 1
        }
        log.clear()
        host.setTraits(userInterfaceStyle: .dark)
        #expect(log.events == [
            "controller.traitCollectionDidChange(light → dark)",
            "parent.traitCollectionDidChange(light → dark)",
            "child.traitCollectionDidChange(light → dark)",
        ])
        #expect(styleHandlerCalls == ["child: light → dark"])
        #expect(sizeHandlerCalls == 0)
        #expect(insideForced.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // Setting the same style again changes nothing.
        log.clear()
        host.setTraits(userInterfaceStyle: .dark)
        #expect(log.events.isEmpty)
    }

    // docs/uikit-rules.md 13.3: system and dynamic colours resolve per trait collection.
    @Test func dynamicColoursResolvePerTraits() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark).hexString == "#000000FF")
        #expect(UIColor.systemBackground.resolvedColor(with: light).hexString == "#FFFFFFFF")
        #expect(UIColor.label.resolvedColor(with: dark).hexString == "#FFFFFFFF")
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark).hexString == "#EBEBF599")
        #expect(UIColor.systemBlue.resolvedColor(with: dark).hexString == "#0A84FFFF")
        #expect(UIColor.systemBlue.hexString == "#007AFFFF", "a dynamic colour's own components are its light look")
        let custom = UIColor { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        #expect(custom.resolvedColor(with: dark) == .red)
        #expect(custom.resolvedColor(with: light) == .blue)
        #expect(custom.withAlphaComponent(0.5).resolvedColor(with: dark).hexString == "#FF000080")
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
    }

    // docs/uikit-rules.md 13.5: text styles follow the text size; views that adjust take the new size, others keep
    // theirs; UIFontMetrics scales a custom font by the style's factor.
    @Test func textStylesFollowTheTextSize() throws {
        let log = EventRecorder()
        let (host, controller) = try app(log)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 60)
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, scaled] { controller.view.addSubview(label) }
        var notifications: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { notifications.append(value?.name ?? "nil") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.setTraits(preferredContentSizeCategory: .extraLarge)
        #expect(adjusting.font.pointSize == 19)
        #expect(fixed.font.pointSize == 17)
        #expect(scaled.font.pointSize == 22, "20 × 19/17 = 22.35, rounded")
        #expect(notifications == ["extraLarge"])
        #expect(host.application.preferredContentSizeCategory == .extraLarge)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) == 19)
        host.setTraits(preferredContentSizeCategory: .large)
        #expect(scaled.font.pointSize == 20, "back to its own size")
    }

    // docs/uikit-rules.md 13.7, 11.103: right to left flips leading and trailing constraints.
    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let (host, controller) = try app(EventRecorder())
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 50, height: 50))
        host.setTraits(layoutDirection: .rightToLeft)
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 305, y: 100, width: 50, height: 50))
        #expect(box.traitCollection.layoutDirection == .rightToLeft)
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    // docs/uikit-rules.md 13.2, 11.103: an app that sets its own layout direction sees it in the screen's traits.
    @Test func theAppsOwnLayoutDirectionReachesTheTraits() throws {
        let (host, controller) = try app(EventRecorder())
        #expect(host.screen.traitCollection.layoutDirection == .leftToRight)
        host.application.userInterfaceLayoutDirection = .rightToLeft
        #expect(host.screen.traitCollection.layoutDirection == .rightToLeft)
        #expect(controller.view.traitCollection.layoutDirection == .rightToLeft)
    }

    // docs/uikit-rules.md 13.2: traits merge with later specified values winning; containsTraits ignores unspecified.
    @Test func traitCollectionsMergeAndCompare() {
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                    UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(horizontalSizeClass: .regular)])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(merged.containsTraits(in: UITraitCollection()))
        #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }
}
