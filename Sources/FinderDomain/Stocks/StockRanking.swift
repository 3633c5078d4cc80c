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
    let home: [UInt8]
    /// Per listing: how many listings share its ISIN.
    let companySize: [UInt32]
    /// Per listing: its company's popularity (`popularity(listings:marketCapUSD:)`), in
    /// hundredths.
    let popularity: [Int32]
    /// Per listing: letters and digits in its name (`letterAndDigitCount`).
    let nameLength: [UInt32]
    /// Per listing: its company (listings sharing an ISIN; a listing without one is a company
    /// of its own), numbered in the order of their first listings.
    let company: [UInt32]
    /// Per company: its listings, the leader (the first in rank order, which stands for the
    /// company) first, then in rank order: `members[memberStart[c] ..< memberStart[c + 1]]`.
    let memberStart: [UInt32]
    let members: [UInt32]
    /// Per company: whether its leader is its home listing in the strict sense (listed in its
    /// ISIN's country); when not, a search shows the listing it found instead.
    let leaderIsHome: [Bool]

    var companyCount: Int { leaderIsHome.count }
    /// The first listing of a company in rank order, which stands for it.
    func leader(of record: Int) -> UInt32 { members[Int(memberStart[Int(company[record])])] }
    /// Every listing of a company, the leader first.
    func members(ofCompany c: Int) -> ArraySlice<UInt32> { members[Int(memberStart[c])..<Int(memberStart[c + 1])] }

    /// What the ranking needs of each listing, gathered one listing at a time (an index build
    /// streams its listings and never holds them all).
    struct Input {
        private(set) var count = 0
        var receipt: [Bool] = []
        var family: [UInt64] = []
        /// The listing's country (an id of `countryIDs`; 0: unknown).
        var listedIn: [UInt16] = []
        var nameLength: [UInt32] = []
        var company: [UInt32] = []
        /// Per company: the country its ISIN names (0: none or unknown) and its largest cap in
        /// US dollars (NaN: none).
        var isinCountry: [UInt16] = []
        var capUSD: [Double] = []
        private var companyOfISIN: [String: UInt32] = [:]
        private var countryIDs: [String: UInt16] = [:]
        private var codeOfCountryName: [String: String?] = [:]
        /// The last listing's country and code and their id (catalogues list a country's
        /// listings together).
        private var lastCountry: (name: String, code: String?, id: UInt16)?

        init() {}

        mutating func reserve(_ n: Int) {
            receipt.reserveCapacity(n); family.reserveCapacity(n); listedIn.reserveCapacity(n)
            nameLength.reserveCapacity(n); company.reserveCapacity(n)
        }

        private mutating func countryID(_ code: String?) -> UInt16 {
            guard let code else { return 0 }
            if let id = countryIDs[code] { return id }
            let id = UInt16(truncatingIfNeeded: countryIDs.count + 1)
            precondition(id != 0, "over 65,535 country codes")
            countryIDs[code] = id
            return id
        }

        mutating func add(_ r: StockRecord) {
            count += 1
            let words = StockRanking.wordHashes(r.name)
            receipt.append(StockRanking.isReceipt(r, words: words))
            family.append(StockRanking.familyName(words: words))
            // The listing's country code, set at import; from its country name for rows that
            // came without one.
            if let last = lastCountry, last.name == r.country, last.code == r.countryCode {
                listedIn.append(last.id)
            } else {
                let code: String?
                if let c = r.countryCode {
                    code = c
                } else if let known = codeOfCountryName[r.country] {
                    code = known
                } else {
                    code = Country.code(forCatalogueName: r.country)
                    codeOfCountryName[r.country] = code
                }
                let id = countryID(code)
                listedIn.append(id)
                lastCountry = (r.country, r.countryCode, id)
            }
            nameLength.append(UInt32(clamping: letterAndDigitCount(r.name)))
            var c: UInt32
            if let isin = r.isin, !isin.isEmpty, let existing = companyOfISIN[isin] {
                c = existing
            } else {
                c = UInt32(isinCountry.count)
                if let isin = r.isin, !isin.isEmpty { companyOfISIN[isin] = c }
                isinCountry.append(countryID(r.isin.flatMap(Country.code(ofISIN:))))
                capUSD.append(.nan)
            }
            company.append(c)
            if let usd = StockRanking.usd(r.marketCap, currency: r.currency) {
                capUSD[Int(c)] = capUSD[Int(c)].isNaN ? usd : max(capUSD[Int(c)], usd)
            }
        }
    }

    init(_ records: [StockRecord]) {
        var input = Input()
        input.reserve(records.count)
        for r in records { input.add(r) }
        self.init(input)
    }

    /// Listings sharing an ISIN are one company; a listing without ISIN is a company of its
    /// own. A listing is at home when it is an ordinary share listed in the country its ISIN
    /// names (US0378331005: the US listing), or when none of its company's listings is in that
    /// country (ISINs from KY, BM, VG, JE, GG, or a company listed only abroad): then every
    /// ordinary listing counts as home and the other rules choose among them.
    init(_ input: Input) {
        let n = input.count
        let companies = input.isinCountry.count
        // Listings of each company, in listing order (a counting sort by company).
        var start = [UInt32](repeating: 0, count: companies + 1)
        for c in input.company { start[Int(c) + 1] += 1 }
        for c in 0..<companies { start[c + 1] += start[c] }
        var members = [UInt32](repeating: 0, count: n)
        var next = start
        for (i, c) in input.company.enumerated() { members[Int(next[Int(c)])] = UInt32(i); next[Int(c)] += 1 }
        // Listings under the same name elsewhere (receipts, other lines) count towards a
        // company's popularity as well: Toyota Motor has one listing of its own ISIN but an
        // ADR and a CEDEAR under its name; Toyota Caetano has one listing in all.
        let familySize = Self.familySizes(input.family)
        var home = [UInt8](repeating: 0, count: n)
        var size = [UInt32](repeating: 1, count: n)
        var popularity = [Int32](repeating: 0, count: n)
        for c in 0..<companies {
            let group = members[Int(start[c])..<Int(start[c + 1])]
            let country = input.isinCountry[c]
            let anyAtHome = country != 0 && group.contains { input.listedIn[Int($0)] == country }
            var listings = group.count
            for i in group { listings = max(listings, Int(familySize[Int(i)])) }
            let cap = input.capUSD[c]
            let score = Int32((Self.popularity(listings: listings, marketCapUSD: cap.isNaN ? nil : cap) * 100).rounded())
            for i in group.map({ Int($0) }) {
                let atHome = country != 0 && input.listedIn[i] == country
                home[i] = input.receipt[i] ? 0 : atHome ? 2 : anyAtHome ? 0 : 1
                popularity[i] = score
                size[i] = UInt32(group.count)
            }
        }
        isReceipt = input.receipt
        self.home = home
        companySize = size
        self.popularity = popularity
        nameLength = input.nameLength
        company = input.company
        // Leaders and member order follow the root ordering; the Russian one differs only in
        // the last tie-breaks (collation), which never separate a company's listings by much.
        var leaderIsHome = [Bool](repeating: false, count: companies)
        for c in 0..<companies where start[c + 1] - start[c] > 0 {
            let lo = Int(start[c]), hi = Int(start[c + 1])
            if hi - lo > 1 {
                members[lo..<hi].sort { a, b in
                    let a = Int(a), b = Int(b)
                    if let first = Self.precedes(a, b, input.receipt, popularity, home, size) { return first }
                    if input.nameLength[a] != input.nameLength[b] { return input.nameLength[a] < input.nameLength[b] }
                    return a < b
                }
            }
            let leader = Int(members[lo])
            leaderIsHome[c] = input.isinCountry[c] != 0 && input.isinCountry[c] == input.listedIn[leader]
        }
        memberStart = start
        self.members = members
        self.leaderIsHome = leaderIsHome
    }

    /// Per listing: how many listings share its family name (`familyName`; 0 for none).
    private static func familySizes(_ family: [UInt64]) -> [UInt32] {
        var order = family.indices.filter { family[$0] != 0 }.map { UInt32($0) }
        order.sort { family[Int($0)] != family[Int($1)] ? family[Int($0)] < family[Int($1)] : $0 < $1 }
        var sizes = [UInt32](repeating: 0, count: family.count)
        var i = 0
        while i < order.count {
            var j = i + 1
            while j < order.count && family[Int(order[j])] == family[Int(order[i])] { j += 1 }
            for k in i..<j { sizes[Int(order[k])] = UInt32(j - i) }
            i = j
        }
        return sizes
    }

    /// Whether `a` ranks before `b` on the query-independent signals (ties: false both ways).
    func precedes(_ a: Int, _ b: Int) -> Bool? { Self.precedes(a, b, isReceipt, popularity, home, companySize) }

    private static func precedes(_ a: Int, _ b: Int, _ receipt: [Bool], _ popularity: [Int32], _ home: [UInt8],
                                 _ size: [UInt32]) -> Bool? {
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
    static func isReceipt(_ r: StockRecord) -> Bool { isReceipt(r, words: wordHashes(r.name)) }

    /// `isReceipt` with the name's word hashes (`wordHashes`) already computed.
    static func isReceipt(_ r: StockRecord, words: [UInt64]) -> Bool {
        if let isin = r.isin {
            let u = Array(isin.utf8)
            if u.starts(with: Array("ARDEUT".utf8)) { return true }
            if u.count == 12, u.starts(with: Array("BR".utf8)), Array(u[6..<9]) == Array("BDR".utf8) { return true }
        }
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
    static func familyName(_ r: StockRecord) -> UInt64 { familyName(words: wordHashes(r.name)) }

    /// `familyName` from the name's word hashes.
    static func familyName(words: [UInt64]) -> UInt64 {
        var h: UInt64 = 0
        for w in words where !legalWords.contains(w) && !receiptWords.contains(w) {
            h = (h ^ w) &* 0x0000_0100_0000_01b3 &+ 1
        }
        return h
    }

    static let legalWords = hashes(["inc", "incorporated", "corp", "corporation", "co", "company", "cos",
                                    "ltd", "limited", "plc", "ag", "sa", "nv", "se", "spa", "ab", "asa",
                                    "oyj", "pjsc", "pao", "oao", "jsc", "tbk", "bhd", "na", "the", "class"])

    private static func hashes(_ words: [String]) -> WordSet { WordSet(words.map(hash)) }

    /// A few word hashes, looked up by binary search (a `Set` would run SipHash for each of
    /// the millions of lookups an index build makes).
    struct WordSet {
        private let sorted: [UInt64]
        init(_ words: [UInt64]) { sorted = Array(Set(words)).sorted() }
        @inline(__always)
        func contains(_ w: UInt64) -> Bool {
            var lo = 0, hi = sorted.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if sorted[mid] < w { lo = mid + 1 } else { hi = mid }
            }
            return lo < sorted.count && sorted[lo] == w
        }
    }
    private static func hash(_ word: String) -> UInt64 { wordHashes(word).first ?? 0 }

    /// FNV-1a hashes of the lowercase ASCII letter-and-digit runs of a name.
    static func wordHashes(_ s: String) -> [UInt64] {
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        var words: [UInt64] = []
        var h = basis
        var s = s
        s.withUTF8 { u in
            for b in u {
                switch b {
                case 0x30...0x39, 0x61...0x7A, 0x41...0x5A:
                    h = (h ^ UInt64(b | 0x20)) &* 0x0000_0100_0000_01b3
                default:
                    if h != basis { words.append(h); h = basis }
                }
            }
        }
        if h != basis { words.append(h) }
        return words
    }
}
