import Foundation
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Moscow Exchange listings for the sync tests: the 41 tickers of
/// ../shared/data/moex-cyrillic-names.json (names, ISINs and the five real previous closes as
/// given there), the real SBER row of 2023-10-18 from ../shared/data/README.md, and ASTR
/// (Группа Астра), which the bundled catalogue lacks on MOEX. Market prices other than SBER's
/// are test values.
struct MoexFixtureRow {
    var secid: String
    var shortName: String
    var secName: String?
    var latName: String?
    var isin: String?
    var prevPrice: Double?
    var prevDate: String?

    init(_ secid: String, _ shortName: String, secName: String?, latName: String?, isin: String?,
         prevPrice: Double?, prevDate: String?) {
        self.secid = secid; self.shortName = shortName; self.secName = secName; self.latName = latName
        self.isin = isin; self.prevPrice = prevPrice; self.prevDate = prevDate
    }
}

let moexFixtureRows: [MoexFixtureRow] = [
    .init("AFKS", "Система ао", secName: "АФК \"Система\" ПАО ао", latName: "AFK Sistema", isin: "RU000A0DQZE3", prevPrice: 14.573, prevDate: "2025-01-09"),
    .init("AFLT", "Аэрофлот", secName: "Аэрофлот-росс.авиалин(ПАО)ао", latName: "Aeroflot", isin: "RU0009062285", prevPrice: 58.430, prevDate: "2025-01-09"),
    .init("AGRO", "AGRO-гдр", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("ALRS", "АЛРОСА ао", secName: nil, latName: "ALROSA ao", isin: "RU0007252813", prevPrice: nil, prevDate: nil),
    .init("BSPB", "БСП ао", secName: nil, latName: "BSP", isin: "RU0009100945", prevPrice: nil, prevDate: nil),
    .init("CBOM", "МКБ ао", secName: nil, latName: "Moskovskiy Kreditnyi Bank OAO", isin: "RU000A0JUG31", prevPrice: nil, prevDate: nil),
    .init("CHMF", "СевСт-ао", secName: nil, latName: "Severstal - ao", isin: "RU0009046510", prevPrice: nil, prevDate: nil),
    .init("ENPG", "ЭН+ГРУП ао", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("FEES", "Россети", secName: nil, latName: "FSK EES", isin: "RU000A0JPNN9", prevPrice: nil, prevDate: nil),
    .init("FIVE", "FIVE-гдр", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("FLOT", "Совкомфлот", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("GAZP", "ГАЗПРОМ ао", secName: nil, latName: "Gazprom PAO", isin: "RU0007661625", prevPrice: nil, prevDate: nil),
    .init("GLTR", "GLTR-гдр", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("GMKN", "ГМКНорНик", secName: nil, latName: "MMC Norilsk Nickel", isin: "RU0007288411", prevPrice: nil, prevDate: nil),
    .init("HYDR", "РусГидро", secName: nil, latName: "RusHydro JSC", isin: "RU000A0JPKH7", prevPrice: nil, prevDate: nil),
    .init("IRAO", "ИнтерРАОао", secName: nil, latName: "Inter rao ees", isin: "RU000A0JPNM1", prevPrice: nil, prevDate: nil),
    .init("LKOH", "ЛУКОЙЛ", secName: nil, latName: "Lukoil", isin: "RU0009024277", prevPrice: nil, prevDate: nil),
    .init("MAGN", "ММК", secName: nil, latName: "MMK", isin: "RU0009084396", prevPrice: nil, prevDate: nil),
    .init("MGNT", "Магнит ао", secName: nil, latName: "Magnit", isin: "RU000A0JKQU8", prevPrice: nil, prevDate: nil),
    .init("MOEX", "МосБиржа", secName: nil, latName: "Moskovskaya Birzha OAO", isin: "RU000A0JR4A1", prevPrice: nil, prevDate: nil),
    .init("SBER", "Сбербанк", secName: nil, latName: "Sberbank Rossii", isin: "RU0009029540", prevPrice: nil, prevDate: nil),
    .init("TATN", "Татнфт 3ао", secName: nil, latName: "Tatneft-3", isin: "RU0009033591", prevPrice: nil, prevDate: nil),
    .init("NVTK", "Новатэк ао", secName: nil, latName: "NOVATEK", isin: "RU000A0DKVS5", prevPrice: nil, prevDate: nil),
    .init("SNGSP", "Сургнфгз-п", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("SNGS", "Сургнфгз", secName: nil, latName: "Surgut", isin: "RU0008926258", prevPrice: nil, prevDate: nil),
    .init("SBERP", "Сбербанк-п", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("PLZL", "Полюс", secName: nil, latName: "Polyus", isin: "RU000A0JNAA8", prevPrice: nil, prevDate: nil),
    .init("ROSN", "Роснефть", secName: nil, latName: "NK Rosneft", isin: "RU000A0J2Q06", prevPrice: nil, prevDate: nil),
    .init("PIKK", "ПИК ао", secName: nil, latName: "PIK", isin: "RU000A0JP7J7", prevPrice: nil, prevDate: nil),
    .init("NLMK", "НЛМК ао", secName: nil, latName: "NLMK ao", isin: "RU0009046452", prevPrice: nil, prevDate: nil),
    .init("RUAL", "РУСАЛ ао", secName: nil, latName: "United Company Rusal", isin: "JE00B5BCW814", prevPrice: nil, prevDate: nil),
    .init("OZON", "OZON-адр", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("ABIO", "iАРТГЕН ао", secName: "ПАО \"Артген\"", latName: "ARTGEN ao", isin: "RU000A0JNAB6", prevPrice: 88.320, prevDate: "2025-01-09"),
    .init("ABRD", "АбрауДюрсо", secName: "Абрау-Дюрсо ПАО ао", latName: "Abrau-Durso ao", isin: "RU000A0JS5T7", prevPrice: 178.000, prevDate: "2025-01-09"),
    .init("ACKO", "АСКО ао", secName: "АСКО ПАО ао", latName: "ASKO ao", isin: "RU000A0JXS91", prevPrice: 3.580, prevDate: "2025-01-09"),
    .init("AKRN", "Акрон", secName: nil, latName: "Akron", isin: "RU0009028674", prevPrice: nil, prevDate: nil),
    .init("YRSB", "ТНСэнЯр", secName: nil, latName: "Yaroslavskaya Sbytovaya", isin: "RU000A0D8760", prevPrice: nil, prevDate: nil),
    .init("YRSBP", "ТНСэнЯр-п", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("ZAYM", "Займер ао", secName: nil, latName: nil, isin: nil, prevPrice: nil, prevDate: nil),
    .init("ZILL", "ЗИЛ ао", secName: nil, latName: "Zavod Imeni Ia Likhacheva", isin: "RU0009086193", prevPrice: nil, prevDate: nil),
    .init("ZVEZ", "ЗВЕЗДА ао", secName: nil, latName: "Zvezda", isin: "RU0009091300", prevPrice: nil, prevDate: nil),
    .init("ASTR", "Астра ао", secName: "ПАО Группа Астра ао", latName: "Astra", isin: nil, prevPrice: nil, prevDate: nil),
]

/// Which price column a fixture row fills, by position, so every fallback step is exercised.
enum FixturePrice { case last, current, market, previous, legalClose }

func fixturePriceKind(_ i: Int, _ secid: String) -> FixturePrice {
    if secid == "SBER" { return .last }
    return [FixturePrice.last, .current, .market, .previous, .legalClose][i % 5]
}

/// The test value of a row's price (SBER's is real: LAST 266.79).
func fixturePrice(_ i: Int, _ secid: String) -> Double { secid == "SBER" ? 266.79 : 100 + Double(i) + 0.25 }

/// A board listing as ISS sends it with iss.meta=off: the real column lists, columns in the
/// real order, plus a dataversion block. `extraColumns` appends columns (newer responses do).
func issBody(rows: [MoexFixtureRow] = moexFixtureRows, priceBump: Double = 0, shuffleColumns: Bool = false) -> Data {
    var secColumns = ["SECID", "BOARDID", "SHORTNAME", "PREVPRICE", "LOTSIZE", "FACEVALUE", "STATUS", "BOARDNAME",
                      "DECIMALS", "SECNAME", "REMARKS", "MARKETCODE", "INSTRID", "SECTORID", "MINSTEP", "PREVWAPRICE",
                      "FACEUNIT", "PREVDATE", "ISSUESIZE", "ISIN", "LATNAME", "REGNUMBER", "PREVLEGALCLOSEPRICE",
                      "CURRENCYID", "SECTYPE", "LISTLEVEL", "SETTLEDATE"]
    var mdColumns = ["SECID", "BOARDID", "BID", "OFFER", "SPREAD", "OPEN", "LOW", "HIGH", "LAST", "LASTCHANGE",
                     "WAPRICE", "LCURRENTPRICE", "MARKETPRICE", "UPDATETIME", "SYSTIME", "TRADINGSTATUS", "TRADEDATE",
                     "CHANGE", "LASTTOPREVPRICE"]
    if shuffleColumns { secColumns.reverse(); mdColumns.reverse() }
    var secData: [[Any]] = []
    var mdData: [[Any]] = []
    for (i, r) in rows.enumerated() {
        let kind = fixturePriceKind(i, r.secid)
        let price = fixturePrice(i, r.secid) + priceBump
        var s: [String: Any] = [:]
        if r.secid == "SBER" {
            let real: [Any] = ["SBER", "TQBR", "Сбербанк", 270, 10, 3, "A", "Т+: Акции и ДР - безадрес.", 2,
                               "Сбербанк России ПАО ао", NSNull(), "FNDT", "EQIN", NSNull(), 0.01, 269.96, "SUR",
                               "2023-10-17", 21586948000, "RU0009029540", "Sberbank", "10301481B", 270.46, "SUR", "1", 1,
                               "2023-10-19"]
            let original = ["SECID", "BOARDID", "SHORTNAME", "PREVPRICE", "LOTSIZE", "FACEVALUE", "STATUS", "BOARDNAME",
                            "DECIMALS", "SECNAME", "REMARKS", "MARKETCODE", "INSTRID", "SECTORID", "MINSTEP", "PREVWAPRICE",
                            "FACEUNIT", "PREVDATE", "ISSUESIZE", "ISIN", "LATNAME", "REGNUMBER", "PREVLEGALCLOSEPRICE",
                            "CURRENCYID", "SECTYPE", "LISTLEVEL", "SETTLEDATE"]
            for (k, v) in zip(original, real) { s[k] = v }
        } else {
            s = ["SECID": r.secid, "BOARDID": "TQBR", "SHORTNAME": r.shortName, "LOTSIZE": 10, "FACEVALUE": 1,
                 "STATUS": "A", "BOARDNAME": "Т+: Акции и ДР - безадрес.", "DECIMALS": 2, "MARKETCODE": "FNDT",
                 "INSTRID": "EQIN", "MINSTEP": 0.01, "FACEUNIT": "SUR", "CURRENCYID": "SUR", "SECTYPE": "1",
                 "LISTLEVEL": 1, "SETTLEDATE": "2025-01-13"]
            if let v = r.secName { s["SECNAME"] = v }
            if let v = r.latName { s["LATNAME"] = v }
            if let v = r.isin { s["ISIN"] = v }
            s["PREVDATE"] = r.prevDate ?? "2025-01-09"
            switch kind {
            case .previous: s["PREVPRICE"] = price
            case .legalClose: s["PREVLEGALCLOSEPRICE"] = price
            default: if let p = r.prevPrice { s["PREVPRICE"] = p }
            }
        }
        secData.append(secColumns.map { s[$0] ?? NSNull() })
        var m: [String: Any] = ["SECID": r.secid, "BOARDID": "TQBR", "UPDATETIME": "16:10:42",
                                "SYSTIME": "2023-10-18 16:25:42", "TRADINGSTATUS": "T", "TRADEDATE": "2023-10-18"]
        switch kind {
        case .last:
            m["LAST"] = price; m["LCURRENTPRICE"] = price + 1; m["MARKETPRICE"] = price + 2
            // The day's change of LAST: SBER's against its real previous close of 270;
            // the others' a test value, up on even rows and down on odd ones.
            let change = r.secid == "SBER" ? -3.21 : (i % 2 == 0 ? 1.5 : -1.5)
            m["CHANGE"] = change
            m["LASTTOPREVPRICE"] = ((change / (price - change)) * 10_000).rounded() / 100
        case .current: m["LCURRENTPRICE"] = price; m["MARKETPRICE"] = price + 2   // LAST null outside trading hours
        case .market: m["MARKETPRICE"] = price
        case .previous, .legalClose: m["TRADINGSTATUS"] = "N"
        }
        mdData.append(mdColumns.map { m[$0] ?? NSNull() })
    }
    let doc: [String: Any] = [
        "securities": ["columns": secColumns, "data": secData],
        "marketdata": ["columns": mdColumns, "data": mdData],
        "dataversion": ["columns": ["data_version", "seqnum"], "data": [[8123, 20231018162542]]],
    ]
    return try! JSONSerialization.data(withJSONObject: doc)
}

/// The original StockFinder format: US tickers with current prices in dollars.
let stockFinderJSON = """
[
  {"ticker": "AAPL", "name": "Apple Inc", "currentPrice": 189.84},
  {"ticker": "MSFT", "name": "Microsoft Corporation", "currentPrice": 374.51},
  {"ticker": "TSLA", "name": "Tesla Inc", "currentPrice": 238.45},
  {"ticker": "PLTR", "name": "Palantir Technologies Inc", "currentPrice": 17.23}
]
"""

/// The same format, with every kind of bad row: no ticker, a price that is not a number, a
/// name of 300 characters, escape sequences, a duplicate. Two good rows.
let stockFinderJSONWithBadRows = """
[
  {"ticker": "NVDA", "name": "NVIDIA Corporation", "currentPrice": 495.22},
  {"name": "No Ticker Corp", "currentPrice": 10},
  {"ticker": "", "name": "Blank Ticker Corp", "currentPrice": 10},
  {"ticker": "BADP", "name": "Bad Price Inc", "currentPrice": "twelve dollars"},
  {"ticker": "LONGN", "name": "\(String(repeating: "Very Long Name ", count: 20))", "currentPrice": 1},
  {"ticker": "EVIL", "name": "Evil \\u001b[31mRed\\u001b[0m Corp", "currentPrice": 1},
  {"ticker": "NVDA", "name": "NVIDIA again", "currentPrice": 1},
  "not an object",
  {"ticker": "AMD", "name": "Advanced Micro Devices Inc", "currentPrice": "122.07"}
]
"""

/// CSV with a header naming the columns in another order, quotes, and currency/exchange.
let stockFinderCSV = """
Symbol,Name,Price,Currency,Exchange
AAPL,"Apple Inc",189.84,USD,
"SAP","SAP SE, Walldorf",140.12,EUR,
KO,"The Coca-Cola Company",59.81,,
SBER,Сбербанк России,266.79,RUB,MOEX
"""

/// A data folder whose first run (bundled import, index build) has happened once; each test
/// gets a copy of it (a copy of a folder no process has open is a consistent store).
let preparedTemplate: TemporaryDirectory = {
    let dir = TemporaryDirectory("finder-sync-template")
    let run = try! runFinder(["--data-dir", dir.path, "--no-history", "stocks", "warmup"])
    precondition(run.status == 0 || run.status == 1, run.stderr)
    return dir
}()

/// A data folder whose first run (bundled import, index build) has happened.
func preparedDataDirectory() throws -> TemporaryDirectory {
    let dir = TemporaryDirectory("finder-sync")
    for name in try FileManager.default.contentsOfDirectory(atPath: preparedTemplate.path) {
        try FileManager.default.copyItem(atPath: preparedTemplate.file(name), toPath: dir.file(name))
    }
    return dir
}

func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
}

/// The first listing of `ticker` on `exchange` (any when nil), from `stocks show --json`.
func shownListing(_ dir: TemporaryDirectory, _ ticker: String, exchange: String? = nil, country: String? = nil) throws -> [String: Any]? {
    let run = try runFinder(["--data-dir", dir.path, "stocks", "show", ticker, "--json"])
    let results = try json(run.stdout)["results"] as? [[String: Any]] ?? []
    return results.first { r in
        (exchange == nil || r["exchange"] as? String == exchange) && (country == nil || r["country"] as? String == country)
    }
}
