/// Exit codes, decided here and nowhere else (SPEC §4).
public enum ExitCode: Int32, Sendable {
    case content = 0
    case empty = 1
    case usage = 2
    case network = 3
    case authentication = 4
    case localData = 5
    case interrupted = 130
}
