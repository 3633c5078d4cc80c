import Dispatch
import FinderIndex
import FinderStore
import FinderText

// The parts of a stock index build besides the tries: payloads, companies, orderings.

/// A listing's fields as the index stores them, coded against the listing before it in the
/// same payload block (`IndexBuilder.payloadBlockSize`): the ticker as the bytes it shares
/// with the previous listing's and the rest; the name as the bytes it shares (cut back to a
/// token's start) and the rest as tokens — runs of ASCII letters and digits or of non-ASCII
/// bytes, and single other bytes — numbered in a list stored once (names repeat their words);
/// exchange, country, currency and country code as one "place" number; the other short
/// repeated strings (price date and source) as numbers into a list stored once.
///
///     varint           place << 6 | flags (ISIN, other-script name, price, price date,
///                      price source, market cap: which optional fields follow)
///     ticker           varint shared prefix, varint rest length, rest bytes (UTF-8)
///     name             varint shared prefix, varint token count, varint token numbers
///     [ISIN]           varint length, bytes
///     [other name]     varint length, bytes
///     [price]          8 bytes (IEEE 754, little-endian)
///     [date], [source] varint string numbers
///     [market cap]     8 bytes
struct _PayloadCoder {
    static let blockSize = 16

    private var count = 0
    private var previousTicker: [UInt8] = []
    private var previousName: [UInt8] = []
    private var numbers: [String: Int] = [:]
    private var list: [String] = []
    private var placeNumbers: [[Int]: Int] = [:]
    private var places: [[Int]] = []
    private var lastPlace: (exchange: String, country: String, currency: String, code: String?, number: Int)?
    private var tokenNumbers = _TokenTable()
    private var tokenBytes: [UInt8] = []
    private var tokenEnds: [UInt64] = []
    private var out: [UInt8] = []
    private var tokens: [Int] = []

    private mutating func number(_ s: String) -> Int {
        if let n = numbers[s] { return n }
        numbers[s] = list.count
        list.append(s)
        return list.count - 1
    }

    private mutating func place(_ r: StockRecord) -> Int {
        if let p = lastPlace, p.exchange == r.exchange, p.country == r.country, p.currency == r.currency, p.code == r.countryCode {
            return p.number
        }
        let key = [number(r.exchange), number(r.country), number(r.currency), r.countryCode.map { number($0) + 1 } ?? 0]
        let n: Int
        if let known = placeNumbers[key] {
            n = known
        } else {
            n = places.count
            placeNumbers[key] = n
            places.append(key)
        }
        lastPlace = (r.exchange, r.country, r.currency, r.countryCode, n)
        return n
    }

    private mutating func tokenNumber(_ t: UnsafeBufferPointer<UInt8>) -> Int {
        let n = tokenNumbers.number(of: t, in: tokenBytes, next: tokenEnds.count)
        if n == tokenEnds.count {
            tokenBytes.append(contentsOf: t)
            tokenEnds.append(UInt64(tokenBytes.count))
        }
        return n
    }

    /// Bytes that join their neighbours into one token: ASCII letters and digits, and
    /// everything non-ASCII (UTF-8 sequences are never cut).
    @inline(__always)
    static func joins(_ b: UInt8) -> Bool {
        b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }

    /// Codes the next listing (in record order) and hands its bytes to `emit`.
    mutating func encode(_ r: StockRecord, emit: (UnsafeRawBufferPointer) -> Void) {
        if count % Self.blockSize == 0 { previousTicker.removeAll(); previousName.removeAll() }
        count += 1
        out.removeAll(keepingCapacity: true)
        var flags = 0
        if r.isin != nil { flags |= 1 }
        if r.altName != nil { flags |= 2 }
        if r.price != nil { flags |= 4 }
        if r.priceDate != nil { flags |= 8 }
        if r.priceSource != nil { flags |= 16 }
        if r.marketCap != nil { flags |= 32 }
        Self.varint(place(r) << 6 | flags, &out)
        Self.shared(r.ticker, &previousTicker, &out)
        var name = r.name
        name.withUTF8 { u in
            var n = 0
            previousName.withUnsafeBufferPointer { p in
                let m = min(p.count, u.count)
                while n < m && p[n] == u[n] { n += 1 }
            }
            while n > 0 && n < u.count && Self.joins(u[n - 1]) && Self.joins(u[n]) { n -= 1 }
            tokens.removeAll(keepingCapacity: true)
            var i = n
            while i < u.count {
                var j = i + 1
                if Self.joins(u[i]) { while j < u.count && Self.joins(u[j]) { j += 1 } }
                tokens.append(tokenNumber(UnsafeBufferPointer(rebasing: u[i..<j])))
                i = j
            }
            Self.varint(n, &out)
            Self.varint(tokens.count, &out)
            for t in tokens { Self.varint(t, &out) }
            previousName.removeAll(keepingCapacity: true)
            previousName.append(contentsOf: u)
        }
        if let isin = r.isin { Self.bytes(isin, &out) }
        if let alt = r.altName { Self.bytes(alt, &out) }
        if let p = r.price { Self.double(p, &out) }
        if let d = r.priceDate { Self.varint(number(d), &out) }
        if let s = r.priceSource { Self.varint(number(s), &out) }
        if let c = r.marketCap { Self.double(c, &out) }
        out.withUnsafeBytes { emit($0) }
    }

