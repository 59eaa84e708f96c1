import Foundation

/// Storyboard references (`<viewControllerPlaceholder>`, docs/uikit-rules.md 15.6): a scene that stands for a
/// controller of another storyboard (`storyboardName`), the one with `referencedIdentifier` or else its initial
/// controller. It is made from that storyboard, whose object it then belongs to, wherever the reference is used:
/// a segue's destination, a container's child, an embed, the initial controller. A reference without a
/// `storyboardName` refers to its own storyboard.
extension UIStoryboard {
    /// How many references deep the current instantiation is; more than `maximumReferenceDepth` is a loop.
    @MainActor private static var referenceDepth = 0
    static let maximumReferenceDepth = 32

    func instantiateReference(_ element: StoryboardController) throws(StoryboardError) -> UIViewController {
        guard Self.referenceDepth < Self.maximumReferenceDepth else {
            throw .referenceLoop(referenceID: element.id, storyboard: name)
        }
        let target = try referencedStoryboard(of: element)
        Self.referenceDepth += 1
        defer { Self.referenceDepth -= 1 }
        if let identifier = element.referencedIdentifier {
            return try target.makeViewController(withIdentifier: identifier)
        }
        return try target.makeInitialViewController()
    }

    /// The storyboard a reference names: this one, or the app's storyboard of that name (Runtime+Resources.swift).
    func referencedStoryboard(of element: StoryboardController) throws(StoryboardError) -> UIStoryboard {
        guard let other = element.referencedStoryboardName, other != name else { return self }
        guard let storyboard = try Runtime.current.appStoryboard(named: other) else {
            throw .referencedStoryboardNotFound(other, referenceID: element.id, storyboard: name)
        }
        return storyboard
    }
}
