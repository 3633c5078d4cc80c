import FinderCLI

/// Localized help for `photos`, `photos more` and `config`, laid out like the core help
/// (HelpGenerator): summary, usage, details, options, global options, examples.
struct PhotosHelp {
    let catalog: Catalog

    func photos() -> String {
        let options: [(String, String)] = [
            ("--color COLOUR", catalog.text("photos.help.option.color", ["choices": ColorNames.apiValues.joined(separator: ", ")])),
            ("--orientation landscape|portrait|squarish", catalog.text("photos.help.option.orientation")),
            ("--order relevant|latest", catalog.text("photos.help.option.order")),
            ("--page N", catalog.text("photos.help.option.page")),
            ("--per-page N", catalog.text("photos.help.option.per-page")),
            ("--content-filter low|high", catalog.text("photos.help.option.content-filter")),
        ]
        return page(summary: "help.command.photos",
                    usage: "finder photos QUERY… [--color COLOUR] [--orientation O] [--order O] [--page N] [--per-page N] [--content-filter F]\n  finder photos more",
                    details: "photos.help.details", options: options, examples: "photos.help.examples")
    }

    func more() -> String {
        page(summary: "photos.help.more", usage: "finder photos more", details: "photos.help.details.more",
             options: [], examples: "photos.help.examples.more")
    }

    func config() -> String {
        page(summary: "help.command.config", usage: "finder config set unsplash-key < FILE\n  echo KEY | finder config set unsplash-key",
             details: "config.help.details", options: [], examples: "config.help.examples")
    }

    private func page(summary: String, usage: String, details: String, options: [(String, String)], examples: String) -> String {
        var s = catalog.text(summary) + "\n\n"
        s += catalog.text("help.usage") + "\n  " + usage + "\n\n"
        s += catalog.text(details) + "\n\n"
        if !options.isEmpty { s += catalog.text("help.options") + "\n" + table(options) + "\n" }
        s += catalog.text("help.globalOptions") + "\n" + table(Flags.global.map(row))
        // The catalog trims a value's leading spaces: indent every example line here.
        let lines = catalog.text(examples).split(separator: "\n").map { "  " + $0.drop { $0 == " " } }
        s += "\n" + catalog.text("help.examples") + "\n" + lines.joined(separator: "\n") + "\n"
        return s
    }

    private func row(_ f: Flag) -> (String, String) {
        HelpGenerator(catalog: catalog).row(f, note: f.name == "color" ? catalog.text("photos.help.globalColor") : nil)
    }

    private func table(_ rows: [(String, String)]) -> String { HelpGenerator(catalog: catalog).table(rows) }
}
