import FinderIndex

// A stock index build's companies: which listings share an ISIN, and their leaders.

/// Each listing's company, for `_CompanyCollector`: whether it shares its company with other
/// listings (most listings do not, and cost three bits), whether it is a depositary receipt,
/// its company's leader, whether that leader is the one to show, and every listing of each
/// company of several.
///
///     u64 ×4     listings n, listings in companies of several m, such companies c, bits b
///     3 bits ×n  per listing: in a company of several; its company's leader is shown; a receipt
///     b bits ×m  those listings, ascending            b bits ×m  the leader of each
///     b bits ×c  the leaders, ascending               b bits ×(c+1)  where each one's listings start
///     b bits ×m  the listings of each, the leader first
///     10 bits ×n per listing: its order score (`StockRanking.orderScore`) in tenths, 0…1023
enum _CompanyCoder {
    static func encode(_ ranking: StockRanking) -> [UInt8] {
        let n = ranking.company.count
        var flags = [UInt64](repeating: 0, count: n)
        var multi: [UInt64] = [], multiLeader: [UInt64] = []
        var companies: [(leader: UInt32, company: Int)] = []
        for c in 0..<ranking.companyCount {
            let members = ranking.members(ofCompany: c)
            let home: UInt64 = ranking.leaderIsHome[c] ? 2 : 0
            for m in members {
                flags[Int(m)] = home | (members.count > 1 ? 1 : 0) | (ranking.isReceiptListing[Int(m)] ? 4 : 0)
            }
            if members.count > 1 { companies.append((members.first!, c)) }
        }
        for r in 0..<n where flags[r] & 1 != 0 {
            multi.append(UInt64(r))
            multiLeader.append(UInt64(ranking.leader(of: r)))
        }
        companies.sort { $0.leader < $1.leader }
        var starts: [UInt64] = [0], members: [UInt64] = []
        for (_, c) in companies {
            for m in ranking.members(ofCompany: c) { members.append(UInt64(m)) }
            starts.append(UInt64(members.count))
        }
        let bits = IndexPacking.bits(for: UInt64(max(n, 1)))
        var out: [UInt8] = []
        for v in [UInt64(n), UInt64(multi.count), UInt64(companies.count), UInt64(bits)] {
            for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
        }
        out += IndexPacking.pack(flags, bits: 3)
        out += IndexPacking.pack(multi, bits: bits)
        out += IndexPacking.pack(multiLeader, bits: bits)
        out += IndexPacking.pack(companies.map { UInt64($0.leader) }, bits: bits)
        out += IndexPacking.pack(starts, bits: bits)
        out += IndexPacking.pack(members, bits: bits)
        out += IndexPacking.pack((0..<n).map { UInt64(ranking.orderScore(of: $0)) }, bits: 10)
        return out
    }

    /// The section's parts, read once per opened index.
    struct Table {
        let n: Int
        let flags, multi, multiLeader, leaders, starts, members, scores: IndexPackedArray

        init(_ s: IndexSection, recordCount: Int) throws(IndexError) {
            let h = try s.bytes(0..<32)
            func u64(_ i: Int) -> Int { Int(truncatingIfNeeded: h.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self).littleEndian) }
            let n = u64(0), m = u64(1), c = u64(2), bits = u64(3)
            guard n == recordCount, m >= 0, m <= n, c >= 0, c <= m, bits >= 1, bits <= 32 else { throw .corrupt("companies") }
            self.n = n
            var at = 32
            func next(_ count: Int, _ b: Int) throws(IndexError) -> IndexPackedArray {
                defer { at += IndexPacking.byteCount(count: count, bits: b) }
                return try s.packedArray(at: at, count: count, bits: b)
            }
            flags = try next(n, 3)
            multi = try next(m, bits)
            multiLeader = try next(m, bits)
            leaders = try next(c, bits)
            starts = try next(c + 1, bits)
            members = try next(m, bits)
            scores = try next(n, 10)
        }

        /// A listing's order score in tenths (`StockRanking.orderScore`).
        func score(_ record: UInt32) throws(IndexError) -> Int {
            guard Int(record) < n else { throw .corrupt("record \(record)") }
            return Int(try scores[Int(record)])
        }

        /// The position of `value` in ascending packed values, if there.
        private static func find(_ value: UInt64, in a: IndexPackedArray) throws(IndexError) -> Int? {
            var lo = 0, hi = a.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if try a[mid] < value { lo = mid + 1 } else { hi = mid }
            }
            guard lo < a.count else { return nil }
            return try a[lo] == value ? lo : nil
        }

        /// Whether a listing is a depositary receipt.
        func isReceipt(_ record: UInt32) throws(IndexError) -> Bool {
            guard Int(record) < n else { throw .corrupt("record \(record)") }
            return try flags[Int(record)] & 4 != 0
        }

        func company(of record: UInt32) throws(IndexError) -> (leader: UInt32, leaderIsHome: Bool) {
            guard Int(record) < n else { throw .corrupt("record \(record)") }
            let f = try flags[Int(record)]
            guard f & 1 != 0 else { return (record, f & 2 != 0) }
            guard let k = try Self.find(UInt64(record), in: multi) else { throw .corrupt("company of \(record)") }
            let leader = try multiLeader[k]
            guard leader < UInt64(n) else { throw .corrupt("company of \(record)") }
            return (UInt32(leader), f & 2 != 0)
        }

        func members(ofLeader leader: UInt32) throws(IndexError) -> [UInt32] {
            guard Int(leader) < n else { throw .corrupt("record \(leader)") }
            guard try flags[Int(leader)] & 1 != 0, let j = try Self.find(UInt64(leader), in: leaders) else { return [leader] }
            let lo = Int(try starts[j]), hi = Int(try starts[j + 1])
            guard lo < hi, hi <= members.count else { throw .corrupt("members of \(leader)") }
            var out: [UInt32] = []
            out.reserveCapacity(hi - lo)
            for i in lo..<hi {
                let m = try members[i]
                guard m < UInt64(n) else { throw .corrupt("members of \(leader)") }
                out.append(UInt32(m))
            }
            return out
        }
    }
}
