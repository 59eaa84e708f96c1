import Foundation

/// Our addition: the app delegate of an app that is only a storyboard (`uihost serve --storyboard FILE`). It keeps
/// the window the main storyboard makes and does nothing else:
///
/// ```swift
/// let storyboard = try UIStoryboard(data: Data(contentsOf: url), name: "Main")
/// try host.launch(delegate: StoryboardAppDelegate(), options: .init(mainStoryboard: storyboard))
/// ```
#if UIKitPreconcurrency
@preconcurrency
#endif
@MainActor
public final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public required override init() {
        super.init()
    }
}
