import Foundation
import Testing
@testable import HeadlessUIKit

/// Constraint-based layout through the real passes (docs/uikit-rules.md 11): anchors, priorities, the root view's
/// frame as a translated frame, rotation, intrinsic sizes with hugging and compression resistance, margins and the
/// safe area, conflicts and ambiguity.
@Suite @MainActor struct ConstraintLayoutTests {
    private func constrained<V: UIView>(_ view: V, in app: ViewTestApp) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(view)
        return view
    }

    // docs/uikit-rules.md 11.1, 11.6: a label pinned 20 pt from both edges of a 375-pt root view.
    @Test func pinnedEdgesFollowTheRootViewAcrossRotation() throws {
        let app = try ViewTestApp()
        let label = constrained(UILabel(), in: app)
        label.text = "Hello"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            app.rootView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
        ])
        app.host.runUntilIdle()
        // A 17-pt line (20.29 pt, 19.28) in the iPhone 8's pixels: 41 px, 20.5 pt.
        let lineHeight = (UIFont.systemFont(ofSize: 17).lineHeight * 2).rounded(.up) / 2
        #expect(label.frame == CGRect(x: 20, y: 100, width: 335, height: lineHeight))
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(label.frame == CGRect(x: 20, y: 100, width: 627, height: lineHeight))
    }

    // docs/uikit-rules.md 11.1: centering, a fixed size and an aspect ratio through a multiplier.
    @Test func centeredWithAFixedWidthAndAnAspectRatio() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: app.rootView.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: app.rootView.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        app.host.runUntilIdle()
        #expect(box.frame == CGRect(x: 87.5, y: 277.25, width: 200, height: 112.5))
    }

    // docs/uikit-rules.md 11.8: an inequality holds against a weaker wish; the wish takes what is left.
    @Test func anInequalityBeatsAnOptionalEquality() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            box.topAnchor.constraint(equalTo: app.rootView.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(lessThanOrEqualTo: app.rootView.widthAnchor, constant: -40),
            wish,
        ])
        app.host.runUntilIdle()
        #expect(box.frame.width == 335)
        wish.constant = 100
        app.host.runUntilIdle()
        #expect(box.frame.width == 100)
    }

    // docs/uikit-rules.md 11.8, 11.85: priorities are ordered, not weighed: 751 wins over any number of 750s.
    @Test func aHigherPriorityWinsOverManyLowerOnes() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        var wishes: [NSLayoutConstraint] = []
        for _ in 0..<5 {
            let wish = box.widthAnchor.constraint(equalToConstant: 100)
            wish.priority = UILayoutPriority(750)
            wishes.append(wish)
        }
        let strong = box.widthAnchor.constraint(equalToConstant: 300)
        strong.priority = UILayoutPriority(751)
        NSLayoutConstraint.activate(wishes + [strong, box.heightAnchor.constraint(equalToConstant: 1),
                                              box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
                                              box.topAnchor.constraint(equalTo: app.rootView.topAnchor)])
        app.host.runUntilIdle()
        #expect(box.frame.width == 300)
    }

    // docs/uikit-rules.md 11.40: two labels in a row; the one with the lower hugging priority stretches, and
    // when there is too little room the one with the lower compression resistance gives way.
    @Test func huggingAndCompressionDecideWhichLabelStretchesOrShrinks() throws {
        let app = try ViewTestApp()
        let left = constrained(UILabel(), in: app), right = constrained(UILabel(), in: app)
        left.text = "Name"
        right.text = "Value"
        left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor, constant: -20),
            left.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 100),
            right.topAnchor.constraint(equalTo: left.topAnchor),
        ])
        app.host.runUntilIdle()
        let leftWidth = left.intrinsicContentSize.width
        #expect(left.frame.width == leftWidth)
        #expect(right.frame.minX == 20 + leftWidth + 8)
        #expect(right.frame.maxX == 355)

        // Long texts: 327 pt of room for both. The right label resists less, so it is compressed.
        left.text = String(repeating: "a", count: 30)
        right.text = String(repeating: "b", count: 30)
        right.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        app.host.runUntilIdle()
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(right.frame.width == 327 - left.intrinsicContentSize.width)
    }

    // docs/uikit-rules.md 11.50, 11.53, 7.3: margins are 8 pt inside the view's bounds; the safe area leaves out the
    // status bar.
    @Test func marginsAndTheSafeArea() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: app.rootView.safeAreaLayoutGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        app.host.runUntilIdle()
        let margins = app.rootView.layoutMargins
        #expect(box.frame == CGRect(x: margins.left, y: 20, width: 375 - margins.left - margins.right, height: 44))
    }

    // docs/uikit-rules.md 11.2, 11.24: NSLayoutConstraint's item/attribute form, margins included.
    @Test func theItemAttributeFormWithMarginAttributes() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        app.rootView.addConstraints([
            NSLayoutConstraint(item: box, attribute: .leadingMargin, relatedBy: .equal, toItem: app.rootView,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: app.rootView,
                               attribute: .top, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: app.rootView,
                               attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 30),
        ])
        app.host.runUntilIdle()
        // box.leadingMargin (box.x + 8) == root.leadingMargin (root margins' left).
        #expect(box.frame == CGRect(x: app.rootView.layoutMargins.left - 8, y: 50, width: 187.5, height: 30))
        #expect(box.constraints.isEmpty)
        #expect(app.rootView.constraints.count == 4)
    }

    // docs/uikit-rules.md 11.20, 11.21, 11.86: a required conflict breaks the constraint added last, says so, and the
    // host keeps running.
    @Test func conflictingRequiredConstraintsBreakTheLastAndReportIt() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: app.rootView.topAnchor), second])
        app.host.runUntilIdle()
        #expect(box.frame.width == 100)
        #expect(second.isActive)
        let report = try #require(app.host.problems.last)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint \n") || report.contains("Will attempt to recover by breaking constraint\n"))
        #expect(report.hasSuffix(second.description))
        #expect(report.contains("'too-wide'"))
        #expect(report.contains(first.description))
    }

    // docs/uikit-rules.md 11.7, 11.87: items with no common ancestor cannot be constrained; UIKit raises, the host reports.
    @Test func itemsWithoutACommonAncestorAreRefusedWithUIKitsMessage() throws {
        let app = try ViewTestApp()
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        let constraint = loose.widthAnchor.constraint(equalTo: app.rootView.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(app.host.problems.last?.contains("because they have no common ancestor") == true)
    }

    // docs/uikit-rules.md 11.84: removing a view removes the constraints that tie it to the rest of the tree.
    @Test func removingAViewDeactivatesItsConstraintsToTheRest() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let outer = box.widthAnchor.constraint(equalTo: app.rootView.widthAnchor)
        let own = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([outer, own])
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
    }

    // docs/uikit-rules.md 11.58: a view with no vertical position is ambiguous; pinning it settles it.
    @Test func ambiguityIsDetectable() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.host.runUntilIdle()
        #expect(box.hasAmbiguousLayout)
        box.topAnchor.constraint(equalTo: app.rootView.topAnchor).isActive = true
        app.host.runUntilIdle()
        #expect(!box.hasAmbiguousLayout)
    }

    // docs/uikit-rules.md 11.14, 11.15, 11.19: description in UIKit's text form.
    @Test func descriptionsReadAsUIKitsDo() throws {
        let app = try ViewTestApp()
        let box = constrained(UIView(), in: app)
        let constraint = box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20)
        constraint.priority = .defaultHigh
        constraint.identifier = "inset"
        let boxName = "UIView:\(NSLayoutConstraint.address(box))", rootName = "UIView:\(NSLayoutConstraint.address(app.rootView))"
        #expect(constraint.description == "<NSLayoutConstraint:\(NSLayoutConstraint.address(constraint)) 'inset' \(boxName).leading == \(rootName).leading + 20 @750>")
        let half = box.widthAnchor.constraint(equalTo: app.rootView.widthAnchor, multiplier: 0.5, constant: -4)
        half.isActive = true
        #expect(half.description == "<NSLayoutConstraint:\(NSLayoutConstraint.address(half)) \(boxName).width == 0.5*\(rootName).width - 4   (active)>")
    }

    // docs/uikit-rules.md 11.44, 11.45, 11.48: updateConstraints runs before layout, deepest first; a constant changed
    // there is laid out in the same pass, applied in the superview's layoutSubviews.
    @Test func theConstraintsPassRunsBeforeLayoutDeepestFirst() throws {
        final class Box: UIView {
            var log: [String] = []
            var width: NSLayoutConstraint?
            override func updateConstraints() {
                log.append("updateConstraints")
                width?.constant = 120
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log.append("layoutSubviews")
                super.layoutSubviews()
            }
        }
        let app = try ViewTestApp()
        let box = constrained(Box(), in: app)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        box.width = width
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: app.rootView.topAnchor)])
        box.setNeedsUpdateConstraints()
        app.host.runUntilIdle()
        #expect(box.log.first == "updateConstraints")
        #expect(box.frame.width == 120)
        #expect(!box.needsUpdateConstraints())
    }

    // docs/uikit-rules.md 11.104: a constant change lays out only the superviews of the views it moved, and they
    // apply those frames; a container whose children stayed put is not laid out again.
    @Test func aConstantChangeLaysOutOnlyTheSuperviewOfTheViewsItMoved() throws {
        final class Container: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
            }
        }
        let app = try ViewTestApp()
        let left = Container(frame: CGRect(x: 0, y: 0, width: 180, height: 300))
        let right = Container(frame: CGRect(x: 190, y: 0, width: 180, height: 300))
        app.rootView.addSubview(left)
        app.rootView.addSubview(right)
        var moving: NSLayoutConstraint?
        var still: [UIView] = []
        for container in [left, right] {
            for row in 0..<3 {
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(box)
                let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
                NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(row) * 50),
                                             box.widthAnchor.constraint(equalToConstant: 40),
                                             box.heightAnchor.constraint(equalToConstant: 40)])
                if container === left && row == 1 { moving = leading } else { still.append(box) }
            }
        }
        app.host.runUntilIdle()
        #expect(left.subviews[1].frame == CGRect(x: 10, y: 50, width: 40, height: 40))
        left.layouts = 0
        right.layouts = 0
        moving?.constant = 30
        app.rootView.layoutIfNeeded()
        #expect(left.subviews[1].frame == CGRect(x: 30, y: 50, width: 40, height: 40))
        #expect(left.layouts == 1)
        #expect(right.layouts == 0)
        #expect(still.map(\.frame.minX) == [10, 10, 10, 10, 10])
        // A frame set by hand on a view the engine places is put back by the next full layout of its superview.
        left.subviews[0].frame.origin.x = 99
        left.setNeedsLayout()
        left.layoutIfNeeded()
        #expect(left.subviews[0].frame.minX == 10)
    }

    // docs/uikit-rules.md 11.56: the size a view's constraints give it.
    @Test func systemLayoutSizeFittingMeasuresTheConstrainedContent() throws {
        let app = try ViewTestApp()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        app.rootView.addSubview(card)
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 24 + title.intrinsicContentSize.height))
        #expect(card.frame.size == CGSize(width: 300, height: 10))
    }
}

