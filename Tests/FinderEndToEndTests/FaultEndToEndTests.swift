import Foundation
import Testing
import FinderTestSupport

/// Faults injected around a real `finder` process: odd files where the index should be,
/// leftovers of killed writers. Each would once hang, crash or leak (issue: fault review).
@Suite struct FaultEndToEndTests {
    /// A FIFO (or a link to one) at `stocks.index` blocked `open()` forever; now it is a
    /// damaged index, replaced by a rebuilt one.
    @Test(arguments: [false, true])
    func aFIFOAtTheIndexIsDamageNotAHang(throughALink: Bool) throws {
        let dir = try freshDataDir()
        let index = dir.file("stocks.index")
        try FileManager.default.removeItem(atPath: index)
        let fifo = throughALink ? dir.file("elsewhere.fifo") : index
        #expect(mkfifo(fifo, 0o600) == 0)
        if throughALink { try FileManager.default.createSymbolicLink(atPath: index, withDestinationPath: fifo) }
        let r = try runFinder(["--data-dir", dir.path, "--no-history", "stocks", "apple"], hangLimit: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("The search index was damaged; rebuilt it."), "\(r.stderr)")
        var st = stat()
        #expect(lstat(index, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG, "a regular index replaced it")
    }

    /// Temporary index files of builds killed mid-write (SIGKILL, Ctrl-C) are removed by the
    /// next build instead of staying for ever; nothing else in the folder is touched.
    @Test func leftoversOfKilledBuildsAreRemovedByTheNextBuild() throws {
        let dir = try freshDataDir()
        let leftovers = ["stocks.index.tmp.4242", "stocks.index.tmp-zq81xk"]
        for name in leftovers + ["notes.txt"] {
            try Data(repeating: 1, count: 4096).write(to: URL(fileURLWithPath: dir.file(name)))
        }
        try FileManager.default.removeItem(atPath: dir.file("stocks.index"))
        let r = try run(dir, ["--no-history", "stocks", "apple"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(names.isDisjoint(with: leftovers), "\(names)")
        #expect(names.contains("notes.txt") && names.contains("stocks.index"))
    }
}

/// A full disk: finder says so and what to free — never "move the store aside", which would
/// discard history and synced listings — and leaves no journal behind.
@Suite(.enabled(if: SmallDisk.isAvailable)) struct FullDiskEndToEndTests {
    func files(_ path: String) throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            sizes[name] = (try FileManager.default.attributesOfItem(atPath: path + "/" + name)[.size] as? Int) ?? 0
        }
        return sizes
    }

    /// 4 MiB cannot hold the imported catalogue: the import is undone and its WAL truncated.
    @Test func anImportOnAFullDiskSaysSoAndLeavesNoJournal() throws {
        let disk = try #require(SmallDisk(kibibytes: 4096))
        let data = disk.file("data")
        for lang in ["en", "ru"] {
            let r = try runFinder(["--lang", lang, "--data-dir", data, "stocks", "apple"])
            #expect(r.status == 5, "\(r.stderr)")
            #expect(r.stderr.contains(lang == "en" ? "is full" : "нет места"), "\(r.stderr)")
            #expect(!r.stderr.contains("mv "), "no advice to move the store aside: \(r.stderr)")
        }
        let json = try runFinder(["--json", "--data-dir", data, "stocks", "apple"])
        #expect(json.stdout.contains(#""code":"disk-full""#), "\(json.stdout)")
        let sizes = try files(data)
        #expect((sizes["finder.sqlite3-wal"] ?? 0) == 0, "\(sizes)")
        #expect(sizes.keys.allSatisfy { !$0.contains(".tmp") }, "\(sizes)")
    }

