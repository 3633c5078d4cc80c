import CChecksum
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// What opening the catalogue reads from the store (`Store.catalogueState`), as a value.
public struct CatalogueState: Equatable, Sendable {
    /// The catalogue's checksum; nil before the first import.
    public var checksum: UInt64?
    /// Whether the listings have their country codes.
    public var hasCountryCodes: Bool
    /// Whether the catalogue was ever synced.
    public var synced: Bool
    /// Whether a quote was ever kept.
    public var quotesKept: Bool
    /// The kept quotes (`Store.quotes`), when they were read with the state: remembered with
    /// it, so a search over a store with quotes opens no database either. nil: not read (no
    /// quote kept, or more than `Store.rememberedQuotesLimit`).
    public var quotes: [String: StoredQuote]?
    /// Whether the catalogue is a bundled one (its source "bundled"), and which: the version
    /// of the bundle it was imported from, nil when the import did not say (before finder
    /// recorded it). A finder with another bundle takes its own (decision 0611).
    public var bundled: Bool
    public var bundle: UInt64?

    public init(checksum: UInt64?, hasCountryCodes: Bool, synced: Bool, quotesKept: Bool, quotes: [String: StoredQuote]? = nil,
                bundled: Bool = false, bundle: UInt64? = nil) {
        self.checksum = checksum
        self.hasCountryCodes = hasCountryCodes
        self.synced = synced
        self.quotesKept = quotesKept
        self.quotes = quotes
        self.bundled = bundled
        self.bundle = bundle
    }

    /// Whether the catalogue is a bundled one other than the bundle `version`, never synced: a
    /// finder with that bundle takes its own in its place (a synced one keeps its listings and
    /// prices; one whose version is unknown was imported by a finder that did not record it).
    public func holdsAnotherBundle(than version: UInt64) -> Bool {
        checksum != nil && bundled && !synced && bundle != version
    }
}

/// The catalogue's state remembered beside the store, for a search to read without opening
/// SQLite (docs/decisions/0602-a-search-opens-no-database.md): opening the store (the WAL index
/// rebuilt, the schema parsed, two pragmas) and reading the state cost a cold search ~0.65 M
/// instructions, a fifth of it.
///
/// The file is a cache, never the truth: it holds the state with the store's **version** when
/// it was read — the database's and the WAL's inode, size and mtime, and the WAL index's header
/// (which every commit rewrites: its frame count, checksums and salts) — and it is believed only
/// while the store's version is still that one. Any commit by any process, a checkpoint, a
/// store or WAL replaced, copied or edited by hand, changes the version, and the next search
/// opens the store as before and remembers the new state. The version is taken before the state
/// is read, so a commit in between leaves a file that is never believed.
extension Store {
    public static let rememberedStateFileName = "finder.state"
    private static let stateMagic: [UInt8] = Array("finder-state-4\n".utf8)
    /// More kept quotes than this (a refresh of a whole market) are read from the store, not
    /// remembered: the file stays a few KiB.
    public static let rememberedQuotesLimit = 1_000

