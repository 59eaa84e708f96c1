import Foundation
import Testing
@testable import HeadlessUIKit


/// Auto Layout from storyboards (docs/uikit-rules.md 8.5-8.13): the `<constraints>` of every view read and
/// installed, the old layout guides and the any/any size class, `translatesAutoresizingMaskIntoConstraints` and the
/// content priorities, bad constraints noted without stopping the scene, and each scene laid out by its
/// constraints on every device, in both orientations and after every rotation.
@Suite @MainActor struct StoryboardConstraintTests {
    private func document(_ text: String) throws -> StoryboardDocument {
        try StoryboardDocument(data: Data(text.utf8))
    }

    /// a ÷ b as the reader computes it, in Double (a literal quotient may be folded at another precision).
    private func ratio(_ a: Double, _ b: Double) -> CGFloat { CGFloat(a / b) }

    // MARK: Layout on every device

    // docs/uikit-rules.md 8.11, 9: the frames in the file are only the start; after launch, and after each rotation,
    // the scene's constraints place its views, on every device profile.
    @Test(arguments: ConstraintScene.all, DeviceProfile.all)
    func everySceneIsLaidOutByItsConstraintsOnEveryDeviceAndRotation(scene: ConstraintScene,
                                                                              device: DeviceProfile) throws {
        let app = try LaunchedStoryboard(scene.text, on: device)
        let ids = scene.frames(0, 0, .zero, true, 2).keys.sorted()
        let portrait = device.portraitSize
        func expectLaidOut(_ orientation: String, _ size: CGSize, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(app.root.frame.size == size, "\(device) \(orientation): the root view fills the screen",
                    sourceLocation: sourceLocation)
            let frames = try app.frames(ids).mapValues { ViewGeometry.snap($0) }
            let safe = device.safeAreaInsets(for: size.width > size.height ? .landscapeLeft : .portrait)
            let compact = app.root.traitCollection.horizontalSizeClass == .compact
            #expect(frames == scene.frames(size.width, size.height, safe, compact, device.scale),
                    "\(scene.name) on \(device) in \(orientation)",
                    sourceLocation: sourceLocation)
        }

