import Foundation

// What a terminal would show for a thumbnail drawing, read back into colours, so that tests
// compare pictures rather than escape sequences: rows of block symbols (24-bit or 256-colour
// SGR), a DEC sixel image, a kitty graphics transmission.

/// A colour of 8-bit channels.
public struct RGB: Equatable, Sendable, CustomStringConvertible {
    public var r: Int, g: Int, b: Int
    public init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }

    /// Euclidean distance in RGB (0 … 441).
    public func distance(to o: RGB) -> Double {
        let dr = Double(r - o.r), dg = Double(g - o.g), db = Double(b - o.b)
        return (dr * dr + dg * dg + db * db).squareRoot()
    }

    public var description: String { "(\(r),\(g),\(b))" }

    /// xterm's 256-colour palette (16…255; the 16 themable ones as xterm's defaults).
    public static func xterm(_ n: Int) -> RGB {
        let basic = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                     (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        switch n {
        case 0..<16: return RGB(basic[n].0, basic[n].1, basic[n].2)
        case 16..<232:
            let level = [0, 95, 135, 175, 215, 255], i = n - 16
            return RGB(level[i / 36], level[i / 6 % 6], level[i % 6])
        default: let v = 8 + 10 * (n - 232); return RGB(v, v, v)
        }
    }
}

/// One cell of block symbols: the colours it shows, each with the share of the cell it covers.
public struct DrawnCell: Sendable {
    public var symbol: Character
    /// (colour, share); a nil colour is the terminal's default (nothing was set).
    public var shown: [(color: RGB?, share: Double)]

    /// The cell's colour as seen from afar; nil when a default colour shows.
    public var mean: RGB? {
        var r = 0.0, g = 0.0, b = 0.0
        for (c, share) in shown where share > 0 {
            guard let c else { return nil }
            r += Double(c.r) * share; g += Double(c.g) * share; b += Double(c.b) * share
        }
        return RGB(Int(r.rounded()), Int(g.rounded()), Int(b.rounded()))
    }

    /// The share of the cell the foreground covers, for the block and space symbols libchafa
    /// draws with (`--symbols block+space`); nil for any other character.
    public static func foregroundShare(_ c: Character) -> Double? {
        switch c {
        case " ": return 0
        case "█": return 1
        case "▀", "▄", "▌", "▐", "▚", "▞": return 0.5
        case "▖", "▗", "▘", "▝": return 0.25
        case "▙", "▛", "▜", "▟": return 0.75
        case "▁", "▔", "▏", "▕": return 1.0 / 8
        case "▂", "▎": return 2.0 / 8
        case "▃", "▍": return 3.0 / 8
        case "▅", "▋": return 5.0 / 8
        case "▆", "▊": return 6.0 / 8
        case "▇", "▉": return 7.0 / 8
        default: return nil
        }
    }
}

