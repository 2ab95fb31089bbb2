import LocalizedStrings

/// Builds the text aapt2 compiles from an element's captured content: aapt2's
/// `FlattenXmlSubtree` and `StringBuilder`, working on UTF-8 bytes.
///
/// In order: text segments are the runs of text between tags; without spans, the first
/// segment loses its leading and the last its trailing ASCII whitespace; then each segment
/// goes through whitespace collapse, double quotes and backslash escapes. Starting or
/// ending a span resets the quote and whitespace state; `<xliff:g>` does not.
///
/// The text is written into a buffer kept for the file, through its pointer: every rule
/// writes at most as many bytes as it reads (a whitespace run becomes one space, an escape of
/// two to six bytes one character of at most three, quotes nothing, anything else itself), so
/// room for the captured bytes is room enough, and nothing is checked or grown per byte.
struct AndroidTextBuilder {
    /// What went wrong while building, at a byte of the captured text.
    struct Failure: Error {
        var id: String
        var message: String
        var byteIndex: Int
    }

    /// A `\u` escape of a surrogate half, which aapt2 drops.
    struct DroppedSurrogate {
        var byteIndex: Int
    }

    /// The captured text, and where the built text goes (room for at least `input.count` bytes).
    private let input: UnsafeBufferPointer<UInt8>
    private let output: UnsafeMutableBufferPointer<UInt8>
    private var outputCount = 0
    private var isQuoted = false
    private var lastWasSpace = false
    /// How much of the output ``utf16Offset()`` has measured, in bytes and in UTF-16 units.
    private var measuredBytes = 0
    private var measuredUnits = 0
    private var droppedSurrogates: [DroppedSurrogate] = []

    /// The spans and protected ranges of content with tags, as they are built.
    private struct Markup {
        var spans: [Span] = []
        var openSpans: [Int] = []
        var protectedRanges: [ProtectedRange] = []
    }

