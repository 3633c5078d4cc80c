/// The text form of saved results: records of fields, written and read without Foundation.
/// Fields are separated by U+001F, records by U+001E; an absent value is U+001D alone. Text
/// values were cleaned when they entered finder (no control characters); any that remain
/// are dropped, so a value can never break the framing. Writing costs what appending the
/// bytes costs: there is no escaping pass unless a value holds a control character.
struct _RecordWriter {
    static let field: Character = "\u{1F}"
    static let record: Character = "\u{1E}"
    static let absent = "\u{1D}"

    private(set) var text = ""
    private var fieldsInRecord = 0

    init(capacity: Int) { text.reserveCapacity(capacity) }

    mutating func endRecord() {
        text.append(Self.record)
        fieldsInRecord = 0
    }

    mutating func add(_ s: String) {
        separate()
        if s.utf8.contains(where: { $0 < 0x20 }) {
            text.unicodeScalars.append(contentsOf: s.unicodeScalars.lazy.filter { $0.value >= 0x20 })
        } else {
            text += s
        }
    }

    mutating func add(_ s: String?) {
        guard let s else { return absentValue() }
        add(s)
    }

    mutating func add(_ n: Int) {
        separate()
        text += String(n)
    }

    mutating func add(_ d: Double?) {
        guard let d else { return absentValue() }
        separate()
        text += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    private mutating func absentValue() {
        separate()
        text += Self.absent
    }

    private mutating func separate() {
        if fieldsInRecord > 0 { text.append(Self.field) }
        fieldsInRecord += 1
    }
}

/// Reads what `_RecordWriter` wrote, record by record; every read is checked, so a damaged
/// payload is nil, never a crash.
struct _RecordReader {
    private var records: [[Substring]]
    private var index = 0

    init(_ text: String) {
        records = text.split(separator: _RecordWriter.record, omittingEmptySubsequences: true)
            .map { $0.split(separator: _RecordWriter.field, omittingEmptySubsequences: false) }
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
