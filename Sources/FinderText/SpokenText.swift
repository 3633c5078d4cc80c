/// Words for text a screen reader speaks, besides numbers (`NumberFormat+Speech.swift`).
public enum SpokenText {
    /// A ticker or another identifier (an ISIN) said letter by letter: "AAPL" → "A. A. P. L.",
    /// "BRKb" → "B. R. K. b.", "NIKE34" → "N. I. K. E. 3 4". espeak-ng reads a ticker whole as a word ("AAPL" is
    /// "apple", "ON" "on") and a lone capital "A" as the article; a letter followed by a full
    /// stop is named, in both voices. Other characters (".", "-") are not said.
    public static func letters(_ ticker: String) -> String {
        var parts: [String] = []
        for c in ticker {
            if c.isNumber { parts.append(String(c)) } else if c.isLetter { parts.append(String(c) + ".") }
        }
        return parts.isEmpty ? ticker : parts.joined(by: " ")
    }

    /// Signs a synthesizer names oddly said as the words a person uses: "&" is the language's
    /// `UILanguage.and`, "and" / "и" (espeak-ng says "амперсанд"). With `russianCompany` (a
    /// company the catalogue gives a Russian form for), speech that says numbers in Russian
    /// words says its legal form as a Russian investor does (`russianLegalForms`). A language
    /// the table lacks is spoken as the fallback language.
    public static func words(_ text: String, language: String, russianCompany: Bool = false) -> String {
        let line = UILanguage.of(language) ?? .fallback
        let text = line.speech == .russianWords && russianCompany ? russianLegalForms(text) : text
        guard text.contains("&") else { return text }
        let and = line.and
        var out = ""
        for c in text {
            if c == "&" {
                if let last = out.last, !last.isWhitespace { out.append(" ") }
                out += and + " "
            } else if c == " ", out.last == " " {
                continue
            } else {
                out.append(c)
            }
        }
        return out.hasSuffix(" ") ? String(out.dropLast()) : out
    }

    /// A Russian company's legal form, written in Latin letters ("Gazprom PAO", "Lukoil PJSC")
    /// or Cyrillic capitals ("ПАО"), said by the letters' Russian names, as a Russian investor
    /// says it: "пэ-а-о". The Russian voice reads "PAO" as English letters ("пи-эй-оу") and
    /// "ПАО" alone as a word ("пао"). A share class after a Moscow Exchange short name ("ао",
    /// "ап": ordinary, preferred) is said by its letters too ("а-о").
    public static func russianLegalForms(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        var changed = false
        let said = words.enumerated().map { i, word -> Substring in
            let bare = word.hasSuffix(",") ? word.dropLast() : word
            let isLast = i == words.count - 1
            guard let form = legalForms[String(bare)] ?? (isLast ? shareClasses[String(bare)] : nil) else { return word }
            changed = true
            return Substring(form + (bare.count < word.count ? "," : ""))
        }
        return changed ? said.joined(separator: " ") : name
    }

    /// Russian legal forms, in Latin transliteration, English translation and Cyrillic, by
    /// the names of their letters.
    static let legalForms: [String: String] = [
        "PAO": "пэ-а-о", "PJSC": "пэ-а-о", "ПАО": "пэ-а-о",
        "OAO": "о-а-о", "OJSC": "о-а-о", "ОАО": "о-а-о",
        "ZAO": "зэ-а-о", "CJSC": "зэ-а-о", "ЗАО": "зэ-а-о",
        "AO": "а-о", "JSC": "а-о", "АО": "а-о",
        "NAO": "эн-а-о", "НАО": "эн-а-о",
        "MKPAO": "эм-ка-пэ-а-о", "МКПАО": "эм-ка-пэ-а-о",
        "OOO": "о-о-о", "LLC": "о-о-о", "ООО": "о-о-о",
    ]
    static let shareClasses: [String: String] = ["ао": "а-о", "ап": "а-пэ"]
}
