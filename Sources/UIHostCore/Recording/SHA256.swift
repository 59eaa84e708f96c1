import CLibCrypto

/// SHA-256, for the content hash a recording keeps of its storyboard: OpenSSL's (libcrypto's EVP digest), which
/// libwebsockets already links; Foundation on Linux has no digest API. docs/benchmarks.md has the figures that
/// retired the hand-written one this replaced.
enum SHA256 {
    /// The digest as 64 lowercase hex digits.
    static func hex<Bytes: Collection>(_ data: Bytes) -> String where Bytes.Element == UInt8 {
        digest(data).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    static func digest<Bytes: Collection>(_ data: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = Array(data).withUnsafeBytes { bytes in
            EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(status == 1 && length == 32, "OpenSSL's SHA-256 failed")
        return digest
    }
}
