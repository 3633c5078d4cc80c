/// Receipts whose ISIN names their company by a code (ARCHITECTURE.md “How stock search matches and
/// ranks”). A Brazilian depositary receipt's ISIN carries a four-letter code of the company it
/// stands for — BR·TSLA·BDR008 is Tesla's, traded as TSLA34 — and the code is the company's
/// home ticker, or begins with it when the ticker is shorter (MCDC34: McDonald's MCD; FCXO34:
/// Freeport-McMoRan's FCX; MSBR34: Morgan Stanley's MS).
///
/// Such a receipt usually joins its company by name (`_Receipts`, same family name). When its
/// name is not its company's — an older name ("Tesla Motors Inc DRC" for Tesla Inc), a
/// spelling ("McDonalds Corp BDR" for McDonald’s Corporation), a truncation ("Freeport
/// Mcmoran Copper Gold Inc BD") — it joins the company at home whose ticker the code begins
/// with *and* whose name begins with the same word. Both, because a code alone names many:
/// ACNB34 is Accenture's receipt, ACNB is ACNB Corporation's ticker; DISB34 is Disney's, DISB
/// Dubai Islamic Bank's. A receipt that matches neither way stays a company of its own
/// (HPQB34, "Hewlett-Packard Co BDR": HP Inc shares neither its first word nor a reason to
/// guess).
enum _ReceiptCodes {
    /// The code in a Brazilian receipt's ISIN (BR, four letters, BDR, three characters), nil
    /// for any other ISIN.
    static func code(isin: String?) -> [UInt8]? {
        guard let isin else { return nil }
        let u = Array(isin.utf8)
        guard u.count == 12, u[0] == UInt8(ascii: "B"), u[1] == UInt8(ascii: "R"),
              u[6] == UInt8(ascii: "B"), u[7] == UInt8(ascii: "D"), u[8] == UInt8(ascii: "R") else { return nil }
        let code = Array(u[2..<6])
        return code.allSatisfy(isUpperLetter) ? code : nil
    }

    /// The keys a receipt's code can meet, its longest prefix first (TSLA, TSL, TS, T), each
    /// joined with the first word of the receipt's name; empty when the name has no word.
    static func keys(code: [UInt8], name: String) -> [UInt64] {
        let word = firstWord(name)
        guard word != 0 else { return [] }
        return (1...code.count).reversed().map { key(code[0..<$0], word) }
    }

    /// The key of a home ticker (one to four ASCII capital letters) and the first word of its
    /// company's name; 0 for any other ticker or a name with no word.
    static func key(ticker: String, name: String) -> UInt64 {
        let t = Array(ticker.utf8)
        guard (1...4).contains(t.count), t.allSatisfy(isUpperLetter) else { return 0 }
        let word = firstWord(name)
        return word == 0 ? 0 : key(t[...], word)
    }

    /// The first word of a name that is not a legal word ("The Coca-Cola Co": "coca"), as a
    /// hash of its lowercase ASCII letters and digits; an apostrophe (' or ’) inside a word
    /// is dropped, so "McDonald’s" and "McDonalds" are one word. 0 when there is none.
    static func firstWord(_ name: String) -> UInt64 {
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        var h = basis
        var found: UInt64 = 0
        var s = name
        s.withUTF8 { u in
            var i = 0
            func end() -> Bool {
                if h != basis, !StockRanking.legalWords.contains(h) { found = h; return true }
                h = basis
                return false
            }
            while i < u.count {
                let b = u[i]
                switch b {
                case 0x30...0x39, 0x61...0x7A, 0x41...0x5A:
                    h = (h ^ UInt64(b | 0x20)) &* 0x0000_0100_0000_01b3
                case UInt8(ascii: "'") where h != basis:
                    break
                case 0xE2 where h != basis && i + 2 < u.count && u[i + 1] == 0x80 && u[i + 2] == 0x99:
                    i += 2  // ’, U+2019
                default:
                    if end() { return }
                }
                i += 1
            }
            _ = end()
        }
        return found
    }

