#if canImport(Glibc)
import Glibc
#endif
import FinderStore
import FinderText

/// The query-independent half of stock ranking (README “How stock search matches and
/// ranks”): which listings are one company, which listing is the company's home, which are
/// depositary receipts, and how popular a company is. Computed once per index build; the
/// index stores the resulting order as each listing's rank, so that every tier of a query
/// comes out best first without sorting.
///
/// Order of listings within a tier (`precedes`): ordinary shares before depositary receipts,
/// more popular companies first, a company's home listing before its other listings, the
/// line with more listings of its own ISIN first (the US Amazon before an Argentine
/// certificate under the same name), then names the query covers best (fewer letters and digits), then the UI language's collation
/// of name, ticker and country. Popularity comes before home so that a company found through
/// one of its listings abroad ("ростелеком" meets “Rostelekom PAO”, Kazakhstan) keeps its
/// place; the result then shows the home listing (RTKM, Moscow Exchange).
struct StockRanking {
    /// Per listing: a receipt, not an ordinary share.
    let isReceipt: [Bool]
    /// Per listing: 2 for a company's home listing, 1 for an ordinary listing of a company
    /// with none in its ISIN's country, 0 otherwise (see `init`).
    let home: [Int]
    /// Per listing: how many listings share its ISIN.
    let companySize: [Int]
    /// Per listing: its company's popularity (`popularity(listings:marketCapUSD:)`), in
    /// hundredths.
    let popularity: [Int]
    /// Per listing: the first listing of its company in rank order, which stands for it.
    let leader: [UInt32]
    /// Per leader: every listing of the company, the leader first, then in rank order.
    let members: [UInt32: [UInt32]]
    /// Per leader: whether it is the company's home listing in the strict sense (listed in its
    /// ISIN's country); when not, a search shows the listing it found instead.
    let leaderIsHome: [UInt32: Bool]

    /// Listings sharing an ISIN are one company; a listing without ISIN is a company of its
    /// own. A listing is at home when it is an ordinary share listed in the country its ISIN
    /// names (US0378331005: the US listing), or when none of its company's listings is in that
    /// country (ISINs from KY, BM, VG, JE, GG, or a company listed only abroad): then every
    /// ordinary listing counts as home and the other rules choose among them.
    init(_ records: [StockRecord]) {
        let n = records.count
        let receipt = records.map(Self.isReceipt)
        var home = [Int](repeating: 0, count: n)
        var size = [Int](repeating: 1, count: n)
        var popularity = [Int](repeating: 0, count: n)
        // Companies in the order of their first listing (no sort of ISIN strings: this runs
        // for every index build).
        var companies: [[Int]] = []
        var companyOfISIN: [String: Int] = [:]
        for (i, r) in records.enumerated() {
            if let isin = r.isin, !isin.isEmpty {
                if let c = companyOfISIN[isin] { companies[c].append(i); continue }
                companyOfISIN[isin] = companies.count
            }
            companies.append([i])
        }
        // Listings under the same name elsewhere (receipts, other lines) count towards a
        // company's popularity as well: Toyota Motor has one listing of its own ISIN but an
        // ADR and a CEDEAR under its name; Toyota Caetano has one listing in all.
        let family = records.map(Self.familyName)
        var familySize: [UInt64: Int] = [:]
        for f in family where f != 0 { familySize[f, default: 0] += 1 }
        // The listing's country code, set at import; from its country name for rows that
        // came without one.
        let listedIn = records.map { $0.countryCode ?? Country.code(forCatalogueName: $0.country) }
        for group in companies {
            let country = records[group[0]].isin.flatMap(Country.code(ofISIN:))
            let atHome = group.filter { country != nil && listedIn[$0] == country }
            var cap: Double?
            for i in group {
                if let usd = Self.usd(records[i].marketCap, currency: records[i].currency) { cap = max(cap ?? 0, usd) }
            }
            let listings = group.reduce(group.count) { max($0, familySize[family[$1]] ?? 0) }
            let score = Int((Self.popularity(listings: listings, marketCapUSD: cap) * 100).rounded())
            for i in group {
                home[i] = receipt[i] ? 0 : atHome.contains(i) ? 2 : atHome.isEmpty ? 1 : 0
                popularity[i] = score
                size[i] = group.count
            }
        }
        isReceipt = receipt
        self.home = home
        companySize = size
        self.popularity = popularity
        // Leaders and member order follow the root ordering; the Russian one differs only in
        // the last tie-breaks (collation), which never separate a company's listings by much.
        let nameLengths = records.map { letterAndDigitCount($0.name) }
        var leader = [UInt32](repeating: 0, count: n)
        var members: [UInt32: [UInt32]] = [:]
        var leaderIsHome: [UInt32: Bool] = [:]
        for group in companies {
            let ordered = group.sorted { a, b in
                if let first = Self.precedes(a, b, receipt, popularity, home, size) { return first }
                if nameLengths[a] != nameLengths[b] { return nameLengths[a] < nameLengths[b] }
                return a < b
            }
            let first = UInt32(ordered[0])
            for i in group { leader[i] = first }
            members[first] = ordered.map { UInt32($0) }
            let r = records[ordered[0]]
            leaderIsHome[first] = r.isin.flatMap(Country.code(ofISIN:)).map { $0 == listedIn[ordered[0]] } ?? false
        }
        self.leader = leader
        self.members = members
        self.leaderIsHome = leaderIsHome
    }

    /// Whether `a` ranks before `b` on the query-independent signals (ties: false both ways).
    func precedes(_ a: Int, _ b: Int) -> Bool? { Self.precedes(a, b, isReceipt, popularity, home, companySize) }

