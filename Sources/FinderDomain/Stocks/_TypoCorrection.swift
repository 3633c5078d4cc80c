import FinderStore
import FinderText

/// The spelling a close spelling meant: for each word of the query, the word of a company's
/// names nearest to it ("toyta" → "Toyota", "gogle" → "google", Alphabet's brand). The close
/// spellings shown are the companies the nearest of these spellings find as whole words, not
/// every name within a letter or two of a prefix ("toyta" is Toyota Motor, Toyota
/// Industries, Toyota Tsusho, not TotalEnergies and Total Gabon beside them): what a search
/// engine's "showing results for" does, with the list still said to be close spellings.
///
/// Distances are counted on the keys' symbols (case, accents and width folded away), as the
/// typo walk counts them: optimal string alignment (insertions, deletions, substitutions,
/// swaps of neighbours), in half edits: a letter for one that sounds the same (`soundAlike`:
/// "nicon" for Nikon, "exxon" for Exon) and two neighbours swapped ("madza" for Mazda) are
/// half an edit, so that of two spellings an edit away the one heard as typed, or typed
/// fast, is nearer ("nicon" is Nikon, not the names of Nihon Kohden, Nihon M&A Center and a
/// dozen more "Nihon"; "madza" Mazda, not Coca-Cola's Maaza).
struct _TypoCorrection {
    let keys: SearchKeyMaker
    /// Pairs of symbols that sound alike, both orders, as the keys write their letters.
    let alike: [(UInt64, UInt64)]

    /// Letters spelt for one another by ear: c and k (and q), s and z, i and y.
    static let soundAlike: [(String, String)] = [("c", "k"), ("k", "q"), ("c", "q"), ("s", "z"), ("i", "y")]

    init(keys: SearchKeyMaker) {
        self.keys = keys
        var alike: [(UInt64, UInt64)] = []
        for (a, b) in Self.soundAlike {
            let x = Self.symbols(keys.key(a)), y = Self.symbols(keys.key(b))
            guard x.count == 1, y.count == 1, x[0] != y[0] else { continue }
            alike += [(x[0], y[0]), (y[0], x[0])]
        }
        self.alike = alike
    }

    /// The words of `names` a query meant, with their cost in half edits: for each query word
    /// the nearest name word, by edits to the whole word (to a prefix of it, at one edit more,
    /// for the last query word: it may be still being typed). Nil when the cost is over
    /// `budget` + 1 edits (a match across a space of the name, "jpmorgn" in "JP Morgan", has
    /// no such words).
    func spelling(of readings: [[UInt8]], in names: [String], budget: Int) -> (text: String, cost: Int)? {
        var nameWords: [(text: Substring, symbols: [UInt64])] = []
        for name in names {
            for word in Self.textWords(name) {
                let s = Self.symbols(keys.key(String(word)))
                if !s.isEmpty { nameWords.append((word, s)) }
            }
        }
        guard !nameWords.isEmpty else { return nil }
        var best: (text: String, cost: Int)?
        for reading in readings {
            let words = Self.words(reading)
            var picked: [Substring] = [], cost = 0
            for (i, q) in words.enumerated() {
                var choice: (word: Substring, cost: Int)?
                for w in nameWords {
                    let d = distances(q, w.symbols)
                    let c = i == words.count - 1 ? min(d.whole, d.prefix + 2) : d.whole
                    if choice == nil || c < choice!.cost { choice = (w.text, c) }
                }
                guard let choice else { return nil }
                picked.append(choice.word)
                cost += choice.cost
            }
            guard !picked.isEmpty, cost <= 2 * (budget + 1) else { continue }
            if best == nil || cost < best!.cost { best = (picked.joined(separator: " "), cost) }
        }
        return best
    }

    /// A name's words as written, split where the key has a hard boundary (white space and
    /// `, / ; ( ) [ ]`), without the ASCII punctuation around them ("(The)" → "The"). On the
    /// UTF-8 bytes: splitting by characters was a third of a close-spelling search.
    static func textWords(_ name: String) -> [Substring] {
        let utf8 = name.utf8
        var words: [Substring] = []
        var start = utf8.startIndex, i = utf8.startIndex
        func isSeparator(_ b: UInt8) -> Bool {
            b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",") || b == UInt8(ascii: "/")
                || b == UInt8(ascii: ";") || b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == UInt8(ascii: "[")
                || b == UInt8(ascii: "]")
        }
        func isPunctuation(_ b: UInt8) -> Bool {
            (b >= 0x21 && b <= 0x2F) || (b >= 0x3A && b <= 0x40) || (b >= 0x5B && b <= 0x60) || (b >= 0x7B && b <= 0x7E)
        }
        func close(_ end: String.UTF8View.Index) {
            var a = start, b = end
            while a < b, isPunctuation(utf8[a]) { a = utf8.index(after: a) }
            while a < b, isPunctuation(utf8[utf8.index(before: b)]) { b = utf8.index(before: b) }
            if a < b { words.append(Substring(utf8[a..<b])) }
        }
        while i < utf8.endIndex {
            if isSeparator(utf8[i]) {
                close(i)
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        close(utf8.endIndex)
        return words
    }

    /// A key's words, each as its symbols (soft boundaries inside a word dropped).
    static func words(_ key: [UInt8]) -> [[UInt64]] {
        var out: [[UInt64]] = [[]]
        var i = 0
        while i < key.count {
            let b = key[i]
            if b == SearchKey.hard {
                out.append([])
                i += 1
            } else if SearchKey.isBoundary(b) {
                i += 1
            } else {
                let n = min(SearchKey.symbolLength(first: b), key.count - i)
                var v: UInt64 = 0
                for j in 0..<n { v = v << 8 | UInt64(key[i + j]) }
                out[out.count - 1].append(v)
                i += n
            }
        }
        return out.filter { !$0.isEmpty }
    }

    /// A key's symbols, boundaries dropped.
    static func symbols(_ key: [UInt8]) -> [UInt64] { words(key).flatMap { $0 } }

    /// The fewest half edits turning `query` into `word`, and into a prefix of it (optimal
    /// string alignment; an edit is 2, a sound-alike letter for another or a swap 1).
    func distances(_ query: [UInt64], _ word: [UInt64]) -> (whole: Int, prefix: Int) {
        let n = query.count, m = word.count
        guard n > 0 else { return (2 * m, 0) }
        guard m > 0 else { return (2 * n, 2 * n) }
        func substitution(_ a: UInt64, _ b: UInt64) -> Int {
            a == b ? 0 : alike.contains { $0.0 == a && $0.1 == b } ? 1 : 2
        }
        // Rows over the word; three kept for the swap.
        var older = [Int](repeating: 0, count: m + 1)
        var previous = (0...m).map { 2 * $0 }
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            current[0] = 2 * i
            for j in 1...m {
                let cost = substitution(query[i - 1], word[j - 1])
                var d = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + cost)
                // Two neighbours swapped, the commonest slip of fast typing, is half an edit too.
                if i > 1, j > 1, query[i - 1] == word[j - 2], query[i - 2] == word[j - 1] { d = min(d, older[j - 2] + 1) }
                current[j] = d
            }
            (older, previous, current) = (previous, current, older)
        }
        // `previous` is the last row: the query against each prefix of the word.
        return (previous[m], previous.min() ?? n)
    }
}
