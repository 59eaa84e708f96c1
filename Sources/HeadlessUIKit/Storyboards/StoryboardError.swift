/// Why a storyboard could not be read or a controller could not be made from it. Each message names the problem
/// and how to fix it.
public enum StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not well-formed XML (a truncated copy is the usual cause).
    case notXML(line: Int, column: Int, reason: String)
    /// Well-formed XML, but not an iOS storyboard: `found` is the root element's `type` (or the root element's name
    /// when it is not `<document>`).
    case wrongDocumentType(found: String)
    /// `initialViewController` names an id that no scene's controller has.
    case missingInitialViewController(id: String)
    /// Two elements share an `id`: `elements` names them in line order.
    case duplicateID(String, firstLine: Int, line: Int, elements: [String])
    /// Two controllers share a `storyboardIdentifier`.
    case duplicateStoryboardIdentifier(String, firstLine: Int, line: Int)
    /// A segue's `destination` is not a controller of this storyboard (for an unwind segue: not an object at all).
    case missingSegueDestination(segueID: String, destination: String, line: Int)
    /// Relationship or embed segues lead from a controller back to itself: `controllers` is the cycle's path of
    /// controller ids (first and last the same); `segueID` at `line` closes it.
    case containmentCycle(controllers: [String], segueID: String, line: Int)
    /// `instantiateViewController(withIdentifier:)` with an identifier no controller has.
    case unknownIdentifier(String, storyboard: String)
    /// The storyboard has no initial view controller (no entry-point arrow).
    case noInitialViewController(storyboard: String)
    /// The scene's controller is a kind this runtime cannot make yet. Storyboard references are made now
    /// (docs/uikit-rules.md 15.6); kept for callers that match it.
    case unsupportedControllerKind(String, id: String, storyboard: String)
    /// `performSegue(withIdentifier:sender:)` with an identifier no segue of the controller's scene has (or on a
    /// controller that did not come from a storyboard).
    case unknownSegueIdentifier(String, controller: String)
    /// The segue is a containment relationship or an embed, which the storyboard performs itself.
    case segueNotPerformable(String, kind: String)
    /// A `kind="custom"` segue whose `customClass` nothing registered. No longer thrown by performing a segue, which
    /// then performs it as a presentation (docs/uikit-rules.md 15.12); kept for callers that match it.
    case unregisteredSegueClass(String, segueID: String)
    /// A legacy `kind="push"` segue whose source is not in a navigation controller.
    case pushOutsideNavigationController(segueID: String, source: String)
    /// No controller from the source up through its parents and presenting controllers can perform the unwind
    /// action.
    case noUnwindDestination(action: String, source: String)
    /// `UIStoryboard(name:bundle:)` found no `<name>.storyboard` in the bundle.
    case resourceNotFound(name: String, bundlePath: String)
    /// The resource exists but could not be read.
    case unreadableResource(path: String, reason: String)
    /// A storyboard reference (`referenceID` in `storyboard`) names a storyboard the app does not have.
    case referencedStoryboardNotFound(String, referenceID: String, storyboard: String)
    /// The storyboard is the app's launch screen, which the system shows before the app runs: it cannot be loaded
    /// or referred to.
    case launchStoryboard(String)
    /// Storyboard references lead back to themselves without reaching a controller.
    case referenceLoop(referenceID: String, storyboard: String)
    /// Well-formed XML given as a nib, but not an iOS `.xib`: `found` is the root's `type`.
    case notANib(found: String)
    /// `UINib(nibName:bundle:)` found no `<name>.xib` in the app's resources or the bundle.
    case nibNotFound(name: String, bundlePath: String)

    public var description: String {
        switch self {
        case let .notXML(line, column, reason):
            return "not a well-formed XML document (line \(line), column \(column): \(reason)). "
                + "Fix: pass the whole .storyboard file as Xcode saved it; a truncated or hand-edited copy is the usual cause."
        case let .wrongDocumentType(found):
            let what: String
            switch found {
            case "com.apple.InterfaceBuilder3.CocoaTouch.XIB":
                return "not an iOS storyboard: this is a .xib (nib) file. "
                    + "Fix: load it with UINib(nibName:bundle:) or Bundle.main.loadNibNamed(_:owner:options:)."
            case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": what = "this is a macOS storyboard"
            default: what = "the document type is '\(found)'"
            }
            return "not an iOS storyboard: \(what). "
                + "Fix: pass an iOS .storyboard, whose root is <document type=\"\(StoryboardDocument.documentType)\">."
        case let .missingInitialViewController(id):
            return "the initial view controller '\(id)' is not in any scene. "
                + "Fix: in Xcode, tick 'Is Initial View Controller' on an existing controller, or remove initialViewController=\"\(id)\"."
        case let .duplicateID(id, firstLine, line, elements):
            let names = elements.map { "<\($0)>" }.joined(separator: " and ")
            return "the id '\(id)' is used twice, by \(names) (lines \(firstLine) and \(line)). "
                + "Fix: give one of the elements a new id; ids must be unique in the file."
        case let .duplicateStoryboardIdentifier(identifier, firstLine, line):
            return "the storyboard identifier '\(identifier)' is on two controllers (lines \(firstLine) and \(line)). "
                + "Fix: give each controller its own Storyboard ID."
        case let .missingSegueDestination(segueID, destination, line):
            return "the segue '\(segueID)' (line \(line)) leads to '\(destination)', which is not in this storyboard. "
                + "Fix: reconnect the segue in Xcode, or delete it."
        case let .containmentCycle(controllers, segueID, line):
            return "the relationship and embed segues form a cycle (\(controllers.joined(separator: " → "))), closed by "
                + "the <segue> '\(segueID)' at line \(line); the controllers would contain each other forever. "
                + "Fix: point that segue at a different controller, or delete it."
        case let .unknownIdentifier(identifier, storyboard):
            return "storyboard '\(storyboard)' has no view controller with the identifier '\(identifier)'. "
                + "Fix: set that Storyboard ID on the controller in Xcode, or use an identifier the storyboard has."
        case let .noInitialViewController(storyboard):
            return "storyboard '\(storyboard)' has no initial view controller. "
                + "Fix: tick 'Is Initial View Controller' on a controller, or instantiate one by identifier."
        case let .unsupportedControllerKind(kind, id, storyboard):
            return "storyboard '\(storyboard)': the controller '\(id)' is a <\(kind)>, which this runtime cannot make yet. "
                + "Fix: instantiate a plain view controller scene for now."
        case let .unknownSegueIdentifier(identifier, controller):
            return "Receiver (\(controller)) has no segue with identifier '\(identifier)'. Nothing was performed. "
                + "Fix: set that identifier on a segue of the controller's scene in Xcode, or use one it has."
        case let .segueNotPerformable(identifier, kind):
            return "the segue '\(identifier)' is a \(kind) segue, which the storyboard performs when it makes the "
                + "controllers; it cannot be performed. Fix: perform a show, present, custom or unwind segue."
        case let .unregisteredSegueClass(name, segueID):
            return "the custom segue '\(segueID)' has the class '\(name)', which is not registered. Nothing was performed. "
                + "Fix: UIStoryboard.register(\(name).self) before performing it."
        case let .pushOutsideNavigationController(segueID, source):
            return "the push segue '\(segueID)' starts from \(source), which is not in a navigation controller. "
                + "Nothing was performed. Fix: embed the source in a navigation controller, or make it a show segue."
        case let .noUnwindDestination(action, source):
            return "no view controller from \(source) up through its parents and presenting controllers can perform "
                + "the unwind action '\(action)'. Nothing was performed. Fix: register the action on the destination: "
                + "UIResponder.registerAction(\"\(action)\", for: Destination.self) { controller, segue in ... }."
        case let .resourceNotFound(name, bundlePath):
            return "could not find a storyboard named '\(name)' in bundle \(bundlePath). "
                + "Fix: add \(name).storyboard to the target's resources, or load its bytes with UIStoryboard(data:name:)."
        case let .unreadableResource(path, reason):
            return "could not read \(path): \(reason). Fix: check the file exists and is readable."
        case let .referencedStoryboardNotFound(name, referenceID, storyboard):
            return "storyboard '\(storyboard)': the storyboard reference '\(referenceID)' names the storyboard '\(name)', "
                + "which the app does not have. Fix: serve the whole app folder (uihost serve --app-dir) so its other "
                + "storyboards are found, or add \(name).storyboard to it."
        case let .launchStoryboard(name):
            return "'\(name)' is the app's launch screen storyboard, which the system shows before the app runs; an app "
                + "cannot load it or segue into it. Fix: point the reference at a storyboard of the app's own."
        case let .referenceLoop(referenceID, storyboard):
            return "storyboard '\(storyboard)': the storyboard reference '\(referenceID)' leads through references back "
                + "to itself without reaching a controller. Fix: point one of the references at a real scene."
        case let .notANib(found):
            if found == "<archive>" {
                return "not an iOS nib that can be read: this is a legacy nib archive (<archive>, Xcode 4 and earlier). "
                    + "Fix: open the file in a current Xcode and save it, which converts it to the <document> format."
            }
            let what = found == StoryboardDocument.documentType ? "this is a .storyboard file"
                : "the document type is '\(found)'"
            return "not an iOS nib: \(what). Fix: pass an iOS .xib, whose root is <document type=\"\(NibDocument.documentType)\">"
                + (found == StoryboardDocument.documentType ? "; load a storyboard with UIStoryboard(name:bundle:)." : ".")
        case let .nibNotFound(name, bundlePath):
            return "Could not load NIB in bundle: '\(bundlePath)' with name '\(name)': there is no \(name).xib in the app's "
                + "folder or the bundle. Fix: add \(name).xib to the app folder (or the bundle's resources), or correct the name."
        }
    }
}