/// A controller's root view has the system minimum margins (docs/uikit-rules.md 11.51): the view Xcode's "constrain
/// to margins" pins against.
@Suite @MainActor struct RootViewMarginTests {
    // docs/uikit-rules.md 11.51: the iPhones 414 pt wide or more have 20-pt side margins, in both orientations.
    @Test func aLargeIPhoneRootViewHas20PointSideMargins() throws {
        let large = try ViewTestApp(device: try #require(DeviceProfile.named("iphone-11")))
        #expect(large.rootViewController.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(large.rootView.layoutMargins.left == 20)
        large.host.rotate(to: .landscapeLeft)
        #expect(large.rootViewController.systemMinimumLayoutMargins.leading == 20)
        let small = try ViewTestApp(device: try #require(DeviceProfile.named("iphone-15-pro")))
        #expect(small.rootViewController.systemMinimumLayoutMargins.leading == 16)
    }

    // docs/uikit-rules.md 11.43: a rounded-rect text field is 34 pt tall with the 14-pt font Xcode gives it; a
    // borderless one is as tall as its text needs.
    @Test func aRoundedRectTextFieldIs34PointsTall() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 14)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == 30)
    }

    @Test func anIPhoneRootViewHas16PointSideMarginsAndNoneAtTopAndBottom() throws {
        let app = try ViewTestApp()
        #expect(app.rootView.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(app.rootViewController.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: app.rootView.layoutMarginsGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.host.runUntilIdle()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 343, height: 10))
    }

    @Test func anIPadRootViewHas20PointSideMargins() throws {
        let app = try ViewTestApp(device: .iPad)
        #expect(app.rootView.layoutMargins.left == 20)
        #expect(app.rootView.layoutMargins.right == 20)
    }

    @Test func largerOwnMarginsWinAndTheMinimumCanBeTurnedOff() throws {
        let app = try ViewTestApp()
        app.rootView.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 10)
        #expect(app.rootView.layoutMargins == UIEdgeInsets(top: 24, left: 30, bottom: 4, right: 16))
        app.rootViewController.viewRespectsSystemMinimumLayoutMargins = false
        #expect(app.rootView.layoutMargins == UIEdgeInsets(top: 24, left: 30, bottom: 4, right: 10))
        let plain = UIView()
        app.rootView.addSubview(plain)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "subviews keep 8 pt")
    }
}

