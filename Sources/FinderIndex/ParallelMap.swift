import FinderFiles

/// `map` over a range on every core (`Parallel.forEach`: POSIX threads), results in order. The
/// index build uses it for its independent parts: slices of records, orderings, tries.
/// `body` must be safe to call from several threads at once.
public func parallelMap<T>(_ range: Range<Int>, _ body: (Int) -> T) -> [T] {
    let slots = _Slots<T>(count: range.count)
    withoutActuallyEscaping(body) { body in
        let run = _UncheckedSendable(body)
        Parallel.forEach(range.count) { i in
            slots.set(i, run.value(range.lowerBound + i))
        }
    }
    return slots.values.map { $0! }
}

/// Each slot is written by exactly one iteration and read after `Parallel.forEach` returns.
final class _Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func set(_ i: Int, _ value: T) { base[i] = value }
    var values: [T?] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

/// The caller promises the value is used safely across threads (see `parallelMap`).
struct _UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
