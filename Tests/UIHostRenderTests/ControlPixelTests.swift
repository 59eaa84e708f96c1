import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Labels, text fields and controls in the iOS look (docs/uikit-rules.md 19.4, 19.5), against goldens at @2x.
@MainActor
@Suite struct ControlPixelTests {
    func canvas(_ width: CGFloat, _ height: CGFloat, _ views: [UIView]) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        views.forEach(view.addSubview)
        return view
    }

    func label(_ text: String, _ frame: CGRect, _ alignment: NSTextAlignment = .left, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textAlignment = alignment
        label.numberOfLines = lines
        return label
    }

    @Test func labelsAlignWrapAndTruncate() throws {
        // The labels are in no window: their text is measured for the main screen (docs/uikit-rules.md 8.35), an
        // iPhone 8's (2x), the scale the picture is drawn at.
        _ = HeadlessHost(device: .iPhone8)
        let root = canvas(160, 134, [
            label("Left", CGRect(x: 4, y: 2, width: 152, height: 22)),
            label("Centre", CGRect(x: 4, y: 24, width: 152, height: 22), .center),
            label("Right", CGRect(x: 4, y: 46, width: 152, height: 22), .right),
            label("A label far too long for one line", CGRect(x: 4, y: 68, width: 152, height: 22)),
            label("Two lines of text that wrap at words", CGRect(x: 4, y: 90, width: 152, height: 42), lines: 2),
        ])
        // Ink on the left of the first row, on the right of the third, none where the left text is not.
        let picture = try Renderer().picture(of: root, scale: 2)
        let row1 = (0..<320).map { Golden.pixel(picture, $0, 26)[0] }
        let row3 = (0..<320).map { Golden.pixel(picture, $0, 114)[0] }
        #expect(row1.prefix(60).contains { $0 < 100 } && !row1.suffix(200).contains { $0 < 250 })
        #expect(row3.suffix(60).contains { $0 < 100 } && !row3.prefix(200).contains { $0 < 250 })
        try Golden.check(root, "labels")
    }

    @Test func switchesSlidersProgressAndSegments() throws {
        let on = UISwitch(frame: CGRect(x: 4, y: 4, width: 51, height: 31))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 64, y: 4, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 4, y: 40, width: 150, height: 30))
        slider.value = 0.25
        let progress = UIProgressView(frame: CGRect(x: 4, y: 78, width: 150, height: 4))
        progress.progress = 0.5
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 4, y: 90, width: 150, height: 32)
        segments.selectedSegmentIndex = 1
        let root = canvas(160, 126, [on, off, slider, progress, segments])
        let picture = try Renderer().picture(of: root, scale: 2)
        Golden.expectPixels(picture, [(20, 40, [52, 199, 89, 255]), (224, 40, [233, 233, 234, 255])])
        // The slider's track: the tint before the knob (at a quarter), grey after.
        Golden.expectPixels(picture, [(40, 110, [0, 122, 255, 255])])
        #expect(Golden.pixel(picture, 290, 110)[0] < 240)
        Golden.expectPixels(picture, [(60, 160, [0, 122, 255, 255])])
        try Golden.check(root, "controls")
    }

    @Test func textFieldsShowTextOrPlaceholderAndStepperPageControlAndIndicator() throws {
        let filled = UITextField(frame: CGRect(x: 4, y: 4, width: 150, height: 34))
        filled.borderStyle = .roundedRect
        filled.text = "Typed"
        let empty = UITextField(frame: CGRect(x: 4, y: 42, width: 150, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Placeholder"
        let stepper = UIStepper(frame: CGRect(x: 4, y: 80, width: 94, height: 32))
        let pages = UIPageControl(frame: CGRect(x: 100, y: 80, width: 56, height: 32))
        pages.numberOfPages = 3
        pages.currentPage = 1
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 4, y: 116, width: 20, height: 20))
        spinner.startAnimating()
        let root = canvas(160, 140, [filled, empty, stepper, pages, spinner])
        try Golden.check(root, "fields-stepper")
    }

    @Test func aNavigationBarWithItsTitleAndATableWithSeparatorsAndAccessories() throws {
        let host = HeadlessHost(device: .iPhone8)
        let delegate = ListAppDelegate()
        try host.launch(delegate: delegate)
        host.runUntilIdle()
        // The top 150 pt of the screen: the bar under the status bar's place, three rows and their separators.
        let screen = try Renderer().picture(ofScreen: host.screen.bounds, windows: host.windows, scale: 2)
        #expect(screen.width == 750)
        let window = try #require(delegate.window)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 150))
        top.clipsToBounds = true
        window.addSubview(top)
        window.rootViewController?.view.removeFromSuperview()
        top.addSubview(window.rootViewController!.view)
        try Golden.check(top, "navigation-table", scale: 1)
    }
}

@MainActor
final class ListAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ListController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
final class ListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Apple", "Banana", "Cherry"][indexPath.row]
        cell.accessoryType = [.disclosureIndicator, .checkmark, .none][indexPath.row]
        return cell
    }
}
