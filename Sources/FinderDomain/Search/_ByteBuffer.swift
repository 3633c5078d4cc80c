/// Bytes written in place, for the loops that build text a run of bytes at a time: a
/// listing's ticker and name as its payload is decoded (`_PayloadCoder`), a saved result as
/// it is written (`_RecordWriter`). An Array's `append(contentsOf:)` cost ~100 instructions a
/// call there (its generic path and a uniqueness check for every append), more than the bytes
/// it copied; a run here costs one capacity check and a `memcpy`.
///
/// Starts in memory the caller lends (a stack allocation, for a decode that builds a few
/// short strings) or on the heap, and moves to the heap only when it outgrows that. Not
/// copyable: it owns what it allocated, and frees it once.
struct _ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var owned: Bool
    /// Bytes written so far.
    private(set) var count = 0

    /// A buffer that writes into `memory` (not empty; the caller's, never freed here) until it
    /// needs more.
    init(lending memory: UnsafeMutableBufferPointer<UInt8>) {
        precondition(!memory.isEmpty)
        base = memory.baseAddress!
        capacity = memory.count
        owned = false
    }

    /// A buffer on the heap with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
        owned = true
    }

    deinit { if owned { base.deallocate() } }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Keeps the first `n` bytes (`n` ≤ `count`).
    @inline(__always)
    mutating func keep(_ n: Int) {
        precondition(n >= 0 && n <= count)
        count = n
    }

    @inline(__always)
    mutating func append(_ b: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = b
        count += 1
    }

    @inline(__always)
    mutating func append(_ run: UnsafeRawBufferPointer) {
        guard let from = run.baseAddress, run.count > 0 else { return }
        if run.count > capacity - count { grow(to: count + run.count) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: from, byteCount: run.count)
        count += run.count
    }

    @inline(__always)
    mutating func append(_ run: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(run)) }

    /// Room for `n` bytes past `count`, written through the pointer `body` gets; `body` says
    /// how many it wrote (≤ `n`).
    @inline(__always)
    mutating func write(upTo n: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if n > capacity - count { grow(to: count + n) }
        let written = body(base + count)
        precondition(written >= 0 && written <= n)
        count += written
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let bigger = max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        moved.initialize(from: base, count: count)
        if owned { base.deallocate() }
        base = moved
        capacity = bigger
        owned = true
    }
}
