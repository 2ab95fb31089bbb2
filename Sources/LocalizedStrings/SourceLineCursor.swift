import SystemSupport

/// ``SourceText``'s locations of byte offsets asked in increasing order, counted as the text is
/// walked rather than looked up in an index of every line.
///
/// A reader places every entry of a file it reads in order: indexing the lines of the whole
/// file first (a large `.strings` file has one for every 50 bytes) and searching the index for
/// each entry cost more than walking from one entry to the next. Line ends are counted as
/// ``SourceText`` counts them (`\n`, `\r`, and `\r\n` as one), and columns in characters.
public struct SourceLineCursor {
    /// The text.
    public let bytes: [UInt8]
    /// The file's path, for the locations.
    public let path: String
    /// Where the walk is: every line that starts at or before it has been counted.
    private var position = 0
    /// The line the walk is on, 1-based, and where it starts.
    private var line = 1
    private var lineStart = 0

    /// Starts at the beginning of a text.
    public init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// What ``SourceText/location(ofByte:)`` gives for the offset. Offsets are asked in
    /// increasing order; an earlier one starts the walk over.
    public mutating func location(ofByte offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        if clamped < position { self = SourceLineCursor(bytes: bytes, path: path) }
        return bytes.withUnsafeBufferPointer { bytes in
            // A line starts after a line end, `\r\n` being one: it counts when it starts at or
            // before the offset (the walk stops on a `\r` whose `\n` is the offset).
            var index = position
            while index < clamped {
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D else {
                    index = Self.nextLineEndCandidate(in: bytes, after: index, before: clamped)
                    continue
                }
                let next = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                guard next <= clamped else { break }
                line += 1
                lineStart = next
                index = next
            }
            position = index
            var column = 1
            for byte in bytes[lineStart..<clamped] where byte & 0xC0 != 0x80 { column += 1 }
            return SourceLocation(path: path, line: line, column: column)
        }
    }

    /// The offset after `index` (below `end`) from which a line end may follow: eight bytes at a
    /// time are skipped while none of them is `\n` or `\r` (lines are long, and every byte of a
    /// file is walked).
    private static func nextLineEndCandidate(in bytes: UnsafeBufferPointer<UInt8>, after index: Int, before end: Int) -> Int {
        var index = index + 1
        guard let base = bytes.baseAddress else { return index }
        while index + 8 <= end {
            let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word.containsByte(0x0A) || word.containsByte(0x0D) { break }
            index += 8
        }
        return index
    }
}
