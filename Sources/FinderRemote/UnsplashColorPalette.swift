import FinderColor
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names a photo's dominant colour (`"#09A6E4"`) in words: the nearest, in CIELAB, of a
/// small palette of everyday colour names. The ids are stable English words for JSON; the
/// CLI shows each one through its catalog (`colour.light-blue` → "light blue" / "голубой").
public enum UnsplashColorPalette {
    /// Every id, with its reference sRGB colour.
    public static let entries: [(id: String, color: RGBColor)] = [
        ("black", RGBColor(0, 0, 0)),
        ("dark-grey", RGBColor(70, 70, 70)),
        ("grey", RGBColor(128, 128, 128)),
        ("light-grey", RGBColor(195, 195, 195)),
        ("white", RGBColor(255, 255, 255)),
        ("red", RGBColor(215, 35, 35)),
        ("dark-red", RGBColor(125, 15, 20)),
        ("orange", RGBColor(245, 130, 30)),
        ("brown", RGBColor(125, 80, 45)),
        ("beige", RGBColor(225, 205, 170)),
        ("yellow", RGBColor(245, 215, 40)),
        ("olive", RGBColor(120, 120, 30)),
        ("green", RGBColor(50, 160, 60)),
        ("dark-green", RGBColor(20, 80, 40)),
        ("teal", RGBColor(0, 128, 128)),
        ("light-blue", RGBColor(130, 200, 240)),
        ("blue", RGBColor(30, 90, 215)),
        ("navy", RGBColor(20, 30, 100)),
        ("purple", RGBColor(115, 50, 160)),
        ("magenta", RGBColor(215, 40, 175)),
        ("pink", RGBColor(245, 165, 200)),
    ]

    public static var ids: [String] { entries.map(\.id) }

    /// The palette id nearest to `hex`; nil when `hex` is not "#RRGGBB".
    public static func name(hex: String) -> String? {
        RGBColor(hex: hex).map(name(of:))
    }

    public static func name(of color: RGBColor) -> String {
        let lab = Lab(color)
        var best = entries[0].id, bestDistance = Double.infinity
        for e in entries {
            let d = lab.distance(to: Lab(e.color))
            if d < bestDistance { bestDistance = d; best = e.id }
        }
        return best
    }

    /// CIELAB (D65); CIE76 distance is enough to pick among a few distant names.
    struct Lab {
        let l, a, b: Double
        init(_ c: RGBColor) {
            func lin(_ v: UInt8) -> Double { BlurHash.linear(Int(v)) }
            let r = lin(c.r), g = lin(c.g), bl = lin(c.b)
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            b = 200 * (f(y) - f(z))
        }
        func distance(to o: Lab) -> Double { (l - o.l) * (l - o.l) + (a - o.a) * (a - o.a) + (b - o.b) * (b - o.b) }
    }
}
