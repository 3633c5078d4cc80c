/// The text form of saved results: records of fields, written and read without Foundation.
/// Fields are separated by U+001F, records by U+001E; an absent value is U+001D alone. Text
/// values were cleaned when they entered finder (no control characters); any that remain
/// are dropped, so a value can never break the framing. Writing costs what appending the
/// bytes costs: the record is built as UTF-8 bytes (a String's `+=` and `append(Character)`
/// cost ~340 instructions a field, most of a saved result's encoding) and made a String once,
/// with no escaping pass unless a value holds a control character. (Every byte below 0x20 in
/// UTF-8 is a whole scalar below U+0020, so dropping those bytes drops exactly those scalars.)
struct _RecordWriter {
    static let field: Character = "\u{1F}"
    static let record: Character = "\u{1E}"
    static let absent = "\u{1D}"
    private static let fieldByte: UInt8 = 0x1F, recordByte: UInt8 = 0x1E, absentByte: UInt8 = 0x1D

    private var bytes: [UInt8] = []
    private var fieldsInRecord = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func endRecord() {
        bytes.append(Self.recordByte)
        fieldsInRecord = 0
    }

    mutating func add(_ s: String) {
        separate()
        var s = s
        s.withUTF8 { u in
            if u.contains(where: { $0 < 0x20 }) {
                for b in u where b >= 0x20 { bytes.append(b) }
            } else {
                bytes.append(contentsOf: u)
            }
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
        if d == d.rounded() && abs(d) < 1e15 { digits(Int(d)) } else { bytes.append(contentsOf: String(d).utf8) }
    }

    /// `String(n)`'s bytes.
    private mutating func digits(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        if m == 0 { bytes.append(UInt8(ascii: "0")); return }
        let start = bytes.count
        while m > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(m % 10))
            m /= 10
        }
        bytes[start...].reverse()   // written least significant first
    }

    private mutating func absentValue() {
        separate()
        bytes.append(Self.absentByte)
    }

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
