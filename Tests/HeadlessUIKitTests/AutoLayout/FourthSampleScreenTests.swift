import Foundation
import Testing
@testable import HeadlessUIKit

/// Screens written the way the fourth sample of real UIKit files writes them (docs/uikit-rules.md 11.53, 11.55,
/// 11.65, 7.3): our own controllers in the same style, laid out on an iPhone 8 (375 x 667; landscape without a status
/// bar) and an iPhone 14 Pro (393 x 852; safe area 59 / 34 in portrait, 59 at the sides and 21 at the bottom in
/// landscape), portrait and landscape. Sizes do not depend on text metrics except the segmented control's
/// intrinsic height, which the expectations read.
@Suite @MainActor struct FourthSampleScreenTests {
    /// A settings-style example screen: a segmented control 20 pt under the safe area's top, 80% of the view's
    /// width and centred; under it a centred column of two 200 x 44 rows 10 pt apart, 20 pt from the sides; a
    /// centred 120 x 30 "clear" view; a 100-pt log box; and a box that fills down to 20 pt above the safe area's
    /// bottom.
    final class EnvironmentScreen: UIViewController {
        let segments = UISegmentedControl(items: ["Dev", "Test", "Staging", "Live"])
        let column = UIStackView()
        let rows = [UIView(), UIView()]
        let clear = UIView()
        let log = UITextView()
        let config = UITextView()

        override func viewDidLoad() {
            super.viewDidLoad()
            column.axis = .vertical
            column.spacing = 10
            column.alignment = .center
            for row in rows {
                row.widthAnchor.constraint(equalToConstant: 200).isActive = true
                row.heightAnchor.constraint(equalToConstant: 44).isActive = true
                column.addArrangedSubview(row)
            }
            for subview in [segments, column, clear, log, config] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                segments.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                segments.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                segments.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8),

                column.topAnchor.constraint(equalTo: segments.bottomAnchor, constant: 20),
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),

