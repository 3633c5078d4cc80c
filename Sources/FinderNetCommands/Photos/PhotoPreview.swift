import FinderCLI
import FinderRemote

/// The 8 × 4-cell preview beside a photo on a colour terminal: the top pixel of each cell is
/// the foreground of "▀", the bottom one its background, decoded from the photo's blur hash
/// (our own decoder). Without a blur hash, the dominant colour fills the cells; without
/// either, blank cells keep the text aligned.
struct PhotoPreview: PreviewPainter {
    static let columns = 8
    static let rows = 4

    func preview(blurHash: String?, color: String?, trueColor: Bool) -> [String] {
        let w = Self.columns, h = Self.rows * 2
        var pixels: [RGBColor]?
        if let blurHash, let decoded = BlurHash(blurHash) {
            pixels = decoded.pixels(width: w, height: h)
        } else if let color, let c = RGBColor(hex: color) {
            pixels = Array(repeating: c, count: w * h)
        }
        guard let pixels else {
            return Array(repeating: String(repeating: " ", count: w), count: Self.rows)
        }
        return (0..<Self.rows).map { row in
            var s = ""
            for x in 0..<w {
                s += "\u{1b}[" + Self.sgr(pixels[(2 * row) * w + x], background: false, trueColor: trueColor) + ";"
                    + Self.sgr(pixels[(2 * row + 1) * w + x], background: true, trueColor: trueColor) + "m▀"
            }
            return s + "\u{1b}[0m"
        }
    }

    private static func sgr(_ c: RGBColor, background: Bool, trueColor: Bool) -> String {
        let base = background ? "48" : "38"
        if trueColor { return "\(base);2;\(c.r);\(c.g);\(c.b)" }
        return "\(base);5;\(xterm256(c))"
    }

    /// Nearest entry of the xterm 6 × 6 × 6 colour cube or its grey ramp.
    static func xterm256(_ c: RGBColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ v: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }! }
        let r = nearest(c.r), g = nearest(c.g), b = nearest(c.b)
        let cube = (levels[r], levels[g], levels[b])
        let avg = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyIndex = max(0, min(23, (avg - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        func d(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(c.r), dg = a.1 - Int(c.g), db = a.2 - Int(c.b)
            return dr * dr + dg * dg + db * db
        }
        return d((grey, grey, grey)) < d(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }
}
