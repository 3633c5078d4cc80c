import Dispatch
import Testing
import Foundation
@testable import FinderText

/// Slots written by one thread each, read after the threads are done.
final class _Results: @unchecked Sendable {
    private var values: [Bool]
    init(count: Int) { values = Array(repeating: false, count: count) }
    func set(_ i: Int, _ v: Bool) { values.withUnsafeMutableBufferPointer { $0[i] = v } }
    var all: Bool { values.allSatisfy { $0 } }
}

private func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
}

private func hasPrefix(_ key: [UInt8], _ prefix: [UInt8]) -> Bool {
    key.count >= prefix.count && Array(key[..<prefix.count]) == prefix
}

@Suite struct SearchKeyMakerTests {
    let maker = SearchKeyMaker()

    @Test func icuVersionIsReported() {
        #expect(ICU.version.hasPrefix("7"))   // Debian 12 ships ICU 72
        #expect(ICU.version.split(separator: ".").count >= 2)
        #expect(maker.collatorVersion.split(separator: ".").count == 4)
    }

    @Test func knownKeysHaveNoTerminator() {
        #expect(hex(maker.key("gaz")) == "362a5c")
        #expect(hex(maker.key("Gazprom")) == "362a5c484c4642")
        #expect(maker.key("").isEmpty)
        #expect(maker.key(" -.,").isEmpty)
    }

    @Test func apostrophesAccentsAndCaseAreIgnored() {
        let loreal = maker.key("l'oreal")
        #expect(loreal == maker.key("L’Oréal"))
        // The apostrophe leaves a soft boundary, which walks pass silently.
        #expect(SearchKey.withoutBoundaries(loreal) == maker.key("loreal"))
        #expect(maker.key("loreal") == maker.key("LOREAL"))
        #expect(loreal != maker.key("lorel"))
    }

    @Test func wordsAreKeptApartByBoundaries() {
        let toyoTanso = maker.key("Toyo Tanso")
        #expect(toyoTanso == maker.key("toyo") + [SearchKey.hard] + maker.key("tanso"))
        #expect(toyoTanso != maker.key("toyotanso"))
        #expect(SearchKey.withoutBoundaries(toyoTanso) == maker.key("toyotanso"))
        // Punctuation inside a token is a soft boundary; white space and , / ( ) a hard one.
        #expect(maker.key("coca-cola") == maker.key("coca") + [SearchKey.soft] + maker.key("cola"))
        #expect(maker.key("coca cola") == maker.key("coca") + [SearchKey.hard] + maker.key("cola"))
        #expect(maker.key("a/b") == maker.key("a b"))
        #expect(maker.key("Procter & Gamble") == maker.key("procter gamble"))
        #expect(maker.key("  apple, inc. ") == maker.key("apple inc"))  // none at either end
    }

    @Test func cyrillicWeightsAreWrittenWhole() {
        // ICU's sort key writes the shared lead byte of Cyrillic weights once per run; search
        // keys write every weight whole, so a word's key is a slice of its name's key.
        let name = maker.key("газ пром"), word = maker.key("пром")
        #expect(Array(name.suffix(word.count)) == word)
        #expect(SearchKey.withoutBoundaries(name) == maker.key("газпром"))
        #expect(SearchKey.symbolCount(maker.key("газпром")) == 7)
        #expect(SearchKey.symbolCount(maker.key("東京 tower")) == 7)
    }