    /// A sync whose new index does not fit once committed its merge and then left nothing
    /// searchable (every search exit 5). Now the index is built before the merge commits:
    /// the failure changes nothing, and the old catalogue and index keep answering.
    @Test func aSyncOnAFullDiskChangesNothingAndSearchesGoOn() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 16 * 1024))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        let file = source.file("many.json")  // outside the small disk
        let rows = (0..<40_000).map { #"{"ticker":"ZQ\#($0)","name":"Zquux Holdings \#($0)","currentPrice":1.5}"# }
        try Data(("[" + rows.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: file))
        let count = { try shellOutput("/usr/bin/sqlite3", [data + "/finder.sqlite3", "SELECT count(*) FROM stocks"]) }
        let before = try count()

        let sync = try runFinder(["--data-dir", data, "stocks", "sync", "--from", file])
        #expect(sync.status == 5, "\(sync.stderr)")
        #expect(sync.stderr.contains("is full"), "\(sync.stderr)")
        #expect(try count() == before, "the merge was undone")
        let names = try FileManager.default.contentsOfDirectory(atPath: data)
        #expect(names.allSatisfy { !$0.contains(".tmp") }, "\(names)")

        let search = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.hasPrefix("AAPL"))
        #expect(!search.stderr.contains("index"), "the old index still serves: \(search.stderr)")
    }

    /// A disk that holds the store but not the index as well: the index write fails, no
    /// temporary file stays, and the catalogue is still there for when space is freed. (The
    /// index is smaller than the store's import needs in passing, so the store is imported
    /// first; then all but 1 MiB of the free space is taken and the index built again.)
    @Test func anIndexThatDoesNotFitSaysSoAndLeavesNoTemporary() throws {
        let disk = try #require(SmallDisk(kibibytes: 16 * 1024))
        let data = disk.file("data")
        let first = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(first.status == 0, "\(first.stderr)")
        try FileManager.default.removeItem(atPath: data + "/stocks.index")
        _ = try shellOutput("/usr/bin/sqlite3", [data + "/finder.sqlite3", "PRAGMA wal_checkpoint(TRUNCATE)"])
        try Data(count: max(0, disk.freeBytes - 1024 * 1024)).write(to: URL(fileURLWithPath: disk.file("filler")))
        let r = try runFinder(["--data-dir", data, "stocks", "apple"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("stocks.index is full") || r.stderr.contains("is full"), "\(r.stderr)")
        #expect(!r.stderr.contains("mv "))
        let sizes = try files(data)
        #expect(sizes.keys.allSatisfy { !$0.contains(".tmp") }, "\(sizes)")
        #expect((sizes["finder.sqlite3-wal"] ?? 0) == 0, "\(sizes)")
        let count = try shellOutput("/usr/bin/sqlite3", [data + "/finder.sqlite3", "SELECT count(*) > 39000 FROM stocks"])
        #expect(count == "1\n", "the imported catalogue stays")
    }
}

/// A search that writes nothing on a full disk, once the catalogue is built: it failed (exit
/// 5) because the first process to open the store makes its -shm and grows it. Now it answers
/// from the store read without writing; one that would record says it was not recorded.
@Suite(.enabled(if: SmallDisk.isAvailable)) struct FullDiskSearchEndToEndTests {
    @Test func aSearchOnAFullDiskAnswers() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 16 * 1024))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        #expect(try runFinder(["--data-dir", data, "stocks", "tesla"]).status == 0)  // history in the WAL
        // No -shm (a folder copied without it): it must be made and grown, as after a reboot
        // that cleared it. With one, the first process frees its pages before growing it again.
        try? FileManager.default.removeItem(atPath: data + "/finder.sqlite3-shm")
        _ = try runProcess("/bin/dd", ["if=/dev/zero", "of=" + disk.file("filler"), "bs=64k"])
        #expect(disk.freeBytes == 0)

        let quiet = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("AAPL"), "\(quiet.stdout)")
        // A search appends to the pending log (docs/decisions/0602) while the log's last block
        // has room; the first that needs a new block is said not recorded, and leaves nothing.
        var recordedQueries: [String] = []
        var refused: String?
        for query in ["apple", "nvidia", "intel", "ford", "meta", "sber", "nestle", "toyota"] {
            let r = try runFinder(["--data-dir", data, "stocks", query])
            #expect(r.status == 0, "\(r.stderr)")
            if r.stderr.contains("This search is not recorded") {
                #expect(r.stderr.contains("is full"), "\(r.stderr)")
                refused = query
                break
            }
            recordedQueries.append(query)
        }
        let notRecorded = try #require(refused, "a full disk refuses a search's record at last")
        // History is read, what is pending included, though the store cannot take it in.
        let history = try runFinder(["--data-dir", data, "history"])
        #expect(history.status == 0, "\(history.stderr)")
        for q in (["tesla"] + recordedQueries).suffix(5) { #expect(history.stdout.contains(q), "\(q): \(history.stdout)") }
        #expect(!history.stdout.contains(notRecorded), "\(history.stdout)")
    }
}

