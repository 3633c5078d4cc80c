import Foundation

/// The hourly quota Unsplash reports in `X-Ratelimit-Limit` / `X-Ratelimit-Remaining`.
public struct UnsplashRateLimit: Equatable, Sendable {
    public var limit: Int?
    public var remaining: Int?

    /// Nil when the answer carried neither header.
    public init?(headers: [String: String]) {
        // A count that is not a whole number from 0 up is no count.
        func count(_ name: String) -> Int? {
            headers[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 >= 0 ? $0 : nil }
        }
        limit = count("x-ratelimit-limit")
        remaining = count("x-ratelimit-remaining")
        if limit == nil && remaining == nil { return nil }
    }

    public init(limit: Int?, remaining: Int?) {
        self.limit = limit
        self.remaining = remaining
    }

    /// Less than a tenth of the hour's requests left: worth saying before they run out.
    public var isNearlySpent: Bool {
        guard let limit, let remaining, limit > 0 else { return false }
        return Double(remaining) < Double(limit) / 10   // in Double: remaining * 10 could overflow
    }

    /// Seconds from `now` until a retry makes sense, from `Retry-After` (seconds or an HTTP
    /// date) or `X-Ratelimit-Reset` (seconds, or a Unix time when it is that large); nil when
    /// neither says.
    public static func retryAfter(headers: [String: String], now: Date) -> Double? {
        if let v = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !v.isEmpty {
            if let s = Double(v), s.isFinite { return max(0, s) }
            if let d = HTTPDate.epochSeconds(v, now: now.timeIntervalSince1970) { return max(0, d - now.timeIntervalSince1970) }
        }
        if let v = headers["x-ratelimit-reset"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }), v.isFinite {
            return v > 1_000_000_000 ? max(0, v - now.timeIntervalSince1970) : max(0, v)
        }
        return nil
    }
}
