import FinderCLI

/// The filters of one photo search; also the identity of a saved result (with the query).
struct PhotoFilters: Codable, Equatable {
    var color: String?
    var orientation: String?
    var order: String = "relevant"
    var page: Int = 1
    var perPage: Int = 10
    var contentFilter: String = "low"

    /// Canonical text for the store's `options` column: an offline lookup must match it.
    var canonical: String {
        "color=\(color ?? "");orientation=\(orientation ?? "");order=\(order);page=\(page);per_page=\(perPage);content_filter=\(contentFilter)"
    }
}

/// `photos QUERY… [--color C] [--orientation O] [--order O] [--page N] [--per-page N]
/// [--content-filter F]` and `photos more`. The global options were taken by the shared
/// parser; what is left is ours. Throws data (`UsageError`), never prints.
struct PhotosArguments: Equatable {
    enum Action: Equatable {
        case search(query: String, filters: PhotoFilters)
        case more
    }

    static let color = Flag("color", .choice(ColorNames.apiValues))
    static let orientation = Flag("orientation", .choice(["landscape", "portrait", "squarish"]))
    static let order = Flag("order", .choice(["relevant", "latest"]))
    static let page = Flag("page", .integer(1...100_000))
    static let perPage = Flag("per-page", .integer(1...30))
    static let contentFilter = Flag("content-filter", .choice(["low", "high"]))
    static let flags = [color, orientation, order, page, perPage, contentFilter]

    var action: Action

    static func parse(_ arguments: [String]) throws(UsageError) -> PhotosArguments {
        var filters = PhotoFilters()
        var words: [String] = []
        var optionsEnded = false
        var moreAllowed = true   // `photos -- more` searches for the word "more"
        var firstOption: String?  // `photos more` takes the filters of the last search, none of its own
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if optionsEnded || arg == "-" || !arg.hasPrefix("-") {
                words.append(arg)
                continue
            }
            if arg == "--" {
                optionsEnded = true
                if words.isEmpty { moreAllowed = false }
                continue
            }
            if firstOption == nil { firstOption = arg }
            var name = String(arg.dropFirst(arg.hasPrefix("--") ? 2 : 1))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard arg.hasPrefix("--"), let flag = flags.first(where: { $0.name == name }) else {
                throw .unknownOption(arg, valid: (flags + Flags.global).map(\.spelling))
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else { throw .missingValue(flag) }
                value = arguments[i]
                i += 1
            }
            guard !value.isEmpty else { throw .missingValue(flag) }
            switch flag.name {
            case "color":
                guard let v = ColorNames.apiValue(for: value) else { throw .badValue(flag, value: value) }
                filters.color = v
            case "page", "per-page":
                guard case .integer(let range) = flag.value, let n = Int(value), range.contains(n) else {
                    throw .badValue(flag, value: value)
                }
                if flag.name == "page" { filters.page = n } else { filters.perPage = n }
            default:
                guard case .choice(let choices) = flag.value, choices.contains(value) else { throw .badValue(flag, value: value) }
                switch flag.name {
                case "orientation": filters.orientation = value
                case "order": filters.order = value
                default: filters.contentFilter = value
                }
            }
        }
        if moreAllowed, words.first == "more" {
            if words.count > 1 { throw .unexpectedArgument(words[1]) }
            if let firstOption { throw .unexpectedArgument(firstOption) }
            return PhotosArguments(action: .more)
        }
        let query = words.joined(separator: " ").split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !query.isEmpty else { throw .missingQuery(command: "photos") }
        return PhotosArguments(action: .search(query: query, filters: filters))
    }
}
