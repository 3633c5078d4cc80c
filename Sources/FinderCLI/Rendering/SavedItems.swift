/// Serializes rendered results so a saved result can be shown again by any renderer, with no
/// JSON parser on the Foundation-free side: one item per line, fields separated by U+001F,
/// a field's parts by U+001E (name, JSON text, text, label, role, listing flag). The text
/// was sanitized when the item was made, so it holds no control characters of its own.
public enum SavedItems {
    static let fieldSeparator: Character = "\u{1F}"
    static let partSeparator: Character = "\u{1E}"
    static let absent = "\u{1D}"

    public static func encode(_ items: [ResultItem]) -> String {
        items.map { item in
            item.fields.map { f in
                [clean(f.name), clean(f.json.serialized()), f.text.map(clean) ?? absent, f.label.map(clean) ?? absent,
                 f.role.map { "\($0)" } ?? absent, f.inListing ? "1" : "0"]
                    .joined(separator: String(partSeparator))
            }.joined(separator: String(fieldSeparator))
        }.joined(separator: "\n")
    }

    /// nil when the text is not in this format (a damaged or foreign payload).
    public static func decode(_ text: String) -> [ResultItem]? {
        guard !text.isEmpty else { return [] }
        var items: [ResultItem] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var fields: [ResultField] = []
            for f in line.split(separator: fieldSeparator, omittingEmptySubsequences: false) {
                let p = f.split(separator: partSeparator, omittingEmptySubsequences: false).map(String.init)
                guard p.count == 6 else { return nil }
                func opt(_ s: String) -> String? { s == absent ? nil : s }
                let role = opt(p[4]).flatMap { r in roles.first { "\($0)" == r } }
                fields.append(ResultField(name: p[0], json: .raw(p[1]), text: opt(p[2]), label: opt(p[3]),
                                          role: role, inListing: p[5] == "1"))
            }
            items.append(ResultItem(fields: fields))
        }
        return items
    }

    static let roles: [Style.Role] = [.ticker, .name, .price, .muted, .error, .notice]

    private static func clean(_ s: String) -> String {
        String(s.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" }.map(Character.init))
    }
}
