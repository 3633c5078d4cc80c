import Glibc

/// Which listings are depositary receipts, and which company each belongs to (ARCHITECTURE.md “How
/// stock search matches and ranks”). Computed once per index build from what
/// `StockRanking.Input` gathered, before the ranking proper.
///
/// A listing is a receipt when its name or ISIN says so (`StockRanking.isReceipt`), and so is
/// every listing sharing its ISIN (an ISIN is a receipt's or a share's, not both: "Petroleo
/// Brasileiro SA- Petrobras" in Mexico shares the ADR's US ISIN) — but for an ordinary line
/// in the ISIN's own country, which shows the ISIN is the share's (Hon Hai's 2317 in Taiwan,
/// whose ISIN the data gives its GDR in London too). A listing with a US or an
/// Argentine ISIN is a receipt too when its name without legal suffixes (`familyName`)
/// equals that of a company whose home listing is in another country (SoftBank Group's SFTBY,
/// Novo Nordisk's NVO, Airbus' EADSY: none says "ADR").
///
/// A receipt belongs to the company of its name that has a home listing (or, when none has an
/// ISIN, the largest listing of that name outside the US) — for an ADR traded in
/// the US the one abroad (its ISIN neither American nor Argentine) with the most listings, for
/// a BDR, CEDEAR or GDR the largest by market cap or size class —
/// so that it is shown with it ("+6 listings, 2 receipts"), not as a result of its own.
/// Receipts of a company with no ordinary listing in the catalogue (Alibaba's ADR and
/// CEDEARs) are one company too, led by the one on the largest market.
///
/// A receipt whose ISIN names its company by a code (Brazilian BDRs) and whose name did not
/// join it joins by the code and the first word of its name (`_ReceiptCodes`); so does one
/// that carries a US or Canadian company's CUSIP under an older name (Zoom's BDR and CEDEARs,
/// "Zoom Video Communications", join Zoom Communications), by the CUSIP and the first word.
///
/// Cost: one sort of the listings by name hash; no dictionary of the catalogue's size.
struct _Receipts {
    /// Per listing: a depositary receipt.
    let isReceipt: [Bool]
    /// Per listing: its company, 0 ..< companyCount, numbered in the order of their first
    /// listings.
    let company: [UInt32]
    let companyCount: Int

