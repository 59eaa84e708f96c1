import Foundation
import HeadlessUIKit
import UIHostDemo
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer
import UIHostTesting
@testable import UIHostWebSocket

/// An automation host with a recordings folder of its own (a fresh temporary folder), driven by whole JSON-RPC
/// messages as a client would send them.
@MainActor
final class RecordingHost {
    let automation: AutomationHost
    let session: ClientSession
    let folder: URL
    private var nextID = 1

    static let demo = AppDescription(name: "demo") { DemoAppDelegate() }

    init(app: AppDescription = RecordingHost.demo, folder: URL? = nil, record: String? = nil, treeEvery: Int = 100) throws {
        self.folder = try folder ?? Self.temporaryFolder()
        var configuration = HostConfiguration(app: app)
        configuration.recording.directory = self.folder.path
        configuration.recording.recordPath = record
        configuration.recording.treeEvery = treeEvery
        automation = try AutomationHost(configuration: configuration)
        session = automation.openSession(1)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    func reply(_ method: String, _ params: JSON? = nil) throws -> JSON {
        var request = JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("id", .int(nextID))])
        if let params { request["params"] = params }
        nextID += 1
        let bytes = automation.handle(JSON.object(request).serialized(), from: session)
        return try JSONParser.parse(bytes ?? [])
    }

    @discardableResult
    func call(_ method: String, _ params: JSON? = nil) throws -> JSON {
        let reply = try reply(method, params)
        if let error = reply["error"] {
            throw RPCError(code: error["code"]?.intValue ?? 0, message: error["message"]?.stringValue ?? "", data: error["data"])
        }
        return reply["result"] ?? .null
    }

    func error(_ method: String, _ params: JSON? = nil) throws -> RPCError? {
        do {
            try call(method, params)
            return nil
        } catch let error as RPCError {
            return error
        }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The recording's lines, parsed.
    func lines(_ name: String) throws -> [JSON] {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }
}

/// A storyboard app for recordings: a navigation controller whose root, Home, has a status label (tag 4) and a
/// Next button whose "next" segue shows Detail.
enum RecordingFixtures {
    static func flow(labelX: Int = 16) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="Nv1-Nc-0a1">
            <scenes>
                <scene sceneID="Nv1-Sc-0a1">
                    <objects>
                        <navigationController storyboardIdentifier="Nav" id="Nv1-Nc-0a1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nv1-Nb-0a1">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Hm1-Vc-0a1" kind="relationship" relationship="rootViewController" id="Nv1-Sg-0a1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Hm1-Sc-0a1">
                    <objects>
                        <viewController storyboardIdentifier="Home" title="Home" id="Hm1-Vc-0a1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hm1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" tag="4" contentMode="left" text="Ready" id="Hm1-Lb-0a1">
                                        <rect key="frame" x="\(labelX)" y="100" width="200" height="21"/>
                                        <accessibility key="accessibilityConfiguration" identifier="status" label="Ready"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" tag="5" id="Hm1-Bt-0a1">
                                        <rect key="frame" x="16" y="200" width="343" height="44"/>
                                        <accessibility key="accessibilityConfiguration" identifier="nextButton"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="Dt1-Vc-0a1" kind="show" identifier="next" id="Hm1-Sg-0a1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Home" id="Hm1-Ni-0a1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Dt1-Sc-0a1">
                    <objects>
                        <viewController storyboardIdentifier="Detail" title="Detail" id="Dt1-Vc-0a1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dt1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view tag="9" contentMode="scaleToFill" id="Dt1-Bx-0a1">
                                        <rect key="frame" x="16" y="120" width="100" height="100"/>
                                        <accessibility key="accessibilityConfiguration" identifier="detailBox"/>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @MainActor
    static func app(labelX: Int = 16, name: String = "Flow") throws -> AppDescription {
        try AppDescription.storyboard(data: Data(flow(labelX: labelX).utf8), name: name)
    }
}
