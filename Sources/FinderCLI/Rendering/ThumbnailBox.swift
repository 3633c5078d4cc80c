/// The cells a thumbnail fills: at most `most` (the page's `PhotoGrid`: 16 × 8 at 80
/// columns; the interactive screen's list and photo view), the photo's aspect ratio kept (a
/// portrait photo is drawn portrait) given the shape of one cell.
package struct ThumbnailBox: Equatable, Sendable {
    package static let maxColumns = 16
    package static let maxRows = 8

    package let columns: Int
    package let rows: Int

    /// `cell` is one cell's size in pixels (10 × 20 where the terminal does not say).
    package init(width: Int, height: Int, cell: (width: Int, height: Int), most: (columns: Int, rows: Int) = (maxColumns, maxRows)) {
        let maxColumns = max(1, most.columns), maxRows = max(1, most.rows)
        guard width > 0, height > 0, cell.width > 0, cell.height > 0 else {
            columns = maxColumns
            rows = maxRows
            return
        }
        // Rows the full width would need: height/width of the photo, in cell units.
        let ratio = Double(height) / Double(width) * Double(cell.width) / Double(cell.height)
        let full = Double(maxColumns) * ratio
        if full <= Double(maxRows) {
            columns = maxColumns
            rows = max(1, Int(full.rounded()))
        } else {
            rows = maxRows
            columns = max(1, min(maxColumns, Int((Double(maxRows) / ratio).rounded())))
        }
    }

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
