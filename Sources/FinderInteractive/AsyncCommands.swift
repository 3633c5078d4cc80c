import Dispatch
import FinderCLI

/// The interactive sessions, and the runner that blocks on an async command until its end
/// (finder-net's network commands run through it: `FinderNetFeatures.run`). A module of its own,
/// which only finder-net links: async code in a module `finder` links would link the
/// Swift concurrency runtime and libdispatch into it, whose initializers every process runs
/// (~80 µs and 42 page faults of a cold search; docs/decisions/0012-finder-links-no-concurrency-runtime.md).
public enum AsyncCommands {
    /// The interactive session of `command` (`finder interactive [stocks|photos]`, or plain
    /// `finder` on a terminal: stocks), run to its end.
    public static func runInteractive(_ command: Command, session: Session) -> Outcome {
        blocking {
            if case .interactive(let domain, let filters) = command {
                return await InteractiveCommand(session: session).run(domain: domain, filters: filters)
            }
            return await InteractiveCommand(session: session).run(domain: .stocks)
        }
    }

    /// Runs async work to completion from synchronous code (the main thread waits).
    public static func blocking(_ body: @escaping () async -> Outcome) -> Outcome {
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