    /// The store's version in `directory`: nil when the database, its WAL or its WAL index is
    /// missing (then nothing is remembered, and nothing believed).
    static func version(ofStoreIn directory: String) -> [UInt8]? {
        let path = directory + "/" + fileName
        var out: [UInt8] = []
        out.reserveCapacity(176)
        var st = stat()
        for file in [path, path + "-wal"] {
            guard stat(file, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
            // Not the ctime: SQLite changes the WAL's owner (to the database's) on every open,
            // and a search after any command that opened the store (a completion's
            // suggestions) would open it again.
            for field in [UInt64(st.st_dev), UInt64(st.st_ino), UInt64(st.st_size),
                          UInt64(bitPattern: Int64(st.st_mtim.tv_sec)), UInt64(st.st_mtim.tv_nsec)] {
                append(field, to: &out)
            }
        }
        // The WAL index header (its first copy: 48 bytes), which a commit rewrites. A torn
        // read (a writer mid-update) gives bytes no remembered version has. Read through a
        // descriptor held open: closing one would drop SQLite's locks on it (`_HeldDescriptors`).
        guard let header = _HeldDescriptors.read(path + "-shm", count: 48, at: 0, followingLinks: false) else { return nil }
        return out + header
    }

    /// The catalogue state remembered for the store in `directory`, when the store is still
    /// the version it was read from; nil otherwise (or when nothing is remembered).
    public static func rememberedCatalogueState(directory: String) -> CatalogueState? {
        let (bytes, _) = LocalFile.read(directory + "/" + rememberedStateFileName)
        guard let bytes, let version = version(ofStoreIn: directory) else { return nil }
        let fixed = stateMagic.count + 4 + version.count + 8 + 8 + 1
        guard bytes.count >= fixed + 4, bytes[0..<stateMagic.count].elementsEqual(stateMagic),
              read32(bytes, bytes.count - 4) == crc(bytes[0..<(bytes.count - 4)]) else { return nil }
        var at = stateMagic.count
        guard read32(bytes, at) == UInt32(schemaVersion) else { return nil }
        at += 4
        guard bytes[at..<at + version.count].elementsEqual(version) else { return nil }
        at += version.count
        let checksum = read64(bytes, at), bundle = read64(bytes, at + 8)
        let flags = bytes[at + 16]
        at += 17
        var state = CatalogueState(checksum: flags & 1 != 0 ? checksum : nil, hasCountryCodes: flags & 2 != 0,
                                   synced: flags & 4 != 0, quotesKept: flags & 8 != 0,
                                   bundled: flags & 32 != 0, bundle: flags & 64 != 0 ? bundle : nil)
        if flags & 16 != 0 {
            guard let quotes = decodeQuotes(bytes, from: at, to: bytes.count - 4) else { return nil }
            state.quotes = quotes
        } else {
            guard at == bytes.count - 4 else { return nil }
        }
        return state
    }

    /// `catalogueState`, and remembered beside the store for the searches after this one
    /// (`rememberedCatalogueState`) when the folder can be written; a file that cannot be
    /// written is no failure (the next search opens the store, as this one did).
    /// `catalogueState` as a value, read from the store now (its quotes not read), remembering
    /// nothing.
    public func currentCatalogueState() throws(StoreError) -> CatalogueState {
        let s = try catalogueState()
        return CatalogueState(checksum: s.checksum, hasCountryCodes: s.hasCountryCodes, synced: s.synced, quotesKept: s.quotesKept,
                              bundled: s.bundled, bundle: s.bundle)
    }

    public func rememberingCatalogueState() throws(StoreError) -> CatalogueState {
        let version = isReadOnly || db.writeRefusal != nil ? nil : Store.version(ofStoreIn: directory)
        var state = try currentCatalogueState()
        if state.quotesKept, let quotes = try? quotes(), quotes.count <= Store.rememberedQuotesLimit { state.quotes = quotes }
        guard let version else { return state }
        var bytes = Store.stateMagic
        Store.append32(UInt32(Store.schemaVersion), to: &bytes)
        bytes += version
        Store.append(state.checksum ?? 0, to: &bytes)
        Store.append(state.bundle ?? 0, to: &bytes)
        bytes.append((state.checksum != nil ? 1 : 0) | (state.hasCountryCodes ? 2 : 0) | (state.synced ? 4 : 0) | (state.quotesKept ? 8 : 0)
                     | (state.quotes != nil ? 16 : 0) | (state.bundled ? 32 : 0) | (state.bundle != nil ? 64 : 0))
        if let quotes = state.quotes { Store.encodeQuotes(quotes, to: &bytes) }
        Store.append32(Store.crc(bytes[...]), to: &bytes)
        try? AtomicFile.write(bytes, to: directory + "/" + Store.rememberedStateFileName, flushed: false)
        return state
    }

    /// The quotes, in the dictionary's order (sorting their keys as Strings cost ~0.2 M
    /// instructions for twenty): their count, then each one's key, symbol, price date and
    /// source (a length and UTF-8 each), its price and fetch time, and its change and
    /// percentage (a flag byte says which of the two are there).
    private static func encodeQuotes(_ quotes: [String: StoredQuote], to out: inout [UInt8]) {
        append32(UInt32(quotes.count), to: &out)
        for q in quotes.values {
            appendText(q.key, to: &out)
            appendText(q.symbol, to: &out)
            appendText(q.priceDate, to: &out)
            appendText(q.source, to: &out)
            append(q.price.bitPattern, to: &out)
            append(q.fetchedAt.bitPattern, to: &out)
            out.append((q.change != nil ? 1 : 0) | (q.changePercent != nil ? 2 : 0))
            append((q.change ?? 0).bitPattern, to: &out)
            append((q.changePercent ?? 0).bitPattern, to: &out)
        }
    }

    private static func decodeQuotes(_ b: [UInt8], from start: Int, to end: Int) -> [String: StoredQuote]? {
        guard start + 4 <= end else { return nil }
        let count = Int(read32(b, start))
        guard count <= rememberedQuotesLimit else { return nil }
        var r = _BytesReader(bytes: b, at: start + 4, end: end)
        var out: [String: StoredQuote] = [:]
        for _ in 0..<count {
            guard let key = r.text(), let symbol = r.text(), let date = r.text(), let source = r.text(),
                  let price = r.number(), let fetchedAt = r.number(), let parts = r.byte(),
                  let change = r.number(), let percent = r.number() else { return nil }
            out[key] = StoredQuote(key: key, symbol: symbol, price: price, change: parts & 1 != 0 ? change : nil,
                                   changePercent: parts & 2 != 0 ? percent : nil, priceDate: date, source: source, fetchedAt: fetchedAt)
        }
        return r.isAtEnd ? out : nil
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { cchecksum_crc32c(0, $0.baseAddress, $0.count) }
    }

    static func append(_ v: UInt64, to out: inout [UInt8]) {
        for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    static func append32(_ v: UInt32, to out: inout [UInt8]) {
        for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(i)))) }
    }

    /// A length (4 bytes) and the text's UTF-8, as `_BytesReader.text()` reads it back.
    static func appendText(_ text: String, to out: inout [UInt8]) {
        append32(UInt32(text.utf8.count), to: &out)
        out += text.utf8
    }

    /// `appendText` of a text given as its UTF-8.
    static func appendText(utf8 bytes: [UInt8], to out: inout [UInt8]) {
        append32(UInt32(bytes.count), to: &out)
        out += bytes
    }

    static func read64(_ b: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(b[at + $1]) << (8 * UInt64($1)) }
    }

    static func read32(_ b: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(b[at + $1]) << (8 * UInt32($1)) }
    }
}
