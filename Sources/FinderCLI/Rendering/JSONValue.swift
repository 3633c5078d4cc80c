import FinderText

/// A JSON value, written by hand so that the stock path needs no Foundation. Object keys keep
/// their insertion order, which keeps output stable for golden files and diffs.
///
/// Not `indirect`: arrays and objects already hold their elements in an array's buffer, and an
/// indirect case boxed every value, a heap allocation for each string of every row (seven a
/// row of a listing; 0.3 M instructions of a `--json` search).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// JSON text written before (a saved result), emitted as it is.
    case raw(String)

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// An instant as JSON's one timestamp format, ISO 8601 in UTC to the second:
    /// "2026-12-05T09:07:02Z" (docs/decisions/0403-json-shape.md); null when not finite.
    public static func timestamp(_ epochSeconds: Double) -> JSONValue {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e13 else { return .null }
        let seconds = Int(epochSeconds.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        return .string(CalendarDate(daysSince1970: days).iso + "T" + two(secondOfDay / 3600) + ":"
                       + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60) + "Z")
    }

    /// Compact JSON on one line: control characters escaped, non-ASCII left as UTF-8.
    public func serialized() -> String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `serialized()` and a line feed, as the bytes a stream takes (no String between).
    public func serializedLine() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        out.append(0x0A)
        return out
    }

    /// Written as UTF-8 bytes, one String at the end: appending each scalar of every string to
    /// a String cost a cold `--json` search of twenty rows 4 M instructions, more than the
    /// search.
    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if !d.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if d == d.rounded(), abs(d) < 1e15 {
                out.append(contentsOf: String(Int(d)).utf8)
            } else {
                out.append(contentsOf: "\(d)".utf8)
            }
        case .string(let s): Self.quote(s, into: &out)
        case .raw(let text): out.append(contentsOf: text.utf8)
        case .array(let a):
            out.append(0x5B /* [ */)
            for (i, v) in a.enumerated() { if i > 0 { out.append(0x2C /* , */) }; v.write(to: &out) }
            out.append(0x5D /* ] */)
        case .object(let fields):
            out.append(0x7B /* { */)
            for (i, (k, v)) in fields.enumerated() {
                if i > 0 { out.append(0x2C /* , */) }
                Self.quote(k, into: &out)
                out.append(0x3A /* : */)
                v.write(to: &out)
            }
            out.append(0x7D /* } */)
        }
    }

    /// `s` as a JSON string: `"`, `\\`, line ends and tabs escaped by name, U+2028/U+2029 (line
    /// breaks to JavaScript) as `\u2028`/`\u2029`; the rest copied as UTF-8. A string with a
    /// terminal control (any other C0 control, DEL, a C1 control U+0080–U+009F) or a character
    /// of U+2000–U+207F (where the bidirectional and zero-width ones are) is first cleaned as
    /// text mode cleans it (`UntrustedText.clean`, line breaks kept): `jq -r .query` writes
    /// the string decoded, so an escaped `\u001b]52;…` would still reach the terminal as a
    /// clipboard write (docs/decisions/0007-json-drops-terminal-controls.md). Read byte by
    /// byte: the bytes looked at are ASCII, or C2 80–C2 9F and E2 80/81, whose bytes never
    /// occur inside another character's.
    static func quote(_ s: String, into out: inout [UInt8], cleaned: Bool = false) {
        func hex(_ value: UInt32) {
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            out.append(contentsOf: "\\u".utf8)
            for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int(value >> UInt32(shift) & 0xF)]) }
        }
        let start = out.count
        var needsCleaning = false
        out.append(0x22 /* " */)
        var s = s
        s.withUTF8 { b in
            // Bytes that need nothing are copied a run at a time.
            var i = 0, run = 0
            func copyRun() { if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: b[run..<i])) } }
            while i < b.count {
                let c = b[i]
                if c >= 0x20 && c != 0x22 && c != 0x5C && c < 0x7F || c >= 0x80 && c != 0xC2 && c != 0xE2 {
                    i += 1
                    continue
                }
                if !cleaned, Self.isTerminalControl(b, at: i) {
                    needsCleaning = true
                    return
                }
                copyRun()
                switch c {
                case 0x22: out.append(0x5C); out.append(0x22)
                case 0x5C: out.append(0x5C); out.append(0x5C)
                case 0x0A: out.append(0x5C); out.append(0x6E /* n */)
                case 0x0D: out.append(0x5C); out.append(0x72 /* r */)
                case 0x09: out.append(0x5C); out.append(0x74 /* t */)
                case 0x00..<0x20, 0x7F: hex(UInt32(c))
                case 0xC2 where i + 1 < b.count && (0x80...0x9F).contains(b[i + 1]):
                    hex(UInt32(b[i + 1]))   // C2 xx is U+00xx for xx in 80–BF
                    i += 1
                case 0xE2 where i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9):
                    hex(b[i + 2] == 0xA8 ? 0x2028 : 0x2029)
                    i += 2
                default: out.append(c)
                }
                i += 1
                run = i
            }
            copyRun()
        }
        if needsCleaning {
            out.removeSubrange(start...)
            quote(UntrustedText.clean(s, keepingLineBreaks: true), into: &out, cleaned: true)
            return
        }
        out.append(0x22 /* " */)
    }

    /// Whether the character at `b[i]` is one `UntrustedText.clean` would remove or change
    /// (a control), or one of U+2000–U+207F, among which are the invisible ones.
    private static func isTerminalControl(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        switch b[i] {
        case 0x0A, 0x09, 0x22, 0x5C: false
        case 0x00..<0x20, 0x7F: true
        case 0xC2: i + 1 < b.count && (0x80...0x9F).contains(b[i + 1])
        case 0xE2: i + 1 < b.count && (b[i + 1] == 0x80 || b[i + 1] == 0x81)
        default: false
        }
    }
}
