import Foundation
import UIHostProtocol

/// `GET /snapshot.png?view=...&scale=...` (docs/protocol.md, Screenshots): `screen.snapshot`'s PNG as a plain
/// image, for an `<img>` in the inspector or `curl`. The transport has checked the token and Origin already.
extension AutomationHost {
    /// The paths the host answers over plain HTTP, besides the inspector's files.
    public static let httpPaths: Set<String> = ["/snapshot.png"]

    /// The answer to a GET of one of `httpPaths`: 200 with the PNG; 400 for a bad argument, 404 when no view
    /// matches `view`, 500 when drawing fails, each with a plain-text body saying what would be right.
    public func serveHTTP(_ request: HTTPRequest) -> HTTPResponse {
        guard request.path == "/snapshot.png" else {
            return .text(404, "Not found: \(request.path). The host serves /snapshot.png and the inspector at /inspector/.")
        }
        do throws(HTTPFailure) {
            let (view, scale) = try Self.snapshotArguments(request.arguments)
            let snapshot: Snapshot
            do throws(RPCError) {
                snapshot = try self.snapshot(view: view, scale: scale)
            } catch {
                switch error.code {
                case RPCError.noSuchObjectCode: throw HTTPFailure(status: 404, message: error.message)
                case RPCError.invalidParamsCode: throw HTTPFailure(status: 400, message: error.message)
                default: throw HTTPFailure(status: 500, message: error.message)
                }
            }
            return HTTPResponse(status: 200, contentType: "image/png", body: Array(snapshot.png))
        } catch {
            return .text(error.status, error.message)
        }
    }

    /// `view` (a ref such as `v12`, or a selector as JSON: `{"tag":3}`) and `scale` (0.25 to 4); `token` is the
    /// transport's, and `_` is ignored (a page makes each picture's URL new with it). Anything else, or a name
    /// given twice, is refused naming it.
    static func snapshotArguments(_ arguments: [HTTPArgument]) throws(HTTPFailure) -> (ViewSelector?, Double?) {
        var view: ViewSelector?
        var scale: Double?
        var seen: Set<String> = []
        for argument in arguments {
            guard seen.insert(argument.name).inserted else {
                throw HTTPFailure(status: 400, message: "The argument \(argument.name) is given twice: give it once.")
            }
            switch argument.name {
            case "token", "_":
                continue
            case "view":
                view = try viewArgument(argument.value)
            case "scale":
                guard let value = Double(argument.value), (0.25...4).contains(value) else {
                    throw HTTPFailure(status: 400, message: "scale=\(argument.value) is not a number from 0.25 to 4 "
                        + "(pixels per point; leave it out for the device's).")
                }
                scale = value
            default:
                throw HTTPFailure(status: 400, message: "Unknown argument \(argument.name): /snapshot.png takes "
                    + "view (a ref such as v12, or a selector as JSON) and scale (0.25 to 4).")
            }
        }
        return (view, scale)
    }

    private static func viewArgument(_ value: String) throws(HTTPFailure) -> ViewSelector {
        if value.hasPrefix("{") {
            do {
                return try ViewSelector(json: JSONParser.parse(value), field: "view")
            } catch let error as RPCError {
                throw HTTPFailure(status: 400, message: "view=\(value): \(error.message)")
            } catch {
                throw HTTPFailure(status: 400, message: "view=\(value) is not JSON (\(error)): give a ref such as v12 "
                    + "or a selector such as {\"tag\":3}, percent-encoded.")
            }
        }
        guard value.hasPrefix("v"), value.count > 1, value.dropFirst().allSatisfy(\.isNumber) else {
            throw HTTPFailure(status: 400, message: "view=\(value) is neither a view ref (such as v12) nor a selector "
                + "as JSON (such as {\"tag\":3}).")
        }
        var selector = ViewSelector()
        selector.ref = value
        return selector
    }
}

/// A refused or failed request: its status and a one-line body.
struct HTTPFailure: Error {
    let status: UInt32
    let message: String
}
