import Foundation

/// Strings tables (docs/uikit-rules.md 15.10): `.strings` files in the old-style property-list format
/// (`"key" = "value";`, with `/* */` and `//` comments, in UTF-8 or UTF-16 with a byte-order mark), and `.xcstrings`
/// string catalogs (JSON).
enum StringsFile {
    struct ParseError: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// The file's text: UTF-16 by its byte-order mark (or by zero bytes, without one), else UTF-8, else Latin-1.
    static func text(_ data: Data) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) ?? "" }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) ?? "" }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            return String(data: data, encoding: bytes[0] == 0 ? .utf16BigEndian : .utf16LittleEndian) ?? ""
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        return String(data: data, encoding: .isoLatin1) ?? ""
    }

    /// The pairs of a `.strings` file. A key without a value (`"key";`) stands for itself.
    static func parseStrings(_ data: Data) throws(ParseError) -> [String: String] {
        var scanner = Scanner(Array(text(data).unicodeScalars))
        var table: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return table }
            let key = try scanner.token()
            try scanner.skipSpaceAndComments()
            if scanner.take(";") {
                table[key] = key
                continue
            }
            guard scanner.take("=") else { throw scanner.error("expected '=' or ';' after \"\(key)\"") }
            try scanner.skipSpaceAndComments()
            let value = try scanner.token()
            try scanner.skipSpaceAndComments()
            guard scanner.take(";") else { throw scanner.error("expected ';' after the value of \"\(key)\"") }
            table[key] = value
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
        }

        var atEnd: Bool { index >= scalars.count }

        func error(_ reason: String) -> ParseError { ParseError(line: line, reason: reason) }

        mutating func next() -> Unicode.Scalar {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" { line += 1 }
            return scalar
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek() == scalar else { return false }
            _ = next()
            return true
        }

        mutating func skipSpaceAndComments() throws(ParseError) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    _ = next()
                } else if scalar == "/", peek(1) == "/" {
                    while let character = peek(), character != "\n" { _ = next() }
                } else if scalar == "/", peek(1) == "*" {
                    let start = line
                    _ = next(); _ = next()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard !atEnd else { throw ParseError(line: start, reason: "a /* comment is not closed") }
                        _ = next()
                    }
                    _ = next(); _ = next()
                } else {
                    return
                }
            }
        }

        /// A quoted string with its escapes, or an unquoted word of letters, digits and `_$:./-`.
        mutating func token() throws(ParseError) -> String {
            guard let first = peek() else { throw error("unexpected end of file") }
            if first == "\"" {
                _ = next()
                var result = String.UnicodeScalarView()
                let start = line
                while true {
                    guard !atEnd else { throw ParseError(line: start, reason: "a quoted string is not closed") }
                    let scalar = next()
                    if scalar == "\"" { return String(result) }
                    guard scalar == "\\" else { result.append(scalar); continue }
                    guard !atEnd else { throw error("the file ends in an escape") }
                    let escaped = next()
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    case "0": result.append("\0")
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit { hex.unicodeScalars.append(next()) }
                        guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                            throw error("\\\(escaped) is not followed by four hex digits")
                        }
                        result.append(decoded)
                    default: result.append(escaped)
                    }
                }
            }
            var word = String.UnicodeScalarView()
            while let scalar = peek(), scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "_$:./-".unicodeScalars.contains(scalar) {
                word.append(next())
            }
            guard !word.isEmpty else { throw error("unexpected '\(first)'") }
            return String(word)
        }
    }

    /// The strings of a `.xcstrings` catalog in `language`: each key's `stringUnit` value there (a plural's `other`
    /// form); a key with no value in `language` is its own value when `language` is the catalog's source language.
    static func parseCatalog(_ data: Data, language: String) throws(ParseError) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ParseError(line: 1, reason: "not a JSON object")
        }
        let source = object["sourceLanguage"] as? String
        guard let strings = object["strings"] as? [String: Any] else { return [:] }
        var table: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            if let localization = localizations[language] as? [String: Any], let value = Self.value(of: localization) {
                table[key] = value
            } else if source == language {
                table[key] = key
            }
        }
        return table
    }

    private static func value(of localization: [String: Any]) -> String? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        let variations = localization["variations"] as? [String: Any]
        let plural = variations?["plural"] as? [String: Any] ?? variations?["device"] as? [String: Any]
        if let other = (plural?["other"] ?? plural?.values.first) as? [String: Any] { return value(of: other) }
        return nil
    }
}
