import Foundation
import Testing
@testable import HeadlessUIKit

/// Screens written the way the fifth sample of real UIKit files writes them (docs/uikit-rules.md 11.53, 11.55, 11.65,
/// 11.69, 6.77): our own controllers in the same style, laid out on an iPhone 8 (375 x 667; landscape without a status
/// bar) and an iPhone 14 Pro (393 x 852; safe area 59 / 34 in portrait, 59 at the sides and 21 at the bottom in
/// landscape), portrait and landscape. Where a size comes from text (a text field's or a label's height, a page
/// control's), the expectations read the view's intrinsic size; every position is worked out from the constraints.
@Suite @MainActor struct FifthSampleScreenTests {
    /// A relay settings form: four rounded-rect fields and a Save button in a vertical stack 12 pt apart, 16 pt from
    /// the view's sides and 16 pt under the safe area's top (no bottom constraint: the stack is as tall as its rows).
    final class FormScreen: UIViewController {
        let fields = (0..<4).map { _ in UITextField() }
        let save = UIButton(type: .system)
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for (field, placeholder) in zip(fields, ["Secret", "Rate", "Burst", "Cap"]) {
                field.borderStyle = .roundedRect
                field.placeholder = placeholder
                stack.addArrangedSubview(field)
            }
            save.setTitle("Save", for: .normal)
            stack.addArrangedSubview(save)
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            ])
        }
    }

    /// A walkthrough footer: a centred vertical stack 54 pt above the view's bottom, 24 pt from its sides, holding a
    /// page control, a 52-pt button stretched across the stack, and a row of two labels 2 pt apart; 40 pt of custom
    /// spacing after the page control and 26 after the button.
    final class WalkthroughScreen: UIViewController {
        let pageControl = UIPageControl()
        let button = UIButton(type: .system)
        let question = UILabel()
        let signIn = UILabel()
        let labels = UIStackView()
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            pageControl.numberOfPages = 3
            button.setTitle("Get started", for: .normal)
            question.text = "Have an account?"
            signIn.text = "Sign in"
            labels.addArrangedSubview(question)
            labels.addArrangedSubview(signIn)
            labels.setCustomSpacing(2, after: question)
            stack.axis = .vertical
            stack.alignment = .center
            stack.addArrangedSubview(pageControl)
            stack.addArrangedSubview(button)
            stack.addArrangedSubview(labels)
            stack.setCustomSpacing(40, after: pageControl)
            stack.setCustomSpacing(26, after: button)
            for view in [stack, button, labels] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -54),
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                button.heightAnchor.constraint(equalToConstant: 52),
                button.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
                button.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            ])
        }
    }

    /// A component demo: a 220-pt preview band under the safe area's top with a panel 16 pt inside it, a 1-pt
    /// divider under the band, and under that a scroll view to the view's bottom holding a vertical settings stack
    /// as wide as the scroll view: a header band (a label 4 pt from its top and bottom, 12 pt from its sides), then
    /// two 52-pt rows each with a label and a switch 16 pt from the trailing edge, with 0.5-pt dividers after each.
    final class DemoScreen: UIViewController {
        let band = UIView()
        let panel = UIView()
        let divider = UIView()
        let scrollView = UIScrollView()
        let settings = UIStackView()
        let header = UIView()
        let headerLabel = UILabel()
        let rows = [UIView(), UIView()]
        let switches = [UISwitch(), UISwitch()]
        let rowLabels = [UILabel(), UILabel()]
        var lines: [UIView] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in [band, panel, divider, scrollView, settings, header, headerLabel] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            band.addSubview(panel)
            view.addSubview(band)
            view.addSubview(divider)
            view.addSubview(scrollView)
            scrollView.addSubview(settings)
            settings.axis = .vertical
            headerLabel.text = "APPEARANCE"
            header.addSubview(headerLabel)
            settings.addArrangedSubview(header)
            addLine()
            var constraints = [
                band.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                band.heightAnchor.constraint(equalToConstant: 220),
                panel.topAnchor.constraint(equalTo: band.topAnchor, constant: 16),
                panel.leadingAnchor.constraint(equalTo: band.leadingAnchor, constant: 16),
                panel.trailingAnchor.constraint(equalTo: band.trailingAnchor, constant: -16),
                panel.bottomAnchor.constraint(equalTo: band.bottomAnchor, constant: -16),
                divider.topAnchor.constraint(equalTo: band.bottomAnchor),
                divider.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                divider.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                divider.heightAnchor.constraint(equalToConstant: 1),
                scrollView.topAnchor.constraint(equalTo: divider.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                settings.topAnchor.constraint(equalTo: scrollView.topAnchor),
                settings.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                settings.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                settings.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                settings.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                headerLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 4),
                headerLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -4),
                headerLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 12),
                headerLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -12),
            ]
            for (index, row) in rows.enumerated() {
                let label = rowLabels[index]
                let control = switches[index]
                label.text = index == 0 ? "Enabled" : "Loading"
                for view in [row, label, control] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
                row.addSubview(label)
                row.addSubview(control)
                constraints += [
                    row.heightAnchor.constraint(equalToConstant: 52),
                    label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: control.leadingAnchor, constant: -8),
                    control.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    control.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                ]
                settings.addArrangedSubview(row)
                addLine()
            }
            NSLayoutConstraint.activate(constraints)
        }

        private func addLine() {
            let line = UIView()
            line.translatesAutoresizingMaskIntoConstraints = false
            line.heightAnchor.constraint(equalToConstant: 0.5).isActive = true
            lines.append(line)
            settings.addArrangedSubview(line)
        }
    }

    private static let iPhone14Pro = DeviceProfile.named("iphone-14-pro")!

    /// Frames whose edges are sums of fractional sizes (text heights, the 59-pt inset) match to a billionth of a
    /// point: the solver's sums and ours may round the last bit differently (frames are not rounded, 11.89).
    private func expectClose(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(actual.minX - expected.minX) < 1e-9 && abs(actual.minY - expected.minY) < 1e-9
            && abs(actual.width - expected.width) < 1e-9 && abs(actual.height - expected.height) < 1e-9
        #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    /// Launches `screen` on `device`, turned to landscape when asked, and lays it out.
    private func show(_ screen: UIViewController, on device: DeviceProfile, landscape: Bool) throws -> ViewTestApp {
        let app = try ViewTestApp(device: device, rootViewController: screen)
        if landscape { _ = app.host.rotate(to: .landscapeLeft) }
        app.host.runUntilIdle()
        return app
    }

    // MARK: The form

    /// The form's frames in a view `width` wide whose safe area starts at `top`.
    private func expectForm(_ screen: FormScreen, width: CGFloat, top: CGFloat) {
        let field = screen.fields[0].intrinsicContentSize.height
        let button = screen.save.intrinsicContentSize.height
        #expect(field > 0 && button > 0)
        expectClose(screen.stack.frame, CGRect(x: 16, y: top + 16, width: width - 32, height: 4 * field + button + 48))
        for (index, view) in screen.fields.enumerated() {
            #expect(view.frame == CGRect(x: 0, y: CGFloat(index) * (field + 12), width: width - 32, height: field))
        }
        #expect(screen.save.frame == CGRect(x: 0, y: 4 * (field + 12), width: width - 32, height: button))
    }

    // 11.53, 11.65, 6.77: the stack follows the status bar in portrait and the view's sides, not the safe area's.
    @Test func theFormOnAnIPhone8InPortrait() throws {
        let screen = FormScreen()
        let app = try show(screen, on: .iPhone8, landscape: false)
        expectForm(screen, width: 375, top: 20)
        _ = app
    }

    @Test func theFormOnAnIPhone8InLandscape() throws {
        let screen = FormScreen()
        let app = try show(screen, on: .iPhone8, landscape: true)
        expectForm(screen, width: 667, top: 0)
        _ = app
    }

    @Test func theFormOnAnIPhone14ProInPortrait() throws {
        let screen = FormScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: false)
        expectForm(screen, width: 393, top: 59)
        _ = app
    }

    // 11.53: in landscape the fields run under the sensor housing's side inset: they are pinned to the view.
    @Test func theFormOnAnIPhone14ProInLandscape() throws {
        let screen = FormScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: true)
        expectForm(screen, width: 852, top: 0)
        _ = app
    }

    // MARK: The walkthrough footer

    /// The footer's frames in a view `size` big.
    private func expectWalkthrough(_ screen: WalkthroughScreen, size: CGSize) {
        let dots = screen.pageControl.intrinsicContentSize
        let question = screen.question.intrinsicContentSize
        let signIn = screen.signIn.intrinsicContentSize
        let row = CGSize(width: question.width + 2 + signIn.width, height: max(question.height, signIn.height))
        let width = size.width - 48
        let height = dots.height + 40 + 52 + 26 + row.height
        expectClose(screen.stack.frame, CGRect(x: 24, y: size.height - 54 - height, width: width, height: height))
        #expect(screen.pageControl.frame == CGRect(x: (width - dots.width) / 2, y: 0, width: dots.width, height: dots.height))
        #expect(screen.button.frame == CGRect(x: 0, y: dots.height + 40, width: width, height: 52))
        #expect(screen.labels.frame == CGRect(x: (width - row.width) / 2, y: dots.height + 118, width: row.width,
                                              height: row.height))
        #expect(screen.signIn.frame.minX == question.width + 2)
    }

    // 11.69 (custom spacing), 11.65: the stack hangs 54 pt above the view's bottom, whatever the safe area.
    @Test func theWalkthroughOnAnIPhone8InPortrait() throws {
        let screen = WalkthroughScreen()
        let app = try show(screen, on: .iPhone8, landscape: false)
        expectWalkthrough(screen, size: CGSize(width: 375, height: 667))
        _ = app
    }

    @Test func theWalkthroughOnAnIPhone8InLandscape() throws {
        let screen = WalkthroughScreen()
        let app = try show(screen, on: .iPhone8, landscape: true)
        expectWalkthrough(screen, size: CGSize(width: 667, height: 375))
        _ = app
    }

    @Test func theWalkthroughOnAnIPhone14ProInPortrait() throws {
        let screen = WalkthroughScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: false)
        expectWalkthrough(screen, size: CGSize(width: 393, height: 852))
        _ = app
    }

    @Test func theWalkthroughOnAnIPhone14ProInLandscape() throws {
        let screen = WalkthroughScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: true)
        expectWalkthrough(screen, size: CGSize(width: 852, height: 393))
        _ = app
    }

    // MARK: The component demo

    /// The demo's frames in a view `size` big whose safe area starts at `top`.
    private func expectDemo(_ screen: DemoScreen, size: CGSize, top: CGFloat) {
        let label = screen.headerLabel.intrinsicContentSize.height
        let header = label + 8
        let content = header + 0.5 + 52 + 0.5 + 52 + 0.5
        #expect(screen.band.frame == CGRect(x: 0, y: top, width: size.width, height: 220))
        #expect(screen.panel.frame == CGRect(x: 16, y: 16, width: size.width - 32, height: 188))
        #expect(screen.divider.frame == CGRect(x: 0, y: top + 220, width: size.width, height: 1))
        #expect(screen.scrollView.frame == CGRect(x: 0, y: top + 221, width: size.width, height: size.height - top - 221))
        let contentSize = screen.scrollView.contentSize
        #expect(contentSize.width == size.width && abs(contentSize.height - content) < 1e-9)
        expectClose(screen.settings.frame, CGRect(x: 0, y: 0, width: size.width, height: content))
        expectClose(screen.header.frame, CGRect(x: 0, y: 0, width: size.width, height: header))
        expectClose(screen.headerLabel.frame, CGRect(x: 12, y: 4, width: size.width - 24, height: label))
        for (line, y) in zip(screen.lines, [header, header + 52.5, header + 105]) {
            expectClose(line.frame, CGRect(x: 0, y: y, width: size.width, height: 0.5))
        }
        expectClose(screen.rows[0].frame, CGRect(x: 0, y: header + 0.5, width: size.width, height: 52))
        expectClose(screen.rows[1].frame, CGRect(x: 0, y: header + 53, width: size.width, height: 52))
        // UISwitch is 51 x 31 with a 49 x 31 alignment rectangle at its left (11.43, 11.176): its alignment
        // rectangle's right edge is 16 pt from the row's, so its frame reaches 2 pt further; centred in the row.
        for control in screen.switches {
            #expect(control.frame == CGRect(x: size.width - 65, y: 10.5, width: 51, height: 31))
        }
        let rowLabel = screen.rowLabels[0].intrinsicContentSize
        #expect(screen.rowLabels[0].frame == CGRect(x: 16, y: (52 - rowLabel.height) / 2, width: rowLabel.width,
                                                   height: rowLabel.height))
    }

    // 11.53, 11.55: the band follows the safe area's top; the scroll view's content is the settings stack.
    @Test func theComponentDemoOnAnIPhone8InPortrait() throws {
        let screen = DemoScreen()
        let app = try show(screen, on: .iPhone8, landscape: false)
        expectDemo(screen, size: CGSize(width: 375, height: 667), top: 20)
        _ = app
    }

    @Test func theComponentDemoOnAnIPhone8InLandscape() throws {
        let screen = DemoScreen()
        let app = try show(screen, on: .iPhone8, landscape: true)
        expectDemo(screen, size: CGSize(width: 667, height: 375), top: 0)
        _ = app
    }

    @Test func theComponentDemoOnAnIPhone14ProInPortrait() throws {
        let screen = DemoScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: false)
        expectDemo(screen, size: CGSize(width: 393, height: 852), top: 59)
        _ = app
    }

    @Test func theComponentDemoOnAnIPhone14ProInLandscape() throws {
        let screen = DemoScreen()
        let app = try show(screen, on: Self.iPhone14Pro, landscape: true)
        expectDemo(screen, size: CGSize(width: 852, height: 393), top: 0)
        _ = app
    }
}
