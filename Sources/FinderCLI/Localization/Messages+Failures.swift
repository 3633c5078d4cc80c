import FinderDomain
import FinderStore
#if canImport(Glibc)
import Glibc
#endif

extension Messages {
    /// A domain failure in the catalog's language, as an outcome: its code and exit status
    /// from `FailureCode`, its arguments worded, and a path in its hint (part of a command to
    /// paste into a shell) quoted when it must be.
    public func outcome(for failure: DomainFailure) -> Outcome {
        var args: MessageArguments = [:]
        for (name, argument) in failure.arguments {
            args[name] = switch argument {
            case .text(let t): t
            case .reason(let r): reason(r)
            case .errno(let code): reason(errno: code)
            case .key(let key): text(key)
            }
        }
        let message = text(failure.messageKey, args)
        var hintArgs = args
        if let path = args["path"] { hintArgs["path"] = Self.shellQuoted(path) }
        let hint = failure.hintKey.map { text($0, hintArgs) }
        switch failure.kind {
        case .empty: return .empty(message: message, hint: hint)
        case .diskFull: return .failure(.diskFull, message: message, hint: hint)
        case .localData: return .failure(.localData, message: message, hint: hint)
        }
    }

    /// `text` as one shell word: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a `'` inside written `'\''`). A recovery hint's
    /// `mv /home/me/My Data/finder.sqlite3 …` once split at the space.
    static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.utf8.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x41...0x5a).contains(b) || (0x61...0x7a).contains(b) || "/._-+:@%,=".utf8.contains(b)
        }
        guard !plain else { return text }
        var quoted = "'"
        for u in text.unicodeScalars {
            if u == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(u) }
        }
        return quoted + "'"
    }

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
