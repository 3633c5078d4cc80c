/// A command line finder cannot run. The parser throws these as data; the message is built
/// later, in the UI language, by `UsageError.message(_:)`.
public enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String, valid: [String])
    case missingValue(Flag)
    case badValue(Flag, value: String)
    case unexpectedValue(Flag)
    case unknownCommand(String)
    case missingQuery(command: String)
    case missingTicker
    case unexpectedArgument(String)
    case badSubcommand(command: String, value: String, valid: [String])
    case missingSubcommand(command: String, valid: [String])

    /// One line naming the problem and the valid choices.
    public func message(_ c: Catalog) -> String {
        switch self {
        case .unknownOption(let o, let valid):
            return c.text("usage.unknownOption", ["option": o, "choices": valid.joined(separator: ", ")])
        case .missingValue(let f):
            return c.text("usage.missingValue", ["option": f.spelling, "choices": Self.choices(f, c)])
        case .badValue(let f, let v):
            return c.text("usage.badValue", ["option": f.spelling, "value": v, "choices": Self.choices(f, c)])
        case .unexpectedValue(let f):
            return c.text("usage.unexpectedValue", ["option": f.spelling])
        case .unknownCommand(let name):
            return c.text("usage.unknownCommand", ["command": name, "choices": CommandName.allCases.map(\.rawValue).joined(separator: ", ")])
        case .missingQuery(let command):
            return c.text("usage.missingQuery", ["command": command])
        case .missingTicker:
            return c.text("usage.missingTicker")
        case .unexpectedArgument(let a):
            return c.text("usage.unexpectedArgument", ["argument": a])
        case .badSubcommand(let command, let value, let valid):
            return c.text("usage.badSubcommand", ["command": command, "value": value, "choices": valid.joined(separator: ", ")])
        case .missingSubcommand(let command, let valid):
            return c.text("usage.missingSubcommand", ["command": command, "choices": valid.joined(separator: ", ")])
        }
    }

    static func choices(_ f: Flag, _ c: Catalog) -> String {
        switch f.value {
        case .choice(let values): values.joined(separator: ", ")
        case .integer(let r): c.text("usage.integerRange", ["min": "\(r.lowerBound)", "max": "\(r.upperBound)"])
        case .path: c.text("usage.aPath")
        case .none: ""
        }
    }
}
