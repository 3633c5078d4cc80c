import FinderDomain

/// A page of photos as renderer events, live or saved, in the current language and mode:
/// the fields of each photo, the summary ("3 photos of 23, page 1 of 8"), and the empty
/// states. Used by finder-net's photo search and by `offline show`.
public struct PhotosView {
    let session: Session

    public init(session: Session) { self.session = session }
    var messages: Messages { session.messages }

    /// The context of a photo search: loading message, page, block layout.
    public func context(query: String, filters: PhotoFilters) -> SearchContext {
        var c = SearchContext(domain: "photos", query: query, loadingMessage: messages.text("photos.loading", ["query": query]),
                              layout: .blocks)
        c.page = filters.page
        return c
    }

    /// Renders the page and finishes. `rateLimit`: the JSON member of a live answer.
    public func show(_ page: PhotoPage, query: String, filters: PhotoFilters, context: SearchContext, offline: Bool,
              rateLimit: JSONValue? = nil) -> Outcome {
        var context = context
        context.offline = offline
        context.totalPages = page.totalPages
        context.metadata.append(("total", .int(page.total)))
        if let rateLimit, !offline { context.metadata.append(("rateLimit", rateLimit)) }
        context.metadata.append(("skipped", .int(page.skipped)))
        if page.skipped > 0 {
            session.renderer.notice(messages.plural("photos.notice.skipped", count: page.skipped))
        }
        let numbers = messages.numberFormat
        guard page.hasContent else {
            if page.total > 0 && filters.page > page.totalPages {
                return session.finish(context, .empty(message: messages.text("photos.empty.pastEnd", ["page": numbers.decimal(filters.page),
                                                                                                   "pages": numbers.decimal(page.totalPages)]),
                                                      hint: messages.text("photos.hint.pastEnd", ["query": query])))
            }
            return session.finish(context, .empty(message: messages.text("photos.empty", ["query": query]),
                                                  hint: messages.text(filters.narrows ? "photos.hint.empty.filters" : "photos.hint.empty")))
        }
        if session.accessible, let said = filtersSaid(filters) { session.renderer.notice(said) }
        // Positions count across pages: the first photo of page 2 (10 a page) is 11 of the total.
        let before = (filters.page - 1) * filters.perPage
        for (i, p) in page.photos.enumerated() {
            // Spoken, the place on the page ("1 of 3"): the summary says the total and the page,
            // and "1 of 30888" read out before every photo says nothing a listener can use.
            if session.accessible {
                session.renderer.item(item(p), position: i + 1, total: page.photos.count)
            } else {
                session.renderer.item(item(p), position: before + i + 1, total: max(page.total, before + page.photos.count))
            }
        }
        var summary = messages.plural("photos.summary", count: page.photos.count, ["total": numbers.decimal(page.total)])
        if page.totalPages > 0 {
            summary += messages.text("photos.summary.page", ["page": numbers.decimal(filters.page),
                                                            "pages": numbers.decimal(page.totalPages)])
        }
        if filters.page < page.totalPages { summary += messages.text("photos.summary.more") }
        return session.finish(context, .content(count: page.photos.count, summary: summary))
    }

    /// "Filters: colour blue, landscape, newest first." for a screen reader, which cannot
    /// glance at the command line; nil when the search has none.
    public func filtersSaid(_ f: PhotoFilters) -> String? {
        var said: [String] = []
        if let c = f.color {
            let name = c == "black_and_white" ? messages.text("photos.filter.colour.black_and_white") : messages.text("colour.\(c)")
            said.append(messages.text("photos.filter.colour", ["value": name]))
        }
        if let o = f.orientation, ["landscape", "portrait", "squarish"].contains(o) {
            said.append(messages.text("photos.filter.orientation.\(o)"))
        }
        if f.order == "latest" { said.append(messages.text("photos.filter.order.latest")) }
        if f.contentFilter == "high" { said.append(messages.text("photos.filter.contentFilter.high")) }
        return said.isEmpty ? nil : messages.text("photos.filters.announce", ["filters": said.joined(separator: ", ")])
    }

    /// "Saved with colour blue, page 1; asked for any colour, page 2." — what differs between
    /// the filters a saved page was saved with and those asked for, in one line; nil when
    /// nothing does.
    public func differences(saved: PhotoFilters, asked: PhotoFilters) -> String? {
        func colour(_ f: PhotoFilters) -> String {
            guard let c = f.color else { return messages.text("photos.filter.colour.any") }
            let name = c == "black_and_white" ? messages.text("photos.filter.colour.black_and_white") : messages.text("colour.\(c)")
            return messages.text("photos.filter.colour", ["value": name])
        }
        func orientation(_ f: PhotoFilters) -> String {
            guard let o = f.orientation, ["landscape", "portrait", "squarish"].contains(o) else { return messages.text("photos.filter.orientation.any") }
            return messages.text("photos.filter.orientation.\(o)")
        }
        let n = messages.numberFormat
        let aspects: [(PhotoFilters) -> String] = [
            colour, orientation,
            { messages.text($0.order == "latest" ? "photos.filter.order.latest" : "photos.filter.order.relevant") },
            { messages.text($0.contentFilter == "high" ? "photos.filter.contentFilter.high" : "photos.filter.contentFilter.low") },
            { messages.text("photos.filter.page", ["page": n.decimal($0.page)]) },
            { messages.plural("photos.filter.perPage", count: $0.perPage) },
        ]
        var was: [String] = [], now: [String] = []
        for aspect in aspects where aspect(saved) != aspect(asked) {
            was.append(aspect(saved))
            now.append(aspect(asked))
        }
        guard !was.isEmpty else { return nil }
        return messages.text("photos.offline.differs", ["saved": was.joined(separator: ", "), "asked": now.joined(separator: ", ")])
    }

