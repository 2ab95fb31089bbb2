/// Maps byte offsets of a UTF-8 text to 1-based lines and columns (in Unicode characters),
/// counting `\n`, `\r` and `\r\n` as line ends like Foundation's parsers.
public struct SourceText: Sendable {
    /// The text.
    public let bytes: [UInt8]
    /// The file's path, for the locations.
    public let path: String
    private let lineStarts: [Int]

    /// Indexes the lines of a text.
    public init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        // Every file read is indexed: the scan runs on the buffer, without bounds checks per byte.
        lineStarts = bytes.withUnsafeBufferPointer { bytes in
            var starts = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
    }

    /// The 1-based line and column (in Unicode characters) of a byte offset; a continuation
    /// byte belongs to the character already counted.
    public func location(ofByte offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = bytes[lineStarts[low]..<clamped].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(path: path, line: low + 1, column: column)
    }

    /// The byte offset of a line and column; a column of 0 means the line's first character
    /// that is not a space. `nil` when the line does not exist.
    public func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[location.line - 1]
        let lineEnd = location.line < lineStarts.count ? lineStarts[location.line] : bytes.count
        var index = lineStart
        if location.column <= 0 {
            while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index
        }
        var column = 1
        while index < lineEnd, column < location.column {
            index += 1
            while index < lineEnd, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}
