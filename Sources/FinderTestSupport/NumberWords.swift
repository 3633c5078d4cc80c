/// Reads the words of a spoken amount back into a number (millionths), in the two languages
/// the speller writes: English digits ("10 US dollars and 50 cents", "0.1804 US dollars")
/// and Russian words ("десять долларов США пятьдесят центов", "ноль целых пять десятых
/// швейцарского франка", "минус …").
public enum NumberWords {
    static let minorUnitWords: Set<String> = ["cent", "cents", "penny", "pence", "kopeck", "kopecks",
                                              "цент", "цента", "центов", "пенс", "пенса", "пенсов",
                                              "копейка", "копейки", "копеек", "копейку"]
    static let wholeWords: Set<String> = ["целая", "целых", "целую"]
    static let fractionWords: [String: Int] = ["десятая": 1, "десятых": 1, "десятую": 1, "сотая": 2, "сотых": 2, "сотую": 2,
                                               "тысячная": 3, "тысячных": 3, "тысячную": 3,
                                               "десятитысячная": 4, "десятитысячных": 4, "десятитысячную": 4,
                                               "стотысячная": 5, "стотысячных": 5, "миллионная": 6, "миллионных": 6]

    public static func value(of said: String, language: String) -> Int64? {
        var tokens = said.split(separator: " ").map(String.init)
        var sign: Int64 = 1
        if tokens.first == "минус" { sign = -1; tokens.removeFirst() }
        if let first = tokens.first, first.hasPrefix("-") { sign = -1; tokens[0] = String(first.dropFirst()) }
        // Runs of number words (or one English numeral), each with the word that follows it.
        var runs: [(value: Int64, fractionDigits: Int, next: String?)] = []
        var i = 0
        while i < tokens.count {
            if language == "en", let (v, d) = englishNumber(tokens[i]) {
                runs.append((v, d, i + 1 < tokens.count ? tokens[i + 1] : nil)); i += 1; continue
            }
            var words: [String] = []
            while i < tokens.count, russianWord(tokens[i]) != nil { words.append(tokens[i]); i += 1 }
            if !words.isEmpty {
                guard let v = russianNumber(words) else { return nil }
                runs.append((v, 0, i < tokens.count ? tokens[i] : nil))
            } else { i += 1 }
        }
        guard !runs.isEmpty else { return nil }
        // A Russian decimal: "N целых M сотых".
        if runs.count == 2, let w = runs[0].next, wholeWords.contains(w), let f = runs[1].next, let digits = fractionWords[f] {
            var p: Int64 = 1
            for _ in 0..<digits { p *= 10 }
            return sign * (runs[0].value * 1_000_000 + runs[1].value * (1_000_000 / p))
        }
        func millionths(_ r: (value: Int64, fractionDigits: Int, next: String?)) -> Int64 {
            var p: Int64 = 1
            for _ in 0..<r.fractionDigits { p *= 10 }
            return r.value * (1_000_000 / p)
        }
        // Whole units, then minor units (hundredths: every named minor unit here is one).
        switch runs.count {
        case 1:
            let r = runs[0]
            if let n = r.next, minorUnitWords.contains(n) { return sign * r.value * 10_000 }
            return sign * millionths(r)
        case 2:
            guard let n = runs[1].next, minorUnitWords.contains(n) else { return nil }
            return sign * (millionths(runs[0]) + runs[1].value * 10_000)
        default:
            return nil
        }
    }

    /// "510" → 510, "0.1804" → (1804, 4).
    static func englishNumber(_ token: String) -> (Int64, Int)? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let whole = Int64(parts[0]) else { return nil }
        guard parts.count == 2 else { return (whole, 0) }
        var p: Int64 = 1
        for _ in 0..<parts[1].count { p *= 10 }
        return (whole * p + Int64(parts[1])!, parts[1].count)
    }

    /// A Russian number word's value, or its scale (тысяча 1000, миллион …) as a negative.
    static func russianWord(_ w: String) -> Int64? {
        let stems: [(String, Int64)] = [
            ("ноль", 0), ("один", 1), ("одна", 1), ("одно", 1), ("одну", 1), ("два", 2), ("две", 2), ("три", 3), ("четыре", 4),
            ("пять", 5), ("шесть", 6), ("семь", 7), ("восемь", 8), ("девять", 9), ("десять", 10), ("одиннадцать", 11),
            ("двенадцать", 12), ("тринадцать", 13), ("четырнадцать", 14), ("пятнадцать", 15), ("шестнадцать", 16),
            ("семнадцать", 17), ("восемнадцать", 18), ("девятнадцать", 19), ("двадцать", 20), ("тридцать", 30),
            ("сорок", 40), ("пятьдесят", 50), ("шестьдесят", 60), ("семьдесят", 70), ("восемьдесят", 80),
            ("девяносто", 90), ("сто", 100), ("двести", 200), ("триста", 300), ("четыреста", 400), ("пятьсот", 500),
            ("шестьсот", 600), ("семьсот", 700), ("восемьсот", 800), ("девятьсот", 900),
            ("тысяча", -1_000), ("тысячи", -1_000), ("тысяч", -1_000), ("тысячу", -1_000),
            ("миллион", -1_000_000), ("миллиона", -1_000_000), ("миллионов", -1_000_000),
            ("миллиард", -1_000_000_000), ("миллиарда", -1_000_000_000), ("миллиардов", -1_000_000_000),
        ]
        return stems.first { $0.0 == w }?.1
    }

    static func russianNumber(_ words: [String]) -> Int64? {
        var total: Int64 = 0, group: Int64 = 0
        for w in words {
            guard let v = russianWord(w) else { return nil }
            if v < 0 { total += max(group, 1) * -v; group = 0 } else { group += v }
        }
        return total + group
    }
}
