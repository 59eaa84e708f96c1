import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The host's settings: the app, the device, the clock.
public struct HostConfiguration {
    public var app: AppDescription
    public var device: DeviceProfile = .iPhone8
    /// Why `device` was chosen, when it was not asked for by name: the server logs it (docs/uikit-rules.md 14.8).
    public var deviceNote: String?
    public var clock: ClockMode = .virtual
    /// Launch the app when the host starts, as a simulator does.
    public var launchOnStart = true
    /// Host time a `wait: "idle"` waits at most, in seconds.
    public var idleTimeout: TimeInterval = 10
    /// Recording settings: `--record`, the folder protocol clients may record to and replay from.
    public var recording = RecordingOptions()

    public init(app: AppDescription) {
        self.app = app
    }
}
