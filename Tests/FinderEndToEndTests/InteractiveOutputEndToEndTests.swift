import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// In interactive mode a failed write to stdout (EIO
/// from a terminal that went away, ENOSPC) was said only when the session ended — the full
/// screen ignored it and kept reading keys for a screen no one saw. Now the first failed
/// frame ends the session: the terminal restored, one line on stderr, exit 5. Each child runs
/// with a guard that kills it after two minutes (a hang is the failure, never a timing check).
@Suite(.serialized) struct InteractiveOutputEndToEndTests {
    /// A pseudo-terminal pair opened here: the master, and the slave's path and descriptor.
    struct Pair {
        let master: Int32
        let slavePath: String

        init(columns: Int = 80, rows: Int = 24) throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlock: Int32 = 0, number: UInt32 = 0
            // TIOCSPTLCK and TIOCGPTN (asm-generic/ioctls.h), macros Swift does not import.
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.EIO)
            }
            slavePath = "/dev/pts/\(number)"
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        }

        /// Reads from the master until `text` has arrived (or the slave side is gone).
        func read(until text: String) -> String {
            var seen: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while !String(decoding: seen, as: UTF8.self).contains(text) {
                var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 1, 120_000) > 0 else { break }
                let n = Glibc.read(master, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                seen += buffer[0..<n]
            }
            return String(decoding: seen, as: UTF8.self)
        }
    }

    /// The screen on one terminal, the keys from another: the screen's terminal closes (its
    /// master end) after the first frame, and the next key's frame cannot be written.
    @Test(arguments: ["en", "ru"])
    func theFirstFailedFrameEndsTheScreen(lang: String) throws {
        let data = try freshDataDir()
        let keys = try Pair(), screen = try Pair()
        let screenSlave = open(screen.slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        #expect(screenSlave >= 0)
        let err = data.file("stderr")
        let child = try Spawned(finderBinary, ["--data-dir", data.path, "--lang", lang, "interactive"],
                                environment: ["PATH": "/usr/bin:/bin", "HOME": data.path, "TERM": "xterm-256color",
                                              "LANG": "C.UTF-8", "FINDER_DEBOUNCE_MS": "0"],
                                stdin: .file(keys.slavePath), stdout: .descriptor(screenSlave), stderr: .file(err),
                                newSession: true)
        close(screenSlave)
        defer { close(keys.master) }
        let first = screen.read(until: lang == "en" ? "Search stocks" : "Поиск")
        #expect(first.contains("\u{1b}[?1049h"), "the screen was drawn: \(first)")
        close(screen.master)   // the terminal goes away (EIO from now on)
        _ = "a".withCString { write(keys.master, $0, 1) }
        let end = child.wait(killingAfter: 120)
        #expect(end?.signal == nil && end?.status == 5, "ended at the failed frame, exit 5: \(String(describing: end))")
        let said = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(said.contains(lang == "en" ? "cannot write the output" : "не удалось записать вывод"), "\(said)")
        #expect(said.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "one line: \(said)")
        var modes = termios()
        #expect(tcgetattr(keys.master, &modes) == 0)
        #expect(modes.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "the keys' terminal restored")
    }

    /// Line mode (here piped: stdin a pipe kept open) on a full device: the first answer
    /// that cannot be written ends the session, without waiting for more input.
    @Test func theFirstFailedAnswerEndsLineMode() throws {
        let data = try freshDataDir()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[1]) }
        let err = data.file("stderr")
        let child = try Spawned(finderBinary, ["--data-dir", data.path, "interactive"],
                                environment: ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "C.UTF-8"],
                                stdin: .descriptor(ends[0]), stdout: .file("/dev/full"), stderr: .file(err))
        close(ends[0])
        _ = "apple\n".withCString { write(ends[1], $0, strlen($0)) }
        let end = child.wait(killingAfter: 120)
        #expect(end?.signal == nil && end?.status == 5, "\(String(describing: end))")
        let said = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(said.contains("cannot write the output"), "\(said)")
    }

    /// A reader that left (EPIPE) ends line mode too, quietly: exit 0, nothing said.
    @Test func aReaderThatLeftEndsLineModeQuietly() throws {
        let data = try freshDataDir()
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        defer { close(input[1]) }
        close(output[0])   // the reader is gone before the first answer
        let err = data.file("stderr")
        let child = try Spawned(finderBinary, ["--data-dir", data.path, "interactive"],
                                environment: ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "C.UTF-8"],
                                stdin: .descriptor(input[0]), stdout: .descriptor(output[1]), stderr: .file(err))
        close(input[0])
        close(output[1])
        _ = "apple\n".withCString { write(input[1], $0, strlen($0)) }
        let end = child.wait(killingAfter: 120)
        #expect(end?.signal == nil && end?.status == 0, "\(String(describing: end))")
        let said = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(!said.contains("cannot write the output"), "\(said)")
    }
}
