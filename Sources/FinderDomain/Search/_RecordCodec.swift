/// The text form of saved results: records of fields, written and read without Foundation.
/// Fields are separated by U+001F, records by U+001E; an absent value is U+001D alone. Text
/// values were cleaned when they entered finder (no control characters); any that remain
/// are dropped, so a value can never break the framing. Writing costs what copying the
/// bytes costs: the record is built as UTF-8 bytes in one buffer (a String's `+=` and
/// `append(Character)` cost ~340 instructions a field; an Array's appends, ~100 a call and
/// one per byte of a number) and made a String once, with no escaping pass unless a value
/// holds a control character. (Every byte below 0x20 in UTF-8 is a whole scalar below
/// U+0020, so dropping those bytes drops exactly those scalars.) A value's bytes are read
/// where the String keeps them, without a copy of the String.
struct _RecordWriter: ~Copyable {
    static let field: Character = "\u{1F}"
    static let record: Character = "\u{1E}"
    static let absent = "\u{1D}"
    private static let fieldByte: UInt8 = 0x1F, recordByte: UInt8 = 0x1E, absentByte: UInt8 = 0x1D

    private var bytes: _ByteBuffer
    private var fieldsInRecord = 0

    init(capacity: Int) { bytes = _ByteBuffer(capacity: capacity) }

    var text: String { String(decoding: bytes.bytes, as: UTF8.self) }
    /// The bytes written, as they are: valid UTF-8, as the values were (control characters,
    /// each one byte, are dropped whole).
    var utf8: [UInt8] { Array(bytes.bytes) }

    mutating func endRecord() {
        bytes.append(Self.recordByte)
        fieldsInRecord = 0
    }

    @inline(__always)
    mutating func add(_ s: String) {
        separate()
        if s.utf8.withContiguousStorageIfAvailable({ append(text: $0) }) == nil {
            for b in s.utf8 where b >= 0x20 { bytes.append(b) }   // not contiguous (bridged): byte by byte
        }
    }

    mutating func add(_ s: String?) {
        guard let s else { return absentValue() }
        add(s)
    }

    mutating func add(_ n: Int) {
        separate()
        digits(n)
    }

    mutating func add(_ d: Double?) {
        guard let d else { return absentValue() }
        separate()
        if d == d.rounded() && abs(d) < 1e15 {
            digits(Int(d))
        } else {
            let t = String(d)
            if t.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) == nil { for b in t.utf8 { bytes.append(b) } }
        }
    }

    /// A value's bytes but control characters: copied whole when it has none (checked eight
    /// bytes at a time), byte by byte otherwise.
    @inline(__always)
    private mutating func append(text u: UnsafeBufferPointer<UInt8>) {
        guard Self.hasControlCharacter(u) else { return bytes.append(u) }
        bytes.write(upTo: u.count) { out in
            var n = 0
            for b in u where b >= 0x20 {
                out[n] = b
                n += 1
            }
            return n
        }
    }

    /// Whether a byte of `u` is below 0x20. A word has one exactly when
    /// (x − 0x2020…20) & ~x & 0x8080…80 is not zero (a byte below 0x20 borrows into its top
    /// bit, and only a byte below 0x80 keeps it in ~x; "hasless", exact for a bound ≤ 0x80).
    @inline(__always)
    static func hasControlCharacter(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = u.baseAddress else { return false }
        let n = u.count
        var i = 0
        while i + 8 <= n {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if (x &- 0x2020_2020_2020_2020) & ~x & 0x8080_8080_8080_8080 != 0 { return true }
            i += 8
        }
        while i < n {
            if base[i] < 0x20 { return true }
            i += 1
        }
        return false
    }

    /// `String(n)`'s bytes, written in place (at most 20: a sign and 19 digits).
    private mutating func digits(_ n: Int) {
        bytes.write(upTo: 20) { out in
            var m = n.magnitude, length = 1
            var rest = m
            while rest >= 10 { rest /= 10; length += 1 }
            if n < 0 { out[0] = UInt8(ascii: "-"); length += 1 }
            var i = length
            repeat {
                i -= 1
                out[i] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
            } while m > 0
            return length
        }
    }

    private mutating func absentValue() {
        separate()
        bytes.append(Self.absentByte)
    }

    @inline(__always)
    private mutating func separate() {
        if fieldsInRecord > 0 { bytes.append(Self.fieldByte) }
        fieldsInRecord += 1
    }
}

/// Reads what `_RecordWriter` wrote, record by record; every read is checked, so a damaged
/// payload is nil, never a crash.
struct _RecordReader {
    private var records: [[Substring]]
    private var index = 0

    /// Records split at U+001E (empty ones dropped), each into fields at U+001F (empty ones
    /// kept), found as bytes: a control character is always a character of its own, so its
    /// byte is where splitting the Characters split (that cost reading twenty saved rows 1 M
    /// instructions).
    init(_ text: String) {
        var records: [[Substring]] = []
        let bytes = text.utf8
        var recordStart = bytes.startIndex, fieldStart = bytes.startIndex
        var fields: [Substring] = []
        var i = bytes.startIndex
        while true {
            let end = i == bytes.endIndex
            let b = end ? 0 : bytes[i]
            if end || b == 0x1E {
                if recordStart < i {
                    fields.append(text[fieldStart..<i])
                    records.append(fields)
                }
                fields = []
                if end { break }
                recordStart = bytes.index(after: i)
                fieldStart = recordStart
            } else if b == 0x1F {
                fields.append(text[fieldStart..<i])
                fieldStart = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        self.records = records
    }

    var isAtEnd: Bool { index >= records.count }

    /// The next record, when it has at least `count` fields.
    mutating func next(fields count: Int) -> _Fields? {
        guard index < records.count, records[index].count >= count else { return nil }
        defer { index += 1 }
        return _Fields(values: records[index])
    }
}

struct _Fields {
    let values: [Substring]
    var count: Int { values.count }

    func string(_ i: Int) -> String { i < values.count ? String(values[i]) : "" }
    func optional(_ i: Int) -> String? {
        guard i < values.count, values[i] != _RecordWriter.absent else { return nil }
        return String(values[i])
    }
    func int(_ i: Int) -> Int? { i < values.count ? Int(values[i]) : nil }
    func double(_ i: Int) -> Double? { optional(i).flatMap { Double($0) } }
}