/// A file system out of inodes (ENOSPC with free blocks) was said as a full disk ("free some
/// space", which does not help), or, when SQLite could not make its journal, as "no such file
/// or folder". Now it is said as inodes, with their cure; a search that writes nothing answers.
@Suite(.enabled(if: SmallDisk.isAvailable)) struct NoInodesEndToEndTests {
    static let said = ["en": "has no free inodes left", "ru": "закончились индексные дескрипторы (inode)"]

    @Test(arguments: ["en", "ru"])
    func aDataFolderThatCannotBeMadeSaysInodes(lang: String) throws {
        let disk = try #require(SmallDisk(kibibytes: 64 * 1024, inodes: 64))
        disk.useUpInodes()
        let r = try runFinder(["--lang", lang, "--data-dir", disk.file("data"), "stocks", "apple"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains(Self.said[lang]!) && r.stderr.contains("df -i"), "\(r.stderr)")
        #expect(!r.stderr.contains(lang == "en" ? "free some space" : "освободите место"), "\(r.stderr)")
        let json = try runFinder(["--json", "--data-dir", disk.file("data"), "stocks", "apple"])
        #expect(json.stdout.contains(#""code":"disk-full""#), "\(json.stdout)")
    }

    /// A store without its -wal and -shm, which cannot be made: a search that writes nothing
    /// answers (the store read `immutable`); one that records says why it did not; a write
    /// that must happen fails, said as inodes.
    @Test func aJournalThatCannotBeMadeSaysInodesAndSearchesAnswer() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 64 * 1024, inodes: 64))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        _ = try runProcess("/usr/bin/sqlite3", [data + "/finder.sqlite3", "PRAGMA wal_checkpoint(TRUNCATE);"], environment: ["PATH": "/usr/bin:/bin"])
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: data + "/finder.sqlite3" + suffix) }
        disk.useUpInodes()

        let quiet = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("AAPL"), "\(quiet.stdout)")
        let recorded = try runFinder(["--data-dir", data, "stocks", "apple"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("This search is not recorded") && recorded.stderr.contains(Self.said["en"]!), "\(recorded.stderr)")
        let clear = try runFinder(["--lang", "ru", "--data-dir", data, "history", "clear"])
        #expect(clear.status == 5, "\(clear.stderr)")
        #expect(clear.stderr.contains(Self.said["ru"]!) && !clear.stderr.contains("такого файла"), "\(clear.stderr)")
    }

    /// The index's temporary file cannot be made: said as inodes, nothing left behind.
    @Test func anIndexThatCannotBeMadeSaysInodes() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 64 * 1024, inodes: 64))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        #expect(try runFinder(["--data-dir", data, "stocks", "tesla"]).status == 0)  // -wal and -shm made
        try FileManager.default.removeItem(atPath: data + "/stocks.index")
        disk.useUpInodes()
        let r = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("stocks.index has no free inodes left"), "\(r.stderr)")
        #expect(!r.stderr.contains("free some space"), "\(r.stderr)")
    }
}

@Suite struct BoundedWritesEndToEndTests {
    /// `--limit 0` once saved every result for offline use (418 MB on a million listings) and
    /// left a WAL as large; now the first `SavedResult.maxItems` are kept and the WAL stays
    /// within its 4 MiB bound.
    @Test func aSearchForEverythingSavesAHundredResults() throws {
        let dir = try freshDataDir()
        let all = try run(dir, ["--quiet", "stocks", "a", "--limit", "0"])
        #expect(all.status == 0)
        #expect(all.stdout.split(separator: "\n").count > 5000)
        let saved = try run(dir, ["--json", "offline", "show"])
        let doc = try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as! [String: Any]
        #expect(doc["count"] as? Int == 100, "\(saved.stdout.prefix(300))")
        let wal = (try? FileManager.default.attributesOfItem(atPath: dir.file("finder.sqlite3-wal"))[.size] as? Int) ?? 0
        #expect(wal <= 4 * 1024 * 1024)
    }
}

