import FinderCLI
import FinderRemote

/// Turns an `UnsplashError` into what the user reads: what happened, what to do, and its
/// `FailureCode` (auth, or one of the service's and network's; the table gives the status).
struct PhotosFailure {
    let messages: Messages
    let timeout: Double

    func outcome(for error: UnsplashError) -> Outcome {
        let c = messages
        func network(_ code: FailureCode, _ key: String, _ args: MessageArguments = [:], hint: String?) -> Outcome {
            .failure(code, message: c.text(key, args), hint: hint.map { c.text($0, args) })
        }
        func detail(_ d: String?) -> String {
            d.map { c.text("photos.error.detail", ["detail": TerminalText.sanitize(String($0.prefix(200)))]) } ?? ""
        }
        switch error {
        case .unauthorized(let d):
            return .failure(.auth, message: c.text("photos.error.unauthorized", ["detail": detail(d)]),
                          hint: c.text("photos.hint.unauthorized"))
        case .forbidden(let d):
            return .failure(.auth, message: c.text("photos.error.forbidden", ["detail": detail(d)]),
                          hint: c.text("photos.hint.forbidden"))
        case .rateLimited(let after):
            return network(.rateLimited, "photos.error.rateLimited", ["when": when(after)], hint: "photos.hint.rateLimited")
        case .notFound:
            return network(.service, "photos.error.notFound", hint: nil)
        case .server(let status):
            return network(.service, "photos.error.server", ["status": "\(status)"], hint: "photos.hint.later")
        case .unexpectedStatus(let status, let d):
            return network(.service, "photos.error.status", ["status": "\(status)", "detail": detail(d)], hint: nil)
        case .timedOut:
            return .failure(.timeout, message: c.plural("photos.error.timeout", count: Int(timeout)),
                          hint: c.text("photos.hint.network"))
        case .unreachable(let problem) where problem.isServersFault:
            return network(.service, "photos.error.unreachable", ["reason": networkReason(problem)], hint: "photos.hint.later")
        case .unreachable(let problem):
            return network(.unreachable, "photos.error.unreachable", ["reason": networkReason(problem)],
                           hint: "photos.hint.network")
        case .connectionLost:
            return network(.unreachable, "photos.error.connectionLost", hint: "photos.hint.later")
        case .insecureURL(let url):
            // A bad FINDER_UNSPLASH_URL is a bad setting, as a bad option value is: exit 2.
            return .failure(.config, message: c.text("photos.error.insecureURL", ["url": TerminalText.sanitize(url)]),
                          hint: nil)
        case .badResponse(let what):
            let reason: String
            switch what {
            case .empty: reason = c.text("photos.bad.empty")
            case .html: reason = c.text("photos.bad.html")
            case .notJSON: reason = c.text("photos.bad.notJSON")
            case .malformedJSON: reason = c.text("photos.bad.malformedJSON")
            case .missingResults: reason = c.text("photos.bad.missingResults")
            case .unexpectedShape(let path): reason = c.text("photos.bad.shape", ["path": TerminalText.sanitize(path)])
            case .tooLarge(let limit): reason = c.text("photos.bad.tooLarge", ["limit": c.numberFormat.decimal(limit >> 20)])
            case .notImage: reason = c.text("photos.bad.notImage")
            }
            return network(.badResponse, "photos.error.badResponse", ["reason": reason], hint: "photos.hint.later")
        }
    }

    /// Why the connection failed, in words.
    func networkReason(_ problem: NetworkProblem) -> String { problem.words("photos", messages) }

    /// The JSON members of a failure: `retryAfter` (whole seconds, null when unknown) for the
    /// rate limit, so a script can wait without parsing the message.
    func metadata(for error: UnsplashError) -> [(String, JSONValue)] {
        guard case .rateLimited(let after) = error else { return [] }
        return [("retryAfter", Self.retrySeconds(after).map { .int($0) } ?? .null)]
    }

    /// Unsplash's quota is hourly: a wait past a day (`Retry-After: 1e30`, a reset time in
    /// milliseconds) is a broken header, not advice, and is no number at all. Checked before
    /// any conversion to Int, which would trap on such a value.
    static func retrySeconds(_ seconds: Double?) -> Int? {
        guard let s = seconds, s.isFinite, s >= 0, s <= 86_400 else { return nil }
        return max(1, Int(s.rounded(.up)))
    }

    /// "in 5 minutes", "in 30 seconds", "in an hour" (Unsplash's quota is hourly) when the
    /// answer did not say, "later" when what it said is absurd.
    func when(_ seconds: Double?) -> String {
        guard seconds != nil else { return messages.text("photos.retry.hour") }
        guard let s = Self.retrySeconds(seconds) else { return messages.text("photos.retry.later") }
        if s < 60 { return messages.plural("photos.retry.seconds", count: s) }
        if s < 2 * 3600 { return messages.plural("photos.retry.minutes", count: (s + 59) / 60) }
        return messages.plural("photos.retry.hours", count: (s + 3599) / 3600)
    }
}
