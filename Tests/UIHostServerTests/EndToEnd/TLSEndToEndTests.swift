import Foundation
import Glibc
import Testing
import UIHostClient
import UIHostProtocol

/// `uihost serve --tls-cert/--tls-key` and the warning for an exposed host (SECURITY.md, Inspecting a host on
/// another machine), with the Swift client over wss://; the Python client's side is Clients/python/tests/test_tls.py.
@Suite struct TLSEndToEndTests {
    /// A self-signed certificate for 127.0.0.1, made with the openssl command.
    static func certificate() throws -> (certificate: String, key: String) {
        let folder = try EndToEndTests.temporaryFile("", name: "unused").deletingLastPathComponent()
        let certificate = folder.appendingPathComponent("host.pem").path, key = folder.appendingPathComponent("host.key").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                             "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        try #require(openssl.terminationStatus == 0)
        return (certificate, key)
    }

    @Test func aHostWithACertificateAnnouncesWss() throws {
        let files = try Self.certificate()
        let host = try HostProcess(["--tls-cert", files.certificate, "--tls-key", files.key])
        #expect(host.url == "wss://127.0.0.1:\(host.port)/")
        host.stop()
        #expect(!host.standardErrorText().contains("warning"), "loopback needs no warning")
    }

    @Test func theSwiftClientDrivesAHostOverWssTrustingItsCertificate() async throws {
        let files = try Self.certificate()
        let host = try HostProcess(["--tls-cert", files.certificate, "--tls-key", files.key])
        defer { host.stop() }
        let client = try UIHostClient(url: host.url, caFile: files.certificate)
        #expect(try await client.call("input.tap", ["view": ["tag": 3]])["hit"]?["tag"] == 3)
        #expect(try await client.call("session.hello")["protocol"] == "uihost/1")
        client.close()
        // Without the certificate among its CAs the client refuses the host.
        #expect(throws: WebSocketConnectionError.self) { try UIHostClient(url: host.url) }
    }

    @Test func aPlainRequestToATLSPortGetsNoHTTPAnswer() throws {
        let files = try Self.certificate()
        let host = try HostProcess(["--tls-cert", files.certificate, "--tls-key", files.key])
        defer { host.stop() }
        let answer = try rawExchange(port: host.port, Array(upgradeRequest(port: host.port).utf8), readUntilClosed: true)
        #expect(!String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/"))
    }

    @Test func certificateAndKeyGoTogetherAndMustBeReadable() throws {
        let files = try Self.certificate()
        let alone = try RecordingEndToEndTests.uihost(["serve", "--port", "0", "--tls-cert", files.certificate])
        #expect(alone.status == 64)
        #expect(alone.err.contains("--tls-cert needs --tls-key: give the certificate's private key"))
        let missing = try RecordingEndToEndTests.uihost(["serve", "--port", "0", "--tls-cert", "/nonexistent/host.pem",
                                                         "--tls-key", files.key])
        #expect(missing.status == 1)
        #expect(missing.err.contains("cannot serve TLS with the certificate /nonexistent/host.pem and the key \(files.key): "
            + "/nonexistent/host.pem cannot be read."))
        let swapped = try RecordingEndToEndTests.uihost(["serve", "--port", "0", "--tls-cert", files.key,
                                                         "--tls-key", files.certificate])
        #expect(swapped.status == 1)
        #expect(swapped.err.contains("OpenSSL refused them"), "\(swapped.err)")
    }

    @Test func aHostBoundBeyondLoopbackWithoutATokenWarnsNamingTheRisk() throws {
        let exposed = try HostProcess(["--host", "0.0.0.0"])
        exposed.stop()
        #expect(exposed.standardErrorText().contains("uihost: listening on 0.0.0.0 without a token: anyone who can reach "
            + "this port can drive the app, read everything on its screen and write recordings. Give --token (or "
            + "UIHOST_TOKEN), and --tls-cert/--tls-key so the token and the app's data do not cross the network in the clear."))
        let guarded = try HostProcess(["--host", "0.0.0.0", "--token", "s3cret"])
        guarded.stop()
        #expect(!guarded.standardErrorText().contains("without a token"))
    }
}
