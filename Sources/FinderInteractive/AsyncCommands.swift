import Dispatch
import FinderCLI

/// The async commands, run to their end from the synchronous command line: the network
/// commands (by finder-net's features) and the interactive sessions. A module of its own,
/// which only finder-net links: async code in a module `finder` links would link the
/// Swift concurrency runtime and libdispatch into it, whose initializers every process runs
/// (~80 µs and 42 page faults of a cold search; docs/decisions/0012-finder-links-no-concurrency-runtime.md).
public enum AsyncCommands {
    /// Runs a command whose `Command.binary` is finder-net, or plain `finder` on a terminal
    /// (the interactive stock session).
    public static func run(_ command: Command, network: NetworkFeatures, session: Session) -> Outcome {
        blocking {
            switch command {
            case .photosSearch(let query, let filters): await network.searchPhotos(query, filters: filters, session: session)
            case .photosMore: await network.morePhotos(session: session)
            case .photosShow(let id): await network.showPhoto(id, session: session)
            case .photosDownload(let id, let size, let output, let force):
                await network.downloadPhoto(id, size: size, output: output, force: force, session: session)
            case .stocksSync(let from, let replace): await network.syncStocks(from: from, replace: replace, session: session)
            case .refreshQuotes(let target): await network.refreshQuotes(target, session: session)
            case .watchLive(let interval, let count): await network.watchLive(interval: interval, count: count, session: session)
            case .config(let arguments): await network.configure(arguments, session: session)
            case .interactive(let domain, let filters): await InteractiveCommand(session: session).run(domain: domain, filters: filters)
            default: await InteractiveCommand(session: session).run(domain: .stocks)
            }
        }
    }

    /// Runs async work to completion from synchronous code (the main thread waits).
    static func blocking(_ body: @escaping () async -> Outcome) -> Outcome {
        final class Slot: @unchecked Sendable { var value: Outcome? }  // written once, read after the wait
        let slot = Slot()
        let done = DispatchSemaphore(value: 0)
        let work = body
        Task.detached { @Sendable in
            slot.value = await work()
            done.signal()
        }
        done.wait()
        return slot.value!
    }
}
