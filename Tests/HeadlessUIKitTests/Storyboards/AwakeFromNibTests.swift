import Foundation
import Testing
@testable import HeadlessUIKit

/// Records awakeFromNib calls, and whether the outlet was already connected then.
nonisolated(unsafe) var awakeLog: [String] = []

final class AwkController: UIViewController, UITableViewDataSource {
    var badge: AwkBadgeView?
    override func awakeFromNib() {
        super.awakeFromNib()
        awakeLog.append("controller (view loaded: \(isViewLoaded))")
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

final class AwkBadgeView: UIView {
    /// Made in init(coder:): not from the storyboard, so it gets no awakeFromNib.
    let inner = AwkInnerView()
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(inner)
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    override func awakeFromNib() {
        super.awakeFromNib()
        awakeLog.append("badge (superview: \(superview != nil))")
    }
}

final class AwkInnerView: UIView {
    override func awakeFromNib() { awakeLog.append("inner") }
}

final class AwkCell: UITableViewCell {
    var title: UILabel?
    override func awakeFromNib() {
        super.awakeFromNib()
        awakeLog.append("cell (outlet: \(title != nil))")
    }
}

@Suite(.serialized) @MainActor struct AwakeFromNibTests {
    static let storyboardText = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Aw1-Vc-0a1">
        <scenes>
            <scene sceneID="Aw1-Sc-0a1">
                <objects>
                    <viewController id="Aw1-Vc-0a1" customClass="AwkController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Aw1-Vw-0a1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="Aw1-Bd-0a1" customClass="AwkBadgeView">
                                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                                </view>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" rowHeight="44" id="Aw1-Tb-0a1">
                                    <rect key="frame" x="0.0" y="100" width="375" height="400"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="Aw1-Cl-0a1" customClass="AwkCell">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" contentMode="center" id="Aw1-Cv-0a1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <subviews>
                                                    <label text="Title" id="Aw1-Lb-0a1">
                                                        <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <outlet property="title" destination="Aw1-Lb-0a1" id="Aw1-Ou-0a3"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="Aw1-Vc-0a1" id="Aw1-Ou-0a2"/>
                                    </connections>
                                </tableView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="badge" destination="Aw1-Bd-0a1" id="Aw1-Ou-0a1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    // docs/uikit-rules.md 8.19: the controller wakes when made; the scene's views once the tree and its outlets
    // are in place; a prototype cell's views at every dequeue, outlets connected; views made in code do not.
    @Test func storyboardObjectsAwakeOnceTheirOutletsAreConnected() throws {
        awakeLog = []
        UIStoryboard.register(AwkController.self)
        UIStoryboard.register(AwkBadgeView.self)
        UIStoryboard.register(AwkCell.self)
        UIStoryboard.registerOutlet("badge", for: AwkController.self) { $0.badge = $1 as? AwkBadgeView }
        UIStoryboard.registerOutlet("title", for: AwkCell.self) { $0.title = $1 as? UILabel }
        let storyboard = try UIStoryboard(data: Data(Self.storyboardText.utf8), name: "Awake")

        let controller = try #require(storyboard.instantiateInitialViewController() as? AwkController)
        #expect(awakeLog == ["controller (view loaded: false)"])

        controller.loadViewIfNeeded()
        #expect(awakeLog == ["controller (view loaded: false)", "badge (superview: true)"])
        #expect(controller.badge != nil)

        let table = try #require(controller.view.subviews.compactMap { $0 as? UITableView }.first)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(awakeLog.filter { $0.hasPrefix("cell") } == ["cell (outlet: true)", "cell (outlet: true)"])
        #expect(!awakeLog.contains("inner"))
    }
}
