import CICU
import FinderFiles

/// Whole numbers in Russian words, by ICU's own spellout rules (RBNF) read here in Swift:
/// `_RussianSpelloutRules` holds the rule text ICU gives for "ru" (generated from it, and a
/// test holds the two equal), and this reads the rule sets a number needs, on first use.
///
/// Why not ICU: opening its Russian spellout formatter parses all seventy rule sets, about
/// 34 M instructions (~10 ms), which every Russian search in accessible mode paid for its
/// first spoken number — fifteen times the cost of the whole search. A rule set read here
/// costs tens of thousands.
///
/// What it reads (ICU's `NFRuleSet::findNormalRule` and `NFRule::doFormat`, for integers):
/// a rule "base[/radix]: text;" applies from its base up to the next rule's; its divisor is
/// radix (10) to the power of the largest exponent with radix^e ≤ base; `<%set<` says
/// `n / divisor` with a rule set, `>%set>` `n % divisor`, `=%set=` `n` itself;
/// `$(cardinal,one{…}few{…}other{…})$` picks a word by the plural category of
/// `n / divisor`. A rule with a `>…>` whose base is not a multiple of its divisor yields to
/// the rule before it when `n` is a multiple ("2000" takes "1000: … тысяча", not "1001:
/// … тысяча >>"). A negative number takes the "-x" rule. What it does not read — a rule
/// written with digits (`=#,##0=`, `=0=`: past 10^18 and ordinals past 21,000), fractions —
/// makes `format` return nil, and the caller asks ICU.
public enum Spellout {
    /// `n` in words by the Russian rule set `set` ("%spellout-cardinal-feminine-genitive");
    /// nil when the set is unknown or the number needs a rule this does not read.
    public static func russian(_ n: Int64, set: String) -> String? {
        // Private sets ("%%…") are ICU's building blocks, which its formatter does not offer.
        guard !set.hasPrefix("%%") else { return nil }
        var out = ""
        return format(n, set: set, into: &out, depth: 0) ? out : nil
    }

    /// `x` in words by ICU's own formatter for `locale` with rule set `set` (nil when ICU
    /// fails): the reference the tests hold `russian` to.
    public static func icu(_ x: Double, set: String, locale: String = "ru_RU") -> String? {
        withUTF16(set) { r, rLen in
            growingUTF16(initialCapacity: 64) { cicu_spellout(locale, x, r, rLen, $0, $1) }.map(string(fromUTF16:))
        }
    }

    /// The rule text ICU reads for `locale`'s spellout, rule sets one after another
    /// ("%name:" then a rule a line): what `_RussianSpelloutRules` is generated from.
    public static func icuRules(locale: String = "ru_RU") -> String? {
        growingUTF16(initialCapacity: 1 << 17) { cicu_spellout_rules(locale, $0, $1) }.map(string(fromUTF16:))
    }

    /// A rule body's pieces.
    enum Part: Equatable {
        case text(String)
        case quotient(String)       // <%set<: n / divisor
        case remainder(String)      // >%set>: n % divisor
        case same(String)           // =%set=: n
        case plural(one: String, few: String, many: String, other: String)
        case unsupported            // digits, fractions: the caller asks ICU
    }

    struct Rule: Equatable {
        var base: Int64
        var divisor: Int64
        var parts: [Part]
        var hasRemainder: Bool { parts.contains { if case .remainder = $0 { true } else { false } } }
    }

    /// A parsed rule set: its rules by ascending base, and its "-x" rule.
    struct RuleSet {
        var rules: [Rule] = []
        var negative: Rule?
    }

    private static let cache = _RuleSetCache()

