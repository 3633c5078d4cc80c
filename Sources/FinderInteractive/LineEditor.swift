import FinderDomain
import FinderCLI
/// The query line: text and a cursor, edited with the usual readline keys. Pure value type;
/// the session decides what an edit means (a new search, a suggestion reset).
struct LineEditor: Equatable {
    /// The longest line: what history keeps of a query (`QueryHistory.maxStoredLength`).
    /// Characters past it are not taken (a 100 KB paste is its first 200 characters).
    static let maxCharacters = QueryHistory.maxStoredLength

    private(set) var characters: [Character] = []
    /// Insertion point, 0...characters.count.
    private(set) var cursor = 0

    init(_ text: String = "") {
        characters = Array(text.prefix(Self.maxCharacters))
        cursor = characters.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    /// Applies an editing key; returns whether the key was one (text or cursor may change).
    @discardableResult
    mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let c): insert(c)
        case .backspace: if cursor > 0 { characters.remove(at: cursor - 1); cursor -= 1 }
        case .delete, .endOfInput: if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"): characters.removeFirst(cursor); cursor = 0
        case .control("k"): characters.removeLast(characters.count - cursor)
        case .control("w"): deleteWordBackward()
        default: return false
        }
        return true
    }

    mutating func insert(_ c: Character) {
        guard characters.count < Self.maxCharacters else { return }
        characters.insert(c, at: cursor)
        cursor += 1
    }

    /// Replaces the whole line, cursor at the end.
    mutating func set(_ text: String) {
        characters = Array(text.prefix(Self.maxCharacters))
        cursor = characters.count
    }

    private mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Terminal columns before the cursor (wide characters count two).
    var cursorColumn: Int { characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) } }
}
