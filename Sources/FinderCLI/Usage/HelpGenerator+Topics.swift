/// `finder help exit-codes|environment|formats|json`: a reference topic as help text, from the
/// model the man page's sections come from (`ReferenceTopic`).
extension HelpGenerator {
    /// The topic's summary, then its paragraphs; a run of items is one table (accessible:
    /// "term, text", one per line).
    func topicPage(_ topic: ReferenceTopic) -> String {
        var s = messages.text(topic.summaryKey) + "\n"
        var rows: [(String, String)] = []
        func flush() {
            if !rows.isEmpty { s += "\n" + table(rows) }
            rows = []
        }
        for block in topic.blocks {
            switch block {
            case .paragraph(let text):
                flush()
                s += "\n" + text + "\n"
            case .item(let term, let detail, let text):
                rows.append((term + (detail.map { " " + $0 } ?? ""), text))
            }
        }
        flush()
        return s
    }

    /// The overview's list of topics: "help exit-codes" and what it is about.
    func topicList() -> String {
        messages.text("help.topics") + "\n" + table(ReferenceTopic.names.map { name in
            (words("help " + name), messages.text("topic.summary." + name))
        })
    }
}
