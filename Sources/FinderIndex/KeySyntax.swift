/// How the keys of a trie are spelled, for the walks that treat them as words and symbols
/// rather than bytes (FinderText's `SearchKey` is the one finder uses).
///
/// Bytes 0x00 and 0x01 are word boundaries: 0x00 a soft one (a walk may pass it silently),
/// 0x01 a hard one (passing it makes a joined match). Every other byte starts a symbol whose
/// length in bytes `symbolLength` gives; boundaries and symbols form a prefix-free code, so a
/// walk never has to guess where a symbol ends. Being the two smallest byte values, the
/// boundaries sort first among a node's children.
public struct KeySyntax: Sendable {
    public static let soft: UInt8 = 0x00
    public static let hard: UInt8 = 0x01

    /// `lengths[b]`: bytes in a symbol whose first byte is `b` (1…8).
    let lengths: [UInt8]

    public init(symbolLength: (UInt8) -> Int) {
        lengths = (0...255).map { b in
            b <= Self.hard ? 1 : UInt8(clamping: min(8, max(1, symbolLength(UInt8(b)))))
        }
    }

    @inline(__always) static func isBoundary(_ b: UInt8) -> Bool { b <= hard }

    @inline(__always) func length(_ first: UInt8) -> Int { Int(lengths[Int(first)]) }

    /// The symbols of a key, each packed into an integer (bytes big-endian); boundaries dropped.
    func symbols(_ key: [UInt8]) -> [UInt64] {
        var out: [UInt64] = []
        var i = 0
        while i < key.count {
            let n = length(key[i])
            if !Self.isBoundary(key[i]) {
                var s: UInt64 = 0
                for j in i..<min(key.count, i + n) { s = s << 8 | UInt64(key[j]) }
                out.append(s)
            }
            i += n
        }
        return out
    }
}
