import FinderText

/// How every text of an Unsplash answer is made safe, in one place: cleaned of controls,
/// escapes and bidi overrides first, then the access key removed — in that order, so that
/// a key cut apart by control characters is rejoined before it is looked for — then
/// trimmed. Live and saved pages hold the same text, so they show the same.
enum UnsplashText {
    /// A one-line value (a name, an id, a colour): tabs and line breaks become spaces.
    static func line(_ s: String?, redacting secret: String?) -> String? {
        guard let s else { return nil }
        return redact(UntrustedText.clean(s), secret).trimmingWhitespace()
    }

    /// A description: paragraphs kept as single line breaks, tabs as spaces, each line trimmed.
    static func paragraphs(_ s: String?, redacting secret: String?) -> String? {
        guard let s else { return nil }
        let cleaned = redact(UntrustedText.clean(s, keepingLineBreaks: true), secret)
        let lines = cleaned.split(separator: "\n", omittingEmptySubsequences: true)
            .map { String($0).replacingTabs().trimmingWhitespace() }
            .filter { !$0.isEmpty }
        return lines.joined(separator: "\n")
    }

    /// An address finder may print or link to: http(s) only, no spaces; anything else is none.
    static func link(_ s: String?, redacting secret: String?) -> String? {
        guard let s = line(s, redacting: secret), !s.isEmpty, !s.contains(" "), !s.contains("…") else { return nil }
        let lower = s.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return s
    }

    private static func redact(_ s: String, _ secret: String?) -> String {
        guard let secret, !secret.isEmpty else { return s }
        return UntrustedText.redacting(secret, in: s)
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
