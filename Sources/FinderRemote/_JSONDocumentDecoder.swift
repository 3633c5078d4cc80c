import Foundation

/// `Decodable` types read from a `_JSONDocument`, in place of Foundation's JSONDecoder (whose
/// own tree of an 8 MB body took 1.29 GB). Errors are `DecodingError`s with their coding path,
/// as JSONDecoder's are; a bad string or number is `dataCorrupted` at its path, so a lenient
/// reader skips the record that holds it.
struct _JSONDocumentDecoder {
    var userInfo: [CodingUserInfoKey: Any] = [:]

    /// nil document: not JSON (the caller says so in its own words).
    func decode<T: Decodable>(_ type: T.Type, from document: _JSONDocument) throws -> T {
        try T(from: _Decoder(document: document, node: 0, codingPath: [], userInfo: userInfo))
    }
}

private struct _Key: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

private struct _Decoder: Decoder {
    let document: _JSONDocument
    let node: Int
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.kind(node) == .object else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "not an object"))
        }
        return KeyedDecodingContainer(_Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard document.kind(node) == .array else {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "not an array"))
        }
        return _Unkeyed(decoder: self)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { _Single(decoder: self) }

    func child(_ node: Int, _ key: CodingKey) -> _Decoder {
        _Decoder(document: document, node: node, codingPath: codingPath + [key], userInfo: userInfo)
    }

    // Leaves, shared by the three containers.

    func decodeNil() -> Bool { document.kind(node) == .null }

    func bool() throws -> Bool {
        switch document.kind(node) {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self)
        }
    }

    func string() throws -> String {
        if document.kind(node) == .badString { throw corrupted("a string that is not valid text") }
        guard let s = document.string(node) else { throw mismatch(String.self) }
        return s
    }

    func double() throws -> Double {
        if document.kind(node) == .badNumber { throw corrupted("a number out of range") }
        guard let d = document.double(node) else { throw mismatch(Double.self) }
        return d
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        if document.kind(node) == .badNumber { throw corrupted("a number out of range") }
        guard let text = document.numberText(node) else { throw mismatch(T.self) }
        if let exact = T(text) { return exact }
        // 1.0, 1e3: whole numbers written otherwise.
        guard let d = Double(text), d == d.rounded(), let v = T(exactly: d) else { throw corrupted("\(text) is not a \(T.self)") }
        return v
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return try string() as! T
        case is Double.Type: return try double() as! T
        case is Float.Type: return Float(try double()) as! T
        case is Bool.Type: return try bool() as! T
        case is Int.Type: return try integer(Int.self) as! T
        case is Int64.Type: return try integer(Int64.self) as! T
        case is Int32.Type: return try integer(Int32.self) as! T
        case is UInt64.Type: return try integer(UInt64.self) as! T
        case is UInt.Type: return try integer(UInt.self) as! T
        default: return try T(from: self)
        }
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        document.kind(node) == .null
            ? .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "null"))
            : .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "a \(document.kind(node)), not \(type)"))
    }

    func corrupted(_ what: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: what))
    }
}

private struct _Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: _Decoder
    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { decoder.document.keys(decoder.node).compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.document.member(decoder.node, key.stringValue) != nil }

    func value(_ key: Key) throws -> _Decoder {
        guard let n = decoder.document.member(decoder.node, key.stringValue) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
        }
        return decoder.child(n, key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(type) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let n = decoder.document.member(decoder.node, key.stringValue), decoder.document.kind(n) != .null else { return nil }
        return try decoder.child(n, key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try value(key).unkeyedContainer() }
    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder { try value(key) }
}

private struct _Unkeyed: UnkeyedDecodingContainer {
    let decoder: _Decoder
    /// The node of the next element, and the node after the array: elements are walked, not
    /// listed (a list of `[0,0,…]`'s indices would be 8 bytes more per element).
    var cursor: Int
    let end: Int
    var currentIndex = 0
    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { decoder.document.count(decoder.node) }
    var isAtEnd: Bool { cursor >= end }

    init(decoder: _Decoder) {
        self.decoder = decoder
        cursor = decoder.node + 1
        end = decoder.document.next(decoder.node)
    }

    mutating func next() throws -> _Decoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
        }
        let element = decoder.child(cursor, _Key(intValue: currentIndex))
        cursor = decoder.document.next(cursor)
        currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, decoder.document.kind(cursor) == .null else { return false }
        cursor += 1
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { try next() }
}

private struct _Single: SingleValueDecodingContainer {
    let decoder: _Decoder
    var codingPath: [CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { decoder.decodeNil() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
