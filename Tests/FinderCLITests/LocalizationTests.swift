import Foundation
import Testing
import FinderTestSupport
import FinderStore
import FinderDomain
import FinderText
@testable import FinderCLI

func messages(_ l: Language) throws -> Messages {
    try #require(FinderCLI.loadCatalog(l, ResourceLocator(folder: resourcesFolder, executablePath: nil)))
}

@Suite struct LocalizationTests {
    /// Every key exists in both languages with the same placeholders; plural keys have the
    /// forms each language needs.
    /// The catalog decodes only what is asked for; later lines win (files are merged in name
    /// order); `\n` is a line break; spaces after the first one after "=" are kept.
    @Test func catalogLookupsAreExactAndLaterLinesWin() {
        let c = Messages(language: .en, text: "# comment\na = one\nab = two\\nlines\n  a  =   three\nempty =\nno equals sign\n")
        #expect(c.value("a") == "  three")
        #expect(c.value("ab") == "two\nlines")
        #expect(c.value("empty") == "")
        #expect(c.value("b") == nil && c.value("") == nil && c.value("no equals sign") == nil)
        #expect(c.text("missing.key") == "missing.key")
        #expect(c.entries == ["a": "  three", "ab": "two\nlines", "empty": ""])
    }

    @Test func catalogsHaveTheSameKeysAndPlaceholders() throws {
        let en = try messages(.en), ru = try messages(.ru)
        func base(_ k: String) -> String { k.split(separator: "[").first.map(String.init) ?? k }
        let enKeys = Set(en.entries.keys.map(base)), ruKeys = Set(ru.entries.keys.map(base))
        #expect(enKeys.subtracting(ruKeys).sorted() == [], "missing in ru")
        #expect(ruKeys.subtracting(enKeys).sorted() == [], "missing in en")
        for (key, value) in en.entries where !key.contains("[") {
            #expect(Messages.placeholders(in: value) == Messages.placeholders(in: ru.entries[key] ?? ""), "\(key)")
        }
        for key in en.entries.keys where key.hasSuffix("[other]") {
            let b = base(key)
            for form in ["one", "other"] { #expect(en.entries["\(b)[\(form)]"] != nil, "\(b)[\(form)] en") }
            for form in ["one", "few", "many", "other"] { #expect(ru.entries["\(b)[\(form)]"] != nil, "\(b)[\(form)] ru") }
            let ph = Messages.placeholders(in: en.entries[key]!)
            // An exact form ("[#2]") may say the number in words instead of {count}.
            for (k, v) in ru.entries where k.hasPrefix(b + "[") && !k.hasPrefix(b + "[#") { #expect(Messages.placeholders(in: v) == ph, "\(k)") }
            for k in en.entries.keys where k.hasPrefix(b + "[#") { #expect(ru.entries[k] != nil, "\(k) ru") }
        }
    }

    /// Every key the code names exists: each string literal of the modules that word messages
    /// that looks like a key of a catalog namespace (`"sync.error.status"`, `"hint.usage"`),
    /// found in the sources rather than listed by hand, and the keys the code builds from a
    /// name (`"notice.index.\(reason)"`, a sync source's `source.NAME`), from their names.
    @Test func everyKeyTheCodeUsesExists() throws {
        let en = try messages(.en)
        func base(_ k: String) -> String { k.split(separator: "[").first.map(String.init) ?? k }
        let known = Set(en.entries.keys.map(base))
        let namespaces = Set(known.map { String($0.prefix { $0 != "." }) })
        let literal = try NSRegularExpression(pattern: #""([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+)""#)
        var used = Set<String>()
        for module in ["FinderCLI", "FinderNetCommands", "FinderDomain"] {
            let folder = packageRoot + "/Sources/" + module
            for name in try FileManager.default.subpathsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for m in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let key = String(text[Range(m.range(at: 1), in: text)!])
                    // A file name ("man.strings") is no key.
                    if namespaces.contains(String(key.prefix { $0 != "." })) && !key.hasSuffix(".strings") { used.insert(key) }
                }
            }
        }
        #expect(used.count > 300, "\(used.count) keys found: the scan no longer sees the code's keys")
        var built = (CommandModel.global + CommandModel.allSpecs.flatMap(\.options)).map(\.helpKey)
        built += CommandModel.allSpecs.map(\.summaryKey)
        built += ["missing", "stale", "corrupt"].map { "notice.index.\($0)" }
        built += ["exact-ticker", "ticker-prefix", "name-start", "word-start", "transliterated", "keyboard-layout"].map { "match.\($0)" }
        built += ["ticker", "name", "altName", "price", "currency", "exchange", "country", "isin", "priceDate", "priceSource", "match"].map { "label.\($0)" }
        // A sync source is known by its `sync.source.NAME`; it needs its other two messages.
        #expect(SyncSourceNames.all.count >= 2)
        built += SyncSourceNames.all.flatMap { ["source.\($0)", "man.env." + SyncSourceNames.variable(for: $0)] } + ["source.bundled"]
        for k in used.union(built) { #expect(known.contains(k), "\(k)") }
        for k in ["state.content.results", "state.content.listings", "notice.imported"] { #expect(en.entries[k + "[other]"] != nil) }
    }

    @Test(arguments: [(1, "1 результат"), (2, "2 результата"), (5, "5 результатов"), (11, "11 результатов"),
                      (21, "21 результат"), (22, "22 результата"), (25, "25 результатов"), (111, "111 результатов")])
    func russianPlurals(count: Int, expected: String) throws {
        #expect(try messages(.ru).plural("state.content.results", count: count) == expected)
    }

    @Test func englishPlurals() throws {
        let en = try messages(.en)
        #expect(en.plural("state.content.results", count: 1) == "1 result")
        #expect(en.plural("state.content.results", count: 3) == "3 results")
        #expect(en.plural("state.content.results", count: 2317) == "2,317 results")
    }

    @Test func languageResolutionOrder() {
        #expect(Language.resolve(flag: .en, settings: Settings(environment: ["LANG": "ru_RU.UTF-8"])) == .en)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LANGUAGE": "xx:ru", "LANG": "en_US.UTF-8"])) == .ru)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LC_ALL": "ru_RU.UTF-8", "LANG": "en_US"])) == .ru)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LC_MESSAGES": "ru_RU", "LANG": "en_US"])) == .ru)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LANG": "ru_RU.UTF-8"])) == .ru)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LC_ALL": "C", "LANG": "ru_RU.UTF-8"])) == .en)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LANG": "POSIX"])) == .en)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: ["LANG": "xx_XX.UTF-8"])) == .en)
        #expect(Language.resolve(flag: nil, settings: Settings(environment: [:])) == .en)
    }
}

@Suite struct RenderingPiecesTests {
    @Test func sanitizeRemovesEscapesAndControls() {
        let evil = "Cats\u{1b}]8;;http://evil\u{07}link\u{1b}]8;;\u{07} \u{1b}[2J\u{1b}[31mred\u{1b}[0m\rback\u{9b}31mx\u{0}\u{7f}"
        let clean = TerminalText.sanitize(evil)
        #expect(clean == "Catslink red backx")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) })
        #expect(TerminalText.sanitize("Сбербанк L’Oréal") == "Сбербанк L’Oréal")
    }

    @Test func jsonEscaping() {
        let v = JSONValue.object([("s", .string("a\"b\\c\n\té")), ("n", .null), ("d", .double(189.84)), ("i", .double(3)), ("b", .bool(true))])
        #expect(v.serialized() == #"{"s":"a\"b\\c\n\té","n":null,"d":189.84,"i":3,"b":true}"#)
    }

    /// `jq -r` writes a string decoded: a control in JSON, even escaped, reaches the terminal.
    /// Strings are cleaned as text mode cleans them (escape sequences whole, controls, bidi).
    @Test func jsonDropsTerminalControls() {
        let osc52 = JSONValue.string("\u{1b}]52;c;SGVsbG8=\u{07}apple\u{9b}31m\u{202e}x\u{0}\u{7f}\r")
        #expect(osc52.serialized() == #""applex\n""#)
        #expect(JSONValue.string("“Apple” — 2\u{2028}3").serialized() == #""“Apple” — 2\n3""#)
    }

    /// Strings are escaped byte by byte as the former scalar-by-scalar code did (the reference
    /// below), for every scalar below U+3000 and every 97th above, alone and between other
    /// text, and C1 controls, U+2028 and U+2029 beside characters that share their lead bytes.
    @Test func jsonStringsAreEscapedAsBefore() {
        func reference(_ s: String) -> String {
            var out = "\""
            for u in s.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case _ where u.value == 0x2028 || u.value == 0x2029:
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(u)
                }
            }
            return out + "\""
        }
        var texts = ["", "plain", "\u{85}\u{a0}\u{c2}\u{bf}", "\u{2027}\u{2028}\u{2029}\u{202a}\u{20ac}", "é\u{9f}ä", "\u{1F600}\u{7f}x"]
        for v in UInt32(0)...0x10FFFF where v % 97 == 0 || v < 0x3000 {
            guard let u = Unicode.Scalar(v) else { continue }
            texts.append(String(u))
            texts.append("a" + String(u) + "\u{2028}b")
        }
        // A string with a control or a character of U+2000–U+207F is cleaned first
        // (`jsonDropsTerminalControls`); other invisible characters are left to ingestion.
        func cleaned(_ s: String) -> String {
            s.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7f...0x9f).contains($0.value)
                || (0x2000...0x207f).contains($0.value) } ? UntrustedText.clean(s, keepingLineBreaks: true) : s
        }
        let wrong = texts.filter { JSONValue.string($0).serialized() != reference(cleaned($0)) }.map { $0.unicodeScalars.map(\.value) }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test func colourRules() {
        func on(_ env: [String: String], tty: Bool = true, flag: ColorMode? = nil) -> Bool {
            Style.resolve(flag: flag, theme: nil, accessible: false, isTerminal: tty, request: Settings(environment: env).colorRequest).enabled
        }
        #expect(on([:]))
        #expect(!on([:], tty: false))
        #expect(!on(["NO_COLOR": "1"]))
        #expect(on(["NO_COLOR": ""]))
        #expect(!on(["CLICOLOR": "0"]))
        #expect(on(["CLICOLOR_FORCE": "1"], tty: false))
        #expect(on(["FORCE_COLOR": "1"], tty: false))
        #expect(on(["FORCE_COLOR": "true"], tty: false))
        #expect(!on(["FORCE_COLOR": "0"], tty: false))
        #expect(!on(["FORCE_COLOR": ""], tty: false))
        #expect(!on(["FORCE_COLOR": "1", "NO_COLOR": "1"]))   // NO_COLOR still wins
        // The CLICOLOR specification's order: NO_COLOR > CLICOLOR_FORCE > CLICOLOR=0 > terminal.
        #expect(on(["FORCE_COLOR": "1", "CLICOLOR": "0"], tty: false))
        #expect(on(["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], tty: false))
        #expect(on(["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], tty: true))
        #expect(!on(["CLICOLOR_FORCE": "1", "CLICOLOR": "0", "NO_COLOR": "1"], tty: false))
        #expect(!on(["CLICOLOR_FORCE": "0", "CLICOLOR": "0"], tty: true))
        #expect(on(["CLICOLOR": "1"], tty: true) && !on(["CLICOLOR": "1"], tty: false))
        #expect(!on(["FORCE_COLOR": "1"], flag: .never))
        #expect(!on(["TERM": "dumb"]))
        #expect(on(["NO_COLOR": "1"], flag: .always))
        #expect(!on([:], flag: .never))
        #expect(!Style.resolve(flag: .always, theme: nil, accessible: true, isTerminal: true, request: .auto).enabled)
    }
}

@Suite struct SpokenCatalogTests {
    /// Spoken Russian counts are words in their noun's gender and case ("две
    /// подсказки", not "два"); an exact form "[#2]" wins for its count.
    @Test func spokenCountsAndExactForms() throws {
        let ru = try messages(.ru).speaking, en = try messages(.en).speaking
        #expect(ru.plural("suggest.count", count: 2) == "две подсказки")
        #expect(ru.plural("state.content.results", count: 1_000_000) == "один миллион результатов")
        #expect(ru.plural("photos.retry.minutes", count: 1) == "через одну минуту")
        #expect(try messages(.ru).plural("suggest.count", count: 2) == "2 подсказки")
        #expect(en.plural("state.content.results", count: 1_000_000) == "1000000 results")
        #expect(ru.plural("sync.summary.sources", count: 2) == "Оба источника обновлены.")
        #expect(ru.plural("sync.summary.sources", count: 3) == "Обновлены все три источника.")
        let c = Messages(language: .en, text: "k[#2] = both\nk[one] = {count} one\nk[other] = {count} many\n")
        #expect(c.plural("k", count: 2) == "both" && c.plural("k", count: 3) == "3 many")
    }
}

@Suite struct HelpWordingTests {
    /// Accessible help says what is optional; Russian help names
    /// placeholders in Russian; no two brackets in a row.
    @Test func accessibleHelpSaysWhatIsOptional() throws {
        let en = HelpGenerator(messages: try messages(.en), accessible: true), ru = HelpGenerator(messages: try messages(.ru), accessible: true)
        let history = try #require(en.help(topic: ["history"]))
        #expect(history.contains("finder history optional list or clear or remove, optional --domain stocks or photos"), "\(history)")
        #expect(try #require(ru.help(topic: ["photos"])).contains("необязательно --color ЦВЕТ, необязательно --orientation"))
        #expect(!history.contains("[") && !history.contains("]"))
    }

    @Test func russianHelpSpeaksRussian() throws {
        let ru = try messages(.ru)
        let generator = HelpGenerator(messages: ru)
        // Placeholders the catalog translates must not appear untranslated in any page.
        let translated = ru.entries.filter { $0.key.hasPrefix("placeholder.") && $0.value != String($0.key.dropFirst(12)) }
            .map { String($0.key.dropFirst(12)) }
        #expect(translated.contains("TEXT") && translated.contains("TICKER"))
        for spec in CommandModel.allSpecs {
            let page = try #require(generator.help(topic: spec.path))
            let words = page.split(whereSeparator: { !($0.isLetter || $0 == "_") }).map(String.init)
            for p in translated { #expect(!words.contains(p), "\(spec.path): \(p)") }
            #expect(!page.contains(") ("), "\(spec.path)")
        }
    }
}

@Suite struct ColourNamesTests {
    /// A Russian colour typo gets a Russian suggestion, and the valid values
    /// name the Russian colours finder accepts.
    @Test func russianColoursAreSuggestedAndNamed() throws {
        let ru = try messages(.ru)
        for name in ColorNames.russianNames { #expect(ColorNames.apiValue(for: name) != nil, "\(name)") }
        let message = try #require(Tokenizer.read(["photos", "cats", "--color", "синй"]).error).message(ru)
        #expect(message.contains("может быть, «синий»?") && message.contains("по-русски: чёрно-белый"), "\(message)")
        let english = try #require(Tokenizer.read(["photos", "cats", "--color", "bleu"]).error).message(try messages(.en))
        #expect(english.contains("did you mean “blue”?") && english.contains("in Russian: "), "\(english)")
    }
}
