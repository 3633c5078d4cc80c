import FinderCLI
/// A key press, decoded from the bytes a terminal sends in raw mode.
enum Key: Equatable, Sendable {
    case character(Character)
    case enter, tab, shiftTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Another control key, by its letter: Ctrl-A is `.control("a")`.
    case control(Character)
    /// A sequence finder does not use (function keys, mouse reports…), ignored.
    case unknown
}

/// Turns the terminal's byte stream into keys: UTF-8 text, control bytes, and the escape
/// sequences of xterm-like terminals (CSI `ESC [`, SS3 `ESC O`). Bytes may arrive split
/// anywhere; an incomplete sequence waits for the next `feed`. A lone ESC is ambiguous (the
/// start of a sequence, or the Escape key), so it waits too, and `flush()` — called when no
/// more input came within a short pause — makes it the Escape key.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes are held back waiting for the rest of a sequence.
    var hasPending: Bool { !pending.isEmpty }

    mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        // Walked by index and cut once: removing each key's bytes from the front cost a
        // paste the square of its length.
        var at = 0
        while at < pending.count {
            guard let (key, used) = Self.decodeOne(pending[at...]) else { break }
            keys.append(key)
            at += used
        }
        pending.removeFirst(at)
        return keys
    }

    /// Resolves what is held back: a lone ESC is the Escape key; other fragments are dropped.
    mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        guard let first = pending.first else { return [] }
        if first == 0x1b {
            // ESC then something incomplete: Escape, then whatever else follows.
            var rest = KeyDecoder()
            let tail = rest.feed(Array(pending.dropFirst()))
            return [.escape] + tail
        }
        return [.unknown]
    }

    /// One key from the start of `b`, and how many bytes it used; nil when incomplete.
    static func decodeOne(_ b: ArraySlice<UInt8>) -> (Key, Int)? {
        let i = b.startIndex
        let c = b[i]
        switch c {
        case 0x1b: return decodeEscape(b)
        case 0x0d, 0x0a: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7f, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x01...0x1a: return (.control(Character(Unicode.Scalar(c + 0x60))), 1)
        case 0x00, 0x1c...0x1f: return (.unknown, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(c))), 1)
        default: return decodeUTF8(b)
        }
    }

    private static func decodeUTF8(_ b: ArraySlice<UInt8>) -> (Key, Int)? {
        let c = b[b.startIndex]
        let length: Int
        switch c {
        case 0xc2...0xdf: length = 2
        case 0xe0...0xef: length = 3
        case 0xf0...0xf4: length = 4
        default: return (.unknown, 1)  // a stray continuation byte or an invalid lead
        }
        var bytes: [UInt8] = [c]
        var j = b.index(after: b.startIndex)
        while bytes.count < length {
            guard j < b.endIndex else { return nil }
            guard b[j] & 0xc0 == 0x80 else { return (.unknown, bytes.count) }
            bytes.append(b[j])
            j = b.index(after: j)
        }
        let s = String(decoding: bytes, as: UTF8.self)
        guard let ch = s.first, s.unicodeScalars.first?.value != 0xfffd else { return (.unknown, length) }
        return (.character(ch), length)
    }

    private static func decodeEscape(_ b: ArraySlice<UInt8>) -> (Key, Int)? {
        let s = b.startIndex
        guard b.count >= 2 else { return nil }
        let second = b[s + 1]
        switch second {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3f, intermediates 0x20–0x2f, one final byte 0x40–0x7e.
            var j = s + 2
            while j < b.endIndex, (0x20...0x3f).contains(b[j]) { j += 1 }
            guard j < b.endIndex else { return nil }
            let final = b[j]
            let params = String(decoding: b[(s + 2)..<j], as: UTF8.self)
            let used = j - s + 1
            guard (0x40...0x7e).contains(final) else { return (.unknown, used) }
            return (csi(params: params, final: final), used)
        case UInt8(ascii: "O"):
            guard b.count >= 3 else { return nil }
            let key: Key = switch b[s + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .unknown
            }
            return (key, 3)
        case 0x1b:
            return (.escape, 1)  // ESC ESC: the first is the Escape key
        default:
            return (.escape, 1)  // Alt+key or a lone Escape followed by typing
        }
    }

    private static func csi(params: String, final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .shiftTab
        case UInt8(ascii: "~"):
            switch params.split(separator: ";").first ?? "" {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
