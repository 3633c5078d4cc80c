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
    /// every field of `ListingField` each, in table order. (Records saved before receipts and
    /// the day's change were kept have no receipt count and 12 fields a listing; both shapes
    /// are read.)
    public func savedUTF8() -> [UInt8] {
        let kept = matches.prefix(SavedResult.maxItems)
        var w = _RecordWriter(capacity: kept.reduce(0) { $0 + 120 * ($1.listings.count + $1.receipts.count) })
        // Matches and listings read where the arrays keep them: a `for` over them copied each
        // (a listing's copy and destroy retain and release its ten strings).
        kept.withUnsafeBufferPointer { kept in
            for m in kept.indices {
                w.add(kept[m].kind.identifier)
                w.add(kept[m].listings.count - 1)
                w.add(kept[m].receipts.count)
                Self.write(kept[m].listings, to: &w)
                Self.write(kept[m].receipts, to: &w)
                w.endRecord()
            }
        }
        return w.utf8
    }

    public init?(saved: String) {
        var r = _RecordReader(saved)
        var matches: [StockMatch] = []
        while !r.isAtEnd {
            guard let f = r.next(fields: 2 + Self.legacyWidth),
                  let kind = MatchKind.allCases.first(where: { $0.identifier == f.string(0) }),
                  let others = f.int(1), others >= 0 else { return nil }
            // Two shapes: a record saved before receipts and the day's change were kept has no
            // receipt count and the first generation's 12 fields a listing (2 + k × 12); one
            // saved since has the count and the fields of its time, at least the 14 of the
            // day's change (3 + n × w, w ≥ 14, n known from the record's counts: 2 + 12k is
            // never 3 + w(k + receipts)). Fields a record predates are unknown.
            if f.count == 2 + (others + 1) * Self.legacyWidth {
                let listings = (0...others).map { Self.listing(f, at: 2 + $0 * Self.legacyWidth, width: Self.legacyWidth) }
                matches.append(StockMatch(stock: listings[0], kind: kind, listings: listings))
                continue
            }
            guard let receipts = f.int(2), receipts >= 0 else { return nil }
            let n = others + 1 + receipts, width = (f.count - 3) / n
            guard f.count == 3 + n * width, width >= Self.receiptsWidth, width <= Self.fields.count else { return nil }
            let all = (0..<n).map { Self.listing(f, at: 3 + $0 * width, width: width) }
            matches.append(StockMatch(stock: all[0], kind: kind, listings: Array(all[...others]),
                                      receipts: Array(all[(others + 1)...])))
        }
        self.matches = matches
    }

    static let fields = ListingField.allCases
    /// Fields a listing of the oldest shape has (the first generation), and the fewest of the
    /// shape with receipts (up to the day's change).
    static let legacyWidth = fields.filter { $0.added == 0 }.count
    static let receiptsWidth = fields.filter { $0.added <= 1 }.count

    private static func write(_ listings: [StockRecord], to w: inout _RecordWriter) {
        let fields = Self.fields
        listings.withUnsafeBufferPointer { listings in
            for i in listings.indices {
                for f in fields {
                    switch f.kind {
                    case .text: w.add(listings[i].text(f) ?? "")
                    case .optionalText: w.add(listings[i].text(f))
                    case .number: w.add(listings[i].number(f))
                    }
                }
            }
        }
    }

    private static func listing(_ f: _Fields, at i: Int, width: Int) -> StockRecord {
        var r = StockRecord.empty
        for field in fields.prefix(width) {
            let at = i + field.rawValue
            switch field.kind {
            case .text: r.set(field, text: f.string(at))
            case .optionalText: r.set(field, text: f.optional(at))
            case .number: r.set(field, number: f.double(at))
            }
        }
        return r
    }
}