    private static func format(_ n: Int64, set: String, into out: inout String, depth: Int) -> Bool {
        guard depth < 32, let rules = cache.ruleSet(set) else { return false }
        let rule: Rule
        var value = n
        if n < 0 {
            guard let negative = rules.negative, n != .min else { return false }
            rule = negative
            value = -n
            // "-x: минус >%set>;": the remainder of the negative rule is the absolute value.
            for part in rule.parts {
                switch part {
                case .text(let t): out += t
                case .remainder(let s): guard format(value, set: s, into: &out, depth: depth + 1) else { return false }
                default: return false
                }
            }
            return true
        }
        guard let found = find(value, in: rules.rules) else { return false }
        rule = found
        for part in rule.parts {
            switch part {
            case .text(let t): out += t
            case .quotient(let s): guard format(value / rule.divisor, set: s, into: &out, depth: depth + 1) else { return false }
            case .remainder(let s): guard format(value % rule.divisor, set: s, into: &out, depth: depth + 1) else { return false }
            case .same(let s): guard format(value, set: s, into: &out, depth: depth + 1) else { return false }
            case .plural(let one, let few, let many, let other):
                switch PluralRules.Integers.eastSlavic.category(Int(value / rule.divisor)) {
                case .one: out += one
                case .few: out += few
                case .many: out += many
                default: out += other
                }
            case .unsupported: return false
            }
        }
        return true
    }

