import FinderText

extension Messages {
    /// A file's size as the language writes it ("6 KB", "1.5 MB"), at least 1 KB; spoken, in
    /// words with the unit named ("6 kilobytes", "шесть килобайт", "одна целая пять десятых
    /// мегабайта"): espeak-ng says "КБ" as the letters "ка-бэ" and Russian digits undeclined.
    public func fileSize(bytes: Int64) -> String {
        let kb = max(Double(bytes) / 1024, 1)
        let inMB = kb >= 1024
        let value = inMB ? kb / 1024 : kb
        let digits = inMB ? 1 : 0
        let unit = inMB ? "size.mb" : "size.kb"
        guard numbers.isSpoken else { return text(unit, ["size": numbers.decimal(value, fractionDigits: digits)]) }
        let rounded = inMB ? (value * 10).rounded() / 10 : value.rounded()
        if rounded == rounded.rounded(.towardZero) { return plural(unit + ".words", count: Int(rounded)) }
        return text(unit + ".words.fraction", ["size": numbers.spokenNumber(rounded, fractionDigits: digits)])
    }
}
