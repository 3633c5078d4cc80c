import FinderColor

/// The 8 × 4-cell blur beside a photo on a colour terminal where no thumbnail is drawn (none
/// asked for, offline, or the image could not be had): the top pixel of each cell is the
/// foreground of "▀", the bottom one its background, decoded from the photo's blur hash.
/// Without a blur hash, the dominant colour fills the cells; without either, blank cells
/// keep the text aligned. In FinderCLI, not finder-net, so that `finder offline show` draws
/// it too.
package struct BlurPreview {
    static let columns = 8
    static let rows = 4

    /// `cells`: the blur's size (8 × 4 beside a block; the interactive screen's stands in for
    /// a picture at the picture's size).
    package static func preview(blurHash: String?, color: String?, trueColor: Bool,
                                cells: (columns: Int, rows: Int) = (columns, rows)) -> Preview {
        let columns = max(1, cells.columns), rows = max(1, cells.rows)
        let w = columns, h = rows * 2
        var pixels: [RGBColor]?
        if let blurHash, let decoded = BlurHash(blurHash) {
            pixels = decoded.pixels(width: w, height: h)
        } else if let color, let c = RGBColor(hex: color) {
            pixels = Array(repeating: c, count: w * h)
        }
        guard let pixels else {
            return Preview(.rows(Array(repeating: String(repeating: " ", count: w), count: rows)), columns: w, rows: rows)
        }
        let lines = (0..<rows).map { row in
            var s = ""
            for x in 0..<w {
                s += "\u{1b}[" + sgr(pixels[(2 * row) * w + x], background: false, trueColor: trueColor) + ";"
                    + sgr(pixels[(2 * row + 1) * w + x], background: true, trueColor: trueColor) + "m▀"
            }
            return s + "\u{1b}[0m"
        }
        return Preview(.rows(lines), columns: w, rows: rows)
    }

    private static func sgr(_ c: RGBColor, background: Bool, trueColor: Bool) -> String {
        let base = background ? "48" : "38"
        if trueColor { return "\(base);2;\(c.r);\(c.g);\(c.b)" }
        return "\(base);5;\(c.xterm256)"
    }
}