/// A data folder on a read-only file system (EROFS holds for root too, unlike permission bits).
@Suite(.enabled(if: SmallDisk.isAvailable)) struct ReadOnlyDataEndToEndTests {
    @Test func searchingAReadOnlyFolderWorksWhenNothingMustBeWritten() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 32 * 1024))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        _ = try runFinder(["--data-dir", data, "stocks", "apple"])  // a history entry to read back
        #expect(try runProcess("/bin/mount", ["-o", "remount,ro", disk.path]).status == 0)

        let quiet = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("AAPL"))
        #expect(!quiet.stderr.contains("busy") && !quiet.stderr.contains("read-only"), "\(quiet.stderr)")

        let recorded = try runFinder(["--data-dir", data, "stocks", "apple"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("is read-only: this search is not recorded"), "\(recorded.stderr)")

        let history = try runFinder(["--data-dir", data, "history"])
        #expect(history.status == 0 && history.stdout.contains("apple"), "\(history.stderr)")
        let clear = try runFinder(["--data-dir", data, "history", "clear"])
        #expect(clear.status == 5, "a write that must happen still fails: \(clear.stderr)")
    }

    /// A read-only mount whose -wal and -shm are gone (checkpointed and removed): exit 5,
    /// "no such file", though the store was there. It is read immutable.
    @Test func aReadOnlyStoreWithoutItsJournalStillAnswers() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 32 * 1024))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        _ = try runFinder(["--data-dir", data, "stocks", "apple"])  // a history entry to read back
        _ = try runFinder(["--data-dir", data, "history"])  // taken into the state store
        for store in ["finder.sqlite3", "history.sqlite3"] {
            let checkpoint = try runProcess("/usr/bin/sqlite3", [data + "/" + store, "PRAGMA wal_checkpoint(TRUNCATE);"],
                                            environment: ["PATH": "/usr/bin:/bin"])
            #expect(checkpoint.status == 0, "\(checkpoint.stderr)")
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: data + "/" + store + suffix) }
        }
        #expect(try runProcess("/bin/mount", ["-o", "remount,ro", disk.path]).status == 0)

        let quiet = try runFinder(["--data-dir", data, "--no-history", "stocks", "apple"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("AAPL"), "\(quiet.stdout)")
        let history = try runFinder(["--data-dir", data, "history"])
        #expect(history.status == 0 && history.stdout.contains("apple"), "\(history.stderr)")
        #expect(!FileManager.default.fileExists(atPath: data + "/finder.sqlite3-wal"))
        #expect(!FileManager.default.fileExists(atPath: data + "/history.sqlite3-wal"))
    }
}

@Suite struct SignalEndToEndTests {
    /// SIGQUIT (or SIGABRT) to finder-net once brought the Swift runtime's crash report —
    /// on a terminal a 30 s "press space" screen — and the process went on. Now it ends as
    /// the signal asks, and says nothing.
    @Test func sigquitEndsFinderNetWithoutACrashReport() throws {
        let server = try StallingServer(body: Data(#"{"total":0,"total_pages":0,"results":[]}"#.utf8), stallAfter: 1)
        let dir = TemporaryDirectory()
        let child = try CleanChild(finderBinary, ["--data-dir", dir.file("data"), "photos", "cats"], environment: [
            "PATH": "/usr/bin:/bin", "HOME": dir.path, "UNSPLASH_ACCESS_KEY": "test-key",
            "FINDER_UNSPLASH_URL": server.baseURL, "FINDER_UNSPLASH_TIMEOUT": "120"])
        server.sent.wait()  // finder-net is waiting for the rest of the answer
        kill(child.pid, SIGQUIT)
        let end = child.wait()
        #expect(end.signal == SIGQUIT, "\(end)")
        let said = child.stderr
        #expect(!said.contains("crashed") && !said.contains("Backtrac"), "\(said)")
    }
}

@Suite struct StrayFilesEndToEndTests {
    /// Foundation's cookie storage once left an empty `$XDG_DATA_HOME/release` behind every
    /// photo search; only finder's own folder may appear there (the state folder's too: the
    /// same folder here).
    @Test func aPhotoSearchLeavesNothingButTheDataFolder() throws {
        let home = TemporaryDirectory("finder-xdg")
        let r = try runFinder(["photos", "cats"], environment: [
            "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path, "UNSPLASH_ACCESS_KEY": "test-key",
            "FINDER_UNSPLASH_URL": "http://127.0.0.1:9"])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == ["finder"])
    }
}

@Suite struct SyncCountsEndToEndTests {
    func syncJSON(_ dir: TemporaryDirectory, _ file: String) throws -> [String: Any] {
        let r = try run(dir, ["--json", "stocks", "sync", "--from", file])
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        return doc["sync"] as! [String: Any]
    }

