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

    public func makeIterator() -> Iterator { Iterator(text: text) }

    /// The entries one at a time, read off the text's bytes as asked: a search that stops at
    /// the first alias that matches does not split a company's forty names first (splitting
    /// them all cost a cold search 0.1 M instructions).
    public struct Iterator: IteratorProtocol {
        private let text: String
        private var at: String.UTF8View.Index

        init(text: String) {
            self.text = text
            at = text.utf8.startIndex
        }

        public mutating func next() -> Alias? {
            let utf8 = text.utf8
            while at < utf8.endIndex {
                let end = utf8[at...].firstIndex(of: UInt8(ascii: "|")) ?? utf8.endIndex
                let entry = utf8[at..<end]
                at = end < utf8.endIndex ? utf8.index(after: end) : end
                guard let colon = entry.firstIndex(of: UInt8(ascii: ":")) else { continue }
                let kind: Kind
                switch String(Substring(text.utf8[entry.startIndex..<colon])) {
                case "brand": kind = .brand
                case "ru": kind = .russian
                case "former": kind = .former
                case "also": kind = .also
                default: continue
                }
                let name = text.utf8[utf8.index(after: colon)..<end]
                if name.isEmpty { continue }
                return Alias(kind: kind, name: String(Substring(name)))
            }
            return nil
        }
    }
}
