import Foundation

/// The text encoding of a `.strings` file, detected from its bytes.
///
/// Foundation reads UTF-8 (with or without a byte-order mark) and UTF-16 with a
/// byte-order mark in either byte order; Xcode recommends UTF-8, older tools (and
/// `genstrings`) wrote UTF-16.
public enum StringsFileEncoding: String, Hashable, Sendable, CaseIterable {
    /// UTF-8 without a byte-order mark.
    case utf8 = "utf-8"
    /// UTF-8 with a byte-order mark (`EF BB BF`).
    case utf8WithBOM = "utf-8-bom"
    /// UTF-16 little-endian with a byte-order mark (`FF FE`).
    case utf16LittleEndian = "utf-16le"
    /// UTF-16 big-endian with a byte-order mark (`FE FF`).
    case utf16BigEndian = "utf-16be"

    /// Why bytes could not be decoded.
    public struct DecodingError: Error, Sendable, CustomStringConvertible {
        /// The byte offset of the first byte that is not valid UTF-8.
        public var offset: Int

        public var description: String {
            "the file is neither UTF-8 nor UTF-16 with a byte-order mark (invalid UTF-8 at byte \(offset)); save it as UTF-8"
        }
    }

    /// Detects the encoding and returns the text as UTF-8 bytes without a byte-order mark.
    ///
    /// UTF-16 is transcoded; a lone surrogate becomes U+FFFD, as when Foundation bridges the
    /// string to Swift. A second byte-order mark after the first (seen in real files) stays
    /// in the text as U+FEFF, as in Foundation.
    public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> (encoding: StringsFileEncoding, utf8: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes.dropFirst(3))
            if let offset = invalidUTF8Offset(body) { throw DecodingError(offset: offset + 3) }
            return (.utf8WithBOM, body)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index])
                let second = UInt16(bytes[index + 1])
                units.append(littleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            let text = String(decoding: units, as: UTF16.self)
            return (littleEndian ? .utf16LittleEndian : .utf16BigEndian, Array(text.utf8))
        }
        if let offset = invalidUTF8Offset(bytes) { throw DecodingError(offset: offset) }
        return (.utf8, bytes)
    }

    /// Encodes UTF-8 text in this encoding, with its byte-order mark.
    public func encode(_ text: String) -> [UInt8] {
        switch self {
        case .utf8: return Array(text.utf8)
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var bytes: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                let low = UInt8(unit & 0xFF)
                let high = UInt8(unit >> 8)
                bytes += self == .utf16LittleEndian ? [low, high] : [high, low]
            }
            return bytes
        }
    }

    /// The offset of the first bytes that are not UTF-8, or `nil` when all are.
    public static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        // The standard library's validation is fast, and in place (a String made to validate
        // the bytes would copy them); the offset is only needed on failure.
        if (try? UTF8Span(validating: bytes.span)) != nil { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
