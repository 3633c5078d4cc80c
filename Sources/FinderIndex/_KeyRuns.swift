#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys in order, one trie's worth, read as often as needed: from memory (a sorted arena) or
/// merged from sorted runs spilled to disk.
protocol _KeyStream {
    /// Calls `body` with every key in order (the bytes are valid only during the call) and
    /// its record; equal keys come by ascending record.
    func forEach(_ body: (UnsafeRawBufferPointer, UInt32) throws(IndexError) -> Void) throws(IndexError)
}

/// A sorted arena in memory (or the part of it in `range`).
struct _SortedKeys: _KeyStream {
    let arena: [UInt8]
    let refs: [_KeyRef]
    var range: Range<Int>

    init(arena: [UInt8], refs: [_KeyRef]) {
        self.arena = arena
        self.refs = refs
        range = 0..<refs.count
    }

    func forEach(_ body: (UnsafeRawBufferPointer, UInt32) throws(IndexError) -> Void) throws(IndexError) {
        try _withBytes(arena) { (a) throws(IndexError) in
            for i in range {
                let r = refs[i]
                try body(UnsafeRawBufferPointer(start: a.baseAddress.map { $0 + Int(r.offset) }, count: Int(r.length)), r.record)
            }
        }
    }

    /// The keys in about `count` parts of similar size, cut only where the first byte changes
    /// (so that each part is whole subtrees below the root).
    func parts(_ count: Int) -> [_SortedKeys] {
        guard count > 1, range.count > count else { return [self] }
        func first(_ i: Int) -> Int { refs[i].length == 0 ? -1 : Int(arena[Int(refs[i].offset)]) }
        var cuts = [range.lowerBound]
        for k in 1..<count {
            var i = range.lowerBound + range.count * k / count
            guard i > cuts.last! else { continue }
            let b = first(i)
            // Move forward to the start of the next first byte.
            while i < range.upperBound && first(i) == b { i += 1 }
            if i < range.upperBound && i > cuts.last! { cuts.append(i) }
        }
        cuts.append(range.upperBound)
        var out: [_SortedKeys] = []
        for k in 0..<(cuts.count - 1) where cuts[k] < cuts[k + 1] {
            var part = self
            part.range = cuts[k]..<cuts[k + 1]
            out.append(part)
        }
        return out
    }
}

/// A file of sorted keys, each written as (varint shared prefix with the previous key, varint
/// rest length, rest bytes, varint record): the file is unlinked as soon as it is created and
/// read back through its descriptor, so nothing is left behind whatever happens.
final class _RunFile {
    let fd: Int32
    private(set) var length = 0

    init(folder: String) throws(IndexError) {
        var attempt = 0
        while true {
            let name = folder + "/.finder-run-" + String(UInt64.random(in: 1...UInt64.max), radix: 36)
            let fd = open(name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                unlink(name)
                self.fd = fd
                return
            }
            attempt += 1
            guard errno == EEXIST, attempt < 16 else { throw .io(path: name, errno: errno) }
        }
    }

    deinit { close(fd) }

    /// Writes sorted keys.
    static func write(_ keys: _SortedKeys, folder: String) throws(IndexError) -> _RunFile {
        let file = try _RunFile(folder: folder)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        var previous: [UInt8] = []
        try keys.forEach { (key, record) throws(IndexError) in
            var shared = 0
            let n = min(previous.count, key.count)
            while shared < n && previous[shared] == key[shared] { shared += 1 }
            _Varint.append(UInt64(shared), to: &out)
            _Varint.append(UInt64(key.count - shared), to: &out)
            out.append(contentsOf: key[shared...])
            _Varint.append(UInt64(record), to: &out)
            previous.removeSubrange(shared...)
            previous.append(contentsOf: key[shared...])
            if out.count >= 1 << 20 { try file.append(out); out.removeAll(keepingCapacity: true) }
        }
        try file.append(out)
        return file
    }

