import Foundation

/// A real JPEG file of `width` × `height` pixels (a gradient), made by ImageMagick's
/// `convert` (Scripts/setup.sh installs it): finder itself only decodes JPEG.
public func makeTestJPEG(width: Int, height: Int, colors: String = "orange-navy") throws -> Data {
    let dir = TemporaryDirectory("finder-jpeg")
    let path = dir.file("image.jpg")
    let child = try Spawned("/usr/bin/convert", ["-size", "\(width)x\(height)", "gradient:\(colors)", "-quality", "85", path])
    guard child.terminationStatus == 0, let data = FileManager.default.contents(atPath: path), data.count > 100 else {
        throw ConvertMissing()
    }
    return data
}

public struct ConvertMissing: Error, CustomStringConvertible {
    public var description: String { "ImageMagick's convert made no JPEG: install imagemagick (Scripts/setup.sh does)." }
}

/// A JPEG of four flat quadrants (`QuadrantPicture`), `width` × `height`, made by `convert`:
/// any shear, shift or mix of channels in a drawing of it shows as a wrong colour inside a
/// quadrant.
public func makeQuadrantJPEG(width: Int, height: Int) throws -> Data {
    let dir = TemporaryDirectory("finder-jpeg")
    let path = dir.file("quadrants.jpg")
    let midX = width / 2, midY = height / 2
    let q = QuadrantPicture.self
    let child = try Spawned("/usr/bin/convert", [
        "-size", "\(width)x\(height)", "xc:\(q.hex(q.topLeft))",
        "-fill", q.hex(q.topRight), "-draw", "rectangle \(midX),0 \(width - 1),\(midY - 1)",
        "-fill", q.hex(q.bottomLeft), "-draw", "rectangle 0,\(midY) \(midX - 1),\(height - 1)",
        "-fill", q.hex(q.bottomRight), "-draw", "rectangle \(midX),\(midY) \(width - 1),\(height - 1)",
        "-quality", "95", path])
    guard child.terminationStatus == 0, let data = FileManager.default.contents(atPath: path), data.count > 100 else {
        throw ConvertMissing()
    }
    return data
}

/// The picture `makeQuadrantJPEG` draws, and what a drawing of it should show where.
public enum QuadrantPicture {
    public static let topLeft = RGB(255, 0, 0), topRight = RGB(0, 255, 0)
    public static let bottomLeft = RGB(0, 0, 255), bottomRight = RGB(255, 255, 0)

    static func hex(_ c: RGB) -> String { String(format: "#%02X%02X%02X", c.r, c.g, c.b) }

    /// The colour expected over the span `x0…x1` × `y0…y1` of the picture (fractions of its
    /// width and height), or nil when the span comes within `margin` (fractions too) of
    /// where the quadrants meet: scaling blends colours there.
    public static func expected(x0: Double, x1: Double, y0: Double, y1: Double, margin: (x: Double, y: Double)) -> RGB? {
        func side(_ a: Double, _ b: Double, _ m: Double) -> Bool? {
            if b <= 0.5 - m { return false }
            if a >= 0.5 + m { return true }
            return nil
        }
        guard let right = side(x0, x1, margin.x), let bottom = side(y0, y1, margin.y) else { return nil }
        switch (right, bottom) {
        case (false, false): return topLeft
        case (true, false): return topRight
        case (false, true): return bottomLeft
        case (true, true): return bottomRight
        }
    }
}
