import CICU

/// Russian ↔ Latin transliteration: Cyrillic → Latin by our own table (`Romanization`),
/// Latin → Cyrillic by ICU rule-based transliterators built from our own rules (opened once
/// per process, only when a Latin text is turned into Cyrillic; see `RuleTransliterator`).
///
/// Why: users type "газпром" for "Gazprom" and "sberbank" for "Сбербанк". No single
/// romanisation is right, so each direction yields a few variants; the search keys make the
/// remaining differences (case, accents, ё/е) irrelevant.
public enum Transliteration {
    /// Cyrillic → Latin, the romanizations real names use, deduplicated, in this order: a
    /// "common" one (й→i, х→kh, ц→ts, ж→zh, ш→sh, щ→shch, ю→yu, я→ya, ы→y, ь/ъ dropped,
    /// ё/е/э→e), a BGN-like one (the same but й→y), and a "brand" one (ий/ый →
    /// y, й→y, ё→yo: "Detsky", "Yolki"); then each of those with кс → x ("яндекс" → "yandeks",
    /// "yandex"); then the common one with ф → ph ("фосагро" → "phosagro", as PhosAgro
    /// writes it) and with х → h ("хэдхантер" → "hedhanter"). "лукойл" → ["lukoil",
    /// "lukoyl"]; "газпром" → ["gazprom"]. Input is case-folded first; output is lowercase.
    /// Non-Cyrillic characters pass through. Empty array if the text has no Cyrillic letters
    /// (nothing to transliterate).
    ///
    /// ц and тс both come out as "ts", so a Latin "ts" meets either; transliteration and typo
    /// tolerance together cover the rest ("ростелеком" → "rostelekom", one letter from
    /// "Rostelecom").
    public static func latinVariants(of text: String) -> [String] {
        guard containsLetter(of: CICU_SCRIPT_CYRILLIC, in: text) else { return [] }
        let folded = foldCase(text)
        let base = [cyrillicToLatinCommon, cyrillicToLatinBGN, cyrillicToLatinBrand].map { $0.apply(folded) }
        let withX = folded.contains("кс") ? base.map { replacing($0, "ks", with: "x") } : []
        let withPh = folded.contains("ф") ? [replacing(base[0], "f", with: "ph")] : []
        let withH = folded.contains("х") ? [replacing(base[0], "kh", with: "h")] : []
        return deduplicated(base + withX + withPh + withH)
    }

    /// Every `pattern` replaced (in a romanized Cyrillic text "ks" can only come from кс,
    /// "f" from ф, "kh" from х).
    private static func replacing(_ s: String, _ pattern: String, with replacement: String) -> String {
        var out: [UInt8] = []
        let u = Array(s.utf8), p = Array(pattern.utf8), r = Array(replacement.utf8)
        var i = 0
        while i < u.count {
            if i + p.count <= u.count, Array(u[i..<(i + p.count)]) == p {
                out.append(contentsOf: r)
                i += p.count
            } else {
                out.append(u[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Latin → Cyrillic (BGN-like rules read backwards: shch→щ, kh→х, ph→ф, ts→ц, ch→ч, sh→ш, zh→ж,
    /// yu→ю, ya→я, ye→е, yo→ё, y→ы after a consonant and й otherwise, x→кс, c/q→к, w→в, h→х).
    /// Two variants, deduplicated: e→е everywhere, then e→э at a word start or after a vowel
    /// ("aeroflot" → "аерофлот", "аэрофлот"). "gazprom" → ["газпром"], "sberbank" →
    /// ["сбербанк"]. Input is case-folded first. Empty array if the text has no Latin letters.
    public static func cyrillicVariants(of text: String) -> [String] {
        guard containsLetter(of: CICU_SCRIPT_LATIN, in: text) else { return [] }
        let folded = foldCase(text)
        return deduplicated([latinToCyrillicPlain, latinToCyrillicE].map {
            $0?.apply(folded) ?? folded
        })
    }

    private static func containsLetter(of script: Int, in text: String) -> Bool {
        withUTF16(text) { units, count in
            var counts: (Int32, Int32, Int32) = (0, 0, 0)
            withUnsafeMutablePointer(to: &counts) {
                $0.withMemoryRebound(to: Int32.self, capacity: 3) {
                    cicu_letter_script_counts(units, count, $0)
                }
            }
            return (script == CICU_SCRIPT_LATIN ? counts.1 : counts.2) > 0
        }
    }

    private static func deduplicated(_ variants: [String]) -> [String] {
        var result: [String] = []
        for v in variants where !result.contains(v) { result.append(v) }
        return result
    }
}

// MARK: Rules (all written for case-folded input; no `::` ids, see RuleTransliterator)

/// Latin → Cyrillic. `eAfterVowelOrAtStart` is how "e" is written at a word start or after a
/// vowel. ICU rejects a rule set where an earlier rule masks a later one (U_RULE_MASK_ERROR),
/// so longer patterns come first and the `^` (start of text) rule follows the context rules.
/// The context classes hold both scripts: the text before the cursor is already converted.
private func latinToCyrillicRules(eAfterVowelOrAtStart: String) -> String {
    """
    $cons = [бвгджзклмнпрстфхцчшщbcdfghjklmnpqrstvwxz] ;
    $vowel = [аеёиоуыэюяaeiou] ;
    shch > щ ; kh > х ; ph > ф ; zh > ж ; ts > ц ; ch > ч ; sh > ш ;
    yu > ю ; ya > я ; ye > е ; yo > ё ;
    $cons { y > ы ;
    y > й ;
    ck > к ;
    $vowel { e > \(eAfterVowelOrAtStart) ;
    [^[:L:]] { e > \(eAfterVowelOrAtStart) ;
    ^ e > \(eAfterVowelOrAtStart) ;
    a > а ; b > б ; c > к ; d > д ; e > е ; f > ф ; g > г ; h > х ; i > и ; j > й ; k > к ;
    l > л ; m > м ; n > н ; o > о ; p > п ; q > к ; r > р ; s > с ; t > т ; u > у ; v > в ;
    w > в ; x > кс ; z > з ;
    """
}

// Cyrillic → Latin by `Romanization`'s table, not by ICU (see there: the table is read where
// ICU compiled its rules at ~290 k instructions each).
let cyrillicToLatinCommon = Romanization(shortI: "i")
let cyrillicToLatinBGN = Romanization(shortI: "y")
let cyrillicToLatinBrand = Romanization(shortI: "y", yo: "yo", brandEndings: true)
private let latinToCyrillicPlain =
    RuleTransliterator(rules: latinToCyrillicRules(eAfterVowelOrAtStart: "е"))
private let latinToCyrillicE =
    RuleTransliterator(rules: latinToCyrillicRules(eAfterVowelOrAtStart: "э"))