        try expectLaidOut("portrait", portrait)
        let landscape = CGSize(width: portrait.height, height: portrait.width)
        for (orientation, size) in [(UIDeviceOrientation.landscapeLeft, landscape), (.landscapeRight, landscape),
                                    (.portrait, portrait)] {
            #expect(app.host.rotate(to: orientation).rotated)
            app.host.runUntilIdle()
            try expectLaidOut("\(orientation)", size)
        }
        #expect(app.layoutProblems == [], "no conflicts, nothing refused")
    }

    // docs/uikit-rules.md 8.11: on the device the file was designed on, in portrait, every view the constraints place
    // lands on the frame the file gives it, as Interface Builder laid it out.
    @Test(arguments: ConstraintScene.all)
    func onTheDesignDeviceViewsLandOnTheFramesInTheFile(scene: ConstraintScene) throws {
        let app = try LaunchedStoryboard(scene.text, on: .iPhone8)
        let root = try #require(try document(scene.text).initialScene?.controller.view)
        var checked = 0
        for element in root.subviews.flatMap(\.allElements) {
            guard let id = element.id, let frame = element.frame,
                  let view = try? app.view(id), view.translatesAutoresizingMaskIntoConstraints == false else { continue }
            #expect(ViewGeometry.snap(view.frame) == frame, "<\(element.elementName)> '\(id)' (line \(element.line))")
            checked += 1
        }
        #expect(checked == scene.frames(0, 0, .zero, true, 2).count)
    }

    // MARK: Reading (docs/uikit-rules.md 8.5-8.7)

    // docs/uikit-rules.md 8.5: Xcode's multiplier forms: a decimal or a ratio.
    @Test func multipliersAreDecimalsOrRatios() {
        #expect(StoryboardReader.multiplier("16:9") == ratio(16, 9))
        #expect(StoryboardReader.multiplier("1:2") == 0.5)
        #expect(StoryboardReader.multiplier("0.5") == 0.5)
        #expect(StoryboardReader.multiplier("2") == 2)
        #expect(StoryboardReader.multiplier("-1") == -1)
        #expect(StoryboardReader.multiplier("4 : 3") == ratio(4, 3))
        for bad in ["1:0", "wide", "", "1:2:3", ":9", "inf", "nan"] {
            #expect(StoryboardReader.multiplier(bad) == nil, "\"\(bad)\"")
        }
    }

    @Test func constraintsAreReadWithTheirDefaults() throws {
        let view = try #require(try document(StoryboardConstraintFixtures.pinned).initialScene?.controller.view)
        #expect(view.safeAreaGuideID == "Pn1-Sa-0a1")
        #expect(view.constraints.count == 8)
        let titleTop = try #require(view.constraints.first { $0.id == "Pn1-Cn-0a3" })
        #expect(titleTop == StoryboardConstraint(
            id: "Pn1-Cn-0a3", firstItem: "Pn1-Lb-0a1", firstAttribute: .top, relation: .equal, secondItem: "Pn1-Sa-0a1",
            secondAttribute: .top, multiplier: 1, constant: 20, priority: 1000, identifier: "titleTop",
            isPlaceholder: false, isExcludedFromDefaultSizeClass: false, line: titleTop.line))
        #expect(view.constraints.first { $0.id == "Pn1-Cn-0a7" }?.multiplier == 0.5)
        let video = view.subviews[1]
        let aspect = try #require(video.constraints.last)
        #expect(aspect.firstItem == nil, "the first item defaults to the view that lists the constraint")
        #expect(aspect.secondItem == "Pn1-Vw-0a2" && aspect.secondAttribute == .height)
        #expect(aspect.multiplier == ratio(16, 9))
        let width = try #require(video.constraints.first)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute && width.constant == 160)

        let priorities = try #require(try document(StoryboardConstraintFixtures.priorities).initialScene?.controller.view)
        let card = priorities.subviews[0]
        #expect(card.layoutMarginsGuideID == "Pr1-Lm-0a1")
        let atMost = try #require(card.constraints.first { $0.id == "Pr1-Cn-0b7" })
        #expect(atMost.relation == .greaterThanOrEqual && atMost.secondAttribute == .trailing)
        #expect(card.constraints.first { $0.id == "Pr1-Cn-0b5" }?.firstAttribute == .lastBaseline,
                "\"baseline\" is the last baseline")
        #expect(card.subviews[2].constraints.first { $0.id == "Pr1-Cn-0c2" }?.priority == 750)
    }

    // docs/uikit-rules.md 8.5: every attribute name Xcode writes, the margin forms included.
    @Test func everyAttributeNameIsRead() throws {
        let names = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                     "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin",
                     "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
        let constraints = names.enumerated().map { index, name in
            #"<constraint firstItem="Mn1-Vw-0a2" firstAttribute="\#(name)" secondItem="Mn1-Vw-0a1" secondAttribute="\#(name)" id="Mn1-Cn-\#(index)"/>"#
        }.joined(separator: "\n")
        let text = StoryboardFixtures.minimal(body: """
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Vw-0a2"/></subviews>
            <constraints>
            \(constraints)
            </constraints>
            """)
        let view = try #require(try document(text).initialScene?.controller.view)
        #expect(view.constraints.map(\.firstAttribute) == [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ])
        #expect(view.constraints.map(\.secondAttribute) == view.constraints.map(\.firstAttribute))
    }

    // docs/uikit-rules.md 8.6, 8.7: the old layout guides, placeholders, and the default variation's masks.
    @Test func legacyGuidesPlaceholdersAndTheDefaultVariationAreRead() throws {
        let document = try document(StoryboardConstraintFixtures.legacy)
        let controller = try #require(document.initialScene?.controller)
        #expect(controller.topLayoutGuideID == "Lg1-Tg-0a1")
        #expect(controller.bottomLayoutGuideID == "Lg1-Bg-0a1")
        let root = try #require(controller.view)
        #expect(root.excludedSubviewIDs == ["Lg1-Lb-0a1"])
        #expect(root.excludedConstraintIDs == ["Lg1-Cn-0f1", "Lg1-Cn-0g1", "Lg1-Cn-0g2"])
        #expect(root.constraints.filter { !$0.isInstalled }.compactMap(\.id) == ["Lg1-Cn-0f1", "Lg1-Cn-0g1", "Lg1-Cn-0g2"])
        let placeholder = try #require(root.subviews[2].constraints.last)
        #expect(placeholder.isPlaceholder && !placeholder.isInstalled)
        #expect(root.constraints.first { $0.id == "Lg1-Cn-0a9" }?.constant == 20, "the any/any constant")
        // docs/uikit-rules.md 8.17: a size class's variation is read, not skipped.
        let variation = try #require(root.sizeClassVariations.first)
        #expect(variation.width == .regular && variation.height == .regular)
        #expect(variation.includedSubviewIDs == ["Lg1-Lb-0a1"])
        #expect(variation.includedConstraintIDs == ["Lg1-Cn-0f1", "Lg1-Cn-0g1", "Lg1-Cn-0g2"])
        #expect(variation.excludedConstraintIDs == ["Lg1-Cn-0a9"])
        #expect(!document.notes.contains { $0.contains("for another size class") })
        // A size class's own constant is read with the constraint (applied at run time, 8.17).
        let ownConstant = try #require(root.constraints.first { $0.id == "Lg1-Cn-0a9" }?.classConstants.first)
        #expect(ownConstant.constant == 40 && ownConstant.variation.width == .compact && ownConstant.variation.height == nil)
        #expect(!document.notes.contains { $0.contains("<variation> of a constraint") })
        #expect(!document.notes.contains { $0.contains("<constraints>") || $0.contains("layoutGuides") })
    }

    // MARK: Building (docs/uikit-rules.md 8.5-8.9, 8.12)

    // docs/uikit-rules.md 8.5: each constraint is installed on the view that lists it, with its priority and
    // identifier; outlets reach constraints.
    @Test func constraintsAreInstalledOnTheViewThatListsThemAndOutletsReachThem() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.pinned)
        let label = try app.view("Pn1-Lb-0a1"), video = try app.view("Pn1-Vw-0a2")
        #expect(app.root.constraints.count == 8)
        #expect(video.constraints.count == 2)
        #expect(label.constraints.isEmpty)
        let controller = try #require(app.controller as? SCPinnedController)
        let titleTop = try #require(controller.titleTop)
        #expect(titleTop.identifier == "titleTop")
        #expect(titleTop.isActive && titleTop.firstItem === label && titleTop.secondItem === app.root.safeAreaLayoutGuide)
        #expect(titleTop.constant == 20 && titleTop.priority == .required)
        let aspect = try #require(video.constraints.last)
        #expect(aspect.firstItem === video && aspect.secondItem === video && aspect.multiplier == ratio(16, 9))

        // The outlet is the live constraint: changing its constant moves the label.
        titleTop.constant = 50
        app.host.runUntilIdle()
        #expect(label.frame.minY == 70)
    }

    @Test func optionalPrioritiesAreInstalledAsWritten() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.priorities)
        let bar = try app.view("Pr1-Vw-0a3")
        let wish = try #require(bar.constraints.first { $0.constant == 500 })
        #expect(wish.priority == .defaultHigh)
        #expect(bar.frame.width == 327, "the required margin wins over the 750 wish on a 375-pt screen")
    }

    // docs/uikit-rules.md 8.6, 8.7: the old guides map onto the safe area; a placeholder and excluded constraints
    // are not installed; an excluded view is made but not added, and the constraints naming it are not installed.
    @Test func legacyGuidesPlaceholdersAndExclusionsAtRunTime() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.legacy)
        let banner = try app.view("Lg1-Vw-0a2"), toolbar = try app.view("Lg1-Vw-0a3")
        let square = try app.view("Lg1-Vw-0a4")
        let top = try #require(app.root.constraints.first { $0.firstItem === banner && $0.firstAttribute == .top })
        #expect(top.secondItem === app.root.safeAreaLayoutGuide && top.secondAttribute == .top && top.constant == 8)
        let bottom = try #require(app.root.constraints.first { $0.secondItem === toolbar && $0.secondAttribute == .bottom })
        #expect(bottom.firstItem === app.root.safeAreaLayoutGuide && bottom.firstAttribute == .bottom)
        #expect(square.constraints.map(\.constant) == [100, 100], "the placeholder width of 300 is removed")
        #expect(app.root.constraints.count == 10, "13 listed, 3 excluded from any/any")

        let controller = try #require(app.controller as? SCLegacyController)
        let label = try #require(controller.regularOnlyLabel, "an excluded view is made and its outlet set")
        #expect(label.superview == nil)
        #expect(!app.root.constraints.contains { $0.firstItem === label || $0.secondItem === label })
        #expect(app.storyboard.notes.filter { $0.contains("constraint") } == [])
    }

    // docs/uikit-rules.md 8.8: "NO" in the file, or placed by the file's constraints, stops translating the
    // autoresizing mask; the root view, a fixed-frame view and unconstrained views keep translating.
    @Test func translatesAutoresizingMaskFollowsTheFileAndItsConstraints() throws {
        let legacy = try LaunchedStoryboard(StoryboardConstraintFixtures.legacy)
        #expect(legacy.root.translatesAutoresizingMaskIntoConstraints, "a controller's root view keeps its mask")
        for id in ["Lg1-Vw-0a2", "Lg1-Vw-0a3", "Lg1-Vw-0a5"] {
            #expect(try !legacy.view(id).translatesAutoresizingMaskIntoConstraints, "\(id): placed, attribute omitted")
        }
        #expect(try !legacy.view("Lg1-Vw-0a4").translatesAutoresizingMaskIntoConstraints, "written NO")

        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <view contentMode="scaleToFill" fixedFrame="YES" id="Mn1-Vw-0a2">
                                    <rect key="frame" x="10" y="10" width="300" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="Mn1-Vw-0a3">
                                            <rect key="frame" x="20" y="20" width="260" height="60"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Mn1-Vw-0a3" firstAttribute="leading" secondItem="Mn1-Vw-0a2" secondAttribute="leading" constant="20" id="Mn1-Cn-0a1"/>
                                        <constraint firstAttribute="trailing" secondItem="Mn1-Vw-0a3" secondAttribute="trailing" constant="20" id="Mn1-Cn-0a2"/>
                                        <constraint firstItem="Mn1-Vw-0a3" firstAttribute="top" secondItem="Mn1-Vw-0a2" secondAttribute="top" constant="20" id="Mn1-Cn-0a3"/>
                                        <constraint firstAttribute="bottom" secondItem="Mn1-Vw-0a3" secondAttribute="bottom" constant="20" id="Mn1-Cn-0a4"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" id="Mn1-Vw-0a4">
                                    <rect key="frame" x="10" y="200" width="50" height="50"/>
                                </view>
                            </subviews>
            """)
        let app = try LaunchedStoryboard(text, on: .iPhone3GS)
        let container = try app.view("Mn1-Vw-0a2"), inner = try app.view("Mn1-Vw-0a3"), loose = try app.view("Mn1-Vw-0a4")
        #expect(container.translatesAutoresizingMaskIntoConstraints, "fixedFrame: its mask places it")
        #expect(!inner.translatesAutoresizingMaskIntoConstraints, "placed by constraints")
        #expect(loose.translatesAutoresizingMaskIntoConstraints, "no constraint names it")
        #expect(container.frame == CGRect(x: 10, y: 10, width: 300, height: 100))
        #expect(inner.frame == CGRect(x: 20, y: 20, width: 260, height: 60))
        #expect(loose.frame == CGRect(x: 10, y: 200, width: 50, height: 50))
        app.host.rotate(to: .landscapeLeft)
        app.host.runUntilIdle()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 460, height: 100), "its mask stretches it")
        #expect(inner.frame == CGRect(x: 20, y: 20, width: 420, height: 60), "its constraints follow the container")
        #expect(app.layoutProblems == [])
    }

    // docs/uikit-rules.md 8.9: the content priorities as written; absent, 250 to hug and 750 to resist, whatever
    // the class; a value that is not a priority is noted and the default kept.
    @Test func contentPrioritiesAreTheFilesOr250And750() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.priorities)
        let departure = try app.view("Pr1-Lb-0a1"), platform = try app.view("Pr1-Lb-0a2")
        #expect(departure.contentHuggingPriority(for: .horizontal) == 251)
        #expect(departure.contentHuggingPriority(for: .vertical) == 251)
        #expect(platform.contentHuggingPriority(for: .horizontal) == 250)
        #expect(platform.contentCompressionResistancePriority(for: .horizontal) == 749)
        #expect(platform.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(platform.frame.width < platform.intrinsicContentSize.width, "the lower resistance gives way")
        #expect(departure.frame.width == departure.intrinsicContentSize.width)

        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Sw-0a1">
                                    <rect key="frame" x="20" y="20" width="51" height="31"/>
                                </switch>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalCompressionResistancePriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Sw-0a2">
                                    <rect key="frame" x="20" y="60" width="51" height="31"/>
                                </switch>
                            </subviews>
            """)
        let minimal = try LaunchedStoryboard(text)
        let written = try minimal.view("Mn1-Sw-0a1"), omitted = try minimal.view("Mn1-Sw-0a2")
        #expect(written.contentHuggingPriority(for: .horizontal) == 750)
        #expect(omitted.contentHuggingPriority(for: .horizontal) == 250, "Xcode omits only 250")
        #expect(omitted.contentCompressionResistancePriority(for: .horizontal) == .required)

        let broken = try LaunchedStoryboard(StoryboardConstraintFixtures.broken)
        #expect(try broken.view("Bk1-Lb-0a1").contentHuggingPriority(for: .horizontal) == 250)
        #expect(broken.storyboard.document.notes.contains(
            #"line 18: <label> 'Bk1-Lb-0a1': horizontalHuggingPriority "lots" is not a number from 1 to 1000: the default is used"#))
    }

    // docs/uikit-rules.md 8.12: each built view keeps its element's id.
    @Test func everyBuiltViewKeepsItsStoryboardElementID() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.pinned)
        #expect(app.root.storyboardElementID == "Pn1-Vw-0a1")
        #expect(app.root.subviews.map(\.storyboardElementID) == ["Pn1-Lb-0a1", "Pn1-Vw-0a2", "Pn1-Vw-0a3"])
        #expect(app.root.window?.storyboardElementID == nil, "made in code")
    }

    // MARK: Bad input (docs/uikit-rules.md 8.10)

    // A constraint the file gets wrong is left out with a note naming it; the scene still loads and lays out.
    @Test func badConstraintsAreNotedAndTheRestOfTheSceneLoads() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.broken)
        let notes = app.storyboard.document.notes
        let owner = "of <view> 'Bk1-Vw-0a1' is not installed"
        #expect(notes.contains(#"line 34: <constraint id="Bk1-Cn-0b2"> \#(owner): multiplier "1:0" is not a number or a ratio such as "16:9""#))
        #expect(notes.contains(#"line 35: <constraint id="Bk1-Cn-0b3"> \#(owner): multiplier "wide" is not a number or a ratio such as "16:9""#))
        #expect(notes.contains(#"line 36: <constraint id="Bk1-Cn-0b4"> \#(owner): firstAttribute "middle" is not a layout attribute"#))
        #expect(notes.contains(#"line 37: <constraint id="Bk1-Cn-0b5"> \#(owner): relation "approximately" is not equal, lessThanOrEqual or greaterThanOrEqual"#))
        #expect(notes.contains(#"line 38: <constraint id="Bk1-Cn-0b6"> \#(owner): priority "high" is not a number from 1 to 1000"#))
        #expect(notes.contains(#"line 41: <constraint id="Bk1-Cn-0b9"> \#(owner): it has no firstAttribute"#))

        let built = app.storyboard.notes
        #expect(built.contains("constraint 'Bk1-Cn-0b1' (line 33) of <view> 'Bk1-Vw-0a1' is not installed: its item 'Zz9-Zz-9zz' is not a view or layout guide of this scene"))
        #expect(built.contains("constraint 'Bk1-Cn-0b7' (line 39) of <view> 'Bk1-Vw-0a1' is not installed: its item 'Bk1-Cn-0a1' is a <constraint>, not a view or a layout guide"))
        #expect(built.contains { $0.hasPrefix("constraint 'Bk1-Cn-0b8' (line 40) of <view> 'Bk1-Vw-0a1' is not installed: a constraint cannot relate a horizontal attribute (leading) to a vertical one (top)") })
        #expect(app.host.problems.contains { $0.hasSuffix("its item 'Zz9-Zz-9zz' is not a view or layout guide of this scene") },
                "reported to the host's problems too")
        #expect(app.root.constraints.count == 3)
        #expect(try app.view("Bk1-Lb-0a1").frame == CGRect(x: 20, y: 40, width: 335, height: 30))
    }

    // docs/uikit-rules.md 8.5, 8.8: a prototype cell's constraints are installed in every cell made from it; they
    // name its content view by id, which keeps translating its mask (the cell sizes it).
    @Test func aPrototypeCellsConstraintsLayOutEachCell() throws {
        let app = try LaunchedStoryboard(StoryboardConstraintFixtures.cells, on: .iPhone3GS)
        let table = try #require(app.controller as? UITableViewController).tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.storyboardElementID == "Cl1-Cv-0a1")
        #expect(cell.contentView.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.contentView.constraints.count == 3)
        let label = try #require(cell.contentView.subviews.first { $0.storyboardElementID == "Cl1-Lb-0a1" })
        let margins = cell.contentView.layoutMargins
        #expect(cell.contentView.frame.height == 60)
        #expect(label.frame == CGRect(x: margins.left, y: 19.5, width: cell.contentView.bounds.width - margins.left - margins.right,
                                      height: 21))
        #expect(app.layoutProblems == [])
    }

    // MARK: Stack views (docs/uikit-rules.md 8.13)

    // Read into the model; made as a plain view with its subviews until the runtime has UIStackView.
    // docs/uikit-rules.md 8.13, 11.73: a <stackView> becomes a UIStackView with the file's settings, its subviews
    // arranged in order.
    @Test func stackViewsAreReadAndBuiltAsStackViews() throws {
        let text = StoryboardFixtures.minimal(body: """
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="12" baselineRelativeArrangement="YES" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Sv-0a1">
                                    <rect key="frame" x="20" y="40" width="280" height="54"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Lb-0a1">
                                            <rect key="frame" x="126" y="0.0" width="28" height="21"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="Mn1-Lb-0a2">
                                            <rect key="frame" x="126" y="33" width="28" height="21"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Mn1-Sa-0a1"/>
                            <constraints>
                                <constraint firstItem="Mn1-Sv-0a1" firstAttribute="leading" secondItem="Mn1-Sa-0a1" secondAttribute="leading" constant="20" id="Mn1-Cn-0a1"/>
                                <constraint firstItem="Mn1-Sa-0a1" firstAttribute="trailing" secondItem="Mn1-Sv-0a1" secondAttribute="trailing" constant="20" id="Mn1-Cn-0a2"/>
                                <constraint firstItem="Mn1-Sv-0a1" firstAttribute="top" secondItem="Mn1-Sa-0a1" secondAttribute="top" constant="20" id="Mn1-Cn-0a3"/>
                                <constraint firstItem="Mn1-Sv-0a1" firstAttribute="height" constant="54" id="Mn1-Cn-0a4"/>
                            </constraints>
            """)
        let document = try document(text)
        let stack = try #require(document.initialScene?.controller.view?.subviews.first)
        #expect(stack.stackView == StoryboardStackViewAttributes(
            axis: "vertical", distribution: "fillEqually", alignment: "center", spacing: 12,
            isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: false,
            layoutMarginsFollowReadableWidth: true))
        #expect(!document.notes.contains { $0.contains("<stackView> attributes not modelled") })
        #expect(StoryboardStackViewAttributes() == StoryboardStackViewAttributes(
            axis: "horizontal", distribution: "fill", alignment: "fill", spacing: 0,
            isBaselineRelativeArrangement: false, isLayoutMarginsRelativeArrangement: false,
            layoutMarginsFollowReadableWidth: false), "Xcode's omitted values")

        let app = try LaunchedStoryboard(text, on: .iPhone3GS)
        let view = try app.view("Mn1-Sv-0a1")
        let stackView = try #require(view as? UIStackView)
        #expect(stackView.axis == .vertical)
        #expect(stackView.distribution == .fillEqually)
        #expect(stackView.alignment == .center)
        #expect(stackView.spacing == 12)
        #expect(stackView.isBaselineRelativeArrangement)
        #expect(stackView.arrangedSubviews.map(\.storyboardElementID) == ["Mn1-Lb-0a1", "Mn1-Lb-0a2"])
        #expect(view.frame == CGRect(x: 20, y: 40, width: 280, height: 54))
        // Edge to edge (baselines aside, which the text metrics would decide): two equal rows of (54 - 12) / 2.
        stackView.isBaselineRelativeArrangement = false
        app.host.runUntilIdle()
        let width = view.subviews[1].intrinsicContentSize.width
        #expect(view.subviews[1].frame == CGRect(x: (280 - width) / 2, y: 33, width: width, height: 21))
        #expect(!app.storyboard.notes.contains { $0.contains("<stackView>") })
    }
}