    init(_ input: StockRanking.Input) {
        let n = input.count
        let base = input.isinCountry.count
        var listings = [UInt32](repeating: 0, count: base)
        for c in input.company { listings[Int(c)] += 1 }
        var receipt = [Bool](repeating: false, count: base)
        for i in 0..<n where input.receipt[i] { receipt[Int(input.company[i])] = true }
        // An ISIN a line named a receipt shares with an ordinary line in the ISIN's country
        // is the share's (the data gave Hon Hai's GDR in London the Taiwanese share's ISIN):
        // the line at home is no receipt; the one named so still is (`namedReceipt`).
        var namedReceipt = [Bool](repeating: false, count: base)
        for i in 0..<n where !input.receipt[i] {
            let c = Int(input.company[i])
            if receipt[c], input.isinCountry[c] != 0, input.listedIn[i] == input.isinCountry[c] {
                receipt[c] = false
                namedReceipt[c] = true
            }
        }
        let us = input.countryIDs["US"] ?? 0, ar = input.countryIDs["AR"] ?? 0
        func receiptISIN(_ c: Int) -> Bool {
            let country = input.isinCountry[c]
            return country != 0 && (country == us || country == ar)
        }
        // A company can own receipts when an ordinary listing is in its ISIN's country, or
        // when none is but its ISIN is of a country receipts never come from (Tencent's KY).
        var inISINCountry = [Bool](repeating: false, count: base)
        for i in 0..<n {
            let c = Int(input.company[i])
            if input.isinCountry[c] != 0 && input.listedIn[i] == input.isinCountry[c] { inISINCountry[c] = true }
        }
        let atHome = (0..<base).map { c in
            !receipt[c] && input.isinCountry[c] != 0 && (inISINCountry[c] || !receiptISIN(c))
        }
        /// A company's size: log10 of its market cap in US dollars, else its size class's
        /// (`StockRanking.classPopularity`), else -2.
        func size(_ c: Int) -> Double {
            !input.capUSD[c].isNaN ? log10(max(input.capUSD[c], 1)) : !input.classCap[c].isNaN ? input.classCap[c] : -2
        }
        // Base company -> the company it joins (itself when none).
        var target = (0..<base).map { UInt32($0) }
        var decided = [Bool](repeating: false, count: base)
        // Listings grouped by family name.
        var order = (0..<n).filter { input.family[$0] != 0 }.map { UInt32($0) }
        order.sort { input.family[Int($0)] != input.family[Int($1)] ? input.family[Int($0)] < input.family[Int($1)] : $0 < $1 }
        var g = 0
        while g < order.count {
            var e = g + 1
            while e < order.count && input.family[Int(order[e])] == input.family[Int(order[g])] { e += 1 }
            defer { g = e }
            guard e - g > 1 else { continue }
            // The family's home companies: the one with the most listings, and the same among
            // those whose ISIN is neither American nor Argentine.
            // And the largest by market cap or size class: whose a receipt traded outside the
            // US is (Pfizer Inc's CEDEAR, not Pfizer Ltd in India's).
            var best: Int?, bestAbroad: Int?, largest: Int?
            // A home listing the data gives no ISIN (Novo Nordisk's NOVO-B in Copenhagen): the
            // largest such, outside the US, owns the family's receipts when no listing with an
            // ISIN is at home.
            var unnumbered: Int?
            for k in g..<e {
                let c = Int(input.company[Int(order[k])])
                if !receipt[c], input.isinCountry[c] == 0, input.listedIn[Int(order[k])] != us, size(c) > -1,
                   unnumbered.map({ size(c) > size($0) }) ?? true {
                    unnumbered = c
                }
                guard atHome[c] else { continue }
                if best.map({ listings[c] > listings[$0] }) ?? true { best = c }
                if !receiptISIN(c), bestAbroad.map({ listings[c] > listings[$0] }) ?? true { bestAbroad = c }
                if size(c) > -1, largest.map({ size(c) > size($0) }) ?? true { largest = c }
            }
            if best == nil, let u = unnumbered { (best, bestAbroad, largest) = (u, u, u) }
            var receiptsOnly: [(company: Int, market: UInt8)] = []
            for k in g..<e {
                let c = Int(input.company[Int(order[k])])
                guard !decided[c] else { continue }
                if receipt[c] {
                    // An ADR (traded in the US) stands for a company abroad; a BDR, a CEDEAR or
                    // a GDR for the largest of its name.
                    let adr = input.listedIn[Int(order[k])] == us && us != 0
                    if let owner = adr ? bestAbroad ?? best : largest ?? bestAbroad ?? best, owner != c {
                        target[c] = UInt32(owner)
                        decided[c] = true
                    } else if best == nil {
                        let market = StockRanking.marketOrder(input.countryCode(of: input.listedIn[Int(order[k])]))
                        if let j = receiptsOnly.firstIndex(where: { $0.company == c }) {
                            receiptsOnly[j].market = min(receiptsOnly[j].market, market)
                        } else {
                            receiptsOnly.append((c, market))
                        }
                    }
                } else if receiptISIN(c), let owner = bestAbroad, owner != c,
                          input.isinCountry[owner] != input.isinCountry[c],
                          // Not a company of its own that shares the name: a member of a US
                          // index (Pfizer Inc, not a receipt of Pfizer Ltd in India).
                          input.indices[c].isDisjoint(with: .american) {
                    receipt[c] = true
                    target[c] = UInt32(owner)
                    decided[c] = true
                }
            }
            // Receipts with no company at home: one company, led by the largest market's.
            if receiptsOnly.count > 1 {
                var lead = receiptsOnly[0]
                for r in receiptsOnly.dropFirst()
                where (r.market, -Int(listings[r.company])) < (lead.market, -Int(listings[lead.company])) {
                    lead = r
                }
                for r in receiptsOnly where r.company != lead.company {
                    target[r.company] = UInt32(lead.company)
                    decided[r.company] = true
                }
                decided[lead.company] = true
            }
        }
        // Receipts whose ISIN names their company by a code, and receipts that carry a US or
        // Canadian company's CUSIP, not joined by their name.
        func unjoined(_ entries: [(listing: UInt32, keys: [UInt64])]) -> [(listing: UInt32, keys: [UInt64])] {
            entries.filter { entry in
                let c = Int(input.company[Int(entry.listing)])
                return receipt[c] && target[c] == UInt32(c)
            }
        }
        func owner(_ j: Int) -> Int? {
            let c = Int(input.company[j])
            return atHome[c] && !receipt[c] && target[c] == UInt32(c) ? c : nil
        }
        for (listing, owner) in _ReceiptCodes.owners(of: unjoined(input.codedReceipts), tickerKeys: input.tickerKey,
                                                     listings: { Int(listings[$0]) }, owner: owner) {
            let c = Int(input.company[Int(listing)])
            if owner != c { target[c] = UInt32(owner) }
        }
        for (listing, owner) in _ReceiptCodes.owners(of: unjoined(input.cusipReceipts), keyed: input.cusipOwners,
                                                     listings: { Int(listings[$0]) }, owner: owner) {
            let c = Int(input.company[Int(listing)])
            if owner != c { target[c] = UInt32(owner) }
        }
        // Follow joins to their end (a company joins one that joins none, but be safe), and
        // number the companies in the order of their first listings.
        func root(_ c: Int) -> Int {
            var c = c, steps = 0
            while Int(target[c]) != c && steps < 8 { c = Int(target[c]); steps += 1 }
            return c
        }
        var number = [UInt32](repeating: .max, count: base)
        var company = [UInt32](repeating: 0, count: n)
        var count: UInt32 = 0
        var isReceipt = [Bool](repeating: false, count: n)
        for i in 0..<n {
            let b = Int(input.company[i])
            let r = root(b)
            if number[r] == .max { number[r] = count; count += 1 }
            company[i] = number[r]
            isReceipt[i] = receipt[b] || (namedReceipt[b] && input.receipt[i])
        }
        self.isReceipt = isReceipt
        self.company = company
        companyCount = Int(count)
    }
}
