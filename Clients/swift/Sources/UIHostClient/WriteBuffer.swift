import CLibWebSockets

/// Scratch memory for `lws_write`: the payload is copied after `LWS_PRE` bytes of room for the frame header
/// (and masked in place, on the client side). Grows to the largest message sent and is reused.
struct WriteBuffer: ~Copyable {
    private var storage: UnsafeMutableRawPointer
    private var capacity: Int

    init() {
        capacity = uihost_lws_pre() + 4096
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Copies `bytes` behind the headroom and returns where the payload starts.
    mutating func load(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8> {
        let pre = uihost_lws_pre()
        if pre + bytes.count > capacity {
            storage.deallocate()
            capacity = pre + bytes.count
            storage = .allocate(byteCount: capacity, alignment: 16)
        }
        let payload = storage + pre
        bytes.withUnsafeBytes { if let base = $0.baseAddress { payload.copyMemory(from: base, byteCount: $0.count) } }
        return payload.assumingMemoryBound(to: UInt8.self)
    }
}
