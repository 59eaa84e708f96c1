import Foundation

#if !canImport(Darwin)
/// iOS 15's `String(localized:)` for headless apps (docs/uikit-rules.md 15.15), which Foundation on Linux lacks. The
/// key of an interpolated value is its format string, as Apple's string catalogs store it: `"\(count) items"` is
/// looked up as `"%lld items"`, and the table's value is then formatted with the interpolated arguments.
extension String {
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        /// The lookup key: the literal with a format specifier where each value was interpolated.
        public let key: String
        let arguments: [Argument]

        enum Argument: Equatable, Sendable {
            case integer(Int64), unsigned(UInt64), double(Double), object(String)

            var cVarArg: any CVarArg {
                switch self {
                case let .integer(value): value
                case let .unsigned(value): value
                case let .double(value): value
                case let .object(value): value
                }
            }
        }

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            arguments = stringInterpolation.arguments
            // A literal's "%" is doubled only in a format, that is, where values were interpolated.
            key = arguments.isEmpty ? stringInterpolation.key.replacingOccurrences(of: "%%", with: "%")
                : stringInterpolation.key
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                if Value.isSigned {
                    key += "%lld"
                    arguments.append(.integer(Int64(value)))
                } else {
                    key += "%llu"
                    arguments.append(.unsigned(UInt64(value)))
                }
            }

            public mutating func appendInterpolation(_ value: Double) {
                key += "%lf"
                arguments.append(.double(value))
            }

            public mutating func appendInterpolation(_ value: Float) {
                key += "%f"
                arguments.append(.double(Double(value)))
            }

            public mutating func appendInterpolation(_ value: CGFloat) {
                key += "%lf"
                arguments.append(.double(Double(value)))
            }

            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                arguments.append(.object(value))
            }

            public mutating func appendInterpolation<Value>(_ value: Value) {
                key += "%@"
                arguments.append(.object(String(describing: value)))
            }
        }

        /// The text with `format` (the key, or the table's value for it) filled in with the arguments.
        func formatted(_ format: String) -> String {
            guard !arguments.isEmpty else { return format }
            return String(format: format, arguments: arguments.map(\.cVarArg))
        }
    }

    /// The app's localized text for the value's key in `table` (`Localizable` when nil) of the main bundle, filled in
    /// with the interpolated values; the value itself when the table has no such key (docs/uikit-rules.md 15.15).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key, table: table, bundle: bundle).map(keyAndValue.formatted)
            ?? keyAndValue.formatted(keyAndValue.key)
    }

    /// The app's localized text for `key`, or `defaultValue` when the table has none.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized("\(key)", table: table, bundle: bundle).map(defaultValue.formatted)
            ?? defaultValue.formatted(defaultValue.key)
    }

    private static func localized(_ key: String, table: String?, bundle: Bundle?) -> String? {
        guard bundle == nil || bundle === Bundle.main else { return nil }
        return AppLocalization.string(for: key, table: table ?? "Localizable")
    }
}

extension UserDefaults {
    /// Key-value coding's reading of a default, which Foundation on Linux lacks: the default's value, as
    /// `object(forKey:)` gives it (docs/uikit-rules.md 15.15).
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Key-value coding's writing of a default: `set(_:forKey:)`, nil removing it.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
#endif
