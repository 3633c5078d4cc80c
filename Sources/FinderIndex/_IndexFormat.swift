/// On-disk layout of a finder index (format 8; 6 is 5 with the stock payload's day's change, 7 is 6 with keys whose
/// words are what ICU weighs and a code point table carrying each code point's class, 8 is 7 checksummed in blocks of
/// 1 KiB instead of 4 KiB). All integers are little-endian.
///
///     offset  size  field
///          0     8  magic "FNDRIDX\0"
///          8     4  format version
///         12     4  trie count T (≤ 4)
///         16     4  ordering count O (≤ 2)
///         20     4  record count R
///         24     8  catalogue checksum (chosen by the caller; compared to detect a stale index)
///         32    16  ICU version, NUL-padded ASCII
///         48    32  search-key collator version, NUL-padded ASCII
///         80     8  file length
///         88     8  hash of the second-level checksum section
///         96     8  end of the checksummed body (where the checksum sections start)
///        104     4  bits per record id (entries and payload links)
///        108     4  bits per rank (32: ranks are plain u32)
///        112     4  records per payload block
///        116     4  bits per payload block offset
///        120     4  bits per tail offset
///        124     4  bits per tail length
///        128     4  tail count
///        160    64  per trie: root node offset u32, entry count u32, 8 reserved bytes
///        224   656  section table: 41 × (offset u64, length u64)
///       1016     8  header checksum (`_BlockHash` of bytes 0..<1016)
///
/// The body is checksummed in blocks of 1 KiB (`blockSize`) counted from the end of the
/// header: the first-level checksum section holds one `_BlockHash` per block, the second-level
/// section one hash per 512 first-level entries, and the header the hash of the second level.
/// A reader verifies the header and the second level on open and every other block the first
/// time it reads from it, so damage anywhere is found before a byte of it is used, at the cost
/// of hashing only what a query touches. Most of a query's reads are a few bytes each at
/// scattered places (a record's rank, a packed entry, a trie node): 4 KiB blocks made a cold
/// `finder stocks app` hash 116 blocks, 475 KB (0.41 M instructions, issue 25); 1 KiB blocks
/// hash a quarter of that for each such read, for a first level of 0.8 % of the body.
///
/// Sections (slots of the table): for each trie its nodes (`_TrieBuilder` describes the
/// encoding) and its entries (record ids in key order, packed in the fewest bits); per
/// ordering the rank of every record (u32: read at random by every top-k, and an aligned
/// 4-byte read never straddles two checksum blocks); per ordering and trie the minimum rank
/// of each block of 64 entries and of
/// each super-block of 64 blocks (u32); the payload (`payloadIndex`: packed byte offset of each
/// block of `payloadBlockSize` records; `payload`: per record a varint length and its bytes);
/// the shared leaf tails (`tailTable`: packed offset and length per tail; `tails`: their
/// bytes); metadata (`key=value` lines); up to eight opaque sections of the caller (`aux`);
/// the two checksum levels. A section may share its bytes with an identical earlier one.
enum _IndexFormat {
    static let magic: [UInt8] = Array("FNDRIDX".utf8) + [0]
    static let version: UInt32 = 8
    static let headerSize = 1024
    static let maxTries = 4
    static let maxOrderings = 2
    static let maxAux = 8

    static let blockShift = 10
    static let blockSize = 1 << blockShift
    /// First-level checksums per second-level hash.
    static let checksumsPerChunk = 512

    /// Entries per block of the range-minimum structure.
    static let rmqBlockSize = 64
    /// Blocks per super-block.
    static let superBlockSize = 64

    // Header fields.
    static let fileLengthOffset = 80
    static let level2HashOffset = 88
    static let checksummedEndOffset = 96
    static let recordBitsOffset = 104
    static let rankBitsOffset = 108
    static let payloadBlockOffset = 112
    static let payloadIndexBitsOffset = 116
    static let tailOffsetBitsOffset = 120
    static let tailLengthBitsOffset = 124
    static let tailCountOffset = 128
    static let trieTableOffset = 160
    static let sectionTableOffset = 224
    static let headerChecksumOffset = 1016

    // Section slots.
    static let sectionCount = 41
    static func nodesSection(trie: Int) -> Int { trie * 2 }
    static func entriesSection(trie: Int) -> Int { trie * 2 + 1 }
    static func ranksSection(ordering: Int) -> Int { 8 + ordering }
    static func blockMinSection(trie: Int, ordering: Int) -> Int { 10 + (ordering * maxTries + trie) * 2 }
    static func superMinSection(trie: Int, ordering: Int) -> Int { blockMinSection(trie: trie, ordering: ordering) + 1 }
    static let payloadIndexSection = 26
    static let payloadSection = 27
    static let tailTableSection = 28
    static let tailsSection = 29
    static let metadataSection = 30
    static func auxSection(_ i: Int) -> Int { 31 + i }
    static let checksumSection = 39
    static let checksumChunkSection = 40
}

/// The checksum of the index's blocks and header: 64-bit words folded through an invertible
/// mix, so that changing any one word always changes the result (and any other change does
/// with probability 1 − 2⁻⁶⁴). About one instruction a byte — the cold path hashes every block
/// it reads.
enum _BlockHash {
    @inline(__always)
    static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        var x = (h ^ w) &* 0x9FB2_1C65_1E98_DF25
        x ^= x >> 29
        return x
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        let n = bytes.count
        var i = 0
        if let base = bytes.baseAddress {
            while i + 32 <= n {
                h = mix(h, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                h = mix(h, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
                h = mix(h, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
                h = mix(h, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
                i += 32
            }
            while i + 8 <= n {
                h = mix(h, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i += 8
            }
            if i < n {
                var w: UInt64 = 0
                var shift: UInt64 = 0
                while i < n { w |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift; shift += 8; i += 1 }
                h = mix(h, w | 1 << 63)
            }
        }
        h ^= h >> 31
        h = h &* 0xD6E8_FEB8_6659_FD93
        h ^= h >> 32
        return h
    }

    static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }
}

/// Bits needed for values 0...max (at least 1).
@inline(__always)
func _bitWidth(_ max: UInt64) -> Int { max == 0 ? 1 : 64 - max.leadingZeroBitCount }
