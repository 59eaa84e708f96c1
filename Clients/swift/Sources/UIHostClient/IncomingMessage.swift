/// Reassembles an incoming message from the chunks lws delivers (frames larger than the receive buffer arrive
/// in pieces; messages may span several frames).
struct IncomingMessage {
    private var buffer: [UInt8] = []
    private var inMessage = false

    /// Returns the whole message when `endsMessage` (final fragment, nothing left of the frame), else nil.
    mutating func append(_ chunk: UnsafeRawBufferPointer, endsMessage: Bool) -> [UInt8]? {
        if !inMessage && endsMessage { return [UInt8](chunk) }
        inMessage = true
        buffer.append(contentsOf: chunk)
        guard endsMessage else { return nil }
        inMessage = false
        defer { buffer = [] }
        return buffer
    }
}
