/// One share on a Moscow Exchange board, as ISS lists it: names in both scripts, ISIN,
/// currency and the best price the listing offers.
public struct MoexSecurity: Equatable, Sendable {
    /// SECID, the exchange ticker ("SBER"); absent or odd in a bad row.
    public var ticker: SourceCell
    /// SHORTNAME ("Сбербанк").
    public var shortName: SourceCell
    /// SECNAME, the full Russian name ("Сбербанк России ПАО ао").
    public var fullName: SourceCell
    /// LATNAME, the Latin name ("Sberbank").
    public var latinName: SourceCell
    public var isin: SourceCell
    /// ISO 4217: CURRENCYID (else FACEUNIT), with the exchange's "SUR" read as "RUB".
    public var currency: String?
    /// The first of LAST, LCURRENTPRICE, MARKETPRICE, PREVPRICE, PREVLEGALCLOSEPRICE that is
    /// given and not zero (LAST is null outside trading hours).
    public var price: SourceCell
    /// The column `price` came from ("LAST", "PREVPRICE"…), nil without a price.
    public var priceColumn: String?
    /// When `price` was current: `YYYY-MM-DDTHH:MM:SS+03:00` (exchange time is Moscow time)
    /// for a market price, PREVDATE for a previous close; nil when the response does not say.
    public var priceDate: String?
    /// ISSUECAPITALIZATION (market data, in roubles) where the board gives it.
    public var marketCap: SourceCell
    /// The day's change of the last trade: CHANGE (LAST minus the previous close, roubles) and
    /// LASTTOPREVPRICE (the same in percent). Absent when the price is not LAST (both columns
    /// measure LAST) or the response lacks the columns.
    public var change: SourceCell = .absent
    public var changePercent: SourceCell = .absent
    /// The share's rows of both blocks as sent, for a field read by its column's name
    /// (`cell(_:in:)`): a new field a sync takes from the board is one line in its source
    /// (CONTRIBUTING.md "How to add… a stock field"). Not part of equality: the fields above are what
    /// a share is.
    private var columns: (securities: [String: _JSONTree], marketdata: [String: _JSONTree]) = ([:], [:])

    /// The column of `block` as sent: text, a number, or absent.
    public func cell(_ column: String, in block: Block) -> SourceCell {
        (block == .marketdata ? columns.marketdata : columns.securities)[column]?.cell ?? .absent
    }

    public static func == (a: MoexSecurity, b: MoexSecurity) -> Bool {
        a.ticker == b.ticker && a.shortName == b.shortName && a.fullName == b.fullName && a.latinName == b.latinName
            && a.isin == b.isin && a.currency == b.currency && a.price == b.price && a.priceColumn == b.priceColumn
            && a.priceDate == b.priceDate && a.marketCap == b.marketCap && a.change == b.change && a.changePercent == b.changePercent
    }

    /// The fallback order of prices (Moscow Exchange ISS; ../shared/data/README.md).
    public static let priceColumns: [(block: Block, column: String)] = [
        (.marketdata, "LAST"), (.marketdata, "LCURRENTPRICE"), (.marketdata, "MARKETPRICE"),
        (.securities, "PREVPRICE"), (.securities, "PREVLEGALCLOSEPRICE"),
    ]

    public enum Block: Sendable { case securities, marketdata }

    init(securities s: [String: _JSONTree], marketdata m: [String: _JSONTree]) {
        func cell(_ d: [String: _JSONTree], _ c: String) -> SourceCell { d[c]?.cell ?? .absent }
        columns = (s, m)
        ticker = cell(s, "SECID")
        shortName = cell(s, "SHORTNAME")
        fullName = cell(s, "SECNAME")
        latinName = cell(s, "LATNAME")
        isin = cell(s, "ISIN")
        let code = cell(s, "CURRENCYID").text ?? cell(s, "FACEUNIT").text
        currency = code.map { $0.uppercased() == "SUR" ? "RUB" : $0.uppercased() }
        marketCap = cell(m, "ISSUECAPITALIZATION") != .absent ? cell(m, "ISSUECAPITALIZATION") : cell(s, "ISSUECAPITALIZATION")
        price = .absent
        for (block, column) in Self.priceColumns {
            let c = cell(block == .marketdata ? m : s, column)
            if c == .absent || c == .number(0) { continue }
            price = c
            priceColumn = column
            if block == .marketdata {
                priceDate = Self.moscowTime(systime: cell(m, "SYSTIME").text, updateTime: cell(m, "UPDATETIME").text)
                if column == "LAST" {
                    change = cell(m, "CHANGE")
                    changePercent = cell(m, "LASTTOPREVPRICE")
                }
            } else {
                priceDate = cell(s, "PREVDATE").text
            }
            break
        }
    }

    /// "2023-10-18 16:25:42" (SYSTIME) with "16:10:42" (UPDATETIME) → "2023-10-18T16:10:42+03:00".
    static func moscowTime(systime: String?, updateTime: String?) -> String? {
        guard let systime, systime.count >= 10 else { return nil }
        let day = systime.prefix(10)
        let time = updateTime ?? (systime.count >= 19 ? String(systime.dropFirst(11).prefix(8)) : nil)
        guard let time, time.count == 8 else { return String(day) }
        return "\(day)T\(time)+03:00"
    }
}
