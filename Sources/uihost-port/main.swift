import Foundation
import UIHostPort

// The port tool UIHostPortPlugin runs at build time (docs/uikit-rules.md 18.12): `uihost-port SRC_DIR --out OUT_DIR
// [--app-folder DIR]`, `uihost port` without the host, so a build that ports sources builds only the port library.
// What is left to port by hand is printed as warnings and does not fail the build (the compiler then says what
// does not compile, on the user's own file and line: each ported file starts with a #sourceLocation); bad input
// exits 2.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: uihost-port SRC_DIR --out OUT_DIR [--app-folder DIR]"
var source: String?
var output: String?
var appFolder: String?
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--out", "--app-folder":
        guard index + 1 < arguments.count else {
            FileHandle.standardError.write(Data("uihost-port: \(argument) needs a folder. \(usage)\n".utf8))
            exit(2)
        }
        if argument == "--out" { output = arguments[index + 1] } else { appFolder = arguments[index + 1] }
        index += 2
    default:
        guard source == nil, !argument.hasPrefix("-") else {
            FileHandle.standardError.write(Data("uihost-port: unexpected argument '\(argument)'. \(usage)\n".utf8))
            exit(2)
        }
        source = argument
        index += 1
    }
}
guard let source, let output else {
    FileHandle.standardError.write(Data("uihost-port: give the source folder and --out. \(usage)\n".utf8))
    exit(2)
}
do throws(PortInputError) {
    let report = try Porter.port(source: source, output: output, appFolder: appFolder, pointingAtSources: true)
    // Each item left as a compiler-style warning on the user's own file and line.
    for item in report.left {
        print("\(source)/\(item.location.file):\(item.location.line): warning: uihost port: \(item.reason)")
    }
} catch {
    FileHandle.standardError.write(Data("uihost-port: \(error.description)\n".utf8))
    exit(2)
}
