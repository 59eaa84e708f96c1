import Foundation
import Testing
@testable import HeadlessUIKit

/// The visual format language (docs/uikit-rules.md 11.59-11.64, 11.16): each construct's constraints activated in a
/// real view tree and laid out by the host's passes, the order and form of the returned constraints, and UIKit's
/// exact messages for malformed formats.
@Suite @MainActor struct VisualFormatTests {
    /// `count` views placed by constraints, in the root view (375 × 667).
    private func views(_ count: Int, in app: ViewTestApp) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            app.rootView.addSubview(view)
            return view
        }
    }

    /// UIKit's method, its constraints activated.
    @discardableResult
    private func activate(_ format: String, _ options: NSLayoutConstraint.FormatOptions,
                          metrics: [String: Any]?, _ views: [String: Any]) -> [NSLayoutConstraint] {
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics,
                                                         views: views)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    @discardableResult
    private func activate(_ format: String, _ views: [String: Any]) -> [NSLayoutConstraint] {
        activate(format, [], metrics: nil, views)
    }

    @discardableResult
    private func activate(_ format: String, _ options: NSLayoutConstraint.FormatOptions,
                          _ views: [String: Any]) -> [NSLayoutConstraint] {
        activate(format, options, metrics: nil, views)
    }

    @discardableResult
    private func activate(_ format: String, metrics: [String: Any], _ views: [String: Any]) -> [NSLayoutConstraint] {
        activate(format, [], metrics: metrics, views)
    }

    private func name(_ object: AnyObject) -> String { NSLayoutConstraint.itemName(object) }
    private func address(_ object: AnyObject) -> String { NSLayoutConstraint.address(object) }

    // MARK: Constructs, laid out

    // docs/uikit-rules.md 11.60, 11.61, 11.59: standard spaces (20 to `|`, 8 between siblings) and a width equal to
    // another view's split the root view's width: (375 - 20 - 8 - 20) / 2 = 163.5 each.
    @Test func standardSpacesAndAnEqualWidthSplitTheRow() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil,
                                                 views: ["a": a, "b": b])
        // docs/uikit-rules.md 11.63: returned inactive, installed nowhere.
        #expect(row.count == 4)
        #expect(row.allSatisfy { !$0.isActive })
        #expect(app.rootView.constraints.isEmpty)
        NSLayoutConstraint.activate(row)
        activate("V:|-100-[a(50)]", ["a": a])
        activate("V:|-100-[b(50)]", ["b": b])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 20, y: 100, width: 163.5, height: 50))
        #expect(b.frame == CGRect(x: 191.5, y: 100, width: 163.5, height: 50))
        #expect(row.allSatisfy { $0.isActive })
    }

    // docs/uikit-rules.md 11.61: vertically, the standard space is 20 from the top and bottom edges and 8 between
    // siblings.
    @Test func verticalStandardSpacesFromTheTopAndTheBottom() throws {
        let app = try ViewTestApp()
        let v = views(3, in: app), (a, b, c) = (v[0], v[1], v[2])
        activate("V:|-[a(20)]-[b(20)]", ["a": a, "b": b])
        activate("V:[c(30)]-|", ["c": c])
        for view in v { activate("H:|[view(10)]", ["view": view]) }
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 0, y: 20, width: 10, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 48, width: 10, height: 20))
        #expect(c.frame == CGRect(x: 0, y: 667 - 20 - 30, width: 10, height: 30))
    }

    // docs/uikit-rules.md 11.60: `|[a]|` and `[b][c]` are flush (a space of 0).
    @Test func flushConnectionsHaveNoSpace() throws {
        let app = try ViewTestApp()
        let v = views(3, in: app), (a, b, c) = (v[0], v[1], v[2])
        activate("H:|[a]|", ["a": a])
        activate("V:|[a]|", ["a": a])
        activate("H:|[b(100)][c(50)]", ["b": b, "c": c])
        activate("V:|-200-[b(10)]", ["b": b])
        activate("V:|-200-[c(10)]", ["c": c])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(b.frame == CGRect(x: 0, y: 200, width: 100, height: 10))
        #expect(c.frame == CGRect(x: 100, y: 200, width: 50, height: 10))
    }

    // docs/uikit-rules.md 11.59, 11.60: `[a]-15-|` pins the trailing edge; `-N-` between siblings.
    @Test func fixedSpacesToTheTrailingEdgeAndBetweenSiblings() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        activate("H:[b(50)]-(7.5)-[a(100)]-15-|", ["a": a, "b": b])
        activate("V:|-(0)-[a(10)]", ["a": a])
        activate("V:|-0-[b(10)]", ["b": b])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 202.5, y: 0, width: 50, height: 10))
    }

    // docs/uikit-rules.md 11.59, 11.10: `V:|-(>=10@750)-[a(44)]` is an optional inequality: it holds against a
    // weaker wish (a.top = 0 @250) and gives way to a required position (b.top = 4).
    @Test func anOptionalInequalityHoldsOrGivesWay() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        let aColumn = activate("V:|-(>=10@750)-[a(44)]", ["a": a])
        activate("V:|-(>=10@750)-[b(44)]", ["b": b])
        #expect(aColumn.map(\.relation) == [.greaterThanOrEqual, .equal])
        #expect(aColumn.map(\.priority) == [UILayoutPriority(750), .required])
        let wish = a.topAnchor.constraint(equalTo: app.rootView.topAnchor)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([wish, b.topAnchor.constraint(equalTo: app.rootView.topAnchor, constant: 4)])
        activate("H:|-[a(100)]-[b(100)]", ["a": a, "b": b])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 100, height: 44))
        #expect(b.frame == CGRect(x: 128, y: 4, width: 100, height: 44))
    }

    // docs/uikit-rules.md 11.59: metrics of every number type, as constants and as priorities.
    @Test func metricsOfEveryNumberType() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        let metrics: [String: Any] = ["margin": 30, "width": 100.0, "gap": CGFloat(12), "top": NSNumber(value: 64),
                                      "height": Float(40), "low": UILayoutPriority.defaultLow, "high": Int8(100)]
        let row = activate("H:|-margin-[a(width,>=high@low)]-gap-[b(==a)]", metrics: metrics, ["a": a, "b": b])
        activate("V:|-top-[a(height)]", metrics: metrics, ["a": a])
        activate("V:|-top-[b(height)]", metrics: metrics, ["b": b])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 30, y: 64, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 142, y: 64, width: 100, height: 40))
        #expect(row[2].constant == 100 && row[2].relation == .greaterThanOrEqual && row[2].priority == .defaultLow)
    }

    // docs/uikit-rules.md 11.60, 11.10: predicate lists with priorities, given as numbers or as metrics.
    @Test func priorityPredicatesAndPredicateLists() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        activate("H:|-10-[a(300@500,<=200)]", ["a": a])
        let bRow = activate("H:|-10-[b(wide@low,narrow@high)]",
                            metrics: ["wide": 300, "narrow": 120, "low": 250, "high": 750], ["b": b])
        activate("V:|-10-[a(10)]-10-[b(10)]", ["a": a, "b": b])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 200, height: 10))
        #expect(b.frame == CGRect(x: 10, y: 30, width: 120, height: 10))
        #expect(bRow.map(\.priority) == [.required, UILayoutPriority(250), UILayoutPriority(750)])
        #expect(bRow.map(\.constant) == [10, 300, 120])
    }

    // docs/uikit-rules.md 11.62: alignAllCenterY makes each adjacent pair share a center; alignAllLeading does
    // the same on a vertical format's leading edges.
    @Test func alignmentOptionsAlignEachAdjacentPair() throws {
        let app = try ViewTestApp()
        let v = views(5, in: app), (a, b, c, d, e) = (v[0], v[1], v[2], v[3], v[4])
        let row = activate("H:|-[a(80)]-[b(40)]-[c(30)]", .alignAllCenterY, ["a": a, "b": b, "c": c])
        activate("V:|-100-[a(60)]", ["a": a])
        activate("V:[b(20)]", ["b": b])
        activate("V:[c(10)]", ["c": c])
        let column = activate("V:|-300-[d(30)]-10-[e(30)]", .alignAllLeading, ["d": d, "e": e])
        activate("H:|-40-[d(100)]", ["d": d])
        activate("H:[e(50)]", ["e": e])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 20, y: 100, width: 80, height: 60))
        #expect(b.frame == CGRect(x: 108, y: 120, width: 40, height: 20))
        #expect(c.frame == CGRect(x: 156, y: 125, width: 30, height: 10))
        #expect(d.frame == CGRect(x: 40, y: 300, width: 100, height: 30))
        #expect(e.frame == CGRect(x: 40, y: 340, width: 50, height: 30))
        // The alignment constraints come last: earlier.centerY == later.centerY.
        let aligned = row.suffix(2)
        #expect(aligned.map(\.firstAttribute) == [.centerY, .centerY])
        #expect(aligned.map { $0.firstItem === a || $0.firstItem === b } == [true, true])
        #expect(aligned.first?.firstItem === a && aligned.first?.secondItem === b)
        #expect(aligned.last?.firstItem === b && aligned.last?.secondItem === c)
        #expect(column.last?.firstAttribute == .leading && column.last?.firstItem === d)
    }

    // docs/uikit-rules.md 11.63, 11.62: H: relates leading/trailing edges; directionLeftToRight uses left/right;
    // directionRightToLeft lays the row out from the right edge.
    @Test func directionOptions() throws {
        let app = try ViewTestApp()
        let v = views(6, in: app)
        let natural = activate("H:|-10-[a(50)]-5-[b(60)]", ["a": v[0], "b": v[1]])
        let leftToRight = activate("H:|-10-[a(50)]-5-[b(60)]", .directionLeftToRight, ["a": v[2], "b": v[3]])
        let rightToLeft = activate("H:|-10-[a(50)]-5-[b(60)]", .directionRightToLeft, ["a": v[4], "b": v[5]])
        for (index, view) in v.enumerated() { activate("V:|-y-[view(10)]", metrics: ["y": index * 20], ["view": view]) }
        app.host.runUntilIdle()
        #expect(v.map(\.frame.minX) == [10, 65, 10, 65, 315, 250])
        #expect(v.map(\.frame.width) == [50, 60, 50, 60, 50, 60])
        // a.leading == superview.leading + 10, b.leading == a.trailing + 5.
        #expect(natural[0].firstAttribute == .leading && natural[0].secondAttribute == .leading)
        #expect(natural[2].firstItem === v[1] && natural[2].firstAttribute == .leading)
        #expect(natural[2].secondItem === v[0] && natural[2].secondAttribute == .trailing)
        #expect(leftToRight[2].firstAttribute == .left && leftToRight[2].secondAttribute == .right)
        // Mirrored: superview.right == a.right + 10, a.left == b.right + 5.
        #expect(rightToLeft[0].firstItem === app.rootView && rightToLeft[0].firstAttribute == .right)
        #expect(rightToLeft[0].secondItem === v[4] && rightToLeft[0].secondAttribute == .right)
        #expect(rightToLeft[2].firstItem === v[4] && rightToLeft[2].firstAttribute == .left)
        #expect(rightToLeft[2].secondItem === v[5] && rightToLeft[2].secondAttribute == .right)
    }

    // docs/uikit-rules.md 11.59, 11.60: `[a(==b)]` and `[c(>=a)]` relate a view's size to another view's.
    @Test func aViewPredicateRelativeToAnotherView() throws {
        let app = try ViewTestApp()
        let v = views(3, in: app), (a, b, c) = (v[0], v[1], v[2])
        let row = activate("H:|[a(==b)][b]|", ["a": a, "b": b])
        activate("V:|[a(30)]", ["a": a])
        activate("V:|[b(==a)]", ["a": a, "b": b])
        activate("H:|[c(>=a)]", ["a": a, "c": c])
        activate("V:[c(20)]|", ["c": c])
        let narrow = c.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = .defaultHigh
        narrow.isActive = true
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 187.5, height: 30))
        #expect(b.frame == CGRect(x: 187.5, y: 0, width: 187.5, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 647, width: 187.5, height: 20))
        #expect(row[1].firstItem === a && row[1].secondItem === b)
        #expect(row[1].firstAttribute == .width && row[1].secondAttribute == .width && row[1].constant == 0)
    }

    // docs/uikit-rules.md 11.59: a layout guide stands where a view does.
    @Test func aLayoutGuideInTheViewsDictionary() throws {
        let app = try ViewTestApp()
        let guide = UILayoutGuide()
        app.rootView.addLayoutGuide(guide)
        activate("H:|-[guide]-|", ["guide": guide])
        activate("V:|-50-[guide(10)]", ["guide": guide])
        app.host.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 50, width: 335, height: 10))
    }

    // docs/uikit-rules.md 11.59: numbers read as strtod reads them; a connection's predicate list; a relation and
    // a priority on a single predicate without parentheses.
    @Test func numbersAndConnectionPredicates() throws {
        let a = UIView(), b = UIView()
        let views = ["a": a, "b": b]
        func constant(_ format: String) throws -> CGFloat? {
            try NSLayoutConstraint.constraints(visualFormat: format, views: views).first?.constant
        }
        #expect(try constant("H:[a]-(1e1)-[b]") == 10)
        #expect(try constant("H:[a]-(-2.5)-[b]") == -2.5)
        #expect(try constant("H:[a]-(0x10)-[b]") == 16)
        #expect(try constant("H:[a]-3.-[b]") == 3)
        #expect(try constant("[a]-[b]") == 8)
        let list = try NSLayoutConstraint.constraints(visualFormat: "H:[a]-(>=8,<=40@300)-[b]", views: views)
        #expect(list.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(list.map(\.constant) == [8, 40])
        #expect(list.map(\.priority) == [.required, UILayoutPriority(300)])
        let bare = try NSLayoutConstraint.constraints(visualFormat: "V:[a]->=8@500-[b]", views: views)
        #expect(bare.count == 1)
        #expect(bare[0].relation == .greaterThanOrEqual && bare[0].constant == 8 && bare[0].priority == UILayoutPriority(500))
        #expect(bare[0].firstAttribute == .top && bare[0].secondAttribute == .bottom && bare[0].firstItem === b)
        // Views need no superview as long as the format has no `|`.
        #expect(a.superview == nil)
    }

    // docs/uikit-rules.md 11.62: spacingBaselineToBaseline ties the lower view's first baseline to the upper view's
    // last baseline; edges to `|` stay top and bottom.
    @Test func baselineToBaselineSpacing() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        let column = try NSLayoutConstraint.constraints(visualFormat: "V:|-[a]-[b]", options: .spacingBaselineToBaseline,
                                                        views: ["a": a, "b": b])
        #expect(column.map(\.firstAttribute) == [.firstBaseline, .firstBaseline])
        #expect(column.map(\.secondAttribute) == [.top, .lastBaseline])
        #expect(column[1].firstItem === b && column[1].secondItem === a && column[1].constant == 8)
    }

    // MARK: Order and description

    // Order (NSLayoutConstraint+VisualFormat.swift): each view's incoming connection, then its size predicates;
    // the closing `|`; then the alignments.
    @Test func constraintsComeInUIKitsOrder() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1]), root = app.rootView
        let row = try NSLayoutConstraint.constraints(visualFormat: "H:|-[a(50)]-10-[b]-|", options: .alignAllTop,
                                                     views: ["a": a, "b": b])
        struct Shape: Equatable {
            var first: ObjectIdentifier?, a1: NSLayoutConstraint.Attribute
            var second: ObjectIdentifier?, a2: NSLayoutConstraint.Attribute, constant: CGFloat
        }
        func id(_ object: AnyObject) -> ObjectIdentifier { ObjectIdentifier(object) }
        func shape(_ c: NSLayoutConstraint) -> Shape {
            Shape(first: c.firstItem.map(id), a1: c.firstAttribute, second: c.secondItem.map(id),
                  a2: c.secondAttribute, constant: c.constant)
        }
        #expect(row.map(shape) == [
            Shape(first: id(a), a1: .leading, second: id(root), a2: .leading, constant: 20),
            Shape(first: id(a), a1: .width, second: nil, a2: .notAnAttribute, constant: 50),
            Shape(first: id(b), a1: .leading, second: id(a), a2: .trailing, constant: 10),
            Shape(first: id(root), a1: .trailing, second: id(b), a2: .trailing, constant: 20),
            Shape(first: id(a), a1: .top, second: id(b), a2: .top, constant: 0),
        ])
        let open = try NSLayoutConstraint.constraints(visualFormat: "[a(50)]-[b(60)]", views: ["a": a, "b": b])
        #expect(open.map(shape) == [
            Shape(first: id(a), a1: .width, second: nil, a2: .notAnAttribute, constant: 50),
            Shape(first: id(b), a1: .leading, second: id(a), a2: .trailing, constant: 8),
            Shape(first: id(b), a1: .width, second: nil, a2: .notAnAttribute, constant: 60),
        ])
    }

    // docs/uikit-rules.md 11.16: the constraints print in visual-format form, `|` named in a `names:` clause, the
    // standard space as NSSpace(n); alignments and equal sizes print as equations.
    @Test func descriptionsInVisualFormatForm() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1]), root = app.rootView
        let row = try NSLayoutConstraint.constraints(visualFormat: "H:|-[a(50)]-10-[b]-|", options: .alignAllTop,
                                                     views: ["a": a, "b": b])
        let (nameA, nameB, nameRoot) = (name(a), name(b), name(root))
        #expect(nameA == "UIView:\(address(a))")
        func head(_ c: NSLayoutConstraint) -> String { "<NSLayoutConstraint:\(address(c))" }
        #expect(row.map(\.description) == [
            "\(head(row[0])) H:|-(NSSpace(20))-[\(nameA)]   (names: '|':\(nameRoot) )>",
            "\(head(row[1])) H:[\(nameA)(50)]>",
            "\(head(row[2])) H:[\(nameA)]-(10)-[\(nameB)]>",
            "\(head(row[3])) H:[\(nameB)]-(NSSpace(20))-|   (names: '|':\(nameRoot) )>",
            "\(head(row[4])) \(nameA).top == \(nameB).top>",
        ])
        NSLayoutConstraint.activate(row)
        row[1].identifier = "fixed"
        row[0].constant = 12
        #expect(row[0].description == "\(head(row[0])) H:|-(12)-[\(nameA)]   (active, names: '|':\(nameRoot) )>")
        #expect(row[1].description == "\(head(row[1])) 'fixed' H:[\(nameA)(50)]   (active)>")

        let column = try NSLayoutConstraint.constraints(visualFormat: "V:[a(>=44@750)]-[b(==a)]", views: ["a": a, "b": b])
        #expect(column[0].description == "\(head(column[0])) V:[\(nameA)(>=44@750)]>")
        #expect(column[1].description == "\(head(column[1])) V:[\(nameA)]-(NSSpace(8))-[\(nameB)]>")
        #expect(column[2].description == "\(head(column[2])) \(nameB).height == \(nameA).height>")

        let absolute = try NSLayoutConstraint.constraints(visualFormat: "H:|-(<=10@250)-[a]", options: .directionLeftToRight,
                                                          views: ["a": a])
        #expect(absolute[0].description == "\(head(absolute[0])) H:|-(<=10@250)-[\(nameA)](LTR)   (names: '|':\(nameRoot) )>")
    }

    // MARK: Errors

    struct BadFormat: Sendable, CustomTestStringConvertible {
        var format: String
        var options: UInt = 0
        var reason: String
        var position: Int?
        var testDescription: String { format.isEmpty ? "(empty)" : format }
    }

    // docs/uikit-rules.md 11.64: UIKit's reason for each malformed format, with the caret where its parser stopped.
    // Views: a and b in the root view, lone in none; metrics: m = 10, s = "wide".
    nonisolated static let badFormats: [BadFormat] = [
        BadFormat(format: "H:|-[x]", reason: "x is not a key in the views dictionary.", position: 6),
        BadFormat(format: "H:[a", reason: "Expected a ']' here. That is how you give the end of a view.", position: 4),
        BadFormat(format: "H:[a(50]", reason: "A predicate on a view's thickness must end with ')' and the view must end with ']'", position: 7),
        BadFormat(format: "H:[a(50)", reason: "Expected ']' after specifying thickness.", position: 8),
        BadFormat(format: "H:[a(", reason: "Unexpectedly ran out of character fodder in the middle of parsing a view", position: 5),
        BadFormat(format: "H:|-(.5)-[a]", reason: "Expected a number or key from the metrics dictionary, but encountered something else", position: 5),
        BadFormat(format: "H:[a]- (10)-[b]", reason: "Expected a number or key from the metrics dictionary, but encountered something else", position: 6),
        BadFormat(format: "H:|-(-x)-[a]", reason: "Expected a number or a key from the metrics dictionary, but encountered something else", position: 5),
        BadFormat(format: "H:|-[lone]", reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 10),
        BadFormat(format: "H:[a]-[b]", options: NSLayoutConstraint.FormatOptions.alignAllLeading.rawValue,
                  reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", position: 9),
        BadFormat(format: "V:[a]-[b]", options: NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue,
                  reason: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", position: 9),
        BadFormat(format: "H:[a]-[b]", options: NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue,
                  reason: "BaselineToBaseline format option not valid for horizontal layout", position: 9),
        BadFormat(format: "H:|-pad-[a]", reason: "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries", position: 7),
        BadFormat(format: "H:[a]-s-[b]", reason: "The metric \"s\" is a String, not a number.", position: 7),
        BadFormat(format: "", reason: "It's an empty string.", position: nil),
        BadFormat(format: "H:[a]\u{2192}[b]", reason: "It contains non-ASCII characters.", position: nil),
        BadFormat(format: "H:|-10-|", reason: "Expected a view", position: 7),
        BadFormat(format: "H:a", reason: "Expected a view", position: 2),
        BadFormat(format: "H:[]", reason: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", position: 3),
        BadFormat(format: "V|[a]|", reason: "Expected ':' after 'V' to specify vertical arrangement", position: 1),
        BadFormat(format: "H[a]", reason: "Expected ':' after 'H' to specify horizontal arrangement", position: 1),
        BadFormat(format: "H:|", reason: "Expected a connection after the '|' character", position: 3),
        BadFormat(format: "H:[a(50@1001)]", reason: "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", position: 12),
        BadFormat(format: "H:[a(50@0)]", reason: "Invalid priority specified: 0. Priority must be greater than 0", position: 9),
        BadFormat(format: "H:|[a]|[b]", reason: "Expected the end of the format string", position: 7),
        BadFormat(format: "H:[a]--10-[b]", reason: "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", position: 6),
        BadFormat(format: "H:[a]-b-[b]", reason: "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", position: 7),
        BadFormat(format: "H:[a(=50)]", reason: "Unknown relation. Must be ==, >=, or <=", position: 6),
        BadFormat(format: "H:[a]-", reason: "Expected more input", position: 6),
        BadFormat(format: "H:[a]-10-", reason: "Expected a view or '|'", position: 9),
        BadFormat(format: "H:[a]x", reason: "Expected a view or '|'", position: 5),
        BadFormat(format: "H:[a]-10,20-[b]", reason: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", position: 8),
        BadFormat(format: "H:[a]-10[b]", reason: "Expected a '-' here", position: 8),
        BadFormat(format: "H:[a]-(10-[b]", reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", position: 9),
    ]

    @Test(arguments: badFormats)
    func aMalformedFormatThrowsUIKitsMessage(_ bad: BadFormat) throws {
        let app = try ViewTestApp()
        let v = views(2, in: app)
        let views: [String: Any] = ["a": v[0], "b": v[1], "lone": UIView()]
        let error = #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.constraints(visualFormat: bad.format, options: .init(rawValue: bad.options),
                                               metrics: ["m": 10, "s": "wide"], views: views)
        }
        #expect(error?.reason == bad.reason)
        #expect(error?.position == bad.position)
        #expect(error?.format == bad.format)
        let expected = bad.position.map {
            "Unable to parse constraint format: \n\(bad.reason) \n\(bad.format) \n\(String(repeating: " ", count: $0))^"
        } ?? "Unable to parse constraint format: \(bad.reason)"
        #expect(error?.description == expected)
    }

    // docs/uikit-rules.md 11.64: a message seen in the wild, character for character.
    @Test func theMessageMatchesAUIKitLog() throws {
        let view = UIView()
        let error = #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.constraints(visualFormat: "H:|-(>=50)-[view(100)]", views: ["view": view])
        }
        #expect(error?.description == """
            Unable to parse constraint format: \("")
            Unable to interpret '|' character, because the related view doesn't have a superview \("")
            H:|-(>=50)-[view(100)] \("")
                                  ^
            """)
    }

    // docs/uikit-rules.md 11.64: where UIKit raises, UIKit's method reports the exception's reason to the host,
    // answers no constraints, and the host goes on laying out.
    @Test func uikitsMethodReportsTheErrorAndTheHostKeepsWorking() throws {
        let app = try ViewTestApp()
        let v = views(2, in: app), (a, b) = (v[0], v[1])
        let before = app.host.problems.count
        let malformed = ["H:|-[x]", "H:[a", "H:|-(1..)-[a]", "", "H:[a]-[b]", "H:|-pad-[a]"]
        for format in malformed {
            let options: NSLayoutConstraint.FormatOptions = format == "H:[a]-[b]" ? .alignAllTrailing : []
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil,
                                                   views: ["a": a, "b": b]).isEmpty)
        }
        let reported = Array(app.host.problems.dropFirst(before))
        #expect(reported.count == malformed.count)
        #expect(reported.first == "Unable to parse constraint format: \nx is not a key in the views dictionary. \nH:|-[x] \n      ^")
        #expect(reported[3] == "Unable to parse constraint format: It's an empty string.")
        app.host.runUntilIdle()
        activate("H:|-[a]-|", ["a": a])
        activate("V:|-[a(10)]", ["a": a])
        app.host.runUntilIdle()
        #expect(a.frame == CGRect(x: 20, y: 20, width: 335, height: 10))
        #expect(app.rootView.constraints.count == 3)
        #expect(a.constraints.count == 1)
        #expect(app.host.problems.count == before + malformed.count)
    }
}
