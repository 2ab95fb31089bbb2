import LocalizedStrings

/// Foundation's old-style property-list parser (`CFOldStylePList.c`) as it reads
/// `.strings` files, on UTF-8 bytes, keeping what Foundation throws away: comments, order,
/// duplicate keys and positions.
///
/// Syntax: `key = value;` pairs without the outer braces (or with them), keys and values
/// quoted with `"` or `'` or unquoted (`[A-Za-z0-9_$/:.-]`), `"key";` meaning the value is
/// the key, `/* */` and `//` comments. Escapes: `\a \b \f \n \r \t \v \" \\`, a backslash
/// before a newline, up to three octal digits (NeXTSTEP Latin), `\U` with up to four hex
/// digits (a UTF-16 unit; two of them make a surrogate pair), and any other `\x` → `x`.
struct StringsFileParser {
    /// A key and its value, with the trivia before it.
    struct Pair {
        var key: String
        /// The value, or `nil` when it is not a string (an array, dictionary or data).
        var value: String?
        /// The comments above the entry that a blank line separates from it (their places in
        /// ``StringsFileParser/comments``): the file's, not the entry's.
        var detachedComments: Range<Int>
        /// The entry's own comments, in order: those directly above it (no blank line between
        /// them and the key), those inside it (`"k" /* c */ = "v";`) and those after its `;`
        /// on the same line (`"k" = "v"; // c`), as translation tools attach them.
        var comments: Range<Int>
        var keyOffset: Int
        var valueOffset: Int
        /// Where the entry starts as a reader attaches things to it: its first own comment
        /// above the key, else its key.
        var startOffset: Int
        /// Just after its `;`, or after the last comment on the line of its `;`.
        var endOffset: Int = 0
    }

    /// A comment as written, with its delimiters: where its bytes are (a reader makes text of
    /// them as it needs, once).
    struct Comment {
        var bytes: Range<Int>
        /// Whether an empty line separates the comment from the next token.
        var isDetached: Bool
        /// Where the comment starts.
        var offset: Int { bytes.lowerBound }
    }

    /// Why Foundation would reject the file.
    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// The byte offsets of `\\U` (or octal) escapes of a surrogate half without its other
    /// half, which Foundation reads as U+FFFD, so that the reader can say so.
    private(set) var loneSurrogateOffsets: [Int] = []

    /// Every comment of the file in order; pairs and the trailing comments name theirs by
    /// place (one array for the file rather than one for each entry).
    private(set) var comments: [Comment] = []

    private let bytes: [UInt8]
    private var index = 0
    /// Where the comments not yet given to a pair start in ``comments``.
    private var pendingStart = 0
    private var pendingComments: Range<Int> { pendingStart..<comments.count }
    /// Where the escape of the high surrogate waiting for its pair starts.
    private var pendingHighSurrogateOffset = 0

    init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - The file

    /// Parses the whole file. On a syntax error, also returns the pairs read before it.
    /// Comments are places in ``comments``.
    mutating func parse() -> (pairs: [Pair], trailingComments: Range<Int>, error: SyntaxError?) {
        guard advanceToNonSpace() else { return ([], pendingComments, nil) }
        let start = 0
        // Foundation first parses one plist object; a braced dictionary is the whole table,
        // and a string followed by more text means a strings file without braces.
        if bytes[index] == UInt8(ascii: "{") {
            index += 1
            var (pairs, error) = parseDictionaryContent()
            if error == nil {
                if !advanceToNonSpace() || bytes[index] != UInt8(ascii: "}") {
                    error = SyntaxError(message: "expected '}' to end the dictionary", offset: index)
                } else {
                    index += 1
                    if advanceToNonSpace() {
                        error = SyntaxError(message: "unexpected text after the closing '}'", offset: index)
                    }
                }
            }
            return (pairs, pendingComments, error)
        }
        index = start
        comments.removeAll(keepingCapacity: true)
        pendingStart = 0
        let (pairs, error) = parseDictionaryContent()
        if error == nil && advanceToNonSpace() {
            let message = "unexpected character '\(character(at: index))'; expected a quoted key"
            return (pairs, pendingComments, SyntaxError(message: message, offset: index))
        }
        return (pairs, pendingComments, error)
    }

