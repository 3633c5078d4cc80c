#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one seam between finder and the operating system: arguments, environment, terminals
/// and the two output streams. Tests build one with whatever they need.
public struct Platform {
    public var arguments: [String]
    public var environment: [String: String]
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    public var stdout: OutputStream
    public var stderr: OutputStream

    public init(arguments: [String], environment: [String: String], stdinIsTerminal: Bool = false,
                stdoutIsTerminal: Bool, stderrIsTerminal: Bool, stdout: OutputStream, stderr: OutputStream) {
        self.arguments = arguments
        self.stdinIsTerminal = stdinIsTerminal
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The user's home folder: HOME when set to an absolute path, else the password
    /// database's entry for this user (HOME is unset under some service managers and in
    /// `env -i`); nil when neither names one.
    public var homeFolder: String? {
        if let h = environment["HOME"], h.hasPrefix("/") { return h }
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.hasPrefix("/") ? home : nil
    }

    /// The real process.
    public static func current() -> Platform {
        var count = 0
        while environ[count] != nil { count += 1 }
        var env: [String: String] = [:]
        env.reserveCapacity(count)
        for i in 0..<count {
            // Split at the first '=' byte: finding it as a Character walked grapheme breaks
            // (a quarter of a million instructions for a usual environment, every run).
            guard let entry = environ[i], let eq = strchr(entry, 0x3D) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: eq)), as: UTF8.self)
            env[name] = String(cString: eq + 1)
        }
        return Platform(arguments: Array(CommandLine.arguments.dropFirst()), environment: env,
                        stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
                        stdout: FileOutputStream(fd: 1), stderr: FileOutputStream(fd: 2))
    }

    /// A non-empty environment value.
    func env(_ name: String) -> String? {
        guard let v = environment[name], !v.isEmpty else { return nil }
        return v
    }
}

/// Where text goes. Writes are buffered by the implementation and flushed on `flush()`.
public protocol OutputStream: AnyObject {
    func write(_ text: String)
    func flush()
}

/// A file descriptor with a small buffer; flushes on demand and when the buffer fills.
public final class FileOutputStream: OutputStream {
    let fd: Int32
    private var buffer: [UInt8] = []

    public init(fd: Int32) { self.fd = fd }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 15 { flush() }
    }

    public func flush() {
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; break }  // EPIPE: the reader left; drop output
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Collects output in memory (tests).
public final class StringOutputStream: OutputStream {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
    public func flush() {}
}
