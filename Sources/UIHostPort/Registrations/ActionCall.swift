/// The call a registered action makes: the method, given the sender and event the runtime passes, cast to the
/// parameter types it declares. A sender of another type does not run it, as a typed action would not.
struct ActionCall {
    var closureParameters: String
    var statements: [String]

    init(method: MethodFacts) {
        var guards: [String] = []
        var arguments: [String] = []
        let sources = ["sender", "event"]
        for (index, type) in method.parameterTypes.enumerated() {
            let (guardLine, expression) = Self.argument(of: type, from: sources[index])
            if let guardLine { guards.append(guardLine) }
            let label = method.labels[index].map { "\($0): " } ?? ""
            arguments.append(label + expression)
        }
        switch method.parameterTypes.count {
        case 0: closureParameters = "target, _"
        case 1: closureParameters = "target, sender"
        default: closureParameters = "target, sender, event"
        }
        let call = "target.\(method.name)(\(arguments.joined(separator: ", ")))"
        statements = guards + [method.isThrowing ? "try? \(call)" : call]
    }

    /// How the untyped sender or event becomes an argument of `type`: passed on, cast, or checked first.
    static func argument(of type: String, from source: String) -> (guardLine: String?, expression: String) {
        let text = type.trimmingSpaces
        switch text {
        case "Any?", "Any!": return (nil, source)
        case "Any": return (nil, "\(source) as Any")
        case "UIEvent?", "UIEvent!": if source == "event" { return (nil, source) }
        case "UIEvent": if source == "event" { return ("guard let event else { return }", source) }
        default: break
        }
        if text.hasSuffix("?") || text.hasSuffix("!") {
            return (nil, "\(source) as? \(text.dropLast())")
        }
        return ("guard let \(source) = \(source) as? \(text) else { return }", source)
    }
}