    private init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) {
        self.input = input
        self.output = output
    }

    /// Builds the styled text of `content`, or the first error aapt2 would report.
    ///
    /// - Parameters:
    ///   - content: The captured element.
    ///   - buffer: Where the text is built before it becomes a `String` (of its own size, small
    ///     when it fits); handing the same buffer to every call of a file saves allocating one
    ///     per string.
    static func build(_ content: CapturedContent, buffer: inout [UInt8])
        -> (result: Result<StyledText, Failure>, droppedSurrogates: [DroppedSurrogate]) {
        if buffer.count < content.bytes.count {
            buffer = Array(repeating: 0, count: max(content.bytes.count, 2 * buffer.count))
        }
        return content.bytes.withUnsafeBufferPointer { input in
            buffer.withUnsafeMutableBufferPointer { output in
                var builder = AndroidTextBuilder(input: input, output: output)
                let markup: Markup?
                do throws(Failure) {
                    markup = content.hasTags ? try builder.run(content) : try builder.runText()
                } catch {
                    return (.failure(error), builder.droppedSurrogates)
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: output[..<builder.outputCount]), as: UTF8.self)
                guard let markup else { return (.success(StyledText(text)), builder.droppedSurrogates) }
                return (.success(StyledText(text, spans: markup.spans, protectedRanges: markup.protectedRanges)),
                        builder.droppedSurrogates)
            }
        }
    }

    // MARK: - Segments and tags

    /// ``run(_:)`` for content without tags, which is one text segment: the whole of its
    /// bytes, trimmed at both ends (there is no span), as ``run(_:)`` makes its only segment.
    private mutating func runText() throws(Failure) -> Markup? {
        var bytes = 0..<input.count
        while bytes.lowerBound < bytes.upperBound, Self.isASCIISpace(input[bytes.lowerBound]) {
            bytes = (bytes.lowerBound + 1)..<bytes.upperBound
        }
        while bytes.lowerBound < bytes.upperBound, Self.isASCIISpace(input[bytes.upperBound - 1]) {
            bytes = bytes.lowerBound..<(bytes.upperBound - 1)
        }
        try appendText(bytes)
        return nil
    }

    private mutating func run(_ content: CapturedContent) throws(Failure) -> Markup? {
        var markup = Markup()
        let nodes = content.nodes
        // A segment is a run of consecutive text nodes (contiguous in the byte buffer); aapt2
        // trims the first and last one, before escapes, when the string has no span.
        func isText(_ node: CapturedContent.Node) -> Bool {
            if case .text = node { true } else { false }
        }
        let firstText = nodes.firstIndex(where: isText)
        let lastText = nodes.lastIndex(where: isText)
        var nodeIndex = 0
        while nodeIndex < nodes.count {
            switch nodes[nodeIndex] {
            case let .text(chunk):
                let firstNode = nodeIndex
                var end = chunk.start
                while nodeIndex < nodes.count, case let .text(next) = nodes[nodeIndex] {
                    end = next.start + next.count
                    nodeIndex += 1
                }
                var bytes = chunk.start..<end
                if !content.hasSpans {
                    if firstNode == firstText {
                        while bytes.lowerBound < bytes.upperBound, Self.isASCIISpace(input[bytes.lowerBound]) {
                            bytes = (bytes.lowerBound + 1)..<bytes.upperBound
                        }
                    }
                    if let lastText, nodeIndex > lastText {
                        while bytes.lowerBound < bytes.upperBound, Self.isASCIISpace(input[bytes.upperBound - 1]) {
                            bytes = bytes.lowerBound..<(bytes.upperBound - 1)
                        }
                    }
                }
                try appendText(bytes)
                continue
            case let .spanStart(tag):
                resetTextState()
                markup.openSpans.append(markup.spans.count)
                let offset = utf16Offset()
                markup.spans.append(Span(name: content.tags[tag].name, attributes: content.tags[tag].attributes,
                                         first: offset, last: offset))
            case .spanEnd:
                resetTextState()
                if let open = markup.openSpans.popLast() { markup.spans[open].last = utf16Offset() - 1 }
            case let .untranslatableStart(tag):
                let offset = utf16Offset()
                markup.protectedRanges.append(ProtectedRange(start: offset, end: offset, attributes: content.tags[tag].attributes))
            case .untranslatableEnd:
                if !markup.protectedRanges.isEmpty { markup.protectedRanges[markup.protectedRanges.count - 1].end = utf16Offset() }
            case .ignoredBoundary:
                break
            }
            nodeIndex += 1
        }
        return markup
    }

    private mutating func resetTextState() {
        isQuoted = false
        lastWasSpace = false
    }

    /// The UTF-16 length of the text built so far, which is where a span or protected range
    /// starts or ends: measured only when a tag asks, so that text alone is never counted.
    private mutating func utf16Offset() -> Int {
        while measuredBytes < outputCount {
            let byte = output[measuredBytes]
            // A lead byte is one unit; a four-byte sequence is a surrogate pair.
            if byte & 0xC0 != 0x80 { measuredUnits += byte >= 0xF0 ? 2 : 1 }
            measuredBytes += 1
        }
        return measuredUnits
    }

    // MARK: - StringBuilder::AppendText

    private mutating func appendText(_ range: Range<Int>) throws(Failure) {
        let bytes = input
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            if !isQuoted && Self.isASCIISpace(byte) {
                if !lastWasSpace {
                    emit(0x20)
                    lastWasSpace = true
                }
                index += 1
                continue
            }
            lastWasSpace = false
            switch byte {
            case UInt8(ascii: "\\"):
                index += 1
                guard index < end else { break } // a trailing backslash is dropped
                let escaped = bytes[index]
                switch escaped {
                case UInt8(ascii: "t"): emit(0x09); index += 1
                case UInt8(ascii: "n"): emit(0x0A); index += 1
                case UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "\""),
                     UInt8(ascii: "'"), UInt8(ascii: "\\"):
                    emit(escaped)
                    index += 1
                case UInt8(ascii: "u"):
                    index = try appendUnicodeEscape(digitsAt: index + 1, end: end, escapeAt: index - 1)
                default:
                    index = copyScalar(at: index, end: end)
                }
            case UInt8(ascii: "\""):
                isQuoted.toggle()
                index += 1
            case UInt8(ascii: "'") where !isQuoted:
                throw Failure(id: AndroidDiagnosticID.unescapedApostrophe,
                              message: "unescaped apostrophe in string; write \\' or put the text in double quotes",
                              byteIndex: index)
            default:
                index = copyPlainRun(from: index, to: end)
            }
        }
    }

    /// Reads up to four hexadecimal digits (fewer when the segment ends) and appends that
    /// code point; any other character among them is an error.
    private mutating func appendUnicodeEscape(digitsAt start: Int, end: Int, escapeAt: Int) throws(Failure) -> Int {
        var value: UInt32 = 0
        var index = start
        var digits = 0
        while digits < 4 && index < end {
            let byte = input[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw Failure(id: AndroidDiagnosticID.invalidUnicodeEscape,
                              message: "invalid unicode escape sequence in string; \\u takes four hexadecimal digits",
                              byteIndex: escapeAt)
            }
            value = value << 4 | digit
            digits += 1
            index += 1
        }
        emitEscapedCodePoint(value, escapeAt: escapeAt)
        return index
    }

    // MARK: - Output

    private mutating func emit(_ byte: UInt8) {
        precondition(outputCount < output.count, "the text builder writes no more than it reads")
        output[outputCount] = byte
        outputCount += 1
    }

    private mutating func emit(_ range: Range<Int>) {
        precondition(outputCount + range.count <= output.count, "the text builder writes no more than it reads")
        (output.baseAddress! + outputCount).update(from: input.baseAddress! + range.lowerBound, count: range.count)
        outputCount += range.count
    }

    /// Copies the bytes from `start` up to the next byte with a meaning of its own (a
    /// backslash or a double quote; outside quotes an apostrophe and ASCII whitespace) in one
    /// copy, and returns where it stopped. Outside quotes, a single space before a byte that
    /// stands for itself is copied too: collapsing it would give the same space. The first
    /// byte is the caller's, one that stands for itself.
    private mutating func copyPlainRun(from start: Int, to end: Int) -> Int {
        let bytes = input.baseAddress!
        var index = start + 1
        if isQuoted {
            while index < end, bytes[index] != UInt8(ascii: "\\"), bytes[index] != UInt8(ascii: "\"") { index += 1 }
        } else {
            while index < end {
                let byte = bytes[index]
                if Self.endsUnquotedRun(byte) {
                    guard byte == 0x20, index + 1 < end, !Self.endsUnquotedRun(bytes[index + 1]) else { break }
                }
                index += 1
            }
        }
        emit(start..<index)
        return index
    }

    /// The bytes that end a run outside quotes: ASCII whitespace (a single space is
    /// ``copyPlainRun(from:to:)``'s to judge), `"`, `'` and `\`. One comparison for letters
    /// and for every byte of a multi-byte character, which are above them all.
    private static func endsUnquotedRun(_ byte: UInt8) -> Bool {
        guard byte <= UInt8(ascii: "\\") else { return false }
        if byte == UInt8(ascii: "\\") { return true }
        return byte <= UInt8(ascii: "'") && unquotedRunEnds & (1 << UInt64(byte)) != 0
    }

    /// ``endsUnquotedRun(_:)``'s bytes below 64, as bits: tab to return, space, `"` and `'`.
    private static let unquotedRunEnds: UInt64 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D
        | 1 << 0x20 | 1 << 0x22 | 1 << 0x27

    /// Copies the UTF-8 sequence of one scalar from the input and returns the next index.
    private mutating func copyScalar(at index: Int, end: Int) -> Int {
        let length: Int
        switch input[index] {
        case 0..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        default: length = 4
        }
        // Valid UTF-8 (what libxml2 delivers) never splits a scalar between text segments.
        let next = min(index + length, end)
        emit(index..<next)
        return next
    }

    /// Appends a code point from a `\u` escape. A surrogate half (U+D800–U+DFFF) has no
    /// UTF-8 form; aapt2 drops it silently, so `\uD83D\uDE00` gives nothing. It is
    /// recorded so the reader can warn.
    private mutating func emitEscapedCodePoint(_ value: UInt32, escapeAt: Int) {
        guard let scalar = Unicode.Scalar(value) else {
            droppedSurrogates.append(DroppedSurrogate(byteIndex: escapeAt))
            return
        }
        for byte in scalar.utf8 { emit(byte) }
    }

    /// C `isspace` in the "C" locale: space, tab, line feed, vertical tab, form feed, return.
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
