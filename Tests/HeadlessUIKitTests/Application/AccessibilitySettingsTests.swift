import Foundation
import Testing
@testable import HeadlessUIKit

/// `UIAccessibility`'s settings on a host (docs/uikit-rules.md 6.74): the fifth sample skips animations when reduce
/// motion is on.
@Suite @MainActor struct AccessibilitySettingsTests {
    // 6.74: a new host has every setting off; turning one on posts its status notification once.
    @Test func settingsStartOffAndAChangeIsPosted() throws {
        let host = HeadlessHost(device: .iPhone8)
        host.makeCurrent()
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isBoldTextEnabled && UIAccessibility.isVideoAutoplayEnabled)
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.setAccessibilitySetting(.reduceMotion, true)
        host.setAccessibilitySetting(.reduceMotion, true)
        #expect(UIAccessibility.isReduceMotionEnabled && posted.value == 1)
        host.setAccessibilitySetting(.reduceMotion, false)
        #expect(!UIAccessibility.isReduceMotionEnabled && posted.value == 2)
    }

    // 6.74: settings belong to their host: another host starts with them off.
    @Test func eachHostHasItsOwnSettings() throws {
        let first = HeadlessHost(device: .iPhone8)
        first.setAccessibilitySetting(.boldText, true)
        let second = HeadlessHost(device: .iPhone8)
        second.makeCurrent()
        #expect(!UIAccessibility.isBoldTextEnabled)
        first.makeCurrent()
        #expect(UIAccessibility.isBoldTextEnabled)
    }

    // 6.74: announcements are recorded in order with their arguments.
    @Test func announcementsAreRecorded() throws {
        let host = HeadlessHost(device: .iPhone8)
        host.makeCurrent()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .layoutChanged])
        #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
    }
}
