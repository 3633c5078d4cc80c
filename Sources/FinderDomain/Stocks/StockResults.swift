import FinderStore

/// The matches of one stock search as data: what the lifecycle saves for offline use and
/// what any renderer shows, live or saved, in the reader's language.
public struct StockResults: SavedPayload, Equatable {
    public var matches: [StockMatch]

    public init(matches: [StockMatch]) { self.matches = matches }

    public var hasContent: Bool { !matches.isEmpty }

    /// Whether every match is a close spelling: nothing matched as typed (close spellings are
    /// looked for only then), which the renderers say ("No exact match for “amazn”; 3 close
    /// spellings").
    public var closeSpellingsOnly: Bool { !matches.isEmpty && matches.allSatisfy { $0.kind == .typo } }

    /// Record per match: its kind, its number of other listings and of receipts, then the
    /// shown listing's fields, then each other listing's and each receipt's fields,
    /// `fieldsPerListing` each. (Records saved before receipts and the day's change were kept
    /// have no receipt count and 12 fields a listing; both shapes are read.)
    public func encodedForSaving() -> String {
        let kept = matches.prefix(SavedResultLimit.maxItems)
        var w = _RecordWriter(capacity: kept.reduce(0) { $0 + 120 * ($1.listings.count + $1.receipts.count) })
        for m in kept {
            w.add(m.kind.identifier)
            w.add(m.listings.count - 1)
            w.add(m.receipts.count)
            for l in m.listings + m.receipts { Self.write(l, to: &w) }
            w.endRecord()
        }
        return w.text
    }

    public init?(saved: String) {
        var r = _RecordReader(saved)
        var matches: [StockMatch] = []
        while !r.isAtEnd {
            guard let f = r.next(fields: 2 + Self.fieldsWithoutChange),
                  let kind = MatchKind.allCases.first(where: { $0.identifier == f.string(0) }),
                  let others = f.int(1), others >= 0 else { return nil }
            // Two shapes: a record saved before receipts and the day's change were kept has no
            // receipt count and 12 fields a listing (2 + k × 12, an even count); one saved now
            // has the count and `fieldsPerListing` (3 + k × 14, an odd count), so they cannot
            // be taken for each other.
            if f.count == 2 + (others + 1) * Self.fieldsWithoutChange {
                let listings = (0...others).map { Self.listing(f, at: 2 + $0 * Self.fieldsWithoutChange, hasChange: false) }
                matches.append(StockMatch(stock: listings[0], kind: kind, listings: listings))
                continue
            }
            guard let receipts = f.int(2), receipts >= 0,
                  f.count == 3 + (others + 1 + receipts) * Self.fieldsPerListing else { return nil }
            let all = (0..<(others + 1 + receipts)).map { Self.listing(f, at: 3 + $0 * Self.fieldsPerListing, hasChange: true) }
            matches.append(StockMatch(stock: all[0], kind: kind, listings: Array(all[...others]),
                                      receipts: Array(all[(others + 1)...])))
        }
        self.matches = matches
    }

    static let fieldsPerListing = 14
    static let fieldsWithoutChange = 12

    private static func write(_ s: StockRecord, to w: inout _RecordWriter) {
        w.add(s.ticker); w.add(s.name); w.add(s.exchange); w.add(s.country); w.add(s.currency); w.add(s.isin)
        w.add(s.altName); w.add(s.price); w.add(s.priceDate); w.add(s.priceSource); w.add(s.marketCap); w.add(s.countryCode)
        w.add(s.change); w.add(s.changePercent)
    }

    private static func listing(_ f: _Fields, at i: Int, hasChange: Bool) -> StockRecord {
        StockRecord(ticker: f.string(i), name: f.string(i + 1), exchange: f.string(i + 2), country: f.string(i + 3),
                    currency: f.string(i + 4), isin: f.optional(i + 5), altName: f.optional(i + 6), price: f.double(i + 7),
                    priceDate: f.optional(i + 8), priceSource: f.optional(i + 9), marketCap: f.double(i + 10),
                    countryCode: f.optional(i + 11), change: hasChange ? f.double(i + 12) : nil,
                    changePercent: hasChange ? f.double(i + 13) : nil)
    }
}
