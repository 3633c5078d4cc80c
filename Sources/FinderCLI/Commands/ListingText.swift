import FinderDomain
import FinderStore
import FinderText

/// How a listing's price (with its age), market capitalisation, place and price source read
/// in the UI language, as text and as words. Country names come from ICU through
/// the listing's ISO code, exchanges and sources from the catalog; nothing English leaks
/// into a Russian line.
struct ListingText {
    let messages: Messages
    let accessible: Bool
    /// Now, in seconds since 1970.
    let now: Double
    /// The reader's today (TZ, else /etc/localtime, as ICU's default zone): a price of today
    /// shows no date. From the C library: a listing's price opens no ICU calendar (cold path);
    /// found once, not once a row.
    let today: CalendarDate
    /// What the rows of one list share, written once: most of a list's prices are unknown or
    /// of one day ("Aug 22"), and each cost a row a catalog lookup and a filled template.
    private let memo = _ListingTextMemo()

    init(messages: Messages, accessible: Bool, now: Double) {
        self.messages = messages
        self.accessible = accessible
        self.now = now
        today = CalendarDate.local(epochSeconds: now) ?? CalendarDate(year: 1970, month: 1, day: 1)
    }

    /// "$278.85", "$278.85 · Nov 28" (older than today), "$12.44 · Jan 9, 2025" (another
    /// year); in words "price 278 US dollars and 85 cents, as of November 28" / "цена двести
    /// семьдесят восемь долларов США восемьдесят пять центов, на двадцать восьмое ноября";
    /// "price unknown".
    func price(_ s: StockRecord) -> String {
        let numbers = messages.numberFormat
        guard let p = s.price else {
            if let known = memo.unknownPrice { return known }
            let text = messages.text("price.unknown")
            memo.unknownPrice = text
            return text
        }
        let amount = accessible ? numbers.spokenAmount(p, code: s.currency) : numbers.currency(p, code: s.currency)
        guard let date = s.priceDate.flatMap(SourceDate.init(iso:)) else { return amount }
        // A stale price says its date even when that is the reader's today (Tokyo has closed
        // on the next day while it is still the evening before in Hawaii).
        let stale = isStale(s, date: date) == true
        guard stale || date.localDay() != today else { return amount }
        let key = accessible ? "price.asOf" : "price.withDate"
        return messages.text(stale ? key + ".stale" : key, ["price": amount, "date": day(date, today: today)])
    }

    /// Whether the listing's price is older than its market's last close
    /// (`MarketCalendar`; docs/decisions/0428-stale-prices.md): "· stale" beside it, and
    /// `priceStale` in JSON. nil without a price, a readable date or a known market.
    func isStale(_ s: StockRecord) -> Bool? {
        guard s.price != nil, let date = Self.validDate(s) else { return nil }
        return isStale(s, date: date)
    }

    private func isStale(_ s: StockRecord, date: SourceDate) -> Bool? {
        guard let code = s.countryCode ?? Country.code(forCatalogueName: s.country) else { return nil }
        return MarketCalendar.isStale(priceDate: date.writtenDay, countryCode: code, now: now)
    }

    /// The day's change beside the price: "▲ +1.23 (+0.44%)", "▼ -1.27 (-0.45%)",
    /// "0.00 (0.00%)" — a sign always, the arrow only in addition (colour too: `role`); in
    /// words "up 1 US dollar and 23 cents, 0.44 percent" / "выросла на один доллар США двадцать
    /// три цента, на ноль целых сорок четыре сотых процента", said as prices are (`spokenAmount`). With `dated` (`stocks
    /// show`) the price's date follows. nil when the source gave no change.
    func change(_ s: StockRecord, dated: Bool = false) -> (text: String, role: Style.Role)? {
        // The direction from the change, else from the percentage (a source may give one).
        guard s.price != nil, let signed = s.change ?? s.changePercent else { return nil }
        let direction = signed > 0 ? "up" : signed < 0 ? "down" : "none"
        let role: Style.Role = signed > 0 ? .up : signed < 0 ? .down : .muted
        let numbers = messages.numberFormat
        let size = abs(s.change ?? 0)
        // Two digits as prices show them; four for a change of less than a cent (a warrant's).
        let digits = size > 0 && size < 0.01 ? 4 : 2
        var text: String
        if accessible {
            // After "up"/"на": the accusative ("выросла на одну копейку"), said as prices are.
            let amount = s.change.map { numbers.spokenAmount(abs($0), code: s.currency, .accusative) }
            let inPercent = s.changePercent.map { numbers.spokenPercent(abs($0), fractionDigits: 2, .accusative) }
            let both = amount.flatMap { a in inPercent.map { messages.text("change.words.both", ["amount": a, "percent": $0]) } }
            text = messages.text("change.words.\(direction)", ["change": both ?? amount ?? inPercent ?? ""])
        } else {
            // The language's minus: Russian typography writes U+2212 ("−2,35"), not a hyphen.
            let sign = signed > 0 ? "+" : signed < 0 ? messages.text("number.minus") : ""
            let amount = s.change.map { sign + numbers.decimal(abs($0), fractionDigits: digits) }
            let inPercent = s.changePercent.map { messages.text("change.percent", ["number": sign + numbers.decimal(abs($0), fractionDigits: 2)]) }
            text = [amount, inPercent.map { amount == nil ? $0 : "(" + $0 + ")" }].compactMap { $0 }.joined(by: " ")
            if let arrow = messages.value("change.arrow.\(direction)") { text = arrow + " " + text }
        }
        guard dated, let date = priceDate(s) else { return (text, role) }
        return (messages.text(accessible ? "change.words.dated" : "change.dated", ["change": text, "date": date]), role)
    }

