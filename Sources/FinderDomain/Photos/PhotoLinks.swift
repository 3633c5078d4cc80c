/// The links of a photo as the Unsplash API Guidelines require them: the photographer's
/// profile, the photo's page and Unsplash itself, each carrying finder's referral
/// parameters (`utm_source=finder&utm_medium=referral`). Built here, once, for every format.
extension PhotoRecord {
    public static let referral = "utm_source=finder&utm_medium=referral"
    public static let unsplashLink = "https://unsplash.com/?" + referral

    /// `url` with the referral parameters added (after `?`, or `&` when it has a query).
    public static func withReferral(_ url: String) -> String {
        if url.contains("utm_source=") { return url }
        let (base, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
        return base + (base.contains("?") ? "&" : "?") + referral + fragment
    }

    /// The photo's page.
    public var photoLink: String { Self.withReferral(url) }

    /// The photographer's profile: `user.links.html`, else the page of the handle; nil when
    /// the answer named neither (a page saved before links were kept).
    public var profileLink: String? {
        if let profileURL { return Self.withReferral(profileURL) }
        guard let username, !username.isEmpty,
              username.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") })
        else { return nil }
        return Self.withReferral("https://unsplash.com/@" + username)
    }
}
