/// Lets a handler send a large result while it is still writing it, instead of returning it whole: the reply
/// leaves in pieces of about `pieceBytes`, so the transport and the client work on the first piece while the
/// handler writes the next. `tree.get` of 10,000 views (2.6 MB) streams this way; its reply is the same JSON.
///
/// The dispatcher offers a stream only for a single request with an id (not in a batch, not for a notification):
/// the handler writes `begin`, its result, then `finish`, and the dispatcher sends nothing more. A handler that
/// does not call `begin` returns its result as usual. Once `begin` is written the reply has started, so a handler
/// must make every check that could fail before it.
public final class ReplyStream {
    /// Roughly how many bytes each piece holds: the transport's fragment size.
    public let pieceBytes: Int
    private let deliver: (_ piece: [UInt8], _ isFirst: Bool, _ isLast: Bool) -> Void
    private var id: JSON = .null
    private var hasSentPiece = false
    /// Whether the current request's reply went out through the stream.
    public private(set) var isStarted = false

    /// `deliver` gets every piece in order, the first and the last flagged (one piece can be both).
    public init(pieceBytes: Int = 64 * 1024,
                deliver: @escaping (_ piece: [UInt8], _ isFirst: Bool, _ isLast: Bool) -> Void) {
        self.pieceBytes = pieceBytes
        self.deliver = deliver
    }

    /// Readies the stream for the reply to the request with `id`.
    func prepare(id: JSON) {
        self.id = id
        isStarted = false
        hasSentPiece = false
    }

    /// Writes the reply's opening, up to where the result goes.
    public func begin(_ out: inout JSONBuffer) {
        isStarted = true
        out.append(#"{"jsonrpc":"2.0","result":"#)
    }

    /// Sends what `out` holds once it has reached `pieceBytes`, and empties it.
    @inline(__always)
    public func sendIfFull(_ out: inout JSONBuffer) {
        if out.byteCount >= pieceBytes { send(&out, isLast: false) }
    }

    /// Writes the reply's end after the result and sends the rest.
    public func finish(_ out: inout JSONBuffer) {
        out.append(#","id":"#)
        out.write(id)
        out.append(UInt8(ascii: "}"))
        send(&out, isLast: true)
    }

    private func send(_ out: inout JSONBuffer, isLast: Bool) {
        deliver(out.bytes, !hasSentPiece, isLast)
        hasSentPiece = true
        out.removeAll()
    }
}
