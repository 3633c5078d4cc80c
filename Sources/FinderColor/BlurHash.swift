#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A decoder for BlurHash (https://blurha.sh), the compact DCT summary of a photo that
/// Unsplash sends as `blur_hash`: finder draws a few terminal cells from it.
///
/// Format: one base-83 character with the component counts (x, y ≤ 9), one with the
/// quantised maximum AC value, four for the DC (average) colour as sRGB, then two per AC
/// component. Decoding `w × h` pixels costs O(w · h · x · y).
public struct BlurHash: Sendable {
    public let componentsX: Int
    public let componentsY: Int
    /// Linear-light RGB per component, DC first, row-major (`i + j * componentsX`).
    let components: [(Double, Double, Double)]

    /// Nil for a string that is not a well-formed hash (wrong length, a character outside
    /// the base-83 alphabet).
    public init?(_ hash: String) {
        let chars = Array(hash.utf8)
        guard chars.count >= 6, let size = Self.decode83(chars[0..<1]) else { return nil }
        let nx = size % 9 + 1, ny = size / 9 + 1
        guard chars.count == 4 + 2 * nx * ny, let q = Self.decode83(chars[1..<2]),
              let dc = Self.decode83(chars[2..<6]) else { return nil }
        let maxAC = Double(q + 1) / 166
        var comps = [(Self.linear(dc >> 16), Self.linear((dc >> 8) & 255), Self.linear(dc & 255))]
        for i in 1..<(nx * ny) {
            guard let v = Self.decode83(chars[(4 + 2 * i)..<(6 + 2 * i)]), v < 19 * 19 * 19 else { return nil }
            func ac(_ q: Int) -> Double { Self.signedPow((Double(q) - 9) / 9, 2) * maxAC }
            comps.append((ac(v / (19 * 19)), ac((v / 19) % 19), ac(v % 19)))
        }
        componentsX = nx
        componentsY = ny
        components = comps
    }

    /// The DC component: the photo's average colour.
    public var averageColor: RGBColor {
        let c = components[0]
        return RGBColor(Self.srgb(c.0), Self.srgb(c.1), Self.srgb(c.2))
    }

    /// `width × height` pixels, row-major. `punch` > 1 exaggerates contrast (the reference
    /// decoders' parameter of the same name).
    public func pixels(width: Int, height: Int, punch: Double = 1) -> [RGBColor] {
        guard width > 0, height > 0 else { return [] }
        let scale = max(punch, 1)
        var out: [RGBColor] = []
        out.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0
                for j in 0..<componentsY {
                    let cy = cos(Double.pi * Double(y) * Double(j) / Double(height))
                    for i in 0..<componentsX {
                        let basis = cos(Double.pi * Double(x) * Double(i) / Double(width)) * cy
                        let c = components[i + j * componentsX]
                        let k = i == 0 && j == 0 ? 1 : scale
                        r += c.0 * basis * k; g += c.1 * basis * k; b += c.2 * basis * k
                    }
                }
                out.append(RGBColor(Self.srgb(r), Self.srgb(g), Self.srgb(b)))
            }
        }
        return out
    }

    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)
    static let digit: [Int8] = {
        var t = [Int8](repeating: -1, count: 128)
        for (i, c) in alphabet.enumerated() { t[Int(c)] = Int8(i) }
        return t
    }()

    static func decode83(_ chars: ArraySlice<UInt8>) -> Int? {
        var v = 0
        for c in chars {
            guard c < 128, digit[Int(c)] >= 0 else { return nil }
            v = v * 83 + Int(digit[Int(c)])
        }
        return v
    }

    /// An sRGB channel (0…255) as linear light (0…1); the palette's colour distance uses it too.
    public static func linear(_ v: Int) -> Double {
        let x = Double(v) / 255
        return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
    }

    static func srgb(_ v: Double) -> UInt8 {
        let x = min(max(v, 0), 1)
        let s = x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
        return UInt8(min(255, max(0, (s * 255 + 0.5).rounded(.down))))
    }

    static func signedPow(_ v: Double, _ e: Double) -> Double { v < 0 ? -pow(-v, e) : pow(v, e) }
}
