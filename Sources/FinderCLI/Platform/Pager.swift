#if canImport(Glibc)
import Glibc
#endif

/// Long output on a terminal goes through a pager, as git's does: the command FINDER_PAGER
/// names, else PAGER, else `less`, run by `/bin/sh -c` with LESS=FRX when LESS is unset
/// (quit when it fits a screen, colours as they are, no screen clearing) and LV=-c. An empty
/// pager or `cat` means none. Unlike git, the pager starts only once the output has more
/// lines than the terminal has rows, so a short answer costs no process
/// (docs/decisions/0501-pager-when-longer-than-the-screen.md). `--no-pager` or
/// FINDER_NO_PAGER=1 turns it off; a pipe is never paged.
///
/// The stream holds what is written until it passes the terminal's height, then starts the
/// pager and sends everything through it; `flush` before then writes to the terminal itself.
/// `finish` closes the pager's input and waits for the reader to quit it.
public final class PagedOutputStream: OutputStream {
    private let terminal: FileOutputStream
    private let command: String
    private let settings: Settings
    private let rows: Int
    private var pending = ""
    private var lines = 0
    private var pipe: FileOutputStream?
    private var child: pid_t = 0
    private var failedToStart = false

    init(command: String, settings: Settings, rows: Int) {
        terminal = FileOutputStream(fd: 1)
        self.command = command
        self.settings = settings
        self.rows = rows
    }

    public func write(_ text: String) {
        if let pipe { return pipe.write(text) }
        pending += text
        for b in text.utf8 where b == 0x0A { lines += 1 }
        if lines >= rows && !failedToStart { startPager() }
    }

    public func flush() {
        if let pipe { return pipe.flush() }
        terminal.write(pending)
        pending = ""
        terminal.flush()
    }

    public var failure: Int32 { pipe?.failure ?? terminal.failure }
    public var ended: Bool { pipe?.ended ?? terminal.ended }

    /// Ends the pager's input and waits until it quits (the reader's `q`).
    public func finish() {
        flush()
        guard let pipe else { return }
        pipe.flush()
        close(pipe.fd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    }

    private func startPager() {
        guard let (pid, input) = ChildWithInput.spawn(["/bin/sh", "-c", command], settings: settings, adding: ["LESS": "FRX", "LV": "-c"]) else {
            failedToStart = true
            return
        }
        child = pid
        let pipe = FileOutputStream(fd: input)
        pipe.write(pending)
        pending = ""
        self.pipe = pipe
    }
}

/// A child process whose stdin is a pipe from this one and whose stdout and stderr are this
/// one's (the terminal): the pager, and `man -l -` showing the manual.
enum ChildWithInput {
    /// Starts `argv` (a path, or a name looked up in PATH) with this environment and the
    /// variables of `adding` that it does not set; nil when it cannot start.
    static func spawn(_ argv: [String], settings: Settings, adding defaults: [String: String]) -> (pid_t, Int32)? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var variables = settings.variables.all
        for (name, value) in defaults where variables[name] == nil { variables[name] = value }
        let environment = variables.map { $0.key + "=" + $0.value }
        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup($0) } + [nil]
        defer { (cArgv + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cArgv, cEnv)
        close(fds[0])
        guard spawned == 0 else { close(fds[1]); return nil }
        return (pid, fds[1])
    }

    /// Writes `text` to the child's stdin, closes it and waits for the child; its exit status
    /// (127: it could not run the program it was asked to).
    static func feed(_ pid: pid_t, _ input: Int32, _ text: String) -> Int32 {
        let out = FileOutputStream(fd: input)
        out.write(text)
        out.flush()
        close(input)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

extension Platform {
    /// The terminal's rows (TIOCGWINSZ on stdout), else LINES, else 24.
    static func terminalRows(_ settings: Settings) -> Int {
        var w = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_row > 0 { return Int(w.ws_row) }
        return settings.lines ?? 24
    }
}
