import Foundation
import Testing
@testable import HeadlessUIKit

/// A date picker's styles and the sizes they give it (docs/uikit-rules.md 11.222-11.225). Before, `.automatic` was
/// wheels in every mode and compact and inline pickers had no intrinsic size (0 × 0 when pinned by one corner).
@Suite @MainActor struct DatePickerStyleTests {
    /// 2026-01-01 10:30 UTC, shown in en_US_POSIX as "Jan 1, 2026" and "10:30 AM".
    private let newYear = Date(timeIntervalSince1970: 1_767_263_400)
    private let font = UIFont.systemFont(ofSize: 17)

    private func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePicker.Style) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US_POSIX")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = newYear
        return picker
    }

    // 11.222: `.automatic` is compact for a date, a time or both, and wheels for a count-down timer, which compact
    // and inline cannot show; `datePickerStyle` is never `.automatic`.
    @Test func automaticIsCompactButWheelsForACountDown() {
        _ = HeadlessHost(device: .iPhone8)
        for mode in [UIDatePicker.Mode.date, .time, .dateAndTime] {
            #expect(picker(mode, .automatic).datePickerStyle == .compact)
        }
        #expect(picker(.countDownTimer, .automatic).datePickerStyle == .wheels)
        #expect(picker(.countDownTimer, .inline).datePickerStyle == .wheels)
        #expect(picker(.date, .wheels).datePickerStyle == .wheels)
        #expect(picker(.date, .inline).datePickerStyle == .inline)
    }

    // 11.223: a compact date is its text (92.78 pt at 17 pt, 93 at 2x; 20.5 tall) padded 12 pt a side and 7 above and
    // below: 117 × 34.5; a time "10:30 AM" (76.04, 76.5) is 100.5 × 34.5; both are the two with 6 pt between: 223.5.
    @Test func compactIsItsCapsulesText() {
        _ = HeadlessHost(device: .iPhone8)
        #expect(font.boundingSize(of: "Jan 1, 2026", scale: 2) == CGSize(width: 93, height: 20.5))
        #expect(picker(.date, .compact).intrinsicContentSize == CGSize(width: 117, height: 34.5))
        #expect(picker(.time, .compact).intrinsicContentSize == CGSize(width: 100.5, height: 34.5))
        #expect(picker(.dateAndTime, .compact).intrinsicContentSize == CGSize(width: 223.5, height: 34.5))
    }

    // 11.223: the capsule follows the date shown: "Nov 27, 2026" is wider than "Jan 1, 2026".
    @Test func aCompactPickersWidthFollowsItsDate() {
        _ = HeadlessHost(device: .iPhone8)
        let picker = picker(.date, .compact)
        picker.date = Date(timeIntervalSince1970: 1_795_737_600)  // 2026-11-27 00:00 UTC
        let text = font.boundingSize(of: "Nov 27, 2026", scale: 2)
        #expect(picker.intrinsicContentSize == CGSize(width: text.width + 24, height: 34.5))
    }

    // 11.224: an inline date picker is a calendar, a 44-pt header over six weeks of days a seventh of its width
    // square: 320 wide by 44 + 274.29 (318.5 at 2x); with the time, 44 more (362.5); an inline time is its capsule.
    @Test func inlineIsACalendarAsTallAsItsWidthMakesIt() {
        _ = HeadlessHost(device: .iPhone8)
        #expect(picker(.date, .inline).intrinsicContentSize == CGSize(width: 320, height: 318.5))
        #expect(picker(.dateAndTime, .inline).intrinsicContentSize == CGSize(width: 320, height: 362.5))
        #expect(picker(.time, .inline).intrinsicContentSize == CGSize(width: 100.5, height: 34.5))
        #expect(picker(.date, .inline).sizeThatFits(CGSize(width: 350, height: 0)) == CGSize(width: 350, height: 344))
    }

    // 11.224: pinned at its sides 20 pt in from a 375-pt screen, an inline calendar is 335 wide and
    // 44 + 6 × 335 / 7 = 331.14 (331.5) tall, and a view pinned under it follows; a compact picker pinned by its
    // top left corner is its capsule.
    @Test func constraintsLayAnInlineCalendarOutAtItsWidth() throws {
        let app = try ViewTestApp()
        let inline = picker(.date, .inline), compact = picker(.date, .compact), below = UIView()
        for view in [inline, compact, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            app.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            inline.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            inline.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor, constant: -20),
            inline.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 40),
            below.topAnchor.constraint(equalTo: inline.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
            compact.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            compact.topAnchor.constraint(equalTo: below.bottomAnchor, constant: 8),
        ])
        app.host.runUntilIdle()
        #expect(inline.frame == CGRect(x: 20, y: 40, width: 335, height: 331.5))
        #expect(below.frame.minY == 379.5 as CGFloat)
        #expect(compact.frame == CGRect(x: 20, y: 397.5, width: 117, height: 34.5))
    }

    // 11.222, 11.223: a new style or mode changes the size the engine gives the picker.
    @Test func aNewStyleResizesThePicker() throws {
        let app = try ViewTestApp()
        let picker = picker(.date, .compact)
        picker.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            picker.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 40),
        ])
        app.host.runUntilIdle()
        #expect(picker.frame.size == CGSize(width: 117, height: 34.5))
        picker.datePickerMode = .time
        app.host.runUntilIdle()
        #expect(picker.frame.size == CGSize(width: 100.5, height: 34.5))
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        app.host.runUntilIdle()
        #expect(picker.frame.size == CGSize(width: 320, height: 318.5))
    }

    /// A date picker in date mode without a style, pinned 20 pt under the top at its sides, and a view 8 pt under it.
    private func unstyled(toolsVersion: String) -> String {
        RealAppAuditFixtures.document("""
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Dq1-Sc-001">
                    <objects>
                        <viewController id="Dq1-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dq1-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="Dq1-Dp-001">
                                        <rect key="frame" x="16" y="20" width="343" height="216"/>
                                    </datePicker>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dq1-Vw-001">
                                        <rect key="frame" x="16" y="244" width="343" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Dq1-Vh-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Dq1-Dp-001" firstAttribute="top" secondItem="Dq1-Rt-001" secondAttribute="top" constant="20" id="Dq1-Pt-001"/>
                                    <constraint firstItem="Dq1-Dp-001" firstAttribute="leading" secondItem="Dq1-Rt-001" secondAttribute="leading" constant="16" id="Dq1-Pl-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Dq1-Dp-001" secondAttribute="trailing" constant="16" id="Dq1-Pr-001"/>
                                    <constraint firstItem="Dq1-Vw-001" firstAttribute="top" secondItem="Dq1-Dp-001" secondAttribute="bottom" constant="8" id="Dq1-Vt-001"/>
                                    <constraint firstItem="Dq1-Vw-001" firstAttribute="leading" secondItem="Dq1-Dp-001" secondAttribute="leading" id="Dq1-Vl-001"/>
                                    <constraint firstItem="Dq1-Vw-001" firstAttribute="trailing" secondItem="Dq1-Dp-001" secondAttribute="trailing" id="Dq1-Vr-001"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Dq1-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            """, initial: "Dq1-Vc-001", toolsVersion: toolsVersion)
    }

    // 11.222: a file saved by Xcode 11 (tools version 16096) was laid out with wheels: its unstyled picker is wheels,
    // 216 tall, as the file saves it; one saved by Xcode 12 or later (17701) is compact, as iOS 14 shows it: 34.5 tall.
    @Test func anUnstyledStoryboardPickerIsWheelsBeforeXcode12AndCompactAfter() throws {
        let audit = RealAppAuditTests()
        let old = try audit.launch(unstyled(toolsVersion: "16096"), on: .iPhone8)
        let oldPicker = try #require(try audit.view("Dq1-Dp-001", in: old) as? UIDatePicker)
        #expect(oldPicker.preferredDatePickerStyle == .automatic)
        #expect(oldPicker.datePickerStyle == .wheels)
        #expect(oldPicker.frame == CGRect(x: 16, y: 20, width: 343, height: 216))
        #expect(try audit.view("Dq1-Vw-001", in: old).frame.minY == 244 as CGFloat)
        let new = try audit.launch(unstyled(toolsVersion: "17701"), on: .iPhone8)
        let newPicker = try #require(try audit.view("Dq1-Dp-001", in: new) as? UIDatePicker)
        #expect(newPicker.datePickerStyle == .compact)
        #expect(newPicker.frame.height == 34.5 as CGFloat)
        #expect(LayoutAudit.brokenRequiredConstraints(in: new) == [])
    }
}