    /// The key of a receipt's CUSIP (nine letters and digits) and the first word of its name;
    /// nil for anything else. A receipt abroad of a US or Canadian company often carries its
    /// CUSIP under an older name ("Zoom Video Communications, Inc. BDR", Z1OM34, for Zoom
    /// Communications): the CUSIP and the first word join it, both because the data's CUSIPs
    /// are not always the listing's own (an Australian miner carrying American Airlines').
    static func cusipKey(_ cusip: String, name: String) -> UInt64? {
        let c = Array(cusip.utf8)
        guard c.count == 9, c.allSatisfy(isCUSIPCharacter) else { return nil }
        let word = firstWord(name)
        return word == 0 ? nil : key(c[...], word)
    }

    /// The key of the CUSIP a US or Canadian ISIN holds (its characters 3 to 11) and the first
    /// word of its listing's name; nil for any other ISIN.
    static func cusipKey(isin: String, name: String) -> UInt64? {
        let u = Array(isin.utf8)
        guard u.count == 12, (u[0] == UInt8(ascii: "U") && u[1] == UInt8(ascii: "S")) || (u[0] == UInt8(ascii: "C") && u[1] == UInt8(ascii: "A")),
              u[2..<11].allSatisfy(isCUSIPCharacter) else { return nil }
        let word = firstWord(name)
        return word == 0 ? nil : key(u[2..<11], word)
    }

    private static func isCUSIPCharacter(_ b: UInt8) -> Bool { isUpperLetter(b) || (0x30...0x39).contains(b) }

    private static func key(_ letters: ArraySlice<UInt8>, _ word: UInt64) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ word
        for b in letters { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h == 0 ? 1 : h
    }

    private static func isUpperLetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) }

    /// For each receipt of `receipts` (listing, its keys longest first) not joined to a
    /// company yet, the company at home it belongs to: the one with a listing whose key is
    /// the receipt's longest matching one, the one with the most listings among those.
    /// `owner(listing)` gives a listing's company when it may own receipts, else nil.
    static func owners(of receipts: [(listing: UInt32, keys: [UInt64])], tickerKeys: [UInt64],
                       listings: (Int) -> Int, owner: (Int) -> Int?) -> [(listing: UInt32, company: Int)] {
        owners(of: receipts, keyed: tickerKeys.enumerated().lazy.map { ($0.offset, $0.element) }, listings: listings, owner: owner)
    }

    /// `owners(of:tickerKeys:…)` with the listings' keys given as (listing, key) pairs.
    static func owners(of receipts: [(listing: UInt32, keys: [UInt64])], keyed listingKeys: some Sequence<(Int, UInt64)>,
                       listings: (Int) -> Int, owner: (Int) -> Int?) -> [(listing: UInt32, company: Int)] {
        // (key, receipt, rank of the key) sorted by key: one binary search per listing.
        var wanted: [(key: UInt64, receipt: Int, rank: Int)] = []
        for (r, entry) in receipts.enumerated() {
            for (rank, k) in entry.keys.enumerated() { wanted.append((k, r, rank)) }
        }
        guard !wanted.isEmpty else { return [] }
        wanted.sort { $0.key < $1.key }
        var best = [(company: Int, rank: Int)?](repeating: nil, count: receipts.count)
        for (j, key) in listingKeys where key != 0 {
            var lo = 0, hi = wanted.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if wanted[mid].key < key { lo = mid + 1 } else { hi = mid }
            }
            guard lo < wanted.count, wanted[lo].key == key, let c = owner(j) else { continue }
            var k = lo
            while k < wanted.count && wanted[k].key == key {
                let w = wanted[k]
                k += 1
                if let b = best[w.receipt] {
                    guard w.rank < b.rank || (w.rank == b.rank && listings(c) > listings(b.company)) else { continue }
                }
                best[w.receipt] = (c, w.rank)
            }
        }
        return best.enumerated().compactMap { r, b in b.map { (receipts[r].listing, $0.company) } }
    }
}