/// Directional margins and margins kept clear of the superview's (docs/uikit-rules.md 11.50, 11.52).
@Suite @MainActor struct MarginPropagationTests {
    @Test func directionalMarginsAreLeadingLeftAndTrailingRight() throws {
        let app = try ViewTestApp()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        app.rootView.addSubview(card)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(card.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(card.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func aViewPreservingItsSuperviewsMarginsGrowsWhereTheyReachIntoIt() throws {
        let app = try ViewTestApp()
        let card = UIView(frame: CGRect(x: 10, y: 100, width: 355, height: 100))
        app.rootView.addSubview(card)
        // The root view's margins: 16 at the sides; the card starts 10 pt in, so 6 pt of the margin reach into it.
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        card.preservesSuperviewLayoutMargins = true
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        card.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        #expect(card.layoutMargins == UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
    }
}

/// Wrapping labels in constraint layout (docs/uikit-rules.md 11.102).
@Suite @MainActor struct WrappingLabelTests {
    private let text = Array(repeating: "word", count: 40).joined(separator: " ")

    @Test func aWrappingLabelPinnedAtBothSidesIsAsTallAsItsTextAtThatWidth() throws {
        let app = try ViewTestApp()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 40),
        ])
        app.host.runUntilIdle()
        let expected = label.sizeThatFits(CGSize(width: 335, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame == CGRect(x: 20, y: 40, width: 335, height: expected.height))
        #expect(expected.height > UIFont.systemFont(ofSize: 17).lineHeight * 3, "the text wraps onto several lines")
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        let wide = label.sizeThatFits(CGSize(width: 627, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame == CGRect(x: 20, y: 40, width: 627, height: wide.height))
        #expect(wide.height < expected.height)
    }

    @Test func aCellWithAWrappingLabelFitsItsWrappedText() throws {
        let app = try ViewTestApp()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        app.rootView.addSubview(content)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        #expect(size == CGSize(width: 320, height: wrapped.height + 20))
    }
}

/// Leading and trailing follow the layout direction (docs/uikit-rules.md 11.24, 11.103).
@Suite @MainActor struct LayoutDirectionTests {
    private func pinned(in app: ViewTestApp) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: app.rootView.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return box
    }

    @Test func leadingIsTheRightEdgeInARightToLeftApp() throws {
        let app = try ViewTestApp()
        let box = pinned(in: app)
        app.host.runUntilIdle()
        #expect(box.frame.minX == 20)
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
        app.host.runUntilIdle()
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame == CGRect(x: 375 - 20 - 100, y: 0, width: 100, height: 10))
        #expect(app.rootView.constraints.allSatisfy { $0.holds() == true })
    }

