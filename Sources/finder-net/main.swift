import FinderCLI
import FinderNetCommands
#if canImport(Glibc)
import Glibc
#endif

// The companion of `finder` for commands that use the network. `finder` execs it with the
// same arguments; it parses them again with the same tables and runs the network commands.
signal(SIGINT) { _ in _exit(130) }
signal(SIGPIPE, SIG_IGN)
let code = FinderCLI.run(Platform.current(), external: NetworkCommands.all, isCompanion: true)
exit(code)