    /// `parsePlistDictContent`: `key = value;` pairs until something else comes.
    private mutating func parseDictionaryContent() -> ([Pair], SyntaxError?) {
        var pairs: [Pair] = []
        while true {
            guard advanceToNonSpace() else { return (pairs, nil) }
            let keyOffset = index
            let above = pendingComments
            // The comments above the key after the last one a blank line detaches are its own.
            let ownStart = (above.last(where: { self.comments[$0].isDetached }).map { $0 + 1 }) ?? above.lowerBound
            guard isStringStart(bytes[index]) else { return (pairs, nil) }
            let key: String
            do { key = try parseString() } catch { return (pairs, error) }
            guard advanceToNonSpace() else {
                return (pairs, SyntaxError(message: "missing ';' or '= value' after the key \(quotedForMessage(key))", offset: index))
            }
            var value: String?
            let valueOffset: Int
            if bytes[index] == UInt8(ascii: ";") {
                value = key
                valueOffset = keyOffset
            } else if bytes[index] == UInt8(ascii: "=") {
                index += 1
                guard advanceToNonSpace() else {
                    return (pairs, SyntaxError(message: "missing value after '=' for the key \(quotedForMessage(key))", offset: index))
                }
                valueOffset = index
                do { value = try parseValue() } catch { return (pairs, error) }
            } else {
                let message = "expected '=' or ';' after the key \(quotedForMessage(key)), found '\(character(at: index))'"
                return (pairs, SyntaxError(message: message, offset: index))
            }
            let attached = ownStart < above.upperBound ? self.comments[ownStart].offset : nil
            pairs.append(Pair(key: key, value: value, detachedComments: above.lowerBound..<ownStart, comments: ownStart..<above.upperBound,
                              keyOffset: keyOffset, valueOffset: valueOffset, startOffset: attached ?? keyOffset))
            guard advanceToNonSpace(), bytes[index] == UInt8(ascii: ";") else {
                let at = pendingComments.isEmpty ? index : min(index, bytes.count)
                return (pairs, SyntaxError(message: "missing ';' after the value of \(quotedForMessage(key)); Foundation abandons the whole file", offset: at))
            }
            index += 1
            skipCommentsOnThisLine()
            pairs[pairs.count - 1].endOffset = index
            pairs[pairs.count - 1].comments = ownStart..<self.comments.count
            pendingStart = self.comments.count
        }
    }

    // MARK: - Values

