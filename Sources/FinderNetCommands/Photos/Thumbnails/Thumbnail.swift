import CThumbnails
import Foundation

/// A photo's image as fetched: the JPEG bytes and their pixels, decoded by libjpeg-turbo at
/// the smallest size that still covers the cells it will fill.
struct Thumbnail {
    /// The file as it came (iTerm2 is sent these bytes).
    let jpeg: Data
    /// Packed RGB, 3 bytes a pixel, `width × height`.
    let pixels: [UInt8]
    let width: Int
    let height: Int

    /// A header claiming more is refused before anything is allocated (a 512 KiB file can
    /// claim 65535 × 65535 pixels).
    static let maxPixels = 40_000_000

    /// nil for anything that is not a whole JPEG: HTML, another format, a file cut short,
    /// one libjpeg warns about.
    init?(jpeg: Data, covering minWidth: Int, _ minHeight: Int) {
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        let rc = jpeg.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return cthumb_jpeg_decode(base, raw.count, Int32(clamping: minWidth), Int32(clamping: minHeight),
                                      Self.maxPixels, &out, &w, &h)
        }
        guard rc == 0, let out, w > 0, h > 0 else { return nil }
        defer { cthumb_free(out) }
        self.jpeg = jpeg
        width = Int(w)
        height = Int(h)
        pixels = Array(UnsafeBufferPointer(start: out, count: width * height * 3))
    }
}
