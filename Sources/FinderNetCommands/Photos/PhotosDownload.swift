import FinderCLI
import FinderDomain
import FinderFiles
import FinderRemote
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `finder photos download ID [--size raw|full|regular|small] [--output PATH] [--force]`, as
/// the API Guidelines require: the photo is looked up, its download is reported to
/// `links.download_location` (with the key), then the image is fetched from its hotlinked
/// address (without it), with progress on a terminal, and written atomically — never over an
/// existing file unless `--force`. stdout gets the path written (JSON: with the photo's
/// links), stderr the size and the attribution.
struct PhotosDownload {
    let session: Session
    var messages: Messages { session.messages }

    func run(id: String, size: String, output: String?, force: Bool) async -> Outcome {
        // A domain of its own: a download's answer is the file written, not a photo
        // (docs/decisions/0403-json-shape.md).
        let context = SearchContext(domain: "download", query: id, loadingMessage: messages.text("photos.loading.download", ["id": id]))
        session.renderer.begin(context)
        func fail(_ f: PhotosCommand.FetchFailure) -> Outcome {
            var context = context
            context.metadata += f.metadata
            return session.finish(context, f.outcome)
        }
        func exists(_ path: String) -> Outcome {
            session.finish(context, .failure(.fileExists, message: messages.text("photos.download.exists", ["path": path]),
                                           hint: messages.text("photos.download.exists.hint")))
        }
        func writeFailed(_ path: String, _ errno: Int32) -> Outcome {
            let reason = String(cString: strerror(errno))
            return session.finish(context, .failure(.writeFailed, message: messages.text("photos.download.writeFailed",
                                                                                               ["path": path, "reason": reason]),
                                                  hint: nil))
        }
        // An explicit path that exists is refused before anything is asked of Unsplash.
        if let output, !force, !Self.isDirectory(output), Self.exists(output) {
            return exists(output)
        }
        let client: UnsplashClient, api: PhotosAPI
        switch PhotosShow.client(session: session, id: id) {
        case .failure(let f): return fail(f)
        case .success(let pair): (client, api) = pair
        }
        let details: UnsplashPhotoDetails
        switch await PhotosShow.fetch(id: id, client: client, api: api) {
        case .failure(let f): return fail(f)
        case .success(let d): details = d
        }
        let record = PhotosCommand.record(details.photo)
        guard let location = record.downloadLocation, let address = Self.address(record.urls, size: size) else {
            return session.finish(context, .failure(.badResponse, message: messages.text("photos.download.noAddress",
                                                                                               ["id": id, "size": size]),
                                                  hint: nil))
        }
        // The key goes only to the API finder is configured to use: Unsplash's own tracking
        // address is rebased onto a configured base (a proxy, a test server); any other host
        // is refused before anything is sent there.
        guard let tracking = Self.trackingAddress(location, base: client.baseURL) else {
            let host = URLComponents(string: location)?.host ?? location
            return session.finish(context, .failure(.badResponse,
                                                  message: messages.text("photos.download.foreignTracking",
                                                                        ["host": TerminalText.sanitize(host),
                                                                         "base": TerminalText.sanitize(client.baseURL.absoluteString)]),
                                                  hint: nil))
        }
        let path = Self.destination(output, id: id, size: size, address: address)
        if !force, Self.exists(path) {
            return exists(path)
        }
        // A file that cannot be written (no such folder, no permission, a read-only disk) is
        // refused before Unsplash counts a download that would never happen.
        if let e = Self.unwritable(path) { return writeFailed(path, e) }
        let progress = ProgressLine(session: session, delay: .milliseconds(300))
        let label = messages.text("photos.progress.downloading", ["id": id])
        let data: Data
        do {
            // Download tracking first: Unsplash counts the download there, as the Guidelines require.
            let tracked = try await client.trackDownload(tracking)
            // The original is the address the tracking answer gives, when it gives one.
            data = try await client.downloadImage(size == "raw" ? tracked ?? address : address) { received, expected in
                guard let expected, expected > 0 else { progress.bar(label, fraction: nil); return }
                let fraction = Double(received) / Double(expected)
                progress.bar(label, fraction: fraction)
                progress.quarter(fraction) { self.messages.text("photos.progress.percent", ["percent": "\($0)"]) }
            }
        } catch {
            progress.clear()
            return fail(api.failure(error))
        }
        progress.clear()
        do {
            try Self.write(data, to: path, replacing: force)
        } catch {
            if error.errno == EEXIST {
                return exists(path)
            }
            return writeFailed(path, error.errno)
        }
        let view = PhotosView(session: session)
        let attribution = view.item(record).fields.first { $0.name == "author" }?.text ?? ""
        // Spoken, the file is named as one, not announced as "result 1 of 1".
        session.renderer.item(ResultItem(fields: [
            ResultField(name: "path", json: .string(path), text: path, label: session.accessible ? messages.text("label.savedTo") : nil),
            ResultField(name: "id", json: .string(record.id), text: nil),
            ResultField(name: "size", json: .string(size), text: nil),
            ResultField(name: "bytes", json: .int(data.count), text: nil),
            ResultField(name: "author", json: .string(record.author), text: nil),
            ResultField(name: "profileUrl", json: record.profileLink.map { .string($0) } ?? .null, text: nil),
            ResultField(name: "photoUrl", json: .string(record.photoLink), text: nil),
        ], positioned: false), position: 1, total: 1)
        return session.finish(context, .content(count: 1, summary: messages.text("photos.download.done",
                                                                                ["bytes": bytes(data.count), "attribution": attribution])))
    }

