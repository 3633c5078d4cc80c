import FinderCLI
import FinderRemote

extension NetworkProblem {
    /// Why the connection failed, in words: the catalog entry `<area>.net.<case>` of the area
    /// that asks (`sync`, `photos`), each area wording it for its own messages.
    func words(_ area: String, _ c: Messages) -> String {
        let name: String
        switch self {
        case .refused: name = "refused"
        case .unknownHost: name = "unknownHost"
        case .offline: name = "offline"
        case .lost: name = "lost"
        case .noAnswer: name = "noAnswer"
        case .unreadableAnswer: name = "unreadable"
        case .tls: name = "tls"
        case .redirectLoop: name = "redirectLoop"
        case .badRedirect: name = "badRedirect"
        case .other(let code): return c.text(area + ".net.other", ["code": "\(code)"])
        }
        return c.text(area + ".net." + name)
    }
}
