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
    /// `replace` (`stocks sync --from SRC --replace`): the listings this source added in an
    /// earlier sync that it no longer gives are removed; bundled listings and those another
    /// source added never are. A source that gives no usable row changes nothing.
    ///
    /// This is the one step that changes the store and the index for a source: a sync of
    /// several sources calls it once per source, each applied on its own.
    ///
    /// Rows are validated one at a time, twice: once to count them, once as the merge takes
    /// them. A source may give them lazily (`SyncRows`), so neither its rows nor the listings
    /// that pass are ever all held at once: the only whole copy is the merged catalogue.
    public func apply<Rows: Collection<SyncRow>>(_ rows: Rows, source: String, syncedAt: String, names: MergeRules.Names = .replace,
                                                replace: Bool = false,
                                                phase: (SyncPhase) -> Void = { _ in }) throws(DomainError) -> SyncReport {
        var report = SyncReport(received: rows.count)
        for row in rows {
            switch Self.validate(row) {
            case .success(let l):
                report.accepted += 1
                for f in ListingField.synced where f.sync?.check == .syncedAt && row[f].text != nil && l.text(f) == nil {
                    report.droppedDates += 1
                }
            case .failure(let reason): report.skipped[reason, default: 0] += 1
            }
        }
        guard report.accepted > 0 else { return report }
        let listings = _ValidListings(rows: rows, underestimatedCount: report.accepted)

        phase(.saving)
        // One writer of the catalogue and its index at a time; searchers that find the index
        // stale wait for this rebuild instead of each building their own.
        let lock: FileLock?
        do { lock = try Store.lockFolder(catalogue.dataDirectory) } catch { throw .store(error) }
        defer { lock?.release() }
        // The catalogue and its index change as one: the new index is built (beside the old
        // one, which searches keep using) before the merge commits, and renamed into place
        // after it. A failure before the commit — a full disk, a kill — leaves both as they
        // were; a kill between the commit and the rename leaves a stale index, which the next
        // search rebuilds.
        let store: Store
        do { store = try catalogue.localStore } catch { throw .store(error) }
        let path = catalogue.indexPath
        let staging = path + AtomicFile.temporaryMarker + "next"
        AtomicFile.removeLeftovers(beside: path)
        var indexFailure: DomainError?
        let counts: MergeCounts
        do throws(StoreError) {
            counts = try store.mergeCatalogue(listings, priceSource: source, syncedAt: syncedAt,
                                              rules: MergeRules(names: names, removesWhatItNoLongerGives: replace)) { merged throws(StoreError) in
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
        report.removed = counts.removed
        if counts.duplicates > 0 { report.skipped[.duplicate, default: 0] += counts.duplicates }
        if counts.placeless > 0 { report.skipped[.placeless, default: 0] += counts.placeless }

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
    /// The highest price a row may carry, in its currency: a trillion (the dearest share
    /// trades under a million dollars; a price in a currency of small units, under a billion).
    public static let maximumPrice = 1e12

    /// The clean listing a row stands for, or why it cannot be imported: each field the
    /// table lets a sync set (`ListingField.sync`) checked as its `SyncCheck` says, the checks
    /// that refuse a row in this order — control characters, a missing ticker or name, a text
    /// too long, a ticker that is not only what it shows, the currency, the price — then the
    /// optional extras, each dropped (not the row) when it is not a sane value.
    public static func validate(_ row: SyncRow) -> Result<SyncedListing, SkipReason> {
        let fields = ListingField.synced
        func check(_ f: ListingField) -> SyncCheck { f.sync!.check }
        // Control characters first: a row carrying escape sequences is rejected whole.
        for f in fields where check(f).readsText {
            if let t = row[f].text, t.unicodeScalars.contains(where: isForbidden) { return .failure(.controlCharacters) }
        }
        var out = StockRecord.empty
        for f in fields {
            switch check(f) {
            case .ticker:
                guard let ticker = row[f].text.map(trimmed), !ticker.isEmpty else { return .failure(.missingTicker) }
                out.set(f, text: ticker)
            case .name: out.set(f, text: row[f].text.map(trimmed).flatMap { $0.isEmpty ? nil : $0 })
            case .text(let lowercased):
                let t = row[f].text.map(trimmed)
                out.set(f, text: lowercased ? t.flatMap { $0.isEmpty ? nil : $0.lowercased() } : t ?? "")
            default: break
            }
        }
        guard fields.contains(where: { check($0) == .name && out.gives($0) }) else { return .failure(.missingName) }
        // Limits in bytes and code points too (`UntrustedText.fits`), not only in characters.
        for f in fields where check(f) == .ticker {
            if !UntrustedText.fits(out.text(f) ?? "", characters: maxTickerLength) { return .failure(.tooLong) }
        }
        for f in fields {
            guard check(f) == .name || check(f) == .text(lowercased: false) || check(f) == .text(lowercased: true),
                  let t = out.text(f) else { continue }
            if !UntrustedText.fits(t, characters: maxTextLength) { return .failure(.tooLong) }
        }
        // A ticker is only what it shows: no space or invisible character inside it.
        for f in fields where check(f) == .ticker {
            if !(out.text(f) ?? "").unicodeScalars.allSatisfy(UntrustedText.isVisible) { return .failure(.controlCharacters) }
        }
        for f in fields where check(f) == .currency {
            guard let currency = row[f].text.map(trimmed).map(Store.asciiUppercased),
                  currency.utf8.count == 3, currency.utf8.allSatisfy({ (0x41...0x5a).contains($0) }) else {
                return .failure(.badCurrency)
            }
            out.set(f, text: currency)
        }
        for f in fields where check(f) == .price {
            let price: Double?
            switch row[f] {
            case .absent: price = nil
            case .number(let n): price = n
            case .text(let t): guard let n = parseNumber(trimmed(t)) else { return .failure(.badPrice) }; price = n
            }
            // Past `maximumPrice` a price is a broken field, not a price: 1e308 printed as a
            // 400-character amount and was read back as 309 digits.
            if let p = price, !p.isFinite || p > Self.maximumPrice { return .failure(.badPrice) }
            if let p = price, p < 0 { return .failure(.negativePrice) }
            out.set(f, number: price == 0 ? nil : price)  // 0 means "no trades", never a price
        }
        // The optional extras: what is not a sane value is dropped, not the row.
        for f in fields {
            switch check(f) {
            case .code(let length):
                out.set(f, text: row[f].text.map(trimmed).flatMap { s in
                    s.utf8.count == length && s.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5a).contains($0) }) ? s : nil
                })
            case .number(let range, let readsText):
                if case .follows(let leader) = f.sync!.merge, !out.gives(leader) { continue }
                out.set(f, number: number(row[f], in: range, readsText: readsText))
            case .syncedAt:
                // A date that is not a real one ("LIVE NOW", 2024-02-30) is no date: dropped,
                // not the row, and counted (`SyncReport.droppedDates`).
                out.set(f, text: row[f].text.flatMap { d in d.utf8.count <= 40 && SourceDate(iso: d) != nil ? d : nil })
            case .countryCode(let country):
                out.set(f, text: out.gives(country) ? out.text(country).flatMap(Country.code(forCatalogueName:)) : nil)
            case .ticker, .name, .text, .currency, .price, .source: break
            }
        }
        return .success(SyncedListing(values: out))
    }

    /// A source's optional number: a finite one in `range` (a fall of more than 100% cannot
    /// be; no change is larger than 10^12 of a currency), else nil; "-0" is 0.
    static func number(_ v: SyncRow.Value, in range: ClosedRange<Double>, readsText: Bool) -> Double? {
        let n: Double?
        switch v {
        case .absent: n = nil
        case .number(let x): n = x
        case .text(let t): n = readsText ? parseNumber(trimmed(t)) : nil
        }
        guard let n, n.isFinite, range.contains(n) else { return nil }
        return n == 0 ? 0 : n
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

/// The listings of `rows` that pass validation, validated as they are read (the first pass
/// counted them: `underestimatedCount` is their number, for the merge to make room once).
private struct _ValidListings<Rows: Collection<SyncRow>>: Sequence {
    let rows: Rows
    let underestimatedCount: Int

    func makeIterator() -> Iterator { Iterator(rows: rows.makeIterator()) }

    struct Iterator: IteratorProtocol {
        var rows: Rows.Iterator

        mutating func next() -> SyncedListing? {
            while let row = rows.next() {
                if case .success(let l) = CatalogueSync.validate(row) { return l }
            }
            return nil
        }
    }
}
