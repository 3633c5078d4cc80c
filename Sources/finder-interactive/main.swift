// The interactive stock session (`finder interactive`, plain `finder` on a terminal), which
// `finder` hands over to this executable: the session is async, and `finder` links no Swift
// concurrency runtime (docs/decisions/0012-finder-links-no-concurrency-runtime.md). Static, as `finder` is, so the hand-over costs a
// start-up of about a millisecond, not finder-net's (Foundation and libcurl's libraries, ~10 ms).
import FinderCLI
import FinderInteractive

Platform.prepareSignals()
FinderCLI.main(Platform.current(), interactive: AsyncCommands.runInteractive)
