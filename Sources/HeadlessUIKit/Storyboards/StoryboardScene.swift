/// One `<scene>`: a controller with its view tree, and every connection made inside the scene. Connections are
/// kept flat, each naming its `source` element's id (the controller, a view, a bar button item, a cell...).
public struct StoryboardScene: Sendable {
    public var sceneID: String
    public var controller: StoryboardController
    /// The id of the scene's First Responder placeholder: an action sent to it goes up the responder chain.
    public var firstResponderID: String?
    /// The ids of the scene's Exit placeholders, the destinations of unwind segues.
    public var exitIDs: [String]
    public var outlets: [StoryboardOutlet]
    public var actions: [StoryboardAction]
    public var segues: [StoryboardSegue]
    public var line: Int
    /// The scene's gesture recognizers (docs/uikit-rules.md 8.42), made with its view tree.
    public var gestureRecognizers: [StoryboardGestureRecognizer] = []

    /// The segues whose source is the controller itself (manual segues, relationships, embeds).
    public var controllerSegues: [StoryboardSegue] {
        segues.filter { $0.source == controller.id }
    }
}
