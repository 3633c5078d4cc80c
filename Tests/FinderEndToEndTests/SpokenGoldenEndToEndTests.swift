import Foundation
import Testing
import FinderTestSupport

/// Every accessible line the golden files hold, as the voice gets it, in its own voice
/// (espeak-ng, `-q -x`): no digit string longer than 3 reaches the voice unspelled (an
/// identifier, a grouped or undeclined number), and every amount — price and day's change —
/// round-trips: its words read back give the number the JSON golden of the same run holds.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")))
struct SpokenGoldenEndToEndTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The lines of a golden file's stdout and stderr.
    static func lines(_ name: String) throws -> (stdout: [String], stderr: [String]) {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        guard let out = text.range(of: "--- stdout\n"), let err = text.range(of: "--- stderr\n", range: out.upperBound..<text.endIndex) else {
            return ([], [])
        }
        func split(_ s: Substring) -> [String] { s.split(separator: "\n").map(String.init) }
        return (split(text[out.upperBound..<err.lowerBound]), split(text[err.upperBound...]))
    }

    /// Digit runs of a line outside its links (a URL is read out as written, by choice; the
    /// accessible photo links are said short, without their scheme: "unsplash.com/photos/ID").
    static func digitRuns(_ line: String) -> [String] {
        line.split(separator: " ").filter { !$0.contains("://") && !$0.contains("/") }
            .flatMap { $0.split(whereSeparator: { !($0.isASCII && $0.isNumber) }) }.map(String.init)
    }

    static var accessibleGoldens: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".accessible") }.sorted()
    }

    @Test(arguments: accessibleGoldens)
    func noLongDigitStringReachesTheVoice(file: String) throws {
        let lang = file.contains(".ru.") ? "ru" : "en"
        let (out, err) = try Self.lines(file)
        #expect(!out.isEmpty || !err.isEmpty, "\(file) has no lines")
        for line in out + err {
            for run in Self.digitRuns(line) {
                // English says plain numbers right ("278", "1234567"); an identifier mixing
                // letters and digits, and any number in Russian (undeclined), must be spelled.
                let plainEnglishNumber = lang == "en" && line.split(separator: " ").contains { $0.trimmingCharacters(in: .punctuationCharacters) == run }
                #expect(run.count <= 3 || plainEnglishNumber, "\(file): «\(run)» in: \(line)")
                if lang == "ru" { #expect(run.count <= 1, "\(file): Russian digits «\(run)» in: \(line)") }
            }
            let said = try shellOutput("/usr/bin/espeak-ng", ["-q", "-x", "-v", lang, line])
            #expect(!said.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(file): espeak-ng said nothing for \(line)")
        }
    }

    /// The price and the day's change said in each accessible stock line read back into the
    /// numbers the JSON golden of the same query holds.
    @Test(arguments: accessibleGoldens.filter { $0.hasPrefix("stocks-") })
    func amountsRoundTrip(file: String) throws {
        let lang = file.contains(".ru.") ? "ru" : "en"
        let jsonFile = file.replacingOccurrences(of: ".accessible", with: ".json")
        let doc = try #require(try Self.lines(jsonFile).stdout.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let results = doc["results"] as? [[String: Any]] ?? []
        let lines = try Self.lines(file).stdout
        #expect(lines.count == results.count, "\(file)")
        var amounts = 0
        for (line, result) in zip(lines, results) {
            let fields = line.components(separatedBy: "; ")
            func said(_ prefixes: [String]) -> String? {
                for f in fields { for p in prefixes where f.hasPrefix(p) { return String(f.dropFirst(p.count)).components(separatedBy: ", ").first } }
                return nil
            }
            if let price = result["price"] as? Double, let words = said(lang == "ru" ? ["цена "] : ["price "]) {
                #expect(NumberWords.value(of: words, language: lang) == Self.millionths(price), "\(file): «\(words)» for \(price)")
                amounts += 1
            }
            if let change = result["change"] as? Double, change != 0,
               let words = said(lang == "ru" ? ["выросла на ", "упала на "] : ["up ", "down "]) {
                #expect(NumberWords.value(of: words, language: lang) == Self.millionths(abs(change)), "\(file): «\(words)» for \(change)")
                amounts += 1
            }
        }
        if file.hasPrefix("stocks-change") { #expect(amounts > 0, "\(file): no amount checked") }
    }

    /// An amount as the written form shows it (two minor digits from one unit up, the
    /// source's precision under one), in millionths.
    static func millionths(_ x: Double) -> Int64 {
        var digits = 2
        if abs(x) < 1 { while digits < 6, abs(x * pow(10, Double(digits)) - (x * pow(10, Double(digits))).rounded()) > 1e-9 { digits += 1 } }
        let p = pow(10, Double(digits))
        return Int64(((abs(x) * p).rounded() / p * 1_000_000).rounded())
    }
}
