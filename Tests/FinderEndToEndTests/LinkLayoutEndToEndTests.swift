import Foundation
import Testing
import FinderTestSupport

/// The release link of the static executable (Package.swift, docs/decisions/0441): lld, the
/// symbols of `Sources/finder/link-order.txt` laid out together at the start of their
/// sections, and segments aligned to 2 MiB. Each is a page fault saved per cold command,
/// measured by hand (Benchmarks/README.md); here, that the release build still has them.
@Suite struct LinkLayoutEndToEndTests {
    /// Listed symbol name → address, and each section's start and size.
    static func layout(_ binary: String) throws -> (symbols: [String: UInt64], sections: [String: (start: UInt64, size: UInt64)]) {
        var symbols: [String: UInt64] = [:]
        for line in try runProcess("/usr/bin/nm", ["--defined-only", binary]).stdout.split(separator: "\n") {
            let f = line.split(separator: " ")
            if f.count == 3, let address = UInt64(f[0], radix: 16) { symbols[String(f[2])] = address }
        }
        var sections: [String: (UInt64, UInt64)] = [:]
        for line in try runProcess("/usr/bin/readelf", ["-SW", binary]).stdout.split(separator: "\n") {
            // "  [ 7] .text   PROGBITS   0000000000400e80 000e80 a3d1df 00  AX  0   0 64"
            guard let close = line.firstIndex(of: "]") else { continue }
            let f = line[line.index(after: close)...].split(separator: " ")
            if f.count > 4, let start = UInt64(f[2], radix: 16), let size = UInt64(f[4], radix: 16) { sections[String(f[0])] = (start, size) }
        }
        return (symbols, sections)
    }

    @Test func theColdPathIsLaidOutTogether() throws {
        let binary = try packageBuild.get() + "/finder"
        let comment = try runProcess("/usr/bin/readelf", ["-p", ".comment", binary]).stdout
        #expect(comment.contains("Linker: LLD"), "\(comment)")

        let listed = try String(contentsOfFile: packageRoot + "/Sources/finder/link-order.txt", encoding: .utf8).split(separator: "\n").map(String.init)
        let (symbols, sections) = try Self.layout(binary)
        let text = try #require(sections[".text"])
        // Where in .text the listed functions lie, as a share of its size: laid out by the list
        // they fill its first part (0.56 of it at the list's making); in the linker's own order
        // they would be spread over all of it (their 90th percentile near 0.9).
        let offsets = listed.compactMap { symbols[$0] }.filter { $0 >= text.start && $0 < text.start + text.size }
            .map { Double($0 - text.start) / Double(text.size) }.sorted()
        #expect(offsets.count > 1000, "only \(offsets.count) listed functions are in the binary: make the list again (Scripts/make_link_order.sh)")
        if offsets.count > 1000 {
            #expect(offsets[offsets.count * 9 / 10] < 0.75, "listed functions' 90th percentile at \(offsets[offsets.count * 9 / 10]) of .text")
        }

        let segments = try runProcess("/usr/bin/readelf", ["-lW", binary]).stdout.split(separator: "\n").filter { $0.contains("LOAD") }
        #expect(!segments.isEmpty && segments.allSatisfy { $0.hasSuffix("0x200000") }, "\(segments)")
    }
}
