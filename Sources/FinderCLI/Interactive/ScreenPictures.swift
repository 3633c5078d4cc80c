/// Photos' real pictures on the interactive screen (`finder interactive photos`): fetched in
/// the background once a page of results is in, kept for the session, and drawn for this
/// terminal at whatever cells the screen gives them. finder-net implements it (it links the
/// image libraries and the HTTP client); the session only asks (`NetworkFeatures.screenPictures`).
///
/// Contract: `fetch` may run while the session draws, so every method may be called from any
/// thread at any time.
public protocol ScreenPictures: AnyObject, Sendable {
    /// One cell's size in pixels (10 × 20 where the terminal says none): photos' shapes in cells.
    var cell: (width: Int, height: Int) { get }
    /// Fetches the pictures of `items` (photo results; those without an address are skipped,
    /// those already had are not asked again) to fill at most `most` cells each — `large`:
    /// the photo view's size, else the list's — several at once, and calls `arrived` with the
    /// photo's id as each is ready to draw. Returns when all have come or given up, or soon
    /// after the task is cancelled.
    func fetch(_ items: [ResultItem], most: (columns: Int, rows: Int), large: Bool,
               arrived: @escaping @Sendable (String) -> Void) async
    /// The photo `id`'s picture, the aspect ratio kept inside `most` cells, drawn for this
    /// terminal — rows of symbols, a sixel image (`.graphic`: written after each frame, whose
    /// text erases it), or a kitty image (`.kitty`) — nil until one has arrived. The larger
    /// one fetched stands in for the other.
    func picture(id: String, most: (columns: Int, rows: Int)) -> Preview?
    /// The kitty graphics transmission of `image` (`Preview.Drawing.kitty`): sent once,
    /// then placed by its id at every frame.
    func transmission(image: UInt32) -> String?
}

extension ResultItem {
    /// A photo result's field as JSON text (its id, blur hash, colour…), or nil.
    public func jsonString(_ name: String) -> String? {
        if case .string(let s)? = fields.first(where: { $0.name == name })?.json { s } else { nil }
    }

    /// A photo result's field as a JSON integer (its width and height), or nil.
    public func jsonInt(_ name: String) -> Int? {
        if case .int(let n)? = fields.first(where: { $0.name == name })?.json { n } else { nil }
    }
}
