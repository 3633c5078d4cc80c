// finder-bench: in-process measurements of finder's stock search (the goals in README "Performance").
//
//     finder-bench CATALOGUE.tsv WORKDIR [--build-runs N] [--queries N] [--seed S]
//                  [--json OUT.json] [--import-only | --build-only] [--typos-only]
//
// `--build-runs 0` skips steps 1 and 2 and measures queries on WORKDIR as an earlier run
// left it (for iterating on query code without a 1M import and build each time).
// `--import-only` does step 1 alone; `--build-only` step 2 alone, on WORKDIR's store (so that
// `/usr/bin/time -v` reports the peak memory of an index build by itself: run.sh, 10M).
// `--typos-only` (with `--build-runs 0`) times only the misspellings: the search and the two
// walks, so that callgrind over it counts the typo tier's instructions and little else.
// `--slowest N` lists the N slowest queries of each timed search series (the p99 of 2,000 is
// its 20 slowest): time, text, letters, matches, and whether the typo tier answered.
// `--typo-file FILE` takes the misspellings from FILE (one a line) instead of drawing them:
// with `--typos-only`, callgrind counts just those (the tail `--slowest` named).
//
// 1. parses CATALOGUE.tsv (finder's catalogue format) and imports it into a fresh Store in
//    WORKDIR (finder.sqlite3), as `finder` would;
// 2. times StockIndex.build over the store's rows (N runs, median) into WORKDIR/stocks.index
//    and reports the file size — WORKDIR is then a ready `finder --data-dir`;
// 3. opens StockCatalogue on WORKDIR (must not rebuild) and times Q queries drawn
//    reproducibly (seeded SplitMix64) from prefixes of the catalogue's tickers, names and
//    later words, limit 20: through StockCatalogue.search (the whole use case: keys,
//    transliteration variants, concurrent tiers, merge, payload decode), and directly
//    through IndexReader range + top on the raw tries.
//
// Timings are wall-clock (CLOCK_MONOTONIC) per call, after one untimed warm-up pass.
import FinderDomain
import FinderIndex
import FinderStore
import FinderText
#if canImport(Glibc)
import Glibc
#endif

// MARK: small helpers

@inline(__always) func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func seconds(_ ns: UInt64) -> Double { Double(ns) / 1e9 }

func fmt(_ x: Double, _ digits: Int = 2) -> String {
    var s = String(Int((x * pow10(digits)).rounded()))
    if digits == 0 { return s }
    let negative = s.hasPrefix("-")
    if negative { s.removeFirst() }
    while s.count <= digits { s = "0" + s }
    s.insert(".", at: s.index(s.endIndex, offsetBy: -digits))
    return (negative ? "-" : "") + s
}

func pow10(_ n: Int) -> Double { var x = 1.0; for _ in 0..<n { x *= 10 }; return x }

func grouped(_ n: Int) -> String {
    let s = String(n)
    var out = ""
    for (i, c) in s.enumerated() {
        if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return out
}

func mib(_ bytes: Int) -> String { fmt(Double(bytes) / 1_048_576, 1) + " MiB" }

func fileSize(_ path: String) -> Int {
    var st = stat()
    return stat(path, &st) == 0 ? Int(st.st_size) : 0
}

func peakRSSBytes() -> Int {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return Int(u.ru_maxrss) * 1024
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    fseek(f, 0, SEEK_END)
    let n = ftell(f)
    fseek(f, 0, SEEK_SET)
    guard n >= 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: n)
    let got = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, n, f) }
    return got == n ? bytes : nil
}

func fail(_ message: String) -> Never {
    fputs("finder-bench: \(message)\n", stderr)
    exit(2)
}

func log(_ message: String) {
    print(message)
    fflush(stdout)
}

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Latency distribution of one series, in nanoseconds.
struct Series {
    var name: String
    var ns: [UInt64]
    func q(_ p: Double) -> Double {
        let s = ns.sorted()
        let i = Swift.min(s.count - 1, Swift.max(0, Int((p * Double(s.count)).rounded(.up)) - 1))
        return Double(s[i])
    }
    var median: Double { q(0.5) }
    var p99: Double { q(0.99) }
    var max: Double { Double(ns.max() ?? 0) }
    var mean: Double { Double(ns.reduce(0, +)) / Double(Swift.max(1, ns.count)) }
}

