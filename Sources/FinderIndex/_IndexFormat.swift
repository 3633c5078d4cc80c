import CChecksum

/// On-disk layout of a finder index (format 10; 6 is 5 with the stock payload's day's change, 7 is 6 with keys whose
/// words are what ICU weighs and a code point table carrying each code point's class, 8 is 7 checksummed in blocks of
/// 1 KiB instead of 4 KiB, 9 is 8 with CRC-32C checksums of 4 bytes instead of 64-bit hashes, 10 is 9 with room for
/// five tries instead of four: the stock index's fifth holds the identifiers people paste, ISIN, CUSIP, FIGI and
/// exchange symbols).
/// All integers are little-endian.
///
///     offset  size  field
///          0     8  magic "FNDRIDX\0"
///          8     4  format version
///         12     4  trie count T (≤ 5)
///         16     4  ordering count O (≤ 2)
///         20     4  record count R
///         24     8  catalogue checksum (chosen by the caller; compared to detect a stale index)
///         32    16  ICU version, NUL-padded ASCII
///         48    32  search-key collator version, NUL-padded ASCII
///         80     8  file length
///         88     8  checksum of the second-level checksum section (u32, 4 zero bytes)
///         96     8  end of the checksummed body (where the checksum sections start)
///        104     4  bits per record id (entries and payload links)
///        108     4  bits per rank (32: ranks are plain u32)
///        112     4  records per payload block
///        116     4  bits per payload block offset
///        120     4  bits per tail offset
///        124     4  bits per tail length
///        128     4  tail count
///        160    80  per trie: root node offset u32, entry count u32, 8 reserved bytes
///        240   752  section table: 47 × (offset u64, length u64)
///        992    24  zero
///       1016     8  header checksum (of bytes 0..<1016: u32, 4 zero bytes)
///
/// The body is checksummed in blocks of 1 KiB (`blockSize`) counted from the end of the
/// header, with CRC-32C (`_BlockChecksum`): the first-level checksum section holds one u32 per
/// block, the second-level section (right after it) one u32 per chunk of 512 first-level
/// entries (2 KiB), and the header the checksum of the second level. A reader verifies the
/// header and the second level on open and every other block the first time it reads from
/// it, so damage anywhere is found before a byte of it is used, at the cost of checksumming
/// only what a query touches. Most of a query's reads are a few bytes each at scattered places
/// (a record's rank, a packed entry, a trie node): 4 KiB blocks made a cold
/// `finder stocks app` hash 116 blocks, 475 KB (0.41 M instructions); 1 KiB blocks
/// hash a quarter of that for each such read (docs/decisions/0014-index-blocks-of-1-kib-with-crc32c.md). With 4-byte checksums, 512-byte blocks would
/// keep the first level at format 8's 8 bytes per KiB; they do not pay (CRC-32C measured both
/// ways, Benchmarks/instructions.sh and finder-bench's 1M catalogue):
///  * a cold `finder stocks app` computes 266 CRCs (blocks and first-level chunks) instead of
///    201 over 25 % fewer bytes, but the calls and the trie cursor's block crossings eat most
///    of it: 2,608,317 instructions against 2,611,603 (0.13 % fewer);
///  * in-process, finder-bench's 300 queries of each kind on the 1M catalogue take 0.065 %
///    more (9,558,989,075 against 9,552,773,448 instructions: 8.5 M more in the trie cursor's
///    slow paths and the verifier, 1.7 M less CRC);
///  * the index is 0.4 % larger (1M: 101,389,160 bytes, as in format 8, against 100,995,420);
///  * they would catch every error of up to 5 bits in a block, not 3 (`_BlockChecksum`).
/// So 1 KiB, for a first level of 0.4 % of the body.
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
    static let version: UInt32 = 10
    static let headerSize = 1024
    static let maxTries = 5
    static let maxOrderings = 2
    static let maxAux = 8

    static let blockShift = 10
    static let blockSize = 1 << blockShift
    /// Bytes of one stored checksum (a CRC-32C) in the two checksum sections.
    static let checksumSize = 4
    /// First-level checksums per second-level checksum.
    static let checksumsPerChunk = 512

    /// Entries per block of the range-minimum structure.
    static let rmqBlockSize = 64
    /// Blocks per super-block.
    static let superBlockSize = 64

    // Header fields.
    static let fileLengthOffset = 80
    static let level2ChecksumOffset = 88
    static let checksummedEndOffset = 96
    static let recordBitsOffset = 104
    static let rankBitsOffset = 108
    static let payloadBlockOffset = 112
    static let payloadIndexBitsOffset = 116
    static let tailOffsetBitsOffset = 120
    static let tailLengthBitsOffset = 124
    static let tailCountOffset = 128
    static let trieTableOffset = 160
    static let sectionTableOffset = 240
    static let headerChecksumOffset = 1016

    // Section slots.
    static let sectionCount = 47
    static func nodesSection(trie: Int) -> Int { trie * 2 }
    static func entriesSection(trie: Int) -> Int { trie * 2 + 1 }
    static func ranksSection(ordering: Int) -> Int { maxTries * 2 + ordering }
    static func blockMinSection(trie: Int, ordering: Int) -> Int { maxTries * 2 + maxOrderings + (ordering * maxTries + trie) * 2 }
    static func superMinSection(trie: Int, ordering: Int) -> Int { blockMinSection(trie: trie, ordering: ordering) + 1 }
    static let payloadIndexSection = blockMinSection(trie: 0, ordering: maxOrderings)
    static let payloadSection = payloadIndexSection + 1
    static let tailTableSection = payloadIndexSection + 2
    static let tailsSection = payloadIndexSection + 3
    static let metadataSection = payloadIndexSection + 4
    static func auxSection(_ i: Int) -> Int { metadataSection + 1 + i }
    static let checksumSection = metadataSection + 1 + maxAux
    static let checksumChunkSection = checksumSection + 1
}

/// The checksum of the index's blocks, of its first-level checksum chunks and of its header:
/// CRC-32C (Castagnoli; `CChecksum`), by the CPU's CRC instruction where it has one — about
/// 1.5 instructions per 8 bytes, a quarter of format 8's 64-bit multiply-and-shift hash (~6),
/// and the cold path checks every block it reads. In a block of 1 KiB (or a first-level chunk
/// of 2 KiB) it detects every error of at most 3 bits (any odd number of flipped bits, any
/// two; some sets of four cancel out — none within 512 bytes, where its Hamming distance is 6,
/// as an exhaustive search of the four-bit patterns confirms) and every burst of at most 32
/// bits; other damage goes unnoticed with probability 2⁻³². A checksum is stored as a u32 (in
/// the header's two 8-byte fields followed by 4 zero bytes, which the reader compares too).
enum _BlockChecksum {
    @inline(__always)
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        cchecksum_crc32c(0, bytes.baseAddress, bytes.count)
    }

    static func of(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { of($0) }
    }
}

/// Bits needed for values 0...max (at least 1).
@inline(__always)
func _bitWidth(_ max: UInt64) -> Int { max == 0 ? 1 : 64 - max.leadingZeroBitCount }