    private static func precedes(_ a: Int, _ b: Int, _ receipt: [Bool], _ popularity: [Int], _ home: [Int],
                                 _ size: [Int]) -> Bool? {
        if receipt[a] != receipt[b] { return !receipt[a] }
        if popularity[a] != popularity[b] { return popularity[a] > popularity[b] }
        if home[a] != home[b] { return home[a] > home[b] }
        if size[a] != size[b] { return size[a] > size[b] }
        return nil
    }

    // MARK: the rules

    /// How popular a company is, on one scale: log10 of its market capitalisation in US
    /// dollars where a listing's cap is known (the largest of its listings'), else an
    /// estimate from the number of its listings (those sharing its ISIN, or, when more, those
    /// under its name: `familyName`) — 8.5 (about $300 million) for one listing, 0.4 more per
    /// further listing (Apple's nine: 11.7, about $500 billion).
    ///
    /// Why one function: the catalogue has caps only for what `stocks sync` fetched (US
    /// exchanges, Moscow Exchange); every other company is compared by how widely it is
    /// listed, and both must land on the same scale so that neither kind always wins.
    static func popularity(listings: Int, marketCapUSD: Double?) -> Double {
        if let cap = marketCapUSD, cap >= 1 { return log10(cap) }
        return 8.5 + 0.4 * Double(max(1, listings) - 1)
    }

    /// A market cap in the listing currency converted to US dollars with a fixed table of
    /// approximate rates (order of magnitude is what ranking needs: a rate 20% off moves a
    /// company by 0.08 on the popularity scale, a fifth of one listing). Unknown currency or
    /// cap: nil.
    static func usd(_ cap: Double?, currency: String) -> Double? {
        guard let cap, cap.isFinite, cap > 0, let rate = usdPerUnit[currency.uppercased()] else { return nil }
        return cap * rate
    }

    static let usdPerUnit: [String: Double] = [
        "USD": 1, "EUR": 1.08, "GBP": 1.27, "GBX": 0.0127, "CHF": 1.13, "JPY": 0.0067, "CNY": 0.14,
        "HKD": 0.128, "RUB": 0.011, "INR": 0.012, "KRW": 0.00075, "CAD": 0.73, "AUD": 0.66,
        "BRL": 0.18, "SEK": 0.095, "NOK": 0.093, "DKK": 0.145, "MXN": 0.055, "ZAR": 0.054,
        "SGD": 0.74, "TWD": 0.031, "TRY": 0.031, "PLN": 0.25, "KZT": 0.0021, "ILS": 0.27,
        "SAR": 0.27, "AED": 0.27,
    ]

    /// A depositary receipt rather than an ordinary share: a name word (not the first) ADR,
    /// ADS, GDR, BDR, DRC, CEDEAR, “depositary”, “depository”, “receipt(s)” or the words
    /// “registry shares”; or an ISIN of the kind only receipts get here (Argentine CEDEARs,
    /// ARDEUT…; Brazilian BDRs, BR….BDR…).
    static func isReceipt(_ r: StockRecord) -> Bool {
        if let isin = r.isin {
            let u = Array(isin.utf8)
            if u.starts(with: Array("ARDEUT".utf8)) { return true }
            if u.count == 12, u.starts(with: Array("BR".utf8)), Array(u[6..<9]) == Array("BDR".utf8) { return true }
        }
        let words = wordHashes(r.name)
        guard words.count > 1 else { return false }
        for i in 1..<words.count {
            if receiptWords.contains(words[i]) { return true }
            if words[i] == registry, i + 1 < words.count, words[i + 1] == shares { return true }
        }
        return false
    }

    static let receiptWords = hashes(["adr", "adrs", "ads", "gdr", "gdrs", "bdr", "drc", "cedear",
                                      "depositary", "depository", "receipt", "receipts"])
    private static let registry = hash("registry"), shares = hash("shares")

    /// A name without its legal form, share-class word and receipt marker, as a hash of its
    /// remaining lowercase ASCII words: "Toyota Motor Corporation ADR" and "Toyota Motor Corp"
    /// are both "toyota motor"; "Alphabet Inc Class A" is "alphabet a". 0 when nothing is
    /// left. (Hashes, not strings: this runs for every listing of every index build.)
    static func familyName(_ r: StockRecord) -> UInt64 {
        var h: UInt64 = 0
        for w in wordHashes(r.name) where !legalWords.contains(w) && !receiptWords.contains(w) {
            h = (h ^ w) &* 0x0000_0100_0000_01b3 &+ 1
        }
        return h
    }

    static let legalWords = hashes(["inc", "incorporated", "corp", "corporation", "co", "company", "cos",
                                    "ltd", "limited", "plc", "ag", "sa", "nv", "se", "spa", "ab", "asa",
                                    "oyj", "pjsc", "pao", "oao", "jsc", "tbk", "bhd", "na", "the", "class"])

    private static func hashes(_ words: [String]) -> Set<UInt64> { Set(words.map(hash)) }
    private static func hash(_ word: String) -> UInt64 { wordHashes(word).first ?? 0 }

    /// FNV-1a hashes of the lowercase ASCII letter-and-digit runs of a name.
    private static func wordHashes(_ s: String) -> [UInt64] {
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        var words: [UInt64] = []
        var h = basis
        for b in s.utf8 {
            switch b {
            case 0x30...0x39, 0x61...0x7A, 0x41...0x5A:
                h = (h ^ UInt64(b | 0x20)) &* 0x0000_0100_0000_01b3
            default:
                if h != basis { words.append(h); h = basis }
            }
        }
        if h != basis { words.append(h) }
        return words
    }
}
