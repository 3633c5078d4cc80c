/// Which of 20 major stock indices a listing's company belongs to: the popularity signal the
/// bundled catalogue carries before a sync brings market caps (ARCHITECTURE.md “How stock search
/// matches and ranks”). The data (`_IndexMembershipData`) is made by
/// `Scripts/make_catalogue.py` from pytickersymbols (MIT; provenance in Resources/README.md)
/// and compiled in, so that an index build needs no file and an index built with other data
/// is known as stale (`checksum` is part of the index identity).
struct _IndexMembership: OptionSet, Hashable {
    let rawValue: UInt32

    // Blue chips: the flagship indices of the largest companies.
    static let dowJones = Self(rawValue: 1 << 0), sp100 = Self(rawValue: 1 << 1), euroStoxx50 = Self(rawValue: 1 << 2)
    // National large-cap indices.
    static let sp500 = Self(rawValue: 1 << 3), nasdaq100 = Self(rawValue: 1 << 4), ftse100 = Self(rawValue: 1 << 5)
    static let dax = Self(rawValue: 1 << 6), cac40 = Self(rawValue: 1 << 7), smi = Self(rawValue: 1 << 8)
    static let aex = Self(rawValue: 1 << 9), ibex35 = Self(rawValue: 1 << 10), bel20 = Self(rawValue: 1 << 11)
    static let omxStockholm30 = Self(rawValue: 1 << 12), omxHelsinki25 = Self(rawValue: 1 << 13)
    static let nikkei225 = Self(rawValue: 1 << 14)
    // Mid caps.
    static let mdax = Self(rawValue: 1 << 15), tecDax = Self(rawValue: 1 << 16), cacMid60 = Self(rawValue: 1 << 17)
    // Small caps.
    static let sdax = Self(rawValue: 1 << 18), sp600 = Self(rawValue: 1 << 19)

    static let blueChip: Self = [.dowJones, .sp100, .euroStoxx50]
    static let largeCap: Self = [.sp500, .nasdaq100, .ftse100, .dax, .cac40, .smi, .aex, .ibex35, .bel20,
                                 .omxStockholm30, .omxHelsinki25, .nikkei225]
    static let midCap: Self = [.mdax, .tecDax, .cacMid60]
    static let smallCap: Self = [.sdax, .sp600]
    /// The indices of US companies (a member is no depositary receipt).
    static let american: Self = [.dowJones, .sp100, .sp500, .nasdaq100, .sp600]

    /// The codes the data file uses (`make_catalogue.py`'s INDEX_CODES).
    static let codes: [String: Self] = [
        "DJI": .dowJones, "SP100": .sp100, "SX5E": .euroStoxx50, "SP500": .sp500, "NDX": .nasdaq100,
        "UKX": .ftse100, "DAX": .dax, "CAC": .cac40, "SMI": .smi, "AEX": .aex, "IBEX": .ibex35, "BEL20": .bel20,
        "OMXS30": .omxStockholm30, "OMXH25": .omxHelsinki25, "N225": .nikkei225, "MDAX": .mdax, "TECDAX": .tecDax,
        "CACMD": .cacMid60, "SDAX": .sdax, "SP600": .sp600,
    ]

    /// The memberships of a listing: by its ISIN, else by its ticker and country code.
    static func of(isin: String?, ticker: String, countryCode: String?) -> Self {
        let table = _IndexMembershipTable.shared
        if let isin, !isin.isEmpty, let m = table.byISIN[isin] { return m }
        guard let code = countryCode, !table.byTicker.isEmpty else { return [] }
        return table.byTicker[ticker.uppercased() + "\t" + code] ?? []
    }

    /// A checksum of the data (written by the script: reading it parses nothing), folded
    /// into the index identity.
    static var checksum: UInt64 { _IndexMembershipData.checksum }
}

/// `_IndexMembershipData` parsed once per process (only index builds read it).
final class _IndexMembershipTable: Sendable {
    let byISIN: [String: _IndexMembership]
    let byTicker: [String: _IndexMembership]
    let checksum: UInt64

    static let shared = _IndexMembershipTable(_IndexMembershipData.lines)

    init(_ text: String) {
        var isins: [String: _IndexMembership] = [:], tickers: [String: _IndexMembership] = [:]
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 || fields.count == 3 else { continue }
            var m: _IndexMembership = []
            for code in fields[fields.count - 1].split(separator: ",") { m.formUnion(_IndexMembership.codes[String(code)] ?? []) }
            if fields.count == 2 {
                isins[String(fields[0]), default: []].formUnion(m)
            } else {
                tickers[fields[0] + "\t" + fields[1], default: []].formUnion(m)
            }
        }
        byISIN = isins
        byTicker = tickers
        checksum = h
    }
}
