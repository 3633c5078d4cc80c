/// `--exchange`: the exchanges the catalogue names by code, and their names in every
/// language ("Moscow Exchange", "Мосбиржа", "Московская биржа" → MOEX), from the catalogs'
/// `exchange.name.*` and `exchange.short.*`. Any other word is taken as a code, uppercased
/// (a synced file may name exchanges finder has no words for).
enum ExchangeNames {
    /// The codes with names in the catalogs (completion's words).
    static let codes = ["MOEX"]

    static func code(_ text: String) -> String {
        let folded = text.lowercased()
        for code in codes {
            for language in Language.allCases {
                let m = Messages(compiled: language)
                for key in ["exchange.name.", "exchange.short."] where m.value(key + code)?.lowercased() == folded { return code }
            }
        }
        return text.uppercased()
    }
}
