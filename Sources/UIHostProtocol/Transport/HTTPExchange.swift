import Foundation

/// A plain HTTP GET of one of the host's own paths (`/snapshot.png`), as the transport hands it to the main loop:
/// the token and the Origin are already checked (docs/protocol.md, Transport), and the arguments are decoded.
public struct HTTPRequest: Equatable, Sendable {
    /// The path without its query, such as `/snapshot.png`.
    public let path: String
    /// The query's arguments, percent-decoded, in the order sent; a name may repeat.
    public let arguments: [HTTPArgument]

    public init(path: String, arguments: [HTTPArgument] = []) {
        self.path = path
        self.arguments = arguments
    }
}

/// One `name=value` of a query (a bare `name` has an empty value).
public struct HTTPArgument: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The main loop's answer to an `HTTPRequest`: status, type and body; the transport adds the length and
/// `Cache-Control: no-store` (what the host serves is a picture of the app now, never worth keeping).
public struct HTTPResponse: Equatable, Sendable {
    public let status: UInt32
    public let contentType: String
    public let body: [UInt8]

    public init(status: UInt32, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A refusal or failure: `message` (one line saying what would be right) as plain text.
    public static func text(_ status: UInt32, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// The reason phrase of the statuses the host answers with (RFC 9110, section 15).
    public static func reasonPhrase(_ status: UInt32) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
