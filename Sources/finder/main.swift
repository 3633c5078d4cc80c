import FinderCLI
#if canImport(Glibc)
import Glibc
#endif

// Ctrl-C: leave with 130 and nothing half-written (every store write is one transaction).
signal(SIGINT) { _ in _exit(130) }
signal(SIGPIPE, SIG_IGN)
FinderCLI.main(Platform.current())
