import CLibWebSockets
import UIHostProtocol

/// One connection's messages waiting to be written, oldest first, with their unsent byte count (the figure
/// checked against `maximumOutboundBytes`). A message longer than `chunkSize` goes out as several WebSocket
/// fragments, one per writable callback, so one large reply neither needs one large copy nor holds up the
/// service thread.
struct OutboundQueue {
    struct Chunk {
        let bytes: ArraySlice<UInt8>
        /// The `lws_write` protocol flags: opcode (text, binary or continuation) plus NO_FIN unless it is the last.
        let flags: lws_write_protocol
    }

    static let chunkSize = 64 * 1024

    /// A whole message, or one part of a message sent in parts (`MessagePart`).
    private struct Entry {
        var bytes: [UInt8]
        let isBinary: Bool
        let part: MessagePart
    }

    private var messages: [Entry] = []
    private var head = 0
    private var sentOfHead = 0
    private(set) var byteCount = 0

    /// Nothing to write now. After a part that is not the last, the message goes on when its next part comes.
    var isEmpty: Bool { head == messages.count }

    mutating func append(_ bytes: [UInt8], isBinary: Bool, part: MessagePart = .whole) {
        messages.append(Entry(bytes: bytes, isBinary: isBinary, part: part))
        byteCount += bytes.count
    }

    /// The next piece to write; call `consume` once lws has taken it.
    func next() -> Chunk? {
        guard head < messages.count else { return nil }
        let message = messages[head]
        let end = min(message.bytes.count, sentOfHead + OutboundQueue.chunkSize)
        let opensMessage = sentOfHead == 0 && (message.part == .whole || message.part == .first)
        var flags = opensMessage ? (message.isBinary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT) : LWS_WRITE_CONTINUATION
        if end < message.bytes.count || message.part == .first || message.part == .middle {
            flags = lws_write_protocol(flags.rawValue | LWS_WRITE_NO_FIN.rawValue)
        }
        return Chunk(bytes: message.bytes[sentOfHead..<end], flags: flags)
    }

    mutating func consume(_ chunk: Chunk) {
        sentOfHead += chunk.bytes.count
        byteCount -= chunk.bytes.count
        if sentOfHead == messages[head].bytes.count {
            messages[head].bytes = []
            head += 1
            sentOfHead = 0
            if head == messages.count || head >= 64 {
                messages.removeFirst(head)
                head = 0
            }
        }
    }

    mutating func removeAll() {
        messages = []
        head = 0
        sentOfHead = 0
        byteCount = 0
    }
}