    /// The strings and places: varint count, then each string as varint length and bytes;
    /// varint count, then each place as four varints (exchange, country, currency, country
    /// code + 1 or 0).
    func stringsSection() -> [UInt8] {
        var out: [UInt8] = []
        Self.varint(list.count, &out)
        for s in list { Self.bytes(s, &out) }
        Self.varint(places.count, &out)
        for p in places { for v in p { Self.varint(v, &out) } }
        return out
    }

    /// The tokens: u64 count, u64 bits, the packed end of each, then their bytes.
    func tokensSection() -> [UInt8] {
        let bits = IndexPacking.bits(for: UInt64(tokenBytes.count))
        var out: [UInt8] = []
        for v in [UInt64(tokenEnds.count), UInt64(bits)] { for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) } }
        out += IndexPacking.pack(tokenEnds, bits: bits)
        out += tokenBytes
        return out
    }

    /// What decoding needs besides the payloads: the strings and places (decoded once) and
    /// the tokens (read where they lie).
    struct Tables {
        let strings: [String]
        let places: [(exchange: String, country: String, currency: String, code: String?)]
        let tokens: IndexSection
        let tokenEnds: IndexPackedArray
        let tokenBytesStart: Int

        init(strings section: IndexSection, tokens: IndexSection) throws(IndexError) {
            let b = try section.all()
            var p = 0
            let n = try varint(b, &p)
            guard n <= b.count else { throw .corrupt("strings") }
            var list: [String] = []
            list.reserveCapacity(n)
            for _ in 0..<n { list.append(String(decoding: try _PayloadCoder.bytes(b, &p), as: UTF8.self)) }
            let m = try varint(b, &p)
            guard m <= b.count else { throw .corrupt("places") }
            var places: [(exchange: String, country: String, currency: String, code: String?)] = []
            places.reserveCapacity(m)
            func string() throws(IndexError) -> String {
                let i = try varint(b, &p)
                guard i < list.count else { throw .corrupt("string number \(i)") }
                return list[i]
            }
            for _ in 0..<m {
                let e = try string(), c = try string(), cur = try string()
                let code = try varint(b, &p)
                guard code <= list.count else { throw .corrupt("string number \(code)") }
                places.append((e, c, cur, code == 0 ? nil : list[code - 1]))
            }
            guard p == b.count else { throw .corrupt("strings length") }
            strings = list
            self.places = places
            self.tokens = tokens
            let h = try tokens.bytes(0..<16)
            let count = Int(truncatingIfNeeded: h.loadUnaligned(fromByteOffset: 0, as: UInt64.self).littleEndian)
            let bits = Int(truncatingIfNeeded: h.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian)
            guard count >= 0, bits >= 1, bits <= 56, count <= tokens.count else { throw .corrupt("tokens") }
            tokenEnds = try tokens.packedArray(at: 16, count: count, bits: bits)
            tokenBytesStart = 16 + IndexPacking.byteCount(count: count, bits: bits)
            guard tokenBytesStart <= tokens.count else { throw .corrupt("tokens") }
        }

        func token(_ i: Int) throws(IndexError) -> UnsafeRawBufferPointer {
            let lo = i == 0 ? 0 : Int(try tokenEnds[i - 1])
            let hi = Int(try tokenEnds[i])
            guard lo <= hi, hi <= tokens.count - tokenBytesStart else { throw .corrupt("token \(i)") }
            return try tokens.bytes((tokenBytesStart + lo)..<(tokenBytesStart + hi))
        }
    }

    /// The listing `at` of a block (`records` from the block's first listing on).
    ///
    /// A name is the shared part of the name before it and its own tokens; the listings
    /// before `at` are read only as far as the names after them need (a first pass reads each
    /// one's shared length; tokens are fetched only where a later name uses them).
    static func decode(_ records: [UnsafeRawBufferPointer], at: Int, tables: Tables) throws(IndexError) -> StockRecord {
        guard at >= 0, at < records.count else { throw .corrupt("payload block") }
        // Pass 1: where each name's tokens start, and how much it shares with the one before.
        var keep = [Int](repeating: 0, count: at + 1), tokensAt = [Int](repeating: 0, count: at + 1)
        for i in 0...at {
            let b = records[i]
            var p = 0
            _ = try varint(b, &p)
            _ = try varint(b, &p)                     // ticker: shared
            let n = try varint(b, &p)
            guard n <= b.count - p else { throw .corrupt("payload bytes") }
            p += n
            keep[i] = try varint(b, &p)
            tokensAt[i] = p
        }
        // How much of each name the next ones need.
        var needed = [Int](repeating: .max, count: at + 1)
        if at > 0 { for i in stride(from: at, to: 0, by: -1) { needed[i - 1] = min(keep[i], needed[i]) } }
        // Pass 2: tickers in full; names as far as needed.
        var ticker: [UInt8] = [], name: [UInt8] = []
        var head = 0, end = 0
        for i in 0...at {
            let b = records[i]
            var p = 0
            head = try varint(b, &p)
            try shared(b, &p, &ticker)
            if needed[i] > keep[i] || i == at {
                guard keep[i] <= name.count else { throw .corrupt("payload prefix") }
                name.removeSubrange(keep[i]...)
                p = tokensAt[i]
                let tokens = try varint(b, &p)
                guard tokens <= b.count else { throw .corrupt("payload tokens") }
                for _ in 0..<tokens { name.append(contentsOf: try tables.token(try varint(b, &p))) }
                end = p
            } else if keep[i] < name.count {
                name.removeSubrange(keep[i]...)
            }
        }
        let b = records[at]
        var p = end
        let flags = head & 63, placeNumber = head >> 6
        guard placeNumber < tables.places.count else { throw .corrupt("place \(placeNumber)") }
        let place = tables.places[placeNumber]
        func string() throws(IndexError) -> String {
            let n = try varint(b, &p)
            guard n < tables.strings.count else { throw .corrupt("string number \(n)") }
            return tables.strings[n]
        }
        let isin = flags & 1 != 0 ? String(decoding: try bytes(b, &p), as: UTF8.self) : nil
        let alt = flags & 2 != 0 ? String(decoding: try bytes(b, &p), as: UTF8.self) : nil
        let price = flags & 4 != 0 ? try double(b, &p) : nil
        let date = flags & 8 != 0 ? try string() : nil
        let source = flags & 16 != 0 ? try string() : nil
        let cap = flags & 32 != 0 ? try double(b, &p) : nil
        guard p == b.count else { throw .corrupt("payload length") }
        return StockRecord(ticker: String(decoding: ticker, as: UTF8.self), name: String(decoding: name, as: UTF8.self),
                           exchange: place.exchange, country: place.country, currency: place.currency, isin: isin,
                           altName: alt, price: price, priceDate: date, priceSource: source, marketCap: cap,
                           countryCode: place.code)
    }

    // MARK: bytes

    private static func varint(_ v: Int, _ out: inout [UInt8]) { IndexVarint.append(v, to: &out) }

    private static func bytes(_ s: String, _ out: inout [UInt8]) {
        var s = s
        s.withUTF8 { u in
            varint(u.count, &out)
            out.append(contentsOf: u)
        }
    }

    private static func double(_ x: Double, _ out: inout [UInt8]) {
        let v = x.bitPattern
        for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    private static func shared(_ s: String, _ previous: inout [UInt8], _ out: inout [UInt8]) {
        var s = s
        s.withUTF8 { u in
            var n = 0
            previous.withUnsafeBufferPointer { p in
                let m = min(p.count, u.count)
                while n < m && p[n] == u[n] { n += 1 }
            }
            let rest = UnsafeBufferPointer(rebasing: u[n...])
            varint(n, &out)
            varint(rest.count, &out)
            out.append(contentsOf: rest)
            previous.removeSubrange(n...)
            previous.append(contentsOf: rest)
        }
    }

    static func varint(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int { try IndexVarint.read(b, &p) }

    private static func bytes(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> UnsafeRawBufferPointer {
        let n = try varint(b, &p)
        guard n <= b.count - p else { throw .corrupt("payload bytes") }
        defer { p += n }
        return UnsafeRawBufferPointer(rebasing: b[p..<(p + n)])
    }

    private static func double(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Double {
        guard b.count - p >= 8 else { throw .corrupt("payload number") }
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(b[p + i]) << (8 * UInt64(i)) }
        p += 8
        return Double(bitPattern: v)
    }

    private static func shared(_ b: UnsafeRawBufferPointer, _ p: inout Int, _ previous: inout [UInt8]) throws(IndexError) {
        let keep = try varint(b, &p)
        guard keep <= previous.count else { throw .corrupt("payload prefix") }
        let rest = try bytes(b, &p)
        previous.removeSubrange(keep...)
        previous.append(contentsOf: rest)
    }
}

/// Token numbers by their bytes: open addressing over the tokens' own arena (a dictionary
/// keyed by byte arrays would allocate and SipHash every token of every name).
struct _TokenTable {
    private var slots = [Int32](repeating: -1, count: 1 << 12)
    private var hashes = [UInt32](repeating: 0, count: 1 << 12)
    private var starts: [Int] = [0]
    private var used = 0

    private static func hash(_ t: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in t { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// The number of `t`, or `next` after recording it (the caller then appends its bytes to
    /// `arena`, where token i lies at starts[i] ..< starts[i + 1]).
    mutating func number(of t: UnsafeBufferPointer<UInt8>, in arena: [UInt8], next: Int) -> Int {
        let h = Self.hash(t)
        let mask = slots.count - 1
        var i = Int(h) & mask
        while slots[i] >= 0 {
            let n = Int(slots[i])
            if hashes[i] == h && starts[n + 1] - starts[n] == t.count
                && arena.withUnsafeBufferPointer({ a in t.isEmpty || memcmp(a.baseAddress! + starts[n], t.baseAddress!, t.count) == 0 }) {
                return n
            }
            i = (i + 1) & mask
        }
        slots[i] = Int32(next)
        hashes[i] = h
        starts.append(starts.last! + t.count)
        used += 1
        if used * 2 > slots.count { grow() }
        return next
    }

    private mutating func grow() {
        let old = slots, oldHashes = hashes
        slots = [Int32](repeating: -1, count: old.count * 2)
        hashes = [UInt32](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for k in 0..<old.count where old[k] >= 0 {
            var i = Int(oldHashes[k]) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = old[k]
            hashes[i] = oldHashes[k]
        }
    }
}

/// Each listing's company, for `_CompanyCollector`: whether it shares its ISIN with other
/// listings (most listings do not, and cost two bits), its company's leader, whether that
/// leader is the home listing, and every listing of each company of several.
///
///     u64 ×4     listings n, listings in companies of several m, such companies c, bits b
///     2 bits ×n  per listing: in a company of several; its company's leader is home
///     b bits ×m  those listings, ascending            b bits ×m  the leader of each
///     b bits ×c  the leaders, ascending               b bits ×(c+1)  where each one's listings start
///     b bits ×m  the listings of each, the leader first
enum _CompanyCoder {
    static func encode(_ ranking: StockRanking) -> [UInt8] {
        let n = ranking.company.count
        var flags = [UInt64](repeating: 0, count: n)
        var multi: [UInt64] = [], multiLeader: [UInt64] = []
        var companies: [(leader: UInt32, company: Int)] = []
        for c in 0..<ranking.companyCount {
            let members = ranking.members(ofCompany: c)
            let home: UInt64 = ranking.leaderIsHome[c] ? 2 : 0
            for m in members { flags[Int(m)] = home | (members.count > 1 ? 1 : 0) }
            if members.count > 1 { companies.append((members.first!, c)) }
        }
        for r in 0..<n where flags[r] & 1 != 0 {
            multi.append(UInt64(r))
            multiLeader.append(UInt64(ranking.leader(of: r)))
        }
        companies.sort { $0.leader < $1.leader }
        var starts: [UInt64] = [0], members: [UInt64] = []
        for (_, c) in companies {
            for m in ranking.members(ofCompany: c) { members.append(UInt64(m)) }
            starts.append(UInt64(members.count))
        }
        let bits = IndexPacking.bits(for: UInt64(max(n, 1)))
        var out: [UInt8] = []
        for v in [UInt64(n), UInt64(multi.count), UInt64(companies.count), UInt64(bits)] {
            for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
        }
        out += IndexPacking.pack(flags, bits: 2)
        out += IndexPacking.pack(multi, bits: bits)
        out += IndexPacking.pack(multiLeader, bits: bits)
        out += IndexPacking.pack(companies.map { UInt64($0.leader) }, bits: bits)
        out += IndexPacking.pack(starts, bits: bits)
        out += IndexPacking.pack(members, bits: bits)
        return out
    }

    /// The section's parts, read once per opened index.
    struct Table {
        let n: Int
        let flags, multi, multiLeader, leaders, starts, members: IndexPackedArray

        init(_ s: IndexSection, recordCount: Int) throws(IndexError) {
            let h = try s.bytes(0..<32)
            func u64(_ i: Int) -> Int { Int(truncatingIfNeeded: h.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self).littleEndian) }
            let n = u64(0), m = u64(1), c = u64(2), bits = u64(3)
            guard n == recordCount, m >= 0, m <= n, c >= 0, c <= m, bits >= 1, bits <= 32 else { throw .corrupt("companies") }
            self.n = n
            var at = 32
            func next(_ count: Int, _ b: Int) throws(IndexError) -> IndexPackedArray {
                defer { at += IndexPacking.byteCount(count: count, bits: b) }
                return try s.packedArray(at: at, count: count, bits: b)
            }
            flags = try next(n, 2)
            multi = try next(m, bits)
            multiLeader = try next(m, bits)
            leaders = try next(c, bits)
            starts = try next(c + 1, bits)
            members = try next(m, bits)
        }

        /// The position of `value` in ascending packed values, if there.
        private static func find(_ value: UInt64, in a: IndexPackedArray) throws(IndexError) -> Int? {
            var lo = 0, hi = a.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if try a[mid] < value { lo = mid + 1 } else { hi = mid }
            }
            guard lo < a.count else { return nil }
            return try a[lo] == value ? lo : nil
        }

        func company(of record: UInt32) throws(IndexError) -> (leader: UInt32, leaderIsHome: Bool) {
            guard Int(record) < n else { throw .corrupt("record \(record)") }
            let f = try flags[Int(record)]
            guard f & 1 != 0 else { return (record, f & 2 != 0) }
            guard let k = try Self.find(UInt64(record), in: multi) else { throw .corrupt("company of \(record)") }
            let leader = try multiLeader[k]
            guard leader < UInt64(n) else { throw .corrupt("company of \(record)") }
            return (UInt32(leader), f & 2 != 0)
        }

        func members(ofLeader leader: UInt32) throws(IndexError) -> [UInt32] {
            guard Int(leader) < n else { throw .corrupt("record \(leader)") }
            guard try flags[Int(leader)] & 1 != 0, let j = try Self.find(UInt64(leader), in: leaders) else { return [leader] }
            let lo = Int(try starts[j]), hi = Int(try starts[j + 1])
            guard lo < hi, hi <= members.count else { throw .corrupt("members of \(leader)") }
            var out: [UInt32] = []
            out.reserveCapacity(hi - lo)
            for i in lo..<hi {
                let m = try members[i]
                guard m < UInt64(n) else { throw .corrupt("members of \(leader)") }
                out.append(UInt32(m))
            }
            return out
        }
    }
}

/// The strings an ordering breaks ties with: each listing's name and ticker (UTF-8, one
/// arena) and its country (a number into a short list), and whether all three are free of
/// what the Russian tailoring may move (`DisplayCollator.russianReorderMayMove`).
struct _TieStrings {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []       // per listing: end of its name, end of its ticker
    var country: [UInt16] = []
    var countries: [String] = []
    private var countryNumbers: [String: UInt16] = [:]
    var neutral: [Bool] = []

    init(capacity: Int) {
        ends.reserveCapacity(capacity * 2)
        country.reserveCapacity(capacity)
        neutral.reserveCapacity(capacity)
    }

    mutating func add(_ r: StockRecord) {
        bytes.append(contentsOf: r.name.utf8)
        ends.append(UInt32(bytes.count))
        bytes.append(contentsOf: r.ticker.utf8)
        ends.append(UInt32(bytes.count))
        precondition(bytes.count < Int(UInt32.max))
        let c: UInt16
        if let known = countryNumbers[r.country] {
            c = known
        } else {
            c = UInt16(truncatingIfNeeded: countries.count)
            countries.append(r.country)
            countryNumbers[r.country] = c
        }
        country.append(c)
        func plain(_ s: String) -> Bool {
            _isASCII(s) || !s.unicodeScalars.contains(where: DisplayCollator.russianReorderMayMove)
        }
        neutral.append(plain(r.name) && plain(r.ticker) && plain(r.country))
    }

    func nameRange(_ i: Int) -> Range<Int> { (i == 0 ? 0 : Int(ends[2 * i - 1]))..<Int(ends[2 * i]) }

    func name(_ i: Int) -> String { String(decoding: bytes[nameRange(i)], as: UTF8.self) }

    func ticker(_ i: Int) -> String { String(decoding: bytes[Int(ends[2 * i])..<Int(ends[2 * i + 1])], as: UTF8.self) }
}

/// The two orderings of the listings (`StockIndex.Ordering`): the ranking's own order; within
/// it, listings whose names the query covers best (shorter names, counting letters and digits
/// only) before longer ones, so "apple" gives "Apple Inc" before "Apple Flavor & Fragrance
/// Group"; equal lengths follow the UI language's collation of name, then ticker, then
/// country, then the record id.
///
/// The ranking's part is a sort of packed integers; ICU's sort keys are computed only for
/// listings that tie on it, group by group on every core. The Russian tailoring only moves
/// Cyrillic ahead of the other scripts ("[reorder Cyrl]"), so a group with no string it may
/// move (Cyrillic, or — to be safe — scripts it groups with Cyrillic and Common or Inherited
/// characters above U+0370) keeps the root order there; other groups are sorted again.
enum _Orderings {
    struct Result {
        let ranks: [UInt32]
        let version: String
        let language: String
    }

    private struct Entry {
        var hi: UInt64
        var lo: UInt64
        var id: UInt32
    }

    static func compute(_ ranking: StockRanking, strings: _TieStrings) -> [Result] {
        let n = ranking.company.count
        var entries = [Entry]()
        entries.reserveCapacity(n)
        for i in 0..<n {
            // Receipts last, more popular first, home first, larger company first, shorter name first.
            let hi = (ranking.isReceipt[i] ? UInt64(1) << 63 : 0)
                | UInt64(UInt32(bitPattern: Int32.max &- ranking.popularity[i])) << 31
                | UInt64(2 &- min(2, ranking.home[i])) << 29
            let lo = UInt64(UInt32.max - ranking.companySize[i]) << 32 | UInt64(ranking.nameLength[i])
            entries.append(Entry(hi: hi, lo: lo, id: UInt32(i)))
        }
        entries.sort { a, b in a.hi != b.hi ? a.hi < b.hi : a.lo != b.lo ? a.lo < b.lo : a.id < b.id }
        var groups: [Range<Int>] = []
        var i = 0
        while i < n {
            var j = i + 1
            while j < n && entries[j].hi == entries[i].hi && entries[j].lo == entries[i].lo { j += 1 }
            if j - i > 1 { groups.append(i..<j) }
            i = j
        }
        var root = entries.map(\.id)
        var russian = root
        let ruCollator = DisplayCollator(language: "ru")
        let shortcut = ruCollator.rules == "[reorder Cyrl]"
        // Groups in chunks of similar work, sorted on every core.
        var chunks: [[Range<Int>]] = [[]]
        var size = 0
        let target = max(1, n / 64)
        for g in groups {
            if size >= target { chunks.append([]); size = 0 }
            chunks[chunks.count - 1].append(g)
            size += g.count
        }
        root.withUnsafeMutableBufferPointer { rootOrder in
            russian.withUnsafeMutableBufferPointer { ruOrder in
                let r = _UnsafeOrders(root: rootOrder, russian: ruOrder)
                DispatchQueue.concurrentPerform(iterations: chunks.count) { c in
                    let en = DisplayCollator(language: "en"), ru = DisplayCollator(language: "ru")
                    for g in chunks[c] {
                        let members = Array(r.root[g])
                        let sortedRoot = sortGroup(members, collator: en, strings: strings)
                        for (k, id) in sortedRoot.enumerated() { r.root[g.lowerBound + k] = id }
                        if shortcut && members.allSatisfy({ strings.neutral[Int($0)] }) {
                            for (k, id) in sortedRoot.enumerated() { r.russian[g.lowerBound + k] = id }
                        } else {
                            for (k, id) in sortGroup(members, collator: ru, strings: strings).enumerated() { r.russian[g.lowerBound + k] = id }
                        }
                    }
                }
            }
        }
        func ranks(_ order: [UInt32]) -> [UInt32] {
            var ranks = [UInt32](repeating: 0, count: n)
            for (rank, record) in order.enumerated() { ranks[Int(record)] = UInt32(rank) }
            return ranks
        }
        return [Result(ranks: ranks(root), version: DisplayCollator(language: "en").version, language: "en"),
                Result(ranks: ranks(russian), version: ruCollator.version, language: "ru")]
    }

    /// A tie group in collation order of name, then ticker, then country, then record id.
    /// The names' sort keys go to one arena; tickers and countries are keyed only where names
    /// tie.
    private static func sortGroup(_ members: [UInt32], collator: DisplayCollator, strings: _TieStrings) -> [UInt32] {
        var arena: [UInt8] = []
        var spans: [(start: Int, end: Int, id: UInt32)] = []
        spans.reserveCapacity(members.count)
        strings.bytes.withUnsafeBufferPointer { b in
            for id in members {
                let r = strings.nameRange(Int(id))
                let start = arena.count
                collator.appendSortKey(utf8: UnsafeBufferPointer(rebasing: b[r]), to: &arena)
                spans.append((start, arena.count, id))
            }
        }
        arena.withUnsafeBufferPointer { a in
            let base = a.baseAddress ?? UnsafePointer(bitPattern: 1)!
            spans.sort { x, y in
                let c = _KeyCompare.compare(base + x.start, x.end - x.start, base + y.start, y.end - y.start)
                return c != 0 ? c < 0 : x.id < y.id
            }
            // Equal names: by ticker, then country.
            var i = 0
            while i < spans.count {
                var j = i + 1
                while j < spans.count && _KeyCompare.compare(base + spans[j].start, spans[j].end - spans[j].start,
                                                             base + spans[i].start, spans[i].end - spans[i].start) == 0 { j += 1 }
                if j - i > 1 {
                    var run = spans[i..<j].map { k in
                        (ticker: collator.sortKey(strings.ticker(Int(k.id))),
                         country: collator.sortKey(strings.countries[Int(strings.country[Int(k.id)])]), k: k)
                    }
                    run.sort { a, b in
                        if a.ticker != b.ticker { return a.ticker.lexicographicallyPrecedes(b.ticker) }
                        if a.country != b.country { return a.country.lexicographicallyPrecedes(b.country) }
                        return a.k.id < b.k.id
                    }
                    for (k, e) in run.enumerated() { spans[i + k] = e.k }
                }
                i = j
            }
        }
        return spans.map(\.id)
    }
}

/// Byte-wise comparison, a prefix first (sort keys never end early: ICU ends them with 0x00).
enum _KeyCompare {
    @inline(__always)
    static func compare(_ a: UnsafePointer<UInt8>, _ la: Int, _ b: UnsafePointer<UInt8>, _ lb: Int) -> Int {
        let n = min(la, lb)
        if n > 0 {
            let c = memcmp(a, b, n)
            if c != 0 { return Int(c) }
        }
        return la == lb ? 0 : (la < lb ? -1 : 1)
    }
}

/// The two orders a tie group writes into; groups are disjoint, so threads never meet.
private struct _UnsafeOrders: @unchecked Sendable {
    let root: UnsafeMutableBufferPointer<UInt32>
    let russian: UnsafeMutableBufferPointer<UInt32>
}

#if canImport(Glibc)
import Glibc
#endif
