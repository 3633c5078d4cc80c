/// A command line finder cannot run. The tokenizer throws these as data; the message is
/// built later, in the UI language, by `UsageError.message(_:)`, with the closest valid
/// name when there is one ("did you mean “stocks”?").
///
/// Indirect: every start hands an optional one from the tokenizer to the dispatch, and an
/// enum of this size (options, lists of names) was copied through its runtime metadata,
/// instantiated at the first copy (35 k instructions of every run); boxed, it is a reference.
public indirect enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String, valid: [String])
    case missingValue(Option)
    case badValue(Option, value: String)
    case unexpectedValue(Option)
    case unknownCommand(String)
    case missingQuery(command: String)
    case missingTicker
    /// `photos show` or `photos download` without a photo id.
    case missingPhotoID(command: String)
    /// A photo id that is not one (ids are letters, digits, `-` and `_`).
    case badPhotoID(String)
    case unexpectedArgument(String)
    case badSubcommand(command: String, value: String, valid: [String])
    case missingSubcommand(command: String, valid: [String])
    /// A query longer than `QueryText.maxLength` characters.
    case queryTooLong(command: String, length: Int, limit: Int)
    /// A query with a control character (`codePoint`: "U+001B").
    case controlCharacter(command: String, codePoint: String)
    /// More tickers than `TickerList.maxCount` for one command.
    case tooManyTickers(command: String, count: Int, limit: Int)
    /// `--fields` naming a member the command's results do not have ("" for an empty list).
    case badField(value: String, valid: [String])
    /// `watch alert` without a kind and level it understands.
    case badAlert
    /// `--country` naming no country of the catalogue.
    case badCountry(String)

    /// One line naming the problem, the closest valid name and the valid choices.
    public func message(_ c: Messages) -> String {
        switch self {
        case .unknownOption(let o, let valid):
            return Self.suggesting("usage.unknownOption", ["option": o, "choices": valid.joined(separator: ", ")],
                                   typed: o, among: valid, c)
        case .missingValue(let f):
            return c.text("usage.missingValue", ["option": f.spelling, "choices": Self.validValues(f, c)])
        case .badValue(let f, let v):
            return Self.suggesting("usage.badValue", ["option": f.spelling, "value": v, "choices": Self.validValues(f, c)],
                                   typed: v, among: ColorNames.suggestible(f.value.completions), c)
        case .unexpectedValue(let f):
            return c.text("usage.unexpectedValue", ["option": f.spelling])
        case .unknownCommand(let name):
            let names = CommandModel.commands.map(\.name)
            return Self.suggesting("usage.unknownCommand", ["command": name, "choices": names.joined(separator: ", ")],
                                   typed: name, among: names, c)
        case .missingQuery(let command):
            return c.text("usage.missingQuery", ["command": command])
        case .missingTicker:
            return c.text("usage.missingTicker")
        case .missingPhotoID(let command):
            return c.text("usage.missingPhotoID", ["command": command])
        case .badPhotoID(let id):
            return c.text("usage.badPhotoID", ["id": id])
        case .unexpectedArgument(let a):
            return c.text("usage.unexpectedArgument", ["argument": a])
        case .badSubcommand(let command, let value, let valid):
            return Self.suggesting("usage.badSubcommand", ["command": command, "value": value, "choices": valid.joined(separator: ", ")],
                                   typed: value, among: valid, c)
        case .missingSubcommand(let command, let valid):
            return c.text("usage.missingSubcommand", ["command": command, "choices": valid.joined(separator: ", ")])
        case .queryTooLong(let command, let length, let limit):
            return c.text("usage.queryTooLong", ["command": command, "length": String(length), "limit": String(limit)])
        case .controlCharacter(let command, let codePoint):
            return c.text("usage.controlCharacter", ["command": command, "character": codePoint])
        case .badAlert:
            return c.text("usage.badAlert")
        case .badCountry(let value):
            return c.text("usage.badCountry", ["value": value])
        case .badField(let value, let valid):
            if value.isEmpty { return c.text("usage.noFields", ["choices": valid.joined(separator: ", ")]) }
            return Self.suggesting("usage.badField", ["value": value, "choices": valid.joined(separator: ", ")],
                                   typed: value, among: valid, c)
        case .tooManyTickers(let command, let count, let limit):
            return c.text("usage.tooManyTickers", ["command": command, "count": String(count), "limit": String(limit)])
        }
    }

    /// `key`'s message, with "did you mean …?" in it when a valid name is close to `typed`.
    static func suggesting(_ key: String, _ args: MessageArguments, typed: String, among valid: [String], _ c: Messages) -> String {
        guard let close = Suggestion.closest(to: typed, among: valid) else { return c.text(key, args) }
        var args = args
        args["suggestion"] = close
        return c.text(key + ".suggest", args)
    }

    /// The valid values an error names: the choices, and for the photo colours the Russian
    /// names finder accepts too (they were accepted but never named).
    static func validValues(_ f: Option, _ c: Messages) -> String {
        let values = choices(f, c)
        guard f.value.completions == ColorNames.apiValues else { return values }
        return values + " " + c.text("usage.colour.russian", ["names": ColorNames.russianNames.joined(separator: ", ")])
    }

    public static func choices(_ f: Option, _ c: Messages) -> String {
        switch f.value {
        case .choice(let values), .named(_, let values, _): values.joined(separator: ", ")
        case .integer(let r): c.text("usage.integerRange", ["min": c.numberFormat.decimal(r.lowerBound),
                                                            "max": c.numberFormat.decimal(r.upperBound)])
        case .path: c.text("usage.aPath")
        case .filePath: c.text("usage.aFilePath")
        case .text: c.placeholders(in: f.valueName).split(separator: "|").joined(separator: ", ")
        case .none: ""
        }
    }
}
