import CThumbnails
import FinderCLI
import Foundation

/// A thumbnail written in a terminal's graphics language, to fill `box` (the writers of
/// each protocol; libchafa draws sixels and blocks).
enum ThumbnailDrawing {
    /// nil when libchafa draws nothing (it should not happen for a decoded image).
    static func preview(_ t: Thumbnail, box: ThumbnailBox, graphics: TerminalGraphics,
                        cell: (width: Int, height: Int)) -> Preview? {
        switch graphics {
        case .kitty: return Preview(.graphic(kitty(t, box: box)), columns: box.columns, rows: box.rows)
        case .iterm: return Preview(.graphic(iterm(t, box: box)), columns: box.columns, rows: box.rows)
        case .sixel:
            return chafa(t, box: box, mode: CTHUMB_SIXEL, cell: cell).map {
                Preview(.graphic($0), columns: box.columns, rows: box.rows)
            }
        case .blocks(let trueColor):
            guard let text = chafa(t, box: box, mode: trueColor ? CTHUMB_BLOCKS_TRUECOLOR : CTHUMB_BLOCKS_256, cell: cell) else {
                return nil
            }
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard rows.count == box.rows else { return nil }
            return Preview(.rows(rows), columns: box.columns, rows: box.rows)
        }
    }

    /// The kitty graphics protocol: transmit and display at once (`a=T`), 24-bit RGB
    /// (`f=24`) of `s × v` pixels, scaled by kitty to `c × r` cells, the cursor left where it
    /// was (`C=1`), no reply (`q=2`: a reply would land in the shell's input). The base64
    /// payload goes in chunks of 4096 bytes, as the protocol requires (`m=1` until the last).
    static func kitty(_ t: Thumbnail, box: ThumbnailBox) -> String {
        kittyChunks(t, keys: "a=T,f=24,s=\(t.width),v=\(t.height),c=\(box.columns),r=\(box.rows),C=1,q=2")
    }

    /// The kitty graphics protocol's transmission alone (`a=t`), with an image id to place it
    /// by later (the interactive screen places it at every frame without sending it again).
    static func kittyTransmission(_ t: Thumbnail, image: UInt32) -> String {
        kittyChunks(t, keys: "a=t,f=24,i=\(image),s=\(t.width),v=\(t.height),q=2")
    }

    /// `t`'s RGB pixels in base64 chunks of 4096 bytes, `keys` on the first (`m=1` until the last).
    private static func kittyChunks(_ t: Thumbnail, keys first: String) -> String {
        let payload = Data(t.pixels).base64EncodedString()
        var chunks: [Substring] = []
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            chunks.append(payload[start..<end])
            start = end
        }
        var s = ""
        for (i, chunk) in chunks.enumerated() {
            let more = i < chunks.count - 1 ? 1 : 0
            let keys = i == 0 ? first + ",m=\(more)" : "m=\(more)"
            s += "\u{1b}_G\(keys);\(chunk)\u{1b}\\"
        }
        return s
    }

    /// iTerm2's inline image: the JPEG as it came, in `box` cells, aspect ratio kept.
    static func iterm(_ t: Thumbnail, box: ThumbnailBox) -> String {
        "\u{1b}]1337;File=inline=1;size=\(t.jpeg.count);width=\(box.columns);height=\(box.rows);preserveAspectRatio=1:"
            + t.jpeg.base64EncodedString() + "\u{07}"
    }

    static func chafa(_ t: Thumbnail, box: ThumbnailBox, mode: cthumb_mode, cell: (width: Int, height: Int)) -> String? {
        var length = 0
        let text = t.pixels.withUnsafeBufferPointer { p in
            cthumb_render(p.baseAddress, Int32(t.width), Int32(t.height), Int32(box.columns), Int32(box.rows),
                          Int32(clamping: cell.width), Int32(clamping: cell.height), mode, &length)
        }
        guard let text else { return nil }
        defer { cthumb_free(text) }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self)
    }
}
