import Foundation
import HeadlessUIKit
import UIHostProtocol
import UIHostRender

extension AutomationHost {
    /// `screen.snapshot` (docs/protocol.md, Screenshots; docs/uikit-rules.md 19.1): the screen, or one view, drawn
    /// to a PNG at the device's scale or the one asked for.
    func registerSnapshotMethods() {
        method("screen.snapshot") { [unowned self] call throws(RPCError) in
            _ = try call.params.oneOf("format", ["png"])
            let snapshot = try snapshot(view: selector(call.params, "view"), scale: call.params.number("scale", in: 0.25...4))
            return ["png": .string(snapshot.png.base64EncodedString()), "width": .int(snapshot.width),
                    "height": .int(snapshot.height), "scale": .double(snapshot.scale)]
        }
    }

    /// A PNG of the screen (no view) or of one view, as `screen.snapshot` and `GET /snapshot.png` answer;
    /// `scale` nil is the device's.
    func snapshot(view selector: ViewSelector?, scale: Double?) throws(RPCError) -> Snapshot {
        let scale = scale.map { CGFloat($0) } ?? host.screen.scale
        let view = try selector.map { selector throws(RPCError) in try resolve(selector) }
        do throws(RenderError) {
            let picture = if let view {
                try Renderer.shared.picture(of: view, scale: scale)
            } else {
                try Renderer.shared.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: scale)
            }
            return Snapshot(png: try picture.png(reusing: Renderer.shared.pngBands), width: picture.width, height: picture.height, scale: Double(scale))
        } catch {
            throw Self.snapshotError(error)
        }
    }

    static func snapshotError(_ error: RenderError) -> RPCError {
        switch error {
        case .badSize:
            // A view of no size, or one too big at this scale: the caller can pick another view or scale.
            return RPCError(code: RPCError.invalidParamsCode, message: error.description, data: nil)
        case .fontMissing, .encoding:
            return .internalError(error.description)
        }
    }
}

/// One drawn PNG and its size in pixels.
struct Snapshot {
    let png: Data
    let width: Int
    let height: Int
    let scale: Double
}
