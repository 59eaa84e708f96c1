import ArgumentParser
import Foundation
import HeadlessUIKit
import Testing
import UIHostProtocol
@testable import UIHostCore
@testable import UIHostServer

/// A storyboard of one plain scene, designed on the given Interface Builder device (docs/uikit-rules.md 14.8).
func designedStoryboardText(device: String?, orientation: String = "portrait") -> String {
    let deviceLine = device.map { "    <device id=\"\($0)\" orientation=\"\(orientation)\" appearance=\"light\"/>\n" } ?? ""
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Dl1-Vc-0a1">
        \(deviceLine)    <scenes>
                <scene sceneID="Dl1-Sc-0a1">
                    <objects>
                        <viewController id="Dl1-Vc-0a1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dl1-Vw-0a1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="Dl1-Sa-0a1"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

private func designedStoryboard(device: String?, orientation: String = "portrait") -> Data {
    Data(designedStoryboardText(device: device, orientation: orientation).utf8)
}

/// `device.list` and the choice of device when the server starts (docs/protocol.md, Device and time and uihost
/// serve; docs/uikit-rules.md 14).
@Suite @MainActor struct DeviceListTests {
    // docs/uikit-rules.md 14.10: every profile, in the catalogue's order, one of them in full, and the current one.
    @Test func deviceListDescribesEveryProfileAndTheCurrentOne() throws {
        let demo = try DemoAutomation(device: try #require(DeviceProfile.named("iphone-15-pro")))
        let listing = try demo.call("device.list")
        #expect(listing["current"] == "iphone-15-pro")
        let devices = try #require(listing["devices"]?.arrayValue)
        #expect(devices.compactMap { $0["name"]?.stringValue } == DeviceProfile.all.map(\.name))
        let entry = try #require(devices.first { $0["name"] == "iphone-15-pro" })
        #expect(entry == [
            "name": "iphone-15-pro", "model": "iPhone 15 Pro", "idiom": "phone", "width": 393, "height": 852, "scale": 3,
            "statusBarHeight": 54,
            "safeAreaInsets": ["portrait": ["top": 59, "left": 0, "bottom": 34, "right": 0],
                               "landscape": ["top": 0, "left": 59, "bottom": 21, "right": 59]],
            "sizeClasses": ["portrait": ["horizontal": "compact", "vertical": "regular"],
                            "landscape": ["horizontal": "compact", "vertical": "compact"]],
            "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
            "storyboardDevices": ["retina6_12"],
        ])
        let pad = try #require(devices.first { $0["name"] == "ipad" })
        #expect(pad["orientations"] == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(pad["sizeClasses"]?["landscape"] == ["horizontal": "regular", "vertical": "regular"])
    }

    // docs/uikit-rules.md 14.6: device.rotate reports the refusal as a result.
    @Test func upsideDownOnANotchedPhoneIsARefusalNotAnError() throws {
        let demo = try DemoAutomation(device: try #require(DeviceProfile.named("iphone-13")))
        let turned = try demo.call("device.rotate", ["orientation": "portraitUpsideDown"])
        #expect(turned["rotated"] == false)
        #expect(turned["device"] == "portraitUpsideDown")
        #expect(turned["interface"] == "portrait")
        #expect(turned["reason"]?.stringValue?.contains("iPhone 13") == true)
    }

    // docs/uikit-rules.md 14.8: --storyboard without --device runs on the file's design device.
    @Test func aStoryboardRunsOnItsDesignDevice() throws {
        let app = try AppDescription.storyboard(data: designedStoryboard(device: "retina6_12"), name: "Designed")
        #expect(app.designDevice?.id == "retina6_12" && app.designDevice?.orientation == "portrait")
        let options = try ServerOptions.parse([])
        let configuration = options.configuration(for: app)
        #expect(configuration.device.name == "iphone-15-pro")
        #expect(configuration.deviceNote == "running on iphone-15-pro, the storyboard's design device 'retina6_12'")

        // The host it starts: the frames Xcode saw.
        var hostConfiguration = configuration
        hostConfiguration.launchOnStart = true
        let automation = try AutomationHost(configuration: hostConfiguration)
        let session = automation.openSession(1)
        let request = JSON.object(JSONObject([("jsonrpc", "2.0"), ("method", "session.hello"), ("id", 1)]))
        let reply = try JSONParser.parse(automation.handle(request.serialized(), from: session) ?? [])
        #expect(reply["result"]?["device"]?["screen"] == ["width": 393, "height": 852, "scale": 3])
    }

    // docs/uikit-rules.md 14.8: an explicit --device wins over the design device.
    @Test func anExplicitDeviceWins() throws {
        let app = try AppDescription.storyboard(data: designedStoryboard(device: "retina6_12"), name: "Designed")
        let configuration = try ServerOptions.parse(["--device", "ipad-mini"]).configuration(for: app)
        #expect(configuration.device.name == "ipad-mini")
        #expect(configuration.deviceNote == nil)
    }

    // docs/uikit-rules.md 14.8: an unknown design device, or none, runs on iphone-8 and says why.
    @Test func anUnknownOrMissingDesignDeviceRunsOnTheIPhone8() throws {
        let unknown = try AppDescription.storyboard(data: designedStoryboard(device: "retina9_9"), name: "Odd")
        let first = try ServerOptions.parse([]).configuration(for: unknown)
        #expect(first.device == .iPhone8)
        #expect(first.deviceNote?.contains("'retina9_9' is not a known profile") == true)

        let none = try AppDescription.storyboard(data: designedStoryboard(device: nil), name: "Bare")
        let second = try ServerOptions.parse([]).configuration(for: none)
        #expect(second.device == .iPhone8)
        #expect(second.deviceNote?.contains("names no design device") == true)

        let demo = try ServerOptions.parse([]).configuration(for: AppDescription(name: "demo") { UIHostCoreTestDelegate() })
        #expect(demo.device == .iPhone8)
        #expect(demo.deviceNote == nil)
    }

    // docs/uikit-rules.md 14.8: a file designed in landscape starts in landscape.
    @Test func aStoryboardDesignedInLandscapeStartsInLandscape() throws {
        let app = try AppDescription.storyboard(data: designedStoryboard(device: "retina6_72", orientation: "landscape"),
                                                name: "Wide")
        let automation = try AutomationHost(configuration: try ServerOptions.parse([]).configuration(for: app))
        let session = automation.openSession(1)
        let request = JSON.object(JSONObject([("jsonrpc", "2.0"), ("method", "device.orientation"), ("id", 1)]))
        let reply = try JSONParser.parse(automation.handle(request.serialized(), from: session) ?? [])
        #expect(reply["result"]?["interface"] == "landscapeRight")
        #expect(reply["result"]?["windowBounds"] == ["x": 0, "y": 0, "width": 932, "height": 430])
    }

    // docs/protocol.md, uihost serve: an unknown --device is a usage error that lists every name.
    @Test func anUnknownDeviceNameListsTheKnownOnes() {
        do {
            _ = try ServerOptions.parse(["--device", "iphone-99"])
            Issue.record("iphone-99 was accepted")
        } catch {
            let message = ServerOptions.message(for: error)
            #expect(message.contains("unknown device 'iphone-99'"))
            #expect(message.contains("iphone-15-pro"))
            #expect(message.contains("ipad-pro-13"))
        }
    }
}

/// An app delegate with nothing to do.
private final class UIHostCoreTestDelegate: UIResponder, UIApplicationDelegate {}
