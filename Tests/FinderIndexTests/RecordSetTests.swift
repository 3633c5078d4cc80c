import Testing
@testable import FinderIndex

/// The hand-made hash sets of the search path against the standard library's `Set`.
@Suite struct RecordSetTests {
    @Test func recordSetAgreesWithSetThroughGrowth() {
        var rng = SystemRandomNumberGenerator()
        var mine = RecordSet(), reference = Set<UInt32>()
        #expect(mine.isEmpty && !mine.contains(0))
        for step in 0..<20_000 {
            // Small ids collide often; the extremes check the hash and the empty marker.
            let r: UInt32 = step % 7 == 0 ? [0, 1, UInt32.max, UInt32.max - 1][step / 7 % 4] : UInt32.random(in: 0..<5_000, using: &rng)
            let inserted = mine.insert(r), expected = reference.insert(r).inserted
            #expect(inserted == expected)
            if step % 97 == 0 {
                let probe = UInt32.random(in: 0..<6_000, using: &rng)
                #expect(mine.contains(probe) == reference.contains(probe))
            }
        }
        #expect(mine.count == reference.count)
        for r in UInt32(0)..<6_000 { #expect(mine.contains(r) == reference.contains(r)) }
        #expect(RecordSet(reference).count == reference.count)
    }

    /// Made with room for some, a set agrees with `Set` before its room is full and after it
    /// grows past it.
    @Test func aSetMadeWithRoomAgreesWithSet() {
        var rng = SystemRandomNumberGenerator()
        for room in [0, 1, 15, 16, 1_001] {
            var mine = RecordSet(minimumCapacity: room), reference = Set<UInt32>()
            #expect(mine.isEmpty && !mine.contains(0))
            for _ in 0..<(3 * room + 40) {
                let r = UInt32.random(in: 0..<UInt32(2 * room + 50), using: &rng)
                #expect(mine.insert(r) == reference.insert(r).inserted)
            }
            #expect(mine.count == reference.count)
            for r in UInt32(0)..<UInt32(2 * room + 60) { #expect(mine.contains(r) == reference.contains(r)) }
        }
    }

    @Test func aCopyIsIndependent() {
        var a = RecordSet([1, 2, 3])
        var b = a
        b.insert(4)
        a.insert(5)
        #expect(a.contains(5) && !a.contains(4) && b.contains(4) && !b.contains(5) && a.count == 4 && b.count == 4)
    }

    /// `wordWalk`'s states: a node id's bit pattern (tails have negative ids, −1 included) and
    /// a packed place; pairs that share either word stay apart.
    @Test func pairSetKeepsPairsWithACommonWordApart() {
        var pairs = _PairSet()
        var reference = Set<[UInt64]>()
        let ids: [Int] = [-1, -2, -3, 0, 1, 12_345, Int(Int32.max)]
        let places: [UInt64] = [0, 1, 2, 1 << 32, 1 << 32 | 3]
        for id in ids {
            for place in places {
                let a = UInt64(bitPattern: Int64(id))
                let inserted = pairs.insert(a, place), expected = reference.insert([a, place]).inserted
                let again = pairs.insert(a, place)
                #expect(inserted == expected && !again)
            }
        }
        #expect(pairs.count == reference.count && pairs.count == 35)
        #expect(pairs.contains(UInt64(bitPattern: -1), 1 << 32 | 3) && !pairs.contains(UInt64(bitPattern: -4), 0))
    }
}