    @Test func everySymbolsLengthShowsInItsFirstByte() {
        // Letters, digits and marks of several scripts: each code point's key decodes into
        // whole symbols, and no symbol byte is a boundary byte.
        var scalars: [Unicode.Scalar] = []
        for v in stride(from: 0x30, to: 0x3000, by: 1) { if let s = Unicode.Scalar(v) { scalars.append(s) } }
        for v in stride(from: 0x4E00, to: 0x4F00, by: 1) { scalars.append(Unicode.Scalar(v)!) }
        for s in scalars {
            let key = maker.key(String(s))
            var i = 0
            while i < key.count {
                #expect(!SearchKey.isBoundary(key[i]), "U+\(String(s.value, radix: 16))")
                let n = SearchKey.symbolLength(first: key[i])
                if n > 1 { #expect(key[(i + 1)..<min(key.count, i + n)].allSatisfy { $0 > SearchKey.hard }) }
                i += n
            }
            #expect(i == key.count, "U+\(String(s.value, radix: 16))")
        }
    }

    @Test func societeGenerale() {
        let plain = maker.key("societe generale")
        #expect(plain == maker.key("société générale"))
        #expect(plain == maker.key("SOCIÉTÉ GÉNÉRALE"))
        #expect(plain == maker.key("Societe Generale"))
    }

    @Test func yoEqualsYeButShortIDiffersFromI() {
        #expect(maker.key("Ёжик") == maker.key("ежик"))
        #expect(maker.key("ёлка") == maker.key("ЕЛКА"))
        #expect(maker.key("Йошкар") != maker.key("Иошкар"))
        #expect(maker.key("мой") != maker.key("мои"))
    }

    @Test func sharpSAndFullWidth() {
        #expect(maker.key("Straße") == maker.key("strasse"))
        #expect(maker.key("ＡＰＰＬＥ") == maker.key("apple"))
        #expect(maker.key("ＡＰＰＬＥ") != maker.key("appla"))
    }

    @Test func keyOfPrefixIsPrefixOfKey() {
        #expect(hasPrefix(maker.key("Газпром"), maker.key("газ")))
        #expect(hasPrefix(maker.key("Société"), maker.key("soc")))
        #expect(hasPrefix(maker.key("Apple Inc"), maker.key("apple i")))
        #expect(!hasPrefix(maker.key("Газпром"), maker.key("газн")))
        #expect(!hasPrefix(maker.key("Иошкар"), maker.key("й")))
    }

    @Test func wordSuffixKeysLatin() {
        let keys = maker.wordSuffixKeys("Apple Hospitality REIT Inc")
        #expect(keys == [maker.key("Apple Hospitality REIT Inc"), maker.key("Hospitality REIT Inc"),
                         maker.key("REIT Inc"), maker.key("Inc")])
        #expect(hasPrefix(keys[3], maker.key("inc")))
        #expect(maker.wordSuffixKeys("L'Oréal SA")
                == [maker.key("L'Oréal SA"), maker.key("Oréal SA"), maker.key("SA")])
    }

    @Test func wordSuffixKeysCyrillicWithPunctuation() {
        let keys = maker.wordSuffixKeys("Аэрофлот-росс.авиалин(ПАО)ао")
        #expect(keys == [maker.key("Аэрофлот-росс.авиалин(ПАО)ао"), maker.key("росс.авиалин(ПАО)ао"),
                         maker.key("авиалин(ПАО)ао"), maker.key("ПАО)ао"), maker.key("ао")])
        #expect(hasPrefix(keys[2], maker.key("авиа")))
    }

    @Test func wordSuffixKeysEdgeCases() {
        #expect(maker.wordSuffixKeys("").isEmpty)
        #expect(maker.wordSuffixKeys("  ...  ").isEmpty)
        // Leading space: the whole text starts with its first word.
        #expect(maker.wordSuffixKeys("  Inc") == [maker.key("Inc")])
        #expect(maker.wordSuffixKeys("a a") == [maker.key("a a"), maker.key("a")])  // duplicates kept
        #expect(maker.wordSuffixKeys("3M Co").count == 2)
    }

    @Test func neverCrashesOnOddInput() {
        let lone = String(decoding: [0xD800, 0x61, 0xDC00, 0x62] as [UInt16], as: UTF16.self)
        #expect(!maker.key(lone).isEmpty)
        let big = String(repeating: "Газпром Société ß ", count: 600)   // ~10 kB
        let key = maker.key(big)
        #expect(key.count > 10_000)
        #expect(maker.wordSuffixKeys(big).count == 3 * 600)
    }

    @Test func oneMakerServesSeveralThreads() {
        let names = ["Газпром", "Toyota Motor", "L’Oréal", "東京電力", "Coca-Cola"]
        let expected = names.map { maker.key($0) }
        let results = _Results(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            results.set(i, maker.key(names[i % names.count]) == expected[i % names.count])
        }
        #expect(results.all)
    }

    @Test func copiesProduceTheSameKeys() {
        let other = maker.copy()
        #expect(other !== maker)
        #expect(other.key("Газпром") == maker.key("Газпром"))
        #expect(other.collatorVersion == maker.collatorVersion)
    }

    @Test func foldCaseIsICUFolding() {
        #expect(foldCase("Straße") == "strasse")
        #expect(foldCase("ЁЖИК Йошкар") == "ёжик йошкар")
        #expect(foldCase("") == "")
    }

    @Test func dominantScriptCountsLetters() {
        #expect(dominantScript("Gazprom") == .latin)
        #expect(dominantScript("Газпром PJSC") == .cyrillic)
        #expect(dominantScript("123 - !") == .other)
        #expect(dominantScript("") == .other)
        #expect(dominantScript("東京電力") == .other)
    }
}