    /// The day of a price date in the reader's calendar, with the year when it is not this one.
    func day(_ date: SourceDate, today: CalendarDate) -> String {
        if let last = memo.day, last.date == date, last.today == today { return last.text }
        let text = writtenDay(date, today: today)
        memo.day = (date, today, text)
        return text
    }

    private func writtenDay(_ date: SourceDate, today: CalendarDate) -> String {
        let sameYear = date.localDay().year == today.year
        let key = "date.price." + (accessible ? (sameYear ? "spokenDay" : "spokenDayYear") : (sameYear ? "day" : "dayYear"))
        return date.formatted(messages.text(key), with: messages.numberFormat)
    }

    /// A price date in full, for `stocks show`: always with the year. A stored text that is no
    /// valid date (a store written before syncs checked dates: "2024-02-30", "LIVE NOW") is
    /// no date, never shown raw.
    func priceDate(_ s: StockRecord) -> String? {
        guard let date = Self.validDate(s) else { return nil }
        return date.formatted(messages.text(accessible ? "date.price.spokenDayYear" : "date.price.dayYear"), with: messages.numberFormat)
    }

    /// The listing's price date when it is one finder can read (`SourceDate` checks it).
    static func validDate(_ s: StockRecord) -> SourceDate? { s.priceDate.flatMap(SourceDate.init(iso:)) }

    /// "$4.12T" / "4,12 трлн $"; in words "4.12 trillion US dollars" / "четыре целых
    /// двенадцать сотых триллиона долларов США". In the listing's currency.
    func marketCap(_ s: StockRecord) -> String? {
        let numbers = messages.numberFormat
        return s.marketCap.map { accessible ? numbers.spokenCompactAmount($0, code: s.currency) : numbers.compactCurrency($0, code: s.currency, inWords: false) }
    }

    /// The listing's currency: its code in detail ("RUB"), its name in words ("российский
    /// рубль", "Russian ruble"): a listener hears letters otherwise.
    func currency(_ s: StockRecord) -> String {
        accessible ? messages.numberFormat.spokenCurrencyName(s.currency) : s.currency
    }

    /// The country in the UI language ("США", "United States"); a name ICU cannot place is
    /// shown as the catalogue writes it, capitalised.
    func country(_ s: StockRecord) -> String {
        guard let code = s.countryCode ?? Country.code(forCatalogueName: s.country) else { return titleCase(s.country) }
        return Country.displayName(code: code, language: messages.language.rawValue)
    }

    /// The exchange: its short name in the listing ("MOEX", "Мосбиржа"), its full name in
    /// words and in detail; nil when the catalogue does not say.
    func exchange(_ s: StockRecord, short: Bool) -> String? {
        guard !s.exchange.isEmpty else { return nil }
        let key = (short ? "exchange.short." : "exchange.name.") + s.exchange
        return messages.value(key) ?? s.exchange
    }

    /// The one-line listing's place: "MOEX · Russia", "Мосбиржа · Россия", "США".
    func place(_ s: StockRecord) -> String {
        let country = s.country.isEmpty && s.countryCode == nil ? nil : country(s)
        return [exchange(s, short: true), country].compactMap { $0 }.joined(by: " · ")
    }

    /// Where the price came from, in words: "Moscow Exchange", "the bundled catalogue",
    /// "file /path", a URL.
    func priceSource(_ s: StockRecord) -> String? { s.priceSource.map(source) }

    /// A source by its stored name ("bundled", a registered sync source's name, a URL or a
    /// path), in words. Each name has its message, `source.NAME` (a sync source's comes with
    /// its registration, `CatalogueSources`); URLs and paths, which hold a "/", never do.
    func source(_ source: String) -> String {
        if !source.contains("/"), let name = messages.value("source." + source) { return name }
        if source.hasPrefix("/") { return messages.text("source.file", ["path": source]) }
        return messages.text("source.url", ["url": source])
    }

    private func titleCase(_ s: String) -> String {
        s.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(by: " ")
    }
}

/// `ListingText`'s memo: one list's rows are written on one thread, one after the other.
private final class _ListingTextMemo {
    var unknownPrice: String?
    var day: (date: SourceDate, today: CalendarDate, text: String)?
}
