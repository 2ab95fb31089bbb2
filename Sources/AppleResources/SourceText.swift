import LocalizedStrings

/// Maps byte offsets of a UTF-8 text to 1-based lines and columns (in Unicode characters),
/// counting `\n`, `\r` and `\r\n` as line ends like Foundation's parsers.
struct SourceText {
    let bytes: [UInt8]
    let path: String
    private let lineStarts: [Int]

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
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
        lineStarts = starts
    }

    /// The location of a byte offset.
    func location(ofByte offset: Int) -> SourceLocation {
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
}
