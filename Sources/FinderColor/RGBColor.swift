/// An 8-bit sRGB colour.
public struct RGBColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    /// "#RRGGBB" or "RRGGBB", any case; nil otherwise.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.first == "#" { s = s.dropFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        self.init(UInt8(v >> 16), UInt8((v >> 8) & 0xff), UInt8(v & 0xff))
    }

    public var description: String { "rgb(\(r), \(g), \(b))" }
}

extension RGBColor {
    /// The nearest entry of the xterm 256-colour palette's 6 × 6 × 6 cube or its grey ramp
    /// (the 16 themable colours are never chosen: a theme may have changed them).
    public var xterm256: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ v: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }! }
        let r = nearest(self.r), g = nearest(self.g), b = nearest(self.b)
        let cube = (levels[r], levels[g], levels[b])
        let avg = (Int(self.r) + Int(self.g) + Int(self.b)) / 3
        let greyIndex = max(0, min(23, (avg - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        func d(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(self.r), dg = a.1 - Int(self.g), db = a.2 - Int(self.b)
            return dr * dr + dg * dg + db * db
        }
        return d((grey, grey, grey)) < d(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }
}
