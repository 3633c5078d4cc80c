/// The case of a message's first letter, decided where the message is placed rather than in
/// each catalog string (docs/decisions/0404-sentence-case.md):
///
/// - a message on a line of its own starts as a sentence does, with a capital ("Три
///   результата", "Nothing to show");
/// - a message after a colon on the same line ("finder: …", "Ошибка: …", "Error: …") goes on
///   with a small letter, as Russian typography (Мильчин, «Справочник издателя и автора»)
///   and the GNU error-message convention both have it.
///
/// Either way a first word that is a name keeps its case: a proper name ("Unsplash",
/// "Московская биржа"), an abbreviation ("HTTP", "ISIN"), a word with a capital inside
/// ("SQLite") or code written as typed ("finder", "--offline", a path, a quoted value).
public enum Sentence {
    /// Proper names that a message may start with, in both languages: said with a capital in
    /// the middle of a sentence too, so never lowered after a colon. `SentenceCaseTests` checks
    /// that every word the catalogs capitalise mid-sentence and also start a message with is
    /// here.
    public static let names: Set<String> = ["I", "Russian", "Unsplash", "Nasdaq", "Moscow", "Московская", "Yahoo",
                                            // Keys, named as the keyboard writes them.
                                            "Enter", "Esc", "Tab", "Ctrl"]

    /// Program names written as typed at the start of a line ("finder не станет…").
    static let programs: Set<String> = ["finder", "finder-net", "sqlite3", "mv", "chmod", "ulimit", "pass", "echo"]

    /// `text` as the start of a line: its first letter a capital when the first word is an
    /// ordinary lowercase word.
    public static func opening(_ text: String) -> String {
        guard let word = firstWord(text), word.allSatisfy({ $0.isLetter && $0.isLowercase }), let first = word.first,
              !programs.contains(String(word)) else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `text` after a colon on the same line: its first letter small when the first word is an
    /// ordinary capitalised word (one capital, the first letter; not one of `names`).
    public static func continuing(_ text: String) -> String {
        guard let word = firstWord(text), word.allSatisfy(\.isLetter), let first = word.first, first.isUppercase,
              word.dropFirst().allSatisfy(\.isLowercase), !names.contains(String(word)) else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The text up to its first space or punctuation that ends a word (",", ":", ";", "."),
    /// nil when that is empty (the text starts with a space or punctuation).
    static func firstWord(_ text: String) -> Substring? {
        let end = text.firstIndex { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == ":" || $0 == "." || $0 == "?" || $0 == "!" }
        let word = text[..<(end ?? text.endIndex)]
        return word.isEmpty ? nil : word
    }
}