    /// A value: a string, or an array, dictionary or data (read and discarded as non-string).
    private mutating func parseValue() throws(SyntaxError) -> String? {
        let byte = bytes[index]
        if isStringStart(byte) { return try parseString() }
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            let (_, error) = parseDictionaryContent()
            if let error { throw error }
            try expect(UInt8(ascii: "}"), "expected '}' to end the dictionary")
        case UInt8(ascii: "("):
            index += 1
            if advanceToNonSpace() && bytes[index] != UInt8(ascii: ")") {
                while true {
                    guard advanceToNonSpace() else { break }
                    _ = try parseValue()
                    guard advanceToNonSpace(), bytes[index] == UInt8(ascii: ",") else { break }
                    index += 1
                }
            }
            try expect(UInt8(ascii: ")"), "expected ')' to end the array")
        case UInt8(ascii: "<"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                guard byte.isHexDigit || byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else {
                    throw SyntaxError(message: "invalid hexadecimal data", offset: index)
                }
                index += 1
            }
            try expect(UInt8(ascii: ">"), "expected '>' to end the data")
        default:
            throw SyntaxError(message: "unexpected character '\(character(at: index))' where a value should be", offset: index)
        }
        return nil
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
        guard advanceToNonSpace(), bytes[index] == byte else { throw SyntaxError(message: message, offset: index) }
        index += 1
    }

    private func isStringStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquotedCharacter(byte)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            return try parseQuotedString(quote: quote)
        }
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `parseQuotedPlistString`: up to the closing quote, processing escapes.
    private mutating func parseQuotedString(quote: UInt8) throws(SyntaxError) -> String {
        let opening = index - 1
        var mark = index
        var output: [UInt8]?
        var pendingHighSurrogate: UInt16?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote { break }
            if byte == UInt8(ascii: "\\") {
                if output == nil { output = [] }
                if mark < index {
                    flush(&pendingHighSurrogate, into: &output!)
                    output!.append(contentsOf: bytes[mark..<index])
                }
                index += 1
                appendEscape(into: &output!, pendingHighSurrogate: &pendingHighSurrogate)
                mark = index
            } else {
                index += 1
            }
        }
        guard index < bytes.count else {
            throw SyntaxError(message: "unterminated quoted string; the closing \(quote == UInt8(ascii: "\"") ? "\"" : "'") is missing", offset: opening)
        }
        defer { index += 1 }
        guard var output else { return String(decoding: bytes[mark..<index], as: UTF8.self) }
        if mark < index { flush(&pendingHighSurrogate, into: &output) }
        output.append(contentsOf: bytes[mark..<index])
        flush(&pendingHighSurrogate, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `getSlashedChar`, with `index` just after the backslash.
    private mutating func appendEscape(into output: inout [UInt8], pendingHighSurrogate: inout UInt16?) {
        let escapeOffset = index - 1
        guard index < bytes.count else {
            flush(&pendingHighSurrogate, into: &output)
            output.append(0) // Foundation reads the terminating zero
            return
        }
        let byte = bytes[index]
        index += 1
        if byte != UInt8(ascii: "U") && !(UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
            flush(&pendingHighSurrogate, into: &output)
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt16(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { break }
                value = value << 3 + UInt16(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            appendUTF16(NeXTSTEPLatin.unicode(for: UInt8(truncatingIfNeeded: value)), at: escapeOffset, into: &output,
                        pending: &pendingHighSurrogate)
            return
        case UInt8(ascii: "U"):
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = bytes[index].hexValue {
                value = value << 4 | UInt16(digit)
                index += 1
                digits += 1
            }
            appendUTF16(value, at: escapeOffset, into: &output, pending: &pendingHighSurrogate)
            return
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "v"): output.append(0x0B)
        default:
            // Any other character stands for itself, including a multi-byte one.
            index -= 1
            let end = index + Self.sequenceLength(byte)
            output.append(contentsOf: bytes[index..<min(end, bytes.count)])
            index = min(end, bytes.count)
        }
    }

    /// Appends a UTF-16 unit from `\U` or an octal escape; a high surrogate waits for its pair.
    private mutating func appendUTF16(_ unit: UInt16, at offset: Int, into output: inout [UInt8], pending: inout UInt16?) {
        if UTF16.isLeadSurrogate(unit) {
            flush(&pending, into: &output)
            pending = unit
            pendingHighSurrogateOffset = offset
            return
        }
        if UTF16.isTrailSurrogate(unit), let high = pending {
            pending = nil
            let scalar = Unicode.Scalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00))!
            output.append(contentsOf: UTF8.encode(scalar)!)
            return
        }
        flush(&pending, into: &output)
        if UTF16.isTrailSurrogate(unit) { loneSurrogateOffsets.append(offset) }
        let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// A lone high surrogate reads as U+FFFD once Foundation's string is bridged to Swift.
    private mutating func flush(_ pending: inout UInt16?, into output: inout [UInt8]) {
        guard pending != nil else { return }
        pending = nil
        loneSurrogateOffsets.append(pendingHighSurrogateOffset)
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
    }

    // MARK: - Whitespace and comments

    /// `advanceToNonSpace`: skips whitespace and comments (recording the comments); false at
    /// the end of the file.
    private mutating func advanceToNonSpace() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if (0x09...0x0D).contains(byte) || byte == 0x20 {
                if (byte == 0x0A || byte == 0x0D) && !pendingComments.isEmpty { noteNewline() }
                index += 1
                continue
            }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
               bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 3 // U+2028, U+2029
                continue
            }
            guard skipComment() else { return true }
        }
        return false
    }

    /// Skips spaces, tabs and comments that start on the line of the `;` just read, recording
    /// the comments: they belong to that entry.
    private mutating func skipCommentsOnThisLine() {
        var end = index
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*") else { return }
        index = end
        while skipComment() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
    }

    /// Skips and records the `//` or `/* */` comment at `index`; false when there is none.
    private mutating func skipComment() -> Bool {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return false }
        let next = bytes[index + 1]
        let start = index
        if next == UInt8(ascii: "/") {
            index += 2
            while index < bytes.count, !isLineEnd(at: index) { index += 1 }
        } else if next == UInt8(ascii: "*") {
            index += 2
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    break
                }
                index += 1
            }
        } else {
            return false
        }
        recordComment(from: start, to: index)
        return true
    }

    private var newlinesSinceComment = 0

    private mutating func recordComment(from start: Int, to end: Int) {
        comments.append(Comment(bytes: start..<end, isDetached: false))
        newlinesSinceComment = 0
    }

    /// Counts line ends after the last comment: two of them mean an empty line.
    private mutating func noteNewline() {
        if bytes[index] == 0x0A, index > 0, bytes[index - 1] == 0x0D { return } // CR LF is one line end
        newlinesSinceComment += 1
        if newlinesSinceComment >= 2 { comments[comments.count - 1].isDetached = true }
    }

    private func isLineEnd(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    // MARK: - Helpers

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    private func character(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let end = min(offset + Self.sequenceLength(bytes[offset]), bytes.count)
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private func quotedForMessage(_ key: String) -> String {
        "\"" + (key.count > 40 ? key.prefix(40) + "…" : key) + "\""
    }
}

extension UInt8 {
    /// The value of an ASCII hexadecimal digit.
    var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    var isHexDigit: Bool { hexValue != nil }
}
