/// Reassembles one connection's incoming message from the chunks lws delivers (a frame larger than the receive
/// buffer arrives in several callbacks, and a message may span several frames), enforcing the size limit.
struct MessageAssembler {
    enum Outcome: Equatable {
        /// More chunks of this message are to come.
        case incomplete
        case message([UInt8], isBinary: Bool)
        /// The message just passed the limit. Reported once; its remaining chunks are dropped up to the final one.
        case oversize
    }

    let limit: Int
    private var buffer: [UInt8] = []
    private var inMessage = false
    private var isBinary = false
    private var dropping = false

    init(limit: Int) {
        self.limit = limit
    }

    /// - Parameters:
    ///   - isBinary: the message's opcode, read on its first chunk (later chunks are continuations).
    ///   - endsMessage: final fragment and nothing left of the frame (`lws_is_final_fragment` and
    ///     `lws_remaining_packet_payload() == 0`).
    mutating func append(_ chunk: UnsafeRawBufferPointer, isBinary binary: Bool, endsMessage: Bool) -> Outcome {
        if !inMessage {
            inMessage = true
            isBinary = binary
            if endsMessage && chunk.count <= limit {
                inMessage = false
                return .message([UInt8](chunk), isBinary: binary)
            }
        }
        var outcome = Outcome.incomplete
        if !dropping {
            if buffer.count + chunk.count > limit {
                dropping = true
                buffer = []
                outcome = .oversize
            } else {
                buffer.append(contentsOf: chunk)
            }
        }
        if endsMessage {
            inMessage = false
            if dropping {
                dropping = false
            } else {
                outcome = .message(buffer, isBinary: isBinary)
                buffer = []
            }
        }
        return outcome
    }
}
