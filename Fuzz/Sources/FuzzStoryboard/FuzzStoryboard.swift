import Foundation
import HeadlessUIKit

/// A `.storyboard` file's bytes into the reader; a document that reads must resolve every colour it names and
/// build every scene's controller and views.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? StoryboardDocument(data: bytes) else { return 0 }
    for color in document.namedColors.values { _ = document.resolve(color) }
    for color in document.systemColors.values { _ = document.resolve(color) }
    MainActor.assumeIsolated {
        guard let storyboard = try? UIStoryboard(data: bytes, name: "Fuzz") else { return }
        for scene in document.scenes {
            if let identifier = scene.controller.storyboardIdentifier {
                _ = (try? storyboard.makeViewController(withIdentifier: identifier))?.view
            }
        }
        _ = (try? storyboard.makeInitialViewController())?.view
    }
    return 0
}
