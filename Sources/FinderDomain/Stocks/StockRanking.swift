// Over 300 lines: the query-independent ranking decisions (companies, home listings,
// receipts, popularity), each feeding the next; read together, they are one rule.
#if canImport(Glibc)
import Glibc
#endif
import FinderStore
import FinderText

/// The query-independent half of stock ranking (ARCHITECTURE.md “How stock search matches and
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
    /// Per listing: ranked as a receipt, below ordinary shares (a receipt of a company that
    /// has ordinary listings).
    let isReceipt: [Bool]
    /// Per listing: a depositary receipt (`_Receipts`), whatever its company has.
    let isReceiptListing: [Bool]
    /// Per listing: its country's place among markets by size (`marketOrder`).
    let market: [UInt8]
    /// Per listing: 3 for a company's home listing; for a company with none in its ISIN's
    /// country, 2 for an ordinary listing in that country's currency (Ferrari NV, a Dutch
    /// ISIN, in euros in Milan), 1 for its other ordinary listings; 0 otherwise (see `init`).
    let home: [UInt8]
    /// Per listing: how many listings share its ISIN.
    let companySize: [UInt32]
    /// Per listing: its company's popularity (`popularity(listings:marketCapUSD:)`), in
    /// hundredths.
    let popularity: [Int32]
    /// Per listing: letters and digits in its name (`letterAndDigitCount`), `unsized` more
    /// for a listing the data gives no size of. Among a company's lines of one market the one
    /// the data sizes is its main line and leads, whatever its name (RELIANCE, not the partly
    /// paid RELIANCEPP named "Reliance Industries Ltd"); then the shorter name.
    let nameLength: [UInt32]
    /// What `nameLength` adds for a listing without market cap or size class (more than any
    /// name's letters; under the 24 bits `_Orderings` keeps).
    static let unsized: UInt32 = 1 << 20
    /// Per listing: its company (listings sharing an ISIN and their receipts; a listing
    /// without ISIN is a company of its own).
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
        /// Letters and digits in the listing's name, `unsized` added for a listing the data
        /// gives no size of (no market cap, no size class).
        var nameLength: [UInt32] = []
        var company: [UInt32] = []
        /// Per listing: traded in the currency of its ISIN's country.
        var inISINCurrency: [Bool] = []
        /// Per company: the country its ISIN names (0: none or unknown) and its largest cap in
        /// US dollars (NaN: none).
        var isinCountry: [UInt16] = []
        var capUSD: [Double] = []
        /// Per company: the largest size class of its listings, as `classPopularity` (NaN: none).
        var classCap: [Double] = []
        /// Per company: the stock indices its listings are members of (`_IndexMembership`).
        var indices: [_IndexMembership] = []
        /// Per listing: the key its ticker and name give a receipt's code (`_ReceiptCodes.key`;
        /// 0: none), and the receipts whose ISIN names their company by a code, with their
        /// keys (`_ReceiptCodes.keys`).
        var tickerKey: [UInt64] = []
        var codedReceipts: [(listing: UInt32, keys: [UInt64])] = []
        /// The receipts that carry a CUSIP, with its key (`_ReceiptCodes.cusipKey`), and the
        /// listings whose US or Canadian ISIN holds a CUSIP, with theirs: few, so kept apart.
        var cusipReceipts: [(listing: UInt32, keys: [UInt64])] = []
        var cusipOwners: [(listing: Int, key: UInt64)] = []
        private var companyOfISIN: [String: UInt32] = [:]
        private(set) var countryIDs: [String: UInt16] = [:]
        /// The code of each country id (id 0: none).
        private var codes: [String?] = [nil]
        private var codeOfCountryName: [String: String?] = [:]
        /// The last listing's country and code, the code it stands for and their id
        /// (catalogues list a country's listings together).
        private var lastCountry: (name: String, code: String?, derived: String?, id: UInt16)?

        init() {}

        mutating func reserve(_ n: Int) {
            receipt.reserveCapacity(n); family.reserveCapacity(n); listedIn.reserveCapacity(n)
            nameLength.reserveCapacity(n); company.reserveCapacity(n); inISINCurrency.reserveCapacity(n)
            tickerKey.reserveCapacity(n)
        }

        private mutating func countryID(_ code: String?) -> UInt16 {
            guard let code else { return 0 }
            if let id = countryIDs[code] { return id }
            let id = UInt16(truncatingIfNeeded: countryIDs.count + 1)
            precondition(id != 0, "over 65,535 country codes")
            countryIDs[code] = id
            codes.append(code)
            return id
        }

        func countryCode(of id: UInt16) -> String? { Int(id) < codes.count ? codes[Int(id)] : nil }

        mutating func add(_ r: StockRecord) {
            count += 1
            let words = StockRanking.wordHashes(r.name)
            receipt.append(StockRanking.isReceipt(r, words: words))
            if let code = _ReceiptCodes.code(isin: r.isin) {
                let keys = _ReceiptCodes.keys(code: code, name: r.name)
                if !keys.isEmpty { codedReceipts.append((UInt32(count - 1), keys)) }
                tickerKey.append(0)
            } else {
                tickerKey.append(_ReceiptCodes.key(ticker: r.ticker, name: r.name))
            }
            family.append(StockRanking.familyName(words: words))
            if receipt[count - 1] {
                if let cusip = r.cusip, let key = _ReceiptCodes.cusipKey(cusip, name: r.name) {
                    cusipReceipts.append((UInt32(count - 1), [key]))
                }
            } else if let isin = r.isin, let key = _ReceiptCodes.cusipKey(isin: isin, name: r.name) {
                cusipOwners.append((count - 1, key))
            }
            // The listing's country code, set at import; from its country name for rows that
            // came without one.
            let listedCode: String?
            if let last = lastCountry, last.name == r.country, last.code == r.countryCode {
                listedIn.append(last.id)
                listedCode = last.derived
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
                lastCountry = (r.country, r.countryCode, code, id)
                listedCode = code
            }
            let letters = UInt32(min(letterAndDigitCount(r.name), Int(StockRanking.unsized - 1)))
            nameLength.append(r.marketCap == nil && r.capClass == nil ? letters + StockRanking.unsized : letters)
            let isinCode = r.isin.flatMap(Country.code(ofISIN:))
            inISINCurrency.append(isinCode.flatMap { StockRanking.currencyOfCountry[$0] } == r.currency)
            var c: UInt32
            if let isin = r.isin, !isin.isEmpty, let existing = companyOfISIN[isin] {
                c = existing
            } else {
                c = UInt32(isinCountry.count)
                if let isin = r.isin, !isin.isEmpty { companyOfISIN[isin] = c }
                isinCountry.append(countryID(isinCode))
                capUSD.append(.nan)
                classCap.append(.nan)
                indices.append([])
            }
            company.append(c)
            indices[Int(c)].formUnion(_IndexMembership.of(isin: r.isin, ticker: r.ticker, countryCode: listedCode))
            if let usd = StockRanking.usd(r.marketCap, currency: r.currency) {
                capUSD[Int(c)] = capUSD[Int(c)].isNaN ? usd : max(capUSD[Int(c)], usd)
            }
            if let v = StockRanking.classPopularity(r.capClass) {
                classCap[Int(c)] = classCap[Int(c)].isNaN ? v : max(classCap[Int(c)], v)
            }
        }
    }

    init(_ records: [StockRecord]) {
        var input = Input()
        input.reserve(records.count)
        for r in records { input.add(r) }
        self.init(input)
    }

    /// Listings sharing an ISIN are one company, and so are its depositary receipts
    /// (`_Receipts` says which listings are receipts and whose); a listing without ISIN is a
    /// company of its own. A listing is at home when it is an ordinary share listed in the
    /// country its ISIN names (US0378331005: the US listing), or when none of its company's
    /// listings is in that country (ISINs from KY, BM, VG, JE, GG, or a company listed only
    /// abroad): then every ordinary listing counts as home and the other rules choose among
    /// them, the listing on the largest market first (`marketOrder`).
    init(_ input: Input) {
        let n = input.count
        let receipts = _Receipts(input)
        let companyOf = receipts.company
        let companies = receipts.companyCount
        // Listings of each company, in listing order (a counting sort by company).
        var start = [UInt32](repeating: 0, count: companies + 1)
        for c in companyOf { start[Int(c) + 1] += 1 }
        for c in 0..<companies { start[c + 1] += start[c] }
        var members = [UInt32](repeating: 0, count: n)
        var next = start
        for (i, c) in companyOf.enumerated() { members[Int(next[Int(c)])] = UInt32(i); next[Int(c)] += 1 }
        var home = [UInt8](repeating: 0, count: n)
        var size = [UInt32](repeating: 1, count: n)
        var popularity = [Int32](repeating: 0, count: n)
        var rankedAsReceipt = [Bool](repeating: false, count: n)
        var market = [UInt8](repeating: 0, count: n)
        var isinGroupSize = [UInt32](repeating: 0, count: input.isinCountry.count)
        for c in input.company { isinGroupSize[Int(c)] += 1 }
        for c in 0..<companies {
            let group = members[Int(start[c])..<Int(start[c + 1])]
            // Receipts rank below ordinary shares only where the company has some, or is one
            // receipt alone: a company known only by receipts in several countries (Alibaba's
            // ADR in the US, its lines in Mexico and Switzerland, its CEDEAR) is not put below
            // its namesakes.
            var countries: Set<UInt16> = []
            for i in group where countries.count < 2 { countries.insert(input.listedIn[Int(i)]) }
            let hasOrdinary = countries.count < 2 || group.contains { !receipts.isReceipt[Int($0)] }
            var indices: _IndexMembership = []
            var cap = Double.nan, sizeClass = Double.nan
            for i in group {
                let b = Int(input.company[Int(i)])
                indices.formUnion(input.indices[b])
                if !input.capUSD[b].isNaN { cap = cap.isNaN ? input.capUSD[b] : max(cap, input.capUSD[b]) }
                if !input.classCap[b].isNaN { sizeClass = sizeClass.isNaN ? input.classCap[b] : max(sizeClass, input.classCap[b]) }
            }
            let score = Int32((Self.popularity(listings: group.count, indices: indices,
                                               marketCapUSD: cap.isNaN ? nil : cap,
                                               sizeClass: sizeClass.isNaN ? nil : sizeClass) * 100).rounded())
            // Home: an ordinary listing in the country its own ISIN names.
            let atHome = { (i: Int) -> Bool in
                let country = input.isinCountry[Int(input.company[i])]
                return !receipts.isReceipt[i] && country != 0 && input.listedIn[i] == country
            }
            let anyAtHome = group.contains { atHome(Int($0)) }
            for i in group.map({ Int($0) }) {
                home[i] = receipts.isReceipt[i] ? 0 : atHome(i) ? 3 : anyAtHome ? 0 : input.inISINCurrency[i] ? 2 : 1
                popularity[i] = score
                size[i] = isinGroupSize[Int(input.company[i])]
                rankedAsReceipt[i] = receipts.isReceipt[i] && hasOrdinary
                market[i] = Self.marketOrder(input.countryCode(of: input.listedIn[i]))
            }
            // A company with ordinary lines, all of them quotes abroad — none at home, none in its
            // ISIN's currency, none without an ISIN (which may be its home line: Novo Nordisk's
            // NOVO-B), none on the four largest markets, where an offshore company's line is
            // its main one (Alibaba's 9988 in Hong Kong) — and that has a US line the data
            // gives a market cap: that line is the one its market values, and leads it as an
            // ordinary line would (JD.com's ADR, priced, not its quote in Mexico; Baidu's,
            // NIO's, Sea's, whose Hong Kong or home lines the catalogue lacks).
            if !anyAtHome, let us = input.countryIDs["US"], group.contains(where: { !receipts.isReceipt[Int($0)] }),
               !group.contains(where: { i in
                   let i = Int(i)
                   return !receipts.isReceipt[i] && (home[i] == 2 || input.isinCountry[Int(input.company[i])] == 0
                                                     || market[i] < Self.largestMarkets)
               }),
               let lead = group.first(where: { input.listedIn[Int($0)] == us && !input.capUSD[Int(input.company[Int($0)])].isNaN }) {
                home[Int(lead)] = 2
                rankedAsReceipt[Int(lead)] = false
            }
        }
        isReceipt = rankedAsReceipt
        isReceiptListing = receipts.isReceipt
        self.home = home
        self.market = market
        companySize = size
        self.popularity = popularity
        nameLength = input.nameLength
        company = companyOf
        // Leaders and member order follow the root ordering; the Russian one differs only in
        // the last tie-breaks (collation), which never separate a company's listings by much.
        var leaderIsHome = [Bool](repeating: false, count: companies)
        for c in 0..<companies where start[c + 1] - start[c] > 0 {
            let lo = Int(start[c]), hi = Int(start[c + 1])
            if hi - lo > 1 {
                members[lo..<hi].sort { a, b in
                    let a = Int(a), b = Int(b)
                    // The same company: the larger market before the shorter name (Airbus SE in
                    // Paris, not "Airbus Group" in Madrid).
                    if let first = Self.precedes(a, b, rankedAsReceipt, popularity, home, size) { return first }
                    if market[a] != market[b] { return market[a] < market[b] }
                    // One market: the line in the currency of its ISIN's country (VOD in pounds,
                    // not London's 0LQQ, Vodafone in dollars).
                    if input.inISINCurrency[a] != input.inISINCurrency[b] { return input.inISINCurrency[a] }
                    if input.nameLength[a] != input.nameLength[b] { return input.nameLength[a] < input.nameLength[b] }
                    return a < b
                }
            }
            let leader = Int(members[lo])
            leaderIsHome[c] = home[leader] == 3
        }
        memberStart = start
        self.members = members
        self.leaderIsHome = leaderIsHome
    }

    /// What a listing brings to the order that combines match quality and popularity
    /// (`StockCatalogue.plan`): its popularity, 3 less for a receipt ranked as one, in tenths,
    /// 0…1023 (7.0 and below are 0…70: the order only needs to tell the known apart).
    func orderScore(of i: Int) -> Int {
        let tenths = (Int(popularity[i]) - (isReceipt[i] ? 300 : 0)) / 10
        return min(1023, max(0, tenths))
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

    /// The markets before this one in `marketOrder` (US, CN, JP, HK): where a line of a company
    /// incorporated offshore is its main one, not a quote.
    static let largestMarkets: UInt8 = 4

    /// Where a listing's country stands among stock markets by size (the domestic market
    /// capitalisation of their exchanges, World Federation of Exchanges, rounded): 0 for the
    /// US, then China, Japan, Hong Kong…; 255 for any country not named. After the name's
    /// length, it orders the listings of a company with no home listing (Yandex NV: US before
    /// Moscow) and breaks ties between equally popular namesakes (KIA Motors in Korea before
    /// Kia Lim Bhd in Malaysia).
    static func marketOrder(_ code: String?) -> UInt8 {
        guard let code, let i = marketsBySize[code] else { return 255 }
        return i
    }

    private static let marketsBySize: [String: UInt8] = {
        let codes = ["US", "CN", "JP", "HK", "IN", "GB", "FR", "SA", "CA", "DE", "CH", "KR", "TW", "AU", "NL",
                     "SE", "DK", "IR", "BR", "ES", "IT", "SG", "ID", "TH", "ZA", "AE", "RU", "MY", "MX", "BE",
                     "FI", "NO", "IL", "QA", "PH", "CL", "TR", "PL", "VN", "KW", "IE", "AT", "NZ", "PT", "CO",
                     "PE", "AR", "GR", "EG", "HU", "CZ", "NG", "MA", "PK", "KZ", "RO", "OM", "BD", "LK", "JO"]
        var m: [String: UInt8] = [:]
        for (i, c) in codes.enumerated() { m[c] = UInt8(i) }
        return m
    }()

    // MARK: the rules

    /// Changes with the rules below that decide an index's order, so that an index built by
    /// an older finder is built again (part of the index identity).
    static let revision: UInt64 = 0x5245_4c45_5641_4e09

    /// How popular a company is, on one scale, log10 of a market capitalisation in US
    /// dollars; the first signal the company has decides:
    ///
    /// 1. its market cap where a listing's is known (the largest of its listings');
    /// 2. else its size class where the catalogue gives one (`classPopularity`: the middle of
    ///    the class, log10 of dollars; a member of an index below raised to what such members
    ///    have, up to the class's top), 0.1 more per further listing, up to ten;
    /// 3. else its membership of major stock indices (`_IndexMembership`), as the cap such
    ///    members have: 11.0 (about $100 billion) in a blue-chip index (Dow Jones, S&P 100,
    ///    EURO STOXX 50), 10.3 in a national large-cap index (S&P 500, NASDAQ 100, FTSE 100,
    ///    DAX, CAC 40, SMI, AEX, IBEX 35, BEL 20, OMX Stockholm 30 and Helsinki 25, Nikkei
    ///    225), 9.5 in a mid-cap one (MDAX, TecDAX, CAC Mid 60), 9.0 in a small-cap one (SDAX,
    ///    S&P 600) — the best of them, and 0.1 more per further listing, up to ten;
    /// 4. else the number of its listings (those sharing its ISIN, or, when more, those under
    ///    its name: `familyName`) — 8.5 (about $300 million) for one listing, 0.4 more per
    ///    further listing (nine: 11.7).
    ///
    /// Why one function: caps exist only for what `stocks sync` fetched (US exchanges, Moscow
    /// Exchange), memberships only for the indices' countries; every other company is compared
    /// by how widely it is listed, and all must land on the same scale so that no kind always
    /// wins.
    static func popularity(listings: Int, indices: _IndexMembership = [], marketCapUSD: Double?,
                           sizeClass: Double? = nil) -> Double {
        if let cap = marketCapUSD, cap >= 1 { return log10(cap) }
        let further = Double(max(1, listings) - 1)
        let member: Double? = !indices.isDisjoint(with: .blueChip) ? 11.0
            : !indices.isDisjoint(with: .largeCap) ? 10.3
            : !indices.isDisjoint(with: .midCap) ? 9.5
            : !indices.isDisjoint(with: .smallCap) ? 9.0 : nil
        if let sizeClass {
            // A class is wide (Large is $10–200 billion): an index member sits where such
            // members do, inside its class (Siemens, in the EURO STOXX 50, above Siemens
            // Healthineers, in the DAX, both Large).
            let placed = member.map { min(max(sizeClass, $0), classCeiling(sizeClass)) } ?? sizeClass
            return placed + 0.1 * min(further, 10)
        }
        if let member { return member + 0.1 * min(further, 10) }
        return 8.5 + 0.4 * further
    }

    /// A size class on the popularity scale: log10 of a cap in the class's usual range (Mega
    /// over $200 billion, Large $10–200 billion, Mid $2–10 billion, Small $300 million–2
    /// billion, Micro $50–300 million, Nano under $50 million); nil for none.
    static func classPopularity(_ sizeClass: String?) -> Double? {
        switch sizeClass {
        case "mega": 11.7
        case "large": 10.6
        case "mid": 9.65
        case "small": 8.9
        case "micro": 8.1
        case "nano": 7.4
        default: nil
        }
    }

    /// The top of the class whose `classPopularity` is `value` (log10 of its upper bound).
    static func classCeiling(_ value: Double) -> Double {
        value >= 11.7 ? .infinity : value >= 10.6 ? 11.3 : value >= 9.65 ? 10.0 : value >= 8.9 ? 9.3 : value >= 8.1 ? 8.48 : 7.7
    }

    /// A market cap in the listing currency converted to US dollars with a fixed table of
    /// approximate rates (order of magnitude is what ranking needs: a rate 20% off moves a
    /// company by 0.08 on the popularity scale, a fifth of one listing). Unknown currency or
    /// cap: nil.
    static func usd(_ cap: Double?, currency: String) -> Double? {
        guard let cap, cap.isFinite, cap > 0, let rate = usdPerUnit[currency.uppercased()] else { return nil }
        return cap * rate
    }

    /// The currency of the countries whose ISINs name companies listed only abroad (the euro
    /// area above all: NL, LU, IE).
    static let currencyOfCountry: [String: String] = {
        var m = ["US": "USD", "GB": "GBP", "CH": "CHF", "SE": "SEK", "DK": "DKK", "NO": "NOK", "JP": "JPY",
                 "CN": "CNY", "HK": "HKD", "KR": "KRW", "IN": "INR", "CA": "CAD", "AU": "AUD", "BR": "BRL",
                 "MX": "MXN", "RU": "RUB", "ZA": "ZAR", "IL": "ILS", "PL": "PLN", "TR": "TRY", "SG": "SGD"]
        for c in ["AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "IE", "IT", "LT", "LU", "LV", "MT", "NL",
                  "PT", "SI", "SK"] { m[c] = "EUR" }
        return m
    }()

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
    /// issued by Deutsche Bank, ARDEUT…, or Banco Comafi, ARBCOM…; Brazilian BDRs,
    /// BR….BDR…). `_Receipts` adds receipts known by their company.
    static func isReceipt(_ r: StockRecord) -> Bool { isReceipt(r, words: wordHashes(r.name)) }

    /// `isReceipt` with the name's word hashes (`wordHashes`) already computed.
    static func isReceipt(_ r: StockRecord, words: [UInt64]) -> Bool {
        if let isin = r.isin {
            let u = Array(isin.utf8)
            if u.starts(with: Array("ARDEUT".utf8)) || u.starts(with: Array("ARBCOM".utf8)) { return true }
            if u.count == 12, u.starts(with: Array("BR".utf8)), Array(u[6..<9]) == Array("BDR".utf8) { return true }
        }
        guard words.count > 1 else { return false }
        for i in 1..<words.count {
            if receiptWords.contains(words[i]) { return true }
            if words[i] == registry, i + 1 < words.count, words[i + 1] == shares { return true }
        }
        return false
    }

    static let receiptWords = hashes(["adr", "adrs", "ads", "gdr", "gdrs", "bdr", "drc", "drn", "cedear", "cedears",
                                      "depositary", "depository", "receipt", "receipts"])
    private static let registry = hash("registry"), shares = hash("shares")

    /// A name without its legal form, share class, receipt and market markers, as a hash of
    /// its remaining lowercase ASCII words: "Toyota Motor Corporation ADR" and "Toyota Motor
    /// Corp" are both "toyota motor", "Carlsberg A/S A" and "Carlsberg AS" both "carlsberg",
    /// "Toshiba Corp PK" (OTC Pink) is "toshiba". 0 when nothing is left. (Hashes, not
    /// strings: this runs for every listing of every index build.)
    static func familyName(_ r: StockRecord) -> UInt64 { familyName(words: wordHashes(r.name)) }

    /// `familyName` from the name's word hashes.
    static func familyName(words: [UInt64]) -> UInt64 {
        var h: UInt64 = 0
        for w in words where !legalWords.contains(w) && !receiptWords.contains(w) && !markerWords.contains(w) {
            h = (h ^ w) &* 0x0000_0100_0000_01b3 &+ 1
        }
        return h
    }

    static let legalWords = hashes(["inc", "incorporated", "corp", "corporation", "co", "company", "cos",
                                    "ltd", "limited", "plc", "ag", "sa", "sca", "nv", "se", "spa", "ab", "asa",
                                    "oyj", "pjsc", "pao", "oao", "jsc", "tbk", "bhd", "na", "the", "class",
                                    "as", "sab", "de", "cv", "kgaa", "holding", "holdings", "group",
                                    // "Public Limited Company", "Public Company Limited": a plc or a
                                    // Thai PCL spelled out (Vodafone's London line and its "Plc" ADR)
                                    "public"])

    /// Share classes, series and market markers: single letters, "ser", "ord", "pk"… (not
    /// "pref": a preference share is not the line receipts stand for).
    static let markerWords = hashes((UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
                                    + ["ser", "series", "ord", "pk", "reg", "sponsored", "unsponsored", "on", "vna"])

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

    /// FNV-1a hashes of the lowercase ASCII letter-and-digit runs of a name ("A/S" is one).
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
                case UInt8(ascii: "/") where h != basis:
                    break  // "A/S", "I/S": one word
                default:
                    if h != basis { words.append(h); h = basis }
                }
            }
        }
        if h != basis { words.append(h) }
        return words
    }
}
