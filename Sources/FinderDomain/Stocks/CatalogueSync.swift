import FinderFiles
import FinderIndex
import FinderStore
import FinderText

/// `stocks sync`: refreshes the catalogue from rows a live source gave (the command fetches
/// and parses them; this use case never touches the network).
///
/// Steps: validate every row (bad ones are skipped and counted, never stored raw), merge
/// the rest into the store in one transaction, then rebuild the search index from the
/// committed catalogue, written beside the old one and renamed over it. A failure or a kill
/// before the commit leaves the previous catalogue and index as they were; a kill between
/// the commit and the rename leaves the new catalogue with a stale index, which the next
/// search notices by its checksum and rebuilds. Either way the catalogue stays searchable.
public final class CatalogueSync {
    public let catalogue: StockCatalogue

    /// Syncs into `catalogue`, opened (the bundled one imported on a first run) before
    /// anything is downloaded, so that a broken store is reported first.
    public init(catalogue: StockCatalogue) { self.catalogue = catalogue }

    /// Validates, merges and reindexes. `source` is recorded as each synced price's source
    /// ("moex", a URL or a file path); `syncedAt` (ISO 8601) dates prices the source does not
    /// date. With no usable row the store is not touched (`report.accepted == 0`).
    ///
    /// `names` says whether the source's names replace stored ones (`.replace`: the Moscow
    /// Exchange's own names, a user's file) or only name the listings it adds (`.keepStored`:
    /// the Nasdaq screener, whose names carry a class tail and name Berkshire A and B alike).
    ///
    /// This is the one step that changes the store and the index for a source: a sync of
    /// several sources calls it once per source, each applied on its own.
    public func apply(_ rows: [SyncRow], source: String, syncedAt: String, names: MergeRules.Names = .replace,
                      phase: (SyncPhase) -> Void = { _ in }) throws(DomainError) -> SyncReport {
        var report = SyncReport(received: rows.count)
        var listings: [SyncedListing] = []
        listings.reserveCapacity(rows.count)
        for row in rows {
            switch Self.validate(row) {
            case .success(let l):
                listings.append(l)
                if row.priceDate != nil && l.priceDate == nil { report.droppedDates += 1 }
            case .failure(let reason): report.skipped[reason, default: 0] += 1
            }
        }
        report.accepted = listings.count
        guard !listings.isEmpty else { return report }

        phase(.saving)
        // One writer of the catalogue and its index at a time; searchers that find the index
        // stale wait for this rebuild instead of each building their own.
        let lock = FileLock.acquire(catalogue.dataDirectory + "/" + Store.lockFileName)
        defer { lock?.release() }
        // The catalogue and its index change as one: the new index is built (beside the old
        // one, which searches keep using) before the merge commits, and renamed into place
        // after it. A failure before the commit — a full disk, a kill — leaves both as they
        // were; a kill between the commit and the rename leaves a stale index, which the next
        // search rebuilds.
        let store = catalogue.localStore
        let path = catalogue.indexPath
        let staging = path + AtomicFile.temporaryMarker + "next"
        AtomicFile.removeLeftovers(beside: path)
        var indexFailure: DomainError?
        let counts: MergeCounts
        do throws(StoreError) {
            counts = try store.mergeCatalogue(listings, priceSource: source, syncedAt: syncedAt,
                                              rules: MergeRules(names: names)) { merged throws(StoreError) in
                phase(.indexing)
                do throws(DomainError) {
                    try StockCatalogue.build(merged, keys: catalogue.keys, to: staging)
                } catch {
                    indexFailure = error
                    throw .failed(path: staging, reason: .indexNotBuilt)
                }
            }
        } catch {
            LocalFile.remove(staging)
            // Recovery advice only for a store that is really damaged (`Store.diagnosed`): a
            // sync stopped by a file-size limit leaves it intact.
            throw indexFailure ?? .store(store.diagnosed(error))
        }
        report.updated = counts.updated
        report.added = counts.added
        report.unchanged = counts.unchanged
        if counts.duplicates > 0 { report.skipped[.duplicate, default: 0] += counts.duplicates }

        if counts.changedCatalogue {
            do {
                try AtomicFile.move(staging, over: path)
            } catch {
                LocalFile.remove(staging)
                throw .index(.io(path: path, errno: error.errno))
            }
            catalogue.index = try StockCatalogue.openBuilt(path, keys: catalogue.keys)
            report.reindexed = true
        }
        return report
    }

