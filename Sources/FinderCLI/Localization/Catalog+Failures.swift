import FinderDomain
#if canImport(Glibc)
import Glibc
#endif

extension Catalog {
    /// Why a file or database operation failed, in the catalog's language: "нет такого файла
    /// или папки", not libc's English "No such file or directory" inside a Russian sentence.
    /// Unknown codes still say their number, with the system's own words after it.
    public func reason(_ r: FailureReason) -> String {
        switch r {
        case .system(let code):
            return reason(errno: code)
        case .database(let code, let message):
            if let name = Self.sqliteNames[code] { return text("reason.sqlite.\(name)") }
            return text("reason.sqlite.other", ["code": String(code), "message": message])
        case .newerSchema(let found, let supported):
            return text("reason.newerSchema", ["found": String(found), "supported": String(supported)])
        case .catalogueFormat(let line, let problem):
            let what: String = switch problem {
            case .missingMagicLine: text("reason.catalogue.magic")
            case .missingHeader: text("reason.catalogue.header")
            case .missingColumns: text("reason.catalogue.columns")
            case .fieldCount(let found, let expected):
                text("reason.catalogue.fields", ["found": String(found), "expected": String(expected)])
            case .badPrice(let price): text("reason.catalogue.price", ["price": price])
            }
            return text("reason.catalogue.line", ["line": String(line), "problem": what])
        case .indexNotBuilt:
            return text("reason.indexNotBuilt")
        case .catalogueMismatch:
            return text("reason.catalogueMismatch")
        case .foreignJournal:
            return text("reason.foreignJournal")
        case .other(let text):
            return text
        }
    }

    /// An errno in words; codes finder meets on files have their own catalog entries.
    public func reason(errno code: Int32) -> String {
        if let name = Self.errnoNames[code] { return text("reason.errno.\(name)") }
        return text("reason.errno.other", ["code": String(code), "message": String(cString: strerror(code))])
    }

    static let errnoNames: [Int32: String] = [
        ENOENT: "ENOENT", ENOTDIR: "ENOTDIR", EACCES: "EACCES", EPERM: "EACCES", EROFS: "EROFS",
        EISDIR: "EISDIR", ELOOP: "ELOOP", ENAMETOOLONG: "ENAMETOOLONG", EEXIST: "EEXIST",
        EIO: "EIO", ENOSPC: "ENOSPC", EDQUOT: "ENOSPC", EMFILE: "EMFILE", ENFILE: "EMFILE",
        EBUSY: "EBUSY", ETXTBSY: "EBUSY", ENXIO: "ENXIO", EFBIG: "EFBIG", ENOMEM: "ENOMEM",
    ]

    /// SQLite primary result codes (sqlite3.h) with their own words.
    static let sqliteNames: [Int32: String] = [
        26: "notADatabase", 11: "corrupt", 10: "io", 14: "cantOpen", 8: "readOnly", 3: "permission",
        13: "full", 5: "busy", 6: "busy",
    ]
}
