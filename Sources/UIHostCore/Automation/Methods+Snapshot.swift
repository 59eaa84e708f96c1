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
            let scale = try call.params.number("scale", in: 0.25...4).map { CGFloat($0) } ?? host.screen.scale
            let view = try selector(call.params, "view").map { selector throws(RPCError) in try resolve(selector) }
            do throws(RenderError) {
                let picture = if let view {
                    try Renderer.shared.picture(of: view, scale: scale)
                } else {
                    try Renderer.shared.picture(ofScreen: host.screen.bounds, windows: host.windows, scale: scale)
                }
                let png = try picture.png()
                return ["png": .string(png.base64EncodedString()), "width": .int(picture.width),
                        "height": .int(picture.height), "scale": .double(Double(scale))]
            } catch {
                throw Self.snapshotError(error)
            }
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
