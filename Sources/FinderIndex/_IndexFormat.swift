/// On-disk layout of a finder index. All integers are little-endian.
///
///     offset  size  field
///          0     8  magic "FNDRIDX\0"
///          8     4  format version
///         12     4  trie count T
///         16     4  ordering count O
///         20     4  record count R
///         24     8  catalogue checksum (chosen by the caller; compared to detect a stale index)
///         32    16  ICU version, NUL-padded ASCII
///         48    32  search-key collator version, NUL-padded ASCII
///         80     8  file length
///         88     8  body checksum (FNV-1a 64 of every byte after the header)
///         96   512  section table: up to 32 × (offset u64, length u64)
///        608    16  root node offset of each trie (T × u32, up to 4 tries), then padding
///       1016     8  header checksum (FNV-1a 64 of bytes 0..<1016)
///
/// Sections, in this order: for each trie, its nodes and its entries (u32 record ids in key
/// order), then for each ordering its block minima for each trie; then for each ordering the
/// rank of every record (u32); then payload offsets (R+1 × u32), the payload bytes, and
/// metadata (`key=value` lines).
enum _IndexFormat {
    static let magic: [UInt8] = Array("FNDRIDX".utf8) + [0]
    static let version: UInt32 = 4
    static let headerSize = 1024
    static let maxSections = 32
    static let maxTries = 4
    static let sectionTableOffset = 96
    static let rootTableOffset = 608
    static let headerChecksumOffset = 1016
    /// Entries per block of the range-minimum structure.
    static let blockSize = 64
    /// Blocks per super-block.
    static let superBlockSize = 64

    static func sectionCount(tries: Int, orderings: Int) -> Int {
        tries * 2 + orderings * tries * 2 + orderings + 3
    }
    static func nodesSection(trie: Int) -> Int { trie * 2 }
    static func entriesSection(trie: Int) -> Int { trie * 2 + 1 }
    static func blockMinSection(trie: Int, ordering: Int, tries: Int) -> Int {
        tries * 2 + (ordering * tries + trie) * 2
    }
    static func superMinSection(trie: Int, ordering: Int, tries: Int) -> Int {
        blockMinSection(trie: trie, ordering: ordering, tries: tries) + 1
    }
    static func ranksSection(ordering: Int, tries: Int, orderings: Int) -> Int {
        tries * 2 + orderings * tries * 2 + ordering
    }
    static func payloadOffsetsSection(tries: Int, orderings: Int) -> Int {
        tries * 2 + orderings * tries * 2 + orderings
    }
    static func payloadSection(tries: Int, orderings: Int) -> Int {
        payloadOffsetsSection(tries: tries, orderings: orderings) + 1
    }
    static func metadataSection(tries: Int, orderings: Int) -> Int {
        payloadOffsetsSection(tries: tries, orderings: orderings) + 2
    }
}

/// FNV-1a, 64 bit: cheap, dependency-free, good enough to notice a damaged file.
@usableFromInline
struct _FNV1a64 {
    @usableFromInline var value: UInt64 = 0xcbf2_9ce4_8422_2325
    @inlinable init() {}
    @inlinable mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        value = h
    }
    @inlinable mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }
}
