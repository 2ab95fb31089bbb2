import AppleResources
import Foundation
import LocalizedStrings
import SystemSupport

/// A resource file's text as UTF-8 bytes, with a line index: where findings are placed, and
/// what `--fix` edits.
///
/// Readers keep the position of each entry but not of the text inside it (a placeholder, an
/// apostrophe), so the linter finds that text here, searching forward from the entry.
/// `.strings` files in UTF-16 are transcoded as the reader does, so lines and columns agree
/// with the reader's; a leading byte-order mark is set aside and put back when writing.
public final class SourceFile: Sendable {
    /// The path, as the user named it.
    public let path: String
    /// The text, UTF-8, without a leading byte-order mark.
    public let bytes: [UInt8]
    /// How the file was encoded on disk, so that an edited file is written back the same way.
    public let encoding: StringsFileEncoding
    /// The offset of the first bytes that are not UTF-8, when the file is not valid UTF-8.
    public let invalidUTF8Offset: Int?
    private let positions: SourceText

    /// Reads a file; `nil` when it cannot be read.
    public convenience init?(path: String) {
        guard let data = FileBytes.read(atPath: path) else { return nil }
        self.init(path: path, data: data)
    }

    /// Creates a file from its bytes on disk.
    public init(path: String, data: [UInt8]) {
        self.path = path
        var encoding = StringsFileEncoding.utf8
        var text = data
        var invalid: Int?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xEF, 0xBB, 0xBF]) {
            if let decoded = try? StringsFileEncoding.decode(data) {
                (encoding, text) = decoded
            } else {
                encoding = .utf8WithBOM
                text = Array(data.dropFirst(3))
            }
        }
        // Validated in place: every file is read (byte_order_mark, invalid_encoding).
        if encoding == .utf8 || encoding == .utf8WithBOM, let offset = StringsFileEncoding.invalidUTF8Offset(text) {
            invalid = offset + (encoding == .utf8WithBOM ? 3 : 0)
        }
        self.bytes = text
        self.encoding = encoding
        self.invalidUTF8Offset = invalid
        positions = SourceText(bytes: text, path: path)
    }

    // MARK: - Positions

    /// The 1-based line and column (in Unicode characters) of a byte offset.
    public func location(ofByte offset: Int) -> SourceLocation {
        positions.location(ofByte: offset)
    }

    /// The byte offset of a line and column; a column of 0 means the line's first character
    /// that is not a space. `nil` when the line does not exist.
    public func offset(of location: SourceLocation) -> Int? {
        positions.offset(of: location)
    }

    /// The location with a line of at least 1 and a real column: the first character of the
    /// line that is not a space when the column is unknown, the file's start for line 0.
    public func resolved(_ location: SourceLocation) -> SourceLocation {
        if location.line >= 1 && location.column >= 1 { return location }
        guard location.line >= 1, let offset = offset(of: location) else {
            return SourceLocation(path: location.path, line: 1, column: 1)
        }
        var resolved = self.location(ofByte: offset)
        resolved.path = location.path
        return resolved
    }

    /// The first occurrence of `needle` in `start..<limit`.
    public func find(_ needle: [UInt8], from start: Int, limit: Int? = nil) -> Int? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard let first = needle.first, start >= 0, needle.count <= end - start else { return nil }
        let last = end - needle.count
        // The first byte is looked for with memchr: `byte_order_mark` searches every file.
        return bytes.withUnsafeBufferPointer { bytes in
            var from = start
            while let index = UnsafeBufferPointer(rebasing: bytes[..<(last + 1)]).firstIndex(of: first, from: from) {
                if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
                from = index + 1
            }
            return nil
        }
    }

    /// The text of a byte range.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// The bytes to write for edited text, in the file's original encoding.
    public func encoded(_ text: [UInt8]) -> [UInt8] {
        switch encoding {
        case .utf8: text
        case .utf8WithBOM: [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian: encoding.encode(String(decoding: text, as: UTF8.self))
        }
    }
}