    @Test func aForcedDirectionOnASubtreeWinsAndLeftStaysLeft() throws {
        let app = try ViewTestApp()
        let box = pinned(in: app)
        let left = UIView()
        left.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(left)
        NSLayoutConstraint.activate([
            left.leftAnchor.constraint(equalTo: app.rootView.leftAnchor, constant: 5),
            left.widthAnchor.constraint(equalToConstant: 10), left.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: app.rootView.topAnchor),
        ])
        app.rootView.semanticContentAttribute = .forceRightToLeft
        app.host.runUntilIdle()
        #expect(box.frame.minX == 255)
        #expect(left.frame.minX == 5)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    }

    @Test func aHorizontalStackReadsRightToLeft() throws {
        let app = try ViewTestApp()
        let first = UIView(), second = UIView()
        for view in [first, second] { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            stack.topAnchor.constraint(equalTo: app.rootView.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        app.rootView.semanticContentAttribute = .forceRightToLeft
        app.host.runUntilIdle()
        #expect(stack.frame == CGRect(x: 275, y: 0, width: 100, height: 20))
        #expect(first.frame.minX == 50)
        #expect(second.frame.minX == 0)
    }
}

/// A scroll view's content size from constraints (docs/uikit-rules.md 11.55, 11.90).
@Suite @MainActor struct ScrollViewContentLayoutTests {
    private func scrollView(in app: ViewTestApp) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        app.rootView.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: app.rootView.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: app.rootView.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: app.rootView.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: app.rootView.bottomAnchor),
        ])
        return scroll
    }

    @Test func contentPinnedToTheContentGuideGivesTheContentSize() throws {
        let app = try ViewTestApp()
        let scroll = scrollView(in: app)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2_000),
        ])
        app.host.runUntilIdle()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scroll.contentSize == CGSize(width: 375, height: 2_000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 2_000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 2_000))
    }

    @Test func contentPinnedToTheScrollViewsOwnEdgesGivesTheContentSizeToo() throws {
        let app = try ViewTestApp()
        let scroll = scrollView(in: app)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 600),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        app.host.runUntilIdle()
        #expect(scroll.contentSize == CGSize(width: 620, height: 900))
        #expect(content.frame == CGRect(x: 10, y: 0, width: 600, height: 900))
        #expect(scroll.frame.width == 375, "the scroll view's own frame comes from its superview")
    }
}
