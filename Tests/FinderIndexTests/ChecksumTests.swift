import CChecksum
import Foundation
import Testing
import FinderTestSupport
@testable import FinderIndex

/// Format 9: the index's blocks, checksum chunks and header are checksummed with CRC-32C
/// (`CChecksum`). The CPU's CRC instruction and the portable table give the same values, the
/// stored checksums are the standard CRC-32C of the bytes they cover, and one byte flipped in
/// a body block, in either checksum level or in the header of a file the writer built is found.
@Suite struct ChecksumTests {
    func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { cchecksum_crc32c(crc, $0.baseAddress, $0.count) }
    }

    func portable(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { cchecksum_crc32c_portable(crc, $0.baseAddress, $0.count) }
    }

    @Test func standardCheckValues() {
        let check = Array("123456789".utf8)
        // The catalogue of CRCs' check value, then RFC 3720's (iSCSI) test vectors.
        let vectors: [([UInt8], UInt32)] = [
            (check, 0xE306_9283),
            ([UInt8](repeating: 0, count: 32), 0x8A91_36AA),
            ([UInt8](repeating: 0xff, count: 32), 0x62A8_AB43),
            ((0..<32).map { UInt8($0) }, 0x46DD_794E),
            ((0..<32).reversed().map { UInt8($0) }, 0x113F_DB5C),
            ([], 0),
        ]
        for (bytes, value) in vectors {
            #expect(crc(bytes) == value, "\(bytes)")
            #expect(portable(bytes) == value, "\(bytes)")
            #expect(_BlockChecksum.of(bytes) == value, "\(bytes)")
        }
        // A CRC continues from the CRC of what came before.
        #expect(crc(Array(check[4...]), continuing: crc(Array(check[..<4]))) == 0xE306_9283)
        #expect(portable(Array(check[4...]), continuing: portable(Array(check[..<4]))) == 0xE306_9283)
    }

    /// The CPU's SSE4.2 as finder finds it (glibc's record of CPUID, not CPUID of its own) is the
    /// kernel's: `/proc/cpuinfo` lists `sse4_2` exactly when the instruction path is taken.
    @Test func theInstructionIsUsedWhereTheCPUHasIt() throws {
        #if arch(x86_64) && os(Linux)
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = info.split(separator: "\n").first { $0.hasPrefix("flags") }.map { Set($0.split(separator: " ").map(String.init)) } ?? []
        #expect(!flags.isEmpty)
        #expect((cchecksum_crc32c_is_accelerated() == 1) == flags.contains("sse4_2"))
        #endif
    }

    /// Lengths around the instruction path's 8- and 64-byte steps and the index's block sizes,
    /// at every alignment, continued from random values: the fast path and the table agree.
    @Test func theInstructionAndTheTableAgree() {
        // Without a CRC instruction (an x86_64 without SSE4.2: AMD's K10, QEMU's qemu64) the
        // comparison below is of the table with itself: said, not failed.
        if cchecksum_crc32c_is_accelerated() != 1 {
            print("ChecksumTests: no CRC-32C instruction on this CPU; the fast path is the table")
        }
        var rng = SplitMix64(state: 31)
        let data = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var lengths = Array(0...200) + [255, 256, 257, 511, 512, 513, 1023, 1024, 1025, 2047, 2048, 4095, 4096, 4900]
        for _ in 0..<1000 { lengths.append(Int.random(in: 0...4900, using: &rng)) }
        var mismatches: [String] = []
        data.withUnsafeBytes { b in
            for (i, length) in lengths.enumerated() {
                let offset = i % 64
                let seed: UInt32 = i % 3 == 0 ? 0 : UInt32.random(in: 0...UInt32.max, using: &rng)
                let fast = cchecksum_crc32c(seed, b.baseAddress! + offset, length)
                let table = cchecksum_crc32c_portable(seed, b.baseAddress! + offset, length)
                if fast != table { mismatches.append("length \(length) at \(offset) from \(seed)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    // MARK: - Damage in a file the writer built

    static let records = 3000

    static func payload(_ r: Int) -> [UInt8] {
        Array("record \(r) ".utf8) + Array(repeating: UInt8(truncatingIfNeeded: r), count: 60)
    }

    /// An index of a few hundred blocks: one payload a payload block, so that a damaged block
    /// spoils only the records whose bytes lie in it.
    static let good: [UInt8] = {
        var b = IndexBuilder(recordCount: records, trieCount: 1, orderingCount: 1)
        b.payloadBlockSize = 1
        for r in 0..<records {
            b.addKey(Array("key\(r)".utf8), record: UInt32(r), trie: 0)
            b.setPayload(payload(r), record: r)
        }
        return b.serialize(identity: identity)
    }()

    func open(_ bytes: [UInt8]) throws -> IndexReader {
        let path = temporaryPath("index")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return try IndexReader(path: path)
    }

    func le32(_ b: [UInt8], _ at: Int) -> UInt64 { (0..<4).reduce(0) { $0 | UInt64(b[at + $1]) << (8 * $1) } }
    func le64(_ b: [UInt8], _ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(b[at + $1]) << (8 * $1) } }

    /// Every payload: the good one, or `.corrupt("block checksum")`. Returns how many failed.
    func payloadFailures(_ reader: IndexReader) -> Int {
        var failures = 0
        for r in 0..<Self.records {
            do {
                let p = try reader.payload(of: UInt32(r))
                #expect(Array(p) == Self.payload(r), "record \(r) read wrong")
            } catch {
                #expect(error == .corrupt("block checksum"), "record \(r): \(error)")
                failures += 1
            }
        }
        return failures
    }

    /// The format as documented: the header's checksum, the second level's in the header, each
    /// chunk of 512 first-level entries in the second level, each block in the first level —
    /// all the standard CRC-32C of their bytes, the header's two zero-extended to 8 bytes.
    @Test func theStoredChecksumsAreTheCRC32COfWhatTheyCover() throws {
        let b = Self.good
        let H = _IndexFormat.self
        #expect(le64(b, H.headerChecksumOffset) == UInt64(portable(Array(b[0..<H.headerChecksumOffset]))))
        let table = try open(b).sections
        let level1 = table[H.checksumSection], level2 = table[H.checksumChunkSection]
        let end = Int(le64(b, H.checksummedEndOffset))
        let blocks = (end - H.headerSize + H.blockSize - 1) / H.blockSize
        #expect(blocks > 100)
        #expect(level1.count == blocks * 4 && level2.lowerBound == level1.upperBound && level2.upperBound == b.count)
        #expect(le64(b, H.level2ChecksumOffset) == UInt64(portable(Array(b[level2]))))
        let chunkBytes = H.checksumsPerChunk * 4
        for c in 0..<level2.count / 4 {
            let chunk = Array(b[(level1.lowerBound + c * chunkBytes)..<min(level1.upperBound, level1.lowerBound + (c + 1) * chunkBytes)])
            #expect(le32(b, level2.lowerBound + c * 4) == UInt64(portable(chunk)), "chunk \(c)")
        }
        var wrong: [Int] = []
        for k in 0..<blocks {
            let lo = H.headerSize + k * H.blockSize
            if le32(b, level1.lowerBound + k * 4) != UInt64(portable(Array(b[lo..<min(end, lo + H.blockSize)]))) { wrong.append(k) }
        }
        #expect(wrong.isEmpty, "blocks \(wrong.prefix(10))")
    }

    @Test func aByteFlippedInABodyBlockIsFound() throws {
        #expect(payloadFailures(try open(Self.good)) == 0)
        let payload = try open(Self.good).sections[_IndexFormat.payloadSection]
        // Not in the payload's first block, which may also hold the end of the payload index,
        // through which many records' reads go.
        for at in [payload.lowerBound + 2 * _IndexFormat.blockSize, payload.lowerBound + payload.count / 2, payload.upperBound - 1] {
            var bytes = Self.good
            bytes[at] ^= 0x01
            let reader = try open(bytes)  // blocks are checked when read, not on open
            let failures = payloadFailures(reader)
            // The records of the one damaged block (about 14 lie in 1 KiB), no others.
            #expect(failures >= 1 && failures <= 2 * _IndexFormat.blockSize / Self.payload(0).count, "byte \(at): \(failures)")
            #expect(throws: IndexError.corrupt("block checksum")) { try reader.validate() }
        }
    }

    @Test func aByteFlippedInTheChecksumTablesIsFound() throws {
        let table = try open(Self.good).sections
        let level1 = table[_IndexFormat.checksumSection], level2 = table[_IndexFormat.checksumChunkSection]
        // The first level: the open passes (it checks only the second); reading the block of
        // the damaged entry does not, nor does `validate`, and no read answers wrong.
        for at in [level1.lowerBound, level1.lowerBound + level1.count / 2 + 1, level1.upperBound - 1] {
            var bytes = Self.good
            bytes[at] ^= 0x80
            let reader = try open(bytes)
            let block = _IndexFormat.headerSize + (at - level1.lowerBound) / 4 * _IndexFormat.blockSize
            #expect(throws: IndexError.corrupt("block checksum"), "byte \(at)") { try reader.verified(block..<(block + 1)) }
            _ = payloadFailures(reader)
            #expect(throws: IndexError.corrupt("block checksum")) { try reader.validate() }
        }
        // The second level: checked against the header on open.
        for at in [level2.lowerBound, level2.upperBound - 1] {
            var bytes = Self.good
            bytes[at] ^= 0x80
            #expect(throws: IndexError.corrupt("checksum of the checksums"), "byte \(at)") { try open(bytes) }
        }
    }

    @Test func aByteFlippedInTheHeaderIsFound() throws {
        let H = _IndexFormat.self
        // A count, the identity, the second level's checksum, the section table, reserved bytes,
        // the header checksum itself and its zero upper half.
        for at in [12, 30, H.level2ChecksumOffset, H.level2ChecksumOffset + 5, H.sectionTableOffset + 100, 900,
                   H.headerChecksumOffset, H.headerChecksumOffset + 3, H.headerChecksumOffset + 4, H.headerSize - 1] {
            var bytes = Self.good
            bytes[at] ^= 0x10
            #expect(throws: IndexError.corrupt("header checksum"), "byte \(at)") { try open(bytes) }
        }
    }
}
