import Testing
@testable import FinderIndex

/// `IndexVarint.read` reads varints of up to three bytes inline (payload decoding's flags,
/// string and token numbers) and longer ones in a loop (`readLonger`): both read what
/// `IndexVarint.append` wrote, at the end of a buffer and before more bytes, and throw where
/// a varint is cut short.
@Suite struct VarintTests {
    @Test func theInlinePathReadsAsTheLoopDoes() throws {
        var values: [Int] = [0, 1, 127, 128, 255, 16_383, 16_384, 100_000, 2_097_151, 2_097_152, 1 << 35, Int(UInt32.max)]
        for shift in 0..<22 { values.append(1 << shift); values.append((1 << shift) - 1); values.append((1 << shift) + 1) }
        for v in values {
            var bytes: [UInt8] = []
            IndexVarint.append(v, to: &bytes)
            for tail in [[], [0x00], [0x80, 0x01], [0xFF, 0xFF, 0xFF]] as [[UInt8]] {
                let all = [0x7F] + bytes + tail
                let (inline, loop) = try _withBytes(all) { b throws(IndexError) in
                    var p = 1, q = 1
                    return ((try IndexVarint.read(b, &p), p), (try IndexVarint.readLonger(b, &q), q))
                }
                #expect(inline.0 == v && inline.1 == 1 + bytes.count, "\(v)")
                #expect(loop.0 == v && loop.1 == inline.1, "\(v)")
            }
            // Cut short: both throw.
            let cut = Array(bytes.dropLast())
            cut.withUnsafeBytes { b in
                var p = 0, q = 0
                #expect(throws: IndexError.self) { try IndexVarint.read(b, &p) }
                #expect(throws: IndexError.self) { try IndexVarint.readLonger(b, &q) }
            }
        }
    }
}