    /// Syncing the same file again reported every row "updated"; a negative price
    /// was "not a number".
    @Test func aResyncOfTheSameFileUpdatesNothingAndANegativePriceSaysSo() throws {
        let dir = try freshDataDir()
        let file = dir.file("prices.json")
        try Data(#"[{"ticker":"AAPL","name":"Apple Inc","currentPrice":189.84},{"ticker":"ZZQ","name":"Zz","currentPrice":-5}]"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let first = try syncJSON(dir, file)
        #expect(first["updated"] as? Int == 1)
        #expect(first["skippedReasons"] as? [String: Int] == ["negativePrice": 1])
        let again = try syncJSON(dir, file)
        #expect(again["updated"] as? Int == 0, "\(again)")
        #expect(again["unchanged"] as? Int == 1)
        let text = try run(dir, ["stocks", "sync", "--from", file])
        #expect(text.stderr.contains("1 stock unchanged") && !text.stderr.contains("0 stocks updated") && text.stderr.contains("price below zero (1)"), "\(text.stderr)")
        #expect(!text.stderr.contains("not a number"))
    }
}

/// System and SQLite errors inside Russian sentences were English ("повреждено
/// (file is not a database)", "…/afile: Not a directory").
@Suite struct LocalizedFailureEndToEndTests {
    @Test func theSearchedFieldIsNamedInRussian() throws {
        let dir = try freshDataDir()
        let r = try run(dir, ["--lang", "ru", "stocks", "zzzzq", "--by", "ticker"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Поиск шёл только по тикерам"), "\(r.stderr)")
        #expect(!r.stderr.contains("полю ticker"))
    }

    @Test func aDamagedStoreAndAnUnusableFolderAreSaidInRussian() throws {
        let dir = TemporaryDirectory()
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: dir.file("finder.sqlite3")))
        let damaged = try runFinder(["--lang", "ru", "--data-dir", dir.path, "stocks", "apple"])
        #expect(damaged.status == 5)
        #expect(damaged.stderr.contains("повреждено (файл — не хранилище finder"), "\(damaged.stderr)")
        #expect(!damaged.stderr.contains("file is not a database"))

        let file = dir.file("afile")
        try Data().write(to: URL(fileURLWithPath: file))
        let unusable = try runFinder(["--lang", "ru", "--data-dir", file + "/data", "stocks", "apple"])
        #expect(unusable.status == 5)
        #expect(unusable.stderr.contains("часть пути — файл, а не папка"), "\(unusable.stderr)")
        #expect(!unusable.stderr.contains("Not a directory"))
    }
}

/// With HOME unset, finder wrote `./.local/share/finder` wherever it ran. Now the
/// password database's home is used (`nobody`'s is /nonexistent: exit 5 naming it), and
/// nothing appears in the working folder.
@Suite struct NoHomeEndToEndTests {
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func withoutHOMEThePasswordDatabaseDecidesNeverTheWorkingFolder() throws {
        let cwd = TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: cwd.path)
        let script = "cd '\(cwd.path)' && exec /usr/bin/setpriv --reuid=nobody --regid=nogroup --clear-groups '\(finderForOtherUsers)' stocks apple"
        let r = try runProcess("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("/nonexistent/.local/share/finder"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cwd.path).isEmpty)
    }
}