/// Section sizes of an index file, read from its header (layout in FinderIndex/_IndexFormat.swift,
/// format 5: 41 section slots of (offset u64, length u64) at byte 224; a section sharing an
/// earlier one's bytes has its offset and is counted once).
func sectionBreakdown(_ path: String) -> [(String, Int)] {
    guard let b = readFile(path), b.count >= 1024 else { return [] }
    func u32(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
    func u64(_ o: Int) -> Int { u32(o) | u32(o + 4) << 32 }
    guard u32(8) == 5 else { return [] }
    var seen = Set<Int>()
    func size(_ slots: [Int]) -> Int {
        slots.reduce(0) { sum, i in
            let offset = u64(224 + i * 16), length = u64(224 + i * 16 + 8)
            guard length > 0, seen.insert(offset).inserted else { return sum }
            return sum + length
        }
    }
    return [("trie nodes", size([0, 2, 4, 6])), ("entries", size([1, 3, 5, 7])), ("ranks", size([8, 9])),
            ("RMQ minima", size(Array(10...25))), ("payload", size([26, 27])), ("tails", size([28, 29])),
            ("aux", size(Array(30...38))), ("checksums", size([39, 40]))]
}

// MARK: queries

/// Prefixes a user would type, drawn from random rows: 30% ticker prefixes (1–5 chars),
/// 40% name prefixes (2–8 chars), 30% prefixes (2–6 chars) of a later word of the name.
func makeQueries(_ rows: [StockRecord], count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(state: seed)
    var out: [String] = []
    out.reserveCapacity(count)
    while out.count < count {
        let r = rows[Int(rng.next() % UInt64(rows.count))]
        let kind = rng.next() % 10
        var q: String
        if kind < 3 {
            let t = Array(r.ticker)
            q = String(t.prefix(1 + Int(rng.next() % UInt64(min(5, t.count)))))
        } else {
            let words = r.name.split(separator: " ")
            let word: Substring
            let maxLen: Int
            if kind < 7 || words.count < 2 {
                word = Substring(r.name); maxLen = 8
            } else {
                word = words[1 + Int(rng.next() % UInt64(words.count - 1))]; maxLen = 6
            }
            let c = Array(word)
            let n = min(c.count, 2 + Int(rng.next() % UInt64(maxLen - 1)))
            q = String(c.prefix(n))
        }
        q = q.lowercased()
        if q.contains(where: { $0.isLetter || $0.isNumber }) { out.append(q) }
    }
    return out
}

/// Misspelled names, so that the typo tier runs: the first word (5–12 letters, ASCII) of a
/// random row's name, cut to 5–9 letters, with one edit (a swap of two neighbours, a letter
/// dropped, doubled or replaced) after the first letter — finder keeps the first letter as
/// typed (README) — and a second edit when 8 letters or more remain.
func makeTypoQueries(_ rows: [StockRecord], count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(state: seed ^ 0x7970_6f73)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var out: [String] = []
    var attempts = 0
    while out.count < count && attempts < count * 200 {
        attempts += 1
        let r = rows[Int(rng.next() % UInt64(rows.count))]
        guard let first = r.name.split(separator: " ").first else { continue }
        var w = Array(first.lowercased())
        guard w.count >= 5, w.count <= 12, w.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
        w = Array(w.prefix(5 + Int(rng.next() % 5)))
        for _ in 0..<(w.count >= 8 ? 2 : 1) {
            let i = 1 + Int(rng.next() % UInt64(w.count - 2))
            switch rng.next() % 4 {
            case 0: w.swapAt(i, i + 1)
            case 1: w.remove(at: i)
            case 2: w.insert(w[i], at: i)
            default: w[i] = letters[Int(rng.next() % 26)]
            }
        }
        out.append(String(w))
    }
    return out
}

// MARK: main

@main
struct FinderBench {
    static func main() async {
        var args = Array(CommandLine.arguments.dropFirst())
        var buildRuns = 3, queryCount = 2000, seed: UInt64 = 42
        var jsonPath: String?
        var importOnly = false, buildOnly = false, typosOnly = false
        var answersPath: String?
        var slowest = 0
        var typoFile: String?
        func value(_ i: Int) -> String {
            guard i + 1 < args.count else { fail("\(args[i]) needs a value") }
            return args[i + 1]
        }
        var positional: [String] = []
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--build-runs": buildRuns = Int(value(i)) ?? 3; i += 2
            case "--queries": queryCount = Int(value(i)) ?? 2000; i += 2
            case "--seed": seed = UInt64(value(i)) ?? 42; i += 2
            case "--json": jsonPath = value(i); i += 2
            case "--import-only": importOnly = true; i += 1
            case "--build-only": buildOnly = true; i += 1
            case "--typos-only": typosOnly = true; i += 1
            case "--answers": answersPath = value(i); i += 2
            case "--slowest": slowest = Int(value(i)) ?? 20; i += 2
            case "--typo-file": typoFile = value(i); i += 2
            case "-h", "--help":
                print("usage: finder-bench CATALOGUE.tsv WORKDIR [--build-runs N] [--queries N] [--seed S] [--json OUT] [--typos-only] [--answers OUT] [--slowest N] [--typo-file FILE]")
                exit(0)
            default: positional.append(args[i]); i += 1
            }
        }
        args = positional
        guard args.count == 2 else { fail("usage: finder-bench CATALOGUE.tsv WORKDIR [--build-runs N] [--queries N] [--seed S] [--json OUT] [--typos-only] [--answers OUT] [--slowest N] [--typo-file FILE]") }
        let cataloguePath = args[0], work = args[1]
        var results: [(String, String)] = []   // for --json
        func record(_ key: String, _ v: Double) { results.append((key, fmt(v, 6))) }

        let reuse = buildRuns == 0 || buildOnly
        // Fresh data folder.
        if !reuse {
            for f in [Store.fileName, Store.fileName + "-wal", Store.fileName + "-shm", StockIndex.fileName] {
                unlink(work + "/" + f)
            }
        }

        // 1. parse + import.
        var t0 = now()
        var rowCount = 0
        let store: Store
        let keys = SearchKeyMaker()
        let indexPath = work + "/" + StockIndex.fileName
        func writeJSON() {
            guard let jsonPath else { return }
            var text = "{\n"
            for (n, (k, v)) in results.enumerated() {
                text += "  \"\(k)\": \(v)" + (n + 1 < results.count ? ",\n" : "\n")
            }
            text += "}\n"
            guard let f = fopen(jsonPath, "w") else { fail("cannot write \(jsonPath)") }
            fputs(text, f)
            fclose(f)
        }

        // 2. index build, from the store as a rebuild makes it (listings read a batch at a
        //    time while the last batch is indexed).
        func buildIndex(_ checksum: UInt64) {
            do {
                let identity = StockIndex.identity(catalogueChecksum: checksum, keys: keys)
                var builds: [UInt64] = []
                for _ in 0..<max(1, buildRuns) {
                    t0 = now()
                    try StockIndex.build(from: store, identity: identity, keys: keys, to: indexPath)
                    builds.append(now() - t0)
                }
                let s = Series(name: "build", ns: builds)
                log("  index build (StockIndex.build from the store) median \(fmt(s.median / 1e9)) s over \(builds.count) runs"
                    + "  [\(builds.map { fmt(seconds($0)) }.joined(separator: ", "))] s")
                log("  index file                   \(mib(fileSize(indexPath)))  (\(grouped(fileSize(indexPath))) bytes)")
                let parts = sectionBreakdown(indexPath)
                log("    = " + parts.map { "\($0.0) \(mib($0.1))" }.joined(separator: ", "))
                for (name, size) in parts { record("index_" + name.replacingOccurrences(" ", "_") + "_bytes", Double(size)) }
                record("build_median_s", s.median / 1e9)
                record("index_bytes", Double(fileSize(indexPath)))
            } catch { fail("build: \(error)") }
            log("  peak RSS after build         \(mib(peakRSSBytes()))")
            record("peak_rss_build_bytes", Double(peakRSSBytes()))
        }

        if reuse {
            do { store = try Store(directory: work) } catch { fail("store: \(error)") }
            log("finder-bench  \(work): reusing its store" + (buildOnly ? "" : " and index"))
            if buildOnly {
                do {
                    guard let checksum = try store.catalogueChecksum() else { fail("no catalogue in \(work)") }
                    record("rows", Double(try store.stockCount()))
                    buildIndex(checksum)
                } catch { fail("store: \(error)") }
                writeJSON()
                return
            }
        } else {
            guard let bytes = readFile(cataloguePath) else { fail("cannot read \(cataloguePath)") }
            var parsed: [StockRecord]
            do { parsed = try CatalogueFile.parse(bytes, path: cataloguePath) } catch { fail("\(error)") }
            // As the first run of finder imports it (StockCatalogue.init): with country codes.
            for i in parsed.indices { parsed[i].countryCode = Country.code(forCatalogueName: parsed[i].country) }
            let parseNs = now() - t0
            rowCount = parsed.count
            log("finder-bench  \(cataloguePath)  \(grouped(rowCount)) rows  (\(mib(bytes.count)))")
            log("  parse catalogue              \(fmt(seconds(parseNs))) s")
            record("rows", Double(rowCount)); record("parse_s", seconds(parseNs))

            let checksum: UInt64
            do {
                store = try Store(directory: work)
                t0 = now()
                checksum = try store.replaceCatalogue(parsed, source: "benchmark")
                let importNs = now() - t0
                log("  import into store            \(fmt(seconds(importNs))) s   finder.sqlite3 \(mib(fileSize(store.path)))")
                record("import_s", seconds(importNs))
            } catch { fail("store: \(error)") }
            parsed = []
            if importOnly {
                log("  peak RSS after import        \(mib(peakRSSBytes()))")
                writeJSON()
                return
            }
            buildIndex(checksum)
        }

        // 3. queries.
        let queries: [String]
        var typos: [String] = []
        do {
            // Draw from the store's rows so queries are prefixes of names and tickers present.
            let rows = try store.allStocks()
            queries = makeQueries(rows, count: queryCount, seed: seed)
            typos = makeTypoQueries(rows, count: queries.count, seed: seed)
            if let typoFile {
                guard let bytes = readFile(typoFile) else { fail("cannot read \(typoFile)") }
                typos = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            }
            rowCount = rows.count
            if reuse { record("rows", Double(rowCount)) }
        } catch { fail("\(error)") }

        let catalogue: StockCatalogue
        do {
            t0 = now()
            catalogue = try StockCatalogue(dataDirectory: work, resources: ResourceLocator())
            let openNs = now() - t0
            guard catalogue.notices.isEmpty else { fail("StockCatalogue rebuilt or imported: \(catalogue.notices)") }
            log("  open StockCatalogue          \(fmt(Double(openNs) / 1e6, 3)) ms (no rebuild)")
            record("open_ms", Double(openNs) / 1e6)
        } catch { fail("open: \(error)") }

        // --answers OUT: every answer of the query mix and the misspellings, in both
        // languages, one line a query, and nothing timed: two builds' files must be equal
        // (a speed change that moves one result is a bug).
        if let answersPath {
            guard let f = fopen(answersPath, "w") else { fail("cannot write \(answersPath)") }
            do {
                for language in ["en", "ru"] {
                    for (set, list) in [("mix", queries), ("typo", typos)] {
                        for q in list {
                            let r = try await catalogue.search(StockQuery(text: q, limit: 20, language: language))
                            let shown = r.matches.map { m in
                                "\(m.stock.ticker)|\(m.stock.country)|\(m.kind.identifier)|\(m.tier.rawValue)|\(m.listings.count)|\(m.receipts.count)"
                            }
                            fputs("\(language)\t\(set)\t\(q)\t\(r.layoutCorrection ?? "")\t\(shown.joined(separator: " "))\n", f)
                        }
                    }
                }
            } catch { fail("search: \(error)") }
            fclose(f)
            log("  answers of \(queries.count) + \(typos.count) queries (en, ru) written to \(answersPath)")
            return
        }

        /// Times StockCatalogue.search over `list` after a warm-up pass; returns the series,
        /// how many queries matched and how many were answered (in part) by the typo tier.
        func timeSearches(_ name: String, _ list: [String]) async throws -> (Series, Int, Int) {
            for q in list { _ = try await catalogue.search(StockQuery(text: q, limit: 20)) }  // warm-up pass
            var ns: [UInt64] = []
            ns.reserveCapacity(list.count)
            var matched = 0, typo = 0
            var facts: [(count: Int, typo: Bool)] = []
            for q in list {
                let t = now()
                let r = try await catalogue.search(StockQuery(text: q, limit: 20))
                ns.append(now() - t)
                if !r.matches.isEmpty { matched += 1 }
                let answeredByTypos = r.matches.contains(where: { $0.kind == .typo })
                if answeredByTypos { typo += 1 }
                if slowest > 0 { facts.append((r.matches.count, answeredByTypos)) }
            }
            if slowest > 0 {
                log("  slowest \(slowest) of \(name): µs, query, letters, matches, typo tier")
                for i in ns.indices.sorted(by: { ns[$0] > ns[$1] }).prefix(slowest) {
                    log("    \(fmt(Double(ns[i]) / 1e3, 1))\t\(list[i])\t\(keys.key(list[i]).count)\t\(facts[i].count)\t\(facts[i].typo)")
                }
            }
            return (Series(name: name, ns: ns), matched, typo)
        }
        var series: [(key: String, series: Series)] = []
        var matched = 0
        // The typo tier runs when fewer than 20 companies match as typed or transliterated.
        do {
            if !typosOnly {
                let (s, m, _) = try await timeSearches("StockCatalogue.search", queries)
                series.append(("search", s))
                matched = m
            }
            let (t, typoMatched, typoTier) = try await timeSearches("StockCatalogue.search, typos", typos)
            series.append(("search_typos", t))
            log("  typo queries: \(typos.count), \(typoMatched) with matches, \(typoTier) answered by the typo tier; e.g. "
                + typos.prefix(6).map { "\"\($0)\"" }.joined(separator: " "))
        } catch { fail("search: \(error)") }

        do {
            let reader = try IndexReader(path: indexPath)
            let tries = StockIndex.Trie.allCases.map(\.rawValue)
            let precomputed = queries.map { keys.key($0) }
            func raw(_ key: [UInt8], _ tries: [Int]) throws -> Int {
                var n = 0
                for t in tries {
                    let r = try reader.range(of: key, trie: t)
                    n += try reader.top(r.prefix, trie: t, ordering: 0, limit: 20).count
                }
                return n
            }
            for k in precomputed where !typosOnly { _ = try raw(k, tries) }  // warm-up pass
            var keyed: [UInt64] = [], three: [UInt64] = [], one: [UInt64] = []
            for (q, k) in zip(queries, precomputed) where !typosOnly {
                var t = now()
                _ = try raw(keys.key(q), tries)
                keyed.append(now() - t)
                t = now()
                _ = try raw(k, tries)
                three.append(now() - t)
                t = now()
                _ = try raw(k, [StockIndex.Trie.nameStart.rawValue])
                one.append(now() - t)
            }
            if !typosOnly {
                series.append(("raw_keyed", Series(name: "key + range/top, \(tries.count) tries", ns: keyed)))
                series.append(("raw_all", Series(name: "range/top, \(tries.count) tries", ns: three)))
                series.append(("raw1", Series(name: "range/top, name trie", ns: one)))
            }
            // The typo automaton alone over the two name tries, at each distance.
            let syntax = KeySyntax(symbolLength: SearchKey.symbolLength(first:))
            let typoKeys = typos.map { keys.key($0) }
            let nameTries = [StockIndex.Trie.nameStart.rawValue, StockIndex.Trie.laterWord.rawValue]
            for distance in [1, 2] {
                var ns: [UInt64] = []
                for k in typoKeys {
                    let t = now()
                    for trie in nameTries {
                        _ = try reader.fuzzyWalk(k, trie: trie, syntax: syntax, maxDistance: distance, exactPrefix: distance)
                    }
                    ns.append(now() - t)
                }
                series.append(("typo_walk\(distance)", Series(name: "typo walk, distance \(distance)", ns: ns)))
            }
        } catch { fail("raw: \(error)") }

        log("  queries: \(queries.count) (seed \(seed)), limit 20, \(matched) with matches; e.g. "
            + queries.prefix(6).map { "\"\($0)\"" }.joined(separator: " "))
        func row(_ cells: [String]) -> String {
            var line = "  " + cells[0].padding(32)
            for c in cells.dropFirst() { line += c.lpad(10) }
            return line
        }
        log(row(["in-process latency", "median µs", "p99 µs", "max µs", "mean µs"]))
        for (key, s) in series {
            log(row([s.name, fmt(s.median / 1e3, 1), fmt(s.p99 / 1e3, 1), fmt(s.max / 1e3, 1), fmt(s.mean / 1e3, 1)]))
            record(key + "_median_us", s.median / 1e3)
            record(key + "_p99_us", s.p99 / 1e3)
            record(key + "_max_us", s.max / 1e3)
        }
        let p99 = series.filter { $0.key.hasPrefix("search") }.map(\.series.p99).max()! / 1e6
        log("  goal: in-process p99 < 1 ms, typo tier on (at 1M and 10M): \(fmt(p99, 3)) ms at \(grouped(rowCount)) rows -> "
            + (p99 < 1 ? "met" : "MISSED"))
        log("  peak RSS                     \(mib(peakRSSBytes()))")
        record("peak_rss_bytes", Double(peakRSSBytes()))

        writeJSON()
    }
}

extension String {
    func replacingOccurrences(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func lpad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
