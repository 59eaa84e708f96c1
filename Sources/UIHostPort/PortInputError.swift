/// Why a port did not start: bad input, reported with the problem and the fix; `uihost port` exits 2.
public enum PortInputError: Error, Equatable, CustomStringConvertible {
    case sourceMissing(String)
    case sourceNotDirectory(String)
    case noSwiftFiles(String)
    case outputInsideSource(source: String, output: String)
    case sourceInsideOutput(source: String, output: String)
    case outputNotDirectory(String)
    case outputHasLink(String)
    case registrationsNameTaken(String)
    case unreadable(String)
    case unwritable(String, reason: String)

    public var description: String {
        switch self {
        case .sourceMissing(let path):
            "source folder \(path) does not exist; give the folder that holds the app's Swift files"
        case .sourceNotDirectory(let path):
            "\(path) is a file, not a folder; give the folder that holds the app's Swift files"
        case .noSwiftFiles(let path):
            "\(path) holds no .swift files; give the folder that holds the app's Swift files"
        case let .outputInsideSource(source, output):
            "the output folder \(output) is the source folder \(source) or inside it; give --out a folder outside it, such as \(source)-ported"
        case let .sourceInsideOutput(source, output):
            "the source folder \(source) is inside the output folder \(output); give --out a folder that does not contain the sources"
        case .outputNotDirectory(let path):
            "--out \(path) is a file; give a folder (it is made when missing)"
        case .outputHasLink(let path):
            "\(path) in the output folder is a symbolic link, which the port would write through; remove it or choose another --out"
        case .registrationsNameTaken(let path):
            "\(path) is the name of the file the port generates, but this one was not generated; rename it"
        case .unreadable(let path):
            "\(path) cannot be read as UTF-8 text; fix its permissions or encoding"
        case let .unwritable(path, reason):
            "cannot write \(path): \(reason); check that the output folder is writable"
        }
    }
}
