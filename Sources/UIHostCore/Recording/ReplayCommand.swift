import Foundation
import HeadlessUIKit

/// What `uihost replay`, `uihost shrink` and `uihost export` do, apart from parsing arguments (docs/protocol.md, The
/// command line): run, print, write the JUnit report, and say which exit code the outcome deserves.
@MainActor
public enum ReplayCommand {
    /// Exit codes of `uihost replay`.
    public static let matched: Int32 = 0
    public static let diverged: Int32 = 1
    public static let badInput: Int32 = 2

    /// The app a recording names: its storyboard file when it has one, else its built-in app's name.
    public static func recordedApp(path: String) throws(RecordingError) -> AppIdentity {
        try Recording.read(path: path).header.app
    }

    /// Replays `path` into `app`, prints the outcome (stdout; problems to stderr) and returns the exit code. With
    /// `snapshotsDir`, a divergence's two pictures are written there (`step-N-expected.png`, `step-N-actual.png`).
    public static func replay(path: String, app: AppDescription, options: ReplayOptions, junit: String?,
                              snapshotsDir: String? = nil) -> Int32 {
        let started = Date()
        let report: ReplayReport
        do {
            let replayer = try Replayer(path: path, app: app, options: options)
            report = try replayer.run()
        } catch {
            printError("uihost replay: \(error)")
            if let junit { writeJUnit(junit, path: path, seconds: Date().timeIntervalSince(started), failure: ("bad input", "\(error)"), notes: []) }
            return badInput
        }
        let seconds = Date().timeIntervalSince(started)
        for note in report.notes { print("note: \(note)") }
        if let divergence = report.divergence {
            var text = divergence.summary + "\n"
            text += "expected state \(divergence.expectedCheck ?? "-"), actual \(divergence.actualCheck ?? "-")\n"
            if !divergence.diff.isEmpty { text += "difference (- recorded, + replayed):\n\(divergence.diff)\n" }
            text += pictureLines(divergence, directory: snapshotsDir)
            print(text, terminator: "")
            if let junit {
                writeJUnit(junit, path: path, seconds: seconds, failure: (divergence.summary, text), notes: report.notes)
            }
            return diverged
        }
        let verified = options.verify ? "all \(report.checkpoints) checkpoints match" : "checkpoints not verified"
        print("replayed \(report.events) steps of \(path) in \(String(format: "%.3f", seconds)) s: \(verified)")
        if let junit { writeJUnit(junit, path: path, seconds: seconds, failure: nil, notes: report.notes) }
        return matched
    }

    /// Shrinks `path` and writes the result to `output`; returns the exit code (0 written, 1 nothing to shrink, 2 bad input).
    public static func shrink(path: String, app: AppDescription, check: ShrinkCheck, output: String, force: Bool) -> Int32 {
        do {
            let shrinker = try Shrinker(path: path, app: app, check: check, force: force)
            let result = try shrinker.shrink(writingTo: output)
            print("kept \(result.keptSteps.count) of \(result.originalSteps) steps (\(result.keptSteps.map(String.init).joined(separator: ", "))) that still show \(result.check), after \(result.replays) replays; wrote \(output)")
            return 0
        } catch let refusal as ShrinkRefusal {
            printError("uihost shrink: \(refusal.description)")
            return refusal.passes ? 1 : badInput
        } catch {
            printError("uihost shrink: \(error)")
            return badInput
        }
    }

    /// Writes the Python test for `path` to `output` (nil: stdout).
    public static func export(path: String, output: String?, testName: String?) -> Int32 {
        do throws(RecordingError) {
            let text = try PythonExporter.export(path: path, testName: testName)
            if let output {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output))
                } catch {
                    printError("uihost export: cannot write \(output): \(error.localizedDescription)")
                    return badInput
                }
            } else {
                print(text, terminator: "")
            }
            return 0
        } catch {
            printError("uihost export: \(error)")
            return badInput
        }
    }

    /// Where the divergence's pictures went, written into `directory` only (under names made here, never from the
    /// recording), or how to get them.
    static func pictureLines(_ divergence: ReplayDivergence, directory: String?) -> String {
        let pictures = [("expected", "recorded", divergence.expectedPicture), ("actual", "replayed", divergence.actualPicture)]
            .compactMap { kind, word, png in png.map { (kind, word, $0) } }
        guard !pictures.isEmpty else { return "" }
        guard let directory else {
            return "the recording keeps pictures: --snapshots-dir DIR writes the recorded and the replayed screen as PNGs\n"
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot write the pictures: \(directory) cannot be made (\(error.localizedDescription))\n"
        }
        var lines = ""
        for (kind, word, png) in pictures {
            let file = URL(fileURLWithPath: directory).appendingPathComponent("step-\(divergence.step)-\(kind).png").path
            do {
                try png.write(to: URL(fileURLWithPath: file))
                lines += "\(word) screen: \(file)\n"
            } catch {
                lines += "cannot write \(file): \(error.localizedDescription)\n"
            }
        }
        return lines
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// One test suite with one test case, the recording; a divergence or bad input is its failure.
    static func writeJUnit(_ output: String, path: String, seconds: Double, failure: (message: String, text: String)?, notes: [String]) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"uihost replay\" tests=\"1\" failures=\"\(failure == nil ? 0 : 1)\" errors=\"0\" time=\"\(String(format: "%.3f", seconds))\">\n"
        xml += "  <testcase classname=\"uihost.replay\" name=\"\(escape(name))\" time=\"\(String(format: "%.3f", seconds))\">\n"
        if let failure {
            xml += "    <failure message=\"\(escape(failure.message))\">\(escape(failure.text))</failure>\n"
        }
        if !notes.isEmpty { xml += "    <system-out>\(escape(notes.joined(separator: "\n")))</system-out>\n" }
        xml += "  </testcase>\n</testsuite>\n"
        try? Data(xml.utf8).write(to: URL(fileURLWithPath: output))
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