    /// Unsplash's own API host: the one `links.download_location` names.
    static let unsplashAPIHost = "api.unsplash.com"

    /// The tracking address to ask (with the key) for `location`: as given when it is on
    /// `base` (scheme, host and port); rebased onto `base` — its path prefixed to the
    /// location's path, the query kept — when it is Unsplash's own `https://api.unsplash.com`
    /// and finder talks to another base (`FINDER_UNSPLASH_URL`: a proxy or a test server,
    /// where the proxy forwards it); nil for any other host, which must never see the key.
    static func trackingAddress(_ location: String, base: URL) -> String? {
        guard let c = URLComponents(string: location), let host = c.host?.lowercased(), c.user == nil, c.password == nil,
              var rebased = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let scheme = c.scheme?.lowercased()
        if scheme == base.scheme?.lowercased(), host == base.host?.lowercased(), c.port == base.port { return location }
        guard scheme == "https", host == unsplashAPIHost, c.port == nil || c.port == 443 else { return nil }
        var prefix = rebased.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        rebased.percentEncodedPath = prefix + (c.percentEncodedPath.hasPrefix("/") ? "" : "/") + c.percentEncodedPath
        rebased.percentEncodedQuery = c.percentEncodedQuery
        rebased.fragment = nil
        return rebased.string
    }

    /// The address of `size` (`full` by default: the original at full resolution, compressed).
    static func address(_ urls: PhotoURLs, size: String) -> String? {
        switch size {
        case "raw": urls.raw
        case "regular": urls.regular
        case "small": urls.small
        default: urls.full
        }
    }

    /// `--output` as given, or, when it is a folder or absent, `ID-SIZE.EXT` in it (the
    /// extension from the address's `fm`, as Unsplash's image links carry it; else jpg).
    static func destination(_ output: String?, id: String, size: String, address: String) -> String {
        if let output, !isDirectory(output) { return output }
        let format = URLComponents(string: address)?.queryItems?.first { $0.name == "fm" }?.value?.lowercased()
        let ext = format.flatMap { ["jpg", "jpeg", "png", "webp", "avif", "gif", "tiff"].contains($0) ? $0 : nil } ?? "jpg"
        let name = "\(id)-\(size).\(ext)"
        guard let output else { return name }
        return output.hasSuffix("/") ? output + name : output + "/" + name
    }

    static func isDirectory(_ path: String) -> Bool {
        var s = stat()
        return stat(path, &s) == 0 && (s.st_mode & S_IFMT) == S_IFDIR
    }

    /// True for anything at `path`, a dangling link included.
    static func exists(_ path: String) -> Bool {
        var s = stat()
        return lstat(path, &s) == 0
    }

    /// Writes the image beside `path` and puts it in place: renamed over it with `replacing`,
    /// else linked, which fails if a file appeared there meanwhile (no check-then-write race).
    /// The file gets the mode a new file gets (0666 less the umask), not the temporary 0600.
    static func write(_ data: Data, to path: String, replacing: Bool) throws(WriteFailure) {
        let pending: AtomicFile.Pending
        do { pending = try AtomicFile.Pending(beside: path) } catch { throw WriteFailure(errno: error.errno) }
        let appended = data.withUnsafeBytes { raw in Result { () throws(AtomicFile.Failure) in try pending.append(raw) } }
        do throws(AtomicFile.Failure) { try appended.get() } catch {
            pending.discard()
            throw WriteFailure(errno: error.errno)
        }
        let mask = umask(0)
        umask(mask)
        chmod(pending.temporaryPath, 0o666 & ~mask)
        if replacing {
            do { return try pending.commit() } catch {
                pending.discard()
                throw WriteFailure(errno: error.errno)
            }
        }
        let fd = open(pending.temporaryPath, O_RDONLY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
        let linked = link(pending.temporaryPath, path) == 0
        let e = errno
        pending.discard()
        guard linked else { throw WriteFailure(errno: e) }
    }

    struct WriteFailure: Error { let errno: Int32 }

    /// Why a file could not be written at `path` (its temporary file beside it cannot be
    /// made), or nil when it can: nothing is left behind.
    static func unwritable(_ path: String) -> Int32? {
        do {
            let pending = try AtomicFile.Pending(beside: path)
            pending.discard()
            return nil
        } catch {
            return error.errno
        }
    }

    private func bytes(_ count: Int) -> String { messages.fileSize(bytes: Int64(count)) }
}
