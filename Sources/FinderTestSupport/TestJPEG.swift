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
