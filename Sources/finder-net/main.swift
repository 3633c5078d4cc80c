import FinderCLI
import FinderNetCommands
#if canImport(Glibc)
import Glibc
#endif

// The companion of `finder` for commands that use the network. `finder` execs it with the
// same arguments; it reads them with the same command model and runs its network features.
Platform.prepareSignals()
FinderCLI.main(Platform.current(), network: FinderNetFeatures())
