import FinderCLI
import FinderRemote

/// The fields of one photo, in display order, for every renderer. JSON gets the raw API
/// values (id, description, altDescription, author, width, height, color, colorName,
/// blurHash, url); text and accessible output get words. The size is carried by the
/// `width` field's text (JSON keeps width and height apart).
struct PhotosItems {
    let catalog: Catalog
    let accessible: Bool

    func item(_ p: UnsplashPhoto) -> ResultItem {
        func opt(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        func present(_ s: String?) -> String? {
            guard let s, s.contains(where: { !$0.isWhitespace }) else { return nil }
            return s
        }
        let n = catalog.numberFormat
        let shown = present(p.description) ?? present(p.altDescription) ?? catalog.text("photos.noDescription")
        // Spoken: "4000 by 6000 pixels" — the noun agrees with the last number ("6001 пиксель").
        let size = accessible
            ? catalog.plural("photos.size.words", count: p.height, ["width": n.decimal(p.width)])
            : catalog.text("photos.size", ["width": n.decimal(p.width), "height": n.decimal(p.height)])
        let colorID = p.color.flatMap(UnsplashColorPalette.name(hex:))
        return ResultItem(fields: [
            ResultField(name: "id", json: .string(p.id), text: nil),
            ResultField(name: "description", json: opt(p.description), text: shown,
                        role: present(p.description) ?? present(p.altDescription) == nil ? .muted : .name),
            ResultField(name: "altDescription", json: opt(p.altDescription), text: nil),
            ResultField(name: "author", json: .string(p.author),
                        text: present(p.author) ?? catalog.text("photos.unknownAuthor"), label: catalog.text("photos.label.author")),
            ResultField(name: "width", json: .int(p.width), text: p.width > 0 && p.height > 0 ? size : nil,
                        label: catalog.text("photos.label.size")),
            ResultField(name: "height", json: .int(p.height), text: nil),
            ResultField(name: "color", json: opt(p.color), text: nil),
            ResultField(name: "colorName", json: opt(colorID), text: colorID.map { catalog.text("colour.\($0)") },
                        label: catalog.text("photos.label.colour")),
            ResultField(name: "blurHash", json: opt(p.blurHash), text: nil),
            ResultField(name: "url", json: .string(p.pageURL), text: p.pageURL, label: catalog.text("photos.label.link")),
        ])
    }
}
