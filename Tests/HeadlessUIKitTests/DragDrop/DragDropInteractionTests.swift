import Foundation
import Testing
@testable import HeadlessUIKit

/// Records a drag interaction's delegate calls; hands out one string item unless `text` is nil.
@MainActor
final class RecordingDragDelegate: UIDragInteractionDelegate {
    let recorder: EventRecorder
    var text: String?

    init(_ recorder: EventRecorder, text: String?) {
        self.recorder = recorder
        self.text = text
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        recorder.record("drag.itemsForBeginning")
        guard let text else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                         session: UIDragSession) {
        recorder.record("drag.willAnimateLift")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        recorder.record("drag.sessionWillBegin")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        recorder.record("drag.willEndWith(\(operation))")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        recorder.record("drag.didEndWith(\(operation))")
    }
}

/// Records a drop interaction's delegate calls (with the session's location in the view) and proposes `operation`.
@MainActor
final class RecordingDropDelegate: UIDropInteractionDelegate {
    let recorder: EventRecorder
    let name: String
    var operation: UIDropOperation
    var handles = true

    init(_ recorder: EventRecorder, name: String = "drop", operation: UIDropOperation) {
        self.recorder = recorder
        self.name = name
        self.operation = operation
    }

    private func at(_ interaction: UIDropInteraction, _ session: UIDropSession) -> String {
        let point = session.location(in: interaction.view!)
        return "(\(Int(point.x)),\(Int(point.y)))"
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        recorder.record("\(name).canHandle")
        return handles && session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        recorder.record("\(name).sessionDidEnter\(at(interaction, session))")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        recorder.record("\(name).sessionDidUpdate\(at(interaction, session))")
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        recorder.record("\(name).sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        recorder.record("\(name).performDrop")
        session.loadObjects(ofClass: NSString.self) { objects in
            let strings = objects.map { String($0 as! NSString) }
            self.recorder.record("\(self.name).loaded\(strings)")
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        recorder.record("\(name).concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        recorder.record("\(name).sessionDidEnd")
    }
}

/// A card that drags a word (at (20,100), 100 × 100) and a well that takes drops (at (200,300), 100 × 100) in a
/// launched iPhone 8 app; the drag interaction is turned on (iPhone's default is off).
@MainActor
struct DragDropScene {
    let app: ModalApp
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    let well = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
    let dragDelegate: RecordingDragDelegate
    let dropDelegate: RecordingDropDelegate
    let drag: UIDragInteraction
    let drop: UIDropInteraction

    init(text: String? = "hello", operation: UIDropOperation = .copy, device: DeviceProfile = .iPhone8) throws {
        app = try ModalApp(device: device)
        app.root.view.addSubview(card)
        app.root.view.addSubview(well)
        dragDelegate = RecordingDragDelegate(app.recorder, text: text)
        dropDelegate = RecordingDropDelegate(app.recorder, operation: operation)
        drag = UIDragInteraction(delegate: dragDelegate)
        drag.isEnabled = true
        card.addInteraction(drag)
        drop = UIDropInteraction(delegate: dropDelegate)
        well.addInteraction(drop)
        app.host.runUntilIdle()
        app.recorder.clear()
    }

    /// One finger: down at `start`, held `hold` seconds, moved through `path`, lifted at the last point.
    func play(from start: CGPoint, hold: TimeInterval = 0.6, path: [CGPoint]) throws {
        try app.host.send([TouchInput(id: 1, phase: .began, location: start)])
        app.host.advance(by: hold)
        for point in path {
            try app.host.send([TouchInput(id: 1, phase: .moved, location: point)])
            app.host.advance(by: 0.05)
        }
        try app.host.send([TouchInput(id: 1, phase: .ended, location: path.last ?? start)])
        app.host.runUntilIdle()
    }
}

@MainActor
@Suite struct DragDropInteractionTests {
    // 6.66, 6.67: lift, carry over the well, drop; the items load after the drop's event.
    @Test func aDragLiftedOverAnAcceptingViewDropsAndTheItemsLoad() throws {
        let scene = try DragDropScene()
        try scene.play(from: CGPoint(x: 70, y: 150),
                       path: [CGPoint(x: 70, y: 200), CGPoint(x: 250, y: 350), CGPoint(x: 260, y: 360)])
        #expect(scene.app.recorder.events == [
            "drag.itemsForBeginning", "drag.willAnimateLift", "drag.sessionWillBegin",
            "drop.canHandle", "drop.sessionDidEnter(50,50)", "drop.sessionDidUpdate(50,50)",
            "drop.sessionDidUpdate(60,60)",
            "drop.performDrop", "drop.concludeDrop",
            "drag.willEndWith(copy)", "drop.sessionDidEnd", "drag.didEndWith(copy)",
            "drop.loaded[\"hello\"]",
        ])
    }

    // 6.67: leaving the well tells it so; lifting elsewhere cancels, and the well still hears the end.
    @Test func leavingTheDropViewExitsAndLiftingElsewhereCancels() throws {
        let scene = try DragDropScene()
        try scene.play(from: CGPoint(x: 70, y: 150),
                       path: [CGPoint(x: 250, y: 350), CGPoint(x: 250, y: 500)])
        #expect(scene.app.recorder.events == [
            "drag.itemsForBeginning", "drag.willAnimateLift", "drag.sessionWillBegin",
            "drop.canHandle", "drop.sessionDidEnter(50,50)", "drop.sessionDidUpdate(50,50)",
            "drop.sessionDidExit",
            "drag.willEndWith(cancel)", "drop.sessionDidEnd", "drag.didEndWith(cancel)",
        ])
    }

    // 6.67: a view that refuses (forbidden) is left on lift; nothing is dropped.
    @Test func liftingOverARefusingViewExitsItAndCancels() throws {
        let scene = try DragDropScene(operation: .forbidden)
        try scene.play(from: CGPoint(x: 70, y: 150), path: [CGPoint(x: 250, y: 350)])
        #expect(scene.app.recorder.events == [
            "drag.itemsForBeginning", "drag.willAnimateLift", "drag.sessionWillBegin",
            "drop.canHandle", "drop.sessionDidEnter(50,50)", "drop.sessionDidUpdate(50,50)",
            "drop.sessionDidExit",
            "drag.willEndWith(cancel)", "drop.sessionDidEnd", "drag.didEndWith(cancel)",
        ])
    }

    // 6.67: canHandle is asked once per session; a view that cannot handle it is never entered or told the end.
    @Test func aViewThatCannotHandleTheSessionIsAskedOnceAndNeverEntered() throws {
        let scene = try DragDropScene()
        scene.dropDelegate.handles = false
        try scene.play(from: CGPoint(x: 70, y: 150),
                       path: [CGPoint(x: 250, y: 350), CGPoint(x: 260, y: 360)])
        #expect(scene.app.recorder.events == [
            "drag.itemsForBeginning", "drag.willAnimateLift", "drag.sessionWillBegin",
            "drop.canHandle",
            "drag.willEndWith(cancel)", "drag.didEndWith(cancel)",
        ])
    }

    // 6.66: no items, no session: only the question is asked.
    @Test func noItemsMeansNoDrag() throws {
        let scene = try DragDropScene(text: nil)
        try scene.play(from: CGPoint(x: 70, y: 150), path: [CGPoint(x: 250, y: 350)])
        #expect(scene.app.recorder.events == ["drag.itemsForBeginning"])
    }

    // 6.66: a press shorter than the lift delay (0.5 s) is no drag.
    @Test func aPressShorterThanTheLiftDelayIsNoDrag() throws {
        let scene = try DragDropScene()
        try scene.play(from: CGPoint(x: 70, y: 150), hold: 0.4, path: [CGPoint(x: 72, y: 152)])
        #expect(scene.app.recorder.events == [])
    }

    // 6.66: drags are off by default on iPhone and on on iPad; a disabled interaction asks nothing.
    @Test func dragsAreOffByDefaultOnIPhoneAndOnOnIPad() throws {
        let scene = try DragDropScene()
        #expect(UIDragInteraction.isEnabledByDefault == false)
        #expect(UIDragInteraction(delegate: scene.dragDelegate).isEnabled == false)
        scene.drag.isEnabled = false
        try scene.play(from: CGPoint(x: 70, y: 150), path: [CGPoint(x: 250, y: 350)])
        #expect(scene.app.recorder.events == [])
        let pad = try DragDropScene(device: .iPad)
        #expect(UIDragInteraction.isEnabledByDefault == true)
        #expect(UIDragInteraction(delegate: pad.dragDelegate).isEnabled == true)
    }
}

