import Foundation
import Glibc
import UIHostClient

/// The real `uihost` binary, started on `--port 0` for one test: reads the single ready line, and stops the
/// process when the test is done.
final class HostProcess: @unchecked Sendable {
    let process = Process()
    let url: String
    let port: Int
    private let stderr = Pipe()

    /// The binary SwiftPM built next to the test bundle.
    static func binary(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// `uihost serve --port 0 ARGUMENTS`, or with `executable`, that program (a served app) with `--port 0`.
    init(_ arguments: [String] = [], environment: [String: String] = [:], executable: String? = nil) throws {
        let binary = Self.binary(executable ?? "uihost")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw HostProcessError("no binary at \(binary.path); build it with `swift build --build-tests`")
        }
        let stdout = Pipe()
        process.executableURL = binary
        // --exit-with-parent: a test run that crashes or is killed leaves no hosts running behind it.
        process.arguments = (executable == nil ? ["serve"] : []) + ["--port", "0", "--exit-with-parent"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let line = try Self.readLine(from: stdout.fileHandleForReading, timeout: 20)
        guard line.hasPrefix("uihost listening on ws://") || line.hasPrefix("uihost listening on wss://"), line.hasSuffix("/"),
              let port = Int(line.split(separator: ":").last?.dropLast() ?? "") else {
            process.terminate()
            throw HostProcessError("unexpected ready line: \(line)")
        }
        self.port = port
        url = String(line.dropFirst("uihost listening on ".count))
    }

    deinit { stop() }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func connect(token: String? = nil, origin: String? = nil) throws -> UIHostClient {
        try UIHostClient(url: url, token: token, origin: origin)
    }

    /// Everything the process wrote on stderr; call once it has exited (reads to the end of the pipe).
    func standardErrorText() -> String {
        String(decoding: stderr.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
    }

    /// Waits for the process to exit; returns its status, or nil on timeout.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    private static func readLine(from handle: FileHandle, timeout: TimeInterval) throws -> String {
        var bytes: [UInt8] = []
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let chunk = handle.readChunkRetryingInterrupts()
            if chunk.isEmpty { throw HostProcessError("uihost exited before printing its ready line") }
            bytes += chunk
            if let newline = bytes.firstIndex(of: 0x0A) {
                return String(decoding: bytes[..<newline], as: UTF8.self)
            }
        }
        throw HostProcessError("no ready line within \(timeout) s")
    }
}

struct HostProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Pipe reads that survive a signal. Foundation's `availableData` and `readDataToEndOfFile()` stop the process with
/// a fatal error when `read` is interrupted (EINTR), which a child's exit (SIGCHLD) can cause while another test
/// reads; these retry instead.
extension FileHandle {
    /// The next bytes in the pipe (blocking until some arrive); empty at the end of the pipe.
    func readChunkRetryingInterrupts() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[..<count]) }
            if errno != EINTR { return Data() }
        }
    }

    /// Everything up to the end of the pipe.
    func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        while true {
            let chunk = readChunkRetryingInterrupts()
            if chunk.isEmpty { return data }
            data += chunk
        }
    }
}
