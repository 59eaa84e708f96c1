import Foundation
import HeadlessUIKit
import UIHostProtocol

/// The app a host runs: a name, a way to make its delegate (a new one for every launch) and what its Info settings
/// would say, such as a main storyboard: the launch options every launch starts from (`app.launch` adds its `url`
/// and `background`), so an app relaunched after `app.terminate` starts as it did the first time.
public struct AppDescription {
    public let name: String
    public let launchOptions: HeadlessHost.LaunchOptions
    public let makeDelegate: @MainActor () -> UIApplicationDelegate
    /// What a recording says it was made with, and what a replay checks (the app's name unless set).
    public var identity: AppIdentity
    /// The device the app's storyboard was designed on, when it names one: what `uihost serve` runs on when no
    /// `--device` is given (docs/uikit-rules.md 14.8).
    public var designDevice: StoryboardDesignDevice?
    /// What making the app skipped or could not use (an app folder's missing images, broken files...), for the
    /// server's log; the runtime reports the same to the host's problems at launch.
    public var notes: [String] = []

    public init(name: String, launchOptions: HeadlessHost.LaunchOptions = HeadlessHost.LaunchOptions(),
                identity: AppIdentity? = nil, makeDelegate: @escaping @MainActor () -> UIApplicationDelegate) {
        self.name = name
        self.launchOptions = launchOptions
        self.identity = identity ?? AppIdentity(name: name)
        self.makeDelegate = makeDelegate
    }
}