    /// An address as a screen reader should say it: without the scheme and the query (the
    /// referral parameters stay in the link itself, not read out as prose).
    static func spoken(_ link: String) -> String {
        var s = Substring(link)
        for scheme in ["https://", "http://"] where s.hasPrefix(scheme) { s = s.dropFirst(scheme.count) }
        return String(s.prefix { $0 != "?" && $0 != "#" })
    }

    /// The fields of one photo, in display order, for every renderer. JSON gets the raw API
    /// values (id, description, altDescription, author, username, width, height, color,
    /// colorName, blurHash, url) and the links (profileUrl, photoUrl with the referral
    /// parameters, urls, downloadLocation, sponsor); text and accessible output get words:
    /// the attribution the API Guidelines ask for ("Photo by NAME on Unsplash"), then the
    /// links. The size is carried by the `width` field's text (JSON keeps width and height apart).
    public func item(_ p: PhotoRecord) -> ResultItem {
        func opt(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        func present(_ s: String?) -> String? {
            guard let s, s.contains(where: { !$0.isWhitespace }) else { return nil }
            return s
        }
        let n = messages.numberFormat
        // A screen reader gets the alt text first: it describes the photo, where the
        // description is often the photographer's own words ("Follow me on Instagram").
        let spokenFirst = session.accessible ? present(p.altDescription) : nil
        let shown = spokenFirst ?? present(p.description) ?? present(p.altDescription) ?? messages.text("photos.noDescription")
        // Spoken: "4000 by 6000 pixels" — the noun agrees with the last number ("6001 пиксель").
        let size = session.accessible
            ? messages.plural("photos.size.words", count: p.height, ["width": n.decimal(p.width)])
            : messages.text("photos.size", ["width": n.decimal(p.width), "height": n.decimal(p.height)])
        let author = present(p.author)
        let urls = JSONValue.object([("raw", opt(p.urls.raw)), ("full", opt(p.urls.full)), ("regular", opt(p.urls.regular)),
                                     ("small", opt(p.urls.small)), ("thumb", opt(p.urls.thumb))])
        let profile = ResultField(name: "profileUrl", json: opt(p.profileLink), text: session.accessible ? p.profileLink.map(Self.spoken) : p.profileLink,
                                  label: messages.text("photos.label.profile"))
        var fields = [
            ResultField(name: "id", json: .string(p.id), text: nil),
            ResultField(name: "description", json: opt(p.description), text: shown,
                        role: present(p.description) ?? present(p.altDescription) == nil ? .muted : .name),
            ResultField(name: "altDescription", json: opt(p.altDescription), text: nil),
            // The attribution in words; the text renderer links the name and "Unsplash" in it.
            ResultField(name: "author", json: .string(p.author),
                        text: messages.text("photos.attribution", ["name": author ?? messages.text("photos.unknownAuthor")])),
            ResultField(name: "username", json: opt(p.username), text: nil),
            profile,
            ResultField(name: "sponsor", json: opt(p.sponsor), text: p.sponsor.map { messages.text("photos.sponsored", ["sponsor": $0]) }),
            ResultField(name: "width", json: .int(p.width), text: p.width > 0 && p.height > 0 ? size : nil,
                        label: messages.text("photos.label.size")),
            ResultField(name: "height", json: .int(p.height), text: nil),
            ResultField(name: "color", json: opt(p.color), text: nil),
            ResultField(name: "colorName", json: opt(p.colorName), text: p.colorName.map { messages.text("colour.\($0)") },
                        label: messages.text("photos.label.colour")),
            ResultField(name: "blurHash", json: opt(p.blurHash), text: nil),
            ResultField(name: "url", json: .string(p.url), text: session.accessible ? Self.spoken(p.photoLink) : p.photoLink,
                        label: messages.text("photos.label.link")),
            ResultField(name: "photoUrl", json: .string(p.photoLink), text: nil),
            ResultField(name: "urls", json: urls, text: nil),
            ResultField(name: "downloadLocation", json: opt(p.downloadLocation), text: nil),
        ]
        // Spoken, the links come last: the photo's, then the profile's, after the size and colour.
        if session.accessible, let i = fields.firstIndex(where: { $0.name == "profileUrl" }), let u = fields.firstIndex(where: { $0.name == "url" }) {
            let moved = fields.remove(at: i)
            fields.insert(moved, at: u)
        }
        return ResultItem(fields: fields)
    }

    /// The fields of one photo for the interactive list, whose rows fit the screen: the
    /// description, the attribution and the size in the row; the rest in the selected
    /// result's line and when the photo is shown in full.
    public func listingItem(_ p: PhotoRecord) -> ResultItem {
        let inRow: Set<String> = ["description", "author", "width"]
        let fields = item(p).fields
        // A sponsored photo says so in its row, after the attribution (a column of its own
        // would be dropped when the first row is not sponsored).
        let sponsor = fields.first { $0.name == "sponsor" }?.text
        return ResultItem(fields: fields.map { f in
            let text = f.name == "author" ? [f.text, sponsor].compactMap { $0 }.joined(separator: " · ") : f.text
            return ResultField(name: f.name, json: f.json, text: text, label: f.label, role: f.role, inListing: inRow.contains(f.name))
        })
    }
}
