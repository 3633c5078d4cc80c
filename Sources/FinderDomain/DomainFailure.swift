import FinderFiles
import FinderIndex
import FinderStore

/// What a `DomainError` is to the user, decided here, where the store and the index are
/// known: which kind of failure (the CLI's `FailureCode` table gives its JSON code and exit
/// status), its message and hint (catalog keys), and their arguments as data. The CLI only
/// words it: reasons in the UI language, and a path in a hint quoted for a shell.
public struct DomainFailure: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The store, the index, the data folder or a bundled file (`local-data`).
        case localData
        /// The disk holding the data folder is full (`disk-full`); the write was undone.
        case diskFull
        /// Not a failure: nothing matched (exit 1).
        case empty
    }

    /// An argument of the message and hint.
    public enum Argument: Equatable, Sendable {
        case text(String)
        /// Why a file or database operation failed, worded by the CLI.
        case reason(FailureReason)
        case errno(Int32)
        /// A catalog key, worded by the CLI.
        case key(String)
    }

    public let kind: Kind
    public let messageKey: String
    public let hintKey: String?
    public let arguments: [String: Argument]

    init(_ messageKey: String, _ arguments: [String: Argument], hint: String? = nil) {
        self.init(.localData, messageKey, arguments, hint: hint)
    }

    init(_ kind: Kind, _ messageKey: String, _ arguments: [String: Argument], hint: String? = nil) {
        self.kind = kind
        self.messageKey = messageKey
        self.arguments = arguments
        hintKey = hint
    }
}

extension DomainError {
    /// The failure as the user reads it, for a store in `dataDirectory`. Pass the error as
    /// `LocalData.diagnosed` gives it: only damage gets recovery advice.
    public func failure(dataDirectory: String) -> DomainFailure {
        let index = dataDirectory + "/" + StockIndex.fileName
        // ENOSPC is also a file system out of inodes, whose cure is not space but files
        // removed: told apart by `statvfs` of the file that could not be made (`failed`).
        func diskFull(_ path: String, failed: String? = nil) -> DomainFailure {
            let inodes = LocalFile.outOfInodes(near: failed ?? path)
            return DomainFailure(.diskFull, inodes ? "error.noInodes" : "error.diskFull", ["path": .text(path), "folder": .text(dataDirectory)],
                                 hint: inodes ? "hint.noInodes" : "hint.diskFull")
        }
        switch self {
        case .store(.diskFull(let path)):
            return diskFull(path)
        case .store(.unwritableDirectory(let path, .system(let code))) where !path.isEmpty && LocalFile.isDiskFull(errno: code):
            // The data folder could not be made: its disk is full, or out of inodes.
            return diskFull(path)
        case .index(.io(let failed, let code)) where LocalFile.isDiskFull(errno: code):
            return diskFull(index, failed: failed)
        case .store(.corrupt(let path, .catalogueMismatch)):
            return DomainFailure("error.store.corrupt", ["path": .text(path), "reason": .reason(.catalogueMismatch)],
                                 hint: "hint.store.catalogueMismatch")
        case .store(.corrupt(let path, .foreignJournal)):
            return DomainFailure("error.store.corrupt", ["path": .text(path), "reason": .reason(.foreignJournal)],
                                 hint: "hint.store.foreignJournal")
        case .store(.corrupt(let path, let reason)):
            return DomainFailure("error.store.corrupt", ["path": .text(path), "reason": .reason(reason)], hint: "hint.store.corrupt")
        case .store(.unwritableDirectory("", _)):
            return DomainFailure("error.store.noDataFolder", [:], hint: "hint.store.unwritable")
        case .store(.unwritableDirectory(let path, let reason)):
            return DomainFailure("error.store.unwritable", ["path": .text(path), "reason": .reason(reason)], hint: "hint.store.unwritable")
        case .store(.inconsistentCatalogue(let path)):
            return DomainFailure("error.store.corrupt", ["path": .text(path), "reason": .key("error.store.reason.noChecksum")],
                                 hint: "hint.store.inconsistent")
        case .store(.busy(let path)):
            return DomainFailure("error.store.busy", ["path": .text(path)])
        case .store(.failed(let path, let reason)):
            // Not damage (`Store.diagnosed` found the file sound): the store stays.
            return DomainFailure("error.store.failed", ["path": .text(path), "reason": .reason(reason)], hint: "hint.store.failed")
        case .store(.badCatalogue(let path, let reason)):
            return DomainFailure("error.store.badCatalogue", ["path": .text(path), "reason": .reason(reason)])
        case .index(let e):
            let reason: DomainFailure.Argument = switch e {
            case .io(_, let code): .errno(code)
            case .missing: .key("error.index.reason.missing")
            case .corrupt, .wrongFormat: .key("error.index.reason.damaged")
            }
            // The advice fits the cause: memory is not found by freeing disk space.
            let outOfMemory = if case .io(_, let code) = e { LocalFile.isOutOfMemory(errno: code) } else { false }
            return DomainFailure("error.index", ["path": .text(index), "reason": reason,
                                                 "store": .text(dataDirectory + "/" + Store.fileName)],
                                 hint: outOfMemory ? "hint.index.memory" : "hint.index.failed")
        case .missingResource(let file, let searched):
            return DomainFailure("error.missingResource", ["file": .text(file), "folders": .text(searched.joined(separator: ", "))])
        case .unknownTicker(let t):
            return DomainFailure(.empty, "state.empty.ticker", ["ticker": .text(t)])
        }
    }
}
