import Foundation
import Testing
@testable import HeadlessUIKit

/// Text measured in the pixels of the screen a view is on (docs/uikit-rules.md 8.35), and what a storyboard button
/// configuration shows (11.163), on a fixture of our own (RealAppAudit15Fixtures).
@Suite @MainActor struct RealAppAudit15Tests {
    private let audit = RealAppAuditTests()

    /// One line of Inter (3,408 units of 2,816 per em, 19.23) at 15 pt, 17 pt and 22 pt bold is 18.15, 20.57 and
    /// 26.63 pt. Rounded up to the pixels of each screen, worked out by hand:
    /// - 1x: 18.15, 20.57, 26.63 px make 19, 21, 27 px: 19, 21, 27 pt;
    /// - 2x: 36.31, 41.15, 53.25 px make 37, 42, 54 px: 18.5, 21, 27 pt;
    /// - 3x: 54.46, 61.72, 79.88 px make 55, 62, 80 px: 55/3, 62/3, 80/3 pt.
    private static let lines: [CGFloat: (fifteen: CGFloat, seventeen: CGFloat, bold22: CGFloat)] = [
        // The system font's lines (19.28): 17.90, 20.29 and 26.25 pt, in each screen's pixels.
        1: (18, 21, 27), 2: (18, 20.5, 26.5), 3: (18, 61.0 / 3, 79.0 / 3),
    ]

    nonisolated static let devices: [DeviceProfile] = [.iPhone3GS, .iPhone8, DeviceProfile.named("iphone-15-pro")!]

    // docs/uikit-rules.md 8.35: each view in the column is as tall as its text in the screen's pixels (plus a
    // legacy button's 12 pt, a configuration's 7 + 7), and so starts 8 pt under the one above; a configuration
    // with only a 32-pt image is 46 tall everywhere. Before, every text height was rounded up to whole points: 21,
    // 19 and 27 on every screen.
    @Test(arguments: devices)
    func textIsAsTallAsItsLinesInTheScreensPixels(device: DeviceProfile) throws {
        let host = try audit.launch(RealAppAudit15Fixtures.libraryColumn, on: device)
        let line = try #require(Self.lines[device.scale])
        let heights: [(id: String, height: CGFloat)] = [
            ("Px1-Lb-001", line.seventeen), ("Px1-Lb-002", line.fifteen), ("Px1-Bt-001", line.fifteen + 12),
            ("Px1-Bt-002", line.bold22 + 14), ("Px1-Bt-003", 46), ("Px1-Bt-004", line.seventeen + 14),
        ]
        var top = device.safeAreaInsets(for: .portrait).top + 20
        for (id, height) in heights {
            let frame = try audit.view(id, in: host).frame
            #expect(ViewGeometry.snap(frame.minY) == ViewGeometry.snap(top), "\(id)'s top on \(device)")
            #expect(ViewGeometry.snap(frame.height) == ViewGeometry.snap(height), "\(id)'s height on \(device)")
            top += height + 8
        }
        #expect(LayoutAudit.brokenRequiredConstraints(in: host) == [])
    }

    // docs/uikit-rules.md 8.35: the scale is that of the screen the view is on (its window's), else the main
    // screen's; and the value is UIKit's double, 61/3, not a rounded decimal.
    @Test func aLabelIsMeasuredForTheScreenItIsOn() throws {
        let pro = try audit.launch(RealAppAudit15Fixtures.libraryColumn, on: try #require(DeviceProfile.named("iphone-15-pro")))
        let label = try #require(try audit.view("Px1-Lb-001", in: pro) as? UILabel)
        let small = try #require(try audit.view("Px1-Lb-002", in: pro) as? UILabel)
        let old = HeadlessHost(device: .iPhone3GS)  // now the current host: the main screen is 1x
        #expect(UIScreen.main.scale == 1)
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        #expect("\(label.intrinsicContentSize.height)" == "20.333333333333332")
        #expect("\(small.intrinsicContentSize.height)" == "18.0")
        let loose = UILabel()
        loose.text = "Reading list"
        #expect(loose.intrinsicContentSize.height == 21, "in no window: the main screen's 1x")
        withExtendedLifetime(old) {}
    }

    // docs/uikit-rules.md 11.163: a configuration button shows its configuration's title and image. With only an
    // image it has no title: the "Button" Xcode keeps in its normal state is not shown, and it is the image and the
    // insets, 32 + 12 + 12 by 32 + 7 + 7, as Xcode saves it. Before, it showed "Button" and no image (77.5 x 35).
    @Test func aConfigurationButtonShowsItsOwnTitleAndImage() throws {
        let host = try audit.launch(RealAppAudit15Fixtures.libraryColumn, on: .iPhone8)
        let imageOnly = try #require(try audit.view("Px1-Bt-003", in: host) as? UIButton)
        #expect(imageOnly.currentTitle == nil && imageOnly.titleLabel?.isHidden == true)
        #expect(imageOnly.currentImage?.size == CGSize(width: 32, height: 32))
        // At 2x it starts at 20 + 20 + 20.5 + 8 + 18 + 8 + 30 + 8 + 40.5 + 8 = 181.
        #expect(imageOnly.frame == CGRect(x: 20, y: 181, width: 56, height: 46))
        let titled = try #require(try audit.view("Px1-Bt-004", in: host) as? UIButton)
        #expect(titled.currentTitle == "Return" && titled.currentImage == nil)
        let legacy = try #require(try audit.view("Px1-Bt-001", in: host) as? UIButton)
        #expect(legacy.currentTitle == "Renew all")
    }
}
