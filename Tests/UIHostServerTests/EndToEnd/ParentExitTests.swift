import Foundation
import Testing

/// `uihost serve --exit-with-parent`: a host started by a test harness that is then killed shuts itself down instead
/// of running on as an orphan. The parent here is a shell that starts the host, waits for its ready line and exits.
@Suite(.serialized) struct ParentExitTests {
    @Test func aHostStartedWithExitWithParentShutsDownOnceItsParentHasExited() throws {
        let run = try ParentThatExits(hostArguments: ["--exit-with-parent"])
        #expect(run.readyLine.hasPrefix("uihost listening on ws://127.0.0.1:"))
        #expect(run.waitUntilHostIsGone(timeout: 10), "the host outlived its parent by 10 s")
        let log = run.hostLog()
        #expect(log.contains("the process that started uihost (pid \(run.shellPID)) has exited"), "\(log)")
        #expect(log.contains("shutting down"))
    }

    /// Without the flag the host keeps serving, as a server started from a shell script should.
    @Test func withoutTheFlagTheHostOutlivesItsParent() throws {
        let run = try ParentThatExits(hostArguments: [])
        defer { kill(run.hostPID, SIGKILL) }
        #expect(run.readyLine.hasPrefix("uihost listening on ws://127.0.0.1:"))
        #expect(!run.waitUntilHostIsGone(timeout: 0.5))
        #expect(!run.hostLog().contains("shutting down"))
    }
}

/// `sh` starts `uihost serve --port 0 ARGUMENTS` in the background with its output in files, writes the host's pid
/// to a file, waits (at most 20 s) for the ready line, and exits, leaving the host to whoever inherits it. The shell is
/// started with posix_spawn and waited for with waitpid, not with Foundation's Process: that one learns of an exit
/// when a socket the child inherited is closed, and the host, inheriting it in turn, would keep it open.
private struct ParentThatExits {
    let folder: URL
    let shellPID: Int32
    let hostPID: Int32
    let readyLine: String

    init(hostArguments: [String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("uihost-parent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            cd "$1" || exit 1
            shift
            "$0" serve --port 0 "$@" < /dev/null > out.txt 2> err.txt &
            echo $! > pid.txt
            for i in $(seq 400); do grep -q listening out.txt && exit 0; sleep 0.05; done
            exit 1
            """
        let arguments = ["/bin/sh", "-c", script, HostProcess.binary("uihost").path, folder.path] + hostArguments
        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, cArguments, environ)
        guard spawned == 0 else { throw HostProcessError("posix_spawn /bin/sh failed: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        shellPID = pid
        let written = (try? String(contentsOf: folder.appendingPathComponent("pid.txt"), encoding: .utf8)) ?? ""
        guard let pid = Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw HostProcessError("the shell wrote \(written) instead of the host's pid")
        }
        hostPID = pid
        readyLine = (try? String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8))?
            .split(separator: "\n").first.map(String.init) ?? ""
    }

    /// True once the host has exited (gone, or a zombie nobody has reaped yet).
    func waitUntilHostIsGone(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(hostPID)/stat", encoding: .utf8) else { return true }
            // The state follows the command name in parentheses: "Z" is a process that has exited.
            if let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "Z" { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return false
    }

    func hostLog() -> String {
        (try? String(contentsOf: folder.appendingPathComponent("err.txt"), encoding: .utf8)) ?? ""
    }
}
