#if canImport(Glibc)
import Glibc
#endif

// The mappings the SIGBUS handler knows, as plain memory it can read at any moment: a
// handler may run on any thread, so it touches only these and async-signal-safe calls.
private let _slotCount = 16
nonisolated(unsafe) private let _slots: UnsafeMutablePointer<_MappingGuard.Slot> = {
    let p = UnsafeMutablePointer<_MappingGuard.Slot>.allocate(capacity: _slotCount)
    p.initialize(repeating: _MappingGuard.Slot(), count: _slotCount)
    return p
}()
nonisolated(unsafe) private var _previousAction = sigaction()
nonisolated(unsafe) private var _installed = false

/// SIGBUS on a page of a known mapping: the file was cut short under it (someone truncated
/// `stocks.index` while a search read it). The missing pages, from the faulting one to the
/// end, are replaced by zero pages, the mapping is marked damaged, and the read goes on;
/// the reader then reports the damage and the index is rebuilt. Any other SIGBUS goes to
/// the previous action.
private func _handleBusError(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
    for i in 0..<_slotCount {
        let slot = _slots[i]
        guard slot.length > 0, address >= slot.base, address < slot.base + slot.length else { continue }
        let start = address & ~(page - 1)
        let end = slot.base + slot.length
        let zeros = mmap(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), PROT_READ,
                         MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if zeros != MAP_FAILED {
            _slots[i].damaged = 1
            return
        }
    }
    // Not ours (or the remap failed): what would have happened without us — the handler
    // installed before (the terminal's restorer, say), else the default action.
    let previous = _previousAction
    if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.__sigaction_handler.sa_sigaction {
        handler(signal, info, context)
        return
    }
    if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
        handler(signal)  // a function, not SIG_DFL (0) or SIG_IGN (1)
        return
    }
    Glibc.signal(signal, nil)
    raise(signal)
}

/// Registers read-only mappings with the SIGBUS handler (installed on first use).
enum _MappingGuard {
    struct Slot {
        var base: UInt = 0
        var length: UInt = 0
        var damaged: Int32 = 0
    }

    /// Watches `base ..< base + length`; returns the slot, or nil when all slots are taken
    /// (the mapping then works unguarded, as before).
    static func watch(base: UnsafeRawPointer, length: Int) -> Int? {
        installIfNeeded()
        for i in 0..<_slotCount where _slots[i].length == 0 {
            _slots[i] = Slot(base: UInt(bitPattern: base), length: UInt(length), damaged: 0)
            return i
        }
        return nil
    }

    static func forget(_ slot: Int) { _slots[slot] = Slot() }

    /// Whether pages of the slot's mapping vanished under a read.
    static func isDamaged(_ slot: Int) -> Bool { _slots[slot].damaged != 0 }

    private static func installIfNeeded() {
        guard !_installed else { return }
        _installed = true
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = _handleBusError
        action.sa_flags = SA_SIGINFO | SA_NODEFER
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &_previousAction)
    }
}
