import FinderDomain
import FinderText

/// How a listing's price (with its age), market capitalisation, place and price source read
/// in the UI language, as text and as words (issue 11). Country names come from ICU through
/// the listing's ISO code, exchanges and sources from the catalog; nothing English leaks
/// into a Russian line.
struct ListingText {
    let catalog: Catalog
    let accessible: Bool
    /// Now, in seconds since 1970.
    let now: Double

    init(catalog: Catalog, accessible: Bool, now: Double) {
        self.catalog = catalog
        self.accessible = accessible
        self.now = now
    }

    /// The reader's today (ICU's default zone): a price of today shows no date. Asked only
    /// for a dated price, so a listing without prices opens no ICU calendar (cold path).
    var today: CalendarDate {
        NumberFormat.calendarDate(epochMillis: now * 1000) ?? CalendarDate(year: 1970, month: 1, day: 1)
    }

    /// "$278.85", "$278.85 · Nov 28" (older than today), "$12.44 · Jan 9, 2025" (another
    /// year); in words "price 278 US dollars and 85 cents, as of November 28" / "цена двести
    /// семьдесят восемь долларов США восемьдесят пять центов, на двадцать восьмое ноября";
    /// "price unknown".
    func price(_ s: StockRecord) -> String {
        let numbers = catalog.numberFormat
        guard let p = s.price else { return catalog.text("price.unknown") }
        let amount = accessible ? numbers.spokenAmount(p, code: s.currency) : numbers.currency(p, code: s.currency)
        guard let date = s.priceDate.flatMap(SourceDate.init(iso:)) else { return amount }
        let today = self.today
        guard date.localDay() != today else { return amount }
        return catalog.text(accessible ? "price.asOf" : "price.withDate", ["price": amount, "date": day(date, today: today)])
    }

    /// The day of a price date in the reader's calendar, with the year when it is not this one.
    func day(_ date: SourceDate, today: CalendarDate) -> String {
        let sameYear = date.localDay().year == today.year
        let key = "date.price." + (accessible ? (sameYear ? "spokenDay" : "spokenDayYear") : (sameYear ? "day" : "dayYear"))
        return date.formatted(catalog.text(key), with: catalog.numberFormat)
    }

    /// A price date in full, for `stocks show`: always with the year; the source's text when
    /// it is not a date finder can read.
    func priceDate(_ s: StockRecord) -> String? {
        guard let text = s.priceDate else { return nil }
        guard let date = SourceDate(iso: text) else { return text }
        return date.formatted(catalog.text(accessible ? "date.price.spokenDayYear" : "date.price.dayYear"), with: catalog.numberFormat)
    }

    /// "$4.12T" / "4,12 трлн $"; in words "4.12 trillion US dollars" / "четыре целых
    /// двенадцать сотых триллиона долларов США". In the listing's currency.
    func marketCap(_ s: StockRecord) -> String? {
        let numbers = catalog.numberFormat
        return s.marketCap.map { accessible ? numbers.spokenCompactAmount($0, code: s.currency) : numbers.compactCurrency($0, code: s.currency, inWords: false) }
    }

    /// The listing's currency: its code in detail ("RUB"), its name in words ("российский
    /// рубль", "Russian ruble"): a listener hears letters otherwise.
    func currency(_ s: StockRecord) -> String {
        accessible ? catalog.numberFormat.spokenCurrencyName(s.currency) : s.currency
    }

    /// The country in the UI language ("США", "United States"); a name ICU cannot place is
    /// shown as the catalogue writes it, capitalised.
    func country(_ s: StockRecord) -> String {
        guard let code = s.countryCode ?? Country.code(forCatalogueName: s.country) else { return titleCase(s.country) }
        return Country.displayName(code: code, language: catalog.language.rawValue)
    }

    /// The exchange: its short name in the listing ("MOEX", "Мосбиржа"), its full name in
    /// words and in detail; nil when the catalogue does not say.
    func exchange(_ s: StockRecord, short: Bool) -> String? {
        guard !s.exchange.isEmpty else { return nil }
        let key = (short ? "exchange.short." : "exchange.name.") + s.exchange
        return catalog.value(key) ?? s.exchange
    }

    /// The one-line listing's place: "MOEX · Russia", "Мосбиржа · Россия", "США".
    func place(_ s: StockRecord) -> String {
        let country = s.country.isEmpty && s.countryCode == nil ? nil : country(s)
        return [exchange(s, short: true), country].compactMap { $0 }.joined(separator: " · ")
    }

    /// Where the price came from, in words: "Moscow Exchange", "the bundled catalogue",
    /// "file /path", a URL.
    func priceSource(_ s: StockRecord) -> String? {
        guard let source = s.priceSource else { return nil }
        switch source {
        case "bundled", "moex", "nasdaq": return catalog.text("source." + source)
        default:
            if source.hasPrefix("/") { return catalog.text("source.file", ["path": source]) }
            return catalog.text("source.url", ["url": source])
        }
    }

    private func titleCase(_ s: String) -> String {
        s.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
