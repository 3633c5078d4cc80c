import FinderCLI
import FinderDomain
import FinderRemote

/// `finder photos show ID` (`GET /photos/:id`): one photo in full — the search result's
/// block (preview, description, attribution, size, colour, links) and what only this answer
/// has (place, camera, exposure, tags). Not recorded in history, not saved: an id is not a
/// query. A 404 is "no such photo", exit 1, as `stocks show` of an unknown ticker is.
struct PhotosShow {
    let session: Session
    var messages: Messages { session.messages }

    func run(id: String) async -> Outcome {
        let context = SearchContext(domain: "photos", query: id, loadingMessage: messages.text("photos.loading.show", ["id": id]),
                                    layout: .photo)
        session.renderer.begin(context)
        let result: Result<UnsplashPhotoDetails, PhotosCommand.FetchFailure>
        switch Self.client(session: session, id: id) {
        case .success(let (client, api)): result = await Self.fetch(id: id, client: client, api: api)
        case .failure(let f): result = .failure(f)
        }
        switch result {
        case .failure(let failure):
            var context = context
            context.metadata += failure.metadata
            return session.finish(context, failure.outcome)
        case .success(let details):
            let record = PhotosCommand.record(details.photo)
            await session.network?.previewPainter?.prepare([record], session: session, large: true)
            session.renderer.item(item(record, details), position: 1, total: 1)
            return session.finish(context, .content(count: 1, summary: messages.text("photos.show.summary", ["id": record.id])))
        }
    }

    /// The client for one photo, or why there is none (`--offline`: an id needs the network).
    static func client(session: Session, id: String) -> Result<(UnsplashClient, PhotosAPI), PhotosCommand.FetchFailure> {
        if session.invocation.offline {
            return .failure(.init(outcome: .failure(.offline, message: session.messages.text("photos.error.offlineShow", ["id": id]),
                                                  hint: nil), allowsFallback: false))
        }
        let api = PhotosAPI(session: session)
        return api.client().map { ($0, api) }
    }

    /// The photo, or the outcome that says why not (not found, the network).
    static func fetch(id: String, client: UnsplashClient, api: PhotosAPI) async -> Result<UnsplashPhotoDetails, PhotosCommand.FetchFailure> {
        do {
            return .success(try await client.photo(id: id))
        } catch .notFound {
            let messages = api.messages
            return .failure(.init(outcome: .empty(message: messages.text("photos.show.notFound", ["id": id]),
                                                  hint: messages.text("photos.show.notFound.hint")), allowsFallback: false))
        } catch {
            return .failure(api.failure(error))
        }
    }

    /// The search result's fields, then the details (text only in detail lines: `inListing` false).
    func item(_ record: PhotoRecord, _ d: UnsplashPhotoDetails) -> ResultItem {
        var item = PhotosView(session: session).item(record)
        let n = messages.numberFormat
        func opt(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        func detail(_ name: String, _ json: JSONValue, _ text: String?) -> ResultField {
            ResultField(name: name, json: json, text: text, label: messages.text("photos.label.\(name)"), inListing: false)
        }
        var exposure: [String] = []
        if let e = d.exposure {
            if let t = e.time { exposure.append(messages.text("photos.exposure.time", ["value": t])) }
            if let a = e.aperture { exposure.append(messages.text("photos.exposure.aperture", ["value": a])) }
            if let f = e.focalLength { exposure.append(messages.text("photos.exposure.focalLength", ["value": f])) }
            if let iso = e.iso { exposure.append(messages.text("photos.exposure.iso", ["value": n.decimal(iso)])) }
        }
        let exposureJSON: JSONValue = d.exposure.map { e in
            .object([("time", opt(e.time)), ("aperture", opt(e.aperture)), ("focalLength", opt(e.focalLength)),
                     ("iso", e.iso.map { .int($0) } ?? .null)])
        } ?? .null
        item.fields += [
            detail("location", opt(d.location), d.location),
            detail("camera", opt(d.camera), d.camera),
            detail("exposure", exposureJSON, exposure.isEmpty ? nil : exposure.joined(separator: " · ")),
            detail("tags", .array(d.tags.map { .string($0) }), d.tags.isEmpty ? nil : d.tags.joined(separator: ", ")),
            ResultField(name: "likes", json: d.likes.map { .int($0) } ?? .null, text: nil),
            ResultField(name: "downloads", json: d.downloads.map { .int($0) } ?? .null, text: nil),
            ResultField(name: "createdAt", json: opt(d.createdAt), text: nil),
        ]
        // Spoken, the links come last, after the details too.
        if session.accessible {
            let links = item.fields.filter { $0.name == "profileUrl" || $0.name == "url" }
            item.fields.removeAll { $0.name == "profileUrl" || $0.name == "url" }
            item.fields += links
        }
        return item
    }
}
