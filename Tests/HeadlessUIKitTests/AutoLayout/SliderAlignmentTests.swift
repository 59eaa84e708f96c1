import Foundation
import Testing
@testable import HeadlessUIKit

/// A slider's alignment rectangle: its frame less 2 pt on each side and 1 pt at the bottom (docs/uikit-rules.md
/// 11.182), so Auto Layout lines up its track where Xcode saves it.
@Suite @MainActor struct SliderAlignmentTests {
    // 11.182: pinned 16 pt from both sides of an iPhone 8's 375-pt view, with no height of its own, a slider's frame
    // is 14 pt in, 347 wide and 31 high (its intrinsic height, 30, is the alignment rectangle's).
    @Test func aSliderPinnedToBothSidesOverhangsEachBy2Points() throws {
        let app = try ViewTestApp()
        let slider = UISlider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 16),
            app.rootView.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 16),
            slider.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 30))
        #expect(slider.frame == CGRect(x: 14, y: 100, width: 347, height: 31))
        #expect(slider.constraints.allSatisfy { $0.holds() != false })
    }

    // 11.182: in a filling vertical stack 374 pt wide with 10-pt spacing, a slider held 60 pt high is framed at
    // x = -2, 378 wide and 61 high, and the next row starts 10 pt below its track, as a real Xcode 15 file saves
    // its two sliders.
    @Test func aSliderInAStackIsFramedAroundItsTrack() throws {
        let app = try ViewTestApp()
        let row = UIView()
        row.heightAnchor.constraint(equalToConstant: 21).isActive = true
        let slider = UISlider()
        slider.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let next = UIView()
        next.heightAnchor.constraint(equalToConstant: 21).isActive = true
        let stack = UIStackView(arrangedSubviews: [row, slider, next])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 0.5),
            stack.widthAnchor.constraint(equalToConstant: 374),
            stack.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        #expect(slider.frame == CGRect(x: -2, y: 31, width: 378, height: 61))
        #expect(next.frame == CGRect(x: 0, y: 101, width: 374, height: 21))
        #expect(stack.frame.height == 122)
    }
}
