#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one seam between finder and the operating system: arguments, environment, terminals
/// and the two output streams. Tests build one with whatever they need. `environment` is read
/// by name only through `Settings`.
public struct Platform {
    public var arguments: [String]
    public var environment: Environment
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    public var stdout: OutputStream
    public var stderr: OutputStream

    public init(arguments: [String], environment: Environment, stdinIsTerminal: Bool = false,
                stdoutIsTerminal: Bool, stderrIsTerminal: Bool, stdout: OutputStream, stderr: OutputStream) {
        self.arguments = arguments
        self.stdinIsTerminal = stdinIsTerminal
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Signal dispositions both binaries start with. Ctrl-C leaves with 130 and nothing
    /// half-written (every store write is one transaction). SIGPIPE is ignored: a reader that
    /// left is EPIPE on the write, and the output ends silently. SIGXFSZ is ignored: past
    /// `ulimit -f` a write fails with EFBIG, which is said as a local-data error (exit 5),
    /// instead of the kernel killing finder mid-write without a word (exit 153).
    public static func prepareSignals() {
        signal(SIGINT) { _ in _exit(130) }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// A resource limit too low for finder to start work under.
    public struct LimitShortage: Equatable, Sendable {
        public enum Resource: Sendable { case openFiles, addressSpace }
        public let resource: Resource
        /// The limit in force (files, or MiB of address space), and what finder needs.
        public let limit: UInt64
        public let needed: UInt64
    }

    /// Open files finder needs: the store and its journal and lock, the index and its
    /// temporary, and the descriptors Dispatch takes for its threads. Under `ulimit -n 8` the
    /// index build died in Dispatch with SIGILL, which no error can be made of afterwards.
    static let neededOpenFiles: UInt64 = 16
    /// Address space a search needs (MiB): the Swift runtime, ICU's data, a malloc arena and a
    /// stack per thread. An allocation that fails traps in Swift (`ulimit -v 100000` was
    /// SIGSEGV), so this is checked before anything starts. A build checks for more itself.
    static let neededAddressSpaceMiB: UInt64 = 192
    /// finder-net's need: Foundation and URLSession's threads besides (a sync died with SIGILL
    /// in Dispatch under 390 MiB and ran under 488 MiB).
    static let neededAddressSpaceWithNetworkMiB: UInt64 = 512

    /// Before any work: a limit too low is reported instead of crashing mid-way. The open
    /// files' soft limit is raised to its hard limit first, as a process may (Go's runtime
    /// does the same); the address space's is the user's to decide and is left alone.
    public static func checkLimits(network: Bool = false) -> LimitShortage? {
        func limit(_ resource: __rlimit_resource_t, raise: Bool) -> UInt64 {
            var r = rlimit()
            guard getrlimit(resource, &r) == 0 else { return .max }
            if raise && r.rlim_cur != rlim_t.max && r.rlim_cur < r.rlim_max {
                var up = r
                up.rlim_cur = r.rlim_max
                if setrlimit(resource, &up) == 0 { r = up }
            }
            return r.rlim_cur == rlim_t.max ? .max : UInt64(r.rlim_cur)
        }
        let files = limit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), raise: true)
        if files < neededOpenFiles { return LimitShortage(resource: .openFiles, limit: files, needed: neededOpenFiles) }
        let space = limit(__rlimit_resource_t(RLIMIT_AS.rawValue), raise: false)
        let needed = network ? neededAddressSpaceWithNetworkMiB : neededAddressSpaceMiB
        if space != .max && space >> 20 < needed {
            return LimitShortage(resource: .addressSpace, limit: space >> 20, needed: needed)
        }
        return nil
    }

    /// The real process.
    public static func current() -> Platform {
        return Platform(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process,
                        stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
                        stdout: FileOutputStream(fd: 1), stderr: FileOutputStream(fd: 2))
    }
}

/// Where text goes. Writes are buffered by the implementation and flushed on `flush()`.
public protocol OutputStream: AnyObject {
    func write(_ text: String)
    /// Text already written as UTF-8 bytes (valid UTF-8: the renderers build it from
    /// Strings), taken as it is: making a String of it first checks every byte again.
    func write(utf8 bytes: [UInt8])
    func flush()
    /// The errno of the first write that failed or fell short (a full disk, `/dev/full`), 0
    /// while none has. A reader that left (EPIPE) is not a failure: its output is dropped.
    var failure: Int32 { get }
    /// True once output goes nowhere: a write failed, or the reader left (EPIPE).
    var ended: Bool { get }
}

extension OutputStream {
    public func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    /// Streams in memory never fail.
    public var failure: Int32 { 0 }
    public var ended: Bool { false }
}

/// A file descriptor with a small buffer; flushes on demand and when the buffer fills.
///
/// A failed write is kept (`failure`) and ends the stream's output: what follows a hole
/// would be a document with a piece missing, so nothing more is written. The one exit point
/// turns it into an error (exit 5); EPIPE ends the output silently, as `head` expects.
public final class FileOutputStream: OutputStream {
    let fd: Int32
    private var buffer: [UInt8] = []
    public private(set) var failure: Int32 = 0
    /// A write failed or the reader left: further output goes nowhere.
    public private(set) var ended = false

    public init(fd: Int32) { self.fd = fd }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 15 { flush() }
    }

    public func write(utf8 bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count > 1 << 15 { flush() }
    }

    public func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !ended else { return }
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    // EPIPE: the reader left, drop the rest. Anything else (ENOSPC, EIO, EFBIG,
                    // or a write that took nothing) loses output: say so at the exit.
                    let code = n < 0 ? errno : EIO
                    if code != EPIPE { failure = code }
                    ended = true
                    return
                }
                offset += n
            }
        }
    }
}

/// Collects output in memory (tests).
public final class StringOutputStream: OutputStream {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
    public func flush() {}
}