@Suite struct SearchContainmentTests {
    let keys = SearchKeyMaker()

    @Test(arguments: [("wildcats in snow", "CAT"), ("кошки в шляпах", "ШЛЯ"), ("Ёжики", "ежи"),
                      ("L’Oréal Paris", "loreal"), ("Straße", "SS"), ("société générale", "ÉTÉ GÉN")])
    func contains(text: String, pattern: String) {
        #expect(keys.contains(text, pattern))
    }

    @Test(arguments: [("мои", "мой"), ("dogs", "cat"), ("", "a")])
    func doesNotContain(text: String, pattern: String) {
        #expect(!keys.contains(text, pattern))
    }

    /// `contains` reads the keys and asks ICU's string search only where they cannot decide;
    /// its answers are ICU's. A maker with a table as an index stores (the catalogue's words
    /// and the usual ranges), and one without: names of the bundled catalogue (and their
    /// other-script names) against pieces of themselves and of other names, as typed, in
    /// capitals, without spaces, with ё for е; letters that weigh as two or none, Hangul, Thai,
    /// compatibility characters, half characters; patterns of punctuation alone.
    @Test func containsIsICUsStringSearch() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/catalogue.tsv").standardized.path
        var texts: [String] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst(2) {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count > 6 else { continue }
            texts.append(String(f[1]))
            if !f[6].isEmpty { texts.append(String(f[6])) }
        }
        #expect(texts.count > 30_000)
        let cached = SearchKeyMaker(cachingWords: true)
        for t in texts { _ = cached.key(t) }
        let tabled = SearchKeyMaker()
        #expect(cached.table(including: [0x20...0x24F, 0x400...0x4FF]).withUnsafeBytes { tabled.setTable($0) })
        var x: UInt64 = 12_345
        func random(_ n: Int) -> Int {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((x >> 33) % UInt64(max(n, 1)))
        }
        var pairs: [(String, String)] = []
        let letters = ["Straße", "STRASSE", "æble", "Æ", "Œuvre", "ŒUVRE", "ﬁnance", "Ёжики", "ежи", "йогурт", "иогурт",
                       "L’Oréal", "l'oreal", "AT&T", "at t", "a&t", "3M", "Coca-Cola", "cocacola", "S&P 500", "sp500",
                       "Ⅱ", "II", "™", "½", "1/2", "ǅ", "dž", "Ĳ", "ij", "İstanbul", "istanbul", "ﬀ", "ff", "ss", "&", " ", "-.",
                       "Fuß", "us", "s", "se", "inance", "삼성전자", "사", "성저", "한국", "하", "ไทย", "ท", "ไ", "a", "o", "1", "t",
                       "Ⅻ", "x", "㎏ bag", "k", "Ǆemal", "d", "Ĳssel", "i", "f", "cafe\u{301}", "cafe", "café", "и\u{306}", "и"]
        for a in letters { for b in letters { pairs.append((a, b)) } }
        for _ in 0..<30_000 {
            let t = texts[random(texts.count)]
            let chars = Array(t)
            let a = random(chars.count), piece = String(chars[a..<min(chars.count, a + 1 + random(8))])
            let p: String
            switch random(5) {
            case 0: p = piece
            case 1: p = piece.uppercased()
            case 2: p = String(texts[random(texts.count)].prefix(1 + random(5)))
            case 3: p = piece.replacingOccurrences(of: " ", with: "")
            default: p = piece.lowercased().replacingOccurrences(of: "е", with: "ё")
            }
            pairs.append((t, p))
        }
        var found = 0, differing: [String] = []
        for (t, p) in pairs {
            let icu = keys.icuContains(t, p)
            if icu { found += 1 }
            for maker in [tabled, keys] where maker.contains(t, p) != icu {
                differing.append("[\(t)] [\(p)] ICU \(icu)\(maker === tabled ? " (table)" : "")")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
        #expect(found > 20_000)
        #expect(!tabled.contains("Fuß", "us") && !tabled.contains("삼성전자", "사") && tabled.contains("삼성전자", "삼성"))
        // Over letters of one symbol each the keys decide alone.
        #expect(tabled.weighsOneSymbolEach("Société Générale, Ёжики & Co.") && !tabled.weighsOneSymbolEach("Fuß"))
        #expect(!tabled.weighsOneSymbolEach("cafe\u{301}") && !keys.weighsOneSymbolEach("abc"))
    }
}
