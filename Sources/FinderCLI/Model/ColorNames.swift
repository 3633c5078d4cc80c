import FinderText

/// The colour filter of `photos --color`: the 11 values the Unsplash API takes, and the
/// English and Russian words people type for them (`синий`, `чёрно-белый`, `black-and-white`).
///
/// Input is compared after ICU case folding, with ё read as е and spaces, hyphens and
/// underscores made one separator; Russian adjectives are accepted in any gender and in
/// the plural (`синий`, `синяя`, `синее`, `синие`).
public enum ColorNames {
    /// The API values, in the order help lists them.
    public static let apiValues = ["black_and_white", "black", "white", "yellow", "orange", "red",
                                   "purple", "magenta", "green", "teal", "blue"]

    /// English spellings beyond the API value itself, and Russian adjective stems with their
    /// ending class (hard `ый`, soft `ий`).
    static let english: [String: [String]] = [
        "black_and_white": ["black_and_white", "black_white", "black_&_white", "b&w", "bw", "monochrome", "grayscale", "greyscale"],
        "purple": ["violet"],
        "teal": ["cyan", "turquoise"],
        "magenta": ["fuchsia"],
    ]
    static let russian: [String: [(stem: String, soft: Bool)]] = [
        "black_and_white": [("черно_бел", false), ("монохромн", false)],
        "black": [("черн", false)],
        "white": [("бел", false)],
        "yellow": [("желт", false)],
        "orange": [("оранжев", false), ("рыж", false)],
        "red": [("красн", false)],
        "purple": [("фиолетов", false), ("лилов", false)],
        "magenta": [("пурпурн", false), ("маджент", false)],
        "green": [("зелен", false)],
        "teal": [("бирюзов", false)],
        "blue": [("син", true), ("голуб", false)],
    ]
    static let hardEndings = ["ый", "ой", "ая", "ое", "ые", "ий"]
    static let softEndings = ["ий", "яя", "ее", "ие"]

    /// The Russian names accepted, as a person writes them (masculine, with ё): said among
    /// the valid values and offered for a Russian typo (`синй` → `синий`).
    public static let russianNames = ["чёрно-белый", "чёрный", "белый", "жёлтый", "оранжевый", "красный", "фиолетовый",
                                      "пурпурный", "зелёный", "бирюзовый", "синий", "голубой"]

    /// The names a typo of the colour option is compared with: the API values, then the
    /// Russian names.
    static func suggestible(_ values: [String]) -> [String] {
        values == apiValues ? values + russianNames : values
    }

    /// The API value for what the user typed, or nil.
    public static func apiValue(for input: String) -> String? {
        let key = normalized(input)
        guard !key.isEmpty else { return nil }
        if apiValues.contains(key) { return key }
        for (value, words) in english where words.contains(key) { return value }
        if key == "маджента" { return "magenta" }
        for (value, stems) in russian {
            for s in stems where key.hasPrefix(s.stem) {
                let ending = String(key.dropFirst(s.stem.count))
                if (s.soft ? softEndings : hardEndings).contains(ending) { return value }
            }
        }
        return nil
    }

    /// Folded (ICU), ё → е, runs of space, hyphen and underscore → one "_".
    static func normalized(_ s: String) -> String {
        var out = ""
        var separator = false
        for ch in foldCase(s) {
            if ch == " " || ch == "-" || ch == "_" || ch == "\t" {
                separator = !out.isEmpty
                continue
            }
            if separator { out.append("_"); separator = false }
            out.append(ch == "ё" ? "е" : ch)
        }
        return out
    }
}
