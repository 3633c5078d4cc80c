import FinderCLI
#if canImport(Glibc)
import Glibc
#endif

Platform.prepareSignals()
FinderCLI.main(Platform.current())
