/// A table of plain values (no references: nothing is deinitialized) whose size is known when it is made (an index's sections, its
/// tries' entry arrays, its orderings' ranks), read by subscript and bounds-checked as an
/// Array is.
///
/// Why not an Array: the first array of each element type a process makes instantiates its
/// storage class's metadata at run time (a mangled-name lookup and a scan of the conformance
/// records, ~15 k instructions a type). Opening the index made three such arrays: ~105 k
/// instructions left `IndexReader.init`, 34 k left the cold search (later arrays of the same
/// types elsewhere now pay for some of it). This is a generic struct over one allocation held
/// by a non-generic class, both laid out at compile time once specialized.
struct _FixedTable<Element> {
    private let owner: _Allocation
    private let items: UnsafeMutableBufferPointer<Element>

    init(count: Int, repeating value: Element) {
        precondition(count >= 0)
        assert(_isPOD(Element.self), "a _FixedTable holds plain values: nothing is deinitialized")
        owner = _Allocation(byteCount: Swift.max(1, count) * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
        items = UnsafeMutableBufferPointer(start: owner.raw.bindMemory(to: Element.self, capacity: Swift.max(1, count)), count: count)
        items.initialize(repeating: value)
    }

    subscript(_ i: Int) -> Element {
        get {
            precondition(i >= 0 && i < items.count, "index out of range")
            return items[i]
        }
        // Only while the owner fills it in (its `let` is set once filled).
        nonmutating set {
            precondition(i >= 0 && i < items.count, "index out of range")
            items[i] = newValue
        }
    }
}

/// The memory of a `_FixedTable` (its values are plain: nothing to deinitialize).
final class _Allocation {
    let raw: UnsafeMutableRawPointer

    init(byteCount: Int, alignment: Int) {
        raw = .allocate(byteCount: byteCount, alignment: alignment)
    }

    deinit { raw.deallocate() }
}

extension _FixedTable: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
}