/// A picture of pixels, nil where nothing was drawn.
public struct PixelGrid: Sendable {
    public var width: Int, height: Int
    public var pixels: [RGB?]
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: nil, count: width * height)
    }
    public subscript(x: Int, y: Int) -> RGB? {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

public enum DrawnPicture {
    /// The cells of one row of block symbols from its start: at most `columns` of them, or
    /// (columns nil) until a symbol is drawn in the default colours (the text after a preview)
    /// or a character that is no block symbol. SGR is followed (24-bit, 256-colour, inverse,
    /// reset); other escape sequences are skipped.
    public static func cells(row: Substring, columns: Int? = nil) -> [DrawnCell] {
        var fg: RGB?, bg: RGB?, inverse = false
        var cells: [DrawnCell] = []
        var i = row.startIndex
        while i < row.endIndex, columns.map({ cells.count < $0 }) ?? true {
            let c = row[i]
            if c == "\u{1b}" {
                let next = row.index(after: i)
                guard next < row.endIndex, row[next] == "[" else { break }
                var j = row.index(after: next)
                while j < row.endIndex, !(row[j].isLetter) { j = row.index(after: j) }
                guard j < row.endIndex else { break }
                if row[j] == "m" {
                    let params = row[row.index(after: next)..<j].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                    var k = 0
                    while k < params.count {
                        switch params[k] {
                        case 0: fg = nil; bg = nil; inverse = false
                        case 7: inverse = true
                        case 27: inverse = false
                        case 39: fg = nil
                        case 49: bg = nil
                        case 38, 48:
                            let which = params[k]
                            var color: RGB?
                            if k + 4 < params.count, params[k + 1] == 2 {
                                color = RGB(params[k + 2], params[k + 3], params[k + 4]); k += 4
                            } else if k + 2 < params.count, params[k + 1] == 5 {
                                color = RGB.xterm(params[k + 2]); k += 2
                            }
                            if which == 38 { fg = color } else { bg = color }
                        default: break
                        }
                        k += 1
                    }
                }
                i = row.index(after: j)
                continue
            }
            guard let share = DrawnCell.foregroundShare(c) else { break }
            let shownFG = inverse ? bg : fg, shownBG = inverse ? fg : bg
            if columns == nil, shownFG == nil, shownBG == nil { break }
            cells.append(DrawnCell(symbol: c, shown: [(shownFG, share), (shownBG, 1 - share)]))
            i = row.index(after: i)
        }
        return cells
    }

    /// The first DEC sixel image in `text` (`ESC P … q … ESC \`), decoded: colour registers
    /// (`#n;2;r;g;b`, percent), `!count` repeats, `$` and `-`. nil when there is none.
    public static func sixel(_ text: String) -> PixelGrid? {
        let bytes = Array(text.utf8)
        guard let start = find(bytes, [0x1b, 0x50], from: 0), let q = bytes[start...].firstIndex(of: UInt8(ascii: "q")),
              let end = find(bytes, [0x1b, 0x5c], from: q) else { return nil }
        let body = Array(bytes[(q + 1)..<end])
        var i = 0
        func number() -> Int {
            var n = 0
            while i < body.count, (48...57).contains(body[i]) { n = n * 10 + Int(body[i] - 48); i += 1 }
            return n
        }
        func numbers() -> [Int] {
            var out = [number()]
            while i < body.count, body[i] == UInt8(ascii: ";") { i += 1; out.append(number()) }
            return out
        }
        var width = 0, height = 0
        if i < body.count, body[i] == UInt8(ascii: "\"") {
            i += 1
            let raster = numbers()
            if raster.count >= 4 { width = raster[2]; height = raster[3] }
        }
        // Drawn first into a growable list of points, then into the grid.
        var registers: [Int: RGB] = [:]
        var current: RGB?
        var x = 0, band = 0
        var points: [(Int, Int, RGB)] = []
        while i < body.count {
            let c = body[i]
            switch c {
            case UInt8(ascii: "#"):
                i += 1
                let p = numbers()
                if p.count >= 5, p[1] == 2 {
                    registers[p[0]] = RGB((p[2] * 255 + 50) / 100, (p[3] * 255 + 50) / 100, (p[4] * 255 + 50) / 100)
                }
                current = registers[p[0]]
            case UInt8(ascii: "$"): x = 0; i += 1
            case UInt8(ascii: "-"): x = 0; band += 1; i += 1
            case UInt8(ascii: "!"):
                i += 1
                let count = number()
                guard i < body.count else { break }
                draw(body[i], count)
                i += 1
            case 0x3f...0x7e: draw(c, 1); i += 1
            default: i += 1
            }
        }
        func draw(_ c: UInt8, _ count: Int) {
            let bits = Int(c) - 0x3f
            if let current, bits > 0 {
                for dx in 0..<count {
                    for bit in 0..<6 where bits & (1 << bit) != 0 { points.append((x + dx, band * 6 + bit, current)) }
                }
            }
            x += count
        }
        for (px, py, _) in points { width = max(width, px + 1); height = max(height, py + 1) }
        guard width > 0, height > 0 else { return nil }
        var grid = PixelGrid(width: width, height: height)
        for (px, py, color) in points { grid[px, py] = color }
        return grid
    }

    /// The first kitty graphics image in `text` (`ESC _G a=T,f=24,s=…,v=…;base64 ESC \`, in
    /// chunks), as transmitted. nil when there is none or it is not 24-bit RGB.
    public static func kitty(_ text: String) -> PixelGrid? {
        var payload = "", width = 0, height = 0, rest = Substring(text)
        while let start = rest.range(of: "\u{1b}_G") {
            guard let end = rest[start.upperBound...].range(of: "\u{1b}\\") else { return nil }
            let chunk = rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
            let parts = chunk.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let keys = Dictionary(parts[0].split(separator: ",").compactMap { kv -> (String, String)? in
                let p = kv.split(separator: "=", maxSplits: 1)
                return p.count == 2 ? (String(p[0]), String(p[1])) : nil
            }, uniquingKeysWith: { a, _ in a })
            if payload.isEmpty {
                guard keys["f"] == "24", let s = keys["s"].flatMap(Int.init), let v = keys["v"].flatMap(Int.init) else { return nil }
                width = s
                height = v
            }
            if parts.count == 2 { payload += parts[1] }
            if keys["m"] != "1" { break }
        }
        guard width > 0, height > 0, let data = Data(base64Encoded: payload), data.count == width * height * 3 else { return nil }
        var grid = PixelGrid(width: width, height: height)
        let bytes = [UInt8](data)
        for p in 0..<(width * height) { grid.pixels[p] = RGB(Int(bytes[p * 3]), Int(bytes[p * 3 + 1]), Int(bytes[p * 3 + 2])) }
        return grid
    }

    private static func find(_ bytes: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= bytes.count {
            if Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
