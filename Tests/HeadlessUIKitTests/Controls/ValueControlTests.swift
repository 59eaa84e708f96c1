import Foundation
import Testing
@testable import HeadlessUIKit

/// Switch, slider, segmented control, stepper, page control, pickers (docs/uikit-rules.md 6.2).
@Suite @MainActor struct ValueControlTests {
    // docs/uikit-rules.md 6.2: a tap toggles a switch and sends valueChanged after the touch up; it is always 51×31.
    @Test func tapTogglesSwitchAndSendsValueChanged() throws {
        let app = try ViewTestApp()
        let toggle = app.show(UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200)))
        #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
        let recorder = ControlEventRecorder()
        recorder.watch(toggle)
        try app.tap(120, 115)
        #expect(toggle.isOn && toggle.accessibilityValue == "1")
        #expect(recorder.events == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        try app.host.send([TouchInput(id: 1, phase: .began, x: 120, y: 115)])
        try app.host.send([TouchInput(id: 1, phase: .ended, x: 120, y: 300)])
        #expect(toggle.isOn, "a touch up outside does not toggle")
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && recorder.events.filter { $0 == "valueChanged" }.count == 1, "setOn sends nothing")
    }

    /// A slider at window (20, 100, 231, 31): the thumb's centre runs from x 35.5 (value 0) to 235.5 (value 1).
    private func sliderScene(continuous: Bool = true) throws -> (ViewTestApp, UISlider, [Float]) {
        let app = try ViewTestApp()
        let slider = app.show(UISlider(frame: CGRect(x: 20, y: 100, width: 231, height: 31)))
        slider.isContinuous = continuous
        return (app, slider, [])
    }

    // docs/uikit-rules.md 6.2: the thumb follows the finger; x maps linearly to the value, clamped to the range.
    @Test func sliderValuesAlongADrag() throws {
        let (app, slider, _) = try sliderScene()
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        try app.touch(.began, 40.5, 115)      // 5 pt right of the thumb's centre: the grab offset
        try app.touch(.moved, 90.5, 115)      // centre 85.5
        try app.touch(.moved, 140.5, 115)     // centre 135.5
        try app.touch(.moved, 400, 115)       // beyond the end
        try app.touch(.moved, 10, 115)        // beyond the start
        try app.touch(.ended, 10, 115)
        #expect(values == [0.25, 0.5, 1, 0])
        #expect(slider.accessibilityValue == "0%")
    }

    // docs/uikit-rules.md 6.2: a slider that is not continuous sends one valueChanged, at the end.
    @Test func nonContinuousSliderSendsOnceAtTheEnd() throws {
        let (app, slider, _) = try sliderScene(continuous: false)
        slider.minimumValue = 0
        slider.maximumValue = 100
        let recorder = ControlEventRecorder()
        recorder.watch(slider)
        try app.touch(.began, 35.5, 115)
        try app.touch(.moved, 85.5, 115)
        try app.touch(.moved, 135.5, 115)
        #expect(slider.value == 50)
        try app.touch(.ended, 135.5, 115)
        // endTracking sends it, before the touch-up event.
        #expect(recorder.events == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged",
                                    "primaryActionTriggered", "touchUpInside"])
    }

    // docs/uikit-rules.md 6.2: a touch off the thumb (beyond its 10 pt slop) does not move the slider or send anything.
    @Test func touchOffTheThumbDoesNothing() throws {
        let (app, slider, _) = try sliderScene()
        let recorder = ControlEventRecorder()
        recorder.watch(slider)
        try app.touch(.began, 200, 115)
        try app.touch(.moved, 230, 115)
        try app.touch(.ended, 230, 115)
        #expect(slider.value == 0 && recorder.events == [] && !slider.isHighlighted)
    }

    /// Three segments "A", "B", "C" at window (0, 100, 300, 32): 100 pt each.
    private func segmentedScene() throws -> (ViewTestApp, UISegmentedControl, ControlEventRecorder) {
        let app = try ViewTestApp()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        app.show(control)
        let recorder = ControlEventRecorder()
        recorder.watch(control)
        return (app, control, recorder)
    }

    // docs/uikit-rules.md 6.2: a tap selects the segment under the finger and sends valueChanged; the same one again
    // sends no valueChanged.
    @Test func tapSelectsTheSegmentUnderTheFinger() throws {
        let (app, control, recorder) = try segmentedScene()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        try app.tap(150, 116)
        #expect(control.selectedSegmentIndex == 1 && control.accessibilityValue == "B")
        try app.tap(150, 116)
        try app.tap(299, 116)
        #expect(control.selectedSegmentIndex == 2)
        #expect(recorder.events.filter { $0 == "valueChanged" }.count == 2)
        control.setEnabled(false, forSegmentAt: 0)
        try app.tap(10, 116)
        #expect(control.selectedSegmentIndex == 2, "a disabled segment is not selected")
    }

    // docs/uikit-rules.md 6.2: momentary mode: the segment is selected while its actions run, then none is.
    @Test func momentarySegmentedControlSelectsOnlyDuringTheAction() throws {
        let (app, control, _) = try segmentedScene()
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        try app.tap(250, 116)
        try app.tap(250, 116)
        #expect(seen == [2, 2])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    // Bad input (issue 5): out-of-range segment indexes are reported no-ops; insertion indexes are pinned.
    @Test func outOfRangeSegmentIndexesAreReportedAndIgnored() throws {
        let (app, control, recorder) = try segmentedScene()
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 3
        control.selectedSegmentIndex = -2
        control.removeSegment(at: 7, animated: false)
        control.setTitle("X", forSegmentAt: -1)
        #expect(control.selectedSegmentIndex == 1 && control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: -3) == nil && control.titleForSegment(at: 3) == nil)
        #expect(app.host.problems.suffix(4) == [
            "UISegmentedControl: selectedSegmentIndex = 3 is out of range (it has 3 segments; valid: -1 (no segment) to 2); ignored",
            "UISegmentedControl: selectedSegmentIndex = -2 is out of range (it has 3 segments; valid: -1 (no segment) to 2); ignored",
            "UISegmentedControl: removeSegment(at: 7) is out of range (it has 3 segments; valid: 0 to 2); ignored",
            "UISegmentedControl: setTitle(_:forSegmentAt:)(at: -1) is out of range (it has 3 segments; valid: 0 to 2); ignored",
        ])
        control.insertSegment(withTitle: "D", at: 99, animated: false)
        control.insertSegment(withTitle: "Z", at: -5, animated: false)
        #expect((0..<5).map { control.titleForSegment(at: $0) } == ["Z", "A", "B", "C", "D"])
        #expect(control.selectedSegmentIndex == 2, "the selection follows its segment when one is inserted before it")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(recorder.events == [], "changes in code send nothing")
    }

    // docs/uikit-rules.md 6.2: stepper halves, limits and wrapping.
    @Test func stepperStepsByHalfStopsAtLimitsAndWraps() throws {
        let app = try ViewTestApp()
        let stepper = app.show(UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0)))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        try app.tap(120, 116)                 // minus at the minimum: nothing
        try app.tap(180, 116)
        try app.host.send([TouchInput(id: 1, phase: .began, x: 180, y: 116)])
        try app.host.send([TouchInput(id: 1, phase: .ended, x: 180, y: 116)])
        try app.tap(180, 116)                 // plus at the maximum: nothing
        stepper.wraps = true
        app.host.advance(by: 1)
        try app.tap(180, 116)                 // wraps to the minimum
        #expect(values == [1, 2, 0])
    }

    // docs/uikit-rules.md 6.2: a tap right of the current dot goes a page on, left of it a page back.
    @Test func pageControlTapsMoveOnePage() throws {
        let app = try ViewTestApp()
        let pages = app.show(UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 26)))
        pages.numberOfPages = 3                // dots centred at x 134, 150, 166
        var seen: [Int] = []
        pages.addAction(UIAction { _ in seen.append(pages.currentPage) }, for: .valueChanged)
        try app.tap(250, 110)
        app.host.advance(by: 1)
        try app.tap(250, 110)
        app.host.advance(by: 1)
        try app.tap(250, 110)                  // already on the last page
        app.host.advance(by: 1)
        try app.tap(20, 110)
        #expect(seen == [1, 2, 1])
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
    }

    // docs/uikit-rules.md 6.2: a picker's selection through its API, and by a tap on the row below the selected one.
    @Test func pickerSelectsThroughItsAPIAndByTap() throws {
        let app = try ViewTestApp()
        let source = ControlPickerSource()
        let picker = app.show(UIPickerView(frame: CGRect(x: 0, y: 100, width: 300, height: 216)))
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 3)
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4 && source.selected.isEmpty, "selectRow in code calls no delegate method")
        picker.selectRow(3, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(app.host.problems.last == "UIPickerView.selectRow(3, inComponent: 1): component 1 has 3 rows; ignored")
        // Centre line y 208; a row is 32 pt: y 240 is the row below in the left column (x < 150).
        try app.tap(75, 240)
        #expect(source.selected == ["0:5"] && picker.selectedRow(inComponent: 0) == 5)
        #expect(picker.selectedRow(inComponent: 7) == -1)
    }

    // docs/uikit-rules.md 6.2: a date picker's user selection clamps, rounds to the minute interval and sends valueChanged.
    @Test func datePickerSelectionClampsRoundsAndSendsValueChanged() throws {
        let app = try ViewTestApp()
        let picker = app.show(UIDatePicker(frame: .zero))
        picker.minuteInterval = 15
        picker.minimumDate = Date(timeIntervalSinceReferenceDate: 0)
        picker.maximumDate = Date(timeIntervalSinceReferenceDate: 86_400)
        picker.setDate(Date(timeIntervalSinceReferenceDate: 600), animated: false)
        var dates: [TimeInterval] = []
        picker.addAction(UIAction { _ in dates.append(picker.date.timeIntervalSinceReferenceDate) }, for: .valueChanged)
        picker.select(Date(timeIntervalSinceReferenceDate: 1000))   // rounds down to 900
        picker.select(Date(timeIntervalSinceReferenceDate: 999_999)) // clamps to the maximum
        picker.select(Date(timeIntervalSinceReferenceDate: 86_400))  // no change
        #expect(dates == [900, 86_400])
        #expect(picker.frame.height == 216)
    }
}

@MainActor final class ControlPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var selected: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 10 : 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component).\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append("\(component):\(row)") }
}
