import FinderText

/// Output for a screen reader: linear, announced in words. No colour, spinner, cursor
/// movement, box drawing or column padding; one result per line, starting with its position
/// ("result 1 of 3: ", "результат 1, всего 3: "), fields joined by semicolons, labelled where a label helps. States are sentences
/// on stderr, like the text renderer's, so stdout stays results only.
final class AccessibleRenderer: Renderer {
    let out: OutputStream
    let err: OutputStream
    let messages: Messages
    let quiet: Bool
    let announceLoading: Bool

    init(out: OutputStream, err: OutputStream, messages: Messages, quiet: Bool, stderrIsTerminal: Bool) {
        self.out = out
        self.err = err
        self.messages = messages
        self.quiet = quiet
        announceLoading = stderrIsTerminal && !quiet
    }

    func begin(_ context: SearchContext) {
        if announceLoading && !context.loadingMessage.isEmpty { err.write(TerminalText.sanitize(context.loadingMessage) + "\n"); err.flush() }
    }

    func notice(_ text: String) { if !quiet { err.write(Sentence.opening(TerminalText.sanitize(text)) + "\n") } }

    private var lines: [String] = []

    func item(_ item: ResultItem, position: Int, total: Int) {
        let parts = item.fields.compactMap { f -> String? in
            guard let text = f.text, !text.isEmpty else { return nil }
            return f.label.map { "\($0) \(text)" } ?? text
        }
        // Positions are nominative, so the wording needs no case: "результат один, всего
        // двадцать три" (spoken Russian says the numbers in words, `Messages.plural`).
        // Fields end at a semicolon: a name or description with commas of its own cannot be
        // heard as two fields.
        guard item.positioned else { lines.append(parts.joined(by: "; ")); return }
        // The line is a record on its own line: its label opens it with a capital, as every
        // line of its own does (docs/decisions/0404-sentence-case.md).
        let lead = Sentence.opening(messages.text("accessible.position", ["position": "\(position)", "total": "\(total)"]))
        lines.append(lead + ": " + parts.joined(by: "; "))
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        // Messages quote what the user or a server typed: nothing in them may act on the terminal.
        let outcome = outcome.sanitized
        switch outcome {
        case .content(_, let summary):
            if !quiet && !summary.isEmpty { err.write(summary + "\n") }
            err.flush()
            for l in lines { out.write(l + "\n") }
        case .empty(let message, let hint):
            if !quiet { err.write(message + "\n"); if let hint { err.write(hint + "\n") } }
        case .error(_, let message, let hint, _):
            err.write(messages.text("accessible.errorPrefix") + " " + message + "\n")
            if let hint { err.write(hint + "\n") }
        }
        err.flush()
        out.flush()
    }
}