    /// ICU's `findNormalRule`: the rule of the largest base ≤ n (an equal base taken as it
    /// is), or the one before it when it would say a remainder of zero it was not written for.
    static func find(_ n: Int64, in rules: [Rule]) -> Rule? {
        var lo = 0, hi = rules.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rules[mid].base == n { return rules[mid] }
            if rules[mid].base > n { hi = mid } else { lo = mid + 1 }
        }
        guard hi > 0 else { return nil }
        let rule = rules[hi - 1]
        if rule.hasRemainder && n % rule.divisor == 0 && rule.base % rule.divisor != 0 {
            return hi > 1 ? rules[hi - 2] : nil
        }
        return rule
    }

    /// Parses one rule set's text (rules "descriptor: body;" a line each, as ICU prints them),
    /// byte by byte: a set is read once a process, on the spoken path of a cold search.
    static func parse(_ text: String) -> RuleSet? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static let newline = UInt8(ascii: "\n"), semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"),
                       space = UInt8(ascii: " "), slash = UInt8(ascii: "/"), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")

    private static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> RuleSet? {
        var set = RuleSet()
        var i = 0
        while i < b.count {
            var end = i
            while end < b.count && b[end] != newline { end += 1 }
            defer { i = end + 1 }
            if end == i { continue }
            guard b[end - 1] == semicolon else { return nil }
            var c = i
            while c < end && b[c] != colon { c += 1 }
            guard c < end else { return nil }
            var bodyStart = c + 1
            if bodyStart < end - 1 && b[bodyStart] == space { bodyStart += 1 }
            if c - i == 2 && b[i] == UInt8(ascii: "-") && b[i + 1] == UInt8(ascii: "x") {
                set.negative = Rule(base: 0, divisor: 1, parts: parseBody(b, bodyStart, end - 1))
                continue
            }
            // "base" or "base/radix"; fractions ("x.x", "0.x", "1.x"), infinity and not-a-
            // number are not for whole numbers. Anything else (a master rule "x.0", which ICU
            // would take for whole numbers, "100>:") is not read: the set goes to ICU.
            if isFractionOrSpecial(b, i, c) { continue }
            var base: Int64 = 0, radix: Int64 = 10, p = i, digits = 0
            while p < c && b[p] >= zero && b[p] <= nine {
                guard base <= (Int64.max - 9) / 10 else { return nil }
                base = base * 10 + Int64(b[p] - zero)
                p += 1
                digits += 1
            }
            if digits == 0 || (p < c && b[p] != slash) { return nil }
            if p < c {
                p += 1
                radix = 0
                while p < c && b[p] >= zero && b[p] <= nine && radix < 1 << 40 { radix = radix * 10 + Int64(b[p] - zero); p += 1 }
                guard p == c, radix >= 2 else { return nil }
            }
            var divisor: Int64 = 1
            while divisor <= base / radix { divisor *= radix }
            if let last = set.rules.last, last.base >= base { return nil }
            set.rules.append(Rule(base: base, divisor: divisor, parts: parseBody(b, bodyStart, end - 1)))
        }
        return set
    }

    /// "x.x", "0.x", "N.x" (digits), "Inf", "NaN": rules for what is not a whole number.
    /// Compared in place: a set is parsed on the spoken path of a cold search.
    private static func isFractionOrSpecial(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        func equals(_ word: StaticString) -> Bool { to - from == word.utf8CodeUnitCount && _bytes(b, at: from, startWith: word) }
        if equals("Inf") || equals("NaN") || equals("x.x") { return true }
        guard to - from >= 3, b[to - 2] == UInt8(ascii: "."), b[to - 1] == UInt8(ascii: "x") else { return false }
        for k in from..<(to - 2) where b[k] < zero || b[k] > nine { return false }
        return true
    }

    private static func string(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
    }

    /// The pieces of the body `b[from..<to]`.
    private static func parseBody(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> [Part] {
        var parts: [Part] = []
        var i = from, textStart = from
        func flush(_ upTo: Int) {
            if upTo > textStart { parts.append(.text(string(b, textStart, upTo))) }
        }
        while i < to {
            let x = b[i]
            // ICU's apostrophe (a body's leading spaces) and brackets (optional text) are not read.
            if x == UInt8(ascii: "'") || x == UInt8(ascii: "[") { return [.unsupported] }
            if x == UInt8(ascii: "<") || x == UInt8(ascii: ">") || x == UInt8(ascii: "=") {
                var close = i + 1
                while close < to && b[close] != x { close += 1 }
                guard close < to, close > i + 1, b[i + 1] == UInt8(ascii: "%") else { return [.unsupported] }  // digits: =#,##0=, =0=
                flush(i)
                let name = string(b, i + 1, close)
                parts.append(x == UInt8(ascii: "<") ? .quotient(name) : x == UInt8(ascii: ">") ? .remainder(name) : .same(name))
                i = close + 1
                textStart = i
            } else if x == UInt8(ascii: "$"), i + 1 < to, b[i + 1] == UInt8(ascii: "(") {
                var close = i + 2
                while close + 1 < to && !(b[close] == UInt8(ascii: ")") && b[close + 1] == UInt8(ascii: "$")) { close += 1 }
                guard close + 1 < to, let plural = parsePlural(b, i + 2, close) else { return [.unsupported] }
                flush(i)
                parts.append(plural)
                i = close + 2
                textStart = i
            } else {
                i += 1
            }
        }
        flush(to)
        return parts
    }

    /// "cardinal,one{тысяча}few{тысячи}other{тысяч}"; a category not written takes "other"
    /// (ICU's PluralFormat).
    private static func parsePlural(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Part? {
        let prefix: StaticString = "cardinal,"
        guard to - from > prefix.utf8CodeUnitCount, _bytes(b, at: from, startWith: prefix) else { return nil }
        var one: String?, few: String?, many: String?, other: String?
        var i = from + prefix.utf8CodeUnitCount
        while i < to {
            var open = i
            while open < to && b[open] != UInt8(ascii: "{") { open += 1 }
            var close = open
            while close < to && b[close] != UInt8(ascii: "}") { close += 1 }
            guard close < to else { return nil }
            let word = string(b, open + 1, close)
            switch string(b, i, open) {
            case "one": one = word
            case "few": few = word
            case "many": many = word
            case "other": other = word
            default: return nil
            }
            i = close + 1
        }
        guard let other else { return nil }
        return .plural(one: one ?? other, few: few ?? other, many: many ?? other, other: other)
    }
}

/// Rule sets parsed once a process, shared by threads.
private final class _RuleSetCache: @unchecked Sendable {
    private var sets: [String: Spellout.RuleSet] = [:]
    private var unknown: Set<String> = []
    private let lock = ThreadLock()

    func ruleSet(_ name: String) -> Spellout.RuleSet? {
        lock.locked {
            if let s = sets[name] { return s }
            if unknown.contains(name) { return nil }
            guard let text = _RussianSpelloutRules.rules(name), let s = Spellout.parse(text) else {
                unknown.insert(name)
                return nil
            }
            sets[name] = s
            return s
        }
    }
}
