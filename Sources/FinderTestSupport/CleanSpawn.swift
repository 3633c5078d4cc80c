import Foundation

/// A child started the way a shell starts one, and waited for with `waitpid` on its own pid.
///
/// Why not Foundation's `Process`: on Linux it learns of a child's end from a SIGCHLD
/// dispatch source, and with many children started together from several test threads it
/// can miss one — the child stays a zombie and `waitUntilExit()` spins for ever (a clean
/// clone's `swift test` hung so in `thirtyTwoProcessesAtOnceLoseNothing`). It also hands
/// children the test runner's blocked-signal mask (SIGHUP, SIGINT, SIGQUIT, SIGTERM…
/// blocked), so a test of how finder ends on a signal could not start it.
///
/// Here: `posix_spawn` with no signal blocked and every signal at its default action, the
/// standard streams redirected as asked, every other descriptor closed in the child (so a
/// pipe of one test never stays open in another test's child), and a blocking `waitpid`.
public final class Spawned: @unchecked Sendable {
    /// Where a standard stream of the child goes.
    public enum Stream {
        case null
        /// A file: read for stdin; created or truncated for output.
        case file(String)
        /// A descriptor of this process (a pipe's end, a terminal), duplicated into the child.
        case descriptor(Int32)
    }

    public let pid: pid_t
    private let lock = NSLock()
    private var ended: (signal: Int32?, status: Int32)?

    /// `newSession`: the child leads a session of its own (setsid), so the first terminal it
    /// opens — a pseudo-terminal's side given as a `.file` stream — becomes its controlling
    /// terminal, its `/dev/tty`.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null, newSession: Bool = false) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, fd, path, fd == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let own): posix_spawn_file_actions_adddup2(&actions, own, fd)
            }
        }
        Self.closeFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
                                                    | (newSession ? Self.setsidFlag : 0)))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        self.pid = pid
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26+), a macro the Glibc module does not export.
    static let setsidFlag: Int32 = 0x80

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which the Glibc module
    /// does not export: taken from libc itself.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("posix_spawn_file_actions_addclosefrom_np: glibc 2.34 or later is needed")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Waits for the child (once; later calls return the same): the signal that ended it, or
    /// nil and its exit status.
    @discardableResult
    public func wait() -> (signal: Int32?, status: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if let ended { return ended }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        let end: (signal: Int32?, status: Int32) = signal == 0 ? (nil, (status >> 8) & 0xff) : (signal, 0)
        ended = end
        return end
    }

    /// As `Process.terminationStatus` said it: the exit status, or the signal's number.
    public var terminationStatus: Int32 {
        let end = wait()
        return end.signal ?? end.status
    }

    /// Waits at most `seconds`; on a child still running then, SIGKILL and nil (a guard
    /// against a hang stalling the suite, never a timing assertion).
    public func wait(killingAfter seconds: Double) -> (signal: Int32?, status: Int32)? {
        let pid = self.pid
        final class Flag: @unchecked Sendable { var killed = false }
        let flag = Flag()
        let watchdog = DispatchWorkItem { flag.killed = true; kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        let end = wait()
        watchdog.cancel()
        return flag.killed && end.signal == SIGKILL ? nil : end
    }
}

/// A child whose stderr goes to a file of its own, for tests that signal it and read what it
/// said.
public final class CleanChild {
    public let stderrPath: String
    private let folder = TemporaryDirectory("finder-child")
    private let child: Spawned
    public var pid: pid_t { child.pid }

    public init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        stderrPath = folder.file("stderr")
        child = try Spawned(executable, arguments, environment: environment, stderr: .file(stderrPath))
    }

    /// Waits for the child: the signal that ended it, or nil and its exit status.
    public func wait() -> (signal: Int32?, status: Int32) { child.wait() }

    public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }
}
