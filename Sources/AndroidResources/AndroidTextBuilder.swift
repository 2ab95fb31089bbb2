import LocalizedStrings

/// Builds the text aapt2 compiles from an element's captured content: aapt2's
/// `FlattenXmlSubtree` and `StringBuilder`, working on UTF-8 bytes.
///
/// In order: text segments are the runs of text between tags; without spans, the first
/// segment loses its leading and the last its trailing ASCII whitespace; then each segment
/// goes through whitespace collapse, double quotes and backslash escapes. Starting or
/// ending a span resets the quote and whitespace state; `<xliff:g>` does not.
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

    /// What the builder reads of the captured content: its text, its events, and whether it
    /// has spans (not the whole value, each of whose buffers would be one more reference to
    /// take and give back for every string).
    private let input: [UInt8]
    private let nodes: [CapturedContent.Node]
    private let hasSpans: Bool
    private var output: [UInt8] = []
    private var utf16Count = 0
    private var isQuoted = false
    private var lastWasSpace = false
    private var spans: [Span] = []
    private var openSpans: [Int] = []
    private var protectedRanges: [ProtectedRange] = []
    private(set) var droppedSurrogates: [DroppedSurrogate] = []

    private init(content: CapturedContent, output: inout [UInt8]) {
        input = content.bytes
        nodes = content.nodes
        hasSpans = content.hasSpans
        swap(&self.output, &output)
        self.output.removeAll(keepingCapacity: true)
        self.output.reserveCapacity(input.count)
    }

    /// Builds the styled text of `content`, or the first error aapt2 would report.
    ///
    /// - Parameters:
    ///   - content: The captured element.
    ///   - buffer: Where the text is built before it becomes a `String`; handing the same
    ///     buffer to every call of a file saves allocating one per string.
    static func build(_ content: CapturedContent, buffer: inout [UInt8])
        -> (result: Result<StyledText, Failure>, droppedSurrogates: [DroppedSurrogate]) {
        var builder = AndroidTextBuilder(content: content, output: &buffer)
        defer { swap(&builder.output, &buffer) }
        do {
            try builder.run()
            return (.success(builder.finish()), builder.droppedSurrogates)
        } catch {
            return (.failure(error), builder.droppedSurrogates)
        }
    }

    // MARK: - Segments and tags

    private mutating func run() throws(Failure) {
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
            case let .text(start, _, _):
                let firstNode = nodeIndex
                var end = start
                while nodeIndex < nodes.count, case let .text(chunkStart, count, _) = nodes[nodeIndex] {
                    end = chunkStart + count
                    nodeIndex += 1
                }
                var bytes = start..<end
                if !hasSpans {
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
            case let .spanStart(name, attributes):
                resetTextState()
                openSpans.append(spans.count)
                spans.append(Span(name: name, attributes: attributes, first: utf16Count, last: utf16Count))
            case .spanEnd:
                resetTextState()
                if let open = openSpans.popLast() { spans[open].last = utf16Count - 1 }
            case let .untranslatableStart(attributes):
                protectedRanges.append(ProtectedRange(start: utf16Count, end: utf16Count, attributes: attributes))
            case .untranslatableEnd:
                if !protectedRanges.isEmpty { protectedRanges[protectedRanges.count - 1].end = utf16Count }
            case .ignoredBoundary:
                break
            }
            nodeIndex += 1
        }
    }

    private mutating func finish() -> StyledText {
        StyledText(String(decoding: output, as: UTF8.self), spans: spans, protectedRanges: protectedRanges)
    }

    private mutating func resetTextState() {
        isQuoted = false
        lastWasSpace = false
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
                    emitASCII(0x20)
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
                case UInt8(ascii: "t"): emitASCII(0x09); index += 1
                case UInt8(ascii: "n"): emitASCII(0x0A); index += 1
                case UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "\""),
                     UInt8(ascii: "'"), UInt8(ascii: "\\"):
                    emitASCII(escaped)
                    index += 1
                case UInt8(ascii: "u"):
                    index = try appendUnicodeEscape(digitsAt: index + 1, end: end, escapeAt: index - 1)
                default:
                    index = copyScalar(at: index)
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

    private mutating func emitASCII(_ byte: UInt8) {
        output.append(byte)
        utf16Count += 1
    }

    /// Copies the bytes from `start` up to the next byte with a meaning of its own (a
    /// backslash or a double quote; outside quotes an apostrophe and ASCII whitespace) in one
    /// append, and returns where it stopped. Outside quotes, a single space between two such
    /// bytes is copied too: collapsing it would give the same space.
    private mutating func copyPlainRun(from start: Int, to end: Int) -> Int {
        let isQuoted = isQuoted
        var units = 0
        let stop = input.withUnsafeBufferPointer { bytes in
            /// Whether a byte stands for itself here (any byte of a multi-byte character does).
            func isLiteral(_ byte: UInt8) -> Bool {
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "\""): false
                case UInt8(ascii: "'"): isQuoted
                default: isQuoted || !Self.isASCIISpace(byte)
                }
            }
            var index = start
            while index < end {
                let byte = bytes[index]
                if byte < 0x80 {
                    if index > start && !isLiteral(byte) {
                        let isSingleSpace = !isQuoted && byte == 0x20 && index + 1 < end && isLiteral(bytes[index + 1])
                        guard isSingleSpace else { break }
                    }
                    units += 1
                } else if byte >= 0xF0 {
                    units += 2 // a four-byte sequence is a surrogate pair in UTF-16
                } else if byte >= 0xC0 {
                    units += 1
                }
                index += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            return index
        }
        utf16Count += units
        return stop
    }

    /// Copies the UTF-8 sequence of one scalar from the input and returns the next index.
    private mutating func copyScalar(at index: Int) -> Int {
        let bytes = input
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        default: length = 4
        }
        let end = min(index + length, bytes.count)
        output.append(contentsOf: bytes[index..<end])
        utf16Count += length == 4 ? 2 : 1
        return end
    }

    /// Appends a code point from a `\u` escape. A surrogate half (U+D800–U+DFFF) has no
    /// UTF-8 form; aapt2 drops it silently, so `\uD83D\uDE00` gives nothing. It is
    /// recorded so the reader can warn.
    private mutating func emitEscapedCodePoint(_ value: UInt32, escapeAt: Int) {
        guard let scalar = Unicode.Scalar(value) else {
            droppedSurrogates.append(DroppedSurrogate(byteIndex: escapeAt))
            return
        }
        appendScalar(scalar, utf16Units: 1)
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar, utf16Units: Int) {
        output.append(contentsOf: UTF8.encode(scalar)!)
        utf16Count += utf16Units
    }

    /// C `isspace` in the "C" locale: space, tab, line feed, vertical tab, form feed, return.
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
