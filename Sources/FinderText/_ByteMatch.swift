/// Whether `b[at...]` begins with the UTF-8 of `word`: a number word or a rule's descriptor
/// compared in place, without making a String or an array of it (`withYo`, `Spellout`).
func _bytes(_ b: UnsafeBufferPointer<UInt8>, at i: Int, startWith word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard i >= 0, i <= b.count, n <= b.count - i else { return false }
    for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
    return true
}
