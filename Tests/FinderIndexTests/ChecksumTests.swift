import CChecksum
import Foundation
import Testing

/// CRC-32C (`CChecksum`): the standard values, and the CPU's CRC instruction and the portable
/// table agree.
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
        }
        // A CRC continues from the CRC of what came before.
        #expect(crc(Array(check[4...]), continuing: crc(Array(check[..<4]))) == 0xE306_9283)
        #expect(portable(Array(check[4...]), continuing: portable(Array(check[..<4]))) == 0xE306_9283)
    }

    /// Lengths around the instruction path's 8- and 64-byte steps and the index's block sizes,
    /// at every alignment, continued from random values: the fast path and the table agree.
    @Test func theInstructionAndTheTableAgree() {
        #if arch(x86_64)
        // Every x86_64 CPU since 2008 has SSE4.2: without it the comparison below would be
        // of the table with itself.
        #expect(cchecksum_crc32c_is_accelerated() == 1)
        #endif
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
}
