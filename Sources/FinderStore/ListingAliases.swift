/// The names people use for a listing's company, as the catalogue stores them
/// (`StockRecord.aliases`): entries "kind:name" separated by "|" — "brand:google",
/// "ru:сбер", "former:Facebook Inc", "also:JPMorgan Chase & Co".
public struct ListingAliases: Sequence {
    public enum Kind: String, Sendable {
        /// A brand or product of the company, or a short name it is known by ("google", "tsmc").
        case brand
        /// The name Russians use, or a Russian spelling of a foreign name ("сбер", "эппл").
        case russian = "ru"
        /// A former name ("Facebook Inc").
        case former
        /// The company's name as another source spells it ("JPMorgan Chase & Co" beside the
        /// Nasdaq screener's "JP Morgan Chase & Co.").
        case also
    }

    public struct Alias: Equatable, Sendable {
        public let kind: Kind
        public let name: String
    }

    private let text: String

    public init(_ text: String) { self.text = text }

    public func makeIterator() -> some IteratorProtocol<Alias> {
        text.split(separator: "|").lazy.compactMap { entry -> Alias? in
            guard let colon = entry.firstIndex(of: ":"), let kind = Kind(rawValue: String(entry[..<colon])) else { return nil }
            let name = entry[entry.index(after: colon)...]
            return name.isEmpty ? nil : Alias(kind: kind, name: String(name))
        }.makeIterator()
    }
}
