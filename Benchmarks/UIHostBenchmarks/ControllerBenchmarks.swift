import Foundation
import HeadlessUIKit

/// Issue 4's figures: load a 200-scene storyboard and instantiate every scene; push and pop 10,000 controllers.
/// Each prints its time and the process's peak resident memory after it.
@MainActor
func controllerBenchmarks() throws {
    print("")
    print("Controllers and storyboards")
    let xml = Array(largeStoryboard(scenes: 200, viewsPerScene: 20).utf8)
    var start = DispatchTime.now().uptimeNanoseconds
    let storyboard = try UIStoryboard(data: Data(xml), name: "Large")
    let parsed = DispatchTime.now().uptimeNanoseconds
    var views = 0
    for index in 0..<200 {
        let controller = try storyboard.makeViewController(withIdentifier: "scene\(index)")
        views += controller.view.subviews.count
    }
    let built = DispatchTime.now().uptimeNanoseconds
    print(String(format: "%-58@ %8.1f ms parse (%d KB)  %8.1f ms instantiate (%d views)   peak RSS %@",
                 "storyboard, 200 scenes" as NSString, Double(parsed - start) / 1e6, xml.count / 1024,
                 Double(built - parsed) / 1e6, views, peakResidentMemory()))

    let host = HeadlessHost(device: .iPhone8)
    host.callbacks.isEnabled = false
    let navigation = UINavigationController(rootViewController: UIViewController())
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        static var root: UIViewController?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            window.rootViewController = Delegate.root
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }
    Delegate.root = navigation
    try host.launch(delegate: Delegate())
    host.runUntilIdle()
    // BENCH_PUSHES shortens the deep-stack run, e.g. to profile it under callgrind.
    let pushes = Int(ProcessInfo.processInfo.environment["BENCH_PUSHES"] ?? "") ?? 10_000
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<pushes {
        navigation.pushViewController(UIViewController(), animated: false)
    }
    host.runUntilIdle()
    let pushed = DispatchTime.now().uptimeNanoseconds
    let depth = navigation.viewControllers.count
    for _ in 0..<pushes {
        navigation.popViewController(animated: false)
    }
    host.runUntilIdle()
    let popped = DispatchTime.now().uptimeNanoseconds
    print(String(format: "%-58@ %8.1f ms push (depth %d)  %8.1f ms pop   peak RSS %@",
                 "navigation, \(pushes) pushes then \(pushes) pops" as NSString, Double(pushed - start) / 1e6, depth,
                 Double(popped - pushed) / 1e6, peakResidentMemory()))
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<10_000 {
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
    }
    host.runUntilIdle()
    let alternated = DispatchTime.now().uptimeNanoseconds
    print(String(format: "%-58@ %8.1f µs per push + pop   peak RSS %@",
                 "navigation, 10,000 × (push, pop) on a 1-deep stack" as NSString,
                 Double(alternated - start) / 1e3 / 10_000, peakResidentMemory()))
    try host.terminate()
}

/// Peak resident memory of this process so far.
func peakResidentMemory() -> NSString {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return String(format: "%.1f MB", Double(usage.ru_maxrss) / 1024) as NSString
}

/// A storyboard in the shape Xcode writes: `scenes` view controllers, each with `viewsPerScene` labelled views.
func largeStoryboard(scenes: Int, viewsPerScene: Int) -> String {
    var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-0">
        <scenes>

    """
    for scene in 0..<scenes {
        xml += """
                <scene sceneID="sc-\(scene)">
                    <objects>
                        <viewController storyboardIdentifier="scene\(scene)" title="Scene \(scene)" id="vc-\(scene)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-\(scene)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>

        """
        for item in 0..<viewsPerScene {
            xml += """
                                        <label opaque="NO" userInteractionEnabled="NO" tag="\(item + 1)" contentMode="left" text="Item \(item)" id="l-\(scene)-\(item)">
                                            <rect key="frame" x="16" y="\(20 + item * 30)" width="343" height="21"/>
                                            <accessibility key="accessibilityConfiguration" identifier="item\(item)"/>
                                        </label>

            """
        }
        xml += """
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>

        """
    }
    xml += """
        </scenes>
    </document>
    """
    return xml
}
