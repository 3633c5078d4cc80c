import FinderIndex
import FinderStore
#if canImport(Glibc)
import Glibc
#endif

// A stock index build's payload: each listing's fields, coded compactly. Over 300 lines
// because the encoder and the decoder of one byte format stay side by side (a change to one
// is a change to the other); the token table is `_TokenTable.swift`.

/// A listing's fields as the index stores them, coded against the listing before it in the
/// same payload block (`IndexBuilder.payloadBlockSize`): the ticker as the bytes it shares
/// with the previous listing's and the rest; the name as the bytes it shares (cut back to a
/// token's start) and the rest as tokens — runs of ASCII letters and digits or of non-ASCII
/// bytes, and single other bytes — numbered in a list stored once (names repeat their words);
/// exchange, country, currency and country code as one "place" number; the other short
/// repeated strings (price date and source) as numbers into a list stored once.
///
///     varint           place << 8 | flags (ISIN, other-script name, price, price date,
///                      price source, market cap, change, change percent: which optional
///                      fields follow; one bit per field of `flagged`, the optional fields
///                      of `ListingField` in table order, coded as the table says)
///     ticker           varint shared prefix, varint rest length, rest bytes (UTF-8)
///     name             varint shared prefix, varint token count, varint token numbers
///     [ISIN]           varint length, bytes
///     [other name]     varint length, bytes
///     [price]          8 bytes (IEEE 754, little-endian)
///     [date], [source] varint string numbers
///     [market cap]     8 bytes
///     [change], [%]    8 bytes each
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
        for (bit, f) in Self.flagged.enumerated() where r.has(f) { flags |= 1 << bit }
        Self.varint(place(r) << Self.flagged.count | flags, &out)
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
        for f in Self.flagged {
            switch f.payload {
            case .bytes: if let v = r.text(f) { Self.bytes(v, &out) }
            case .listed: if let v = r.text(f) { Self.varint(number(v), &out) }
            case .double: if let v = r.number(f) { Self.double(v, &out) }
            case .sharedPrefix, .tokens, .place: break
            }
        }
        out.withUnsafeBytes { emit($0) }
    }

    /// The strings and places, each read where it lies (a cold search reads the few its rows
    /// show; parsing them all at open cost it ~50 k instructions): u64 string count, u64 bits
    /// of an end, u64 place count, u64 bits of a number; the packed end of each string (in the
    /// bytes that follow the packed arrays); each place's four packed numbers (exchange,
    /// country, currency, country code + 1 or 0); the strings' bytes.
    func stringsSection() -> [UInt8] {
        let bytes = list.flatMap { Array($0.utf8) }
        var ends: [UInt64] = []
        var end = 0
        for s in list { end += s.utf8.count; ends.append(UInt64(end)) }
        let numbers = places.flatMap { $0.map { UInt64($0) } }
        let endBits = IndexPacking.bits(for: UInt64(bytes.count)), numberBits = IndexPacking.bits(for: UInt64(list.count))
        var out: [UInt8] = []
        for v in [UInt64(list.count), UInt64(endBits), UInt64(places.count), UInt64(numberBits)] {
            for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
        }
        out += IndexPacking.pack(ends, bits: endBits)
        out += IndexPacking.pack(numbers, bits: numberBits)
        out += bytes
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

    /// What decoding needs besides the payloads: the strings, the places and the tokens, each
    /// read where it lies, when a listing needs it (`stringsSection`, `tokensSection`).
    struct Tables {
        /// The strings' bytes and the two small packed tables, verified once at open (a few
        /// KiB): a string or a place read later checks only its bounds.
        private let stringBytes: UnsafeRawBufferPointer
        private let stringEnds: IndexVerifiedPackedArray
        /// Per place: exchange, country, currency, country code + 1 (0: none).
        private let placeNumbers: IndexVerifiedPackedArray
        let tokens: IndexSection
        let tokenEnds: IndexPackedArray
        let tokenBytesStart: Int

        init(strings section: IndexSection, tokens: IndexSection) throws(IndexError) {
            let h = try section.bytes(0..<32)
            func word(_ i: Int) -> Int { Int(truncatingIfNeeded: h.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self).littleEndian) }
            let count = word(0), endBits = word(1), placeCount = word(2), numberBits = word(3)
            guard count >= 0, count <= section.count, placeCount >= 0, placeCount <= section.count / 4,
                  (1...56).contains(endBits), (1...56).contains(numberBits) else { throw .corrupt("strings") }
            stringEnds = try section.verifiedPackedArray(at: 32, count: count, bits: endBits)
            let placesStart = 32 + IndexPacking.byteCount(count: count, bits: endBits)
            placeNumbers = try section.verifiedPackedArray(at: placesStart, count: 4 * placeCount, bits: numberBits)
            let bytesStart = placesStart + IndexPacking.byteCount(count: 4 * placeCount, bits: numberBits)
            guard bytesStart <= section.count else { throw .corrupt("strings") }
            stringBytes = try section.bytes(bytesStart..<section.count)
            self.tokens = tokens
            let t = try tokens.bytes(0..<16)
            let tokenCount = Int(truncatingIfNeeded: t.loadUnaligned(fromByteOffset: 0, as: UInt64.self).littleEndian)
            let bits = Int(truncatingIfNeeded: t.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian)
            guard tokenCount >= 0, bits >= 1, bits <= 56, tokenCount <= tokens.count else { throw .corrupt("tokens") }
            tokenEnds = try tokens.packedArray(at: 16, count: tokenCount, bits: bits)
            tokenBytesStart = 16 + IndexPacking.byteCount(count: tokenCount, bits: bits)
            guard tokenBytesStart <= tokens.count else { throw .corrupt("tokens") }
        }

        var placeCount: Int { placeNumbers.count / 4 }

        /// How many strings the table has.
        var stringCount: Int { stringEnds.count }

        /// String `n` (< `stringCount`).
        func string(_ n: Int) throws(IndexError) -> String {
            guard let hi = stringEnds.value(n), let lo = n == 0 ? 0 : stringEnds.value(n - 1),
                  lo <= hi, hi <= UInt64(stringBytes.count) else { throw .corrupt("string \(n)") }
            return _PayloadCoder.string(UnsafeRawBufferPointer(rebasing: stringBytes[Int(lo)..<Int(hi)]))
        }

        /// Place `n` (< `placeCount`).
        func place(_ n: Int) throws(IndexError) -> (exchange: String, country: String, currency: String, code: String?) {
            let count = UInt64(stringCount)
            guard let exchange = placeNumbers.value(4 * n), let country = placeNumbers.value(4 * n + 1),
                  let currency = placeNumbers.value(4 * n + 2), let code = placeNumbers.value(4 * n + 3),
                  exchange < count, country < count, currency < count, code <= count else { throw .corrupt("place \(n)") }
            return (try string(Int(exchange)), try string(Int(country)), try string(Int(currency)),
                    code == 0 ? nil : try string(Int(code) - 1))
        }

        @inline(__always)
        func token(_ i: Int) throws(IndexError) -> UnsafeRawBufferPointer {
            let lo = i == 0 ? 0 : Int(try tokenEnds[i - 1])
            let hi = Int(try tokenEnds[i])
            guard lo <= hi, hi <= tokens.count - tokenBytesStart else { throw .corrupt("token \(i)") }
            return try tokens.bytes((tokenBytesStart + lo)..<(tokenBytesStart + hi))
        }
    }

    /// The listing `at` of a block (`records` from the block's first listing on).
    static func decode(_ records: [UnsafeRawBufferPointer], at: Int, tables: Tables) throws(IndexError) -> StockRecord {
        try decode(records, through: at, wanted: { _ in false }, tables: tables) { _, _ in }
    }

    /// Bytes of the stack each of a decode's ticker and name starts in (one outgrowing them
    /// moves to the heap: `_ByteBuffer`).
    static let stackBytes = 256

    /// The listings of a block that `wanted` names and `last`, the greatest of them, in one
    /// pass over the block, in order: those before `last` given to `emit` with their place,
    /// `last`'s returned (not through an Optional the caller unwraps: a StockRecord? cost a
    /// decode its copy and two destroys, ~700 instructions).
    ///
    /// A name is the shared part of the name before it and its own tokens; the listings
    /// wanted are read in full, those before them only as far as the names after them need
    /// (a first pass reads each one's shared length; tokens are fetched only where a later
    /// name uses them). Several listings of one block (a company's, often side by side) cost
    /// one pass, not one each. The ticker and the name are decoded in place, in one buffer
    /// each on the stack, and each made a String once, from its bytes.
    @inline(__always)
    static func decode(_ records: [UnsafeRawBufferPointer], through last: Int, wanted: (Int) -> Bool, tables: Tables,
                       emit: (Int, consuming StockRecord) -> Void) throws(IndexError) -> StockRecord {
        guard last >= 0, last < records.count else { throw .corrupt("payload block") }
        // The passes' three numbers per listing on the stack (a block holds `blockSize`
        // listings): three arrays a decode cost ~1,800 instructions of allocation.
        return try withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (last + 1)) {
            (scratch) throws(IndexError) -> StockRecord in
            let keep = UnsafeMutableBufferPointer(rebasing: scratch[0...last])
            let tokensAt = UnsafeMutableBufferPointer(rebasing: scratch[(last + 1)...(2 * last + 1)])
            let needed = UnsafeMutableBufferPointer(rebasing: scratch[(2 * last + 2)...])
            // Pass 1: where each name's tokens start, and how much it shares with the one before.
            for i in 0...last {
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
            // How much of each name the next ones need (all of a wanted one's).
            needed[last] = .max
            if last > 0 {
                for i in stride(from: last, to: 0, by: -1) { needed[i - 1] = wanted(i - 1) ? .max : min(keep[i], needed[i]) }
            }
            // Pass 2: tickers in full; names as far as needed.
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * stackBytes) {
                (stack) throws(IndexError) -> StockRecord in
                var ticker = _ByteBuffer(lending: UnsafeMutableBufferPointer(rebasing: stack[..<stackBytes]))
                var name = _ByteBuffer(lending: UnsafeMutableBufferPointer(rebasing: stack[stackBytes...]))
                for i in 0...last {
                    let b = records[i]
                    var p = 0
                    let head = try varint(b, &p)
                    let shared = try varint(b, &p)             // the ticker: shared bytes, then its own
                    guard shared <= ticker.count else { throw .corrupt("payload prefix") }
                    ticker.keep(shared)
                    ticker.append(try bytes(b, &p))
                    let isWanted = i == last || wanted(i)
                    guard needed[i] > keep[i] || isWanted else {
                        if keep[i] < name.count { name.keep(keep[i]) }
                        continue
                    }
                    guard keep[i] <= name.count else { throw .corrupt("payload prefix") }
                    name.keep(keep[i])
                    p = tokensAt[i]
                    let tokens = try varint(b, &p)
                    guard tokens <= b.count else { throw .corrupt("payload tokens") }
                    for _ in 0..<tokens { name.append(try tables.token(try varint(b, &p))) }
                    guard isWanted else { continue }
                    let r = try finish(b, head: head, from: p, ticker: ticker.bytes, name: name.bytes, tables: tables)
                    if i == last { return r }
                    emit(i, r)
                }
                throw .corrupt("payload block")   // not reached: the loop returns at `last`
            }
        }
    }

    /// A listing from its head (flags and place), ticker and name, and its fields from `p` on.
    @inline(__always)
    private static func finish(_ b: UnsafeRawBufferPointer, head: Int, from p: Int, ticker: UnsafeBufferPointer<UInt8>,
                               name: UnsafeBufferPointer<UInt8>, tables: Tables) throws(IndexError) -> StockRecord {
        var p = p
        let fields = flagged
        let flags = head & ((1 << fields.count) - 1), placeNumber = head >> fields.count
        guard placeNumber < tables.placeCount else { throw .corrupt("place \(placeNumber)") }
        let place = try tables.place(placeNumber)
        var r = StockRecord(ticker: String(decoding: ticker, as: UTF8.self), name: String(decoding: name, as: UTF8.self),
                            exchange: place.exchange, country: place.country, currency: place.currency,
                            countryCode: place.code)
        // The flags set, lowest first (bit i for `fields[i]`, as `encode` set them).
        var rest = flags
        while rest != 0 {
            let f = fields[rest.trailingZeroBitCount]
            rest &= rest - 1
            switch f.payload {
            case .bytes: r.set(f, text: String(decoding: try bytes(b, &p), as: UTF8.self))
            case .listed:
                let n = try varint(b, &p)
                guard n < tables.stringCount else { throw .corrupt("string number \(n)") }
                r.set(f, text: try tables.string(n))
            case .double: r.set(f, number: try double(b, &p))
            case .sharedPrefix, .tokens, .place: break
            }
        }
        guard p == b.count else { throw .corrupt("payload length") }
        return r
    }

    /// The optional fields a payload carries after a flag each (bit i for the i-th), in table
    /// order; the ticker, the name and the place fields are always there.
    static let flagged = ListingField.allCases.filter { $0.payload != .sharedPrefix && $0.payload != .tokens && $0.payload != .place }

    /// What the payload's coding depends on in the field table: part of the index's identity
    /// (`StockIndex.identity`), so that an index built before a field was added, or its coding
    /// changed, is rebuilt without a hand bump of the format version.
    static let fingerprint: UInt64 = fingerprint(ListingField.allCases)

    /// The layout of the sections beside the payloads (`stringsSection`, `tokensSection`),
    /// bumped by hand when one changes. 2: strings and places packed, read where they lie.
    static let layout: UInt64 = 2 << 56

    static func fingerprint(_ fields: [ListingField]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ layout
        func mix(_ b: UInt8) { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        for f in fields {
            // Byte by byte, with no array made for each field (run by every cold search).
            for b in f.member.utf8 { mix(b) }
            mix(0)
            mix(f.kind.rawValue)
            mix(f.payload.rawValue)
        }
        return h
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

    /// The varint at `p` (moved past it): `IndexVarint.read`, which reads those of up to
    /// three bytes (flags with places, string numbers, token numbers) without a call.
    @inline(__always)
    static func varint(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int { try IndexVarint.read(b, &p) }

    /// The String of UTF-8 bytes (invalid sequences repaired, as `String(decoding:as:)`
    /// repairs them), copied straight into its storage: a short ASCII one is made without
    /// `String(decoding:as:)`'s separate ASCII scan and copy. For the strings table (its 258
    /// strings cost a cold search ~12 k instructions less); a listing's ticker and name keep
    /// `String(decoding:as:)`, which cost 200 queries' decoding 2 M instructions less than
    /// this did there (the closure cost the place's strings a retain and a release).
    @inline(__always)
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { out in
            UnsafeMutableRawBufferPointer(out).copyMemory(from: bytes)
            return bytes.count
        }
    }

    @inline(__always)
    private static func bytes(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> UnsafeRawBufferPointer {
        let n = try varint(b, &p)
        guard n <= b.count - p else { throw .corrupt("payload bytes") }
        defer { p += n }
        return UnsafeRawBufferPointer(rebasing: b[p..<(p + n)])
    }

    @inline(__always)
    private static func double(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Double {
        guard p >= 0, b.count - p >= 8 else { throw .corrupt("payload number") }
        let v = UInt64(littleEndian: b.loadUnaligned(fromByteOffset: p, as: UInt64.self))
        p += 8
        return Double(bitPattern: v)
    }
}