    // MARK: validation

    /// Longest accepted ticker, and longest accepted name or other text field, in characters.
    public static let maxTickerLength = 32
    public static let maxTextLength = 200

    /// The clean listing a row stands for, or why it cannot be imported.
    public static func validate(_ row: SyncRow) -> Result<SyncedListing, SkipReason> {
        // Control characters first: a row carrying escape sequences is rejected whole.
        for v in [row.ticker, row.name, row.altName, row.isin, row.currency, row.exchange, row.country] {
            if let t = v.text, t.unicodeScalars.contains(where: isForbidden) { return .failure(.controlCharacters) }
        }
        guard let ticker = row.ticker.text.map(trimmed), !ticker.isEmpty else { return .failure(.missingTicker) }
        let name = row.name.text.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        let altName = row.altName.text.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        guard name != nil || altName != nil else { return .failure(.missingName) }
        let exchange = row.exchange.text.map(trimmed) ?? ""
        let country = row.country.text.map(trimmed).flatMap { $0.isEmpty ? nil : $0.lowercased() }
        // Limits in bytes and code points too (`UntrustedText.fits`), not only in characters.
        if !UntrustedText.fits(ticker, characters: maxTickerLength) { return .failure(.tooLong) }
        for t in [name, altName, exchange, country] {
            if let t, !UntrustedText.fits(t, characters: maxTextLength) { return .failure(.tooLong) }
        }
        // A ticker is only what it shows: no space or invisible character inside it.
        if !ticker.unicodeScalars.allSatisfy(UntrustedText.isVisible) { return .failure(.controlCharacters) }

        guard let currency = row.currency.text.map(trimmed).map(Store.asciiUppercased),
              currency.utf8.count == 3, currency.utf8.allSatisfy({ (0x41...0x5a).contains($0) }) else {
            return .failure(.badCurrency)
        }
        let price: Double?
        switch row.price {
        case .absent: price = nil
        case .number(let n): price = n
        case .text(let t): guard let n = parseNumber(trimmed(t)) else { return .failure(.badPrice) }; price = n
        }
        if let p = price, !p.isFinite { return .failure(.badPrice) }
        if let p = price, p < 0 { return .failure(.negativePrice) }
        // A market capitalisation that is not a sane number is dropped, not the row: it is an
        // optional extra, like the ISIN.
        let marketCap: Double? = {
            guard case .number(let n) = row.marketCap, n.isFinite, n > 0 else { return nil }
            return n
        }()
        let (change, changePercent) = price == nil || price == 0 ? (nil, nil) : dayChange(row)
        // An ISIN that is not one is dropped, not the row: it is an optional extra.
        let isin = row.isin.text.map(trimmed).flatMap { s in
            s.utf8.count == 12 && s.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5a).contains($0) }) ? s : nil
        }
        // A date that is not a real one ("LIVE NOW", 2024-02-30) is no date: dropped, not the
        // row, and counted (`SyncReport.droppedDates`).
        let date = row.priceDate.flatMap { d in d.utf8.count <= 40 && SourceDate(iso: d) != nil ? d : nil }
        return .success(SyncedListing(ticker: ticker, exchange: exchange, name: name, altName: altName, isin: isin,
                                      country: country, countryCode: country.flatMap(Country.code(forCatalogueName:)),
                                      currency: currency,
                                      price: price == 0 ? nil : price,  // 0 means "no trades", never a price
                                      priceDate: date, marketCap: marketCap, change: change, changePercent: changePercent))
    }

    /// The day's change and change percent of a row with a price, each dropped (not the row)
    /// when it is not a finite number in range: an optional extra, like the market cap. A
    /// fall of more than 100% cannot be, and no change is larger than 10^12 of a currency.
    static func dayChange(_ row: SyncRow) -> (Double?, Double?) {
        func number(_ v: SyncRow.Value, _ range: ClosedRange<Double>) -> Double? {
            let n: Double?
            switch v {
            case .absent: n = nil
            case .number(let x): n = x
            case .text(let t): n = parseNumber(trimmed(t))
            }
            guard let n, n.isFinite, range.contains(n) else { return nil }
            return n == 0 ? 0 : n   // no "-0"
        }
        return (number(row.change, -1e12...1e12), number(row.changePercent, -100...1e6))
    }

    /// C0 and C1 controls, DEL, bidirectional controls and invisible characters (they can
    /// disguise text: `AAPL` + U+200B beside the real `AAPL`).
    static func isForbidden(_ u: Unicode.Scalar) -> Bool { UntrustedText.isForbidden(u) }

    static func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while let f = t.first, f.isWhitespace { t = t.dropFirst() }
        while let l = t.last, l.isWhitespace { t = t.dropLast() }
        return String(t)
    }

    /// "189.84", "189,84" (one decimal comma), "+5": plain decimals only, no exponents,
    /// thousands separators, "nan" or "inf". "1,234" is refused: it may be a thousand and
    /// more (US style) or one and a bit (Russian style), and a wrong guess is a wrong price.
    static func parseNumber(_ s: String) -> Double? {
        var text = s
        if text.hasPrefix("+") { text.removeFirst() }
        let commas = text.filter { $0 == "," }.count
        if commas == 1 && !text.contains(".") {
            let after = text.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            if after.count == 3 { return nil }
            text = text.replacingComma()
        }
        var dots = 0, digits = 0
        for (i, c) in text.enumerated() {
            if c == "." { dots += 1; continue }
            if c == "-" && i == 0 { continue }
            guard c.isASCII, c.isNumber else { return nil }
            digits += 1
        }
        guard digits > 0, dots <= 1 else { return nil }
        return Double(text)
    }
}