                clear.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 10),
                clear.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                clear.widthAnchor.constraint(equalToConstant: 120),
                clear.heightAnchor.constraint(equalToConstant: 30),

                log.topAnchor.constraint(equalTo: clear.bottomAnchor, constant: 10),
                log.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                log.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                log.heightAnchor.constraint(equalToConstant: 100),

                config.topAnchor.constraint(equalTo: log.bottomAnchor, constant: 10),
                config.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                config.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                config.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            ])
        }
    }

    /// A three-page onboarding pager: a paging scroll view over the whole view, a fill-equally row of pages pinned
    /// to it and as tall as it, each page as wide as the view was when it loaded, and a 50-pt page control 30 pt
    /// above the view's bottom.
    final class PagerScreen: UIViewController {
        let scrollView = UIScrollView()
        let row = UIStackView()
        let pages = [UIView(), UIView(), UIView()]
        let pageControl = UIPageControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.isPagingEnabled = true
            row.axis = .horizontal
            row.distribution = .fillEqually
            for view in [scrollView, row, pageControl] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(scrollView)
            scrollView.addSubview(row)
            for page in pages {
                row.addArrangedSubview(page)
                page.widthAnchor.constraint(equalToConstant: view.frame.size.width).isActive = true
            }
            pageControl.numberOfPages = pages.count
            view.addSubview(pageControl)
            NSLayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                row.topAnchor.constraint(equalTo: scrollView.topAnchor),
                row.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                row.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
                pageControl.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -30),
                pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                pageControl.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    private static let iPhone14Pro = DeviceProfile.named("iphone-14-pro")!

    /// Launches `screen` on `device`, turned to landscape when asked, and lays it out.
    private func show(_ screen: UIViewController, on device: DeviceProfile, landscape: Bool) throws -> ViewTestApp {
        let app = try ViewTestApp(device: device, rootViewController: screen)
        if landscape { _ = app.host.rotate(to: .landscapeLeft) }
        app.host.runUntilIdle()
        return app
    }

    /// The environment screen's frames for a view `width` wide whose safe area runs from `top` to `bottom`, with a
    /// segmented control `h` tall.
    private func expectEnvironment(_ screen: EnvironmentScreen, width: CGFloat, top: CGFloat, bottom: CGFloat,
                                   segmentsX: CGFloat, segmentsWidth: CGFloat) {
        let h = screen.segments.intrinsicContentSize.height
        // 80% of the width is not a whole number of points here: x and width to a billionth of a point.
        let segments = screen.segments.frame
        #expect(abs(segments.minX - segmentsX) < 1e-9 && abs(segments.width - segmentsWidth) < 1e-9)
        #expect(segments.minY == top + 20 && segments.height == h)
        #expect(screen.column.frame == CGRect(x: 20, y: top + 40 + h, width: width - 40, height: 98))
        #expect(screen.rows[0].frame == CGRect(x: (width - 240) / 2, y: 0, width: 200, height: 44))
        #expect(screen.rows[1].frame == CGRect(x: (width - 240) / 2, y: 54, width: 200, height: 44))
        #expect(screen.clear.frame == CGRect(x: (width - 120) / 2, y: top + 148 + h, width: 120, height: 30))
        #expect(screen.log.frame == CGRect(x: 20, y: top + 188 + h, width: width - 40, height: 100))
        #expect(screen.config.frame == CGRect(x: 20, y: top + 298 + h, width: width - 40, height: bottom - 20 - (top + 298 + h)))
    }

    // 11.53, 11.65: portrait iPhone 8: the safe area runs from the status bar (20) to the bottom (667).
    @Test func theEnvironmentScreenOnAnIPhone8InPortrait() throws {
        let screen = EnvironmentScreen()
        let app = try show(screen, on: .iPhone8, landscape: false)
        expectEnvironment(screen, width: 375, top: 20, bottom: 667, segmentsX: 37.5, segmentsWidth: 300)
        _ = app
    }

    // 11.53: landscape iPhone 8 hides the status bar: the safe area is the whole 667 x 375 view.
    @Test func theEnvironmentScreenOnAnIPhone8InLandscape() throws {
        let screen = EnvironmentScreen()
        let app = try show(screen, on: .iPhone8, landscape: true)
        expectEnvironment(screen, width: 667, top: 0, bottom: 375, segmentsX: 66.7, segmentsWidth: 533.6)
        _ = app
    }

    // 11.53: portrait iPhone 14 Pro: the safe area runs from under the Dynamic Island (59) to above the home
    // indicator (818).
    @Test func theEnvironmentScreenOnAnIPhone14ProInPortrait() throws {
        let screen = EnvironmentScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: false)
        expectEnvironment(screen, width: 393, top: 59, bottom: 818, segmentsX: 39.3, segmentsWidth: 314.4)
        _ = app
    }

    // 11.53: landscape iPhone 14 Pro: the view's edges (not the safe area's sides) place the boxes; the bottom box
    // stops 20 pt above the 21-pt home indicator.
    @Test func theEnvironmentScreenOnAnIPhone14ProInLandscape() throws {
        let screen = EnvironmentScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: true)
        expectEnvironment(screen, width: 852, top: 0, bottom: 372, segmentsX: 85.2, segmentsWidth: 681.6)
        _ = app
    }

    /// The pager's frames for a view `size` big whose pages are `page` wide.
    private func expectPager(_ screen: PagerScreen, size: CGSize, page: CGFloat) {
        let dots = screen.pageControl.intrinsicContentSize.width
        #expect(screen.scrollView.frame == CGRect(origin: .zero, size: size))
        #expect(screen.row.frame == CGRect(x: 0, y: 0, width: 3 * page, height: size.height))
        #expect(screen.pages.map(\.frame) == (0..<3).map { CGRect(x: CGFloat($0) * page, y: 0, width: page, height: size.height) })
        #expect(screen.scrollView.contentSize == CGSize(width: 3 * page, height: size.height))
        #expect(screen.pageControl.frame == CGRect(x: (size.width - dots) / 2, y: size.height - 80, width: dots, height: 50))
    }

    // 11.55, 11.65: the pages keep the width the view had when it loaded; the row makes the content size.
    @Test func thePagerOnAnIPhone8InPortrait() throws {
        let screen = PagerScreen()
        let app = try show(screen, on: .iPhone8, landscape: false)
        expectPager(screen, size: CGSize(width: 375, height: 667), page: 375)
        _ = app
    }

    // 11.55: turned, the pages stay 375 wide (a constant) while the scroll view and the row's height follow the view.
    @Test func thePagerOnAnIPhone8InLandscape() throws {
        let screen = PagerScreen()
        let app = try show(screen, on: .iPhone8, landscape: true)
        expectPager(screen, size: CGSize(width: 667, height: 375), page: 375)
        _ = app
    }

    @Test func thePagerOnAnIPhone14ProInPortrait() throws {
        let screen = PagerScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: false)
        expectPager(screen, size: CGSize(width: 393, height: 852), page: 393)
        _ = app
    }

    @Test func thePagerOnAnIPhone14ProInLandscape() throws {
        let screen = PagerScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: true)
        expectPager(screen, size: CGSize(width: 852, height: 393), page: 393)
        _ = app
    }
}