@MainActor
@Suite struct ItemProviderTests {
    // 6.64: strings load as strings, images as the same image; other classes cannot load and say why.
    @Test func itemProvidersLoadTheClassesTheirObjectsConvertTo() throws {
        _ = HeadlessHost(device: .iPhone8)
        let text = NSItemProvider(object: "note" as NSString)
        #expect(text.canLoadObject(ofClass: NSString.self))
        #expect(!text.canLoadObject(ofClass: UIImage.self))
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(text.hasItemConformingToTypeIdentifier("public.text"))
        let image = UIImage(size: CGSize(width: 4, height: 3))
        let picture = NSItemProvider(object: image)
        #expect(picture.canLoadObject(ofClass: UIImage.self))
        var loaded: [String] = []
        picture.loadObject(ofClass: UIImage.self) { object, error in
            loaded.append("image same=\((object as? UIImage) === image) error=\(error == nil)")
        }
        text.loadObject(ofClass: UIImage.self) { object, error in
            loaded.append("\(object == nil) \(String(describing: error!))")
        }
        #expect(loaded.isEmpty)  // completions run after the current event
        MainRunLoop.current.drain()
        #expect(loaded == [
            "image same=true error=true",
            "true NSItemProvider cannot load a UIImage: it holds [\"public.utf8-plain-text\"] and UIImage reads none of "
                + "them; check canLoadObject(ofClass:) first or register an object of that class",
        ])
    }
}
