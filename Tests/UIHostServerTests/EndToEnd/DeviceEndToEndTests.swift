import Foundation
import Testing
import UIHostClient
import UIHostProtocol

/// `uihost serve --storyboard` picks the file's design device, and `--device` overrides it, in the real binary
/// (docs/uikit-rules.md 14.8; docs/protocol.md, uihost serve).
@Suite(.serialized) struct DeviceEndToEndTests {
    @Test func aStoryboardIsServedOnItsDesignDeviceUnlessADeviceIsNamed() async throws {
        let file = try EndToEndTests.temporaryFile(designedStoryboardText(device: "retina6_12"), name: "Designed.storyboard")

        let designed = try HostProcess(["--storyboard", file.path])
        let client = try designed.connect()
        #expect(try await client.devices()["current"] == "iphone-15-pro")
        let hello = try await client.hello(client: "e2e", version: "1")
        #expect(hello["device"]?["screen"] == ["width": 393, "height": 852, "scale": 3])
        // docs/uikit-rules.md 14.3: the root view is inset by the island and the home indicator.
        let window = try await client.tree(depth: 1, include: ["safeAreaInsets"])["root"]
        #expect(window?["safeAreaInsets"] == ["top": 59, "left": 0, "bottom": 34, "right": 0])
        client.close()

        let named = try HostProcess(["--storyboard", file.path, "--device", "ipad-pro-11"])
        let second = try named.connect()
        #expect(try await second.devices()["current"] == "ipad-pro-11")
        second.close()
    }
}