    private func append(_ bytes: [UInt8]) throws(IndexError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, bytes.count - done, off_t(length + done)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: "(sort run)", errno: errno)
            }
            done += n
        }
        length += bytes.count
    }

    /// Reads the file back in order.
    final class Reader {
        let file: _RunFile
        private var buffer = [UInt8](repeating: 0, count: 1 << 18)
        private var start = 0, end = 0, fileOffset = 0
        private(set) var key: [UInt8] = []
        private(set) var record: UInt32 = 0

        init(_ file: _RunFile) { self.file = file }

        private func byte() throws(IndexError) -> UInt8? {
            if start == end {
                guard fileOffset < file.length else { return nil }
                let n = buffer.withUnsafeMutableBytes { pread(file.fd, $0.baseAddress!, $0.count, off_t(fileOffset)) }
                guard n > 0 else { throw .io(path: "(sort run)", errno: n < 0 ? errno : EIO) }
                fileOffset += n
                start = 0
                end = n
            }
            defer { start += 1 }
            return buffer[start]
        }

        private func varint() throws(IndexError) -> Int {
            var v = 0, shift = 0
            while true {
                guard let b = try byte(), shift < 63 else { throw .corrupt("sort run") }
                v |= Int(b & 0x7f) << shift
                if b < 0x80 { return v }
                shift += 7
            }
        }

        /// Moves to the next key; false at the end.
        func next() throws(IndexError) -> Bool {
            guard let first = try byte() else { return false }
            start -= 1
            _ = first
            let shared = try varint()
            let rest = try varint()
            guard shared <= key.count else { throw .corrupt("sort run") }
            key.removeSubrange(shared...)
            for _ in 0..<rest {
                guard let b = try byte() else { throw .corrupt("sort run") }
                key.append(b)
            }
            record = UInt32(truncatingIfNeeded: try varint())
            return true
        }
    }
}

/// Sorted runs merged into one order.
struct _MergedRuns: _KeyStream {
    let runs: [_RunFile]

    func forEach(_ body: (UnsafeRawBufferPointer, UInt32) throws(IndexError) -> Void) throws(IndexError) {
        var readers: [_RunFile.Reader] = []
        for run in runs {
            let r = _RunFile.Reader(run)
            if try r.next() { readers.append(r) }
        }
        // A small binary heap of reader indexes ordered by (key, record).
        func less(_ a: Int, _ b: Int) -> Bool {
            let x = readers[a], y = readers[b]
            let c = x.key.withUnsafeBufferPointer { p in
                y.key.withUnsafeBufferPointer { q in
                    _KeySort.compare(p.baseAddress ?? UnsafePointer(bitPattern: 1)!, p.count,
                                     q.baseAddress ?? UnsafePointer(bitPattern: 1)!, q.count)
                }
            }
            return c != 0 ? c < 0 : x.record < y.record
        }
        var heap = Array(readers.indices)
        func siftDown(_ i: Int) {
            var i = i
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && less(heap[l], heap[m]) { m = l }
                if r < heap.count && less(heap[r], heap[m]) { m = r }
                if m == i { return }
                heap.swapAt(i, m)
                i = m
            }
        }
        for i in stride(from: heap.count / 2, through: 0, by: -1) { siftDown(i) }
        while let top = heap.first {
            let r = readers[top]
            try _withBytes(r.key) { (k) throws(IndexError) in try body(k, r.record) }
            if try r.next() {
                siftDown(0)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
                if !heap.isEmpty { siftDown(0) }
            }
        }
    }
}

/// LEB128 varints of up to 64 bits.
enum _Varint {
    @inline(__always)
    static func append(_ v: UInt64, to out: inout [UInt8]) {
        var x = v
        while x >= 0x80 {
            out.append(UInt8(x & 0x7f) | 0x80)
            x >>= 7
        }
        out.append(UInt8(x))
    }

    @inline(__always)
    static func size(_ v: UInt64) -> Int {
        var n = 1
        var x = v >> 7
        while x != 0 { n += 1; x >>= 7 }
        return n
    }
}