extension String {
    fileprivate func replacingComma() -> String { String(map { $0 == "," ? "." : $0 }) }
}

/// One row as a source gave it, before validation. The command fills in what the source
/// implies (the Moscow Exchange's "MOEX", "russia"; StockFinder's US dollars).
public struct SyncRow: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case absent
        case number(Double)
        case text(String)

        /// Text cells only: a number is not a name or a ticker.
        public var text: String? { if case .text(let s) = self { s } else { nil } }
    }

    public var ticker: Value
    public var name: Value
    public var altName: Value
    public var isin: Value
    public var currency: Value
    public var exchange: Value
    public var country: Value
    public var price: Value
    public var priceDate: String?
    /// Market capitalisation in `currency`; optional (a bad one is dropped, not the row).
    public var marketCap: Value
    /// The day's change of `price` in `currency` and in percent; optional, like `marketCap`.
    public var change: Value
    public var changePercent: Value

    public init(ticker: Value, name: Value, altName: Value = .absent, isin: Value = .absent,
                currency: Value, exchange: Value = .absent, country: Value = .absent,
                price: Value, priceDate: String? = nil, marketCap: Value = .absent,
                change: Value = .absent, changePercent: Value = .absent) {
        self.ticker = ticker
        self.name = name
        self.altName = altName
        self.isin = isin
        self.currency = currency
        self.exchange = exchange
        self.country = country
        self.price = price
        self.priceDate = priceDate
        self.marketCap = marketCap
        self.change = change
        self.changePercent = changePercent
    }
}

/// Why a row was not imported. Raw values are stable names for JSON.
public enum SkipReason: String, Error, CaseIterable, Sendable {
    case missingTicker, missingName, badPrice, negativePrice, badCurrency, tooLong, controlCharacters, duplicate
}

/// The stages after the download, for progress.
public enum SyncPhase: Sendable { case saving, indexing }

/// What a sync did.
public struct SyncReport: Equatable, Sendable {
    /// Rows the source gave.
    public var received: Int
    /// Rows that passed validation.
    public var accepted = 0
    public var updated = 0
    public var added = 0
    public var unchanged = 0
    public var skipped: [SkipReason: Int] = [:]
    /// Rows kept whose price date was not a real date: stored without it (dated by the sync).
    public var droppedDates = 0
    /// The search index was rebuilt (something changed).
    public var reindexed = false

    public var skippedCount: Int { skipped.values.reduce(0, +) }

    public init(received: Int) { self.received = received }
}
